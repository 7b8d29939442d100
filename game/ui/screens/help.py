"""Help: the keys (as the player has bound them) and the mouse."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.input import help_rows
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import SettingsHost


class HelpScreen(Modal):
    app: SettingsHost
    title = "How to play"
    hint = "Esc or ? to close"
    close_chars = "?"

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        line_h = text.line_height(layout.font) + 2
        return self.fitted(window, 820, (len(help_rows()) + 1) * line_h + layout.pad)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        size = layout.font
        line_h = text.line_height(size) + 2
        rows = help_rows(self.app.keymap)
        keys_w = max(text.width(keys, size) for keys, _ in rows) + 3 * layout.pad
        y = content.y
        text.blit(surface, "Walk into monsters to attack. Your gear is all you have: put on "
                  "what you find.", layout.small_font, theme.TEXT_DIM, (content.x, y))
        y += line_h + layout.pad
        for keys, what in rows:
            text.blit(surface, keys, size, theme.GOLD, (content.x, y))
            text.blit(surface, text.fit(what, size, content.width - keys_w), size, theme.TEXT,
                      (content.x + keys_w, y))
            y += line_h
