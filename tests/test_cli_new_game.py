"""Issue 21 point 14 and issue 20 defect 2: a new game never replaces a run in progress without
being asked. Headless, a new game whose save would replace a saved run is refused (exit 2)
unless ``--force-new``; and after a new game replaced a run, the backup keeps that run (never
the new game) until the new game has really been played on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game import cli
from game.save import load_game, save_game
from game.save.lock import LOCK_NAME
from game.save.slot import PLAYED_ON_TURNS, SAVE_NAME, SaveSlot

REPO = Path(__file__).resolve().parents[1]


def main_py(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    return subprocess.run(
        [sys.executable, "main.py", "--headless", *args],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    """The files of ``folder`` (the lock file says which process held it last: left out)."""
    return {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.is_file() and p.name != LOCK_NAME
    }


def seed_of(path: Path) -> int:
    return load_game(path).seed


# -- headless ----------------------------------------------------------------------------------
def test_a_second_new_game_into_the_same_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    first = main_py("--autoplay", "30", "--seed", "2", "--save-dir", str(folder))
    assert first.returncode == 0, first.stderr
    before = snapshot(folder)
    second = main_py("--autoplay", "30", "--seed", "3", "--save-dir", str(folder))
    assert second.returncode == 2, second.stderr
    assert second.stdout == "" and "Traceback" not in second.stderr
    assert "A game on floor 1, turn 30 is saved in" in second.stderr
    assert "--force-new" in second.stderr and "--load" in second.stderr
    assert snapshot(folder) == before


def test_save_path_too(tmp_path: Path, capsys) -> None:
    path = tmp_path / "run.sav"
    save_game(game.new_game(4), path)
    before = path.read_bytes()
    assert cli.main(["--headless", "--autoplay", "5", "--seed", "5", "--save", str(path)]) == 2
    assert "is saved in" in capsys.readouterr().err and path.read_bytes() == before


def test_a_run_kept_only_in_the_backup_is_asked_for_too(tmp_path: Path, capsys) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    save_game(game.new_game(4), slot.path)
    save_game(game.new_game(4), slot.path)
    slot.path.unlink()
    assert cli.main(["--headless", "--autoplay", "5", "--save-dir", str(tmp_path)]) == 2
    assert "kept in the backup" in capsys.readouterr().err


def test_a_damaged_save_is_asked_for_too_and_kept_by_force_new(tmp_path: Path, capsys) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    slot.path.write_bytes(b"not a save at all")
    assert cli.main(["--headless", "--autoplay", "5", "--save-dir", str(tmp_path)]) == 2
    assert "damaged" in capsys.readouterr().err
    assert (
        cli.main(["--headless", "--autoplay", "5", "--save-dir", str(tmp_path), "--force-new"]) == 0
    )
    aside = list(tmp_path.glob(SAVE_NAME + ".bad-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == b"not a save at all"


def test_loading_is_not_a_new_game(tmp_path: Path, capsys) -> None:
    assert (
        cli.main(["--headless", "--autoplay", "5", "--seed", "2", "--save-dir", str(tmp_path)]) == 0
    )
    assert (
        cli.main(
            [
                "--headless",
                "--load",
                str(tmp_path / SAVE_NAME),
                "--autoplay",
                "5",
                "--save-dir",
                str(tmp_path),
            ]
        )
        == 0
    )


def test_nothing_at_stake_nothing_asked(tmp_path: Path, capsys) -> None:
    assert cli.main(["--headless", "--autoplay", "5", "--save-dir", str(tmp_path)]) == 0
    slot = SaveSlot.in_dir(tmp_path)
    slot.delete_after_death()  # an ended run leaves no save
    assert cli.main(["--headless", "--autoplay", "5", "--save-dir", str(tmp_path)]) == 0


# -- the backup after a new game ----------------------------------------------------------------
def test_force_new_keeps_the_replaced_run_in_the_backup(tmp_path: Path) -> None:
    """The new game saves on every descent and at the end: the backup still holds the old run."""
    folder = tmp_path / "saves"
    assert main_py("--autoplay", "64", "--seed", "11", "--save-dir", str(folder)).returncode == 0
    old = load_game(folder / SAVE_NAME)
    done = main_py("--autoplay", "400", "--seed", "5", "--save-dir", str(folder), "--force-new")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["depth"] >= 2  # it saved more than once
    assert seed_of(folder / SAVE_NAME) == 5
    backup = load_game(folder / (SAVE_NAME + ".bak"))
    assert backup.seed == 11 and game.digest(backup) == game.digest(old)


def saves_of(path: Path, *states) -> None:
    for state in states:
        save_game(state, path)


def test_the_backup_after_a_new_games_first_and_second_saves(tmp_path: Path) -> None:
    from game.agents.autoplay import play

    path = tmp_path / SAVE_NAME
    backup = tmp_path / (SAVE_NAME + ".bak")
    old = play(game.new_game(11), 64)
    saves_of(path, old)
    new = game.new_game(11)  # the same seed, even: still another run
    save_game(new, path)  # first save: the old run becomes the backup
    assert game.digest(load_game(backup)) == game.digest(old)
    play(new, 20)
    save_game(new, path)  # second save: the backup still holds the old run
    assert game.digest(load_game(backup)) == game.digest(old)
    assert game.digest(load_game(path)) == game.digest(new)


def test_once_played_on_the_backup_is_the_new_games_own(tmp_path: Path) -> None:
    from game.agents.autoplay import play

    path = tmp_path / SAVE_NAME
    backup = tmp_path / (SAVE_NAME + ".bak")
    saves_of(path, play(game.new_game(11), 64))
    new = game.new_game(12)
    save_game(new, path)
    play(new, PLAYED_ON_TURNS)
    before = load_game(path)
    save_game(new, path)
    assert game.digest(load_game(backup)) == game.digest(before)  # the usual backup again


def test_the_same_run_saved_again_backs_up_as_always(tmp_path: Path) -> None:
    from game.agents.autoplay import play

    path = tmp_path / SAVE_NAME
    backup = tmp_path / (SAVE_NAME + ".bak")
    state = play(game.new_game(11), 30)
    save_game(state, path)
    first = load_game(path)
    play(state, 30)
    save_game(state, path)
    assert game.digest(load_game(backup)) == game.digest(first)


def test_force_new_is_in_the_help(capsys) -> None:
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    assert "--force-new" in capsys.readouterr().out
