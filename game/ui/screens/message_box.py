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

Button = tuple[str, Callable[[], None]]
#: The longest message the box shows (a longer one, say quoting a hostile file, is cut): a
#: screenful of words at the smallest window.
MAX_MESSAGE = 800


class MessageBox(Modal):
    """``message`` (wrapped) and a row of buttons; choosing one closes the box, then acts."""

    hint = ""

    def __init__(self, app: Host, title: str, message: str,
                 buttons: Sequence[Button] = (("OK", lambda: None),), default: int = 0) -> None:
        super().__init__(app)
        self.title = title
        self.message = (message if len(message) <= MAX_MESSAGE
                        else message[:MAX_MESSAGE - 3] + "...")
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

    def message_image(self) -> pygame.Surface:
        """The message, wrapped to the box by pygame-ce (``wraplength``)."""
        width = self.fitted(self.room(), 620, 0)[0]
        inner = width - 2 * (self.app.layout.pad * 2 + 4 * self.app.layout.frame_scale)
        return text.render_wrapped(self.message, self.app.layout.font, theme.TEXT, inner)

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        content = (self.message_image().get_height() + 2 * layout.pad
                   + text.line_height(layout.font) + layout.pad)
        return self.fitted(window, 620, content)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        image = self.message_image()
        self.message_rect = surface.blit(image, content.topleft)
        labels = [f"({label[0].lower()}) {label}" for label, _ in self.buttons]
        widths = [text.width(label, layout.font) + 3 * layout.pad for label in labels]
        x = content.centerx - (sum(widths) + layout.pad * (len(widths) - 1)) // 2
        height = text.line_height(layout.font) + layout.pad
        self.list.rects = []
        for index, (label, w) in enumerate(zip(labels, widths, strict=True)):
            rect = pygame.Rect(x, content.bottom - height, w, height)
            selected = index == self.cursor
            pygame.draw.rect(surface, theme.ROW_SELECTED if selected else theme.PANEL_DARK, rect,
                             border_radius=4)
            pygame.draw.rect(surface, theme.GOLD if selected else theme.TEXT_FAINT, rect,
                             width=1, border_radius=4)
            text.blit(surface, label, layout.font, theme.TEXT, rect.center, anchor="center")
            self.list.rects.append(rect)
            x += w + layout.pad
