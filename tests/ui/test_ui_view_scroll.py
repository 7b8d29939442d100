"""A frame where the terrain changed (the player stepped) scrolls the remembered parts of the
window's last frame with the camera and draws the rest (``StageView._scrolled``); the window
then holds exactly what a full redraw draws: steps every way, with a hurt monster's bar just
over the lit box, an item remembered out of sight, both gone in the step's own frame, a
hover frame over the view, and the first frames of step animations, monsters stepping too."""

from __future__ import annotations

import random

import pygame

from game.content import create_actor, create_item
from tests.scenario import monsters, scenario
from tests.ui.test_ui_terrain_cache import blank_window, redrawn, view_pixels
from tests.ui.test_ui_view_patches import animate

#: An open hall wider and taller than the field of view (radius 8): the lit box is the
#: player's sight, with remembered floor all around it.
WIDTH, HEIGHT = 44, 27


def open_hall() -> str:
    rows = ["#" * WIDTH] + ["#" + "." * (WIDTH - 2) + "#" for _ in range(HEIGHT - 2)]
    rows += ["#" * WIDTH]
    middle = list(rows[HEIGHT // 2])
    middle[WIDTH // 2] = "@"
    rows[HEIGHT // 2] = "".join(middle)
    return "\n".join(rows)


def differ(app) -> int:
    """Draw a frame the app's way; how many of the view's pixels differ from a full redraw
    (but under the pointer's frame, drawn over the view)."""
    app.game.toast_text = ""
    view = app.game.stage_view
    view.clock = lambda: 0.0
    app.draw()
    wrong = (view_pixels(app.surface, view.rect) != redrawn(view, app.state)).any(axis=2)
    for rect in app.game._overlay or []:
        over = rect.clip(view.rect).move(-view.rect.x, -view.rect.y)
        wrong[over.left : over.right, over.top : over.bottom] = False  # [x, y]
    return int(wrong.sum())


def test_steps_scroll_the_remembered_floor_and_match_a_full_redraw(make_app):
    state = scenario(open_hall(), seed=2)
    state.stage.explored[:] = True
    player = state.player
    px, py = player.pos
    orc = create_actor("orc")
    orc.fighter.hp -= 3  # hurt: its bar is drawn a pixel over its tile
    state.place(orc, px + 2, py - 8)  # the top row of the sight: the bar is over the lit box
    potion = create_item("health_potion")
    state.place(potion, px - 11, py + 2)  # out of sight, in view: drawn as memory
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    for x in (px + 1, px, px + 1, px):  # the remembered floor drawn where the view goes
        state.place(player, x, py)
        assert differ(app) == 0
    assert state.stage.visible[orc.y, orc.x] and not state.stage.visible[potion.y, potion.x]
    before = view.scrolls
    state.place(player, px + 1, py)
    orc.fighter.hp = 0  # dies as the player steps: its bar must not stay on the window
    assert differ(app) == 0
    state.place(player, px, py)
    state.stage.entities.remove(potion)  # taken out of sight as the player steps
    assert differ(app) == 0
    assert view.scrolls == before + 2
    rng = random.Random(5)
    for _ in range(30):
        x, y = player.pos
        dx, dy = rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1)])
        if state.stage.is_walkable(x + dx, y + dy):
            state.place(player, x + dx, y + dy)
        assert differ(app) == 0
    assert view.scrolls > before + 20


def test_a_step_under_the_pointer_puts_right_the_hover_frame(make_app):
    state = scenario(open_hall(), seed=2)
    state.stage.explored[:] = True
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    for dx in (1, -1, 1, -1):  # the remembered floor drawn where the view goes
        state.place(state.player, state.player.x + dx, state.player.y)
        assert differ(app) == 0
    before = view.scrolls
    for dx in (1, 1, -1):
        # the pointer's frame over the map moves as the player steps: the view under its
        # last place is drawn again, and the step scrolls the rest
        at = view.tile_rect(state.player.x - 11, state.player.y - 3 + dx).center  # unlit
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)))
        state.place(state.player, state.player.x + dx, state.player.y)
        assert differ(app) == 0
        assert app.game._overlay and view.rect.collidelist(app.game._overlay) >= 0
    assert view.scrolls >= before + 2  # (a first look further right draws new floor)


def test_first_frames_of_step_animations_scroll_and_match_the_frame_drawn_in_full(
    make_app, monkeypatch
):
    """The first frame of each step's animation (a new field of view, the camera on its
    way, monsters nudged across the lit box's edge) scrolls the last frame's remembered
    parts; each such frame holds what a fresh view draws in full."""
    state = scenario(open_hall(), seed=2)
    state.stage.explored[:] = True
    px, py = state.player.pos
    for dx, dy in ((3, -7), (-4, 8), (6, 2)):
        state.place(create_actor("orc"), px + dx, py + dy)
    for orc in monsters(state):
        orc.fighter.hp -= 2
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    view.clock = lambda: 0.0
    real = view.draw_moving
    checked = []

    def compared(surface, state, shift, nudges, kept=False, over=(), hidden=frozenset()):
        scrolls = view.scrolls
        real(surface, state, shift, nudges, kept=kept, over=over, hidden=hidden)
        if view.scrolls > scrolls:
            fresh = type(view)(view.tileset)
            fresh.clock = view.clock
            fresh.place(view.rect, view.zoom, state)
            fresh.camera = view.camera
            target = blank_window()
            fresh.draw_moving(target, state, shift, dict(nudges), hidden=hidden)
            shown = view_pixels(surface, view.rect)
            count = int((shown != view_pixels(target, view.rect)).any(axis=2).sum())
            assert count == 0, f"{count} pixels differ from the frame drawn in full"
            checked.append(shift)

    monkeypatch.setattr(view, "draw_moving", compared)
    animate(app, "llkkhhjjyb")
    assert len(checked) >= 8 and any(shift != (0, 0) for shift in checked)
