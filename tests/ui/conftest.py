"""pygame tests run on SDL's dummy drivers: no window, no sound card needed."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine.scenario import scenario  # noqa: E402

ROOM = """
    ##########
    #........#
    #...@....#
    #........#
    #......>.#
    ##########
"""


@pytest.fixture
def make_app():
    """A factory for Apps of a given size on the dummy display; pygame shut down after."""
    from game.ui.app import App

    def make(size: tuple[int, int] = (1280, 720), state=None) -> App:
        app = App(size, resizable=False)
        if state is not None:
            app.start(state)
        return app

    yield make
    pygame.quit()


@pytest.fixture
def room_state():
    """The player alone in a small lit room, wearing the starting Dagger and Leather Armor."""
    return scenario(ROOM, seed=1)


def key_event(char: str = "", code: int | None = None) -> pygame.event.Event:
    """A KEYDOWN event as pygame makes it: a key code plus the typed character."""
    if code is None:
        code = ord(char.lower()) if len(char) == 1 else 0
    return pygame.event.Event(pygame.KEYDOWN, key=code, unicode=char, mod=0, scancode=0)


@pytest.fixture
def press():
    """``press(app, "i")`` or ``press(app, code=pygame.K_RETURN)``: one key to the app."""

    def send(app, char: str = "", code: int | None = None) -> None:
        app.handle(key_event(char, code))

    return send
