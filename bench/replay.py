"""Recordings: size per 1,000 turns (compressed file) and headless replay speed, seeds 1..10.

For each seed the bot plays TURNS turns; the run's recording file is written to bytes and
read back, then replayed to the end (digests compared at every descent and at the end).
Replay speed is turns per second of ``Replay.run`` alone (the file read is timed apart),
the best of REPEATS runs; ``engine %`` is the share of that time spent inside
``GameState.perform`` (the rules: the player's action, the monsters' turns, FOV), the rest
being the replay's own work (decoding, resolving letters and tiles, comparing digests). Goals:
<= 3 KB per 1,000 turns, >= 5,000 turns a second.   Run: python bench/replay.py [--turns 2000]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout, no install

import game  # noqa: E402
from game.agents.autoplay import play  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.replay.file import decode_recording, encode, from_state  # noqa: E402
from game.replay.player import Replay  # noqa: E402

SEEDS = range(1, 11)
REPEATS = 3
SIZE_GOAL = 3 * 1024
SPEED_GOAL = 5000


def measure(seed: int, turns: int) -> dict[str, float]:
    state = game.new_game(seed)
    play(state, turns)
    data = encode(from_state(state, "autoplay"))
    start = time.perf_counter()
    recording = decode_recording(data)
    read = time.perf_counter() - start
    best = float("inf")
    for _ in range(REPEATS):
        replay = Replay(recording)  # the seed's new game is made here, outside the timing
        start = time.perf_counter()
        replay.run()
        best = min(best, time.perf_counter() - start)
        assert replay.out_of_sync is None and replay.state.turn == state.turn, seed
    return {
        "turns": state.turn,
        "bytes": len(data),
        "per_1000": len(data) * 1000 / state.turn,
        "speed": state.turn / best,
        "read_ms": read * 1000,
        "engine": engine_share(recording),
        "checkpoints": len(recording.checkpoints),
        "depth": state.depth,
    }


def engine_share(recording: object) -> float:
    """The share of one replay's time spent inside ``GameState.perform``."""
    replay = Replay(recording)  # type: ignore[arg-type]
    real = GameState.perform
    inside = [0.0]

    def timed(self: GameState, action: object) -> bool:
        start = time.perf_counter()
        try:
            return real(self, action)  # type: ignore[arg-type]
        finally:
            inside[0] += time.perf_counter() - start

    GameState.perform = timed  # type: ignore[method-assign]
    try:
        start = time.perf_counter()
        replay.run()
        total = time.perf_counter() - start
    finally:
        GameState.perform = real  # type: ignore[method-assign]
    return inside[0] / total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=2000)
    args = parser.parse_args()
    print(
        f"{'seed':>4} {'turns':>6} {'floor':>5} {'file B':>7} {'B/1k turns':>10} "
        f"{'turns/s':>8} {'engine %':>8} {'read ms':>7}"
    )
    rows = []
    for seed in SEEDS:
        row = measure(seed, args.turns)
        rows.append(row)
        print(
            f"{seed:>4} {row['turns']:>6.0f} {row['depth']:>5.0f} {row['bytes']:>7.0f} "
            f"{row['per_1000']:>10.0f} {row['speed']:>8.0f} {row['engine'] * 100:>8.0f} "
            f"{row['read_ms']:>7.2f}"
        )
    size = max(r["per_1000"] for r in rows)
    speed = statistics.median(r["speed"] for r in rows)
    slowest = min(r["speed"] for r in rows)
    print(
        f"size per 1,000 turns: at most {size:.0f} B (goal <= {SIZE_GOAL} B): "
        f"{'met' if size <= SIZE_GOAL else 'MISSED'}"
    )
    print(
        f"replay speed: median {speed:,.0f} turns/s, slowest seed {slowest:,.0f} "
        f"(goal >= {SPEED_GOAL:,}): {'met' if slowest >= SPEED_GOAL else 'MISSED'}; "
        f"{statistics.median(r['engine'] for r in rows):.0%} of it in the engine's "
        "GameState.perform"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
