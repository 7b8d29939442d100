"""The view's terrain is kept off the 16-byte grid (``game.ui.pixels``), so SDL copies it
with memcpy and never with its streaming-store loop (several times slower on a tile's rows):
the remembered floor, its images, the unknown tile and every lit image the view drew with,
at every zoom."""

from __future__ import annotations

import numpy as np
import pygame

from game.ui.layout import ZOOMS
from game.ui.panels.stage_view import LOOKS, UNLIT_LOOK
from game.ui.pixels import copy_part, display_surface, off_grid, spill_tile


def on_grid(surface: pygame.Surface) -> bool:
    """SDL's streaming copy takes a source whose pixels and rows both start on 16 bytes."""
    return surface._pixels_address % 16 == 0 and surface.get_pitch() % 16 == 0


def drawn_at_every_zoom(app):
    """The app's game drawn at each zoom in turn: yields the zoom and the view."""
    for zoom in ZOOMS:
        app.set_zoom(zoom)
        app.draw()
        yield zoom, app.game.stage_view


def test_the_views_terrain_is_off_the_grid_at_every_zoom(make_app, room_state):
    seen = 0
    for _, view in drawn_at_every_zoom(make_app((1280, 720), room_state)):
        floor = view.floor
        images = [floor.surface, floor.blank, *(i for i in floor.images if i is not None)]
        images += [image for image in view._box_images[1] if image is not None]
        assert not [image for image in images if on_grid(image)]
        seen += len(images)
    assert seen > 40  # the floor, its looks and their lit bands, at four zooms


def test_surfaces_made_off_the_grid_keep_their_pixels(make_app):
    make_app((640, 480))
    for size in ((32, 32), (48, 48), (7, 3), (1280, 16)):
        surface = pygame.Surface(size).convert()
        surface.fill((10, 200, 30))
        surface.set_at((size[0] - 1, size[1] - 1), (250, 1, 2))
        copy = off_grid(surface)
        assert not on_grid(copy) and copy.get_size() == size
        assert pygame.image.tobytes(copy, "RGB") == pygame.image.tobytes(surface, "RGB")
        assert not on_grid(display_surface(size))


def test_the_backdrop_and_the_panels_are_off_the_grid(make_app, room_state):
    """The parts of them a frame puts on the window copy with memcpy too."""
    app = make_app((1280, 720), room_state)
    app.draw()
    game = app.game
    panels = (game.hud, game.minimap, game.doll, game.inventory, game.log)
    surfaces = [game._backdrop, *(panel._surface for panel in panels)]
    assert all(surface is not None for surface in surfaces)
    assert not [surface for surface in surfaces if on_grid(surface)]


def test_a_part_copied_between_window_wide_surfaces_starts_off_the_grid(make_app, monkeypatch):
    """``copy_part``: the rectangle's pixels land as a plain blit puts them, and no more than
    one column to their left (the window's own pixels there); SDL never gets a rectangle
    whose rows start on 16 bytes of the window-wide surfaces (at the left edge, but for
    the first column: one pixel a row)."""
    window = make_app((640, 480)).surface
    source = pygame.Surface(window.get_size()).convert()
    for x in range(0, 640, 7):
        source.fill(((x * 3) % 256, x % 251, 77), (x, 0, 7, 480))
    assert on_grid(window) and on_grid(source)
    given = []
    plain_blit = pygame.Surface.blit

    class Watched(pygame.Surface):
        def blit(self, other, dest, area=None, *args):
            given.append(pygame.Rect(area))
            return plain_blit(self, other, dest, area, *args)

    target = Watched(window.get_size(), 0, window)
    for rect in (
        pygame.Rect(12, 100, 87, 70),
        pygame.Rect(301, 327, 32, 65),
        pygame.Rect(0, 5, 90, 40),
        pygame.Rect(0, 50, 1, 3),
        pygame.Rect(8, 400, 16, 80),
    ):
        target.fill((0, 0, 0))
        given.clear()
        copy_part(target, source, rect)
        expected = pygame.Surface(window.get_size(), 0, window)
        expected.fill((0, 0, 0))
        expected.blit(source, rect, rect)
        extra = pygame.Rect(rect.x - 1, rect.y, 1, rect.height) if rect.x % 4 == 0 else None
        if extra is not None and rect.x > 0:
            expected.blit(source, extra, extra)  # the one column more, the source's own
        assert pygame.image.tobytes(target, "RGB") == pygame.image.tobytes(expected, "RGB")
        assert [part for part in given if part.x % 4 == 0 and part.width > 1] == [], rect


def test_the_lit_box_draws_with_spill_tiles_at_every_zoom(make_app, room_state):
    """Each image the lit box draws with is a surface of its own, one pixel wider than the
    tile (no parent to lock, its pixels together, its rows off the grid): its look's image
    (lit by a band, remembered, or the unknown tile), then that image's last column again
    (``pixels.spill_tile``)."""
    seen = 0
    for zoom, view in drawn_at_every_zoom(make_app((1280, 720), room_state)):
        shown = {id(image) for image in view._box_read[2]}
        images, made = view._box_images[1], view._box_images[2]
        for index in np.flatnonzero(made).tolist():
            image = images[index]
            code, how = divmod(index, LOOKS)
            if how < UNLIT_LOOK:
                look = view._lit_image(zoom, code, how)
            else:
                look = view.floor.image(code) if how == UNLIT_LOOK else view.floor.blank
            assert image.get_parent() is None and image.get_size() == (zoom + 1, zoom)
            assert not on_grid(image)
            tile = image.subsurface((0, 0, zoom, zoom))
            extra = image.subsurface((zoom, 0, 1, zoom))
            last = look.subsurface((zoom - 1, 0, 1, zoom))
            assert pygame.image.tobytes(tile, "RGB") == pygame.image.tobytes(look, "RGB")
            assert pygame.image.tobytes(extra, "RGB") == pygame.image.tobytes(last, "RGB")
            seen += id(image) in shown
    assert seen > 20  # the box's images at four zooms


def test_a_spill_tile_is_the_image_and_its_last_column_again(make_app):
    make_app((640, 480))
    for size in ((32, 32), (48, 48), (5, 3)):
        image = off_grid(pygame.Surface(size).convert())
        for x in range(size[0]):
            image.fill((x * 40 % 256, 9, 200 - x), (x, 0, 1, size[1]))
        wide = spill_tile(image)
        assert wide.get_size() == (size[0] + 1, size[1]) and wide.get_parent() is None
        assert not on_grid(wide)
        own = wide.subsurface((0, 0, *size))
        assert pygame.image.tobytes(own, "RGB") == pygame.image.tobytes(image, "RGB")
        last = [wide.get_at((size[0] - 1, y)) for y in range(size[1])]
        assert [wide.get_at((size[0], y)) for y in range(size[1])] == last
