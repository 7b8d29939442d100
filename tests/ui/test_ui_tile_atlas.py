"""The terrain images kept in the tileset's pages (``tileset._Atlas``) hold the very pixels of
images made from scratch, each a surface of its own: every look of every region, at every
zoom, lit by every light band and remembered; and the lit box makes only the images it shows."""

from __future__ import annotations

import numpy as np
import pygame

from game.ui import theme
from game.ui.layout import ZOOMS
from game.ui.panels.remembered_floor import look_layers, remembered_tile
from game.ui.panels.stage_view import LOOKS
from game.ui.panels.terrain_looks import LOOK_COUNT
from tests.ui.test_ui_pixels import on_grid


def from_scratch(tileset, layers: tuple[str, ...], size: int, shade) -> pygame.Surface:
    """The look on black, multiplied by ``shade``: one surface, made the plain way."""
    surface = pygame.Surface((size, size))
    surface.fill((0, 0, 0))
    for layer in layers:
        surface.blit(tileset.get(layer, size), (0, 0))
    if shade != (255, 255, 255):
        surface.fill(shade, special_flags=pygame.BLEND_MULT)
    return surface.convert()


def remembered_from_scratch(tileset, layers: tuple[str, ...], size: int) -> pygame.Surface:
    surface = pygame.transform.grayscale(from_scratch(tileset, layers, size, (255, 255, 255)))
    surface.fill(theme.REMEMBERED, special_flags=pygame.BLEND_MULT)
    surface.fill(theme.REMEMBERED_LIFT, special_flags=pygame.BLEND_ADD)
    return surface


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_every_kept_terrain_image_is_the_image_made_from_scratch(make_app):
    app = make_app((640, 480))
    tileset = app.tileset
    shades = [(round(255 * band),) * 3 for band in theme.LIGHT_BANDS]
    compared = 0
    for size in ZOOMS:
        for code in range(LOOK_COUNT):
            layers = look_layers(tileset, code)
            for shade in shades:
                kept = tileset.shaded(layers, size, shade)
                assert pixels(kept) == pixels(from_scratch(tileset, layers, size, shade)), (
                    layers,
                    size,
                    shade,
                )
                compared += 1
            kept = remembered_tile(tileset, layers, size)
            assert pixels(kept) == pixels(remembered_from_scratch(tileset, layers, size)), (
                layers,
                size,
            )
            assert not on_grid(kept)
            compared += 1
    pages = [page for atlas in tileset._atlases.values() for page in atlas.pages]
    assert len(pages) > len(ZOOMS), "the images share a few big surfaces"
    assert compared == len(ZOOMS) * LOOK_COUNT * (len(shades) + 1)


def test_the_lit_box_makes_only_the_images_it_shows(make_app, room_state):
    """A change of zoom makes the images of the box's looks in the bands the box lights
    them by: not every band of every look (that took a first zoom on the Caves 8 ms)."""
    app = make_app((1280, 720), room_state)
    view = app.game.stage_view
    for zoom in ZOOMS:
        app.set_zoom(zoom)
        app.draw()
        images, made = view._box_images[1], view._box_images[2]
        shown = {id(image) for image in view._box_read[2]}
        lit = [
            index
            for index in np.flatnonzero(made).tolist()
            if index % LOOKS < len(theme.LIGHT_BANDS)
        ]
        assert lit, "the room is lit"
        assert all(id(images[index]) in shown for index in lit), zoom


def test_a_kept_image_is_one_subsurface_away_from_its_pixels(make_app):
    """A blit locks every surface up its source's chain of parents: a terrain image is a
    subsurface of its page's own surface, never of a subsurface (that second link cost
    the lit box's 289 blits ~20 us a frame), and still off the 16-byte grid."""
    app = make_app((640, 480))
    tileset = app.tileset
    kept = [
        tileset.shaded(look_layers(tileset, code), 32, (200, 200, 200))
        for code in range(LOOK_COUNT)
    ]
    kept += [remembered_tile(tileset, look_layers(tileset, code), 32) for code in range(8)]
    for image in kept:
        parent = image.get_parent()
        assert parent is not None and parent.get_parent() is None
        assert not on_grid(image)
