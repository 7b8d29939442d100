"""Message history: the whole log, scrolled with arrows / Page Up / Page Down / Home / End."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import mouse, text, theme
from game.ui.input import menu_command
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import Host


class HistoryScreen(Modal):
    title = "Message history"
    hint = "Arrows, PgUp / PgDn or the wheel scroll   Esc, v or right-click to close"
    close_chars = "v"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.scroll = 0  # screen lines scrolled back from the newest
        self.page = 10

    def handle(self, event: pygame.event.Event) -> None:
        if self.closes(event):
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll + 3 * mouse.wheel_steps(event))
            return
        command = menu_command(event)
        if command is None:
            return
        steps = {
            "up": 1,
            "down": -1,
            "page_up": self.page,
            "page_down": -self.page,
            "first": 10**6,
            "last": -(10**6),
        }
        if command.name in steps:
            self.scroll = max(0, self.scroll + steps[command.name])

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        s = self.app.layout.scale
        return min(window.width - 40, round(900 * s)), window.height - round(60 * s)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        state = self.app.state
        content = self.frame(surface)
        if state is None:
            return
        size = layout.font
        line_h = text.line_height(size)
        lines = [
            (piece, theme.MESSAGE_COLORS[m.kind.value])
            for m in state.messages
            for piece in text.wrap(m.full_text, size, content.width - 2 * layout.pad)
        ]
        self.page = max(1, content.height // line_h - 1)
        shown = max(1, content.height // line_h)
        self.scroll = min(self.scroll, max(0, len(lines) - shown))
        end = len(lines) - self.scroll
        y = content.bottom - line_h * min(shown, end)
        for line, color in lines[max(0, end - shown) : end]:
            text.blit(surface, line, size, color, (content.x + layout.pad, y))
            y += line_h
        if self.scroll:
            text.blit(
                surface,
                f"({self.scroll} lines below)",
                layout.small_font,
                theme.TEXT_DIM,
                content.topright,
                anchor="topright",
            )
