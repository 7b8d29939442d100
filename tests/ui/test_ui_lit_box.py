"""The lit box's reads give what the plain numpy reads give: its span (the rows and columns
holding a lit tile) on masks of every shape, and whether moving water is in sight in the
view (read from the floor's moving tiles, kept, and bytes)."""

from __future__ import annotations

import numpy as np

import game
from game.ui.panels.terrain_looks import ANIMATED


def plain_span(lit: np.ndarray) -> tuple[int, int, int, int]:
    ys, xs = np.nonzero(lit)
    if not len(ys):
        return (0, 0, 0, 0)
    return int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1


def test_the_lit_box_spans_the_lit_tiles_of_any_mask(make_app):
    state = game.new_game(4)
    app = make_app((1280, 720), state)
    app.frame([])
    view, stage = app.game.stage_view, state.stage
    rng = np.random.default_rng(11)
    h, w = stage.visible.shape
    masks = [np.zeros((h, w), bool), np.ones((h, w), bool)]
    for y, x in ((0, 0), (h - 1, w - 1), (0, w - 1), (h - 1, 0), (5, 7)):
        one = np.zeros((h, w), bool)
        one[y, x] = True
        masks.append(one)
    for share in (0.01, 0.1, 0.5):
        masks += [rng.random((h, w)) < share for _ in range(10)]
    blob = np.zeros((h, w), bool)
    blob[10:17, 30:34] = blob[12, 25] = blob[16, 40] = True  # widest on rows not at its ends
    masks.append(blob)
    spans = set()
    for mask in masks:
        stage.visible[:] = mask
        stage.explored[:] = rng.random((h, w)) < 0.9
        view.rebuilds += 1  # read it again
        span, images = view._lit_box(state)
        lit = stage.visible & stage.explored
        assert span == plain_span(lit)
        x0, y0, x1, y1 = span
        assert len(images) == (x1 - x0) * (y1 - y0)
        spans.add(span)
    assert len(spans) > 10 and (0, 0, 0, 0) in spans


def test_water_in_view_is_moving_terrain_in_sight_in_the_view(make_app):
    state = game.new_game(2)
    state.depth = 5
    state.new_floor()  # the Caves: deep water
    app = make_app((1280, 720), state)
    app.frame([])
    view, stage = app.game.stage_view, state.stage
    rng = np.random.default_rng(5)
    seen = set()
    for _ in range(40):
        stage.visible[:] = rng.random(stage.visible.shape) < 0.05
        view._terrain_key = None  # the terrain read again
        view._refresh_terrain(state)
        x0, y0, x1, y1 = view.tiles_in_view(stage)
        codes = view.floor.codes[y0:y1, x0:x1]
        plain = bool((ANIMATED[codes] & stage.visible[y0:y1, x0:x1]).any())
        assert view.water_in_view == plain
        seen.add(plain)
    assert seen == {True, False}
