"""Monsters' phase of a turn: the engine's shared distance map vs the tutorial's way.

A generated floor (80x43 as the game makes them, and a 200x200 one) with N orcs on free floor
that all see an unkillable player. The engine computes ONE distance map per turn (occupied
tiles costed with numpy) and every monster steps downhill on it, with blockers indexed by
position. The reference does what the python-tcod tutorial does: per monster, a cost array
built by scanning every entity, a fresh tcod Pathfinder, and a scan per step for blockers.

The two are timed INTERLEAVED: each repeat runs a block of turns of one, then of the other
(the order alternates: engine first on even repeats, reference first on odd ones), each block
from a fresh copy of the same floor. Per block the mean ms per turn; over the repeats the
median and the spread (lowest to highest block), and the ratio reference / engine taken per
repeat (side by side), whose median is printed. Both are timed on the wall clock and in the
process's CPU time: on a machine shared with others the wall clock also counts the time other
processes ran, so the goal is judged on CPU time. Goal: N = 500 on 80x43 <= 2.5 ms per turn.
Run: python bench/turns.py [--repeats R] [--turns T] [--quick]
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import tcod.path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout, no install

import game  # noqa: E402
from game.content import create_actor  # noqa: E402
from game.engine.actions.combat import MeleeAction  # noqa: E402
from game.engine.ai import run_monsters  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.engine.regions import generate_floor  # noqa: E402

#: (floor side label, width, height, N monsters), in print order.
CASES: tuple[tuple[int, int, int], ...] = (
    (80, 43, 10), (80, 43, 50), (80, 43, 200), (80, 43, 500),
    (200, 200, 200), (200, 200, 500),
)
GOAL_MS = 2.5  # N = 500 on 80x43


def make_state(monsters: int, width: int = 80, height: int = 43, seed: int = 4) -> GameState:
    """A generated floor of ``width`` x ``height``, N orcs on free floor, all of them seeing
    an unkillable player."""
    state = game.new_game(seed)
    if (width, height) != (state.stage.width, state.stage.height):
        state.stage = generate_floor(random.Random(seed), state.player,
                                     state.content.populace_for_floor(1), width, height)
    stage = state.stage
    stage.entities = [state.player]
    state.player.fighter.base_max_hp = 10**9
    state.player.fighter.hp = 10**9
    rng = np.random.default_rng(seed)
    ys, xs = np.nonzero(stage.walkable)
    placed = 0
    for i in rng.permutation(len(xs)):
        x, y = int(xs[i]), int(ys[i])
        if (x, y) == state.player.pos:
            continue
        orc = create_actor("orc")
        orc.x, orc.y = x, y
        stage.entities.append(orc)
        placed += 1
        if placed == monsters:
            break
    if placed < monsters:
        raise SystemExit(f"only {placed} free tiles for {monsters} monsters")
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


def block_ms(phase: Callable[[GameState], None], base: GameState,
             turns: int) -> tuple[float, float]:
    """Mean ms per turn of ``phase`` over ``turns`` consecutive turns on a fresh copy: on the
    wall clock, and in CPU time of this process (which the other processes of a busy machine
    do not inflate)."""
    state = copy.deepcopy(base)
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(turns):
        phase(state)
    return ((time.perf_counter() - start) * 1000 / turns,
            (time.process_time() - cpu) * 1000 / turns)


def spread(samples: list[float]) -> str:
    """Lowest to highest, as a share of the median: how noisy the repeats were."""
    low, high = min(samples), max(samples)
    return f"{low:.2f}-{high:.2f} (+-{(high - low) / 2 / statistics.median(samples):.0%})"


Timing = tuple[float, float]  # wall ms, CPU ms


def interleaved(base: GameState, repeats: int, turns: int) -> tuple[list[Timing], list[Timing]]:
    """Per repeat, ms per turn of the engine and of the reference, run back to back."""
    engine: list[Timing] = []
    reference: list[Timing] = []
    for repeat in range(repeats):
        if repeat % 2 == 0:
            engine.append(block_ms(engine_phase, base, turns))
            reference.append(block_ms(reference_phase, base, turns))
        else:
            reference.append(block_ms(reference_phase, base, turns))
            engine.append(block_ms(engine_phase, base, turns))
    return engine, reference


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7, help="blocks of each, alternating")
    parser.add_argument("--turns", type=int, default=5, help="turns per block")
    parser.add_argument("--quick", action="store_true", help="the 80x43 cases only")
    args = parser.parse_args()
    print(f"{args.repeats} repeats x {args.turns} turns each, engine and reference alternating;"
          " ms per turn on the wall clock: median, lowest-highest (half the range as a share of"
          " the median); CPU: median CPU ms per turn (what the goal is judged on: a busy"
          " machine stretches the wall clock, not the work); ratio: reference / engine CPU ms"
          " per repeat (side by side), median and range")
    print(f"{'floor':>8} {'N':>4} {'engine ms':>9} {'engine spread':>24} {'CPU':>6}"
          f" {'tutorial ms':>11} {'tutorial spread':>26} {'CPU':>7} {'ratio':>7}"
          f" {'ratio range':>13}")
    for width, height, n in CASES:
        if args.quick and (width, height) != (80, 43):
            continue
        base = make_state(n, width, height)
        engine, reference = interleaved(base, args.repeats, args.turns)
        wall = [ms for ms, _ in engine]
        reference_wall = [ms for ms, _ in reference]
        cpu = statistics.median(ms for _, ms in engine)
        ratios = [r[1] / e[1] for e, r in zip(engine, reference, strict=True)]
        line = (f"{width}x{height:<4} {n:>4} {statistics.median(wall):>9.3f} "
                f"{spread(wall):>24} {cpu:>6.3f} {statistics.median(reference_wall):>11.2f} "
                f"{spread(reference_wall):>26} "
                f"{statistics.median(ms for _, ms in reference):>7.2f} "
                f"{statistics.median(ratios):>6.1f}x {min(ratios):>5.1f}-{max(ratios):.1f}x")
        if (width, height, n) == (80, 43, 500):
            line += f"  goal CPU <= {GOAL_MS} ms: {'met' if cpu <= GOAL_MS else 'NOT met'}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
