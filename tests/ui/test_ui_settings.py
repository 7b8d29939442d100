"""Settings: the file (round trip, broken and hostile files), rebinding (conflicts refused, reset)
and the settings screen driven by keys and the mouse; the game's keys follow the bindings."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.ui import launch, text
from game.ui.input import BINDINGS, DEFAULT_BINDINGS, Keymap
from game.ui.screens.message_box import MessageBox
from game.ui.screens.settings_screen import AUTOPICKUP_WORDS, ROWS, SettingsScreen
from game.ui.settings import (
    MAX_FILE_BYTES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)


def test_round_trip(tmp_path):
    path = settings_path(tmp_path)
    changed, message = (
        Settings(
            zoom=48, window_size=(1920, 1080), fullscreen=True, animation="fast", autopickup=False
        )
        .cleared("explore")
        .rebind("explore", "e")
    )
    assert message == "Explore: bound."
    assert save_settings(changed, path) is None
    loaded, problems = load_settings(path)
    assert problems == []
    assert loaded == changed and loaded.bindings["explore"] == ("e",)
    assert not list(tmp_path.glob("*.tmp"))  # written through a temporary file, then replaced


def test_no_file_gives_the_defaults_quietly(tmp_path):
    assert load_settings(settings_path(tmp_path)) == (Settings(), [])


BROKEN = {
    "not json": b"{zoom: 48",
    "not utf-8": b"\xff\xfe\x00garbage",
    "a list": b"[1, 2, 3]",
    "deep nesting": b"[" * 30_000 + b"]" * 30_000,  # under the size limit: parsed
    "huge": b'{"zoom": 48, "pad": "' + b"x" * MAX_FILE_BYTES + b'"}',
    "nan zoom": b'{"zoom": NaN}',
    "float zoom": b'{"zoom": 32.0}',
    "bool zoom": b'{"zoom": true}',
    "window too big": b'{"window_size": [100000, 100000]}',
    "window of strings": b'{"window_size": ["1280", "720"]}',
    "fullscreen string": b'{"fullscreen": "yes"}',
    "animation unknown": b'{"animation": "ludicrous"}',
    "animation list": b'{"animation": ["off"]}',
    "bindings a list": b'{"bindings": ["x"]}',
    "unknown command": b'{"bindings": {"format_disk": ["f"]}}',
    "a key twice": b'{"bindings": {"explore": ["i"]}}',
    "escape bound": b'{"bindings": {"explore": ["escape"]}}',
    "key not a string": b'{"bindings": {"explore": [120]}}',
    "too many keys": b'{"bindings": {"explore": ["1","2","3","4","5","6","7"]}}',
    "interface between steps": b'{"interface_size": 1.25}',
    "interface a word": b'{"interface_size": "big"}',
    "interface bool": b'{"interface_size": true}',
    "interface too big": b'{"interface_size": 40}',
    "autopickup a word": b'{"autopickup": "yes"}',
    "autopickup a number": b'{"autopickup": 1}',
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_or_hostile_file_is_reported_and_gives_defaults(tmp_path, name):
    path = settings_path(tmp_path)
    path.write_bytes(BROKEN[name])
    settings, problems = load_settings(path)
    assert problems, name  # reported...
    assert settings == Settings(), name  # ...and replaced by the defaults, never a crash
    assert path.read_bytes() == BROKEN[name]  # reading never changes the file


def test_a_bad_field_keeps_the_good_ones(tmp_path):
    path = settings_path(tmp_path)
    path.write_text(json.dumps({"zoom": 64, "animation": "warp", "bindings": {"rest": ["r"]}}))
    settings, problems = load_settings(path)
    assert settings.zoom == 64 and settings.bindings["rest"] == ("r",)
    assert settings.animation == "normal" and any("animation" in p for p in problems)


def test_a_folder_in_the_files_place_is_reported(tmp_path):
    path = settings_path(tmp_path)
    os.mkdir(path)
    settings, problems = load_settings(path)
    assert settings == Settings() and "could not be read" in problems[0]
    assert save_settings(Settings(), path) is not None  # cannot write there: said, not raised


def test_rebinding_a_key_in_use_is_refused_with_a_message():
    settings = Settings()
    same, message = settings.rebind("explore", "i")
    assert same is settings and same.bindings == DEFAULT_BINDINGS
    assert message == "That key already does Inventory: clear it there first."
    again, message = settings.rebind("explore", "x")
    assert again is settings and message == "Explore already has that key."
    freed = settings.cleared("inventory")
    moved, message = freed.rebind("explore", "i")
    assert moved.bindings["explore"] == ("i", "x") and message == "Explore: bound."
    assert moved.default_keys().bindings == DEFAULT_BINDINGS


def test_every_default_key_is_bound_once_and_rows_are_unique():
    keys = [key for binding in BINDINGS for key in binding.keys]
    assert len(keys) == len(set(keys))
    assert len(ROWS) == len(set(ROWS))


def key(char: str = "", code: int | None = None) -> pygame.event.Event:
    if code is None:
        code = ord(char.lower()) if len(char) == 1 else 0
    return pygame.event.Event(pygame.KEYDOWN, key=code, unicode=char, mod=0, scancode=0)


def open_settings(app, d) -> SettingsScreen:
    d.key(code=pygame.K_ESCAPE)
    d.key("s")
    screen = app.top
    assert isinstance(screen, SettingsScreen)
    return screen


def test_the_screen_rebinds_by_keys_and_the_game_obeys(make_app, drive, room_state, tmp_path):
    app = make_app(state=room_state)
    app.settings_file = settings_path(tmp_path)
    d = drive(app)
    screen = open_settings(app, d)
    for _ in range(ROWS.index("explore")):
        d.key(code=pygame.K_DOWN)
    assert screen.row == "explore"
    d.key(code=pygame.K_RETURN)
    assert screen.waiting_for == "explore"
    d.key("i")  # Inventory's key: refused
    assert screen.message == "That key already does Inventory: clear it there first."
    assert app.settings.bindings["explore"] == ("x",)
    d.key(code=pygame.K_RETURN)
    d.key("e")
    assert app.settings.bindings["explore"] == ("e", "x")
    assert load_settings(app.settings_file)[0].bindings["explore"] == ("e", "x")  # on disk
    d.key(code=pygame.K_DELETE)  # clear Explore: x and e are free
    assert app.settings.bindings["explore"] == ()
    d.key(code=pygame.K_RETURN)
    d.key("e")
    d.key(code=pygame.K_ESCAPE)  # the settings close: back to the game
    assert app.top is app.game
    explored = []
    app.game.start_journey = explored.append
    d.key("x")
    assert explored == []  # x does nothing now...
    d.key("e")
    assert explored == [None]  # ...and e explores


def test_the_screen_by_mouse_changes_zoom_and_resets_keys(make_app, drive, room_state, tmp_path):
    app = make_app(state=room_state)
    app.settings_file = settings_path(tmp_path)
    app.settings = Settings().cleared("explore")
    d = drive(app)
    screen = open_settings(app, d)
    d.click(screen.row_rects["zoom"].center)
    assert app.settings.zoom == 16 and app.zoom == 16 and app.current_zoom == 16
    d.click(screen.row_rects["animation"].center)
    assert app.settings.animation == "off"
    d.key(code=pygame.K_END)  # the last row may lie below the fold: the list scrolls to it
    d.click(screen.row_rects["reset_keys"].center)
    assert app.settings.bindings == DEFAULT_BINDINGS
    saved, problems = load_settings(app.settings_file)
    assert problems == [] and saved == app.settings
    d.click((2, 2))  # a click outside closes
    assert app.top is not screen


def test_window_size_and_fullscreen_apply_at_once(make_app, drive, room_state):
    app = make_app(state=room_state)
    d = drive(app)
    screen = open_settings(app, d)
    d.click(screen.row_rects["window_size"].center)
    assert app.settings.window_size == (1600, 900)
    assert app.surface.get_size() == (1600, 900)
    d.click(screen.row_rects["fullscreen"].center)
    assert app.fullscreen and app.settings.fullscreen
    d.click(screen.row_rects["fullscreen"].center)
    assert not app.fullscreen and app.surface.get_size() == (1600, 900)


def test_keymap_follows_bindings():
    keymap = Keymap({**DEFAULT_BINDINGS, "rest": ("r",), "explore": ("f5",)})
    assert keymap.command(key("r")).name == "rest"
    assert keymap.command(key(code=pygame.K_F5)).name == "explore"
    assert keymap.command(key("x")) is None
    assert keymap.command(key(code=pygame.K_ESCAPE)).name == "menu"  # Escape is never rebound


def test_a_broken_file_at_start_is_shown_and_the_game_goes_on(tmp_path, monkeypatch):
    """launch reads the settings beside the saves; a broken file shows why and plays on."""
    settings_path(tmp_path).write_text("{ this is not json")
    started = []
    monkeypatch.setattr(launch.App, "run", lambda app: started.append(app))
    assert launch.run_window(seed=3, new=True, saves=str(tmp_path)) == 0
    app = started[0]
    try:
        assert isinstance(app.top, MessageBox) and app.top.title == "Settings reset"
        assert "not valid JSON" in app.top.message
        assert app.settings == Settings() and app.state is not None
    finally:
        pygame.quit()


def test_settings_from_the_file_are_used_at_start(tmp_path, monkeypatch):
    save_settings(
        Settings(zoom=64, window_size=(1600, 900)).rebind("rest", "e")[0], settings_path(tmp_path)
    )
    started = []
    monkeypatch.setattr(launch.App, "run", lambda app: started.append(app))
    launch.run_window(seed=3, new=True, saves=str(tmp_path))
    app = started[0]
    try:
        assert app.top is app.game and app.current_zoom == 64
        assert app.surface.get_size() == (1600, 900)
        assert app.keymap.command(key("e")).name == "rest"
    finally:
        pygame.quit()


def test_help_and_the_buttons_show_the_keys_as_bound(make_app, drive, room_state):
    from game.ui.input import help_rows

    app = make_app(state=room_state)
    drive(app)
    assert "Explore (x)" in app.game.bar.labels
    app.change_settings(Settings().cleared("explore").rebind("explore", "e")[0])
    app.frame()
    assert "Explore (e)" in app.game.bar.labels
    explore = next(what for _, what in help_rows() if what.startswith("explore"))
    assert dict((w, k) for k, w in help_rows())[explore] == "x"  # the defaults
    assert dict((w, k) for k, w in help_rows(app.keymap))[explore] == "e"


def test_the_animation_setting_sets_the_apps_animation_speed(
    make_app, room_state, tmp_path, monkeypatch
):
    from dataclasses import replace

    monkeypatch.setattr("game.ui.animation.DEFAULT_SPEED", 1.0)  # as in the game, not tests
    app = make_app(state=room_state)
    app.settings_file = settings_path(tmp_path)
    app.use_settings(replace(Settings(), animation="off"))
    assert app.animation_speed == 0
    for choice, speed in (("fast", 2.0), ("normal", 1.0), ("off", 0.0)):
        app.change_settings(replace(app.settings, animation=choice))
        assert app.animation_speed == speed, choice


def shown_value(screen, row: str) -> str:
    """The value the screen drew on ``row``'s line in the last frame."""
    screen.app.draw()
    return screen.values[row]


def test_window_size_row_tells_the_size_in_use(make_app, drive, room_state):
    """A window opened by ``--size 1920x1080`` with 1280x720 stored says both; a step goes on
    from the size in use; once they agree only one size is shown; fullscreen says so."""
    app = make_app((1920, 1080), room_state)
    assert app.settings.window_size == (1280, 720)
    d = drive(app)
    screen = open_settings(app, d)
    assert shown_value(screen, "window_size") == "1920 x 1080 (saved 1280 x 720)"
    d.key(code=pygame.K_DOWN)  # onto "Window size"
    assert screen.row == "window_size"
    d.key(code=pygame.K_RIGHT)  # the size after the one in use, not after the stored one
    assert app.settings.window_size == (2560, 1440)
    assert app.surface.get_size() == (2560, 1440)
    assert shown_value(screen, "window_size") == "2560 x 1440"
    d.key(code=pygame.K_LEFT)
    assert app.surface.get_size() == (1920, 1080) == app.settings.window_size
    d.click(screen.row_rects["fullscreen"].center)
    assert shown_value(screen, "window_size") == "fullscreen (window 1920 x 1080)"


def test_window_sizes_step_from_any_size():
    from game.ui.screens.settings_screen import next_size

    assert next_size((1280, 720), 1) == (1600, 900)
    assert next_size((1280, 720), -1) == (2560, 1440)  # wraps
    assert next_size((1700, 950), 1) == (1920, 1080)  # a dragged size: the next one up
    assert next_size((1700, 950), -1) == (1600, 900)
    assert next_size((2560, 1440), 1) == (1280, 720)


@pytest.mark.parametrize(
    "size", [(640, 480), (800, 600), (1280, 720)], ids=lambda size: f"{size[0]}x{size[1]}"
)
def test_more_below_is_drawn_under_the_rows_never_on_one(make_app, drive, room_state, size):
    """On a short window the settings list scrolls; its "more below" sits under the last row
    it shows (the playtest found it drawn over that row at 640x480), and scrolling to the end
    takes it away."""
    app = make_app(size, room_state)
    d = drive(app)
    screen = open_settings(app, d)
    app.draw()
    if screen.shown_rows >= len(ROWS):
        assert screen.more_rect is None
        return
    assert screen.more_rect is not None
    assert not any(screen.more_rect.colliderect(rect) for rect in screen.list.rects)
    assert screen.more_rect.colliderect(screen.box)  # inside the dialog
    for _ in range(len(ROWS)):
        d.key(code=pygame.K_DOWN)
    app.draw()
    assert screen.more_rect is None


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_autopickup_row_says_its_value_whole(make_app, drive, room_state, size):
    """Both of the row's values fit beside its label (the first said "thrown weapons" and
    was cut to "thrown we..." at 800x600)."""
    app = make_app(size, room_state)
    d = drive(app)
    screen = open_settings(app, d)
    for on, value in AUTOPICKUP_WORDS.items():
        app.settings = replace(app.settings, autopickup=on)
        with text.recording() as written:
            screen.draw(pygame.Surface(size))
        assert value in [done.words for done in written]


@pytest.mark.parametrize("size", [(800, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_setting_s_value_is_drawn_whole(make_app, drive, room_state, size):
    """The box widens, where the window allows, for its widest value: a window opened at
    800x600 with 1280x720 stored says "800 x 600 (saved 1280 x 720)" whole (it was cut)."""
    app = make_app(size, room_state)
    assert app.settings.window_size == (1280, 720)
    screen = open_settings(app, drive(app))
    app.draw()
    drawn = [row for row in ROWS if row in screen.values]
    assert "window_size" in drawn and len(drawn) > 10
    assert not [screen.values[row] for row in drawn if screen.values[row].endswith("...")]
    assert screen.box.width <= size[0] - 40


def test_the_interface_size_round_trips(tmp_path):
    """ "Interface size" is kept in the file: null (auto, the default) or a step."""
    path = settings_path(tmp_path)
    assert Settings().interface is None
    for interface in (1.5, 2.0, None):
        assert save_settings(Settings(interface=interface), path) is None
        assert json.loads(path.read_text())["interface_size"] == interface
        assert load_settings(path) == (Settings(interface=interface), [])
    path.write_text(json.dumps({"interface_size": 1}))  # a whole step written as an integer
    assert load_settings(path) == (Settings(interface=1.0), [])


def test_the_interface_size_row_offers_the_steps_the_window_holds(
    make_app, drive, room_state, tmp_path
):
    """At 1920x1080: auto (1.5x), then 1x, then 1.5x, then auto again; each applies at once
    (the panels, the text) and is written to the file; a smaller window keeps to what it
    holds."""
    from game.ui.glyphs import scale

    app = make_app((1920, 1080), room_state)
    app.settings_file = settings_path(tmp_path)
    d = drive(app)
    screen = open_settings(app, d)
    assert app.layout.scale == 1.5 and scale(app.layout.font) == 3
    assert shown_value(screen, "interface") == "auto (1.5x)"
    d.click(screen.row_rects["interface"].center)
    assert app.settings.interface == 1.0 and app.layout.scale == 1.0
    assert scale(app.layout.font) == 2 and app.layout.slot_icon == 32
    assert load_settings(app.settings_file)[0].interface == 1.0
    assert shown_value(screen, "interface") == "1x"
    d.click(screen.row_rects["interface"].center)
    assert app.settings.interface == 1.5 and app.layout.scale == 1.5
    assert shown_value(screen, "interface") == "1.5x"
    d.click(screen.row_rects["interface"].center)
    assert app.settings.interface is None and app.layout.scale == 1.5
    d.key(code=pygame.K_HOME)
    for _ in range(ROWS.index("interface")):
        d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_LEFT)  # back one: 1.5x
    assert app.settings.interface == 1.5
    d.key(code=pygame.K_LEFT)
    d.key(code=pygame.K_LEFT)
    assert app.settings.interface is None
    # 2x kept for a bigger window: at 1920x1080 the window's largest step is drawn
    app.change_settings(replace(app.settings, interface=2.0))
    assert app.layout.scale == 1.5
    assert shown_value(screen, "interface") == "2x (1.5x fits)"


def test_the_interface_size_from_the_file_is_used_at_start(tmp_path, monkeypatch):
    save_settings(Settings(window_size=(1920, 1080), interface=1.0), settings_path(tmp_path))
    started = []
    monkeypatch.setattr(launch.App, "run", lambda app: started.append(app))
    launch.run_window(seed=3, new=True, saves=str(tmp_path))
    app = started[0]
    try:
        assert app.surface.get_size() == (1920, 1080)
        assert app.layout.scale == 1.0 and app.layout.font == 20
        assert app.current_zoom == 48  # the map's zoom fits the view the 1x panels leave
    finally:
        pygame.quit()


# -- "Put on picked-up gear" (issue 20, defect 3) ---------------------------------------------
def _lying_ring(known: bool):
    from game.content import create_item
    from tests.scenario import scenario

    state = scenario("""
        #####
        #@..#
        #####
    """)
    ring = create_item("ring_of_protection")
    if known:
        state.learn(ring)
    state.place(ring, *state.player.pos)
    return state, ring


@pytest.mark.parametrize(
    ("choice", "known", "worn"),
    [
        ("known", False, False),
        ("known", True, True),
        ("always", False, True),
        ("never", True, False),
    ],
)
def test_the_setting_decides_what_the_pick_up_key_puts_on(make_app, press, choice, known, worn):
    state, ring = _lying_ring(known)
    app = make_app(state=state)
    app.settings = replace(app.settings, wear_on_pickup=choice)
    press(app, "g")
    assert ring in state.player.inventory
    assert state.player.equipment.is_equipped(ring) == worn
    if not worn:  # gear for an empty slot left in the pack: the toast says how to wear it
        assert app.game.toast_text == "(i) to put it on"


def test_the_setting_is_kept_in_the_file_and_a_bad_value_is_reported(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(replace(Settings(), wear_on_pickup="always"), path)
    assert load_settings(path) == (replace(Settings(), wear_on_pickup="always"), [])
    path.write_text('{"wear_on_pickup": "sometimes"}')
    settings, problems = load_settings(path)
    assert settings.wear_on_pickup == "known"
    assert any("wear_on_pickup" in problem for problem in problems)


def test_the_settings_screen_cycles_the_choice(make_app, room_state):
    from game.ui.screens.settings_screen import step_setting, value_text

    settings = Settings()
    assert value_text(settings, "wear_on_pickup") == "known gear"
    seen = []
    for _ in range(3):
        settings = step_setting(settings, "wear_on_pickup", 1)
        seen.append(settings.wear_on_pickup)
    assert seen == ["always", "never", "known"]
    assert value_text(settings, "autopickup") == "potions, scrolls, missiles"
    off = step_setting(settings, "autopickup", 1)
    assert off.autopickup is False and value_text(off, "autopickup") == "nothing: explore stops"
    assert step_setting(off, "autopickup", -1) == settings


def test_a_file_from_before_a_new_command_keeps_the_players_keys(tmp_path):
    """A settings file written before a command existed (Tab's auto-fight, issue-free in the
    file's day) keeps every key the player chose: the new command takes its default keys
    but those the file gives another command, and nothing is reset."""
    path = settings_path(tmp_path)
    newer = ("fight", "quaff", "read")  # versions 2 and 3
    old = {
        command: list(keys) for command, keys in DEFAULT_BINDINGS.items() if command not in newer
    }
    old["explore"] = ["x", "tab"]  # the player's own choice, before Tab meant anything
    old["rest"] = ["r"]
    path.write_text(json.dumps({"version": 1, "bindings": old}), encoding="utf-8")
    settings, problems = load_settings(path)
    assert problems == []
    assert settings.bindings["explore"] == ("x", "tab") and settings.bindings["rest"] == ("r",)
    assert settings.bindings["fight"] == ()  # its default key is the player's already
    del old["explore"]  # a file that leaves Tab free: the new command has its default
    path.write_text(json.dumps({"version": 1, "bindings": old}), encoding="utf-8")
    settings, problems = load_settings(path)
    assert problems == [] and settings.bindings["fight"] == ("tab",)
    assert settings.bindings["quaff"] == ("q",) and settings.bindings["read"] == ()  # r: rest's
    # a file of this version knows every command: one it leaves out keeps its default
    # keys, and a key the file gives another is the mistake it always was
    old.update(explore=["x", "tab"], quaff=["q"], read=[])
    path.write_text(json.dumps({"version": 3, "bindings": old}), encoding="utf-8")
    settings, problems = load_settings(path)
    assert problems and settings.bindings == DEFAULT_BINDINGS


def test_a_real_settings_file_of_version_1_loads_with_every_key_its_player_chose():
    """tests/data/settings_v1.json, written by the release before auto-fight (its README)."""
    path = Path(__file__).parents[1] / "data" / "settings_v1.json"
    settings, problems = load_settings(path)
    assert problems == []
    assert settings.zoom == 48
    assert settings.bindings["explore"] == ("tab", "x") and settings.bindings["rest"] == ("r", "Z")
    assert settings.bindings["fight"] == ()
    # version 3's keys: q drinks; r was the player's key for rest, so read goes without one
    assert settings.bindings["quaff"] == ("q",) and settings.bindings["read"] == ()
    keymap = Keymap(settings.bindings)
    assert (
        keymap.command(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t", mod=0)
        ).name
        == "explore"
    )


def test_a_real_settings_file_of_version_2_keeps_its_settings_and_gains_autopickup():
    """tests/data/settings_v2.json, written by the release before auto-explore picked things
    up (its README): every setting its player chose stands, and autopickup is on."""
    path = Path(__file__).parents[1] / "data" / "settings_v2.json"
    assert json.loads(path.read_text())["version"] == 2
    settings, problems = load_settings(path)
    assert problems == []
    assert (settings.zoom, settings.animation, settings.wear_on_pickup) == (32, "fast", "never")
    assert (settings.master_volume, settings.mute) == (60, True)
    assert settings.bindings["fight"] == ("f", "tab")
    assert settings.bindings["quaff"] == ("q",) and settings.bindings["read"] == ("r",)
    assert settings.autopickup is True
