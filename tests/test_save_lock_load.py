"""Issue 20, defect 8: a window game started with ``--load PATH`` holds the saves folder the
player has (its recordings, summaries and new games go there), and PATH's folder (its save goes
back there): another copy is refused on either. Runs a second process."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from test_save_lock import ROOT, _env

import game
from game.save import save_game
from game.save.lock import FolderInUse, hold_save_folder


def held(folder: Path) -> bool:
    try:
        hold_save_folder(folder, patience=0).release()
    except FolderInUse:
        return True
    return False


def test_the_loaded_games_window_holds_both_folders(tmp_path: Path) -> None:
    saves, elsewhere = tmp_path / "saves", tmp_path / "elsewhere"
    save_game(game.new_game(9), elsewhere / "run.sav")
    window = subprocess.Popen(
        [sys.executable, "main.py", "--load", str(elsewhere / "run.sav"), "--save-dir", str(saves)],
        cwd=ROOT,
        env=_env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        for _ in range(600):  # until the game has started (a guard, not a speed check)
            if held(elsewhere) and held(saves):
                break
            assert window.poll() is None, window.stderr.read()
            time.sleep(0.1)
        assert held(elsewhere), "the loaded file's folder is not held"
        assert held(saves), "the saves folder is not held"
    finally:
        window.terminate()
        window.wait(timeout=60)
    assert not held(saves) and not held(elsewhere)
