"""Moving, bumping (walking into a monster attacks it), waiting, taking the stairs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import Action, Impossible
from game.engine.actions.combat import MeleeAction
from game.engine.log import Kind
from game.engine.tiles import STAIRS_DOWN

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World

DIRECTIONS: tuple[tuple[int, int], ...] = (
    (0, -1), (0, 1), (-1, 0), (1, 0), (-1, -1), (1, -1), (-1, 1), (1, 1),
)


class DirectionalAction(Action):
    """An action toward one of the eight neighbouring tiles."""

    def __init__(self, actor: Actor, dx: int, dy: int) -> None:
        super().__init__(actor)
        if (dx, dy) not in DIRECTIONS:
            raise Impossible("You can only step to a neighbouring tile.")
        self.dx, self.dy = dx, dy


class MoveAction(DirectionalAction):
    """Step one tile; refused into walls, off the map or onto a blocking actor."""

    def perform(self, state: World) -> None:
        x, y = self.actor.x + self.dx, self.actor.y + self.dy
        if not state.stage.is_walkable(x, y) or state.stage.blocking_actor_at(x, y):
            raise Impossible("That way is blocked.")
        self.actor.x, self.actor.y = x, y


class BumpAction(DirectionalAction):
    """A step that becomes an attack when a blocking actor stands there (the alternate action).

    A confused actor (``actor.confused_turns``: the hero) goes in a random direction instead,
    drawn from the game's generator; a stumble into a wall still spends the turn, so a
    confused hero cannot retry until the draw suits them.
    """

    def resolve(self, state: World) -> Action:
        target = state.stage.blocking_actor_at(self.actor.x + self.dx, self.actor.y + self.dy)
        if target is not None:
            return MeleeAction(self.actor, target)
        return MoveAction(self.actor, self.dx, self.dy)

    def perform(self, state: World) -> None:
        if self.actor.confused_turns > 0:
            self.stumble(state)
            return
        self.resolve(state).perform(state)

    def stumble(self, state: World) -> None:
        self.dx, self.dy = state.rng.choice(DIRECTIONS)
        try:
            self.resolve(state).perform(state)
        except Impossible:
            state.log("You stumble into the wall in your confusion.", Kind.STATUS)


class WaitAction(Action):
    def perform(self, state: World) -> None:
        pass


class DescendAction(Action):
    """Take the stairs down: a new floor; inventory, equipment, level and HP come along."""

    def perform(self, state: World) -> None:
        x, y = self.actor.x, self.actor.y
        if state.stage.tiles[y, x] != STAIRS_DOWN:
            raise Impossible("There are no stairs here.")
        state.new_floor()
        state.log("You descend the staircase.", Kind.DESCEND)
        boss = next((actor for actor in state.stage.actors if actor.breed.boss), None)
        if boss is not None:  # the last floor
            state.log(f"No stairs lead further down. The {boss.name} awaits you here.",
                      Kind.DESCEND)
