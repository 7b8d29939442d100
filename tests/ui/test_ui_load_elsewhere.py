"""Issue 20, defect 8: ``--load PATH`` changes only the save file. Recordings, run summaries and
screenshots go to the saves folder the player has (``--save-dir``, the environment, the
default), and once the loaded run is over the main menu's Continue sees that folder again."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

import game
from game import cli
from game.engine.actions.combat import apply_damage
from game.replay.keep import recordings_dir
from game.save import load_game, save_game
from game.save.morgue_file import MORGUE_DIR
from game.save.slot import SAVE_NAME, SaveSlot
from game.ui.app import App
from game.ui.screens.death import DeathScreen


@pytest.fixture
def opened(monkeypatch):
    apps: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: apps.append(self))
    yield apps
    pygame.quit()


@pytest.fixture
def folders(tmp_path: Path):
    """``saves/`` holding the normal run (seed 5, turn 7), ``elsewhere/run.sav`` another (seed
    9, turn 0)."""
    saves, elsewhere = tmp_path / "saves", tmp_path / "elsewhere"
    normal = game.new_game(5)
    for _ in range(7):
        normal.act("wait")
    save_game(normal, saves / SAVE_NAME)
    save_game(game.new_game(9), elsewhere / "run.sav")
    return saves, elsewhere


def loaded(opened, saves: Path, elsewhere: Path) -> App:
    assert cli.main(["--load", str(elsewhere / "run.sav"), "--save-dir", str(saves)]) == 0
    app = opened[-1]
    assert app.state.seed == 9
    return app


def test_the_loaded_game_saves_back_to_its_file(opened, folders) -> None:
    saves, elsewhere = folders
    app = loaded(opened, saves, elsewhere)
    assert app.slot.path == elsewhere / "run.sav"
    app.state.act("wait")
    app.save_and_leave()
    assert load_game(elsewhere / "run.sav").turn == 1
    assert load_game(saves / SAVE_NAME).seed == 5  # the normal run untouched


def test_recordings_and_screenshots_go_to_the_saves_folder(opened, folders) -> None:
    saves, elsewhere = folders
    app = loaded(opened, saves, elsewhere)
    app.keep_recording()
    assert list(recordings_dir(saves).iterdir())
    assert not recordings_dir(elsewhere).exists()
    assert app.screenshots_dir() == saves / "screenshots"


def test_after_the_loaded_run_ends_the_menu_sees_the_saves_folder(opened, folders) -> None:
    saves, elsewhere = folders
    app = loaded(opened, saves, elsewhere)
    apply_damage(app.state, app.state.player, 999, cause="Orc")
    app.sync()
    assert app.showing(DeathScreen)
    assert list((saves / MORGUE_DIR).iterdir()) and not (elsewhere / MORGUE_DIR).exists()
    app.end_game()
    assert not (elsewhere / "run.sav").exists()  # permadeath took the loaded run's save
    assert app.slot.path == saves / SAVE_NAME
    assert app.can_continue()
    app.continue_game()
    assert app.state is not None and app.state.seed == 5  # the normal run


def test_a_new_game_from_the_menu_saves_into_the_saves_folder(opened, folders) -> None:
    saves, elsewhere = folders
    app = loaded(opened, saves, elsewhere)
    app.save_and_leave()
    before = (elsewhere / "run.sav").read_bytes()
    app.state = None  # (left for the menu)
    app.offer_new_game()
    box = app.top
    assert "A game on floor 1, turn 7 is in progress" in box.message  # the saves folder's run
    box.choose(0)
    assert app.state.seed != 9 and app.slot.path == saves / SAVE_NAME
    app.saves.save(app.state)
    assert (elsewhere / "run.sav").read_bytes() == before
    assert load_game(saves / SAVE_NAME).seed == app.state.seed


def test_a_slot_given_alone_is_its_own_saves_folder(tmp_path: Path, make_app) -> None:
    app = make_app()
    app.slot = SaveSlot.in_dir(tmp_path)
    assert app.screenshots_dir() == tmp_path / "screenshots"
