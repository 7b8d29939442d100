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
