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
INTRO = "Your battle experience makes you stronger. Raise one stat:"
#: Room kept between the box and the side panel (and the window's left edge).
MARGIN = 20


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
        return max(layout.row_height + 8, layout.icon + 12)

    def room(self) -> pygame.Rect:
        """The map's column, not the whole window: the box never covers the side panel, whose
        HUD shows the stats being chosen between."""
        room = super().room()
        room.width = min(room.width, self.app.layout.side.x - room.x)
        return room

    def inset(self) -> int:
        layout = self.app.layout
        return layout.pad * 2 + 4 * layout.frame_scale

    def intro_lines(self, box_width: int) -> tuple[str, ...]:
        return text.wrap(INTRO, self.app.layout.small_font, box_width - 2 * self.inset())

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        widest = max(text.width(INTRO, layout.small_font), text.width(self.hint, layout.small_font),
                     *(text.width(f"(a) {label}", layout.font) + 2 * layout.icon + 3 * layout.pad
                       for label in self.labels()))
        w = min(window.width - 2 * MARGIN,
                max(round(520 * layout.scale), widest + 2 * self.inset()))
        content = (len(self.intro_lines(w)) * text.line_height(layout.small_font) + layout.pad
                   + len(self.stats) * (self.row_height() + 4))
        return w, min(window.height - 2 * MARGIN, self.chrome_height(w) + content)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        y = content.y
        for line in self.intro_lines(self.box.width):
            text.blit(surface, line, layout.small_font, theme.TEXT_DIM, (content.centerx, y),
                      anchor="midtop")
            y += text.line_height(layout.small_font)
        row_h = self.row_height()
        y += layout.pad
        self.list.rects = []
        for index, (stat, label) in enumerate(zip(self.stats, self.labels(), strict=True)):
            rect = pygame.Rect(content.x, y + index * (row_h + 4), content.width, row_h)
            if index == self.cursor:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=4)
            self._row(surface, rect, index, stat, label)
            self.list.rects.append(rect)

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, index: int, stat: str,
             label: str) -> None:
        """One choice: its key, its icon, its words."""
        layout, cy = self.app.layout, rect.centery
        with text.inside(surface, rect, "row"):
            key = text.blit(surface, f"({'abc'[index]})", layout.font, theme.GOLD,
                            (rect.x + layout.pad, cy), anchor="midleft")
            icon = self.app.tileset.get(ICONS[stat], layout.icon)
            surface.blit(icon, icon.get_rect(midleft=(key.right + layout.pad, cy)))
            x = key.right + 2 * layout.pad + icon.get_width()
            shown = text.fit(label, layout.font, rect.right - layout.pad // 2 - x)  # 640x480
            text.blit(surface, shown, layout.font, theme.TEXT, (x, cy), anchor="midleft")
