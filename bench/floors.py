"""How fast each region builds a floor, and that every floor is whole (issue 24).

Per region (a floor of the Halls, the Caves and the Crypt: floors 3, 6 and 10, and the last
floor with its boss), the median and slowest time of ``generate_floor`` over many seeds,
beside the tutorial's own generator (rooms and tunnels alone, no dressing) timed in the same
run; then the goal: every region's median within GOAL_MS. With --connected N, floors 1..12 of
seeds 1..N are checked: every walkable tile reachable from the arrival (doors count as
walkable), the stairs reachable, nothing lying in deep water.

    Run: python bench/floors.py [--seeds 200] [--connected 500]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout, no install

from game.content import CONTENT  # noqa: E402
from game.engine.procgen import halls_floor  # noqa: E402
from game.engine.regions import generate_floor, reachable  # noqa: E402
from game.engine.tiles import WALKABLE  # noqa: E402

GOAL_MS = 30.0
FLOORS = {"halls": 3, "caves": 6, "crypt": 10, "crypt (boss)": 12}


def timed(build, seeds: int) -> list[float]:
    times = []
    for seed in range(seeds):
        player = CONTENT.create_actor("player")
        start = time.perf_counter()
        build(random.Random(seed), player)
        times.append((time.perf_counter() - start) * 1000)
    return times


def connected(seeds: int) -> tuple[int, list[str]]:
    """Floors checked and what was wrong with any."""
    problems, checked = [], 0
    for seed in range(1, seeds + 1):
        for floor in range(1, 13):
            player = CONTENT.create_actor("player")
            stage = generate_floor(
                random.Random(seed * 100 + floor), player, CONTENT.populace_for_floor(floor, set())
            )
            checked += 1
            reach = reachable(stage, player.pos)
            if not (reach == WALKABLE[stage.tiles]).all():
                problems.append(f"seed {seed} floor {floor}: a walkable tile out of reach")
            stairs = stage.stairs
            if stairs is not None and not reach[stairs[1], stairs[0]]:
                problems.append(f"seed {seed} floor {floor}: the stairs out of reach")
            if any(not WALKABLE[stage.tiles[e.y, e.x]] for e in stage.entities):
                problems.append(f"seed {seed} floor {floor}: a thing in rock or water")
    return checked, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200)
    parser.add_argument("--connected", type=int, default=0)
    args = parser.parse_args(argv)
    tutorial = timed(
        lambda rng, player: halls_floor(rng, player, CONTENT.populace_for_floor(3, set())),
        args.seeds,
    )
    print(f"{'floor':<16} {'median ms':>10} {'slowest ms':>11}")
    print(f"{'tutorial rooms':<16} {statistics.median(tutorial):>10.1f} {max(tutorial):>11.1f}")
    met = True
    for name, floor in FLOORS.items():
        times = timed(
            lambda rng, player, floor=floor: generate_floor(
                rng, player, CONTENT.populace_for_floor(floor, set())
            ),
            args.seeds,
        )
        median = statistics.median(times)
        met &= median <= GOAL_MS
        print(f"{name:<16} {median:>10.1f} {max(times):>11.1f}")
    print(f"Goal: every region's median within {GOAL_MS:.0f} ms: {'MET' if met else 'MISSED'}")
    if args.connected:
        checked, problems = connected(args.connected)
        for problem in problems[:20]:
            print("  " + problem)
        ok = not problems
        print(
            f"Connected: {checked} floors (seeds 1-{args.connected}, floors 1-12): "
            f"{'MET' if ok else 'MISSED'} ({len(problems)} problems)"
        )
        met &= ok
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
