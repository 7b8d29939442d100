"""From the shell: ``--autoplay N --record FILE``, then ``--replay FILE --headless`` prints the
same JSON line; out of sync names the turn (exit 1); a file it cannot replay says why (exit 2)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from game.engine.recording import RULES_VERSION
from game.replay.file import decode_recording, encode, pack, read_recording, write_recording

REPO = Path(__file__).resolve().parents[1]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", "--headless", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_record_then_replay_prints_the_same_line(tmp_path: Path) -> None:
    path = tmp_path / "run.ibrec"
    played = run("--autoplay", "500", "--seed", "3", "--record", str(path))
    assert played.returncode == 0 and path.exists()
    replayed = run("--replay", str(path))
    assert replayed.returncode == 0, replayed.stderr
    assert json.loads(replayed.stdout) == json.loads(played.stdout)
    assert "every digest matched" in replayed.stderr
    recording = read_recording(path)
    assert recording.end.reason == "autoplay" and recording.end.turn == 500


def test_out_of_sync_exits_1_and_names_the_turn(tmp_path: Path) -> None:
    path = tmp_path / "run.ibrec"
    assert run("--autoplay", "300", "--seed", "4", "--record", str(path)).returncode == 0
    recording = read_recording(path)
    wrong = replace(recording, end=replace(recording.end, digest="0" * 64))
    write_recording(wrong, path)
    done = run("--replay", str(path))
    assert done.returncode == 1
    assert "Out of sync at turn 300 (at the end)" in done.stderr
    assert json.loads(done.stdout)["turns"] == 300
    assert "Traceback" not in done.stderr


def test_files_it_cannot_replay_exit_2_with_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "run.ibrec"
    assert run("--autoplay", "50", "--seed", "4", "--record", str(path)).returncode == 0
    data = path.read_bytes()
    other = tmp_path / "other.ibrec"
    header_size = len(pack(b"", RULES_VERSION))  # this game version's header, no payload
    other.write_bytes(pack(data[header_size:], RULES_VERSION + 1))
    cases = {
        other: "other rules",
        tmp_path / "cut.ibrec": "cut short",
        tmp_path / "none.ibrec": "no recording",
        REPO / "tests" / "data" / "schema2_floor.sav": "not an Ironbound recording",
    }
    (tmp_path / "cut.ibrec").write_bytes(data[:40])
    for target, says in cases.items():
        done = run("--replay", str(target))
        assert done.returncode == 2 and says in done.stderr, (target, done.stderr)
        assert "Traceback" not in done.stderr and done.stdout == ""
    assert decode_recording(encode(read_recording(path))).seed == 4


def test_a_crash_under_record_leaves_a_recording_that_stops_at_it(tmp_path, monkeypatch):
    import pytest

    import game.agents.autoplay as autoplay_module
    from game import cli
    from game.replay.headless import replay_headless

    real = autoplay_module.choose
    calls = {"n": 0}

    def failing(state):
        calls["n"] += 1
        if calls["n"] == 120:
            raise RuntimeError("bot broke")
        return real(state)

    monkeypatch.setattr(autoplay_module, "choose", failing)
    path = tmp_path / "crash.ibrec"
    with pytest.raises(RuntimeError):
        cli.main(["--headless", "--autoplay", "300", "--seed", "6", "--record", str(path)])
    monkeypatch.setattr(autoplay_module, "choose", real)
    recording = read_recording(path)
    assert recording.end.reason == "crash"
    assert replay_headless(str(path)) == 0  # the crash was in the bot: the replay runs on
