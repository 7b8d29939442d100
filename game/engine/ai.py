"""Monster minds and the monsters' phase of a turn.

One distance map from the player serves every hostile monster in a turn: each steps downhill
on it. Other monsters cost extra on that map, so crowds are walked around when a way exists.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from game.engine import pathing
from game.engine.actions.combat import MeleeAction
from game.engine.actions.movement import DIRECTIONS
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.game import GameState

# Extra cost of a tile holding another monster (the tutorial's number): worth a detour of ~10.
CROWD_COST = 10


class MonsterTurn:
    """What the monsters share during one phase: who stands where, and the distance map."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.blockers = state.stage.blocker_index()
        self._walkable: list[list[bool]] | None = None
        self._dist: list[list[int]] | None = None

    @property
    def walkable(self) -> list[list[bool]]:
        if self._walkable is None:
            self._walkable = self.state.stage.walkable.tolist()
        return self._walkable

    @property
    def dist(self) -> list[list[int]]:
        """Distance to the player, computed on first use and once per phase."""
        if self._dist is None:
            stage, player = self.state.stage, self.state.player
            cost = stage.walkable.astype(np.int32)
            for (x, y), actor in self.blockers.items():
                if actor is not player:
                    cost[y, x] += CROWD_COST
            self._dist = pathing.distance_map(cost, [(player.x, player.y)]).tolist()
        return self._dist

    def free(self, x: int, y: int) -> bool:
        return self.walkable[y][x] and (x, y) not in self.blockers

    def move(self, actor: Actor, x: int, y: int) -> None:
        del self.blockers[(actor.x, actor.y)]
        actor.x, actor.y = x, y
        self.blockers[(x, y)] = actor

    def forget(self, actor: Actor) -> None:
        """Drop a dead actor from the position index."""
        if self.blockers.get((actor.x, actor.y)) is actor:
            del self.blockers[(actor.x, actor.y)]


class AI:
    """A monster's mind: decides and performs its action for this turn."""

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        raise NotImplementedError


class HostileAI(AI):
    """Acts while in the player's view: attacks when adjacent, else steps toward the player."""

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        state = turn.state
        player = state.player
        if not state.stage.visible[actor.y, actor.x]:
            return
        if max(abs(player.x - actor.x), abs(player.y - actor.y)) <= 1:
            attack(turn, actor, player)
            return
        dist = turn.dist
        step = pathing.downhill(dist, actor.x, actor.y, turn.free,
                                limit=pathing.value_if_free(dist, actor.x, actor.y))
        if step is not None:
            turn.move(actor, *step)


class ConfusedAI(AI):
    """Stumbles in a random direction for ``turns_remaining`` turns, then recovers."""

    def __init__(self, previous: AI | None, turns_remaining: int) -> None:
        self.previous = previous
        self.turns_remaining = turns_remaining

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        state = turn.state
        if self.turns_remaining <= 0:
            state.log(f"The {actor.name} is no longer confused.", Kind.STATUS)
            actor.ai = self.previous
            return
        self.turns_remaining -= 1
        dx, dy = state.rng.choice(DIRECTIONS)
        x, y = actor.x + dx, actor.y + dy
        target = turn.blockers.get((x, y))
        if target is not None:
            attack(turn, actor, target)
        elif state.stage.in_bounds(x, y) and turn.walkable[y][x]:
            turn.move(actor, x, y)


def attack(turn: MonsterTurn, actor: Actor, target: Actor) -> None:
    MeleeAction(actor, target).perform(turn.state)
    if not target.is_alive:
        turn.forget(target)


def run_monsters(state: GameState) -> None:
    """Every living monster with a mind acts once, in placement order."""
    turn = MonsterTurn(state)
    for actor in list(state.stage.actors):
        if actor is state.player or actor.ai is None or not actor.is_alive:
            continue
        actor.ai.act(turn, actor)
        if not state.player.is_alive:
            break
