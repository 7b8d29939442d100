"""The last floor alone: judge a change to the boss in seconds, not bench/balance.py's half hour.

Every run of ``bench/balance.py`` is a pure function of its seed and policy, and nothing before
the last floor sees its boss. So each run is played once up to the moment its bot takes the
stairs down to floor ``--floor`` (12: the Warlord's) and kept there in the game's own save
format (``--snap DIR``); then ``--finish DIR`` plays only the rest of each kept run under the
code of the day and prints what the whole runs would have ended as: deaths, wins and those
still going at the cap per policy, with issue 23's goals that depend on them (full dies on
35-65% and wins on 10-35%, numbers dies on 10 points more than full). Runs that ended before
the stairs are kept as their outcome (``DIR/before.json``).

A change to anything a run meets before the kept moment (the earlier floors, the bot, the
items) makes the kept runs stale: snap again. The full survey stays bench/balance.py.

    Run: python bench/last_floor.py --snap DIR [--seeds 1-100] [--floor 12]
         python bench/last_floor.py --finish DIR
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout, no install

from balance import DEATH_HIGH, DEATH_LOW, NUMBERS_GAP, WIN_HIGH, WIN_LOW, _seeds  # noqa: E402

from game.agents.runs import finish_kept, keep_at_stairs  # noqa: E402

POLICIES = ("full", "numbers")
BEFORE = "before.json"


def snap(folder: Path, seeds: range, floor: int, jobs: int) -> list[dict]:
    """Keep every run of ``seeds`` (both policies) at the stairs to ``floor`` in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.sav"):
        old.unlink()
    work = [(policy, seed) for policy in POLICIES for seed in seeds]
    job = partial(keep_at_stairs, folder=folder, floor=floor)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        rows = list(pool.map(job, work, chunksize=1))
    (folder / BEFORE).write_text(json.dumps({"floor": floor, "runs": rows}))
    return rows


def finish(folder: Path, jobs: int) -> tuple[list[dict], list[dict]]:
    """The outcomes kept before the stairs, and those of the kept runs played to their end."""
    before = [r for r in json.loads((folder / BEFORE).read_text())["runs"] if r["end"] != "kept"]
    paths = sorted(folder.glob("*.sav"))
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        after = list(pool.map(finish_kept, paths, chunksize=1))
    return before, after


def report(before: list[dict], after: list[dict], floor: int) -> list[str]:
    """Per policy the whole runs' deaths, wins and caps, what happened from ``floor`` on, its
    killers, and the goals that follow from them."""
    out, deaths = [], {}
    for policy in POLICIES:
        mine = [r for r in before + after if r["policy"] == policy]
        late = [r for r in after if r["policy"] == policy]
        count = {end: sum(r["end"] == end for r in mine) for end in ("died", "won", "cap")}
        deaths[policy] = count["died"] / max(1, len(mine))
        killers: dict[str, int] = {}
        for r in late:
            if r["end"] == "died":
                killers[r["cause"]] = killers.get(r["cause"], 0) + 1
        out.append(
            f"{policy:>8}: {len(mine)} runs, deaths {count['died']}, wins {count['won']}, at the "
            f"cap {count['cap']}; {len(late)} reached floor {floor}, of whom "
            f"{sum(r['end'] == 'died' for r in late)} died from there on"
            + (f" ({', '.join(f'{k} {n}' for k, n in sorted(killers.items()))})" if killers else "")
        )
    full = [r for r in before + after if r["policy"] == "full"]
    wins = sum(r["end"] == "won" for r in full) / max(1, len(full))
    gap = deaths["numbers"] - deaths["full"]
    for met, text in (
        (DEATH_LOW <= deaths["full"] <= DEATH_HIGH, f"full dies: {deaths['full']:.0%}"),
        (WIN_LOW <= wins <= WIN_HIGH, f"full wins: {wins:.0%}"),
        (gap >= NUMBERS_GAP - 1e-9, f"numbers dies more than full: {gap * 100:+.0f} points"),
    ):
        out.append(f"  {'MET   ' if met else 'MISSED'} {text}")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--snap", type=Path, metavar="DIR", help="keep every run at the stairs")
    mode.add_argument("--finish", type=Path, metavar="DIR", help="play the kept runs to the end")
    parser.add_argument("--seeds", type=_seeds, default=_seeds("1-100"), metavar="A-B")
    parser.add_argument("--floor", type=int, default=12, help="the floor the runs are kept for")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    if args.snap is not None:
        rows = snap(args.snap, args.seeds, args.floor, args.jobs)
        kept = sum(r["end"] == "kept" for r in rows)
        print(f"kept {kept} of {len(rows)} runs at the stairs to floor {args.floor} in {args.snap}")
    else:
        floor = json.loads((args.finish / BEFORE).read_text())["floor"]
        before, after = finish(args.finish, args.jobs)
        print("\n".join(report(before, after, floor)))
    print(f"({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
