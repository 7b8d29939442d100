"""A message with buttons: save errors, the backup offer, "quit anyway?".

Buttons answer their first letter, arrows + Enter, or a click; Esc, a right-click or a click
outside the box picks the last button, which is always the safe one. Enter picks the button
under the cursor, which starts on ``default`` (the first unless said otherwise).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.menu_list import MenuList
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import Host

Button = tuple[str, Callable[[], object]]
#: The longest message the box shows (a longer one, say quoting a hostile file, is cut): a
#: screenful of words at the smallest window.
MAX_MESSAGE = 800


class MessageBox(Modal):
    """``message`` (wrapped) and a row of buttons; choosing one closes the box, then acts."""

    hint = ""

    def __init__(
        self,
        app: Host,
        title: str,
        message: str,
        buttons: Sequence[Button] = (("OK", lambda: None),),
        default: int = 0,
    ) -> None:
        super().__init__(app)
        self.title = title
        self.message = (
            message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 3] + "..."
        )
        self.buttons = list(buttons)
        self.list = MenuList(len(self.buttons), cursor=max(0, min(default, len(buttons) - 1)))
        self.message_rect = pygame.Rect(0, 0, 0, 0)  # where the message was drawn last

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @property
    def button_rects(self) -> list[pygame.Rect]:
        """Where the buttons were drawn last."""
        return self.list.rects

    def handle(self, event: pygame.event.Event) -> None:
        if self.clicked_away(event):
            self.choose(len(self.buttons) - 1)
            return
        outcome = self.list.handle(event)
        if outcome is not None:
            if outcome.chosen is not None:
                self.choose(outcome.chosen)
            elif outcome.cancelled:
                self.choose(len(self.buttons) - 1)
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):  # the buttons stand in a row
                self.list.move(-1 if event.key == pygame.K_LEFT else 1)
                return
            typed = (event.unicode or "").lower()
            for index, (label, _) in enumerate(self.buttons):
                if typed and label.lower().startswith(typed):
                    self.choose(index)
                    return

    def choose(self, index: int) -> None:
        self.close()
        self.buttons[index][1]()

    def inset(self) -> int:
        """The frame and padding on each side of the box's content."""
        return self.app.layout.pad * 2 + 4 * self.app.layout.frame_scale

    def labels(self) -> list[str]:
        """The buttons' words: "(l) Left ring: -3 Ring of Regeneration"."""
        return [f"({label[0].lower()}) {label}" for label, _ in self.buttons]

    def button_widths(self) -> list[int]:
        layout = self.app.layout
        return [text.width(label, layout.font) + 3 * layout.pad for label in self.labels()]

    def box_width(self, window: pygame.Rect) -> int:
        """620 px at 1x, wider (as the window allows) for the buttons to stand in one row."""
        pad, widths = self.app.layout.pad, self.button_widths()
        row = sum(widths) + pad * (len(widths) - 1) + 2 * self.inset()
        return min(window.width - 40, max(self.fitted(window, 620, 0)[0], row))

    def button_rows(self, inner: int) -> list[list[int]]:
        """The buttons' indices in rows no wider than ``inner`` (one row when they fit; a
        button wider than a row alone, its words cut)."""
        pad = self.app.layout.pad
        rows: list[list[int]] = [[]]
        used = 0
        for index, width in enumerate(self.button_widths()):
            if rows[-1] and used + pad + width > inner:
                rows.append([])
                used = 0
            used += (pad if rows[-1] else 0) + width
            rows[-1].append(index)
        return rows

    def message_image(self) -> pygame.Surface:
        """The message, wrapped to the box."""
        inner = self.box_width(self.room()) - 2 * self.inset()
        return text.render_wrapped(self.message, self.app.layout.font, theme.TEXT, inner)

    def button_height(self) -> int:
        layout = self.app.layout
        return text.line_height(layout.font) + layout.pad

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        width = self.box_width(window)
        rows = len(self.button_rows(width - 2 * self.inset()))
        content = (
            self.message_image().get_height()
            + 2 * layout.pad
            + rows * (self.button_height() + layout.pad)
        )
        return width, min(window.height - 40, self.chrome_height(width) + content)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        image = self.message_image()
        self.message_rect = text.blit_image(
            surface, image, content.topleft, self.message, layout.font
        )
        labels, widths = self.labels(), self.button_widths()
        height, pad = self.button_height(), layout.pad
        rows = self.button_rows(content.width)
        y = content.bottom - len(rows) * height - (len(rows) - 1) * pad
        self.list.rects = [pygame.Rect(0, 0, 0, 0)] * len(labels)
        for row in rows:
            shown = [min(widths[index], content.width) for index in row]
            x = content.centerx - (sum(shown) + pad * (len(row) - 1)) // 2
            for index, w in zip(row, shown, strict=True):
                rect = pygame.Rect(x, y, w, height)
                self._button(surface, rect, labels[index], index == self.cursor)
                self.list.rects[index] = rect
                x += w + pad
            y += height + pad

    def _button(
        self, surface: pygame.Surface, rect: pygame.Rect, label: str, selected: bool
    ) -> None:
        layout = self.app.layout
        pygame.draw.rect(
            surface, theme.ROW_SELECTED if selected else theme.PANEL_DARK, rect, border_radius=4
        )
        pygame.draw.rect(
            surface, theme.GOLD if selected else theme.TEXT_FAINT, rect, width=1, border_radius=4
        )
        shown = text.fit(label, layout.font, rect.width - 2 * layout.pad)
        with text.inside(surface, rect, "button"):
            text.blit(surface, shown, layout.font, theme.TEXT, rect.center, anchor="center")
