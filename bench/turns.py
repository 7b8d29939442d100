"""Monsters' phase of a turn: the engine's shared distance map vs the tutorial's way.

The same 80x43 floor with N monsters that all see the player. The engine computes ONE
distance map per turn and every monster steps downhill on it, with blockers indexed by
position. The reference does what the python-tcod tutorial does: per monster, a cost array
built by scanning every entity, a fresh tcod Pathfinder, and a scan per step for blockers.
Both run side by side in this process on identical copies, so the ratio survives a noisy
machine.   Run: python bench/turns.py [--turns 30]
"""

from __future__ import annotations

import argparse
import copy
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import tcod.path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout, no install

import game  # noqa: E402
from game.content import create_actor  # noqa: E402
from game.engine.actions.combat import MeleeAction  # noqa: E402
from game.engine.ai import run_monsters  # noqa: E402
from game.engine.game import GameState  # noqa: E402


def make_state(monsters: int, seed: int = 4) -> GameState:
    """A generated floor, N orcs on free floor, all of them seeing an unkillable player."""
    state = game.new_game(seed)
    stage = state.stage
    stage.entities = [state.player]
    state.player.fighter.base_max_hp = 10**9
    state.player.fighter.hp = 10**9
    rng = np.random.default_rng(seed)
    ys, xs = np.nonzero(stage.walkable)
    order = rng.permutation(len(xs))
    placed = 0
    for i in order:
        x, y = int(xs[i]), int(ys[i])
        if (x, y) == state.player.pos:
            continue
        orc = create_actor("orc")
        orc.x, orc.y = x, y
        stage.entities.append(orc)
        placed += 1
        if placed == monsters:
            break
    return state


def see_everything(state: GameState) -> None:
    state.stage.visible[:] = True


def engine_phase(state: GameState) -> None:
    see_everything(state)
    run_monsters(state)


def reference_phase(state: GameState) -> None:
    """The tutorial's HostileEnemy.perform for every monster, entity scans included."""
    see_everything(state)
    stage, player = state.stage, state.player
    for monster in [e for e in stage.entities if e is not player and getattr(e, "ai", None)]:
        dx, dy = player.x - monster.x, player.y - monster.y
        if max(abs(dx), abs(dy)) <= 1:
            MeleeAction(monster, player).perform(state)
            continue
        cost = np.array(stage.walkable, dtype=np.int8)
        for entity in stage.entities:
            if entity.blocks and cost[entity.y, entity.x]:
                cost[entity.y, entity.x] += 10
        graph = tcod.path.SimpleGraph(cost=cost, cardinal=2, diagonal=3)
        finder = tcod.path.Pathfinder(graph)
        finder.add_root((monster.y, monster.x))
        path = finder.path_to((player.y, player.x))[1:].tolist()
        if path:
            ny, nx = path[0]
            if stage.blocking_actor_at(nx, ny) is None:
                monster.x, monster.y = nx, ny


def time_turns(phase, state: GameState, turns: int) -> float:
    """Median ms of the monsters' phase over ``turns`` consecutive turns."""
    samples = []
    for _ in range(turns):
        start = time.perf_counter()
        phase(state)
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--turns", type=int, default=30)
    args = parser.parse_args()
    print(f"{'monsters':>8} {'engine ms':>10} {'tutorial ms':>12} {'speed-up':>9}")
    for n in (10, 50, 200):
        base = make_state(n)
        engine_ms = time_turns(engine_phase, copy.deepcopy(base), args.turns)
        reference_ms = time_turns(reference_phase, copy.deepcopy(base), args.turns)
        print(f"{n:>8} {engine_ms:>10.3f} {reference_ms:>12.3f} {reference_ms / engine_ms:>8.1f}x")


if __name__ == "__main__":
    main()
