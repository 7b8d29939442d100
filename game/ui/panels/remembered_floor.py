"""The remembered look of a whole floor at one zoom, kept as one surface.

Built once per floor and zoom, then redrawn only where a tile changed (newly explored, or a
different tile): numpy finds those tiles and one ``fblits`` call draws them. Only the current
zoom is drawn: at 64 px an 80x43 floor is 5120x2752 pixels, about 56 MB at 32 bits. Making
a surface that big takes longer than a frame (the memory is new to the process), so the
floor's pixels live in one surface sized for the largest zoom, made with the floor's first
build, and each zoom draws into a part of it. A build (a new floor, a change of zoom) draws
only the tiles in view and a margin; the others are drawn when they first come into view
(``pending``), so no frame of a change of zoom draws thousands of tiles. A floor too
big for MAX_PIXELS (none the game makes; a save could hold one) is kept as a region around the
view instead, built again when the view leaves it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pygame

from game.ui import theme
from game.ui.layout import ZOOMS
from game.ui.panels.terrain_looks import (
    LOOK_COUNT,
    LOOKS,
    floor_looks,
    present,
    resolve,
    tile_alternates,
    tile_variants,
)
from game.ui.pixels import display_surface

if TYPE_CHECKING:
    from game.engine.stage import Stage
    from game.ui.tileset import Tileset

#: The most pixels the cache holds: 64 MB at 32 bits (an 80x43 floor at 64 px is 14.1 M).
MAX_PIXELS = 16 * 1024 * 1024
#: A floor bigger than MAX_PIXELS is cached this many tiles around the view.
REGION_MARGIN = 16
#: Tiles drawn around the view (an animation's camera slides up to a tile past it).
VIEW_MARGIN = 2


def look_layers(tileset: Tileset, code: int) -> tuple[str, ...]:
    """The tiles look ``code`` (a row of ``terrain_looks.LOOKS``) draws, bottom to top."""
    return resolve(tileset, LOOKS[code])


def terrain_images(
    tileset: Tileset, zoom: int, shade: theme.Color, codes: list[int]
) -> dict[int, pygame.Surface]:
    """The images of looks ``codes`` at ``zoom`` lit by ``shade``, by look."""
    return {code: tileset.shaded(look_layers(tileset, code), zoom, shade) for code in codes}


def remembered_tile(tileset: Tileset, name: str | tuple[str, ...], zoom: int) -> pygame.Surface:
    """How memory shows terrain tile ``name`` (explored, out of sight): the one place."""
    return tileset.remembered(name, zoom, theme.REMEMBERED, theme.REMEMBERED_LIFT)


class RememberedFloor:
    """Every explored tile of one floor drawn remembered (unexplored ones BACKGROUND); the
    surface's pixel (0, 0) is map pixel ``origin`` (0, 0 unless the floor is too big)."""

    def __init__(self, tileset: Tileset) -> None:
        self.tileset = tileset
        self.surface: pygame.Surface | None = None
        self.zoom = 0
        self.region = (0, 0, 0, 0)  # the tiles held, (x0, y0, x1, y1), x1 and y1 exclusive
        self.dungeon_region = "halls"  # the floor's region (its art)
        self.variants = np.zeros((0, 0), dtype=np.uint8)
        self.alternates = np.zeros((0, 0), dtype=np.uint8)
        self.codes = np.zeros((0, 0), dtype=np.int16)  # each tile's look (terrain_looks)
        self._facts = b""  # the tiles and found traps the codes were read from
        self._codes = np.zeros((0, 0), dtype=np.int16)  # of the cached region, as drawn
        self._explored = np.zeros((0, 0), dtype=bool)  # of the cached region, as drawn
        self._explored_raw = b""  # the same, as bytes
        #: The looks as drawn remembered at ``zoom`` (made for the looks the floor uses), by
        #: look, and an unexplored tile.
        self.images: list[pygame.Surface | None] = [None] * LOOK_COUNT
        self.blank: pygame.Surface | None = None
        self._blanks: dict[int, pygame.Surface] = {}  # an unexplored tile, per zoom
        self._images_kept: dict[int, list[pygame.Surface | None]] = {}  # ``images`` per zoom
        #: The pixels every zoom's surface is a part of (the floor at the largest zoom).
        self.capacity: pygame.Surface | None = None
        #: Tiles of the region not drawn yet at this zoom (drawn when they come into view).
        self.pending = np.zeros((0, 0), dtype=bool)
        self._clean_view: tuple[int, int, int, int] | None = None  # no tile pending in it
        self.builds = 0  # whole-surface (re)builds: new floor size, zoom or region (tests)
        self.tiles_drawn = 0  # tiles drawn because they changed (tests, benchmark)
        self.tiles_revealed = 0  # tiles drawn as they first came into view at a zoom
        self.looks_read = 0  # how often the looks were read from the floor (tests)
        #: The tiles (x0, y0, x1, y1) the last ``update`` drew again because they changed
        #: (explored, or another tile), None if it drew none so; tiles first drawn as they
        #: come into view are not among them: no frame showed them before.
        self.redrawn: tuple[int, int, int, int] | None = None

    @property
    def origin(self) -> tuple[int, int]:
        """The map pixel at the surface's top-left corner."""
        return self.region[0] * self.zoom, self.region[1] * self.zoom

    def update(
        self, stage: Stage, zoom: int, view: tuple[int, int, int, int], region: str = "halls"
    ) -> bool:
        """Bring the surface up to date with ``stage``'s tiles, found traps and explored
        tiles at ``zoom``, drawn with ``region``'s art; ``view`` (x0, y0, x1, y1) are the
        tiles in view, which the surface must hold.

        Returns True when any pixel may have changed. Past the first build the cache knows no
        floor identity: it compares the tiles themselves, so a new floor of the same size is
        redrawn where it differs and the picture cannot go stale.
        """
        facts = stage.tiles.tobytes() + stage.traps_found.tobytes() + region.encode()
        self.redrawn = None
        if (
            self.surface is None
            or zoom != self.zoom
            or self.codes.shape != stage.tiles.shape
            or not self._holds(view)
        ):
            if facts != self._facts or self.codes.shape != stage.tiles.shape:
                self._read_looks(stage, region, facts, make=False)
            self._build(stage, zoom, view)
            return True
        x0, y0, x1, y1 = self.region
        explored = stage.explored[y0:y1, x0:x1]
        # as bytes: a compare of a few kB, far cheaper than numpy's array_equal every frame
        same_looks = facts == self._facts
        if same_looks and explored.tobytes() == self._explored_raw:
            return self._reveal(stage, view)
        if not same_looks:
            self._read_looks(stage, region, facts)
        codes = self.codes[y0:y1, x0:x1]
        ys, xs = np.nonzero((explored != self._explored) | (codes != self._codes))
        self._draw(stage, ys, xs)
        if len(ys):
            self.redrawn = (
                x0 + int(xs.min()),
                y0 + int(ys.min()),
                x0 + int(xs.max()) + 1,
                y0 + int(ys.max()) + 1,
            )
        self.pending[ys, xs] = False
        np.copyto(self._explored, explored)
        self._explored_raw = self._explored.tobytes()
        np.copyto(self._codes, codes)
        self._reveal(stage, view)
        return True

    def _reveal(self, stage: Stage, view: tuple[int, int, int, int]) -> bool:
        """Draw the pending tiles in ``view`` and VIEW_MARGIN around it; whether any were.
        (Only a build makes tiles pending: a view found without any stays so until then.)"""
        if view == self._clean_view:
            return False
        self._clean_view = view
        x0, y0, x1, y1 = self.region
        m = VIEW_MARGIN
        left, top = max(0, view[0] - m - x0), max(0, view[1] - m - y0)
        right, bottom = min(x1 - x0, view[2] + m - x0), min(y1 - y0, view[3] + m - y0)
        window = self.pending[top:bottom, left:right]
        if 1 not in window.tobytes():  # (as bytes: cheaper than .any())
            return False
        ys, xs = np.nonzero(window)
        window[:] = False
        self._draw(stage, ys + top, xs + left)
        self.tiles_drawn -= len(ys)
        self.tiles_revealed += len(ys)
        return True

    def _read_looks(self, stage: Stage, region: str, facts: bytes, make: bool = True) -> None:
        """Each tile's look, and (``make``) the remembered images of the looks new to this
        floor."""
        height, width = stage.tiles.shape
        if self.variants.shape != stage.tiles.shape:
            self.variants = tile_variants(width, height)
            self.alternates = tile_alternates(width, height)
        self.codes = floor_looks(stage, region, self.variants, self.alternates)
        self._facts, self.dungeon_region = facts, region
        self.looks_read += 1
        if make:
            self._make_images(self.codes)

    def _make_images(self, codes: np.ndarray) -> None:
        images = self.images
        for code in present(codes):
            if images[code] is None:
                images[code] = remembered_tile(
                    self.tileset, look_layers(self.tileset, code), self.zoom
                )

    def image(self, code: int) -> pygame.Surface:
        """Look ``code`` as memory shows it at the current zoom (made when first needed)."""
        image = self.images[code]
        if image is None:
            image = self.images[code] = remembered_tile(
                self.tileset, look_layers(self.tileset, code), self.zoom
            )
        return image

    def _holds(self, view: tuple[int, int, int, int]) -> bool:
        x0, y0, x1, y1 = self.region
        return x0 <= view[0] and y0 <= view[1] and view[2] <= x1 and view[3] <= y1

    def _region_for(
        self, stage: Stage, zoom: int, view: tuple[int, int, int, int]
    ) -> tuple[int, int, int, int]:
        """The whole floor, or if that is too big, the view and a margin around it."""
        height, width = stage.tiles.shape
        if width * height * zoom * zoom <= MAX_PIXELS:
            return 0, 0, width, height
        m = REGION_MARGIN
        return (
            max(0, view[0] - m),
            max(0, view[1] - m),
            min(width, view[2] + m),
            min(height, view[3] + m),
        )

    def _build(self, stage: Stage, zoom: int, view: tuple[int, int, int, int]) -> None:
        """The floor (or its region around the view) at ``zoom``: blank, then every explored
        tile."""
        self.surface = None  # let the old zoom's surface go before the new one is made
        if zoom != self.zoom:  # each zoom's images kept: a change back makes none again
            self.images = self._images_kept.setdefault(zoom, [None] * LOOK_COUNT)
        self.zoom = zoom
        self.region = x0, y0, x1, y1 = self._region_for(stage, zoom, view)
        size = ((x1 - x0) * zoom, (y1 - y0) * zoom)
        height, width = stage.tiles.shape
        whole = (x0, y0, x1, y1) == (0, 0, width, height)
        biggest = (width * ZOOMS[-1], height * ZOOMS[-1])
        if whole and biggest[0] * biggest[1] <= MAX_PIXELS and zoom <= ZOOMS[-1]:
            if self.capacity is None or self.capacity.get_size() != biggest:
                self.capacity = None
                self.capacity = display_surface(biggest)
            self.surface = self.capacity.subsurface(pygame.Rect((0, 0), size))
        else:
            self.surface = display_surface(size)
        if self.blank is None or self.blank.get_width() != zoom:
            self.blank = self._blanks.get(zoom)
            if self.blank is None:
                self.blank = self._blanks[zoom] = display_surface((zoom, zoom))
                self.blank.fill(theme.BACKGROUND)
        self._codes = self.codes[y0:y1, x0:x1].copy()
        self._explored = stage.explored[y0:y1, x0:x1].copy()
        self._explored_raw = self._explored.tobytes()
        # each tile drawn, explored or blank, when it first comes into view
        self.pending = np.ones(self._explored.shape, dtype=bool)
        self._clean_view = None
        self._reveal(stage, view)
        self.builds += 1

    def _draw(self, stage: Stage, ys: np.ndarray, xs: np.ndarray) -> None:
        """Redraw the region's tiles (xs, ys): remembered if explored, else blank."""
        assert self.surface is not None and self.blank is not None
        z, images, blank = self.zoom, self.images, self.blank
        x0, y0 = self.region[:2]
        codes = self.codes[ys + y0, xs + x0].astype(np.intp)
        codes[~stage.explored[ys + y0, xs + x0]] = -1
        for code in present(codes[codes >= 0]):  # the images made at a zoom when first drawn
            if images[code] is None:
                self.image(code)
        self.surface.fblits(
            [
                (images[code] if code >= 0 else blank, (x * z, y * z))  # type: ignore[misc]
                for code, x, y in zip(codes.tolist(), xs.tolist(), ys.tolist(), strict=True)
            ]
        )
        self.tiles_drawn += len(codes)
