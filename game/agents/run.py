"""Running (Shift + a direction, as in DCSS and Brogue): step after step one way, until
something is worth a look.

Like a journey (``journey.py``) it is UI-side bookkeeping, never part of the game state: each
step is a bump through ``state.act``, and any key stops it. A run does not begin with a
monster in view, nor while the hero is confused. It stops before what a step would bump into
(a wall, deep water, a creature, a closed door, a found trap), when a monster comes into view
or the hero is hurt, on an item or the stairs, and, running straight along a corridor or a
wall, where the sides open or close: a side passage, a doorway, the mouth of a room.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.agents.journey import disturbed, in_view_words, monsters_in_view, something_here
from game.engine.game import GameState
from game.engine.tiles import DOOR_CLOSED, STAIRS_DOWN

CONFUSED = "You cannot run while confused."


@dataclass
class Run:
    """A run under way in ``direction``; ``stopped`` says why it ended ("" for a plain stop)."""

    direction: tuple[int, int]
    hp: int = 0
    in_view: set[int] = field(default_factory=set)
    sides: tuple[bool, bool] | None = None
    stopped: str | None = None
    steps: int = 0

    @classmethod
    def start(cls, state: GameState, dx: int, dy: int) -> Run:
        """Begin running one way, or a Run already stopped with the reason it cannot."""
        run = cls((dx, dy), state.player.fighter.hp, monsters_in_view(state))
        if run.in_view:
            run.stopped = f"You cannot run with {in_view_words(state)}."
        elif state.player.confused_turns > 0:  # each step would go any way
            run.stopped = CONFUSED
        return run

    def next_step(self, state: GameState) -> tuple[int, int] | None:
        """The next bump (the run's direction), or None (and ``stopped`` set) when it ends."""
        if self.stopped is not None:
            return None
        player, stage = state.player, state.stage
        why = disturbed(state, self.hp, self.in_view)
        if why is not None:
            return self._stop(why)
        x, y = player.pos
        if self.steps and stage.items_at(x, y):
            return self._stop(something_here(state))
        if self.steps and stage.tiles[y, x] == STAIRS_DOWN:
            return self._stop("")
        dx, dy = self.direction
        ahead = x + dx, y + dy
        if (
            not stage.is_walkable(*ahead)
            or stage.tiles[ahead[1], ahead[0]] == DOOR_CLOSED
            or stage.found_trap_at(*ahead)
            or stage.blocking_actor_at(*ahead) is not None
        ):
            return self._stop("")
        # the sides are read from the first step on, not beside the start: that may be the
        # very doorway the run leaves
        if self.steps:
            sides = self._sides(state)
            if self.sides is not None and sides != self.sides:
                return self._stop("")  # a side opened or closed: a passage, a doorway, a room
            self.sides = sides
        self.hp = player.fighter.hp
        self.steps += 1
        if self.steps > stage.width + stage.height:  # no straight run is longer
            return self._stop("")
        return self.direction

    def _sides(self, state: GameState) -> tuple[bool, bool]:
        """Whether the tiles left and right of the hero, across a straight run, can be walked
        (a diagonal run has no sides to follow: both False)."""
        dx, dy = self.direction
        if dx and dy:
            return False, False
        stage = state.stage
        x, y = state.player.pos
        left, right = (x + dy, y - dx), (x - dy, y + dx)
        return stage.is_walkable(*left), stage.is_walkable(*right)

    def _stop(self, why: str) -> tuple[int, int] | None:
        """End the run saying ``why``; None, the step there is not."""
        self.stopped = why
        return None
