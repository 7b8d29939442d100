"""Moving, bumping (walking into a monster attacks it), waiting, taking the stairs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible, instead
from game.engine.actions.combat import MeleeAction
from game.engine.events import Moved
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

    def possible(self, state: World) -> bool:
        """The tile it steps to is walkable and nobody blocks it."""
        x, y = self.actor.x + self.dx, self.actor.y + self.dy
        return state.stage.is_walkable(x, y) and state.stage.blocking_actor_at(x, y) is None

    def perform(self, state: World) -> ActionResult:
        x, y = self.actor.x + self.dx, self.actor.y + self.dy
        if not self.possible(state):
            raise Impossible("That way is blocked.")
        if state.events is not None:  # checked here: the monsters' phase makes many moves
            state.record(Moved(self.actor, self.actor.pos, (x, y)))
        self.actor.x, self.actor.y = x, y
        return DONE


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

    def perform(self, state: World) -> ActionResult:
        if self.actor.confused_turns > 0:
            return self.stumble(state)
        return instead(self.resolve(state))

    def stumble(self, state: World) -> ActionResult:
        self.dx, self.dy = state.rng.choice(DIRECTIONS)
        step = self.resolve(state)
        if isinstance(step, MoveAction) and not step.possible(state):
            state.log("You stumble into the wall in your confusion.", Kind.STATUS)
            return DONE
        return instead(step)


class WaitAction(Action):
    def perform(self, state: World) -> ActionResult:
        return DONE


class DescendAction(Action):
    """Take the stairs down: a new floor; inventory, equipment, level and HP come along."""

    def perform(self, state: World) -> ActionResult:
        x, y = self.actor.x, self.actor.y
        if state.stage.tiles[y, x] != STAIRS_DOWN:
            raise Impossible("There are no stairs here.")
        state.new_floor()
        state.log("You descend the staircase.", Kind.DESCEND)
        boss = next((actor for actor in state.stage.actors if actor.breed.boss), None)
        if boss is not None:  # the last floor
            state.log(f"No stairs lead further down. The {boss.name} awaits you here.",
                      Kind.DESCEND)
        return DONE
