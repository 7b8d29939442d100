"""pygame tests run on SDL's dummy drivers: no window, no sound card needed."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from tests.scenario import scenario  # noqa: E402

ROOM = """
    ##########
    #........#
    #...@....#
    #........#
    #......>.#
    ##########
"""


@pytest.fixture(autouse=True)
def still_frames(monkeypatch):
    """UI tests see each command's outcome in the very next frame: apps start with animation
    off. Tests of the animations (test_ui_animation.py) turn it on for their app."""
    monkeypatch.setattr("game.ui.animation.DEFAULT_SPEED", 0.0)


@pytest.fixture(autouse=True)
def settled_level_up(monkeypatch):
    """UI tests find the level-up box listening once drawn; the tests of its settling
    (test_ui_level_up.py) give it back its moment and a clock of their own."""
    monkeypatch.setattr("game.ui.screens.level_up.SETTLE_SECONDS", 0.0)


@pytest.fixture(autouse=True)
def unsettled_heap(monkeypatch):
    """UI tests' apps leave the heap alone after a floor's first frame (a full collection
    and a freeze, 20-50 ms each time: seconds over the UI tests); the tests of the settling
    (test_ui_heap.py) give it back."""
    monkeypatch.setattr("game.ui.heap.HeapKeeper.settle_for", lambda keeper, moment: False)


@pytest.fixture
def make_app():
    """A factory for Apps of a given size on the dummy display; pygame shut down after."""
    from game.ui.app import App

    def make(size: tuple[int, int] = (1280, 720), state=None) -> App:
        app = App(size, resizable=False)
        if state is not None:
            app.play.start(state)
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


class Driver:
    """Drives an App through pygame's real event queue: each helper posts events and runs one
    ``app.frame()`` (events, update, draw), the same path a player's input takes."""

    def __init__(self, app) -> None:
        self.app = app
        pygame.event.clear()
        app.frame()  # draw once so every panel knows where its hit regions are

    def send(self, *events: pygame.event.Event) -> None:
        for event in events:
            pygame.event.post(event)
        self.app.frame()

    def key(self, char: str = "", code: int | None = None, mod: int = 0) -> None:
        event = key_event(char, code)
        event.mod = mod
        self.send(event)

    def move(self, pos, held: bool = False) -> None:
        self.send(
            pygame.event.Event(
                pygame.MOUSEMOTION,
                pos=tuple(pos),
                rel=(1, 1),
                buttons=(1, 0, 0) if held else (0, 0, 0),
            )
        )

    def click(self, pos, button: int = 1) -> None:
        pos = tuple(pos)
        self.move(pos)
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))

    def drag(self, start, end, steps: int = 4) -> None:
        start, end = tuple(start), tuple(end)
        self.move(start)
        self.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            self.move((x, y), held=True)
        self.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))

    def wheel(self, pos, notches: int) -> None:
        self.move(pos)
        self.send(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False))


@pytest.fixture
def drive():
    """``drive(app)``: a Driver for that app."""
    return Driver
