"""What the bot ends up wearing: issue 10's "Done when" measurement of gear choices.

For each seed it runs ``python main.py --autoplay TURNS --seed N --headless`` (the real
command; its JSON line gives depth, alive and the digest) and the same game in this process,
command by command as ``autoplay.play`` plays it, to read the end-of-run loadout by the names
the player knows (``state.name_of``), to count how often a cursed item was put on and which
gear scrolls were read. The two digests must agree. Then: one row per seed, the number of
distinct loadouts, the most common one (goal: on no more than 5 of 20 runs), and per slot the
kinds worn at the end.

    Run: python bench/loadouts.py [--seeds 1-20] [--turns 3000] [--jobs 2] [--no-cli]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # run from a checkout, no install

import game  # noqa: E402
from game.agents.autoplay import choose  # noqa: E402
from game.engine.effects import Enchant, Identify, RemoveCurse  # noqa: E402
from game.engine.game import GameState  # noqa: E402

SCROLLS = {Enchant: "enchant", Identify: "identify", RemoveCurse: "remove_curse"}


@dataclass(frozen=True)
class Run:
    seed: int
    depth: int
    alive: bool
    turns: int
    kills: int
    cursed_worn: int  # times a cursed item was put on
    read: tuple[int, int, int]  # Enchanting, Identify, Remove Curse scrolls read
    loadout: tuple[tuple[str, str], ...]  # (slot, known name) of each filled slot
    kinds: tuple[tuple[str, str], ...]  # (slot, kind id): what fills each slot, for balance
    digest: str
    cli_digest: str | None


def _cursed_worn(state: GameState) -> set[int]:
    return {id(i) for i in state.player.equipment.worn_items() if i.cursed}


def run(seed: int, turns: int, cli: bool) -> Run:
    """One bot game of ``turns`` turns: ``autoplay.play``'s loop, watching each command."""
    state = game.new_game(seed)
    cursed, seen = 0, _cursed_worn(state)
    read = dict.fromkeys(SCROLLS.values(), 0)
    target = state.turn + turns
    while state.turn < target and state.player.is_alive:
        command, params = choose(state)
        scroll = SCROLLS.get(type(params["item"].effect)) if command == "use" else None
        if state.act(command, **params):
            if scroll is not None:
                read[scroll] += 1
        else:
            state.act("wait")
        now = _cursed_worn(state)
        cursed += len(now - seen)
        seen = now
    worn = [(slot, item) for slot, item in state.player.equipment.slots.items() if item]
    cli_digest = None
    if cli:
        out = subprocess.run(
            [
                sys.executable,
                "main.py",
                "--autoplay",
                str(turns),
                "--seed",
                str(seed),
                "--headless",
            ],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        line = json.loads(out.stdout.strip().splitlines()[-1])
        cli_digest = line["digest"]
        assert (line["depth"], line["alive"]) == (state.depth, state.player.is_alive)
    return Run(
        seed,
        state.depth,
        state.player.is_alive,
        state.turn,
        state.kills,
        cursed,
        (read["enchant"], read["identify"], read["remove_curse"]),
        tuple((slot, state.name_of(item)) for slot, item in worn),
        tuple((slot, item.kind.id) for slot, item in worn),
        game.digest(state),
        cli_digest,
    )


def seeds_from(text: str) -> list[int]:
    """ "1-20" or "1,4,9"."""
    if "-" in text:
        first, last = text.split("-")
        return list(range(int(first), int(last) + 1))
    return [int(s) for s in text.split(",")]


def report(runs: list[Run], limit: int) -> bool:
    """Print the table and the figures; True when no loadout is on more than ``limit`` runs."""
    print(f"{'seed':>4} {'depth':>5} {'alive':>5} {'kills':>5} {'cursed':>6} {'E/I/R':>8}  loadout")
    for r in runs:
        names = ", ".join(name for _, name in r.loadout)
        scrolls = "/".join(str(n) for n in r.read)
        print(
            f"{r.seed:>4} {r.depth:>5} {'yes' if r.alive else 'DEAD':>5} {r.kills:>5} "
            f"{r.cursed_worn:>6} {scrolls:>8}  {names}"
        )
    loadouts = Counter(r.loadout for r in runs)
    top, top_count = loadouts.most_common(1)[0]
    print(
        f"\ndistinct end-of-run loadouts: {len(loadouts)} of {len(runs)} runs; the most "
        f"common is on {top_count} (goal: at most {limit})"
    )
    if top_count > 1:
        print("  most common: " + ", ".join(name for _, name in top))
    cursed = [r.cursed_worn for r in runs]
    print(
        f"cursed items put on: {sum(cursed)} in all; in {sum(1 for c in cursed if c)} of "
        f"{len(runs)} runs; per run {cursed}"
    )
    totals = [sum(r.read[i] for r in runs) for i in range(3)]
    print(
        f"scrolls read (E/I/R column): Enchanting {totals[0]}, Identify {totals[1]}, "
        f"Remove Curse {totals[2]}"
    )
    alive = sum(r.alive for r in runs)
    print(
        f"alive at the end: {alive} of {len(runs)}; depth mean "
        f"{sum(r.depth for r in runs) / len(runs):.1f}"
    )
    kind_sets = Counter(tuple(kind for _, kind in r.kinds) for r in runs)
    print(
        f"distinct loadouts by kind alone (enchantments ignored): {len(kind_sets)}; the most "
        f"common on {kind_sets.most_common(1)[0][1]}"
    )
    print("\nworn at the end, per slot (kind: runs):")
    slots = list(game.new_game(1).player.equipment.slots)
    for slot in slots:
        kinds = Counter(dict(r.kinds).get(slot, "-") for r in runs)
        print(f"  {slot:<10} " + ", ".join(f"{k}: {n}" for k, n in kinds.most_common()))
    return top_count <= limit


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-20")
    parser.add_argument("--turns", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--limit", type=int, default=5, help="most runs one loadout may have")
    parser.add_argument("--no-cli", action="store_true", help="skip the main.py cross-check")
    args = parser.parse_args(argv)
    seeds = seeds_from(args.seeds)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        runs = list(pool.map(run, seeds, [args.turns] * len(seeds), [not args.no_cli] * len(seeds)))
    mismatched = [r.seed for r in runs if r.cli_digest not in (None, r.digest)]
    if mismatched:
        print(f"main.py and this script disagree on seeds {mismatched}", file=sys.stderr)
        return 1
    return 0 if report(runs, args.limit) else 3


if __name__ == "__main__":
    sys.exit(main())
