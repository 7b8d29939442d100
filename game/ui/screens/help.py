"""Help: the keys (as the player has bound them) and the mouse, each row's words wrapped beside
its keys (never cut); scrolled by lines when the window is too short for them all."""

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
        """Wide enough for the longest row on one line when the window allows (else rows
        wrap), tall enough for every line when it allows (else they scroll)."""
        layout = self.app.layout
        line_h = text.line_height(layout.font) + 2
        rows = help_rows(self.app.keymap)
        inset = layout.pad * 2 + 4 * layout.frame_scale
        needed = self.keys_width() + max(text.width(what, layout.font) for _, what in rows)
        w = min(window.width - 40, max(round(820 * layout.scale), needed + 2 * inset))
        count = len(self.lines(w - 2 * inset)) + len(self.intro(w - 2 * inset))
        # the intro's lines, the rows' lines, and a spare line for the title's drop shadow
        _, h = self.fitted(window, 820, (count + 1) * line_h + layout.pad)
        return w, h

    def intro(self, width: int) -> tuple[str, ...]:
        """The line above the keys (INTRO), wrapped to a content ``width`` wide."""
        return text.wrap(INTRO, self.app.layout.small_font, width)

    def lines(self, width: int) -> list[tuple[int, str, str]]:
        """The rows as drawn in a content ``width`` wide: per line, its row's index, the
        row's keys on its first line ("" below), and its share of the row's words."""
        size, keys_w = self.app.layout.font, self.keys_width()
        return [
            (index, "" if n else keys, words)
            for index, (keys, what) in enumerate(help_rows(self.app.keymap))
            for n, words in enumerate(text.wrap(what, size, max(1, width - keys_w)))
        ]

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        self.content = content
        size = layout.font
        lines = self.lines(content.width)
        keys_w = self.keys_width()
        y = content.y
        for words in self.intro(content.width):
            text.blit(surface, words, layout.small_font, theme.TEXT_DIM, (content.x, y))
            y += text.line_height(size) + 2
        y += layout.pad
        line_h = text.line_height(size) + 2
        if (content.bottom - y) // line_h < len(lines):
            line_h -= 2  # closer lines before scrolling
        fits = max(1, (content.bottom - y) // line_h)
        self.drawn = []
        for at in self.scroll.lay_out(len(lines), fits):
            index, keys, words = lines[at]
            rect = text.blit(surface, words, size, theme.TEXT, (content.x + keys_w, y))
            if keys:
                rect.union_ip(
                    text.blit(
                        surface,
                        text.fit(keys, size, keys_w - layout.pad),
                        size,
                        theme.GOLD,
                        (content.x, y),
                    )
                )
            self.drawn.append((index, rect))
            y += line_h
        more = self.scroll.more(len(lines), "lines")
        if more:
            text.blit(
                surface,
                text.fit(more, layout.small_font, content.width),
                layout.small_font,
                theme.TEXT_DIM,
                (content.x, y),
            )
