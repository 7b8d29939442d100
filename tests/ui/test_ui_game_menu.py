"""The game menu (Escape): by keys and by mouse; Save and quit is one more key or click; closing
the window still saves and quits. Rest (Z) stops at once on a key. The minimap and the overview
travel where they are clicked."""

from __future__ import annotations

import pygame
import pytest

import game
from game.content import create_item
from game.save import load_game
from game.save.slot import SaveSlot
from game.ui.screens import game_screen
from game.ui.screens.game_menu import GameMenu
from game.ui.screens.help import HelpScreen
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.overview import OverviewScreen
from game.ui.screens.settings_screen import SettingsScreen
from tests.scenario import monsters, scenario


def bar_button(app, command):
    return next(b.rect.center for b in app.game.bar.buttons if b.command == command)


@pytest.fixture
def saving_app(make_app, drive, room_state, tmp_path):
    app = make_app(state=room_state)
    app.slot = SaveSlot.in_dir(tmp_path)
    return app, drive(app)


@pytest.mark.parametrize("how", ["key", "mouse"])
def test_save_and_quit_is_one_more_key_or_click(saving_app, how):
    app, d = saving_app
    state = app.state
    if how == "key":
        d.key(code=pygame.K_ESCAPE)
    else:
        d.click(bar_button(app, "menu"))
    menu = app.top
    assert isinstance(menu, GameMenu) and not app.slot.exists()  # nothing saved yet
    assert app.state is state and app.running
    app.frame()  # draw the menu: its rows have places now
    if how == "key":
        d.key("q")
    else:
        d.click(menu.option_rects["quit"].center)
    assert isinstance(app.top, MainMenu) and app.menu.note == "Game saved."
    assert game.digest(load_game(app.slot.path)) == game.digest(state)


@pytest.mark.parametrize(
    "how", ["escape", "r", "enter on Resume", "click Resume", "right-click", "click outside"]
)
def test_every_way_back_resumes_without_saving(saving_app, how):
    app, d = saving_app
    d.key(code=pygame.K_ESCAPE)
    menu = app.top
    app.frame()
    turn = app.state.turn
    if how == "escape":
        d.key(code=pygame.K_ESCAPE)
    elif how == "r":
        d.key("r")
    elif how == "enter on Resume":
        d.key(code=pygame.K_RETURN)
    elif how == "click Resume":
        d.click(menu.option_rects["resume"].center)
    elif how == "right-click":
        d.click(menu.box.center, button=3)
    else:
        d.click((2, 2))
    assert app.top is app.game and app.state.turn == turn and not app.slot.exists()


def test_arrows_reach_settings_and_help(saving_app):
    app, d = saving_app
    d.key(code=pygame.K_ESCAPE)
    d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, SettingsScreen)
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game
    d.key(code=pygame.K_ESCAPE)
    d.key("h")
    assert isinstance(app.top, HelpScreen)


def test_keys_that_mean_nothing_in_the_menu_do_nothing(saving_app):
    app, d = saving_app
    d.key(code=pygame.K_ESCAPE)
    menu, turn, pos = app.top, app.state.turn, app.state.player.pos
    for char in "xgi.>z1":
        d.key(char)
    assert app.top is menu and app.state.turn == turn and app.state.player.pos == pos


def test_closing_the_window_from_the_menu_saves_and_quits(saving_app):
    app, d = saving_app
    d.key(code=pygame.K_ESCAPE)
    d.send(pygame.event.Event(pygame.QUIT))
    assert not app.running and app.slot.exists()
    assert game.digest(load_game(app.slot.path)) == game.digest(app.state)


def test_settings_from_the_main_menu(make_app, drive):
    app = make_app()
    d = drive(app)
    d.key("s")
    assert isinstance(app.top, SettingsScreen)
    d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


# -- rest --------------------------------------------------------------------------------------
ROOM = """
    ##############
    #@...........#
    #............#
    ##############
"""


def resting_app(make_app, drive, monkeypatch):
    monkeypatch.setattr(game_screen, "REST_DELAY", 0.0)
    state = scenario(ROOM, seed=2)
    ring = create_item("ring_of_regeneration")
    state.player.inventory.add(ring)
    assert state.act("equip", item=ring)
    state.player.fighter.hp = 5
    app = make_app(state=state)
    return app, drive(app), state


def test_rest_stops_at_once_on_any_key(make_app, drive, monkeypatch):
    app, d, state = resting_app(make_app, drive, monkeypatch)
    d.key("Z")
    for _ in range(5):
        d.send()
    assert app.game.resting
    turn, pos = state.turn, state.player.pos
    d.key(code=pygame.K_RIGHT)  # stops the rest, and does nothing else
    assert not app.game.resting and state.turn == turn and state.player.pos == pos
    assert state.messages[-1].text == "You stop resting."


def test_rest_stops_when_a_monster_comes_into_view(make_app, drive, monkeypatch):
    app, d, state = resting_app(make_app, drive, monkeypatch)
    d.click(bar_button(app, "rest"))
    for _ in range(3):
        d.send()
    assert app.game.resting
    state.place(state.content.create_actor("orc"), 8, 2)  # within sight
    for _ in range(3):
        d.send()
    assert not app.game.resting and state.player.fighter.hp < state.player.fighter.max_hp
    assert state.messages[-1].text == "An Orc comes into view!"


def test_rest_without_regeneration_is_refused_in_the_log(make_app, drive, room_state):
    room_state.player.fighter.hp = 10
    app = make_app(state=room_state)
    d = drive(app)
    turn = room_state.turn
    d.key("Z")
    assert not app.game.resting and room_state.turn == turn
    assert room_state.messages[-1].text == "You cannot rest: nothing would heal you."


def test_rest_heals_to_full(make_app, drive, monkeypatch):
    app, d, state = resting_app(make_app, drive, monkeypatch)
    d.key("Z")
    for _ in range(400):
        d.send()
        if not app.game.resting:
            break
    assert state.player.fighter.hp == state.player.fighter.max_hp
    assert state.messages[-1].text == "You are fully rested."


# -- minimap and overview ----------------------------------------------------------------------
LONG = """
    ##################################
    #@...............................#
    ##################################
"""


def test_a_click_on_the_minimap_travels_there(make_app, drive, monkeypatch):
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = scenario(LONG, seed=1)
    state.stage.explored[:] = True
    app = make_app(state=state)
    d = drive(app)
    minimap = app.game.minimap
    assert minimap.scale >= 2 and app.layout.minimap.contains(minimap.map_rect)
    target = (30, 1)
    pos = (
        minimap.map_rect.x + target[0] * minimap.scale + 1,
        minimap.map_rect.y + target[1] * minimap.scale + 1,
    )
    d.click(pos)
    for _ in range(60):
        d.send()
    assert state.player.pos == target


def test_the_minimap_shows_what_the_player_knows(room_state):
    from game.ui.panels import minimap

    colors = minimap.minimap_colors(room_state)
    x, y = room_state.player.pos
    assert tuple(colors[y, x]) == tuple(minimap.PLAYER)
    sx, sy = room_state.stage.stairs
    assert tuple(colors[sy, sx]) == tuple(minimap.STAIRS)
    room_state.stage.explored[:] = False
    room_state.stage.visible[:] = False
    hidden = minimap.minimap_colors(room_state)
    assert tuple(hidden[sy, sx]) == tuple(minimap.UNKNOWN)  # unseen stairs stay unknown


def test_the_overview_opens_closes_and_travels(make_app, drive, monkeypatch):
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = scenario(LONG, seed=1)
    state.stage.explored[:] = True
    app = make_app(state=state)
    d = drive(app)
    d.key("m")
    overview = app.top
    assert isinstance(overview, OverviewScreen)
    d.key("m")
    assert app.top is app.game
    d.key("m")
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game
    d.key("m")
    overview = app.top
    app.frame()
    target = (20, 1)
    d.click(
        (
            overview.map_rect.x + target[0] * overview.scale + 1,
            overview.map_rect.y + target[1] * overview.scale + 1,
        )
    )
    assert app.top is app.game
    for _ in range(40):
        d.send()
    assert state.player.pos == target


FOE_IN_SIGHT = """
    ##################################
    #@...............................#
    #..o.............................#
    ##################################
"""


@pytest.mark.parametrize("where", ["overview", "minimap"])
def test_a_far_click_with_a_monster_in_sight_takes_one_step_and_says_so(
    make_app, drive, monkeypatch, where
):
    """Issue 20, defect 7: the overview (and the minimap) ignored clicks while a monster was
    in sight ("There are monsters nearby!"), though the README says "click: go there". As a
    click on the main map does, it takes one careful step toward the place and says why."""
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = scenario(FOE_IN_SIGHT, seed=1)
    state.stage.explored[:] = True
    monsters(state)[0].ai = None  # it watches
    app = make_app(state=state)
    d = drive(app)
    target = (20, 1)
    if where == "overview":
        d.key("m")
        app.frame()
        picture, scale = app.top.map_rect, app.top.scale
    else:
        picture, scale = app.game.minimap.map_rect, app.game.minimap.scale
    d.click((picture.x + target[0] * scale + 1, picture.y + target[1] * scale + 1))
    for _ in range(5):
        d.send()
    assert app.top is app.game
    assert state.player.pos == (2, 1) and state.turn == 1  # one step, no more
    assert app.game.toast_text == game_screen.ONE_STEP
