"""Keys drive the game through the screens: menus, targeting, level-up, death, zoom, explore."""

from __future__ import annotations

import pygame

import game
from game.content import create_item
from game.ui.screens.character import CharacterScreen
from game.ui.screens.death import DeathScreen
from game.ui.screens.level_up import LevelUpScreen
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.targeting import TargetingScreen, area_tiles
from tests.scenario import monsters, scenario

ARENA = """
    ############
    #..........#
    #.@....o...#
    #..........#
    #......o...#
    ############
"""


def test_main_menu_new_game_and_back(make_app, press):
    app = make_app()
    assert isinstance(app.top, MainMenu)
    assert not app.menu.enabled("continue")  # no game yet, no save yet
    press(app, code=pygame.K_RETURN)  # New game
    assert app.state is not None and app.top is app.game
    press(app, code=pygame.K_ESCAPE)  # the game menu
    press(app, "q")  # Save and quit
    assert isinstance(app.top, MainMenu)
    assert app.menu.enabled("continue")
    press(app, "c")
    assert app.top is app.game
    press(app, code=pygame.K_ESCAPE)
    press(app, "q")  # Save and quit: the main menu
    press(app, "q")  # Quit
    assert not app.running


def test_movement_keys_move_the_player(make_app, room_state, press):
    app = make_app(state=room_state)
    x, y = room_state.player.pos
    press(app, code=pygame.K_RIGHT)
    press(app, "j")
    press(app, code=pygame.K_KP7)
    assert room_state.player.pos == (x, y)
    assert room_state.turn == 3
    press(app, ".")
    assert room_state.turn == 4


def test_fireball_targeting_shows_the_area_and_casts_on_enter(make_app, press):
    state = scenario(ARENA, seed=2)
    orcs = monsters(state)
    scroll = create_item("fireball_scroll")
    state.player.inventory.add(scroll)
    app = make_app(state=state)
    press(app, "i")
    press(app, "c")  # the scroll's letter
    overlay = app.top
    assert isinstance(overlay, TargetingScreen)
    assert overlay.cursor == (orcs[0].x, orcs[0].y)  # starts on the nearest enemy
    app.draw()
    press(app, code=pygame.K_DOWN)
    assert overlay.cursor == (orcs[0].x, orcs[0].y + 1)
    assert set(area_tiles(overlay.cursor, 3, state.stage.width, state.stage.height)) >= {
        (o.x, o.y) for o in orcs
    }
    press(app, code=pygame.K_RETURN)
    assert app.top is app.game
    assert scroll not in state.player.inventory
    assert all(not o.is_alive for o in orcs)


def test_targeting_escape_keeps_the_scroll(make_app, press):
    state = scenario(ARENA, seed=2)
    scroll = create_item("confusion_scroll")
    state.player.inventory.add(scroll)
    app = make_app(state=state)
    press(app, "i")
    press(app, "c")
    assert isinstance(app.top, TargetingScreen)
    press(app, code=pygame.K_ESCAPE)
    assert app.top is app.game
    assert scroll in state.player.inventory and state.turn == 0


def test_level_up_opens_by_itself_and_takes_a_letter_then_enter(make_app, room_state, press):
    app = make_app(state=room_state)
    player = room_state.player
    player.level.current_xp = player.level.xp_to_next_level  # as if a kill just did it
    app.update()
    assert isinstance(app.top, LevelUpScreen)
    app.draw()
    press(app, code=pygame.K_ESCAPE)  # cannot be skipped
    assert isinstance(app.top, LevelUpScreen)
    press(app, "b")  # picks...
    assert player.fighter.base_power == 2 and app.top.picked == "strength"
    press(app, code=pygame.K_RETURN)  # ...and Enter takes it
    assert player.fighter.base_power == 3 and player.level.current_level == 2
    assert app.top is app.game


def test_death_screen_then_main_menu(make_app, room_state, press):
    app = make_app(state=room_state)
    room_state.player.fighter.hp = 0
    app.update()
    assert isinstance(app.top, DeathScreen)
    app.draw()
    press(app, code=pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)
    assert app.state is None and not app.menu.enabled("continue")


def test_modals_open_and_close(make_app, room_state, press):
    app = make_app(state=room_state)
    for char in ("c", "v", "?"):
        press(app, char)
        assert app.top is not app.game and app.top.modal
        app.draw()
        press(app, code=pygame.K_ESCAPE)
        assert app.top is app.game
    press(app, "c")
    assert isinstance(app.top, CharacterScreen)
    assert any(line == "Power 4 = 2 base + 2 Dagger" for line, _ in app.top.lines())


def test_zoom_keys(make_app, room_state, press):
    app = make_app(state=room_state)
    assert app.current_zoom == 32
    press(app, "+")
    assert app.current_zoom == 48
    press(app, "-")
    press(app, "-")
    app.draw()
    assert app.current_zoom == 16 and app.game.stage_view.zoom == 16


def test_auto_explore_walks_until_done_or_interrupted(make_app, press):
    state = game.new_game(5)
    for thing in monsters(state) + list(state.stage.items):
        state.stage.entities.remove(thing)  # a quiet, bare floor: exploring never stops early
    app = make_app(state=state)
    start = state.player.pos
    press(app, "x")
    assert app.game.exploring
    for _ in range(40):
        app.game.journey_tick()
    assert state.turn >= 30 and state.player.pos != start
    press(app, "x")  # any key stops it
    assert not app.game.exploring


def test_stage_view_maps_pixels_to_tiles_and_back(make_app):
    state = game.new_game(8)
    app = make_app((1280, 720), state)
    for zoom in (16, 32, 48, 64):
        app.zoom = zoom
        app.draw()
        view = app.game.stage_view
        x0, y0, x1, y1 = view.tiles_in_view(state.stage)
        for x, y in [(x0, y0), (x1 - 1, y1 - 1), state.player.pos]:
            rect = view.tile_rect(x, y)
            if view.rect.contains(rect):
                assert view.tile_at(rect.center, state.stage) == (x, y)
                assert view.tile_at(rect.topleft) == (x, y)
        assert view.tile_at((view.rect.right + 5, view.rect.y)) is None
        # the camera keeps the player in view
        assert view.rect.contains(view.tile_rect(*state.player.pos))


def test_f12_saves_a_screenshot_and_f11_toggles_fullscreen(make_app, room_state, tmp_path):
    from game.save.slot import SaveSlot

    app = make_app(state=room_state)
    app.slot = SaveSlot.in_dir(tmp_path)
    app.frame()
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F12, unicode="", mod=0, scancode=0))
    shots = list((tmp_path / "screenshots").glob("ironbound-*.png"))
    assert len(shots) == 1 and pygame.image.load(str(shots[0])).get_size() == (1280, 720)
    assert "Screenshot" in app.game.toast_text
    for _ in range(2):
        app.handle(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, unicode="", mod=0, scancode=0)
        )
        app.frame()
    assert not app.fullscreen and app.surface.get_size() == (1280, 720)
