"""The minimap's kept picture is never stale: after steps, monsters' turns, floors seen and
forgotten, descents, other games and other window sizes, the minimap on screen holds exactly
the pixels of a picture made from scratch (``minimap_surface``), though a frame repaints only
the tiles that changed. The floor facts it keeps (the stairs) follow the tiles; the HUD reads
the state once per frame and never draws an old reading."""

from __future__ import annotations

import numpy as np
import pygame

import game
from game.engine.tiles import FLOOR, STAIRS_DOWN
from game.ui.panels import minimap
from game.ui.panels.hud import Hud
from tests.scenario import scenario

#: Room A, a door-less corridor with a bend, room B (unseen from A), an orc waiting in B.
ROOMS = """
    ##########################
    #.....#############......#
    #.@...........######...o.#
    #.....#######.######.....#
    #.....#######........>...#
    ##########################
"""


def check(app) -> int:
    """Draw a frame the app's way (and the next when a step's frame left the panels to it);
    the minimap on screen equals a fresh picture (0 when the window is too small to have
    one)."""
    app.game.toast_text = ""
    app.draw()
    if app.game.panels_owed:
        app.draw()
    if app.layout.minimap.height == 0:
        return 0
    panel = app.game.minimap
    view = app.game.stage_view.tiles_in_view(app.state.stage)
    fresh = minimap.minimap_surface(app.state, panel.scale, view=view)
    shown = pygame.surfarray.array3d(app.surface.subsurface(panel.map_rect))
    assert shown.shape[:2] == fresh.get_size()
    differ = int((shown != pygame.surfarray.array3d(fresh)).any(axis=2).sum())
    assert differ == 0, f"{differ} minimap pixels differ from a fresh picture"
    return 1


def test_walking_into_a_room_the_orc_coming_and_forgetting(make_app):
    state = scenario(ROOMS, seed=2)
    app = make_app((1280, 720), state)
    picture = app.game.minimap._picture
    checked = check(app)
    path = [(1, 0)] * 11 + [(0, 1), (0, 1)] + [(1, 0)] * 6 + [(1, -1)] * 2 + [(0, -1)]
    for dx, dy in path:
        assert app.act("move", dx=dx, dy=dy)
        checked += check(app)
    for _ in range(4):  # turns where the orc walks up
        assert app.act("wait")
        checked += check(app)
    stage = state.stage
    stage.explored[:, :12] = False  # forgotten (as a scroll of amnesia would)
    state.changed()
    checked += check(app)
    assert checked == len(path) + 6
    assert picture.builds == 1  # made once, then only its changed tiles repainted


def test_descending_another_game_and_other_window_sizes(make_app):
    state = game.new_game(4)
    app = make_app((1280, 720), state)
    check(app)
    state.place(state.player, *state.stage.stairs)
    state.changed()
    check(app)
    assert app.act("descend")
    assert state.depth == 2
    check(app)
    app.play.start(game.new_game(9))
    check(app)
    scales = set()
    for size in ((800, 600), (1920, 1080), (1280, 720), (1600, 900)):
        app.surface = pygame.display.set_mode(size)
        if check(app):
            scales.add(app.game.minimap.scale)
    assert len(scales) >= 2  # the picture was made again at another scale


def test_the_stairs_follow_the_tiles_of_the_floor():
    state = scenario(ROOMS, seed=2)
    stage = state.stage
    assert minimap.stairs_of(stage) == stage.stairs == (21, 4)
    stage.tiles[4, 21] = FLOOR  # the same floor, changed in place
    stage.tiles[1, 20] = STAIRS_DOWN
    assert minimap.stairs_of(stage) == stage.stairs == (20, 1)
    other = scenario(ROOMS.replace(">", "."), seed=2).stage  # same tiles but no stairs
    assert minimap.stairs_of(other) is None
    assert minimap.stairs_of(stage) == (20, 1)


def test_the_hud_reads_the_state_once_a_frame_and_never_draws_an_old_reading(make_app, monkeypatch):
    state = scenario(ROOMS, seed=2)
    app = make_app((1280, 720), state)
    app.draw()
    reads = []
    original = Hud.stats_signature

    def counted(self, *args):
        reads.append(1)
        return original(self, *args)

    monkeypatch.setattr(Hud, "stats_signature", counted)
    state.player.fighter.hp -= 3
    state.changed()
    app.draw()
    assert len(reads) == 1
    hud = app.game.hud
    assert hud.lines[2] == f"HP {state.player.fighter.hp} / {state.player.fighter.max_hp}"
    # a render not preceded by its own signature reads the state afresh
    hud.signature(state, app.layout)
    state.player.fighter.hp -= 2
    hud.render(pygame.Surface(hud._surface.get_size()), state, app.layout)
    assert hud.lines[2] == f"HP {state.player.fighter.hp} / {state.player.fighter.max_hp}"
    assert len(reads) == 2  # the render reads what it draws from the state, not a signature


def test_the_kept_picture_repaints_only_what_changed():
    state = scenario(ROOMS, seed=2)
    picture = minimap.MinimapPicture()
    surface = picture.update(state, 4)
    assert picture.update(state, 4) is surface
    assert picture.tiles_painted == 0  # nothing changed: nothing painted (rings are drawn over)
    x, y = state.player.pos
    state.place(state.player, x + 1, y)
    picture.update(state, 4)
    # the player's old and new tiles and the light's new edge: far fewer than the floor's
    assert 2 <= picture.tiles_painted < state.stage.width * state.stage.height // 4
    assert picture.builds == 1
    shown = surface.copy()
    minimap.draw_rings(shown, state, 4, (0, 0))
    fresh = minimap.minimap_surface(state, 4)
    assert np.array_equal(pygame.surfarray.array3d(shown), pygame.surfarray.array3d(fresh))


def test_rings_never_spill_outside_the_picture():
    """A ring round a tile at the floor's edge is cut at the picture's edge: the panel's frame
    around the picture is never drawn on (nothing would ever paint it back)."""
    state = scenario(ROOMS, seed=2)
    surface = pygame.Surface((200, 100))
    surface.fill((1, 2, 3))
    state.player.x, state.player.y = 0, 0
    minimap.draw_rings(surface, state, 4, (10, 10))
    pixels = pygame.surfarray.array3d(surface)
    outside = np.ones(pixels.shape[:2], dtype=bool)
    outside[10 : 10 + state.stage.width * 4, 10 : 10 + state.stage.height * 4] = False
    assert (pixels[outside] == (1, 2, 3)).all()
    assert (pixels[14, 10:15] != (1, 2, 3)).all()  # its right side is there, inside


def test_a_monsters_health_bar_reads_max_hp_again_when_its_hp_moves_within_a_turn(make_app):
    """The view keeps each monster's look and max HP for a turn; a change of HP within the
    turn (a test's, a scripted one's) reads max HP again, so the bar is never drawn stale."""
    from tests.scenario import monsters

    state = scenario("#######\n#@..o.#\n#######", seed=1)
    app = make_app((1280, 720), state)
    app.draw()
    view = app.game.stage_view
    orc = monsters(state)[0]
    fighter = orc.fighter
    bars = []
    for hp_lost, bonus in ((0, 0), (2, 0), (3, 5), (3, 9)):  # within one turn
        fighter.base_max_hp += bonus
        fighter.hp = fighter.max_hp - hp_lost if bonus else fighter.hp - hp_lost
        state.changed()
        app.draw()
        drawn = view._sprites(state)[1]
        bars.append([(hp, max_hp) for _, hp, max_hp in drawn])
        assert bars[-1] == ([(fighter.hp, fighter.max_hp)] if fighter.hp < fighter.max_hp else [])
    assert [len(b) for b in bars] == [0, 1, 1, 1]


def test_the_minimap_outlines_the_part_of_the_floor_on_screen(make_app):
    """As in DCSS, an outline on the minimap shows which tiles the dungeon view holds; it
    follows the camera as the hero walks and goes when the view holds the whole floor."""
    state = game.new_game(8)  # the hero starts mid-floor: the camera follows freely
    app = make_app((1280, 720), state)
    view, panel = app.game.stage_view, app.game.minimap
    outlines = []
    for _ in range(3):
        app.draw()
        x0, y0, x1, y1 = view.tiles_in_view(state.stage)
        s, at = panel.scale, panel.map_rect.topleft
        shown = pygame.surfarray.array3d(app.surface)
        # the outline's top edge, away from the corners (the rings may cross it)
        edge = [
            tuple(shown[at[0] + x * s + s // 2, at[1] + y0 * s])
            for x in range(max(x0, 1), min(x1, state.stage.width) - 1)
        ]
        assert edge.count(minimap.VIEW_OUTLINE) >= len(edge) - 3
        outlines.append((x0, y0, x1, y1))
        dx = next(dx for dx in (1, -1) if state.stage.walkable[state.player.y, state.player.x + dx])
        assert app.act("move", dx=dx, dy=0)
    assert len(set(outlines)) > 1  # it moved with the camera
    assert minimap.view_outline(state, (0, 0, state.stage.width, state.stage.height), 3) is None
