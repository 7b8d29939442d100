"""Help: the keys (as the player has bound them) and the mouse; scrolled when the window is
too short for every row."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.input import help_rows
from game.ui.screens.base import Modal
from game.ui.scrolling import LineScroll

if TYPE_CHECKING:
    from game.ui.host import SettingsHost

INTRO = "Walk into monsters to attack. Your gear is all you have: put on what you find."


class HelpScreen(Modal):
    app: SettingsHost
    title = "How to play"
    hint = "Esc or ? to close"
    close_chars = "?"

    def __init__(self, app: SettingsHost) -> None:
        super().__init__(app)
        self.scroll = LineScroll()
        #: What the last frame drew: the content rect and each row's index and rect.
        self.content = pygame.Rect(0, 0, 0, 0)
        self.drawn: list[tuple[int, pygame.Rect]] = []

    def handle(self, event: pygame.event.Event) -> None:
        """Close as any window does; arrows, Page Up / Down, Home / End and the wheel scroll
        the rows when they do not all fit."""
        if self.closes(event):
            self.close()
            return
        self.scroll.handle(event)

    def keys_width(self) -> int:
        layout = self.app.layout
        return (
            max(text.width(keys, layout.font) for keys, _ in help_rows(self.app.keymap))
            + 3 * layout.pad
        )

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
        text.blit(
            surface,
            text.fit(INTRO, layout.small_font, content.width),
            layout.small_font,
            theme.TEXT_DIM,
            (content.x, y),
        )
        y += text.line_height(size) + 2 + layout.pad
        line_h = text.line_height(size) + 2
        if (content.bottom - y) // line_h < len(rows):
            line_h -= 2  # closer lines before scrolling
        fits = max(1, (content.bottom - y) // line_h)
        self.drawn = []
        for index in self.scroll.lay_out(len(rows), fits):
            keys, what = rows[index]
            rect = text.blit(
                surface, text.fit(keys, size, keys_w - layout.pad), size, theme.GOLD, (content.x, y)
            )
            rect.union_ip(
                text.blit(
                    surface,
                    text.fit(what, size, content.width - keys_w),
                    size,
                    theme.TEXT,
                    (content.x + keys_w, y),
                )
            )
            self.drawn.append((index, rect))
            y += line_h
        more = self.scroll.more(len(rows), "rows")
        if more:
            text.blit(
                surface,
                text.fit(more, layout.small_font, content.width),
                layout.small_font,
                theme.TEXT_DIM,
                (content.x, y),
            )
