"""Help: the keys."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.input import HELP
from game.ui.screens.base import Modal


class HelpScreen(Modal):
    title = "How to play"
    hint = "Esc or ? to close"
    close_chars = "?"

    def keys_width(self) -> int:
        layout = self.app.layout
        return max(text.width(keys, layout.font) for keys, _ in HELP) + 3 * layout.pad

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        """Wide enough for the longest line when the window allows (else lines are cut)."""
        layout = self.app.layout
        line_h = text.line_height(layout.font) + 2
        _, h = self.fitted(window, 820, (len(HELP) + 1) * line_h + layout.pad)
        inset = layout.pad * 2 + 4 * layout.frame_scale
        needed = self.keys_width() + max(text.width(what, layout.font) for _, what in HELP)
        return min(window.width - 40, max(round(820 * layout.scale), needed + 2 * inset)), h

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        size = layout.font
        line_h = text.line_height(size) + 2
        keys_w = self.keys_width()
        y = content.y
        text.blit(surface, "Walk into monsters to attack. Your gear is all you have: put on "
                  "what you find.", layout.small_font, theme.TEXT_DIM, (content.x, y))
        y += line_h + layout.pad
        for keys, what in HELP:
            text.blit(surface, keys, size, theme.GOLD, (content.x, y))
            text.blit(surface, text.fit(what, size, content.width - keys_w), size, theme.TEXT,
                      (content.x + keys_w, y))
            y += line_h
