"""Two copies of the game on one save folder: the second one says so and changes nothing
(issue "Trust" 9). Every test here runs two processes."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.cli import FOLDER_IN_USE
from game.save.lock import FolderInUse, hold_save_folder

ROOT = Path(__file__).resolve().parents[1]
HOLDER = """
import sys
import threading
from game.save.lock import hold_save_folder
lock = hold_save_folder(sys.argv[1])
print("held", flush=True)
sys.stdin.read()  # until the test closes our stdin
"""
MESSAGE = (
    "Ironbound is already running with the save folder {folder}. Close the other window "
    "first, or use --save-dir to choose another folder."
)


def _env() -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


@contextlib.contextmanager
def another_copy_holding(folder: Path):
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(folder)],
        cwd=ROOT,
        env=_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "held"
        yield holder
    finally:
        holder.stdin.close()
        holder.wait(timeout=60)


def snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


def run_main(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("mode", ["headless", "window"])
def test_a_second_copy_is_refused_and_changes_nothing(mode: str, tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    first = run_main("--headless", "--autoplay", "20", "--seed", "2", "--save-dir", str(folder))
    assert first.returncode == 0, first.stderr
    with another_copy_holding(folder):
        before = snapshot(folder)
        if mode == "headless":
            second = run_main(
                "--headless", "--autoplay", "20", "--seed", "3", "--save-dir", str(folder)
            )
        else:
            second = run_main("--new", "--save-dir", str(folder))
        assert second.returncode == FOLDER_IN_USE, second.stderr
        assert MESSAGE.format(folder=folder) in second.stderr
        assert second.stdout == ""
        assert snapshot(folder) == before
    # the other copy has gone: this one plays (a new game over the first one's run: forced)
    third = run_main(
        "--headless", "--autoplay", "20", "--seed", "3", "--save-dir", str(folder), "--force-new"
    )
    assert third.returncode == 0, third.stderr


def test_a_running_window_game_holds_its_folder(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    window = subprocess.Popen(
        [sys.executable, "main.py", "--save-dir", str(folder)],
        cwd=ROOT,
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        held = False
        for _ in range(600):  # until the game has started (a guard, not a speed check)
            try:  # a probe that does not wait, so the game never finds the folder taken by it
                hold_save_folder(folder, patience=0).release()
            except FolderInUse:
                held = True
                break
            assert window.poll() is None, window.stderr.read()
            time.sleep(0.1)
        assert held, "the window game never locked its save folder"
    finally:
        window.terminate()
        window.wait(timeout=60)
    hold_save_folder(folder, patience=0).release()  # free again once it has gone


def test_a_folder_that_cannot_hold_a_lock_file_is_left_alone(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("not a folder")
    with hold_save_folder(tmp_path / "file"):
        pass
    assert (tmp_path / "file").read_text() == "not a folder"
    with hold_save_folder(tmp_path / "missing", create=False):
        pass
    assert not (tmp_path / "missing").exists()


CLOSING = """
import sys
import time
from game.save.lock import hold_save_folder
lock = hold_save_folder(sys.argv[1])
print("held", flush=True)
sys.stdin.readline()
time.sleep(0.3)  # saving on its way out
lock.release()
time.sleep(30)
"""


def test_a_copy_that_is_closing_hands_the_folder_over(tmp_path: Path) -> None:
    """A starting copy waits a moment for one that is saving on its way out. (The closing copy
    is another process: within one process the lock is shared.)"""
    folder = tmp_path / "saves"
    closing = subprocess.Popen(
        [sys.executable, "-c", CLOSING, str(folder)],
        cwd=ROOT,
        env=_env(),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert closing.stdout.readline().strip() == "held"
        with pytest.raises(FolderInUse):
            hold_save_folder(folder, patience=0.1)
        closing.stdin.write("close\n")
        closing.stdin.flush()
        with hold_save_folder(folder, patience=5):
            pass
    finally:
        closing.kill()
        closing.wait(timeout=60)
