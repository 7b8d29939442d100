"""The character sheet: level and XP, each stat with where it comes from, and what is worn."""

from __future__ import annotations

import pygame

from game.engine.describe import stat_line
from game.engine.equipment import SLOT_ORDER, STATS, Stat
from game.ui import text, theme
from game.ui.screens.base import Modal


class CharacterScreen(Modal):
    title = "Character"
    hint = "Esc or c to close"
    close_chars = "c"

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        line_h = text.line_height(layout.font)
        lines = sum(line_h if line else line_h // 2 for line, _ in self.lines())
        return self.fitted(window, 660, max(layout.doll_sprite + 8, lines))

    def lines(self) -> list[tuple[str, theme.Color]]:
        """The sheet's text, top to bottom (right of the portrait)."""
        state = self.app.state
        assert state is not None
        player = state.player
        level, f = player.level, player.fighter
        out: list[tuple[str, theme.Color]] = [
            (f"Level {level.current_level}", theme.TITLE),
            (f"Experience {level.current_xp} / {level.xp_to_next_level} to the next level",
             theme.TEXT),
            (f"HP {f.hp} / {f.max_hp}", theme.TEXT),
            ("", theme.TEXT),
            (stat_line(player, "power", state), theme.TEXT),
            (stat_line(player, "defense", state), theme.TEXT),
            (stat_line(player, "max_hp", state), theme.TEXT),
        ]
        out += [(stat_line(player, stat, state), theme.TEXT) for stat in Stat
                if stat.value not in STATS and f.value(stat)]  # regeneration, clarity if any
        out.append(("", theme.TEXT))
        for slot in SLOT_ORDER:
            item = player.equipment.item_in(slot)
            name = state.name_of(item) if item is not None else "nothing"
            out.append((f"{slot.label.capitalize()}: {name}",
                        theme.TEXT if item is not None else theme.TEXT_FAINT))
        out += [("", theme.TEXT),
                (f"Floor {state.depth}   Turn {state.turn}   Kills {state.kills}",
                 theme.TEXT_DIM)]
        return out

    def draw(self, surface: pygame.Surface) -> None:
        layout, tileset = self.app.layout, self.app.tileset
        state = self.app.state
        assert state is not None
        content = self.frame(surface)
        portrait = layout.doll_sprite
        figure = pygame.Rect(content.x, content.y, portrait, portrait)
        pygame.draw.rect(surface, theme.PANEL_DARK, figure.inflate(8, 8), border_radius=6)
        surface.blit(tileset.player(state.player.equipment, portrait), figure)
        x = figure.right + 2 * layout.pad
        y = content.y
        line_h = text.line_height(layout.font)
        for line, color in self.lines():
            if line:
                text.blit(surface, text.fit(line, layout.font, content.right - x), layout.font,
                          color, (x, y))
            y += line_h if line else line_h // 2
