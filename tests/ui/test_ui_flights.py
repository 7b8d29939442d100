"""Issue 23's animations (point 3): a thrown dart or javelin and a goblin's arrow fly as their
own sprites turned along their way, a salamander's breath pours fire at its victim; each
starts from its engine event (``Zap``), is twice as quick at "fast" and not shown at "off".
Time is a clock the test holds."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.content import create_item
from game.engine.actions.throwing import ThrowAction
from game.engine.events import Died, Hurt, Moved, Zap
from game.ui import animation
from game.ui.animation import Breath, Flash, Missile, in_flight_order
from tests.scenario import monsters, scenario
from tests.ui.test_ui_animation import T0, animated, pixels  # noqa: F401  (a fixture)

THROW = """
    ##############
    #............#
    #..@.........#
    #............#
    #......o.....#
    #............#
    ##############
"""
ARCHER = THROW.replace("o", "a")
SALAMANDER = THROW.replace(".o", "L.")  # within its breath's reach (3)
LEGEND = {"a": "goblin_archer", "L": "salamander"}


def throw(animated, kind: str, speed: float = 1.0):  # noqa: F811
    state = scenario(THROW, seed=3)
    app, clock = animated(state)
    app.animation_speed = speed
    weapon = state.player.inventory.add(create_item(kind))
    orc = monsters(state)[0]
    at = orc.pos
    app.act(ThrowAction(state.player, weapon, orc))
    return app, clock, state, at


def monster_turn(animated, picture: str, speed: float = 1.0):  # noqa: F811
    state = scenario(picture, seed=3, legend=LEGEND)
    app, clock = animated(state)
    app.animation_speed = speed
    foe = monsters(state)[0]
    app.act("wait")
    return app, clock, state, foe


def turned_on_screen(app, track: Missile, p: float) -> bool:
    """The track's sprite, turned along its way, is on the screen ``p`` of the way there."""
    view = app.game.stage_view
    z = view.zoom
    start, end = view.tile_rect(*track.source).center, view.tile_rect(*track.target).center
    image = app.game.animations.turned(track.sprite, z, end[0] - start[0], end[1] - start[1])
    at = image.get_rect(
        center=(
            round(start[0] + (end[0] - start[0]) * p),
            round(start[1] + (end[1] - start[1]) * p),
        )
    )
    shown = pixels(app.surface, at)
    own = pygame.surfarray.array3d(image)
    solid = pygame.surfarray.array_alpha(image) == 255
    assert solid.sum() > 20
    return bool((shown[solid] == own[solid]).mean() > 0.95)


@pytest.mark.parametrize("kind", ["dart", "javelin"])
def test_a_thrown_weapon_flies_turned_toward_its_target(animated, kind):  # noqa: F811
    app, clock, state, at = throw(animated, kind)
    tracks = app.game.animations.tracks
    flight = next(t for t in tracks if isinstance(t, Missile))
    assert (flight.sprite, flight.source, flight.target) == (f"fx_{kind}", (3, 2), at)
    for t in tracks:  # the blow lands when the weapon arrives
        if isinstance(t, Flash):
            assert t.start >= flight.end - 1e-9
    clock.now = flight.start + flight.duration / 2
    app.frame([])
    assert turned_on_screen(app, flight, 0.5)
    clock.now = T0 + 5
    app.frame([])
    assert not turned_on_screen(app, flight, 0.5)


def test_a_thrown_weapon_is_not_seen_lying_where_it_lands_before_it_gets_there(animated):  # noqa: F811
    """The engine puts a thrown javelin where it lands at once; the screen showed it lying
    there while it was still flying toward that tile."""
    state = scenario(THROW.replace("o", "."), seed=3)
    app, clock = animated(state)
    javelin = state.player.inventory.add(create_item("javelin"))
    spot = (8, 2)
    rect = app.game.stage_view.tile_rect(*spot)
    before = pixels(app.surface, rect)
    app.act(ThrowAction(state.player, javelin, spot))
    flight = next(t for t in app.game.animations.tracks if isinstance(t, Missile))
    assert flight.target == spot and state.stage.items_at(*spot)
    clock.now = flight.start + flight.duration * 0.2  # a fifth of the way, far from the spot
    app.frame([])
    during = pixels(app.surface, rect)
    clock.now = flight.end + 0.01  # landed
    app.frame([])
    landed = pixels(app.surface, rect)
    clock.now = flight.end + 1.0  # every track over
    app.frame([])
    app.frame([])
    after = pixels(app.surface, rect)
    assert (during == before).all()
    assert not (landed == before).all() and (landed == after).all()


def test_the_sprite_is_turned_along_the_way_and_kept_whole(animated):  # noqa: F811
    app, _, _, _ = throw(animated, "javelin")
    animations, z = app.game.animations, app.game.stage_view.zoom
    east = animations.turned("fx_javelin", z, 1, 0)
    assert east.get_size() == (z, z)  # pointing east: the art as drawn
    south_east = animations.turned("fx_javelin", z, 1, 1)
    assert south_east.get_width() > z  # turned, not cropped: the box grows
    solid = (pygame.surfarray.array_alpha(south_east) == 255).sum()
    assert solid == pytest.approx((pygame.surfarray.array_alpha(east) == 255).sum(), rel=0.2)
    north = animations.turned("fx_javelin", z, 0, -1)
    alpha = pygame.surfarray.array_alpha(north)
    rows = np.nonzero(alpha.any(axis=0))[0]
    cols = np.nonzero(alpha.any(axis=1))[0]
    assert rows.size > cols.size  # it stands upright


def test_a_goblins_arrow_flies_from_the_archer_to_the_hero(animated):  # noqa: F811
    app, clock, state, archer = monster_turn(animated, ARCHER)
    flight = next(t for t in app.game.animations.tracks if isinstance(t, Missile))
    assert (flight.sprite, flight.source, flight.target) == (
        "fx_arrow",
        archer.pos,
        state.player.pos,
    )
    clock.now = flight.start + flight.duration / 2
    app.frame([])
    assert turned_on_screen(app, flight, 0.5)


def breath_pixels(frame: np.ndarray) -> int:
    colors = np.array(animation.BREATH_COLORS)
    return int((frame[:, :, None, :] == colors[None, None, :, :]).all(axis=3).any(axis=2).sum())


def test_a_salamanders_breath_pours_fire_at_the_hero(animated):  # noqa: F811
    app, clock, state, salamander = monster_turn(animated, SALAMANDER)
    breath = next(t for t in app.game.animations.tracks if isinstance(t, Breath))
    assert (breath.source, breath.target) == (salamander.pos, state.player.pos)
    view = app.game.stage_view
    clock.now = breath.start + breath.duration * animation.BREATH_REACH
    app.frame([])
    burning = pixels(app.surface, view.rect)
    clock.now = T0 + 5
    app.frame([])
    assert breath_pixels(burning) > 400 and breath_pixels(pixels(app.surface, view.rect)) == 0
    # the flame reaches the hero's tile, and starts at the salamander's
    for tile in (state.player.pos, salamander.pos):
        rect = view.tile_rect(*tile).move(-view.rect.x, -view.rect.y)
        assert breath_pixels(burning[rect.left : rect.right, rect.top : rect.bottom]) > 20


@pytest.mark.parametrize("scene", ["javelin", "arrow", "breath"])
def test_each_is_twice_as_quick_at_fast_and_not_shown_at_off(animated, scene):  # noqa: F811
    durations = {}
    for speed in (1.0, 2.0, 0.0):
        if scene == "javelin":
            app, *_ = throw(animated, "javelin", speed)
        else:
            app, *_ = monster_turn(animated, ARCHER if scene == "arrow" else SALAMANDER, speed)
        mine = [t for t in app.game.animations.tracks if isinstance(t, Missile | Breath)]
        durations[speed] = max((t.duration for t in mine), default=0.0)
    assert durations[1.0] > 0 and durations[2.0] == pytest.approx(durations[1.0] / 2)
    assert durations[0.0] == 0


def test_a_throws_flight_comes_before_the_blow_it_deals():
    a, b = object(), object()
    hurt, died, moved = Hurt(a, 3), Died(a), Moved(b, (0, 0), (1, 0))
    javelin, arrow = Zap("javelin", (0, 0), (3, 3)), Zap("arrow", (5, 5), (0, 0))
    assert in_flight_order([hurt, died, javelin, moved]) == [javelin, hurt, died, moved]
    assert in_flight_order([hurt, arrow]) == [hurt, arrow]  # an arrow is noted in its turn
