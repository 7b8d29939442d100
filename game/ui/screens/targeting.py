"""Targeting: a reticle over the map for scrolls that need a target; Fireball shows its blast.

The cursor is UI state (keys or the pointer move it, see ``cursor.py``); confirming sends
``use(item, target=(x, y))`` and the engine decides.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.engine.actions import UseAction
from game.engine.forecast import throw_forecast
from game.ui import theme
from game.ui.screens.cursor import CursorScreen

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.entity import Item
    from game.ui.host import Host


def area_tiles(
    center: tuple[int, int], radius: int, width: int, height: int
) -> list[tuple[int, int]]:
    """Tiles within ``radius`` (Euclidean, as the engine measures) of ``center``, on the map."""
    cx, cy = center
    found = []
    for y in range(max(0, cy - radius), min(height, cy + radius + 1)):
        for x in range(max(0, cx - radius), min(width, cx + radius + 1)):
            if (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius:
                found.append((x, y))
    return found


class TargetingScreen(CursorScreen):
    """Reticle, blast area, and who would be caught; confirming reads the scroll there, or
    does what ``aim`` makes of the tile (a throw: ``ThrowAction``), within ``reach`` tiles."""

    def __init__(
        self,
        app: Host,
        item: Item,
        aim: Callable[[tuple[int, int]], Action] | None = None,
        reach: int | None = None,
        verb: str = "",
    ) -> None:
        assert app.state is not None
        seen = app.state.visible_monsters()
        super().__init__(app, (seen[0].x, seen[0].y) if seen else app.state.player.pos)
        self.item = item
        self.aim = aim
        self.reach = reach
        self.verb = verb

    @property
    def radius(self) -> int:
        return self.item.effect.radius if self.item.effect is not None else 0

    def confirm(self, tile: tuple[int, int] | None = None) -> bool:
        """Use the item on ``tile`` (default: the cursor); closes the overlay either way."""
        self.close()
        tile = tile or self.cursor
        if self.aim is not None:
            return bool(self.app.act(self.aim(tile)))
        return bool(self.app.act(UseAction(self.state.player, self.item, target=tile)))

    def banner(self) -> str:
        name = self.state.name_of(self.item)
        if self.aim is not None:
            reach = f" (up to {self.reach} tiles)" if self.reach else ""
            head = f"{self.verb.capitalize()} the {name}: choose a target{reach}."
        else:
            verb = (
                "a tile"
                if self.item.effect and self.item.effect.targeting == "tile"
                else "a target"
            )
            head = f"{name}: choose {verb}."
        return (
            f"{head}  Arrows or mouse move, Tab next enemy, Enter or click confirms, "
            "Esc or right-click cancels"
        )

    def draw_marks(self, surface: pygame.Surface) -> None:
        if not self.radius:
            return
        state, view = self.state, self.app.game.stage_view
        area = self.app.tileset.get("target_area", view.zoom)
        explored = state.stage.explored
        surface.fblits(
            [
                (area, view.tile_rect(x, y).topleft)
                for x, y in area_tiles(
                    self.cursor, self.radius, state.stage.width, state.stage.height
                )
                if explored[y, x]
            ]
        )

    def describe_cursor(self) -> list[tuple[str, theme.Color]]:
        """What is under the reticle (and, for Fireball, who the blast would reach; for a
        throw, what it comes to: ``throw_forecast``)."""
        state = self.state
        x, y = self.cursor
        if not state.stage.visible[y, x]:
            return [("You cannot see there.", theme.TEXT_DIM)]
        lines = []
        actor = state.stage.blocking_actor_at(x, y)
        if actor is not None:
            f = actor.fighter
            who = "You" if actor is state.player else actor.name
            lines.append((f"{who}  {f.hp}/{f.max_hp} HP", theme.TEXT))
        if self.item.kind.thrown is not None:  # what the throw comes to, by its rules
            forecast = throw_forecast(state, self.item, (x, y))
            if forecast is not None:
                lines.append((forecast, theme.TEXT))
        if self.radius:
            caught = [a for a in state.stage.actors if a.distance(x, y) <= self.radius]
            if caught:
                names = ", ".join("you" if a is state.player else a.name for a in caught)
                color = theme.MALUS if state.player in caught else theme.TEXT
                lines.append((f"In the blast: {names}", color))
        return lines
