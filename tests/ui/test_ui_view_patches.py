"""Frames where only sprites change draw the view again only where they did (``patched``),
and the window then holds exactly what a full redraw draws: monsters stepping, hurt, asleep
and killed, items taken, dropped and stacked, a remembered item, a hover frame over the view;
and the display is told of every part that changed."""

from __future__ import annotations

import random

import numpy as np
import pygame

import game
from game.content import create_item
from game.engine.tiles import FLOOR
from game.ui.animation import SLIDE
from game.ui.panels.stage_view import StageView
from tests.scenario import monsters, scenario
from tests.ui.conftest import key_event
from tests.ui.test_ui_terrain_cache import blank_window, redrawn, view_pixels

#: A lit hall: two orcs and a troll in sight, potions on the floor; the right end is walled
#: off by a pillar row so a remembered tile is out of sight.
HALL = """
    #######################
    #.....................#
    #..o.....!......###...#
    #.....@......T..#.#...#
    #..!.....o......###...#
    #.....................#
    #######################
"""


def frame(app) -> np.ndarray:
    """Draw a frame the app's way; the view's pixels, checked against a full redraw."""
    app.game.toast_text = ""
    view = app.game.stage_view
    view.clock = lambda: 0.0
    app.draw()
    shown = view_pixels(app.surface, view.rect)
    differ = int((shown != redrawn(view, app.state)).any(axis=2).sum())
    assert differ == 0, f"{differ} pixels differ from a full redraw"
    return shown


def covers(rects: list[pygame.Rect] | None, rect: pygame.Rect) -> bool:
    return rects is not None and any(r.contains(rect) for r in rects)


def test_sprite_changes_patch_the_view_and_match_a_full_redraw(make_app):
    state = scenario(HALL, seed=3)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    frame(app)
    frame(app)  # the window now holds the game's last frame: later frames may patch
    orc, troll, other = monsters(state)
    potion = next(e for e in state.stage.entities if e.name == "Health Potion")
    changes = [
        lambda: setattr(orc, "x", orc.x + 1),  # a step
        lambda: setattr(troll, "y", troll.y + 1),  # a step down
        lambda: setattr(other.fighter, "hp", other.fighter.hp - 2),  # its health bar shows
        lambda: setattr(orc, "asleep", True),  # the "z z" over it
        lambda: setattr(other.fighter, "hp", 0),  # its remains
        lambda: state.stage.entities.remove(potion),  # taken
        lambda: state.stage.entities.append(potion),  # back
    ]
    for change in changes:
        before = view.patches
        change()
        state.changed()  # as the engine does at every change the screen shows
        frame(app)
        assert view.patches == before + 1, "only sprites changed: the view is patched"
        assert view.patched and all(view.rect.contains(part) for part in view.patched)
        assert covers(app.game.changed_rects, view.patched[0])  # the display gets it


def test_a_step_of_a_monster_is_sent_to_the_display_where_it_was_and_is(make_app):
    state = scenario(HALL, seed=3)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    frame(app)
    frame(app)
    orc = monsters(state)[0]
    was = view.tile_rect(*orc.pos)
    orc.x += 1
    state.changed()
    frame(app)
    now = view.tile_rect(*orc.pos)
    assert covers(view.patched, was.union(now))
    assert covers(app.game.changed_rects, was.union(now))


def test_stacked_items_swapping_order_draw_the_whole_view(make_app):
    """Two items on one tile trading places: the same sprites in another order, which the
    patch cannot see by place: the whole view is drawn again, right."""
    state = scenario(HALL, seed=3)
    x, y = state.player.x + 2, state.player.y
    assert state.stage.tiles[y, x] == FLOOR
    first, second = create_item("sword"), create_item("shield")
    for item in (first, second):
        item.x, item.y = x, y
        state.stage.entities.append(item)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    frame(app)
    frame(app)
    before = view.patches
    entities = state.stage.entities
    i, j = entities.index(first), entities.index(second)
    entities[i], entities[j] = second, first
    state.changed()
    frame(app)
    assert view.patches == before
    assert not view.patched


def test_many_monsters_moving_at_once_draw_the_whole_view(make_app, monkeypatch):
    """Past a share of the view (here a 50th: the hall is small) the whole view is drawn."""
    monkeypatch.setattr("game.ui.panels.stage_view.PATCH_SHARE", 50)
    state = scenario(HALL, seed=3)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    frame(app)
    frame(app)
    orc, troll, other = monsters(state)
    before = view.patches
    orc.x, troll.x = 1, 21  # far apart: the part to patch would be a big share of the view
    state.changed()
    frame(app)
    assert view.patches == before


def test_a_patch_under_a_hover_frame(make_app):
    """With the pointer's frame over the view, a monster's step patches the view and the
    frame moves back over it as it was."""
    state = scenario(HALL, seed=3)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    frame(app)
    orc = monsters(state)[0]
    spot = view.tile_rect(orc.x + 3, orc.y).center
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0), buttons=(0, 0, 0)))
    app.draw()
    with_hover = pygame.surfarray.array3d(app.surface).copy()
    orc.x += 1
    state.changed()
    app.draw()
    orc.x -= 1
    state.changed()
    app.draw()
    assert view.patches >= 2
    assert (pygame.surfarray.array3d(app.surface) == with_hover).all()


def test_a_slide_reads_the_lit_box_once_and_ends_as_a_full_redraw(make_app):
    """The frames of a step's slide see other tiles at the view's edges as the camera moves,
    never other lit ones: the box is read once a step, and the frame after the slide is the
    view drawn in full."""
    state = game.new_game(8)
    app = make_app((1280, 720), state)
    app.animation_speed = 1.0
    clock = {"now": 100.0}
    app.game.animations.clock = lambda: clock["now"]
    app.frame([])
    view = app.game.stage_view
    for letter in "llhh":
        reads = view.box_reads
        start = clock["now"]
        app.frame([key_event(letter)])
        for step in range(1, 8):
            clock["now"] = start + SLIDE * step / 6
            app.frame([])
        assert view.box_reads == reads + 1
        clock["now"] = start + 5
        app.frame([])
        assert not app.game.animating()
        assert (view_pixels(app.surface, view.rect) == redrawn(view, state)).all()


def watch_slides(app, monkeypatch) -> list[tuple[tuple[int, int], int]]:
    """Check every frame the view scrolls from the one before against the frame drawn in
    full by a fresh StageView (same camera, sprites and nudges); the list fills with each
    checked frame's shift and how many parts of effects it put right."""
    view = app.game.stage_view
    view.clock = lambda: 0.0
    real = view.draw_moving
    checked: list[tuple[tuple[int, int], int]] = []

    def compared(surface, state, shift, nudges, kept=False, over=(), hidden=frozenset()):
        slides = view.slides
        real(surface, state, shift, nudges, kept=kept, over=over, hidden=hidden)
        if view.slides > slides:  # scrolled: compare with the frame drawn in full
            fresh = StageView(view.tileset)
            fresh.clock = view.clock
            fresh.place(view.rect, view.zoom, state)
            fresh.camera = view.camera
            target = blank_window()
            fresh.draw_moving(target, state, shift, dict(nudges), hidden=hidden)
            shown = view_pixels(surface, view.rect)
            differ = int((shown != view_pixels(target, view.rect)).any(axis=2).sum())
            assert differ == 0, f"{differ} pixels differ from the frame drawn in full"
            checked.append((shift, len(over)))

    monkeypatch.setattr(view, "draw_moving", compared)
    return checked


def animate(app, letters: str, before_key=lambda: None) -> None:
    """Each key's command (``before_key`` called first), drawn in the frame that handles it
    as the app does (the slide not begun), then its animation played frame by frame to its
    end."""
    clock = {"now": 100.0}
    app.game.animations.clock = lambda: clock["now"]
    app.animation_speed = 1.0
    app.frame([])
    for letter in letters:
        before_key()
        start = clock["now"]
        app.frame([key_event(letter)])
        for step in range(1, 24):
            clock["now"] = start + SLIDE * step / 8
            app.frame([])
        clock["now"] = start + 5
        app.frame([])
        clock["now"] += 1


def planned_walk(state, steps: int, seed: int) -> str:
    """The keys of a random walk of ``steps`` steps from where the player stands."""
    rng = random.Random(seed)
    keys = {(-1, 0): "h", (1, 0): "l", (0, -1): "k", (0, 1): "j"}
    letters, home = "", state.player.pos
    for _ in range(steps):
        x, y = state.player.pos
        ways = [way for way in keys if state.stage.is_walkable(x + way[0], y + way[1])]
        way = rng.choice(ways)
        letters += keys[way]
        state.place(state.player, x + way[0], y + way[1])  # plan the walk
    state.place(state.player, *home)
    return letters


def test_slid_frames_match_the_frame_drawn_in_full(make_app, monkeypatch):
    """The frames of a slide scrolled from the one before hold exactly the view drawn in
    full: walks every way on a real floor, every tile explored (the view's edges show the
    floor, not the dark). Each step's first frame (another field of view, another light,
    the camera where it was) draws the lit boxes of its frame and the last again, in place
    over the frame at rest before it."""
    state = game.new_game(8)
    state.stage.explored[:] = True
    app = make_app((1280, 720), state)
    checked = watch_slides(app, monkeypatch)
    animate(app, planned_walk(state, 24, seed=4))
    shifts = [shift for shift, _ in checked]
    assert len(shifts) > 40
    assert any(shift[0] for shift in shifts) and any(shift[1] for shift in shifts)
    assert app.game.stage_view.box_slides == 24  # every step's first frame


def test_a_steps_first_frame_shows_what_the_floor_drew_again_out_of_sight(make_app, monkeypatch):
    """A tile in view but out of sight that changed before a step (forgotten here, as a
    scroll of amnesia would; a door a monster opened is the same) is right in the step's
    first frame, which draws only the lit boxes and that tile again."""
    state = game.new_game(8)
    state.stage.explored[:] = True
    app = make_app((1280, 720), state)
    checked = watch_slides(app, monkeypatch)
    view = app.game.stage_view
    rng = random.Random(5)
    forgotten = []

    def forget() -> None:
        x0, y0, x1, y1 = view.tiles_in_view(state.stage)
        stage = state.stage
        out_of_sight = [
            (x, y)
            for y in range(y0, y1)
            for x in range(x0, x1)
            if stage.explored[y, x] and not stage.visible[y, x]
        ]
        x, y = rng.choice(out_of_sight)
        stage.explored[y, x] = False
        forgotten.append((x, y))

    animate(app, planned_walk(state, 12, seed=6), before_key=forget)
    assert len(forgotten) == 12 and view.box_slides == 12 and len(checked) > 20


def test_frames_after_a_blows_flash_and_number_match_the_frame_drawn_in_full(make_app, monkeypatch):
    """Blows at the orcs: their flash and the floating number are put right by the frames
    that scroll over them."""
    state = scenario(HALL, seed=3)
    app = make_app((1280, 720), state)
    checked = watch_slides(app, monkeypatch)
    animate(app, "hhhhhhyyy")  # to the orc, then blows
    assert sum(1 for _, effects in checked if effects) >= 4


def test_a_modal_over_a_game_that_did_not_change_reads_no_entity(make_app):
    """The sprites of a frame at rest follow the game's revision: opening and closing the
    inventory over an unchanged game makes no pass over the entities; a change the engine
    announces (``changed``) makes one, and the frame shows it."""
    state = scenario(HALL, seed=3)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    frame(app)
    passes = view.entity_passes
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, unicode="i", mod=0)])
    assert app.top is not app.game
    app.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, unicode="\x1b", mod=0)])
    assert app.top is app.game
    assert view.entity_passes == passes
    orc = monsters(state)[0]
    orc.x += 1
    state.changed()
    frame(app)
    assert view.entity_passes == passes + 1
    assert any(at == view.tile_rect(*orc.pos).topleft for _, at in view._last_blits)
