"""The menu appears fast: launching the game shows the menu's first frame before tcod, the
floor builder or the engine's state is imported (they come when a game starts)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("tcod", "game.engine.game", "game.engine.procgen", "game.content")

#: Runs the command line as a player would; at the first frame sent to the display it prints
#: the heavy modules imported so far and stops; else it starts a game and says what is loaded.
CHILD = f"""
import os, sys, pygame
def first_frame(*args):
    print("FRAME", ",".join(n for n in {HEAVY!r} if n in sys.modules) or "-", flush=True)
    os._exit(0)
pygame.display.flip = first_frame
pygame.display.update = first_frame
from game.cli import main
main(sys.argv[1:])
"""


def first_frame_imports(*args: str, tmp_path: Path) -> str:
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        PYTHONPATH=str(ROOT),
    )
    child = subprocess.run(
        [sys.executable, "-c", CHILD, "--save-dir", str(tmp_path), *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    lines = [line for line in child.stdout.splitlines() if line.startswith("FRAME")]
    assert lines, child.stdout + child.stderr
    return lines[0].split()[1]


def test_the_first_menu_frame_imports_no_tcod_nor_engine(tmp_path):
    assert first_frame_imports(tmp_path=tmp_path) == "-"


def test_a_new_game_does_import_them(tmp_path):
    """The check sees them when they are there: ``--new`` skips the menu for the game."""
    assert set(first_frame_imports("--new", "--seed", "3", tmp_path=tmp_path).split(",")) == set(
        HEAVY
    )
