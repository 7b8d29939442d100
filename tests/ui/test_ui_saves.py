"""Saving from the window game: Escape, closing the window, descending, a crash; death deletes
the save after the death screen; Continue and --load, with the backup offer for a bad save."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import game
from game.save import backup_path, load_game
from game.save.slot import SaveSlot
from game.ui.screens.death import DeathScreen
from game.ui.screens.game_menu import GameMenu
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox
from tests.scenario import scenario

STAIRS = """
    #######
    #.@>..#
    #######
"""


def quit_event() -> pygame.event.Event:
    return pygame.event.Event(pygame.QUIT)


def broken_slot(tmp_path: Path) -> SaveSlot:
    """A slot whose folder is a plain file: every save fails with an OSError."""
    (tmp_path / "blocked").write_text("not a folder")
    return SaveSlot(tmp_path / "blocked" / "ironbound.sav")


def test_escape_saves_and_continue_loads(tmp_path, make_app, drive):
    slot = SaveSlot.in_dir(tmp_path)
    app = make_app()
    app.slot = slot
    d = drive(app)
    assert not app.menu.enabled("continue")
    d.key("n")
    state = app.state
    d.key("l")
    d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu) and not slot.exists()  # a menu first, no save yet
    d.key("q")  # Save and quit
    assert isinstance(app.top, MainMenu) and slot.exists()
    assert game.digest(load_game(slot.path)) == game.digest(state)
    assert app.menu.note == "Game saved."
    # a new session: Continue is lit and loads the save
    app.state = None
    assert app.menu.enabled("continue")
    d.click(app.menu.option_rects["continue"].center)
    assert app.top is app.game and game.digest(app.state) == game.digest(state)


def test_escape_that_cannot_save_stays_in_the_game(tmp_path, make_app, drive, room_state):
    app = make_app(state=room_state)
    app.slot = broken_slot(tmp_path)
    d = drive(app)
    d.key(code=pygame.K_ESCAPE)
    d.key("q")
    box = app.top
    assert isinstance(box, MessageBox) and "still in the game" in box.message
    d.key(code=pygame.K_RETURN)
    assert app.top is app.game and app.state is room_state


def test_closing_the_window_saves_and_quits(tmp_path, make_app, drive, room_state):
    slot = SaveSlot.in_dir(tmp_path)
    app = make_app(state=room_state)
    app.slot = slot
    d = drive(app)
    d.send(quit_event())
    assert not app.running and slot.exists()
    assert game.digest(load_game(slot.path)) == game.digest(room_state)


def test_closing_the_window_when_saving_fails_asks_first(tmp_path, make_app, drive, room_state):
    app = make_app(state=room_state)
    app.slot = broken_slot(tmp_path)
    d = drive(app)
    d.send(quit_event())
    assert app.running and isinstance(app.top, MessageBox)
    d.key(code=pygame.K_ESCAPE)  # Esc picks the safe answer: stay
    assert app.running and app.top is app.game
    d.send(quit_event())
    d.key("q")  # Quit anyway
    assert not app.running


def test_descending_saves(tmp_path, make_app, drive):
    slot = SaveSlot.in_dir(tmp_path)
    state = scenario(STAIRS)
    app = make_app(state=state)
    app.slot = slot
    d = drive(app)
    d.key("l")
    assert not slot.exists()
    d.key(">")
    assert state.depth == 2 and slot.exists()
    assert load_game(slot.path).depth == 2


def test_death_deletes_the_save_after_the_death_screen(tmp_path, make_app, drive, room_state):
    slot = SaveSlot.in_dir(tmp_path)
    slot.save(room_state)
    slot.save(room_state)  # and a backup
    app = make_app(state=room_state)
    app.slot = slot
    d = drive(app)
    room_state.player.fighter.hp = 0
    d.send()
    assert isinstance(app.top, DeathScreen)
    assert slot.exists() and backup_path(slot.path).exists()  # not yet
    d.click(app.layout.window.center)
    assert isinstance(app.top, MainMenu)
    assert not slot.exists() and not backup_path(slot.path).exists()
    assert not app.menu.enabled("continue")


def test_bad_save_offers_the_backup_and_keeps_the_file(tmp_path, make_app, drive):
    slot = SaveSlot.in_dir(tmp_path)
    first, second = game.new_game(3), game.new_game(4)
    slot.save(first)
    slot.save(second)  # first becomes the backup
    slot.path.write_bytes(b"garbage" * 10)
    bad = slot.path.read_bytes()
    app = make_app()
    app.slot = slot
    d = drive(app)
    d.click(app.menu.option_rects["continue"].center)
    box = app.top
    assert isinstance(box, MessageBox) and "backup" in box.message
    d.key("n")  # decline: back at the menu, nothing loaded
    assert isinstance(app.top, MainMenu) and app.state is None
    d.click(app.menu.option_rects["continue"].center)
    d.click(app.top.button_rects[0].center)  # accept
    assert app.top is app.game and game.digest(app.state) == game.digest(first)
    assert slot.path.read_bytes() == bad  # never deleted or overwritten on load


def test_bad_save_without_backup_says_why(tmp_path, make_app, drive):
    slot = SaveSlot.in_dir(tmp_path)
    slot.path.write_bytes(b"garbage")
    app = make_app()
    app.slot = slot
    d = drive(app)
    d.key("c")
    assert isinstance(app.top, MessageBox) and app.state is None
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, MainMenu) and slot.path.read_bytes() == b"garbage"


def test_a_crash_in_the_loop_saves_first(tmp_path, make_app, room_state, monkeypatch):
    slot = SaveSlot.in_dir(tmp_path)
    app = make_app(state=room_state)
    app.slot = slot

    def boom() -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(app.game, "update", boom)
    with pytest.raises(RuntimeError) as caught:
        app.run()
    assert slot.exists() and "saved the game" in "".join(caught.value.__notes__)


def test_cli_load_and_save_dir_reach_the_window(tmp_path, monkeypatch):
    from game.cli import main
    from game.ui.app import App

    opened: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: opened.append(self))
    state = game.new_game(9)
    path = tmp_path / "elsewhere.sav"
    SaveSlot(path).save(state)
    assert main(["--load", str(path)]) == 0
    app = opened[-1]
    assert app.slot.path == path and game.digest(app.state) == game.digest(state)
    assert main(["--new", "--seed", "2", "--save-dir", str(tmp_path / "dir")]) == 0
    assert opened[-1].slot.path == tmp_path / "dir" / "ironbound.sav"
    pygame.quit()


def test_death_with_an_unusable_save_folder_says_so(tmp_path, make_app, drive, room_state):
    app = make_app(state=room_state)
    app.slot = broken_slot(tmp_path)
    d = drive(app)
    room_state.player.fighter.hp = 0
    d.send()
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, MainMenu) and "Could not delete the save" in app.menu.note
