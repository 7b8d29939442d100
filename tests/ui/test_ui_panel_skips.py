"""The panels skip what did not change on a step, and never skip what did: each cache or
skip of the side panels, the log, the bar and the minimap is checked here against a change
it must see."""

from __future__ import annotations

import pygame

from game.ui.panels.action_bar import ActionBar


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
