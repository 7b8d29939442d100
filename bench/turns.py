"""Monsters' phase of a turn: the engine beside a probe of its floor and the tutorial's way.

A generated floor (80x43 as the game makes them, and a 200x200 one) with N orcs on free floor
that all see an unkillable player. Three phases, timed side by side:
- the engine: ``run_monsters``, minds, actions, conditions and all;
- the probe: what a monsters' phase minimally must do on that floor, no more: ONE tcod
  ``dijkstra2d`` distance map from the hero (every monster's tile costing CROWD_COST extra, as
  the engine's does) and one downhill step per monster, in placement order, onto the lowest
  neighbour below its tile that no creature holds (an occupancy set kept up to date);
- the reference, what the python-tcod tutorial does: per monster, a cost array built by
  scanning every entity, a fresh tcod Pathfinder, and a scan per step for blockers.

They are timed INTERLEAVED: each repeat runs a block of turns of each, back to back, in an
order that rotates from repeat to repeat, each block from a fresh copy of the same floor. Per
block the mean ms per turn; over the repeats the median and the spread (lowest to highest
block), and the ratios engine / probe and reference / engine taken per repeat (side by side),
whose medians are printed. Everything is timed on the wall clock and in the process's CPU time:
on a machine shared with others the wall clock also counts the time other processes ran, so the
goals are judged on CPU time. Goals: at N = 500, the engine within GOAL_RATIO x the probe on
80x43 and on 200x200, and within GOAL_MS per turn on 80x43.
Run: python bench/turns.py [--repeats R] [--turns T] [--quick] [--no-tutorial]
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
from game.engine.ai import CROWD_COST, run_monsters  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.engine.pathing import CARDINAL, DIAGONAL, NEIGHBOURS, UNREACHABLE  # noqa: E402
from game.engine.regions import generate_floor  # noqa: E402

#: (floor side label, width, height, N monsters), in print order.
CASES: tuple[tuple[int, int, int], ...] = (
    (80, 43, 10),
    (80, 43, 50),
    (80, 43, 200),
    (80, 43, 500),
    (200, 200, 200),
    (200, 200, 500),
)
GOAL_MS = 2.5  # N = 500 on 80x43, engine CPU ms per turn
GOAL_RATIO = 2.0  # N = 500 on both floors: engine / probe
#: The neighbours' offsets, in the engine's order (ties go to the first).
_DX = np.array([dx for dx, _ in NEIGHBOURS], dtype=np.intp)
_DY = np.array([dy for _, dy in NEIGHBOURS], dtype=np.intp)


def make_state(monsters: int, width: int = 80, height: int = 43, seed: int = 4) -> GameState:
    """A generated floor of ``width`` x ``height``, N orcs on free floor, all of them seeing
    an unkillable player."""
    state = game.new_game(seed)
    if (width, height) != (state.stage.width, state.stage.height):
        state.stage = generate_floor(
            random.Random(seed), state.player, state.content.populace_for_floor(1), width, height
        )
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


def probe_phase(state: GameState) -> None:
    """What a monsters' phase minimally must do: one distance map from the hero, the tiles of
    the creatures costing CROWD_COST extra, then one downhill step per monster (placement
    order) onto the lowest neighbour below its tile that nobody holds. Every monster's
    neighbours are read and sorted in numpy; Python keeps the occupancy set."""
    see_everything(state)
    stage, hero = state.stage, state.player
    monsters = [e for e in stage.entities if e is not hero]
    occupied = {(e.x, e.y) for e in stage.entities}
    xs = np.fromiter([m.x for m in monsters], np.intp, len(monsters))
    ys = np.fromiter([m.y for m in monsters], np.intp, len(monsters))
    cost = stage.walkable.astype(np.int32)
    cost[ys, xs] += CROWD_COST
    dist = tcod.path.maxarray(cost.shape, dtype=np.int32)
    dist[hero.y, hero.x] = 0
    tcod.path.dijkstra2d(dist, cost, CARDINAL, DIAGONAL, out=dist)
    padded = np.pad(dist, 1, constant_values=UNREACHABLE)
    nx, ny = xs[:, None] + _DX, ys[:, None] + _DY
    values = padded[ny + 1, nx + 1]
    order = np.argsort(values, axis=1, kind="stable")
    below = np.take_along_axis(values, order, axis=1) < dist[ys, xs][:, None]
    counts = below.sum(axis=1).tolist()
    step_xs = np.take_along_axis(nx, order, axis=1)[below].tolist()
    step_ys = np.take_along_axis(ny, order, axis=1)[below].tolist()
    first = 0
    for monster, count in zip(monsters, counts, strict=True):
        for i in range(first, first + count):
            step = (step_xs[i], step_ys[i])
            if step not in occupied:
                occupied.remove((monster.x, monster.y))
                occupied.add(step)
                monster.x, monster.y = step
                break
        first += count


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


def block_ms(
    phase: Callable[[GameState], None], base: GameState, turns: int
) -> tuple[float, float]:
    """Mean ms per turn of ``phase`` over ``turns`` consecutive turns on a fresh copy: on the
    wall clock, and in CPU time of this process (which the other processes of a busy machine
    do not inflate)."""
    state = copy.deepcopy(base)
    start, cpu = time.perf_counter(), time.process_time()
    for _ in range(turns):
        phase(state)
    return (
        (time.perf_counter() - start) * 1000 / turns,
        (time.process_time() - cpu) * 1000 / turns,
    )


def spread(samples: list[float]) -> str:
    """Lowest to highest, as a share of the median: how noisy the repeats were."""
    low, high = min(samples), max(samples)
    return f"{low:.2f}-{high:.2f} (+-{(high - low) / 2 / statistics.median(samples):.0%})"


Timing = tuple[float, float]  # wall ms, CPU ms
#: The phases timed side by side, by name.
PHASES: dict[str, Callable[[GameState], None]] = {
    "engine": engine_phase,
    "probe": probe_phase,
    "tutorial": reference_phase,
}


def interleaved(
    base: GameState, repeats: int, turns: int, names: tuple[str, ...]
) -> dict[str, list[Timing]]:
    """Per repeat, ms per turn of each phase in ``names``, run back to back; the order
    rotates by one each repeat, so no phase always runs first or after the same one."""
    timings: dict[str, list[Timing]] = {name: [] for name in names}
    for repeat in range(repeats):
        shift = repeat % len(names)
        for name in names[shift:] + names[:shift]:
            timings[name].append(block_ms(PHASES[name], base, turns))
    return timings


def verdict(met: bool) -> str:
    return "MET" if met else "MISSED"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=7, help="blocks of each, rotating")
    parser.add_argument("--turns", type=int, default=5, help="turns per block")
    parser.add_argument("--quick", action="store_true", help="the 80x43 cases only")
    parser.add_argument(
        "--no-tutorial",
        action="store_true",
        help="leave out the tutorial's way (the slowest by far)",
    )
    args = parser.parse_args()
    names = ("engine", "probe") if args.no_tutorial else ("engine", "probe", "tutorial")
    print(
        f"{args.repeats} repeats x {args.turns} turns each, {', '.join(names)} side by side"
        " (the order rotating); ms per turn. engine ms: wall clock median, lowest-highest"
        " (half the range as a share of the median); CPU: median CPU ms per turn, what the"
        " goals are judged on (a busy machine stretches the wall clock, not the work);"
        " eng/probe: engine / probe CPU ms per repeat (side by side), median and range;"
        " tut/eng: tutorial / engine CPU ms per repeat, median"
    )
    print(
        f"{'floor':>8} {'N':>4} {'engine ms':>9} {'engine spread':>24} {'CPU':>6}"
        f" {'probe CPU':>9} {'eng/probe':>9} {'range':>10} {'tutorial CPU':>12}"
        f" {'tut/eng':>8}"
    )
    verdicts: list[str] = []
    for width, height, n in CASES:
        if args.quick and (width, height) != (80, 43):
            continue
        base = make_state(n, width, height)
        timings = interleaved(base, args.repeats, args.turns, names)
        engine, probe = timings["engine"], timings["probe"]
        wall = [ms for ms, _ in engine]
        cpu = statistics.median(ms for _, ms in engine)
        ratios = [e[1] / p[1] for e, p in zip(engine, probe, strict=True)]
        ratio = statistics.median(ratios)
        line = (
            f"{width}x{height:<4} {n:>4} {statistics.median(wall):>9.3f} "
            f"{spread(wall):>24} {cpu:>6.3f} "
            f"{statistics.median(ms for _, ms in probe):>9.3f} {ratio:>8.2f}x "
            f"{min(ratios):>4.2f}-{max(ratios):.2f}x"
        )
        if "tutorial" in timings:
            tutorial = timings["tutorial"]
            speedups = [t[1] / e[1] for e, t in zip(engine, tutorial, strict=True)]
            line += (
                f" {statistics.median(ms for _, ms in tutorial):>12.2f}"
                f" {statistics.median(speedups):>7.1f}x"
            )
        print(line, flush=True)
        if n == 500:
            verdicts.append(
                f"{width}x{height} N={n}: engine / probe {ratio:.2f}x"
                f" (goal <= {GOAL_RATIO:.0f}x): {verdict(ratio <= GOAL_RATIO)}"
            )
        if (width, height, n) == (80, 43, 500):
            verdicts.append(
                f"{width}x{height} N={n}: engine CPU {cpu:.3f} ms per turn"
                f" (goal <= {GOAL_MS} ms): {verdict(cpu <= GOAL_MS)}"
            )
    for text in verdicts:
        print(text)


if __name__ == "__main__":
    main()
