"""The garbage collector stays out of the frames: the heap is collected and frozen once when a
game or floor first shows, so a walk never stops for a full collection."""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from game.engine.stage import Stage
from game.ui.heap import HeapKeeper
from tests.ui.conftest import key_event

#: The settling itself, which the UI tests' apps go without (conftest.py's unsettled_heap).
SETTLE = HeapKeeper.settle_for


@pytest.fixture(autouse=True)
def thawed(monkeypatch):
    monkeypatch.setattr(HeapKeeper, "settle_for", SETTLE)
    yield
    gc.unfreeze()


class Node:
    def __init__(self) -> None:
        self.me = self  # a cycle: only the collector frees it


def test_settling_freezes_once_per_moment_and_frees_what_was_frozen_before():
    keeper = HeapKeeper()
    kept = Node()
    probe = weakref.ref(kept)
    assert keeper.settle_for(("game", 1))
    assert gc.get_freeze_count() > 0, "what survives is frozen"
    assert not keeper.settle_for(("game", 1)), "the same floor: no second pause"
    del kept  # frozen garbage now: only an unfreeze lets a collection see it
    assert probe() is not None
    assert keeper.settle_for(("game", 2))
    assert probe() is None, "the next settle collected what the last one froze"
    assert keeper.settles == 2


def test_the_loop_settles_when_a_game_and_a_new_floor_first_show(make_app, room_state, monkeypatch):
    app = make_app((1280, 720), room_state)
    moments = []
    real_settle = app.heap.settle_for
    monkeypatch.setattr(
        app.heap, "settle_for", lambda moment: moments.append(moment) or real_settle(moment)
    )
    frames = {"n": 0}
    real_frame = app.frame

    def frame(events=None):
        frames["n"] += 1
        if frames["n"] == 3:
            room_state.stage = Stage(20, 20)  # as a descent does
        if frames["n"] == 6:
            app.quit()
        return real_frame([key_event(".")])  # a wait: every frame draws

    monkeypatch.setattr(app, "frame", frame)
    monkeypatch.setattr(app, "next_events", lambda: [])
    app.run()
    assert len(moments) == 5 and len(set(moments)) == 2
    assert app.heap.settles == 2, "once for the game's first floor, once for the new one"
    pygame.init()


def test_a_frame_driven_without_the_loop_settles_as_the_loop_does(make_app, room_state):
    """A benchmark or a test calling ``App.frame`` meets the collector as the game does: the
    first frame of a floor settles the heap (the garbage made before is gone, not left for a
    full collection in a later frame), and the frames after it do not."""
    app = make_app((1280, 720), room_state)
    kept = Node()
    probe = weakref.ref(kept)
    del kept  # garbage only the collector frees
    assert app.frame([key_event(".")])
    assert app.heap.settles == 1 and probe() is None
    assert app.frame([key_event(".")])
    assert app.heap.settles == 1, "the same floor: no second pause"
    room_state.stage = Stage(20, 20)  # as a descent does
    assert app.frame([key_event(".")])
    assert app.heap.settles == 2
