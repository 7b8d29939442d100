"""Animation never slows a player down: a frame during an animation draws the in-between
picture, any key or click ends every animation at once and acts, held keys never queue, the
game is the same with animation on or off, and an idle game with nothing animating draws and
flips nothing. Time is a clock the test holds (no timed assertions)."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

import game
from game.content import create_item
from game.engine.actions import UseAction
from game.engine.ai import ConfusedAI
from game.ui import animation
from game.ui.animation import SLIDE, Bump, Fade, Flash, Label, Slide
from game.ui.screens.game_screen import STEP_DELAY
from tests.scenario import scenario
from tests.ui.conftest import key_event

T0 = 1000.0

ARENA = """
    ##############
    #............#
    #...@o.......#
    #............#
    #.......o....#
    #............#
    ##############
"""


class Clock:
    """The animations' clock, moved by hand."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def animated(make_app):
    """An app with animation on at speed 1 and a held clock: ``animated(state)``."""

    def make(state, size=(1280, 720)):
        app = make_app(size, state)
        app.animation_speed = 1.0
        clock = Clock()
        app.game.animations.clock = clock
        app.frame([])
        return app, clock

    return make


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> np.ndarray:
    array = pygame.surfarray.array3d(surface)
    if rect is None:
        return array.copy()
    return array[rect.left : rect.right, rect.top : rect.bottom].copy()


def drawn_in_full(app) -> np.ndarray:
    out = pygame.Surface(app.surface.get_size()).convert()
    app.game.draw(out)
    return pixels(out)


def sprite_at(app, surface: pygame.Surface, sprite: pygame.Surface, at: tuple[int, int]) -> bool:
    """Every opaque pixel of ``sprite`` is on ``surface`` with its top-left at ``at``."""
    mask = pygame.mask.from_surface(sprite)
    shown, own = pixels(surface), pixels(sprite)
    points = mask.outline(1) + [
        (x, y)
        for x in range(0, sprite.get_width(), 3)
        for y in range(0, sprite.get_height(), 3)
        if mask.get_at((x, y))
    ]
    assert len(points) > 40
    return all((shown[at[0] + x, at[1] + y] == own[x, y]).all() for x, y in points)


def test_a_frame_mid_step_draws_the_sprite_half_way(animated):
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    view = app.game.stage_view
    start = view.tile_rect(*state.player.pos).topleft
    app.frame([key_event("k")])  # up, from (4, 2) to (4, 1); the small map: the camera stays
    assert state.player.pos == (4, 1)
    end = view.tile_rect(4, 1).topleft
    sprite = app.tileset.player_sprite(state.player.equipment, view.zoom)
    clock.now = T0 + SLIDE / 2
    assert app.frame([])
    half = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    assert half != start and half != end
    assert sprite_at(app, app.surface, sprite, half)
    assert not sprite_at(app, app.surface, sprite, end)
    assert not sprite_at(app, app.surface, sprite, start)
    clock.now = T0 + 5  # all over (the orc's blow at the hero too)
    assert app.frame([])
    assert sprite_at(app, app.surface, sprite, end)


def test_each_step_slides_the_centred_camera_with_the_hero(animated):
    state = game.new_game(8)  # the hero starts mid-floor: the camera follows freely
    app, clock = animated(state)
    view = app.game.stage_view
    for step in range(2):  # the second one must not show the first one's terrain
        camera = view.camera
        start = clock.now
        app.frame([key_event("l")])
        assert view.camera[0] == camera[0] + view.zoom
        clock.now = start + SLIDE / 2
        app.frame([])
        middle = pixels(app.surface, view.rect)
        clock.now = start + 1
        app.frame([])
        final = pixels(app.surface, view.rect)
        half, edge = view.zoom // 2, 40  # away from the strip the slide uncovers
        shifted = middle[half + edge : -edge, edge:-edge] == final[edge : -edge - half, edge:-edge]
        unshifted = (
            middle[half + edge : -edge, edge:-edge] == final[half + edge : -edge, edge:-edge]
        )
        assert shifted.all(axis=2).mean() > 0.99, step  # the whole view half a tile behind
        assert unshifted.all(axis=2).mean() < 0.95, step
    assert (pixels(app.surface) == drawn_in_full(app)).all()  # (a full draw: after the loop)


def test_slides_and_bumps_land_on_whole_multiples_of_the_snap(animated, monkeypatch):
    """The sliding camera and every moving sprite are placed on multiples of SNAP pixels
    (the slide's steps)."""
    state = game.new_game(8)
    app, clock = animated(state)
    view = app.game.stage_view
    seen = []
    real = view.draw_moving

    def watched(surface, state, shift, nudges, **kwargs):
        seen.append((shift, dict(nudges)))
        real(surface, state, shift, nudges, **kwargs)

    monkeypatch.setattr(view, "draw_moving", watched)
    start = clock.now
    app.frame([key_event("l")])
    for step in range(1, 12):
        clock.now = start + SLIDE * step / 10
        app.frame([])
    offsets = [
        value
        for shift, nudges in seen
        for value in (*shift, *(part for nudge in nudges.values() for part in nudge))
    ]
    assert len(seen) >= 10 and any(offsets), "frames of the slide were drawn"
    assert all(value % animation.SNAP == 0 for value in offsets), offsets
    assert abs(seen[-1][0][0]) <= animation.SNAP  # the last frames of the slide close in
    assert not app.game.animating()  # and then the view is drawn where the camera is


def test_any_key_or_click_ends_every_animation_at_once_and_acts(animated, make_app):
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    plain = make_app((1280, 720), scenario(ARENA, seed=1))  # animation off
    plain.frame([])
    app.frame([key_event("l")])  # attack the orc: a bump, a flash, a number
    plain.frame([key_event("l")])
    assert app.game.animating()
    assert {type(t) for t in app.game.animations.tracks} >= {Bump, Flash, Label}
    app.frame([key_event(code=pygame.K_F5)])  # a key that means nothing here: no time passed
    assert not app.game.animating() and app.game.animations.tracks == []
    assert (pixels(app.surface) == pixels(plain.surface)).all()
    app.frame([key_event("k")])  # a key that acts: the step's slide, nothing older
    assert state.player.pos == (4, 1)
    mine = [
        type(t)
        for t in app.game.animations.tracks
        if isinstance(t, Slide | Bump) and t.actor is state.player
    ]
    assert mine == [Slide]  # the attack's bump is gone
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=app.layout.hud.center)
    app.frame([click])
    assert app.game.animations.tracks == []


KEYS = ["l", "l", "l", "j", "j", "l", "l", "l", ".", "h", "k", "k", "l"] * 3


def play_keys(app, batches) -> None:
    for batch in batches:
        app.frame([key_event(char) for char in batch])


def test_held_keys_never_queue_and_the_game_is_the_same_with_animation_off(animated, make_app):
    """The same keys, a burst of them per frame as a held key repeats, with time frozen
    (animations never end on their own) and with animation off: the same game."""
    batches = [KEYS[i : i + 4] for i in range(0, len(KEYS), 4)]
    state = scenario(ARENA, seed=3)
    app, _ = animated(state)
    play_keys(app, batches)
    other = scenario(ARENA, seed=3)
    plain = make_app((1280, 720), other)
    plain.frame([])
    play_keys(plain, batches)
    assert state.turn == other.turn >= 20
    assert game.digest(state) == game.digest(other)
    assert state.player.pos == other.player.pos
    assert state.kills >= 1  # the keys fought, not only walked


def test_animation_starts_the_game_screens_own_frames_and_then_idles(animated, monkeypatch):
    flips = {"n": 0}
    real_flip, real_update = pygame.display.flip, pygame.display.update
    monkeypatch.setattr(
        pygame.display, "flip", lambda: flips.update(n=flips["n"] + 1) or real_flip()
    )
    monkeypatch.setattr(
        pygame.display,
        "update",
        lambda rects=None: flips.update(n=flips["n"] + 1) or real_update(rects),
    )
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    assert [app.frame([]) for _ in range(20)].count(True) == 0 and app.wake_in() is None
    app.frame([key_event("k")])
    assert app.wake_in() == 0.0  # the loop comes back at once (the clock caps the rate)
    drawn = 0
    for step in range(1, 6):
        clock.now = T0 + SLIDE * step / 6
        drawn += app.frame([])
    assert drawn == 5  # each a frame of the slide
    clock.now = T0 + 5  # the slide and the orc's blow at the hero are over
    before = flips["n"]
    drew = [app.frame([]) for _ in range(50)]
    assert drew.count(True) == 1 and drew[0]  # the game as it is, once
    assert flips["n"] == before + 1
    assert app.wake_in() is None
    assert (pixels(app.surface) == drawn_in_full(app)).all()  # no trace of the animation


def test_a_hit_flashes_floats_its_number_and_the_dead_fade(animated):
    state = scenario(ARENA, seed=1)
    orc = state.stage.blocking_actor_at(5, 2)
    orc.fighter.hp = 1
    app, clock = animated(state)
    view = app.game.stage_view
    tile = view.tile_rect(*orc.pos)
    app.frame([key_event("l")])
    assert not orc.is_alive
    tracks = app.game.animations.tracks
    assert any(isinstance(t, Label) and t.words.isdigit() for t in tracks)
    fade = next(t for t in tracks if isinstance(t, Fade))
    flash = next(t for t in tracks if isinstance(t, Flash))
    clock.now = flash.start + 0.001
    app.frame([])
    white = (pixels(app.surface, tile) > 200).all(axis=2).sum()
    assert white > 50  # the flash
    above = pygame.Rect(tile.x - tile.width, tile.y - tile.height, 3 * tile.width, tile.height)
    clock.now = fade.start + fade.duration * (fade.hold + 1) / 2  # half faded
    app.frame([])
    fading, floating = pixels(app.surface, tile), pixels(app.surface, above)
    clock.now = T0 + 5
    app.frame([])
    remains, clear = pixels(app.surface, tile), pixels(app.surface, above)
    assert (fading != remains).any(axis=2).sum() > 50  # the living look still shows
    assert (floating != clear).any(axis=2).sum() > 10  # the number over the orc


def test_a_blow_that_does_no_damage_says_so(animated):
    state = scenario(ARENA, seed=1)
    orc = state.stage.blocking_actor_at(5, 2)
    orc.fighter.base_defense = 100
    app, _ = animated(state)
    app.frame([key_event("l")])
    labels = [t for t in app.game.animations.tracks if isinstance(t, Label)]
    assert [t.words for t in labels if t.actor is orc] == ["no damage"]
    assert not any(isinstance(t, Flash) and t.actor is orc for t in app.game.animations.tracks)


def spell_frames(animated, kind: str, target, times):
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    scroll = create_item(kind)
    state.player.inventory.add(scroll)
    app.act(UseAction(state.player, scroll, target=target))
    frames = []
    for t in times:
        clock.now = T0 + t
        app.frame([])
        frames.append(pixels(app.surface, app.game.stage_view.rect))
    clock.now = T0 + 5
    app.frame([])
    return app, state, frames, pixels(app.surface, app.game.stage_view.rect)


def colored(frame: np.ndarray, color: tuple[int, int, int]) -> int:
    return int((frame == np.array(color)).all(axis=2).sum())


def test_lightning_draws_a_bolt(animated):
    _, _, (bolt,), after = spell_frames(animated, "lightning_scroll", None, [0.01])
    assert colored(bolt, animation.BOLT_COLORS[1]) > 10 and colored(after, (240, 248, 255)) == 0


def test_fireball_flies_then_bursts_over_its_area(animated):
    app, state, (flight, burst), after = spell_frames(
        animated, "fireball_scroll", (8, 4), [0.02, 0.2]
    )
    view = app.game.stage_view
    assert colored(flight, animation.FIRE_COLORS[0]) > 10  # the ball on its way
    centre = view.tile_rect(8, 4).move(-view.rect.x, -view.rect.y)
    # the area is on fire (orange over the floor), and it is gone afterwards
    warm = burst[centre.centerx, centre.centery].astype(int) - after[
        centre.centerx, centre.centery
    ].astype(int)
    assert warm[0] > 60 and warm[0] > warm[2]


def test_confusion_sends_an_orb_and_marks_the_monster_while_it_lasts(animated):
    app, state, (orb,), after = spell_frames(animated, "confusion_scroll", (8, 4), [0.1])
    assert colored(orb, animation.SPELL_COLORS[0]) > 10
    monster = next(a for a in state.stage.actors if isinstance(a.ai, ConfusedAI))
    view = app.game.stage_view
    mark = app.tileset.sprite("fx_confused", view.zoom)
    assert sprite_at(app, app.surface, mark, view.tile_rect(*monster.pos).topleft)
    monster.ai.turns_remaining = 0  # its mind clears on its next turn, where it stands
    at = monster.pos
    app.frame([key_event(".")])
    app.game.animations.clock.now = T0 + 10
    app.frame([])
    assert monster.pos == at and not isinstance(monster.ai, ConfusedAI)
    assert not sprite_at(app, app.surface, mark, view.tile_rect(*monster.pos).topleft)


def test_speed_scales_every_animation_and_zero_turns_it_off(animated):
    durations = {}
    for speed in (1.0, 2.0, 0.0):
        state = scenario(ARENA, seed=1)
        app, _ = animated(state)
        app.animation_speed = speed
        app.frame([key_event("l")])
        durations[speed] = max((t.end - T0 for t in app.game.animations.tracks), default=0)
    assert durations[1.0] > 0 and durations[2.0] == pytest.approx(durations[1.0] / 2)
    assert durations[0.0] == 0


def test_a_journeys_steps_slide_no_longer_than_the_time_between_them(animated):
    state = scenario(ARENA.replace("o", "."), seed=1)
    app, _ = animated(state)
    app.game.start_journey((10, 4))  # travel: one step per STEP_DELAY
    app.game.update()
    assert state.player.pos != (4, 2)
    slides = [t for t in app.game.animations.tracks if isinstance(t, Slide)]
    assert slides and all(t.duration <= STEP_DELAY for t in slides)


def test_nothing_animates_under_a_modal(animated):
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    app.frame([key_event("l")])
    app.open("help")
    assert app.wake_in() is None  # the loop sleeps: nothing moves under the help
    assert [app.frame([]) for _ in range(5)].count(True) == 1


def panel_parts(app, surface_pixels: np.ndarray) -> list[np.ndarray]:
    """The HUD's, the minimap's and the log's pixels out of a whole window's."""
    layout = app.layout
    return [
        surface_pixels[rect.left : rect.right, rect.top : rect.bottom]
        for rect in (layout.hud, layout.minimap, layout.log)
    ]


def counted_panels(app, monkeypatch) -> list[int]:
    """Counts the frames that draw the panels (one entry per app frame: 1 drew them)."""
    game_screen = app.game
    real = game_screen._draw_panels
    calls = {"n": 0}

    def counting(*args, **kwargs):
        calls["n"] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(game_screen, "_draw_panels", counting)
    seen: list[int] = []
    real_frame = app.frame

    def frame(events=None):
        before = calls["n"]
        drew = real_frame(events)
        seen.append(calls["n"] - before)
        return drew

    monkeypatch.setattr(app, "frame", frame)
    return seen


def test_a_steps_first_frame_leaves_the_panels_to_the_next(animated, monkeypatch):
    """The frame a step's key makes draws the view whole; the HUD, minimap and log follow
    on the next frame, 1/60 s on, while the step still slides."""
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    drew = counted_panels(app, monkeypatch)
    before = panel_parts(app, pixels(app.surface))
    app.frame([key_event("k")])  # up: a step, and the orc's blow (the log and the HUD)
    assert app.game.animating() and drew == [0]
    assert all(
        (now == then).all()
        for now, then in zip(panel_parts(app, pixels(app.surface)), before, strict=True)
    )
    clock.now = T0 + SLIDE / 4
    assert app.frame([]) and drew == [0, 1]
    assert app.game.animating()  # still sliding
    shown = panel_parts(app, pixels(app.surface))
    assert any(
        (now != then).any() for now, then in zip(shown, before, strict=True)
    )  # the step is on them
    for quarter in (2, 3):  # the slide's later frames check them, as any frame does
        clock.now = T0 + SLIDE * quarter / 4
        assert app.frame([])
    assert drew == [0, 1, 1, 1]
    clock.now = T0 + 5
    app.frame([])
    full = drawn_in_full(app)
    assert all(
        (now == whole).all() for now, whole in zip(shown, panel_parts(app, full), strict=True)
    )
    assert (pixels(app.surface) == full).all()


def test_the_panels_wait_no_more_than_one_frame_however_fast_the_keys(animated, monkeypatch):
    """A key every frame, each ending the last animation and starting one: the panels are
    drawn every other frame, never left two frames in a row."""
    state = scenario(ARENA, seed=1)
    app, _ = animated(state)
    drew = counted_panels(app, monkeypatch)
    for char in "kjkjkjkj":  # up and down beside the orc, time frozen
        app.frame([key_event(char)])
        assert app.game.animating()
    assert drew == [0, 1] * 4


def test_with_animation_off_a_steps_frame_leaves_the_panels_to_the_next(make_app, monkeypatch):
    """Animation off: the frame a step's key makes draws the view; the HUD, minimap and log
    follow on the next frame, which the loop is woken for at once; then nothing is drawn. A
    turn that moves no view (a wait) draws them in its own frame."""
    state = scenario(ARENA, seed=1)
    app = make_app((1280, 720), state)
    app.frame([])
    drew = counted_panels(app, monkeypatch)
    view = app.game.stage_view.rect
    before, view_before = panel_parts(app, pixels(app.surface)), pixels(app.surface, view)
    app.frame([key_event("k")])  # up: a step, and the orc's blow (the log and the HUD)
    assert drew == [0] and app.game.panels_owed and app.wake_in() == 0.0
    assert (pixels(app.surface, view) != view_before).any()
    assert all(
        (now == then).all()
        for now, then in zip(panel_parts(app, pixels(app.surface)), before, strict=True)
    )
    assert app.frame([]) and drew == [0, 1] and not app.game.panels_owed
    assert any(
        (now != then).any()
        for now, then in zip(panel_parts(app, pixels(app.surface)), before, strict=True)
    )
    assert (pixels(app.surface) == drawn_in_full(app)).all()
    assert not app.frame([]) and app.wake_in() is None  # then the loop sleeps
    turn = state.turn
    app.frame([key_event(".")])  # a wait: a turn, the view where it was
    assert state.turn > turn and drew[-1] == 1 and not app.game.panels_owed


def test_with_animation_off_the_panels_wait_no_more_than_one_frame(make_app, monkeypatch):
    """A step's key every frame: the panels are drawn every other frame."""
    state = scenario(ARENA, seed=1)
    app = make_app((1280, 720), state)
    app.frame([])
    drew = counted_panels(app, monkeypatch)
    for char in "kjkjkjkj":  # up and down beside the orc
        turn = state.turn
        app.frame([key_event(char)])
        assert state.turn > turn
    assert drew == [0, 1] * 4


def test_an_animation_over_at_once_still_shows_the_panels(animated, monkeypatch):
    state = scenario(ARENA, seed=1)
    app, clock = animated(state)
    drew = counted_panels(app, monkeypatch)
    app.frame([key_event("k")])
    clock.now = T0 + 5  # the whole animation is over before the next frame
    assert app.frame([]) and drew == [0, 1]
    assert (pixels(app.surface) == drawn_in_full(app)).all()
