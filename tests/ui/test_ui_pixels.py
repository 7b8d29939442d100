"""The view's terrain is kept off the 16-byte grid (``game.ui.pixels``), so SDL copies it
with memcpy and never with its streaming-store loop (several times slower on a tile's rows):
the remembered floor, its images, the unknown tile and every lit image the view drew with,
at every zoom."""

from __future__ import annotations

import pygame

from game.ui.layout import ZOOMS
from game.ui.pixels import copy_part, display_surface, off_grid


def on_grid(surface: pygame.Surface) -> bool:
    """SDL's streaming copy takes a source whose pixels and rows both start on 16 bytes."""
    return surface._pixels_address % 16 == 0 and surface.get_pitch() % 16 == 0


def test_the_views_terrain_is_off_the_grid_at_every_zoom(make_app, room_state):
    app = make_app((1280, 720), room_state)
    view = app.game.stage_view
    seen = 0
    for zoom in ZOOMS:
        app.set_zoom(zoom)
        app.draw()
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
