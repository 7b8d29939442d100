""" "New game" with a game in progress asks first, names what would be lost, and keeps it
unless the player says otherwise (Enter, Esc, a right-click or a click outside keep it)."""

from __future__ import annotations

import pygame
import pytest

import game
from game.save import load_game, save_game
from game.save.slot import SaveSlot
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox


@pytest.fixture
def saved(tmp_path):
    """A slot holding a game on floor 4, turn 1,250."""
    state = game.new_game(7)
    state.depth, state.turn = 4, 1250
    slot = SaveSlot.in_dir(tmp_path)
    save_game(state, slot.path)
    return slot


def at_menu(make_app, drive, slot):
    app = make_app()
    app.slot = slot
    return app, drive(app)


def test_new_game_with_no_save_starts_at_once(tmp_path, make_app, drive):
    app, d = at_menu(make_app, drive, SaveSlot.in_dir(tmp_path))
    d.key("n")
    assert app.top is app.game and app.state is not None


def test_new_game_names_the_saved_game_and_enter_keeps_it(saved, make_app, drive):
    before = saved.path.read_bytes()
    app, d = at_menu(make_app, drive, saved)
    d.key("n")
    box = app.top
    assert isinstance(box, MessageBox)
    assert box.message == (
        "A game on floor 4, turn 1,250 is in progress. Start a new one and end it?"
    )
    assert app.state is None
    assert box.box.contains(box.message_rect) and box.box.contains(box.button_rects[-1])
    assert all(rect.top >= box.message_rect.bottom for rect in box.button_rects)
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, MainMenu) and app.state is None
    assert saved.path.read_bytes() == before


@pytest.mark.parametrize("how", ["escape", "right-click", "click outside", "typed n"])
def test_every_way_out_keeps_the_game(saved, make_app, drive, how):
    app, d = at_menu(make_app, drive, saved)
    d.click(app.menu.option_rects["new"].center)
    assert isinstance(app.top, MessageBox)
    if how == "escape":
        d.key(code=pygame.K_ESCAPE)
    elif how == "right-click":
        d.click(app.top.box.center, button=3)
    elif how == "click outside":
        d.click((2, 2))
    else:
        d.key("n")  # "n" again (the menu's key) must not confirm
        assert isinstance(app.top, MessageBox)
        d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu) and app.state is None
    assert load_game(saved.path).turn == 1250


def test_starting_anyway_by_key_and_by_click(saved, make_app, drive):
    app, d = at_menu(make_app, drive, saved)
    d.key("n")
    d.key("s")
    assert app.top is app.game and app.state is not None and app.state.turn == 0
    app.to_main_menu()
    app.state = None
    d.key("n")
    box = app.top
    assert isinstance(box, MessageBox)
    d.click(box.button_rects[0].center)
    assert app.top is app.game and app.state.turn == 0


def test_a_game_in_memory_is_named_too(make_app, drive, tmp_path):
    app, d = at_menu(make_app, drive, SaveSlot.in_dir(tmp_path))
    d.key("n")
    app.state.turn = 12
    app.to_main_menu()
    d.key("n")
    assert isinstance(app.top, MessageBox)
    assert "A game on floor 1, turn 12 is in progress" in app.top.message
    d.key(code=pygame.K_ESCAPE)
    assert app.state.turn == 12


def test_a_damaged_save_is_named_as_damaged(saved, make_app, drive):
    saved.path.write_bytes(b"not a save at all")
    app, d = at_menu(make_app, drive, saved)
    d.key("n")
    assert isinstance(app.top, MessageBox)
    assert "damaged" in app.top.message
    d.key(code=pygame.K_RETURN)
    assert app.state is None and saved.path.read_bytes() == b"not a save at all"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440)])
def test_the_question_leaves_no_word_alone_on_its_last_line(saved, make_app, drive, size):
    """Issue 20, defect 10: "Start a new game?" left "it?" alone on a line."""
    from game.ui import text

    app = make_app(size)
    app.slot = saved
    app.to_main_menu()
    d = drive(app)
    d.key("n")
    box = app.top
    assert isinstance(box, MessageBox)
    inner = box.message_image().get_width()
    layout = app.layout
    width = box.fitted(box.room(), 620, 0)[0] - 2 * (layout.pad * 2 + 4 * layout.frame_scale)
    assert inner <= width
    for paragraph in box.message.split("\n"):
        lines = text.wrap(paragraph, layout.font, width)
        assert len(lines) == 1 or len(lines[-1].split()) > 1, lines


def test_wrapping_moves_a_word_down_rather_than_leave_one_alone():
    from game.ui import text

    words = "A game on floor 4, turn 1,250 is in progress. Start a new one and end it?"
    for width in range(200, 1400, 7):
        lines = text.wrap(words, 20, width)
        assert all(text.width(line, 20) <= width for line in lines)
        assert " ".join(lines) == words
        if len(lines) > 1:
            assert len(lines[-1].split()) > 1 or len(lines[-2].split()) == 1, (width, lines)
