"""Traps ("The world, second edition"): hidden plates on the floor, from floor 2.

A trap lies in the stage's ``traps`` layer, hidden until found. The hero finds one by standing
next to it (``FIND_PERCENT`` times in a hundred each turn, for each such trap) or by stepping
on it, which springs it; a found trap is drawn, named in tooltips, and travel, exploring and
the bot go round it when a way round is near (``Stage.travel_cost``). Springing it again is a
choice. Monsters know their floor's traps and never spring them.

- fire: ``FIRE_DAMAGE`` fire (fire resistance halves it, defense does not count);
- poison dart: ``DART_POISON`` turns of poison (poison resistance stops it);
- teleport: the hero is sent to a free floor tile elsewhere on the floor, reachable from the
  trap (never into a wall or water);
- alarm: a bell wakes every sleeping monster on the floor.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from game.engine.events import Sprung
from game.engine.grammar import indefinite
from game.engine.log import Kind
from game.engine.properties import burn, poison
from game.engine.tiles import (
    ALARM_TRAP,
    DART_TRAP,
    FIRE_TRAP,
    TELEPORT_TRAP,
    TRAP_LABELS,
    TRAP_NAMES,
    WALKABLE,
)

if TYPE_CHECKING:
    from game.engine.world import World

FIND_PERCENT = 25
FIRE_DAMAGE = 8
DART_POISON = 6


def search(state: World) -> None:
    """The hero's turn is over: each hidden trap next to the hero may be found."""
    hero, stage = state.player, state.stage
    x0, y0 = max(0, hero.x - 1), max(0, hero.y - 1)
    near = stage.traps[y0 : hero.y + 2, x0 : hero.x + 2]
    hidden = (near > 0) & ~stage.traps_found[y0 : hero.y + 2, x0 : hero.x + 2]
    if not hidden.any():
        return
    for dy, dx in np.argwhere(hidden).tolist():
        if state.rng.randrange(100) < FIND_PERCENT:
            x, y = x0 + dx, y0 + dy
            stage.traps_found[y, x] = True
            label = TRAP_LABELS[stage.traps[y, x]].lower()
            state.log(f"You find {indefinite(label)}!", Kind.STATUS)


def spring(state: World, x: int, y: int) -> None:
    """The hero stepped on the trap at (x, y): it is found, and does what it does."""
    stage, hero = state.stage, state.player
    kind = int(stage.traps[y, x])
    if not kind:
        return
    stage.traps_found[y, x] = True
    state.record(Sprung(TRAP_NAMES[kind], (x, y)))
    if kind == FIRE_TRAP:
        state.log("Flames burst from the floor!", Kind.ENEMY_ATTACK)
        burn(state, hero, FIRE_DAMAGE, cause="a fire trap")
    elif kind == DART_TRAP:
        state.log("A dart shoots out of the wall!", Kind.ENEMY_ATTACK)
        poison(state, hero, DART_POISON)
    elif kind == TELEPORT_TRAP:
        _teleport(state, x, y)
    elif kind == ALARM_TRAP:
        state.log("A bell rings out across the floor!", Kind.STATUS)
        for actor in stage.actors:
            actor.asleep = False


def _teleport(state: World, x: int, y: int) -> None:
    from game.engine import pathing

    stage, hero = state.stage, state.player
    cost = WALKABLE[stage.tiles].astype(np.int32)
    dist = pathing.distance_map(cost, [(x, y)])
    taken = stage.blocker_index()
    spots = [
        (int(sx), int(sy))
        for sy, sx in np.argwhere((dist < pathing.UNREACHABLE) & (stage.traps == 0)).tolist()
        if (sx, sy) not in taken and max(abs(sx - x), abs(sy - y)) > 5
    ]
    if not spots:
        state.log("The floor shimmers, and nothing happens.", Kind.STATUS)
        return
    hero.x, hero.y = state.rng.choice(spots)
    state.log("The floor shimmers, and you are elsewhere!", Kind.STATUS)
