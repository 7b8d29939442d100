"""Level up: choose Constitution, Strength or Agility with a, b or c (it cannot be skipped)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.actions.progress import LEVEL_UP_CHOICES, LevelUpAction
from game.ui import text, theme
from game.ui.input import letter
from game.ui.menu_list import MenuList
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import Host

ICONS = {"constitution": "ui_hp", "strength": "ui_power", "agility": "ui_defense"}


class LevelUpScreen(Modal):
    title = "Level up!"
    hint = "a, b or c, arrows and Enter, or click to choose"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.list = MenuList(len(LEVEL_UP_CHOICES), wrap=True)

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @property
    def option_rects(self) -> dict[str, pygame.Rect]:
        """Stat -> where it was drawn last, for the mouse."""
        return dict(zip(self.stats, self.list.rects, strict=False))

    @property
    def stats(self) -> list[str]:
        return list(LEVEL_UP_CHOICES)

    def labels(self) -> list[str]:
        """The choices as shown, with the current values filled in."""
        assert self.app.state is not None
        f = self.app.state.player.fighter
        return [template.format(max_hp=f.max_hp, power=f.power, defense=f.defense)
                for template, _ in LEVEL_UP_CHOICES.values()]

    def handle(self, event: pygame.event.Event) -> None:
        outcome = self.list.handle(event)
        if outcome is not None:
            if outcome.chosen is not None:
                self.choose(self.stats[outcome.chosen])
            return  # Esc does nothing: the choice cannot be skipped
        typed = letter(event)
        if typed is not None and typed in "abc"[: len(self.stats)]:
            self.choose(self.stats["abc".index(typed)])

    def choose(self, stat: str) -> None:
        state = self.app.state
        assert state is not None
        if self.app.act(LevelUpAction(state.player, stat)) or not state.level_up_pending:
            self.close()

    def row_height(self) -> int:
        layout = self.app.layout
        return max(layout.row_height + 8, 16 * (2 if layout.scale >= 1.4 else 1) + 12)

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        content = (text.line_height(layout.small_font) + layout.pad
                   + len(self.stats) * (self.row_height() + 4))
        return self.fitted(window, 520, content)

    def draw(self, surface: pygame.Surface) -> None:
        layout, tileset = self.app.layout, self.app.tileset
        content = self.frame(surface)
        text.blit(surface, "Your battle experience makes you stronger. Raise one stat:",
                  layout.small_font, theme.TEXT_DIM, (content.centerx, content.y),
                  anchor="midtop")
        row_h = self.row_height()
        y = content.y + text.line_height(layout.small_font) + layout.pad
        self.list.rects = []
        for index, (stat, label) in enumerate(zip(self.stats, self.labels(), strict=True)):
            rect = pygame.Rect(content.x, y + index * (row_h + 4), content.width, row_h)
            if index == self.cursor:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=4)
            cy = rect.centery
            key = text.blit(surface, f"({'abc'[index]})", layout.font, theme.GOLD,
                            (rect.x + layout.pad, cy), anchor="midleft")
            icon = tileset.get(ICONS[stat], 16 if layout.scale < 1.4 else 32)
            surface.blit(icon, icon.get_rect(midleft=(key.right + layout.pad, cy)))
            text.blit(surface, label, layout.font, theme.TEXT,
                      (key.right + 2 * layout.pad + icon.get_width(), cy), anchor="midleft")
            self.list.rects.append(rect)
