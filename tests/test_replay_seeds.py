"""Seeds 1..50, 2,000 bot turns each, recorded and replayed headless: the digest equal at every
descent and at the end, and the replay recording the very same bytes. Two processes share the
seeds (the machine has two cores)."""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor

import pytest

import game
from game.agents.autoplay import play
from game.replay.file import decode_recording, encode, from_state
from game.replay.player import Replay

SEEDS = range(1, 51)
TURNS = 2000


def record_and_replay(seed: int) -> tuple[int, int, int, bool, bool, bool]:
    """(seed, checkpoints, digests compared, in sync, same end digest, same bytes)."""
    state = game.new_game(seed)
    play(state, TURNS)
    recording = decode_recording(encode(from_state(state, "autoplay")))
    replay = Replay(recording)
    replay.run()
    return (
        seed,
        len(recording.checkpoints),
        replay.checked,
        replay.out_of_sync is None,
        game.digest(replay.state) == game.digest(state),
        replay.state.recording.commands == state.recording.commands,
    )


@pytest.mark.slow
def test_fifty_bot_runs_replay_in_sync_at_every_descent_and_the_end():
    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(2, mp_context=context) as pool:
        results = list(pool.map(record_and_replay, SEEDS))
    assert [r[0] for r in results] == list(SEEDS)
    for seed, checkpoints, checked, in_sync, same_end, same_bytes in results:
        assert in_sync and same_end and same_bytes, seed
        assert checked == checkpoints + 1, seed  # every descent, then the end
    # what was covered: descents on every run, and many in all
    assert all(r[1] >= 1 for r in results)
    assert sum(r[1] for r in results) >= 150
