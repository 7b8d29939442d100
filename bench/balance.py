"""Is the dungeon a fair test of the gear? Issue 11's balance benchmark.

Seeds 1..50, each bot policy ("full": a careful player; "naive": by the numbers on the label),
each run until death, victory or 6,000 turns, over 2 processes. Per policy it prints deaths,
wins, the median deepest floor, the floors where deaths happen (a histogram), the share of runs
that ever wore a cursed item and the five most common end loadouts; then the three goals, each
MET or MISSED with its numbers:

- the full bot reaches floor 4 on at least 80% of seeds;
- the full bot dies on at least 25% and at most 75% of seeds;
- choices matter: the naive policy's median deepest floor is at least 1 lower than the full
  policy's, or its death rate at least 15 points higher.

    Run: python bench/balance.py [--seeds 1-50] [--turns 6000] [--jobs 2] [--keep-deaths DIR]

With --keep-deaths, each run that ends in death leaves its recording in DIR, to be watched
with `python main.py --replay DIR/balance-full-7.ibrec`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout, no install

from game.agents.runs import RunRecord, run_many  # noqa: E402

POLICIES = ("full", "naive")
REACH_FLOOR, REACH_SHARE = 4, 0.80
DEATH_LOW, DEATH_HIGH = 0.25, 0.75
FLOOR_GAP, DEATH_GAP = 1.0, 0.15


def _seeds(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def death_rate(records: list[RunRecord]) -> float:
    return sum(r.died for r in records) / len(records)


def median_deepest(records: list[RunRecord]) -> float:
    return statistics.median(r.deepest for r in records)


def histogram(counts: Counter[int]) -> list[str]:
    return [f"    floor {floor:2d} | {'#' * n} {n}" for floor, n in sorted(counts.items())]


def policy_table(policy: str, records: list[RunRecord]) -> list[str]:
    n = len(records)
    deaths = sum(r.died for r in records)
    wins = sum(r.won for r in records)
    cursed = sum(r.wore_cursed for r in records)
    causes = Counter(r.cause for r in records if r.died)
    lines = [
        f"== policy {policy}: {n} runs ==",
        f"  deaths {deaths} ({deaths / n:.0%}), wins {wins}, still going at the cap "
        f"{n - deaths - wins}",
        f"  median deepest floor {median_deepest(records):g} "
        f"(min {min(r.deepest for r in records)}, max {max(r.deepest for r in records)}); "
        f"reached floor {REACH_FLOOR}: {sum(r.deepest >= REACH_FLOOR for r in records)}/{n}",
        f"  median turns {statistics.median(r.turns for r in records):g}",
        f"  wore a cursed item: {cursed}/{n} ({cursed / n:.0%})",
        "  killed by: " + (", ".join(f"{cause} {count}" for cause, count in
                                      sorted(causes.items(), key=lambda p: (-p[1], str(p[0]))))
                           or "nobody"),
        "  deaths by floor:",
        *(histogram(Counter(r.deepest for r in records if r.died)) or ["    (none)"]),
        "  five most common end loadouts:",
    ]
    loadouts = Counter(r.loadout for r in records).most_common(5)
    lines += [f"    {count:2d} x {', '.join(loadout) or '(nothing)'}"
              for loadout, count in loadouts]
    return lines


def goals(by_policy: dict[str, list[RunRecord]]) -> list[tuple[bool, str]]:
    """The three goals of issue 11, each (met, what was measured)."""
    full, naive = by_policy["full"], by_policy["naive"]
    reached = sum(r.deepest >= REACH_FLOOR for r in full) / len(full)
    dies = death_rate(full)
    floor_gap = median_deepest(full) - median_deepest(naive)
    death_gap = death_rate(naive) - dies
    return [
        (reached >= REACH_SHARE,
         f"full bot reaches floor {REACH_FLOOR} on >= {REACH_SHARE:.0%} of seeds: "
         f"{reached:.0%}"),
        (DEATH_LOW <= dies <= DEATH_HIGH,
         f"full bot dies on {DEATH_LOW:.0%}-{DEATH_HIGH:.0%} of seeds: {dies:.0%}"),
        (floor_gap >= FLOOR_GAP or death_gap >= DEATH_GAP,
         f"choices matter: naive median deepest floor {floor_gap:+g} lower than full "
         f"(needs >= {FLOOR_GAP:g}) or death rate {death_gap * 100:+.0f} points higher "
         f"(needs >= {DEATH_GAP * 100:.0f})"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=_seeds, default=_seeds("1-50"), metavar="A-B")
    parser.add_argument("--turns", type=int, default=6000, help="turn cap of each run")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--keep-deaths", metavar="DIR", default=None,
                        help="keep the recording of every run that ends in death in DIR "
                             "(watch one with: python main.py --replay FILE)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    by_policy = {policy: run_many(args.seeds, args.turns, policy, args.jobs,
                                           args.keep_deaths)
                 for policy in POLICIES}
    seeds = args.seeds
    print(f"bench/balance.py: seeds {seeds.start}-{seeds.stop - 1}, until death, victory or "
          f"{args.turns} turns, {args.jobs} processes")
    for policy, records in by_policy.items():
        print("\n".join(policy_table(policy, records)))
    print("== goals ==")
    results = goals(by_policy)
    for met, text in results:
        print(f"  {'MET   ' if met else 'MISSED'} {text}")
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0 if all(met for met, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
