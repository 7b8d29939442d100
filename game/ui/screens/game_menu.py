"""The game menu (Escape in the game): Resume, Save and quit, Settings, Rankings, Help.

Letters choose at once ((r)esume, (q) save and quit, (s)ettings, ran(k)ings, (h)elp), so leaving is
Escape then one key; arrows + Enter and clicks work too. Esc, a right-click or a click outside
the box resumes.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.menu_list import MenuList
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import GameHost

#: (option, label, letter), top to bottom.
OPTIONS: tuple[tuple[str, str, str], ...] = (
    ("resume", "Resume", "r"),
    ("quit", "Save and quit", "q"),
    ("settings", "Settings", "s"),
    ("rankings", "Rankings", "k"),
    ("help", "Help", "h"),
)


class GameMenu(Modal):
    """A small list over the game; choosing closes it, then acts."""

    app: GameHost
    title = "Game menu"
    hint = "Esc to resume"

    def __init__(self, app: GameHost) -> None:
        super().__init__(app)
        self.list = MenuList(len(OPTIONS), wrap=True)

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @property
    def option_rects(self) -> dict[str, pygame.Rect]:
        """Option -> where it was drawn last, for the mouse."""
        return {key: rect for (key, _, _), rect in zip(OPTIONS, self.list.rects, strict=False)}

    def handle(self, event: pygame.event.Event) -> None:
        if self.handle_list(event, self.list, lambda index: self.choose(OPTIONS[index][0])):
            return
        if event.type == pygame.KEYDOWN:
            typed = (event.unicode or "").lower()
            for option, _, letter in OPTIONS:
                if typed == letter:
                    self.choose(option)
                    return

    def choose(self, option: str) -> None:
        self.close()
        if option == "quit":
            self.app.play.save_and_leave()
        elif option in ("settings", "help", "rankings"):
            self.app.open(option)

    def picture_key(self) -> Hashable:
        return (self.picture_base(), self.cursor)

    def drawing(self) -> tuple:
        return (super().drawing(), [rect.copy() for rect in self.list.rects])

    def reuse(self, drawing: tuple) -> None:
        base, rects = drawing
        super().reuse(base)
        self.list.rects = [rect.copy() for rect in rects]

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        row = text.line_height(layout.title_font) + layout.pad
        return self.fitted(window, 360, len(OPTIONS) * row + layout.pad)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        row_h = text.line_height(layout.title_font) + layout.pad
        self.list.rects = []
        y = content.y + layout.pad // 2
        for index, (_, label, letter) in enumerate(OPTIONS):
            rect = pygame.Rect(content.x, y, content.width, row_h - layout.pad // 2)
            selected = index == self.cursor
            if selected:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=4)
                pygame.draw.rect(surface, theme.GOLD, rect, width=1, border_radius=4)
            shown = f"({letter}) {label}"
            text.blit(
                surface,
                shown,
                layout.title_font,
                theme.TITLE if selected else theme.TEXT,
                rect.center,
                anchor="center",
            )
            self.list.rects.append(rect)
            y += row_h
