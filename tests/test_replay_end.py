"""Issue 21, point 9: the end of a recording is always compared. With its commands removed but
its end still at turn 2,000, a recording replayed to "every digest matched" and exit 0."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

import game
from game.agents.autoplay import play
from game.replay.file import RecordingError, decode_recording, encode, from_state, write_recording
from game.replay.headless import OUT_OF_SYNC, replay_headless
from game.replay.player import Replay

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def recorded():
    state = play(game.new_game(14), 2_000)
    return decode_recording(encode(from_state(state, "autoplay")))


def emptied(recording):
    """The recording with every command and checkpoint removed, its end kept."""
    return replace(recording, commands=b"", checkpoints=())


def test_an_emptied_recording_is_out_of_sync_at_its_end(recorded) -> None:
    replay = Replay(decode_recording(encode(emptied(recorded))))
    replay.run()
    assert replay.out_of_sync is not None and replay.out_of_sync.where == "at the end"
    assert "every digest matched" not in replay.why_stopped()
    assert replay.checked == 1


def test_the_window_sees_it_before_any_step(recorded) -> None:
    replay = Replay(decode_recording(encode(emptied(recorded))))
    assert replay.done and replay.out_of_sync is not None


def test_headless_exits_1(recorded, tmp_path: Path, capsys) -> None:
    path = tmp_path / "emptied.ibrec"
    write_recording(emptied(recorded), path)
    assert replay_headless(str(path)) == OUT_OF_SYNC
    err = capsys.readouterr().err
    assert "Out of sync at turn 0 (at the end)" in err and "every digest matched" not in err
    done = subprocess.run(
        [sys.executable, "main.py", "--headless", "--replay", str(path)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1 and "Traceback" not in done.stderr


def test_a_cut_recording_is_out_of_sync_too(recorded) -> None:
    steps = recorded.steps
    cut = steps[len(steps) // 2].end
    checkpoints = tuple(c for c in recorded.checkpoints if c.offset <= cut)
    replay = Replay(
        decode_recording(
            encode(replace(recorded, commands=recorded.commands[:cut], checkpoints=checkpoints))
        )
    )
    replay.run()
    assert replay.out_of_sync is not None and replay.out_of_sync.where == "at the end"


def test_an_end_without_a_digest_is_only_a_crash_or_a_full_recording(recorded) -> None:
    for reason in ("autoplay", "key", "death", "victory"):
        bare = replace(emptied(recorded), end=replace(recorded.end, reason=reason, digest=None))
        with pytest.raises(RecordingError, match="without the digest"):
            decode_recording(encode(bare))
    crashed = replace(recorded, end=replace(recorded.end, reason="crash", digest=None))
    assert decode_recording(encode(crashed)).end.digest is None


def test_the_whole_recording_still_matches(recorded) -> None:
    replay = Replay(recorded)
    replay.run()
    assert replay.out_of_sync is None and replay.checked == len(recorded.checkpoints) + 1
    assert "every digest matched" in replay.why_stopped()
