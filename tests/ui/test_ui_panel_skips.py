"""The panels skip what did not change on a step, and never skip what did: each cache or
skip of the side panels, the log, the bar and the minimap is checked here against a change
it must see."""

from __future__ import annotations

import pygame
import pytest

from game.content import create_item
from game.engine.tiles import DART_TRAP, DOOR_CLOSED
from game.ui import text, theme
from game.ui.panels import message_log
from game.ui.panels.action_bar import ActionBar
from game.ui.panels.hud import Hud
from game.ui.pixels import display_surface
from tests.scenario import scenario
from tests.ui.conftest import key_event


def test_the_bar_draws_again_when_a_key_it_shows_changes_even_in_the_callers_own_dict(
    make_app,
):
    make_app((1280, 720))
    surface = pygame.Surface((630, 32))
    strip = surface.get_rect()
    bar = ActionBar()
    keys = {"explore": "x"}
    assert bar.draw(surface, strip, 16, 8, keep=True, keys=keys)
    assert not bar.draw(surface, strip, 16, 8, keep=True, keys=keys)  # nothing changed
    keys["explore"] = "e"  # the same dict, changed in place
    assert bar.draw(surface, strip, 16, 8, keep=True, keys=keys)
    assert "Explore (e)" in bar.labels
    strip.width -= 200  # the same strip, changed in place
    assert bar.draw(surface, strip, 16, 8, keep=True, keys=keys)
    assert not bar.draw(surface, strip, 16, 8, keep=True, keys=keys)
    assert bar.draw(surface, strip, 16, 8, lit="wait", keep=True, keys=keys)


def test_the_minimap_drawn_into_the_backdrop_is_drawn_whole_where_that_does_not_hold_it(
    make_app, room_state
):
    """The minimap draws straight into the surface it is given: into another surface, or
    into the same one when the caller says it no longer holds the last drawing (``keep``
    False), all of it is drawn again, never only a step's changes."""
    app = make_app((1280, 720), room_state)
    app.draw()
    layout, state = app.layout, app.state
    panel = app.game.minimap
    rect = layout.minimap
    view = app.game.stage_view.tiles_in_view(state.stage)
    shown = pygame.image.tobytes(app.surface.subsurface(rect), "RGB")
    other = pygame.Surface(app.surface.get_size())
    assert panel.draw(other, rect, state, layout, view, None, keep=True) == rect
    assert pygame.image.tobytes(other.subsurface(rect), "RGB") == shown
    other.fill((255, 0, 0), rect)  # the holder's pixels lost, as a new backdrop's are
    assert panel.draw(other, rect, state, layout, view, None, keep=False) == rect
    assert pygame.image.tobytes(other.subsurface(rect), "RGB") == shown
    assert panel.draw(other, rect, state, layout, view, None, keep=True) is None  # no change


def whole_hud(app) -> bytes:
    """The HUD for the app's state drawn whole on a new panel surface."""
    hud = Hud(app.tileset)
    surface = display_surface(app.layout.hud.size)
    hud.render(surface, app.state, app.layout)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(
    "size", [(800, 600), (1280, 720), (1920, 1080), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_the_hud_draws_only_the_rows_that_changed_and_the_pixels_of_a_whole_drawing(
    make_app, room_state, size
):
    """A change draws the band of the rows it changed (and what reaches into it: a title's
    shadow, a bar's label taller than its row at some sizes); the panel then holds exactly the
    pixels the whole HUD drawn afresh has, at every interface size."""
    state = room_state
    app = make_app(size, state)
    app.draw()
    player, hud = state.player, app.game.hud
    f, level = player.fighter, player.level

    def drop() -> None:
        state.place(create_item("health_potion"), *player.pos)

    changes = [
        ("hp", lambda: setattr(f, "hp", f.hp - 3)),
        ("xp", lambda: setattr(level, "current_xp", level.current_xp + 7)),
        ("low hp", lambda: setattr(f, "hp", 1)),
        ("level", lambda: setattr(level, "current_level", level.current_level + 1)),
        ("floor", lambda: setattr(state, "depth", state.depth + 1)),
        ("poisoned", lambda: setattr(player, "poisoned_turns", 5)),
        ("confused", lambda: setattr(player, "confused_turns", 12)),
        (
            "cured",
            lambda: (setattr(player, "poisoned_turns", 0), setattr(player, "confused_turns", 0)),
        ),
        ("power", lambda: setattr(f, "base_power", f.base_power + 2)),
        ("defense", lambda: setattr(f, "base_defense", f.base_defense + 30)),
        ("here", drop),
        ("hp and power", lambda: (setattr(f, "hp", f.hp + 1), setattr(f, "base_power", 1))),
    ]
    chrome = hud._chrome
    bands = {}
    for name, change in changes:
        change()
        state.changed()
        app.draw()
        shown = pygame.image.tobytes(app.surface.subsurface(app.layout.hud), "RGB")
        assert shown == whole_hud(app), f"the HUD after '{name}' differs from a whole drawing"
        bands[name] = hud.changed_part
    assert hud._chrome is chrome  # never drawn whole again: only bands
    panel = app.layout.hud.height
    assert all(band is not None and 0 < band.height < panel for band in bands.values()), bands
    assert bands["here"].height < panel // 2  # the row of what is here, about


def test_the_logs_lines_in_every_shade_are_the_pixels_the_text_module_draws(make_app):
    """The log draws a line in the shade of its age from the line's white picture times the
    shade (kept per line and shade): the same pixels as drawing it in the shade, for every
    character of the font, and forgotten with the rest of the text when pygame restarts."""
    make_app((1280, 720))
    line = "".join(chr(code) for code in range(32, 127)) + " é-ü"
    for size in (12, 16, 20, 30):
        for shade in ((255, 255, 255), (200, 80, 80), theme.PANEL_DARK, (1, 2, 3), (96, 200, 255)):
            ours = message_log._shaded(line, size, shade)
            theirs = text.render(line, size, shade)
            assert ours.get_size() == theirs.get_size()
            assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(theirs, "RGBA"), (
                size,
                shade,
            )
    assert message_log._shaded.cache_info().currsize > 0
    text.reset()
    assert message_log._shaded.cache_info().currsize == 0


def test_an_animations_frames_check_the_panels_only_when_what_they_show_changed(
    make_app, room_state, monkeypatch
):
    """The frames of an animation after its first draw no panel while neither the state (its
    revision) nor the view's place nor the pointer changed; a change within the animation,
    announced as the engine does, is on the panels in the next frame."""
    state = room_state
    app = make_app((1280, 720), state)
    app.animation_speed = 1.0
    now = [1000.0]
    app.game.animations.clock = lambda: now[0]
    app.frame([])
    signed = []
    plain = Hud.signature
    monkeypatch.setattr(Hud, "signature", lambda hud, *a: signed.append(1) or plain(hud, *a))
    player = state.player
    start = player.pos
    app.frame([key_event("l")])  # a step right: its animation's first frame
    assert app.game.animating()
    frames = 0
    while app.game.animating() and frames < 2:
        now[0] += 1 / 60
        app.frame([])
        frames += 1
    assert frames == 2 and player.pos != start
    assert len(signed) == 1  # the first frame only
    player.fighter.hp -= 2
    state.changed()
    now[0] += 1 / 120
    app.frame([])
    assert app.game.animating()  # still within the animation
    assert len(signed) == 2
    assert app.game.hud.lines[2] == f"HP {player.fighter.hp} / {player.fighter.max_hp}"
    shown = pygame.image.tobytes(app.surface.subsurface(app.layout.hud), "RGB")
    assert shown == whole_hud(app)


#: A hall with a door-less opening to a second room (unseen from the first): an item, a trap
#: and a door there come into sight on the way.
HALLS = """
    ##################
    #.@....#.........#
    #......#.........#
    #................#
    #......#.........#
    ##################
"""


def test_the_minimap_shows_items_traps_and_doors_that_come_into_sight_as_a_fresh_picture(
    make_app,
):
    """The minimap keeps the ground as if all were explored while only the explored tiles
    change; an item, a found trap and a changed tile among them are on it at once, and what
    is forgotten is gone, exactly as a picture made from scratch shows it."""
    from tests.ui.test_ui_minimap_cache import check

    state = scenario(HALLS, seed=3)
    stage = state.stage
    app = make_app((1280, 720), state)
    check(app)
    state.place(create_item("health_potion"), 12, 2)  # in the far room, not yet seen
    stage.traps[3, 13] = DART_TRAP
    state.changed()
    check(app)
    for dx, dy in [(1, 1), (1, 1)] + [(1, 0)] * 6:  # through the opening into the far room
        assert app.act("move", dx=dx, dy=dy)
        check(app)
    assert state.player.pos == (10, 3)
    assert stage.explored[2, 12] and stage.explored[3, 13]
    stage.traps_found[3, 13] = True  # found
    state.changed()
    check(app)
    stage.tiles[1, 14] = DOOR_CLOSED  # the floor's tiles changed in place
    state.changed()
    check(app)
    stage.explored[:, 10:] = False  # forgotten
    state.changed()
    check(app)
    assert app.game.minimap._picture.builds == 1
