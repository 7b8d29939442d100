"""The remembered look of a whole floor at one zoom, kept as one surface.

Built once per floor and zoom, then redrawn only where a tile changed (newly explored, or a
different tile): numpy finds those tiles and one ``fblits`` call draws them. Only the current
zoom is kept: at 64 px an 80x43 floor is 5120x2752 pixels, about 56 MB at 32 bits, so the
surface of the previous zoom is dropped before the next one is made. A floor too big for
MAX_PIXELS (none the game makes; a save could hold one) is kept as a region around the view
instead, built again when the view leaves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pygame

from game.engine.tiles import FLOOR, STAIRS_DOWN, TILE_NAMES, WALL
from game.ui import theme

if TYPE_CHECKING:
    from game.engine.stage import Stage
    from game.ui.tileset import Tileset

VARIANTS = 4
#: The most pixels the cache holds: 64 MB at 32 bits (an 80x43 floor at 64 px is 14.1 M).
MAX_PIXELS = 16 * 1024 * 1024
#: A floor bigger than MAX_PIXELS is cached this many tiles around the view.
REGION_MARGIN = 16
_TERRAIN_NAMES = {FLOOR: "floor", WALL: "wall"}


def tile_variants(width: int, height: int) -> np.ndarray:
    """A fixed per-position choice of tile variant (0 mostly, the others now and then)."""
    ys, xs = np.mgrid[0:height, 0:width].astype(np.int64)
    h = (xs * 73856093) ^ (ys * 19349663) ^ 0x5BD1E995
    h = (h ^ (h >> 13)) * 0x5BD1E995
    roll = (h >> 7) & 15
    return np.select([roll < 10, roll < 12, roll < 14], [0, 1, 2], 3).astype(np.uint8)


def terrain_name(tile: int, variant: int) -> str:
    if tile == STAIRS_DOWN:
        return "stairs_down"
    return f"{_TERRAIN_NAMES.get(tile, 'wall')}_{variant}"


def terrain_codes(tiles: np.ndarray, variants: np.ndarray) -> np.ndarray:
    """Per tile, its index in a table of ``terrain_name(tile, variant)`` images (see
    ``terrain_images``); unknown tile ids count as walls, as ``terrain_name`` does."""
    known = np.where(tiles < len(TILE_NAMES), tiles, WALL).astype(np.int16)
    return known * VARIANTS + variants


def terrain_images(tileset: Tileset, zoom: int, shade: theme.Color) -> list[pygame.Surface]:
    """Every terrain image at ``zoom`` lit by ``shade``, indexed by ``terrain_codes``."""
    return [tileset.shaded(terrain_name(tile, variant), zoom, shade)
            for tile in range(len(TILE_NAMES)) for variant in range(VARIANTS)]


def remembered_tile(tileset: Tileset, name: str, zoom: int) -> pygame.Surface:
    """How memory shows terrain tile ``name`` (explored, out of sight): the one place."""
    return tileset.remembered(name, zoom, theme.REMEMBERED, theme.REMEMBERED_LIFT)


def display_surface(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface in the window's pixel format (fast blits), made without a copy."""
    window = pygame.display.get_surface()
    return pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)


class RememberedFloor:
    """Every explored tile of one floor drawn remembered (unexplored ones BACKGROUND); the
    surface's pixel (0, 0) is map pixel ``origin`` (0, 0 unless the floor is too big)."""

    def __init__(self, tileset: Tileset) -> None:
        self.tileset = tileset
        self.surface: pygame.Surface | None = None
        self.zoom = 0
        self.region = (0, 0, 0, 0)  # the tiles held, (x0, y0, x1, y1), x1 and y1 exclusive
        self.variants = np.zeros((0, 0), dtype=np.uint8)
        self.codes = np.zeros((0, 0), dtype=np.int16)  # terrain_codes of the floor's tiles
        self._tiles = np.zeros((0, 0), dtype=np.uint8)  # of the region, as drawn
        self._explored = np.zeros((0, 0), dtype=bool)  # of the region, as drawn
        #: The tiles as drawn at ``zoom``, indexed by terrain code, and an unexplored tile.
        self.images: list[pygame.Surface] = []
        self.blank: pygame.Surface | None = None
        self.builds = 0  # whole-surface (re)builds: new floor size, zoom or region (tests)
        self.tiles_drawn = 0  # tiles drawn, builds included (tests, benchmark)

    @property
    def origin(self) -> tuple[int, int]:
        """The map pixel at the surface's top-left corner."""
        return self.region[0] * self.zoom, self.region[1] * self.zoom

    def update(self, stage: Stage, zoom: int, view: tuple[int, int, int, int]) -> bool:
        """Bring the surface up to date with ``stage``'s tiles and explored tiles at ``zoom``;
        ``view`` (x0, y0, x1, y1) are the tiles in view, which the surface must hold.

        Returns True when any pixel may have changed. Past the first build the cache knows no
        floor identity: it compares the tiles themselves, so a new floor of the same size is
        redrawn where it differs and the picture cannot go stale.
        """
        if (self.surface is None or zoom != self.zoom
                or self.codes.shape != stage.tiles.shape or not self._holds(view)):
            self._build(stage, zoom, view)
            return True
        x0, y0, x1, y1 = self.region
        tiles, explored = stage.tiles[y0:y1, x0:x1], stage.explored[y0:y1, x0:x1]
        # as bytes: a compare of a few kB, far cheaper than numpy's array_equal every frame
        same_tiles = tiles.tobytes() == self._tiles.tobytes()
        if same_tiles and explored.tobytes() == self._explored.tobytes():
            return False
        if not same_tiles:
            self.codes = terrain_codes(stage.tiles, self.variants)
        ys, xs = np.nonzero((explored != self._explored) | (tiles != self._tiles))
        self._draw(stage, ys, xs)
        np.copyto(self._explored, explored)
        np.copyto(self._tiles, tiles)
        return True

    def _holds(self, view: tuple[int, int, int, int]) -> bool:
        x0, y0, x1, y1 = self.region
        return x0 <= view[0] and y0 <= view[1] and view[2] <= x1 and view[3] <= y1

    def _region_for(self, stage: Stage, zoom: int,
                    view: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        """The whole floor, or if that is too big, the view and a margin around it."""
        height, width = stage.tiles.shape
        if width * height * zoom * zoom <= MAX_PIXELS:
            return 0, 0, width, height
        m = REGION_MARGIN
        return (max(0, view[0] - m), max(0, view[1] - m),
                min(width, view[2] + m), min(height, view[3] + m))

    def _build(self, stage: Stage, zoom: int, view: tuple[int, int, int, int]) -> None:
        """The floor (or its region around the view) at ``zoom``: blank, then every explored
        tile."""
        self.surface = None  # let the old zoom's surface go before the new one is made
        height, width = stage.tiles.shape
        self.zoom = zoom
        self.region = x0, y0, x1, y1 = self._region_for(stage, zoom, view)
        self.surface = display_surface(((x1 - x0) * zoom, (y1 - y0) * zoom))
        self.surface.fill(theme.BACKGROUND)
        self.blank = display_surface((zoom, zoom))
        self.blank.fill(theme.BACKGROUND)
        self.images = [remembered_tile(self.tileset, terrain_name(tile, variant), zoom)
                       for tile in range(len(TILE_NAMES)) for variant in range(VARIANTS)]
        if self.variants.shape != stage.tiles.shape:
            self.variants = tile_variants(width, height)
        self.codes = terrain_codes(stage.tiles, self.variants)
        self._tiles = stage.tiles[y0:y1, x0:x1].copy()
        self._explored = stage.explored[y0:y1, x0:x1].copy()
        ys, xs = np.nonzero(self._explored)
        self._draw(stage, ys, xs)
        self.builds += 1

    def _draw(self, stage: Stage, ys: np.ndarray, xs: np.ndarray) -> None:
        """Redraw the region's tiles (xs, ys): remembered if explored, else blank."""
        assert self.surface is not None and self.blank is not None
        z, images, blank = self.zoom, self.images, self.blank
        x0, y0 = self.region[:2]
        codes = self.codes[ys + y0, xs + x0].astype(np.intp)
        codes[~stage.explored[ys + y0, xs + x0]] = -1
        self.surface.fblits(
            [(images[code] if code >= 0 else blank, (x * z, y * z))
             for code, x, y in zip(codes.tolist(), xs.tolist(), ys.tolist(), strict=True)])
        self.tiles_drawn += len(codes)
