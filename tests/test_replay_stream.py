"""Issue 21, point 8: a replay decodes its commands as it goes, in bounded memory, and a file
whose commands run past what its end turn allows is refused. A 4 KB recording of 4 MiB of
one-byte commands replayed in 70 s at 1.67 GB (the commands were decoded twice, four million
objects each time)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

import pytest

import game
from game.agents.autoplay import play
from game.engine.actions import WaitAction
from game.engine.recording import MAX_COMMAND_BYTES, decode, iter_steps
from game.replay.file import RecordingError, decode_recording, encode, from_state
from game.replay.player import Replay

WAIT = WaitAction.forms[0].code

REPO = Path(__file__).resolve().parents[1]


def waits(count: int, end_turn: int, seed: int = 3) -> bytes:
    """A recording file of ``count`` one-byte waits, said to end at ``end_turn``."""
    base = from_state(game.new_game(seed), "key")
    return encode(
        replace(
            base,
            commands=bytes((WAIT,)) * count,
            checkpoints=(),
            end=replace(base.end, turn=end_turn, digest="0" * 64),
        )
    )


def test_the_4_kb_file_of_4_mib_commands_is_that_small() -> None:
    assert len(waits(MAX_COMMAND_BYTES, 2_000)) < 6_000


def test_commands_beyond_the_end_turn_are_refused_at_once() -> None:
    start = time.monotonic()
    with pytest.raises(RecordingError) as caught:
        decode_recording(waits(MAX_COMMAND_BYTES, 2_000))
    assert "turn 2,000" in str(caught.value) and "damaged" in str(caught.value)
    assert time.monotonic() - start < 10


def test_as_many_turns_as_the_end_allows_are_accepted() -> None:
    assert decode_recording(waits(2_000, 2_000)).end.turn == 2_000
    with pytest.raises(RecordingError):
        decode_recording(waits(2_001, 2_000))


def test_a_crash_may_leave_its_command_unfinished() -> None:
    """The command under way when the game crashed is recorded, its turn maybe not counted."""
    base = from_state(game.new_game(3), "crash")
    commands = bytes((WAIT,)) * 11 + bytes((19,))  # 11 waits, then the crash mark
    data = encode(
        replace(
            base, commands=commands, checkpoints=(), end=replace(base.end, turn=10, digest=None)
        )
    )
    assert decode_recording(data).end.reason == "crash"


CHILD = """
import sys
from pathlib import Path
from game.replay.file import read_recording
from game.replay.player import Replay
replay = Replay(read_recording(sys.argv[1]))
for _ in range(5_000):
    replay.step()
# the peak resident memory of this process's own memory (ru_maxrss would count the parent's
# from before the exec: the test runner's)
peak = next(line for line in Path("/proc/self/status").read_text().splitlines()
            if line.startswith("VmHWM:"))
print(replay.position, int(peak.split()[1]) // 1024)
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
def test_a_long_recording_replays_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "long.ibrec"
    path.write_bytes(waits(MAX_COMMAND_BYTES, MAX_COMMAND_BYTES))  # its end allows them all
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(path)],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    position, megabytes = (int(word) for word in done.stdout.split())
    assert position == 5_000
    assert megabytes < 200, f"{megabytes} MB"


def test_the_steps_decoded_as_they_come_are_the_steps_decoded_at_once() -> None:
    state = play(game.new_game(9), 600)
    commands = bytes(state.recording.commands)
    assert list(iter_steps(commands)) == decode(commands)
    replay = Replay(decode_recording(encode(from_state(state, "autoplay"))))
    replay.run()
    assert replay.out_of_sync is None and replay.checked >= 1
    assert game.digest(replay.state) == game.digest(state)
