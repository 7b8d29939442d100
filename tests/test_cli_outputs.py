"""Issue 21, points 12 and 14 (outputs): a file the player names for the game to write
(``--record``, ``--screenshot``) is checked before anything is played: never over a save or its
backup (a typo overwrote the save), and a path whose folder cannot be made gets a clear message
as for saves (a file in the way of its folder ended in a traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import game.replay.keep  # noqa: F401 - bound to the real writer before a test patches it
from game import cli
from game.save import save_game
from game.save.slot import SAVE_NAME
from tests.scenario import mid_game

REPO = Path(__file__).resolve().parents[1]


def env() -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def main_py(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=REPO,
        env=env(),
        capture_output=True,
        text=True,
        timeout=180,
    )


def snapshot(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.is_file()}


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    """A saves folder with a run in progress and its backup."""
    folder = tmp_path / "saves"
    save_game(mid_game(seed=3), folder / SAVE_NAME)
    save_game(mid_game(seed=3), folder / SAVE_NAME)
    assert (folder / (SAVE_NAME + ".bak")).exists()
    return folder


# -- point 12 ----------------------------------------------------------------------------------
def test_record_where_a_file_blocks_the_folder_says_so_before_playing(tmp_path: Path) -> None:
    (tmp_path / "runs").write_text("a file where the folder would be")
    done = main_py(
        "--headless",
        "--autoplay",
        "20",
        "--seed",
        "2",
        "--record",
        str(tmp_path / "runs" / "one.ibrec"),
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and done.stdout == ""
    assert f"{tmp_path / 'runs'} is a file, not a folder" in done.stderr
    assert (tmp_path / "runs").read_text() == "a file where the folder would be"


def test_record_into_a_folder_says_so(tmp_path: Path) -> None:
    done = main_py("--headless", "--autoplay", "5", "--record", str(tmp_path))
    assert done.returncode == 2 and "is a folder" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_recording_that_fails_at_the_end_is_told_and_the_save_kept(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.replay.file as recfile

    def full_disk(recording, path):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(recfile, "write_recording", full_disk)
    status = cli.main(
        [
            "--headless",
            "--autoplay",
            "10",
            "--seed",
            "2",
            "--save-dir",
            str(tmp_path),
            "--record",
            str(tmp_path / "run.ibrec"),
        ]
    )
    err = capsys.readouterr().err
    assert status == 1
    assert "Could not write the recording" in err and "No space left on device" in err
    assert (tmp_path / SAVE_NAME).exists()


# -- point 14: no output over a save or its backup --------------------------------------------
@pytest.mark.parametrize("name", [SAVE_NAME, SAVE_NAME + ".bak"])
def test_record_over_a_save_or_its_backup_is_refused(saves: Path, name: str) -> None:
    before = snapshot(saves)
    done = main_py("--headless", "--autoplay", "10", "--seed", "5", "--record", str(saves / name))
    assert done.returncode == 2, done.stderr
    assert "is a saved game" in done.stderr and "Traceback" not in done.stderr
    assert snapshot(saves) == before


@pytest.mark.parametrize("name", [SAVE_NAME, SAVE_NAME + ".bak"])
def test_screenshot_over_a_save_or_its_backup_is_refused(saves: Path, name: str) -> None:
    before = snapshot(saves)
    done = main_py("--screenshot", str(saves / name), "--save-dir", str(saves))
    assert done.returncode == 2, done.stderr
    assert "is a saved game" in done.stderr
    assert snapshot(saves) == before


def test_a_save_anywhere_is_protected_not_only_in_the_saves_folder(
    saves: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "kept.sav"
    elsewhere.write_bytes((saves / SAVE_NAME).read_bytes())
    done = main_py("--screenshot", str(elsewhere), "--save-dir", str(tmp_path / "other"))
    assert done.returncode == 2 and "is a saved game" in done.stderr
    assert elsewhere.read_bytes() == (saves / SAVE_NAME).read_bytes()


def test_the_slots_own_names_are_protected_before_a_save_exists(tmp_path: Path) -> None:
    folder = tmp_path / "empty"
    done = main_py(
        "--headless",
        "--autoplay",
        "5",
        "--save-dir",
        str(folder),
        "--record",
        str(folder / SAVE_NAME),
    )
    assert done.returncode == 2 and "the game's save" in done.stderr
    assert not (folder / SAVE_NAME).exists()


def test_outputs_elsewhere_are_written(tmp_path: Path) -> None:
    done = main_py(
        "--headless",
        "--autoplay",
        "10",
        "--seed",
        "5",
        "--record",
        str(tmp_path / "deep" / "er" / "run.ibrec"),
    )
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "deep" / "er" / "run.ibrec").exists()
    shot = main_py("--screenshot", str(tmp_path / "shots" / "menu.png"), "--screen", "menu")
    assert shot.returncode == 0, shot.stderr
    assert (tmp_path / "shots" / "menu.png").read_bytes()[:4] == b"\x89PNG"
