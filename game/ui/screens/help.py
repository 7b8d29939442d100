"""Help: the keys (as the player has bound them) and the mouse; scrolled when the window is
too short for every row."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import mouse, text, theme
from game.ui.input import help_rows, menu_command
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import SettingsHost

INTRO = "Walk into monsters to attack. Your gear is all you have: put on what you find."
#: Rows a wheel notch scrolls.
WHEEL_ROWS = 3


class HelpScreen(Modal):
    app: SettingsHost
    title = "How to play"
    hint = "Esc or ? to close"
    close_chars = "?"

    def __init__(self, app: SettingsHost) -> None:
        super().__init__(app)
        self.first = 0  # the first row shown
        self.page = 1  # rows shown at once, as the last frame laid them out
        #: What the last frame drew: the content rect and each row's index and rect.
        self.content = pygame.Rect(0, 0, 0, 0)
        self.drawn: list[tuple[int, pygame.Rect]] = []

    def handle(self, event: pygame.event.Event) -> None:
        """Close as any window does; arrows, Page Up / Down, Home / End and the wheel scroll
        the rows when they do not all fit."""
        if self.closes(event):
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.first -= WHEEL_ROWS * mouse.wheel_steps(event)
            return
        command = menu_command(event)
        steps = {"up": -1, "down": 1, "page_up": -self.page, "page_down": self.page,
                 "first": -(10**6), "last": 10**6}
        if command is not None and command.name in steps:
            self.first += steps[command.name]

    def keys_width(self) -> int:
        layout = self.app.layout
        return max(text.width(keys, layout.font)
                   for keys, _ in help_rows(self.app.keymap)) + 3 * layout.pad

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        """Wide enough for the longest line when the window allows (else lines are cut)."""
        layout = self.app.layout
        line_h = text.line_height(layout.font) + 2
        rows = help_rows(self.app.keymap)
        # the intro line, the rows, and a spare line for the title's drop shadow
        _, h = self.fitted(window, 820, (len(rows) + 2) * line_h + layout.pad)
        inset = layout.pad * 2 + 4 * layout.frame_scale
        needed = self.keys_width() + max(text.width(what, layout.font) for _, what in rows)
        return min(window.width - 40, max(round(820 * layout.scale), needed + 2 * inset)), h

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        self.content = content
        size = layout.font
        rows = help_rows(self.app.keymap)
        keys_w = self.keys_width()
        y = content.y
        text.blit(surface, text.fit(INTRO, layout.small_font, content.width), layout.small_font,
                  theme.TEXT_DIM, (content.x, y))
        y += text.line_height(size) + 2 + layout.pad
        line_h = text.line_height(size) + 2
        if (content.bottom - y) // line_h < len(rows):
            line_h -= 2  # closer lines before scrolling
        fits = max(1, (content.bottom - y) // line_h)
        self.page = fits if fits >= len(rows) else max(1, fits - 1)  # a line says "more"
        self.first = max(0, min(self.first, len(rows) - self.page))
        self.drawn = []
        for index in range(self.first, min(len(rows), self.first + self.page)):
            keys, what = rows[index]
            rect = text.blit(surface, text.fit(keys, size, keys_w - layout.pad), size,
                             theme.GOLD, (content.x, y))
            rect.union_ip(text.blit(surface, text.fit(what, size, content.width - keys_w), size,
                                    theme.TEXT, (content.x + keys_w, y)))
            self.drawn.append((index, rect))
            y += line_h
        if self.page < len(rows):
            above, below = self.first, len(rows) - self.first - self.page
            more = ", ".join(part for part in (f"{above} rows above" if above else "",
                                               f"{below} more below" if below else "") if part)
            more += ": arrows or the wheel scroll"
            text.blit(surface, text.fit(more, layout.small_font, content.width),
                      layout.small_font, theme.TEXT_DIM, (content.x, y))
