"""A real window under Xvfb, driven by xdotool like a player: start a new game, take the
Dagger off by clicking its doll slot, drag the Leather Armor off onto the inventory, put the
armour back on by clicking its inventory row, then Escape and q (the game menu's "Save and
quit"), which saves; the save must hold it.

Click positions come from the same panels drawn headless at the same window size. Skipped when
Xvfb or xdotool are missing, unless CI=true (then it fails: ``.ci/run`` installs them).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

import game
from game.save import load_game

ROOT = Path(__file__).resolve().parents[2]
SEED = 3
SIZE = (1024, 640)
TOOLS = ("Xvfb", "xdotool")


def _missing() -> list[str]:
    return [tool for tool in TOOLS if shutil.which(tool) is None]


pytestmark = pytest.mark.skipif(
    bool(_missing()) and os.environ.get("CI") != "true",
    reason=f"needs {' and '.join(TOOLS)} (apt-get install -y xvfb xdotool)",
)


def wait_for(check, timeout: float, what: str):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def display():
    """A fresh Xvfb server on a free display number (Xvfb picks it: -displayfd)."""
    assert not _missing(), f"missing {_missing()}: .ci/run installs them"
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def targets() -> dict[str, tuple[int, int]]:
    """Where the slots and rows are at SIZE, from the panels drawn headless (dummy driver)."""
    from game.ui.app import App

    state = game.new_game(SEED)
    app = App(SIZE, resizable=False)
    app.play.start(state)
    app.draw()
    slots = app.game.doll.slot_rects
    rows = {row.item.name: row.rect.center for row in app.game.inventory.drawn_rows}
    spots = {
        "main_hand": slots["main_hand"].center,
        "body": slots["body"].center,
        "leather_row": rows["Leather Armor"],
        "inventory": app.layout.inventory.center,
    }
    pygame.quit()
    return spots


def xdo(display: str, *args: str) -> str:
    done = subprocess.run(
        ["xdotool", *args],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        timeout=20,
    )
    return done.stdout.strip()


def test_real_window_equip_with_the_mouse_and_save_with_escape(display, tmp_path):
    spots = targets()
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER")
    }
    env.update(DISPLAY=display, PYGAME_HIDE_SUPPORT_PROMPT="1")
    saves = tmp_path / "saves"
    game_proc = subprocess.Popen(
        [
            sys.executable,
            str(ROOT / "main.py"),
            "--new",
            "--seed",
            str(SEED),
            "--save-dir",
            str(saves),
            "--size",
            f"{SIZE[0]}x{SIZE[1]}",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        # a window shown (mapped): clicks sent to one not yet mapped are lost
        window = wait_for(
            lambda: (
                xdo(display, "search", "--onlyvisible", "--pid", str(game_proc.pid)).splitlines()[
                    -1:
                ]
                or (game_proc.poll() is not None and ["gone"])
            ),
            30,
            "the window",
        )[0]
        if window == "gone":  # say all it can: a crash without a traceback shows as a code
            out, err = game_proc.communicate()
            pytest.fail(f"the game exited with code {game_proc.returncode}: {out}{err}")
        time.sleep(2.0)  # the first frames (a busy machine takes its time)

        def click(spot: str) -> None:
            x, y = spots[spot]
            xdo(display, "mousemove", "--window", window, str(x), str(y))
            time.sleep(0.15)
            xdo(display, "click", "--window", window, "1")
            time.sleep(0.4)

        click("main_hand")  # the Dagger comes off
        (x1, y1), (x2, y2) = spots["body"], spots["inventory"]
        xdo(display, "mousemove", "--window", window, str(x1), str(y1))
        time.sleep(0.15)
        xdo(display, "mousedown", "--window", window, "1")
        for i in range(1, 6):
            xdo(
                display,
                "mousemove",
                "--window",
                window,
                str(x1 + (x2 - x1) * i // 5),
                str(y1 + (y2 - y1) * i // 5),
            )
            time.sleep(0.08)
        xdo(display, "mouseup", "--window", window, "1")  # the armour dragged off
        time.sleep(0.4)
        click("leather_row")  # and put back on from its row
        xdo(display, "key", "--window", window, "Escape")  # the game menu
        time.sleep(0.3)
        xdo(display, "key", "--window", window, "q")  # Save and quit: the main menu
        save = saves / "ironbound.sav"
        wait_for(save.exists, 15, "the save file")
        time.sleep(0.3)
        state = load_game(save)
        worn = {
            slot: item.name if item else None for slot, item in state.player.equipment.slots.items()
        }
        assert worn == {
            slot: "Leather Armor" if slot == "body" else None
            for slot in state.player.equipment.slots
        }
        assert len(worn) == 10
        assert [item.name for item in state.player.inventory.items] == ["Dagger", "Leather Armor"]
        assert state.turn == 3
        xdo(display, "key", "--window", window, "q")  # Quit from the menu
        assert game_proc.wait(timeout=15) == 0
    finally:
        if game_proc.poll() is None:
            game_proc.terminate()
            game_proc.wait(timeout=10)
