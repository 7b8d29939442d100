"""Benchmark: the rankings with 10,000 runs in the history, and the cost of a run's row.

    python bench/rankings.py [--runs N] [--repeat R]

Fills a fresh ``ironbound.db`` (in a temporary saves folder) with ``--runs`` rows like a
real run's (kills by breed, worn gear, pictures), then in the window (SDL's dummy driver unless
a display is set; 1280x720) times, from the main menu:

- opening: ``r`` posted, then the one ``app.frame()`` that reads the rows and draws and shows
  the rankings' first frame. Side by side with the same in an empty history, alternating.
  Goal: at most 50 ms;
- scrolling: a frame per Down / Page Down / wheel notch through the whole list (a chunk of
  rows is read from the database when the view reaches it). Goal: 60 frames a second: 99 in
  100 frames under 16.7 ms (the median, 95th percentile, worst and the count of late frames
  are printed too: on a shared machine a single frame may wait for the CPU);
- a run's row at its end: ``game.morgue.run_row`` of a real game plus ``History.add`` (open,
  one transaction, close) into the full database. Goal: at most 5 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

import game  # noqa: E402
from game.history.db import History  # noqa: E402
from game.history.pictures import Pictures  # noqa: E402
from game.history.run import Run  # noqa: E402
from game.morgue import run_row  # noqa: E402
from game.save.slot import SaveSlot  # noqa: E402

OPEN_GOAL_MS = 50.0
FRAME_GOAL_MS = 1000 / 60
ROW_GOAL_MS = 5.0
BREEDS = ("Orc", "Kobold", "Troll", "Ogre", "Salamander", "Hydra", "Stone Golem", "Mummy")


def fake_runs(count: int, first: int = 0) -> list[Run]:
    """``count`` rows shaped like real ones (the numbers drawn, not played), numbered from
    ``first``."""
    rng = random.Random(first)
    runs = []
    for n in range(first, first + count):
        floor = rng.randint(1, 12)
        turns = floor * rng.randint(200, 900)
        won = floor == 12 and rng.random() < 0.5
        hp = tuple((rng.randint(0, 90), 90) for _ in range(200))
        pictures = Pictures(
            0,
            max(1, turns // 200),
            hp,
            tuple((f * turns // floor, f + 1) for f in range(floor)),
            tuple(rng.randint(0, 40) for _ in range(floor)),
            turns,
        )
        runs.append(
            Run(
                seed=str(rng.randrange(10**9)),
                ended=datetime.fromtimestamp(1_700_000_000 + n * 3600).strftime(
                    "%Y-%m-%d %H:%M:%S"
                ),
                outcome="victory" if won else rng.choice(("death", "death", "abandoned")),
                floor=floor,
                turns=turns,
                level=floor + 2,
                xp=floor * 900,
                kills=floor * 20,
                cause=None if won else rng.choice(BREEDS),
                started=None,
                version="0.1.0",
                rules=4,
                kills_by_breed=tuple(
                    (name, rng.randint(1, 40)) for name in BREEDS[: floor // 2 + 1]
                ),
                worn=(("body", "+1 Chain Mail"), ("main hand", "+2 Sword of Flame")),
                morgue=f"morgue/ironbound-{n}.txt",
                recording=None,
                pictures=pictures,
            )
        )
    return runs


def key(char: str = "", code: int | None = None) -> pygame.event.Event:
    code = ord(char) if code is None else code
    return pygame.event.Event(pygame.KEYDOWN, key=code, unicode=char, mod=0, scancode=0)


def time_opening(app, repeat: int) -> list[float]:
    """Milliseconds from ``r`` at the main menu to the rankings' first frame shown."""
    from game.ui.screens.main_menu import MainMenu
    from game.ui.screens.rankings import RankingsScreen

    times = []
    for _ in range(repeat):
        assert isinstance(app.top, MainMenu)
        start = time.perf_counter()
        app.frame([key("r")])
        times.append((time.perf_counter() - start) * 1000)
        assert isinstance(app.top, RankingsScreen)
        app.frame([key(code=pygame.K_ESCAPE)])
    return times


def time_scrolling(app) -> tuple[list[float], int]:
    """Milliseconds per frame moving through the whole list; rows passed."""
    screen = app.top
    times = []
    moves = [key(code=pygame.K_DOWN)] * 40 + [
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    ] * 40
    while screen.cursor < screen.count - 1:
        for event in moves + [key(code=pygame.K_PAGEDOWN)] * 20:
            start = time.perf_counter()
            app.frame([event])
            times.append((time.perf_counter() - start) * 1000)
    return times, screen.cursor + 1


def time_rows(folder: Path, repeat: int) -> list[float]:
    """Milliseconds for a finished game's row: made, and added into the full history."""
    from game.agents.autoplay import play

    state = game.new_game(4)
    play(state, 1500)
    times = []
    for n in range(repeat):
        start = time.perf_counter()
        run = run_row(state, datetime.now(), f"morgue/bench-{n}.txt")
        History(folder).add(run)
        times.append((time.perf_counter() - start) * 1000)
    return times


def verdict(value: float, goal: float) -> str:
    return f"{value / goal:.2f}x the goal: {'MET' if value <= goal else 'MISSED'}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args(argv)
    from game.ui.app import App

    with tempfile.TemporaryDirectory() as full_dir, tempfile.TemporaryDirectory() as empty_dir:
        full, empty = Path(full_dir), Path(empty_dir)
        start = time.perf_counter()
        history = History(full)
        for at in range(0, args.runs, 1000):
            history.add_many(fake_runs(min(1000, args.runs - at), first=at))
        assert history.count() == args.runs, history.problem
        History(empty).add_many([])
        print(
            f"filled {args.runs:,} runs in {time.perf_counter() - start:.1f} s "
            f"({(full / 'ironbound.db').stat().st_size / 1e6:.1f} MB)"
        )

        app = App((1280, 720), resizable=False)
        app.frame([])
        apps = {}
        for name, folder in (("full", full), ("empty", empty)):
            app.slot = SaveSlot.in_dir(folder)
            apps[name] = folder
        opening: dict[str, list[float]] = {"full": [], "empty": []}
        for i in range(args.repeat):
            for name in ("full", "empty") if i % 2 else ("empty", "full"):
                app.slot = SaveSlot.in_dir(apps[name])
                opening[name] += time_opening(app, 1)
        full_ms = statistics.median(opening["full"])
        empty_ms = statistics.median(opening["empty"])
        print(
            f"opening the rankings to the first frame: {args.runs:,} runs "
            f"median {full_ms:.1f} ms (worst {max(opening['full']):.1f}), empty history "
            f"{empty_ms:.1f} ms: {full_ms / max(empty_ms, 1e-6):.2f}x the empty one; "
            f"{verdict(max(opening['full']), OPEN_GOAL_MS)}"
        )

        app.slot = SaveSlot.in_dir(full)
        app.frame([key("r")])
        frames, rows = time_scrolling(app)
        frames.sort()
        p95, p99 = frames[int(len(frames) * 0.95)], frames[int(len(frames) * 0.99)]
        late = sum(frame > FRAME_GOAL_MS for frame in frames)
        print(
            f"scrolling: {len(frames):,} frames through {rows:,} rows, median "
            f"{statistics.median(frames):.2f} ms, 95th percentile {p95:.2f} ms, 99th "
            f"{p99:.2f} ms, worst {frames[-1]:.2f} ms; {late} frames over "
            f"{FRAME_GOAL_MS:.1f} ms; 99th percentile {verdict(p99, FRAME_GOAL_MS)}"
        )
        pygame.quit()

        rows_ms = time_rows(full, args.repeat * 2)
        print(
            f"a run's row at its end into {args.runs:,}: median "
            f"{statistics.median(rows_ms):.2f} ms, worst {max(rows_ms):.2f} ms; "
            f"{verdict(statistics.median(rows_ms), ROW_GOAL_MS)}"
        )
    met = (
        max(opening["full"]) <= OPEN_GOAL_MS
        and p99 <= FRAME_GOAL_MS
        and statistics.median(rows_ms) <= ROW_GOAL_MS
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
