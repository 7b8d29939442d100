"""A window dragged down to a few pixels (a VIDEORESIZE to any size) still draws every screen
and modal: no "Invalid resolution for Surface", and the window asks for a minimum size."""

from __future__ import annotations

import pygame
import pytest

import game
from game.agents.autoplay import play
from game.ui import window as window_module
from game.ui.layout import MIN_SIZE
from game.ui.screen_names import SCREENS
from game.ui.screens.context_menu import ContextMenu
from game.ui.screens.message_box import MessageBox

TINY = [(1, 1), (2, 3), (39, 600), (600, 39), (40, 40), (120, 80), (200, 120), (639, 479)]


@pytest.fixture(scope="module")
def played():
    return play(game.new_game(11), 300)


def resize(app, size: tuple[int, int]) -> None:
    """What a player's drag does: the display changes size, then SDL sends VIDEORESIZE."""
    pygame.display.set_mode(size)
    app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def extra_modals(app):
    """Modals that no screen name opens: a message box and an item's context menu."""
    item = app.state.player.inventory.items[0]
    return [
        MessageBox(
            app,
            "Could not save",
            "A long message " * 20,
            [("Quit anyway", lambda: None), ("Stay", lambda: None)],
        ),
        ContextMenu(app, item, (5, 5)),
    ]


@pytest.mark.parametrize("size", TINY, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_draws_at_a_tiny_size(make_app, played, size):
    app = make_app((1280, 720), played)
    drawn = 0
    for name in SCREENS:
        app.play.start(played)
        resize(app, size)
        assert app.surface.get_size() == size
        app.open(name)
        app.update()
        app.draw()
        drawn += 1
    for modal in extra_modals(app):
        app.play.start(played)
        resize(app, size)
        app.push(modal)
        app.draw()
        drawn += 1
    app.state = None
    app.to_main_menu()
    app.draw()
    assert drawn == len(SCREENS) + 2


@pytest.mark.parametrize(
    "size, asked", [((800, 600), MIN_SIZE), ((600, 39), (600, 39)), ((1000, 300), (640, 300))]
)
def test_the_window_asks_for_a_minimum_size(make_app, monkeypatch, size, asked):
    """MIN_SIZE, never more than the window opened at: SDL would grow the window under
    pygame's display surface, and the next blit would crash (it did, at --size 600x39)."""
    calls = []

    class Window:
        @classmethod
        def from_display_module(cls):
            return cls()

        def __setattr__(self, name, value):
            calls.append((name, value))

    monkeypatch.setattr(pygame, "Window", Window)
    app = make_app(size)
    assert calls == [("minimum_size", asked)]
    assert window_module.minimum_size(size) == asked
    app.draw()


@pytest.mark.parametrize("screen", ["inventory", "character", "levelup", "help"])
def test_a_window_opened_tiny_draws_its_screen(tmp_path, screen):
    """From the command line, at a size under the minimum (in its own process: the crash
    this guards against was a segfault, about one run in two)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    shot = tmp_path / "shot.png"
    done = subprocess.run(
        [
            sys.executable,
            str(root / "main.py"),
            "--seed",
            "3",
            "--size",
            "600x39",
            "--screen",
            screen,
            "--screenshot",
            str(shot),
        ],
        cwd=root,
        capture_output=True,
        text=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy"},
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert pygame.image.load(str(shot)).get_size() == (600, 39)
