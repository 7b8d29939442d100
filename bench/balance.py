"""Is the dungeon a fair test of the gear, and do properties matter? Issue 23's goals.

Seeds 1..100, each bot policy ("full": a careful player who weighs properties; "numbers": gear
by its power, defense and max HP figures only, properties ignored; "naive": by the numbers on
the label, wearing the unknown), each run until death, victory or 8,000 turns, over 2
processes (each run is a pure function of its seed and policy: the same seeds print the same
figures). Per policy it prints deaths, wins, the deepest floors, the deaths by floor and the
longest stand-off; then the killers by breed, the full bot's end gear slot by slot, its hurt
share on floors 7-11, and every goal, MET or MISSED with its numbers:

- full: reaches floor 4 on >= 80%; dies on 35-65%; wins on 10-35%; no single floor holds more
  than 35% of its deaths;
- the middle matters: the full bot is hurt in at least 50% of its visits to floors 7-11;
- no stand-off: no run of any policy spends more than 500 turns without exploring,
  descending or dealing damage;
- properties matter: ``numbers`` dies on at least 10 points more runs than full, naive on at
  least 15 more;
- no dominant gear: in every slot the most common kind at the end is worn in at most 60% of
  full runs, every gear kind is worn at the end of at least 3% of them, and at least 40% end
  wearing an item with a property.

    Run: python bench/balance.py [--seeds 1-100] [--turns 8000] [--jobs 2] [--keep-deaths DIR]
         [--policies full,numbers,naive]

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
from game.content import CONTENT  # noqa: E402
from game.engine.gear import SLOT_ORDER  # noqa: E402

POLICIES = ("full", "numbers", "naive")
REACH_FLOOR, REACH_SHARE = 4, 0.80
DEATH_LOW, DEATH_HIGH = 0.35, 0.65
WIN_LOW, WIN_HIGH = 0.10, 0.35
FLOOR_SHARE = 0.35  # of the full bot's deaths, on any one floor at most
MIDDLE, HURT_SHARE = range(7, 12), 0.50
STANDOFF = 500
NUMBERS_GAP, NAIVE_GAP = 0.10, 0.15
SLOT_SHARE, KIND_SHARE, PROPERTY_SHARE = 0.60, 0.03, 0.40


def _seeds(text: str) -> range:
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def _names(text: str) -> tuple[str, ...]:
    return tuple(name.strip() for name in text.split(",") if name.strip())


def share(part: int, whole: int) -> float:
    return part / whole if whole else 0.0


def death_rate(records: list[RunRecord]) -> float:
    return share(sum(r.died for r in records), len(records))


def win_rate(records: list[RunRecord]) -> float:
    return share(sum(r.won for r in records), len(records))


def gear_kinds() -> dict[str, str]:
    """Every kind of gear the game has: id -> name."""
    return {
        kind.id: kind.name for kind in CONTENT.item_types.values() if kind.equippable is not None
    }


def histogram(counts: Counter[int]) -> list[str]:
    return [f"    floor {floor:2d} | {'#' * n} {n}" for floor, n in sorted(counts.items())]


def middle_visits(records: list[RunRecord]) -> tuple[int, int]:
    """(visits to floors 7-11 in which the hero was hurt, all such visits)."""
    visits = [v for r in records for v in r.visits if v.floor in MIDDLE]
    return sum(v.hurt for v in visits), len(visits)


def policy_table(policy: str, records: list[RunRecord]) -> list[str]:
    n = len(records)
    deaths = sum(r.died for r in records)
    wins = sum(r.won for r in records)
    cursed = sum(r.wore_cursed for r in records)
    props = sum(r.wears_property for r in records)
    worst = max(records, key=lambda r: (r.longest_standoff, -r.seed))
    hurt, visits = middle_visits(records)
    lines = [
        f"== policy {policy}: {n} runs ==",
        f"  deaths {deaths} ({share(deaths, n):.0%}), wins {wins} ({share(wins, n):.0%}), "
        f"still going at the cap {n - deaths - wins}",
        f"  median deepest floor {statistics.median(r.deepest for r in records):g} "
        f"(min {min(r.deepest for r in records)}, max {max(r.deepest for r in records)}); "
        f"reached floor {REACH_FLOOR}: {sum(r.deepest >= REACH_FLOOR for r in records)}/{n}",
        f"  median turns {statistics.median(r.turns for r in records):g}; longest stand-off "
        f"{worst.longest_standoff} turns (seed {worst.seed})",
        f"  hurt in {hurt}/{visits} visits to floors {MIDDLE.start}-{MIDDLE.stop - 1} "
        f"({share(hurt, visits):.0%})",
        f"  wore a cursed item: {cursed}/{n} ({share(cursed, n):.0%}); ends wearing a property: "
        f"{props}/{n} ({share(props, n):.0%})",
        "  deaths by floor:",
        *(histogram(Counter(r.deepest for r in records if r.died)) or ["    (none)"]),
    ]
    return lines


def killers_table(by_policy: dict[str, list[RunRecord]]) -> list[str]:
    """What killed the hero, by breed (or cause), one column per policy."""
    policies = list(by_policy)
    counts = {p: Counter(r.cause for r in rs if r.died) for p, rs in by_policy.items()}
    causes = sorted(
        {c for counter in counts.values() for c in counter},
        key=lambda c: (-sum(counts[p][c] for p in policies), str(c)),
    )
    head = f"  {'killer':<34}" + "".join(f"{p:>9}" for p in policies)
    lines = ["== killers by breed ==", head]
    for cause in causes:
        lines.append(f"  {str(cause):<34}" + "".join(f"{counts[p][cause]:>9}" for p in policies))
    lines.append(
        f"  {'(all deaths)':<34}" + "".join(f"{sum(counts[p].values()):>9}" for p in policies)
    )
    return lines


def slot_shares(records: list[RunRecord]) -> dict[str, Counter[str]]:
    """Per slot, how many runs end with each kind worn there."""
    out: dict[str, Counter[str]] = {slot.value: Counter() for slot in SLOT_ORDER}
    for record in records:
        for slot, kind in record.worn:
            out[slot][kind] += 1
    return out


def kind_shares(records: list[RunRecord]) -> Counter[str]:
    """How many runs end wearing each kind (anywhere)."""
    return Counter(kind for r in records for kind in {k for _, k in r.worn})


def gear_table(records: list[RunRecord]) -> list[str]:
    n = len(records)
    names = gear_kinds()
    lines = [f"== the full bot's end gear, by slot ({n} runs) =="]
    for slot, counter in slot_shares(records).items():
        ranked = ", ".join(f"{names[k]} {share(c, n):.0%}" for k, c in counter.most_common())
        lines.append(f"  {slot:<11} {ranked or '(empty)'}")
    kinds = kind_shares(records)
    rare = sorted(names, key=lambda k: (kinds[k], names[k]))
    lines.append(
        "  rarest kinds at the end: "
        + ", ".join(f"{names[k]} {share(kinds[k], n):.0%}" for k in rare[:8])
    )
    return lines


def goals(by_policy: dict[str, list[RunRecord]]) -> list[tuple[bool, str]]:
    """Issue 23's goals, each (met, what was measured)."""
    full = by_policy["full"]
    n = len(full)
    reached = share(sum(r.deepest >= REACH_FLOOR for r in full), n)
    dies, wins = death_rate(full), win_rate(full)
    death_floors = Counter(r.deepest for r in full if r.died)
    top_floor, top_deaths = max(death_floors.items(), key=lambda p: (p[1], -p[0]), default=(0, 0))
    top_share = share(top_deaths, sum(death_floors.values()))
    hurt, visits = middle_visits(full)
    out = [
        (
            reached >= REACH_SHARE,
            f"full reaches floor {REACH_FLOOR} on >= {REACH_SHARE:.0%}: {reached:.0%}",
        ),
        (
            DEATH_LOW <= dies <= DEATH_HIGH,
            f"full dies on {DEATH_LOW:.0%}-{DEATH_HIGH:.0%}: {dies:.0%}",
        ),
        (WIN_LOW <= wins <= WIN_HIGH, f"full wins on {WIN_LOW:.0%}-{WIN_HIGH:.0%}: {wins:.0%}"),
        (
            top_share <= FLOOR_SHARE,
            f"no floor holds more than {FLOOR_SHARE:.0%} of full's deaths: floor {top_floor} "
            f"holds {top_deaths} of {sum(death_floors.values())} ({top_share:.0%})",
        ),
        (
            share(hurt, visits) >= HURT_SHARE,
            f"full is hurt in >= {HURT_SHARE:.0%} of its visits to floors {MIDDLE.start}-"
            f"{MIDDLE.stop - 1}: {hurt}/{visits} ({share(hurt, visits):.0%})",
        ),
    ]
    worst = max(
        (r for rs in by_policy.values() for r in rs),
        key=lambda r: (r.longest_standoff, r.policy, -r.seed),
    )
    out.append(
        (
            worst.longest_standoff <= STANDOFF,
            f"no stand-off: no run spends more than {STANDOFF} turns without exploring, "
            f"descending or dealing damage: longest {worst.longest_standoff} "
            f"({worst.policy}, seed {worst.seed})",
        )
    )
    for policy, gap in (("numbers", NUMBERS_GAP), ("naive", NAIVE_GAP)):
        if policy not in by_policy:
            continue
        more = death_rate(by_policy[policy]) - dies
        out.append(
            (
                more >= gap - 1e-9,
                f"{policy} dies on >= {gap * 100:.0f} points more runs than full: "
                f"{more * 100:+.0f} ({death_rate(by_policy[policy]):.0%} vs {dies:.0%})",
            )
        )
    slots = slot_shares(full)
    tops = {slot: counter.most_common(1)[0] for slot, counter in slots.items() if counter}
    worst_slot = max(tops, key=lambda s: tops[s][1], default=None)
    names = gear_kinds()
    if worst_slot is not None:
        kind, count = tops[worst_slot]
        out.append(
            (
                share(count, n) <= SLOT_SHARE,
                f"no dominant gear: in every slot the most common kind is worn at the end "
                f"of <= {SLOT_SHARE:.0%} of full runs: at most {names[kind]} on "
                f"{worst_slot} {share(count, n):.0%}",
            )
        )
    kinds = kind_shares(full)
    rare = [k for k in names if share(kinds[k], n) < KIND_SHARE - 1e-9]
    out.append(
        (
            not rare,
            f"every gear kind is worn at the end of >= {KIND_SHARE:.0%} of full runs: "
            + (
                ", ".join(f"{names[k]} {share(kinds[k], n):.0%}" for k in rare)
                if rare
                else "all are"
            ),
        )
    )
    props = share(sum(r.wears_property for r in full), n)
    out.append(
        (
            props >= PROPERTY_SHARE,
            f">= {PROPERTY_SHARE:.0%} of full runs end wearing an item with a property: "
            f"{props:.0%}",
        )
    )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=_seeds, default=_seeds("1-100"), metavar="A-B")
    parser.add_argument("--turns", type=int, default=8000, help="turn cap of each run")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument(
        "--policies",
        type=_names,
        default=POLICIES,
        help="comma-separated policies (full is always played)",
    )
    parser.add_argument(
        "--keep-deaths",
        metavar="DIR",
        default=None,
        help="keep the recording of every run that ends in death in DIR "
        "(watch one with: python main.py --replay FILE)",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    policies = ("full", *(p for p in args.policies if p != "full"))
    by_policy = {
        policy: run_many(args.seeds, args.turns, policy, args.jobs, args.keep_deaths)
        for policy in policies
    }
    seeds = args.seeds
    print(
        f"bench/balance.py: seeds {seeds.start}-{seeds.stop - 1}, until death, victory or "
        f"{args.turns} turns, {args.jobs} processes"
    )
    for policy, records in by_policy.items():
        print("\n".join(policy_table(policy, records)))
    print("\n".join(killers_table(by_policy)))
    print("\n".join(gear_table(by_policy["full"])))
    print("== goals ==")
    results = goals(by_policy)
    for met, text in results:
        print(f"  {'MET   ' if met else 'MISSED'} {text}")
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0 if all(met for met, _ in results) else 1


if __name__ == "__main__":
    sys.exit(main())
