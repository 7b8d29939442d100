"""Targeting: a reticle over the map for scrolls that need a target; Fireball shows its blast.

The cursor is UI state; confirming sends ``use(item, target=(x, y))`` and the engine decides.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import autoplay
from game.ui import text, theme
from game.ui.input import target_command
from game.ui.panels.tooltip import draw_tooltip
from game.ui.screens.base import Screen

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.ui.app import App


def area_tiles(center: tuple[int, int], radius: int, width: int,
               height: int) -> list[tuple[int, int]]:
    """Tiles within ``radius`` (Euclidean, as the engine measures) of ``center``, on the map."""
    cx, cy = center
    found = []
    for y in range(max(0, cy - radius), min(height, cy + radius + 1)):
        for x in range(max(0, cx - radius), min(width, cx + radius + 1)):
            if (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius:
                found.append((x, y))
    return found


class TargetingScreen(Screen):
    """Drawn over the game: reticle, blast area, and a line saying what to do."""

    modal = True

    def __init__(self, app: App, item: Item) -> None:
        super().__init__(app)
        self.item = item
        assert app.state is not None
        seen = autoplay.visible_monsters(app.state)
        self.cursor = (seen[0].x, seen[0].y) if seen else app.state.player.pos

    @property
    def radius(self) -> int:
        return self.item.effect.radius if self.item.effect is not None else 0

    def handle(self, event: pygame.event.Event) -> None:
        command = target_command(event)
        if command is None:
            return
        state = self.app.state
        assert state is not None
        if command.name == "move":
            x = max(0, min(state.stage.width - 1, self.cursor[0] + command.dx))
            y = max(0, min(state.stage.height - 1, self.cursor[1] + command.dy))
            self.cursor = (x, y)
        elif command.name == "next_target":
            seen = autoplay.visible_monsters(state)
            if seen:
                spots = [(a.x, a.y) for a in seen]
                index = spots.index(self.cursor) + 1 if self.cursor in spots else 0
                self.cursor = spots[index % len(spots)]
        elif command.name == "cancel":
            self.close()
        elif command.name == "confirm":
            self.confirm()

    def confirm(self, tile: tuple[int, int] | None = None) -> bool:
        """Use the item on ``tile`` (default: the cursor); closes the overlay either way."""
        self.close()
        return self.app.act("use", item=self.item, target=tile or self.cursor)

    def draw(self, surface: pygame.Surface) -> None:
        state, view = self.app.state, self.app.game.stage_view
        layout, tileset = self.app.layout, self.app.tileset
        assert state is not None
        zoom = view.zoom
        previous = surface.get_clip()
        surface.set_clip(view.rect)
        if self.radius:
            area = tileset.get("target_area", zoom)
            explored = state.stage.explored
            surface.fblits([(area, view.tile_rect(x, y).topleft) for x, y in
                            area_tiles(self.cursor, self.radius, state.stage.width,
                                       state.stage.height) if explored[y, x]])
        cell = view.tile_rect(*self.cursor)
        surface.blit(tileset.get("reticle", zoom), cell)
        surface.set_clip(previous)

        verb = "a tile" if self.item.effect and self.item.effect.targeting == "tile" else "a target"
        banner = (f"{self.item.name}: choose {verb}.  Arrows move, Tab next enemy, "
                  f"Enter confirms, Esc cancels")
        image = text.render(banner, layout.small_font, theme.TEXT)
        box = image.get_rect().inflate(2 * layout.pad, layout.pad)
        box.midtop = (view.rect.centerx, view.rect.y + layout.pad)
        pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=4)
        pygame.draw.rect(surface, theme.GOLD, box, width=1, border_radius=4)
        surface.blit(image, image.get_rect(center=box.center))

        lines = self.describe_cursor()
        if lines:
            draw_tooltip(surface, tileset, lines, cell.bottomright, layout.small_font,
                         layout.pad // 2, layout.frame_scale)

    def describe_cursor(self) -> list[tuple[str, theme.Color]]:
        """What is under the reticle (and, for Fireball, who the blast would reach)."""
        state = self.app.state
        assert state is not None
        x, y = self.cursor
        if not state.stage.visible[y, x]:
            return [("You cannot see there.", theme.TEXT_DIM)]
        lines = []
        actor = state.stage.blocking_actor_at(x, y)
        if actor is not None:
            f = actor.fighter
            who = "You" if actor is state.player else actor.name
            lines.append((f"{who}  {f.hp}/{f.max_hp} HP", theme.TEXT))
        if self.radius:
            caught = [a for a in state.stage.actors if a.distance(x, y) <= self.radius]
            if caught:
                names = ", ".join("you" if a is state.player else a.name for a in caught)
                color = theme.MALUS if state.player in caught else theme.TEXT
                lines.append((f"In the blast: {names}", color))
        return lines
