"""Benchmark: our save/load against the tutorial's way, side by side, in the same run.

    python bench/save.py [--repeat N] [--seed S]

The state is a mid-game one (floor 4, a full pack, every slot worn). "Tutorial" is the python-tcod
tutorial's save: ``lzma.compress(pickle.dumps(state))`` written to a file, and
``pickle.loads(lzma.decompress(...))`` of the file read back. Ours is ``save_game`` (header,
checksum, a verifying load in memory, temp file + fsync + backup link + ``os.replace``) and
``load_game`` (header and checksum, bounded xz, restricted unpickler, state checks).
Saves are timed against saves and loads against loads, alternating which goes first, so that
both see the same machine (an xz save allocates ~90 MB, which slows whatever runs next).
Goal: ours takes no more than 1.5x the tutorial's time, and its file is no more than 1.05x
the size.

With --parts, where a load's time goes (each part timed alone, in the same alternating way,
on the same bytes): the tutorial's xz and C unpickling; ours: header and checksum, xz, the
restricted unpickler (and, beside it, the C ``pickle.loads`` of the very same pickle, which
keeps none of the guards), then the state checks: sizes, shape (``game.engine.shape``) and
the game's rules (``game.engine.invariants``). Then what a load would take with every guard
kept but the unpickling done at the C loader's speed: the floor of any guarded loader.
"""

from __future__ import annotations

import argparse
import gc
import lzma
import pickle
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import game  # noqa: E402
from game.content import CONTENT  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.engine.invariants import broken_rules  # noqa: E402
from game.engine.shape import check_shape  # noqa: E402
from game.save import load_game, save_game  # noqa: E402
from game.save.envelope import encode_state, read_header  # noqa: E402
from game.save.migrations import check_sizes  # noqa: E402
from game.save.slot import save_dir  # noqa: E402
from game.save.unpickler import restricted_loads  # noqa: E402
from game.save.validate import check_state  # noqa: E402
from tests.scenario import mid_game  # noqa: E402

TIME_GOAL = 1.5
SIZE_GOAL = 1.05


def tutorial_save(state: GameState, path: Path) -> None:
    with open(path, "wb") as f:
        f.write(lzma.compress(pickle.dumps(state)))


def tutorial_load(path: Path) -> GameState:
    with open(path, "rb") as f:
        return pickle.loads(lzma.decompress(f.read()))


def timed(action: Callable[[], object]) -> float:
    """Milliseconds ``action`` took, from a collected heap; its result is freed afterwards."""
    gc.collect()
    start = time.perf_counter()
    result = action()
    elapsed = (time.perf_counter() - start) * 1000
    del result
    return elapsed


def side_by_side(
    ours: Callable[[], object], theirs: Callable[[], object], repeat: int
) -> tuple[list[float], list[float]]:
    """Time both ``repeat`` times, alternating which goes first, so each sees the same machine."""
    mine: list[float] = []
    tutorial: list[float] = []
    for i in range(repeat):
        if i % 2:
            mine.append(timed(ours))
            tutorial.append(timed(theirs))
        else:
            tutorial.append(timed(theirs))
            mine.append(timed(ours))
    return mine, tutorial


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--parts", action="store_true", help="where a load's time goes")
    args = parser.parse_args(argv)

    state = mid_game(seed=args.seed)
    p = state.player
    print(
        f"state: seed {args.seed}, floor {state.depth}, turn {state.turn}, "
        f"{len(state.stage.entities)} entities, {len(state.messages)} log lines, "
        f"pack {len(p.inventory.items)}/{p.inventory.capacity}, worn: "
        + ", ".join(item.name for item in p.equipment.worn_items())
    )

    base = save_dir()
    base.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=base, prefix=".bench-") as tmp:
        ours, theirs = Path(tmp) / "ours.sav", Path(tmp) / "tutorial.sav"
        save_game(state, ours)  # so every timed save also rotates a backup
        tutorial_save(state, theirs)
        times: dict[str, list[float]] = {}
        times["ours_save"], times["tut_save"] = side_by_side(
            lambda: save_game(state, ours), lambda: tutorial_save(state, theirs), args.repeat
        )
        times["ours_load"], times["tut_load"] = side_by_side(
            lambda: load_game(ours), lambda: tutorial_load(theirs), args.repeat
        )
        assert game.digest(load_game(ours)) == game.digest(state)
        sizes = ours.stat().st_size, theirs.stat().st_size

    med = {k: statistics.median(v) for k, v in times.items()}
    rows = [
        ("save (ms)", med["ours_save"], med["tut_save"], TIME_GOAL),
        ("load (ms)", med["ours_load"], med["tut_load"], TIME_GOAL),
        (
            "save + load (ms)",
            med["ours_save"] + med["ours_load"],
            med["tut_save"] + med["tut_load"],
            TIME_GOAL,
        ),
        ("file size (bytes)", sizes[0], sizes[1], SIZE_GOAL),
    ]
    print(f"{args.repeat} runs each, alternating; median times\n")
    print(f"{'':20}{'ours':>10}{'tutorial':>10}{'ratio':>8}{'goal':>8}")
    passed = True
    for label, ours_value, their_value, goal in rows:
        ratio = ours_value / their_value
        ok = ratio <= goal
        passed &= ok
        fmt = ".0f" if label.startswith("file") else ".2f"
        print(
            f"{label:20}{ours_value:>10{fmt}}{their_value:>10{fmt}}{ratio:>8.2f}"
            f"{'<= ' + str(goal):>8}  {'ok' if ok else 'MISSED'}"
        )
    print("\nall goals met" if passed else "\nsome goals missed")
    if args.parts:
        load_parts(state, args.repeat)
    return 0 if passed else 1


def load_parts(state: GameState, repeat: int) -> None:
    """Print where a load's time goes (module doc, ``--parts``)."""
    ours = encode_state(state)
    header = read_header(ours)
    payload = bytes(memoryview(ours)[header.size :])
    pickled = lzma.decompress(payload)
    theirs = lzma.compress(pickle.dumps(state))
    their_pickle = lzma.decompress(theirs)
    loaded = restricted_loads(pickled)
    check_state(loaded)  # links the actors to their fighters, as a load does before the rules
    parts: dict[str, Callable[[], object]] = {
        "tutorial: xz": lambda: lzma.decompress(theirs),
        "tutorial: C pickle.loads": lambda: pickle.loads(their_pickle),
        "ours: header and checksum": lambda: read_header(ours),
        "ours: xz": lambda: lzma.decompress(payload),
        "ours: restricted unpickler": lambda: restricted_loads(pickled),
        "  (C pickle.loads, no guard)": lambda: pickle.loads(pickled),
        "ours: check sizes": lambda: check_sizes(loaded),
        "ours: check shape": lambda: check_shape(loaded, content=CONTENT, loading=True),
        "ours: check rules": lambda: broken_rules(loaded),
    }
    names = list(parts)
    spent: dict[str, list[float]] = {name: [] for name in names}
    for i in range(repeat):
        for name in names if i % 2 else reversed(names):
            spent[name].append(timed(parts[name]))
    ms = {name: statistics.median(values) for name, values in spent.items()}
    print(f"\nwhere a load's time goes ({repeat} runs each, alternating; median ms):")
    for name in names:
        print(f"  {name:32}{ms[name]:>8.3f}")
    tutorial = ms["tutorial: xz"] + ms["tutorial: C pickle.loads"]
    checks = ms["ours: check sizes"] + ms["ours: check shape"] + ms["ours: check rules"]
    floor = ms["ours: header and checksum"] + ms["ours: xz"] + ms["  (C pickle.loads, no guard)"]
    floor += checks
    print(
        f"the tutorial's load: {tutorial:.3f} ms; our checks alone: {checks:.3f} ms "
        f"({checks / tutorial:.2f}x it); every guard kept with the unpickling at the C "
        f"loader's speed: {floor:.3f} ms ({floor / tutorial:.2f}x it, goal <= {TIME_GOAL}x)"
    )


if __name__ == "__main__":
    sys.exit(main())
