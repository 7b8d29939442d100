"""Issue 20, defect 2 (the window): ``--new`` with a run saved asks the main menu's question at
start, before anything is replaced; keeping the run is the default. After a new game replaced a
run, its first and second saves leave that run in the backup."""

from __future__ import annotations

import pygame
import pytest

import game
from game import cli
from game.agents.autoplay import play
from game.save import load_game, save_game
from game.save.slot import SaveSlot
from game.ui.app import App
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox


@pytest.fixture
def opened(monkeypatch):
    """The apps ``main`` opened (their main loop replaced by nothing)."""
    apps: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: apps.append(self))
    yield apps
    pygame.quit()


@pytest.fixture
def saved(tmp_path):
    """A run on turn 64 saved in the saves folder ``tmp_path``."""
    slot = SaveSlot.in_dir(tmp_path)
    state = play(game.new_game(7), 64)
    save_game(state, slot.path)
    return slot, state


def test_new_asks_the_menus_question_first(saved, opened, tmp_path):
    slot, old = saved
    before = slot.path.read_bytes()
    assert cli.main(["--new", "--seed", "11", "--save-dir", str(tmp_path)]) == 0
    app = opened[-1]
    assert isinstance(app.top, MessageBox) and app.top.title == "Start a new game?"
    assert app.top.message == app.play.saves.at_stake(None)
    assert f"turn {old.turn}" in app.top.message
    assert app.state is None and slot.path.read_bytes() == before
    drive_key(app, pygame.K_RETURN)  # Enter keeps it (the default)
    assert isinstance(app.top, MainMenu) and app.state is None
    assert slot.path.read_bytes() == before


def drive_key(app: App, code: int, char: str = "") -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=code, unicode=char, mod=0, scancode=0))


def test_starting_anyway_plays_the_seed_and_the_backup_keeps_the_old_run(saved, opened, tmp_path):
    slot, old = saved
    assert cli.main(["--new", "--seed", "11", "--save-dir", str(tmp_path)]) == 0
    app = opened[-1]
    drive_key(app, ord("s"), "s")  # (s) Start a new game
    assert app.state is not None and app.state.seed == 11 and app.state.turn == 0
    app.state.act("wait")
    app.play.save_and_leave()  # "Save and quit": the first save
    assert game.digest(load_game(slot.backup_path)) == game.digest(old)
    app.request_quit()  # closing the window saves again: the second save
    assert load_game(slot.path).seed == 11
    assert game.digest(load_game(slot.backup_path)) == game.digest(old)


def test_new_with_nothing_saved_starts_at_once(opened, tmp_path):
    assert cli.main(["--new", "--seed", "11", "--save-dir", str(tmp_path)]) == 0
    app = opened[-1]
    assert app.top is app.game and app.state.seed == 11


def test_force_new_starts_at_once(saved, opened, tmp_path):
    assert cli.main(["--new", "--force-new", "--seed", "11", "--save-dir", str(tmp_path)]) == 0
    app = opened[-1]
    assert app.top is app.game and app.state.seed == 11
