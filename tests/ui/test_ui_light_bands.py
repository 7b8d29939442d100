"""The light's fast paths give the numbers of the plain ones: the bands found by halving
against the nearest shade read one tile at a time, and the hero's darkness from its table
against the hero's light reckoned for the box."""

from __future__ import annotations

import numpy as np

from game.ui import theme
from game.ui.panels import light


def around(value: float, ulps: int = 40) -> list[float]:
    """The floats within ``ulps`` steps of ``value``."""
    bits = int(np.float64(value).view(np.int64))
    return [float(np.int64(bits + step).view(np.float64)) for step in range(-ulps, ulps + 1)]


def test_bands_are_the_nearest_shade_on_every_float_near_each_edge():
    shades = [s for edge in light._EDGES for s in around(float(edge))]
    shades += [s for shade in theme.LIGHT_BANDS for s in around(shade)]
    lights = (np.array(shades) - light.SHADE_DARK) / (1.0 - light.SHADE_DARK)
    shade_of = light.SHADE_DARK + (1.0 - light.SHADE_DARK) * lights  # as ``bands`` reads them
    expected = [light.nearest_band(float(s)) for s in shade_of]
    assert light.bands(lights).tolist() == expected
    assert sorted(set(expected)) == list(range(len(theme.LIGHT_BANDS)))  # every band met


def test_bands_of_the_lights_a_floor_gets_are_the_nearest_shade():
    rng = np.random.default_rng(7)
    torches_dark = rng.random(400).astype(np.float32)
    mixed = light.mixed_dark(light._HERO_DARK[0].ravel()[:, np.newaxis], torches_dark)
    shade = light.SHADE_DARK + (1.0 - light.SHADE_DARK) * mixed
    plain = np.abs(shade[..., np.newaxis] - np.array(theme.LIGHT_BANDS)).argmin(axis=-1)
    assert (light.bands(mixed) == plain).all()


def test_the_hero_darkness_table_is_the_hero_light_reckoned():
    for dx, dy, width, height in ((-8, -8, 17, 17), (-3, -9, 12, 19), (-20, -2, 30, 5)):
        xs, ys = np.arange(dx, dx + width), np.arange(dy, dy + height)
        reckoned = 1.0 - light.hero_light(xs[np.newaxis, :], ys[:, np.newaxis])
        assert (light.hero_dark(dx, dy, width, height) == reckoned).all()


def test_the_hero_bands_table_is_the_bands_of_the_hero_light_with_no_torch():
    reach = light.HERO_REACH
    for dx, dy, width, height in ((-8, -8, 17, 17), (-3, -9, 12, 19), (-20, -2, 30, 5)):
        no_torch = np.ones((height, width), dtype=np.float32)  # as TorchLight.dark holds it
        mixed = light.mixed_dark(light.hero_dark(dx, dy, width, height), no_torch)
        assert (light.hero_bands(dx, dy, width, height) == light.bands(mixed)).all()
    everywhere = 2 * reach + 1
    assert len(set(light.hero_bands(-reach, -reach, everywhere, everywhere).ravel())) > 3


def test_torches_reach_the_boxes_their_light_falls_on():
    from game.engine.tiles import FLOOR, TORCH

    tiles = np.full((20, 30), FLOOR, dtype=np.uint8)
    tiles[0, 5] = TORCH
    torches = light.TorchLight()
    lit = torches.of(tiles) > 0
    ys, xs = np.nonzero(lit)
    assert torches.reaches(tiles, 0, 0, 30, 20)
    for x, y in zip(xs.tolist(), ys.tolist(), strict=True):  # each lit tile, alone
        assert torches.reaches(tiles, x, y, x + 1, y + 1)
    assert lit.sum() > 5
    assert not torches.reaches(tiles, int(xs.max()) + 1, 0, 30, 20)
    assert not torches.reaches(tiles, 0, int(ys.max()) + 1, 30, 20)


def test_bands_read_from_the_darkness_are_the_bands_of_the_mixed_light():
    darks = [d for edge in light._DARK_EDGES for d in around(float(edge))]
    darks += [0.0, 1.0, *around(0.5)]
    darks = [d for d in darks if 0.0 <= d <= 1.0]
    expected = light.bands(1.0 - np.array(darks)).tolist()
    assert light.dark_bands(np.array(darks)).tolist() == expected
    assert sorted(set(expected)) == list(range(len(theme.LIGHT_BANDS)))  # every band met
    rng = np.random.default_rng(11)
    hero = light._HERO_DARK[0].ravel()[:, np.newaxis]
    torches = rng.random(300).astype(np.float32)  # as TorchLight.dark holds it
    mixed = light.mixed_dark(hero, torches)
    assert (light.dark_bands(hero * torches) == light.bands(mixed)).all()


def test_the_torches_darkness_of_a_box_is_given_where_a_torch_reaches_it():
    from game.engine.tiles import FLOOR, TORCH

    tiles = np.full((20, 30), FLOOR, dtype=np.uint8)
    tiles[0, 5] = TORCH
    torches = light.TorchLight()
    for box in ((0, 0, 30, 20), (3, 1, 8, 4), (20, 10, 30, 20), (0, 15, 5, 20)):
        dark = torches.dark_in(tiles, *box)
        if torches.reaches(tiles, *box):
            x0, y0, x1, y1 = box
            assert dark is not None and (dark == torches.dark_of(tiles)[y0:y1, x0:x1]).all()
        else:
            assert dark is None
    assert torches.dark_in(tiles, 20, 10, 30, 20) is None
    assert torches.dark_in(tiles, 3, 1, 8, 4) is not None
