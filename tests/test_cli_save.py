"""Saves from the shell: --save, --load, --save-dir; saving on descent, on a crash, not on death."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import game
import game.agents.autoplay as autoplay_module
from game import cli
from game.save import load_game
from game.save.slot import ENV_VAR, SAVE_NAME

REPO = Path(__file__).resolve().parents[1]


def shell(*args: str) -> dict:
    done = subprocess.run(
        [sys.executable, "main.py", "--headless", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_400_saved_then_400_loaded_equals_800_straight(tmp_path: Path) -> None:
    path = tmp_path / "run.sav"
    first = shell("--autoplay", "400", "--seed", "5", "--save", str(path))
    assert first["turns"] == 400 and path.exists()
    assert first["depth"] > 1  # it went down stairs, so it also saved on the way
    second = shell("--load", str(path), "--autoplay", "400")
    straight = shell("--autoplay", "800", "--seed", "5")
    assert second["turns"] == straight["turns"] == 800
    assert second == straight


def test_a_bad_load_says_why_and_fails(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--headless",
            "--load",
            str(tmp_path / "none.sav"),
            "--autoplay",
            "5",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert "There is no saved game yet" in done.stderr and "Traceback" not in done.stderr


def run(argv: list[str], capsys: pytest.CaptureFixture) -> tuple[int, dict]:
    status = cli.main(["--headless", *argv])
    return status, json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_save_dir_flag_and_env(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "env"))
    status, report = run(
        ["--autoplay", "50", "--seed", "3", "--save-dir", str(tmp_path / "f")], capsys
    )
    assert status == 0
    assert game.digest(load_game(tmp_path / "f" / SAVE_NAME)) == report["digest"]
    assert not (tmp_path / "env").exists()


def test_no_flags_no_save(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    run(["--autoplay", "20", "--seed", "3"], capsys)
    assert list(tmp_path.iterdir()) == []


def test_descending_saves(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.save.slot as slot_module

    depths: list[int] = []
    real = slot_module.save_game
    monkeypatch.setattr(
        slot_module,
        "save_game",
        lambda state, path: (depths.append(state.depth), real(state, path)),
    )
    _, report = run(["--autoplay", "900", "--seed", "7", "--save", str(tmp_path / "a.sav")], capsys)
    assert report["depth"] >= 3
    assert depths == [*range(2, report["depth"] + 1), report["depth"]]  # each floor, then the end


def test_a_crash_saves_before_it_propagates(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_choose = autoplay_module.choose

    def choose_then_crash(state):
        if state.turn >= 120:
            raise RuntimeError("a bug in the bot")
        return real_choose(state)

    monkeypatch.setattr(autoplay_module, "choose", choose_then_crash)
    path = tmp_path / "crash.sav"
    with pytest.raises(RuntimeError) as caught:
        cli.main(["--headless", "--autoplay", "500", "--seed", "9", "--save", str(path)])
    assert load_game(path).turn == 120
    assert any(str(path) in note for note in caught.value.__notes__)


def test_death_deletes_the_save(tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "doomed.sav"
    run(["--autoplay", "30", "--seed", "4", "--save", str(path)], capsys)
    assert path.exists()

    def fatal(state, turns, slot):
        state.player.fighter.hp = 0

    monkeypatch.setattr(cli, "autoplay", fatal)
    status, report = run(["--load", str(path), "--autoplay", "10", "--save", str(path)], capsys)
    assert status == 0 and report["alive"] is False
    assert not path.exists() and not path.with_name("doomed.sav.bak").exists()
