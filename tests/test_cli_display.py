"""With no display, the window game says so and exits non-zero instead of running unseen on
SDL's off-screen driver; --screenshot and --headless still work with no display."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.ui.display_check import display_problem, fallback_problem

ROOT = Path(__file__).resolve().parents[1]


def no_display_env(**extra: str) -> dict[str, str]:
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")
    }
    env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER="dummy", **extra)
    return env


def run(args: list[str], env: dict[str, str], tmp_path: Path) -> subprocess.CompletedProcess:
    # timeout: a guard against the very hang this is about, not a speed assertion
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--save-dir", str(tmp_path), *args],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )


@pytest.mark.parametrize(
    "env, expected",
    [
        ({}, True),
        ({"DISPLAY": ""}, True),
        ({"DISPLAY": ":0"}, False),
        ({"WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"SDL_VIDEODRIVER": "dummy"}, False),  # asked for: tests, screenshots
    ],
)
def test_display_problem_on_linux(env, expected):
    assert (display_problem(env, "linux") is not None) is expected


def test_other_platforms_are_left_to_sdl():
    assert display_problem({}, "win32") is None
    assert display_problem({}, "darwin") is None


def test_an_off_screen_fallback_is_a_problem_only_when_not_asked_for():
    assert "offscreen" in fallback_problem("offscreen", chosen=False)
    assert fallback_problem("dummy", chosen=False) is not None
    assert fallback_problem("dummy", chosen=True) is None
    assert fallback_problem("x11", chosen=False) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is Linux's")
def test_no_display_says_so_and_exits_non_zero(tmp_path):
    done = run([], no_display_env(), tmp_path)
    assert done.returncode == 2
    assert "DISPLAY and WAYLAND_DISPLAY are not set" in done.stderr
    assert "--headless" in done.stderr
    assert not (tmp_path / "ironbound.sav").exists()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is Linux's")
def test_a_display_sdl_cannot_reach_is_caught_after_sdl_starts(tmp_path):
    # DISPLAY names no server: SDL falls back to its off-screen driver on its own
    done = run(["--new", "--seed", "3"], no_display_env(DISPLAY=":179"), tmp_path)
    assert done.returncode == 2
    assert "SDL found no screen" in done.stderr


def test_screenshot_and_headless_need_no_display(tmp_path):
    shot = tmp_path / "shot.png"
    done = run(["--seed", "3", "--screenshot", str(shot)], no_display_env(), tmp_path)
    assert done.returncode == 0, done.stderr
    assert shot.stat().st_size > 0
    done = run(["--seed", "3", "--autoplay", "10", "--headless"], no_display_env(), tmp_path)
    assert done.returncode == 0, done.stderr
    assert '"seed": 3' in done.stdout
