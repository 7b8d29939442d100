"""The replay in the window, driven by posted events: pause and resume, speed, one turn at a
time, jump to a turn (back too), the HUD's line, read only, Esc leaves. The replay's clock is
a fake one the test moves: no timed assertion."""

from __future__ import annotations

import pygame
import pytest

import game
from game.agents.autoplay import play
from game.engine.actions import WaitAction
from game.engine.actions.base import DONE
from game.replay.file import decode_recording, encode, from_state
from game.replay.keep import recordings_dir
from game.replay.player import Replay
from game.save.slot import SaveSlot
from game.ui import text
from game.ui.input import Command
from game.ui.screens import replay_screen
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.replay_screen import READ_ONLY, ReplayScreen, watch

SEED, TURNS = 7, 400


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def monotonic(self) -> float:
        return self.now


@pytest.fixture(scope="module")
def recording():
    state = game.new_game(SEED)
    play(state, TURNS)
    return decode_recording(encode(from_state(state, "autoplay")))


@pytest.fixture
def clock(monkeypatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(replay_screen, "time", fake)
    return fake


def digest_at(turn: int) -> str:
    state = game.new_game(SEED)
    play(state, turn)
    return game.digest(state)


def test_pause_speed_step_and_jump_by_posted_events(recording, clock, make_app, drive):
    app = make_app()
    screen = watch(app, Replay(recording))
    d = drive(app)  # the first frame plays the first turn at once
    assert isinstance(app.top, ReplayScreen) and app.state.turn == 1
    d.key(" ")  # pause
    clock.now += 10
    d.send()
    assert app.state.turn == 1 and screen.paused and "paused" in screen.status()
    d.key(" ")  # resume: a turn at once, then 5x = 20 turns a second
    assert app.state.turn == 2
    clock.now += 1
    d.send()
    assert app.state.turn == 22
    d.key("]")
    assert screen.speed == 10
    clock.now += 0.5
    d.send()
    assert app.state.turn == 42
    for _ in range(9):
        d.key("[")
    assert screen.speed == 1
    for _ in range(9):
        d.key("]")
    assert screen.speed == 50
    d.key(".")  # one turn, and paused
    assert app.state.turn == 43 and screen.paused
    d.key(code=pygame.K_RIGHT)
    assert app.state.turn == 44
    for char in "t150":
        d.key(char)
    assert "Jump to turn: 150_" in screen.status()
    d.key(code=pygame.K_RETURN)
    assert app.state.turn == 150 and screen.status().startswith("Replay: turn 150 / 400")
    assert game.digest(app.state) == digest_at(150)
    old = app.state
    for char in "t20":
        d.key(char)
    d.key(code=pygame.K_RETURN)  # back: a new game from the seed, replayed to turn 20
    assert app.state is not old and app.state.turn == 20
    assert game.digest(app.state) == digest_at(20)
    d.key(code=pygame.K_HOME)
    assert app.state.turn == 0
    for char in "t99999":
        d.key(char)
    d.key(code=pygame.K_RETURN)
    assert screen.replay.done and app.state.turn == TURNS
    assert "every digest matched" in screen.status()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_end_verdict_is_drawn_whole(recording, clock, make_app, drive, size):
    """The playtest (seed 11, won, 1280x720) saw "...(victory); every digest ma..." cut at
    the map's edge: the whole line is drawn, in as many lines as fit the map."""
    app = make_app(size)
    screen = watch(app, Replay(recording))
    d = drive(app)
    for char in "t99999":
        d.key(char)
    d.key(code=pygame.K_RETURN)
    assert screen.replay.done and "every digest matched" in screen.status()
    app.draw()
    assert " ".join(screen.status_lines).split() == screen.status().split()
    if size == (800, 600):
        assert len(screen.status_lines) > 1  # the map is narrower than the verdict
    stage = app.layout.stage
    assert all(
        text.width(line, app.layout.small_font) <= stage.width - 2 * app.layout.pad
        for line in screen.status_lines
    )


def test_the_viewer_changes_nothing_but_can_look(recording, clock, make_app, drive):
    app = make_app()
    screen = watch(app, Replay(recording))
    d = drive(app)
    d.key(" ")
    before = game.digest(app.state)
    for char in "lhg>x":  # move, pick up, descend, explore
        d.key(char)
    assert game.digest(app.state) == before and screen.toast_text == READ_ONLY
    d.key("i")  # the inventory opens, read only: choosing an item changes nothing
    assert isinstance(app.top, ItemListModal)
    d.key("a")
    assert game.digest(app.state) == before
    assert not app.act(WaitAction(app.state.player)) and game.digest(app.state) == before
    while not isinstance(app.top, ReplayScreen):
        d.key(code=pygame.K_ESCAPE)
    screen.perform(Command("explore"))  # the action bar's buttons: refused, but Menu leaves
    assert game.digest(app.state) == before and app.running
    d.key(code=pygame.K_ESCAPE)  # Esc leaves
    assert not app.running
    app.running = True
    screen.perform(Command("menu"))
    assert not app.running


def test_f9_keeps_a_recording_and_a_run_end_keeps_one(tmp_path, make_app, drive, monkeypatch):
    app = make_app(state=game.new_game(3))
    app.slot = SaveSlot.in_dir(tmp_path)
    d = drive(app)
    d.key("l")
    d.key(code=pygame.K_F9)
    kept = sorted(recordings_dir(tmp_path).iterdir())
    assert len(kept) == 1 and kept[0].name.endswith("-key.ibrec")
    assert "Recording kept" in app.game.toast_text
    monkeypatch.setattr(
        WaitAction, "perform", lambda self, world: (setattr(world.player.fighter, "hp", 0), DONE)[1]
    )
    d.key(".")
    assert app.state.game_over
    kept = sorted(recordings_dir(tmp_path).iterdir())
    assert len(kept) == 2 and any(p.name.endswith("-death.ibrec") for p in kept)
