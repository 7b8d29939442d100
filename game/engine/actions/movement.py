"""Moving, bumping (walking into a monster attacks it), waiting, taking the stairs."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible, instead
from game.engine.actions.codecs import Form, Spread
from game.engine.actions.combat import MeleeAction
from game.engine.events import Descended, Moved, Opened
from game.engine.log import Kind
from game.engine.tiles import (
    DOOR_CLOSED,
    DOOR_OPEN,
    STAIRS_DOWN,
    TALL_GRASS,
    TRAMPLED_GRASS,
    WALKS,
)
from game.engine.traps import spring

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.stage import Stage
    from game.engine.world import World

DIRECTIONS: tuple[tuple[int, int], ...] = (
    (0, -1),
    (0, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (1, -1),
    (-1, 1),
    (1, 1),
)
_NEIGHBOURLY = frozenset(DIRECTIONS)


def _open_tile(stage: Stage, x: int, y: int) -> int | None:
    """The terrain id at (x, y) if a step there is possible (on the floor, walkable, nobody
    blocking), else None."""
    if not (0 <= x < stage.width and 0 <= y < stage.height):  # ``in_bounds``, inlined
        return None
    tile: int = stage.tiles.item(y, x)  # a Python int: cheap to compare, many times a turn
    if not WALKS[tile] or stage.blocking_actor_at(x, y) is not None:
        return None
    return tile


class DirectionalAction(Action):
    """An action toward one of the eight neighbouring tiles."""

    def __init__(self, actor: Actor, dx: int, dy: int) -> None:
        super().__init__(actor)
        if (dx, dy) not in _NEIGHBOURLY:
            raise Impossible("You can only step to a neighbouring tile.")
        self.dx, self.dy = dx, dy


class MoveAction(DirectionalAction):
    """Step one tile; refused into walls, deep water, off the map or onto a blocking actor.
    Into a closed door, the step opens it instead; tall grass walked through is trampled; the
    hero springs a trap stepped on (``game.engine.traps``)."""

    def possible(self, state: World) -> bool:
        """The tile it steps to is walkable and nobody blocks it."""
        return _open_tile(state.stage, self.actor.x + self.dx, self.actor.y + self.dy) is not None

    def perform(self, state: World) -> ActionResult:
        x, y = self.actor.x + self.dx, self.actor.y + self.dy
        stage = state.stage
        tile = _open_tile(stage, x, y)
        if tile is None:
            raise Impossible("That way is blocked.")
        if tile == DOOR_CLOSED:  # the step goes into opening it
            stage.tiles[y, x] = DOOR_OPEN
            state.record(Opened(self.actor, (x, y)))
            if self.actor is state.player:
                state.log("You open the door.", Kind.INFO)
            elif stage.visible[y, x]:
                state.log(f"The {self.actor.name} opens a door.", Kind.INFO)
            return DONE
        if state.events is not None:  # checked here: the monsters' phase makes many moves
            state.record(Moved(self.actor, self.actor.pos, (x, y)))
        self.actor.x, self.actor.y = x, y
        if tile == TALL_GRASS:
            stage.tiles[y, x] = TRAMPLED_GRASS
        if self.actor is state.player and stage.traps[y, x]:
            spring(state, x, y)
        return DONE


class BumpAction(DirectionalAction):
    """A step that becomes an attack when a blocking actor stands there (the alternate action).

    A confused actor (``actor.confused_turns``: the hero) goes in a random direction instead,
    drawn from the game's generator; a stumble into a wall still spends the turn, so a
    confused hero cannot retry until the draw suits them.
    """

    command = "move"
    forms = (Form(0, spread=Spread(("dx", "dy"), DIRECTIONS)),)

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
    """Let a turn pass."""

    command = "wait"
    forms = (Form(8),)

    def perform(self, state: World) -> ActionResult:
        return DONE


class DescendAction(Action):
    """Take the stairs down: a new floor; inventory, equipment, level and HP come along."""

    command = "descend"
    forms = (Form(10),)

    def perform(self, state: World) -> ActionResult:
        x, y = self.actor.x, self.actor.y
        if state.stage.tiles[y, x] != STAIRS_DOWN:
            raise Impossible("There are no stairs here.")
        state.new_floor()
        state.record(Descended(state.depth))
        state.log("You descend the staircase.", Kind.DESCEND)
        boss = next((actor for actor in state.stage.actors if actor.breed.boss), None)
        if boss is not None:  # the last floor
            state.log(
                f"No stairs lead further down. The {boss.name} awaits you here.", Kind.DESCEND
            )
        return DONE
