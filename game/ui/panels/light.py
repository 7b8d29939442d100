"""Light on the floor as the screen draws it: the hero's and the wall torches', with numpy.

Light changes no rule ("The world, second edition"): it only shades the tiles in view. Each
light falls off with distance: the hero's from full beside the hero to HERO_FAR at the edge
of sight; a torch's from full beside it to nothing past its radius (the terrain table's
``LIGHT``), and only where the torch itself sees (tcod's field of view from the floor it
faces, so it never shines through its wall). Lights add as light does, saturating
(``1 - (1 - a)(1 - b)``), and the sum is cut into the bands of ``theme.LIGHT_BANDS``.

The torches' light is kept per floor and made again only when the tiles change (a door
opens); the hero's is read from a table made once, and where no torch reaches, so are its
bands (``hero_bands``).
"""

from __future__ import annotations

import numpy as np
import tcod.map

from game.engine.stage import FOV_RADIUS
from game.engine.tiles import LIGHT, TERRAIN, TRANSPARENT
from game.ui import theme

#: The hero's light at the edge of sight (FOV_RADIUS), full within HERO_FULL tiles.
HERO_FAR = 0.2
HERO_FULL = 1.5
#: How a tile in view with no light at all is shaded (its picture times this).
SHADE_DARK = 0.3
_SHADES = np.array(theme.LIGHT_BANDS)
#: A torch's light: full within TORCH_FULL tiles, then down to nothing at its radius + 1.
TORCH_FULL = 1.5


#: The hero's darkness is kept for the tiles this far from the hero along both axes: the lit
#: tiles are in the field of view, so a box around them never reaches farther.
HERO_REACH = FOV_RADIUS + 2


def hero_light(dx: np.ndarray, dy: np.ndarray) -> np.ndarray:
    """The hero's light on tiles (dx, dy) away from the hero, 0 to 1."""
    distance = np.sqrt(dx * dx + dy * dy)
    fall = (distance - HERO_FULL) / (FOV_RADIUS - HERO_FULL)
    return np.clip(1.0 - (1.0 - HERO_FAR) * fall, HERO_FAR, 1.0)


def hero_dark(dx: int, dy: int, width: int, height: int) -> np.ndarray:
    """``1 - hero_light`` on a box of ``width`` x ``height`` tiles whose top-left tile is
    (dx, dy) from the hero, [y, x]: a view of a table made once when the box is within
    HERO_REACH (a step's box always is), else reckoned."""
    top, left = dy + HERO_REACH, dx + HERO_REACH
    table = _HERO_DARK[0]
    if min(top, left) >= 0 and max(top + height, left + width) <= len(table):
        return table[top : top + height, left : left + width]
    xs, ys = np.arange(dx, dx + width), np.arange(dy, dy + height)
    return 1.0 - hero_light(xs[np.newaxis, :], ys[:, np.newaxis])


def hero_bands(dx: int, dy: int, width: int, height: int) -> np.ndarray:
    """``bands`` of the hero's light alone on the box ``hero_dark`` takes: where no torch
    shines, ``bands(mixed_dark(hero, torches))`` is this (a darkness of 1 multiplies
    exactly), read from a table made once."""
    top, left = dy + HERO_REACH, dx + HERO_REACH
    table = _HERO_BANDS[0]
    if min(top, left) >= 0 and max(top + height, left + width) <= len(table):
        return table[top : top + height, left : left + width]
    return bands(1.0 - hero_dark(dx, dy, width, height))


def _hero_dark_table() -> np.ndarray:
    offsets = np.arange(-HERO_REACH, HERO_REACH + 1)
    table = 1.0 - hero_light(offsets[np.newaxis, :], offsets[:, np.newaxis])
    table.flags.writeable = False  # handed out as views
    return table


_HERO_DARK = [_hero_dark_table()]


def torch_light(tiles: np.ndarray) -> np.ndarray:
    """Every torch's light on the floor [y, x], 0 to 1, added (saturating)."""
    known = np.where(tiles < len(TERRAIN), tiles, 0)
    radius = LIGHT[known]
    dark = np.ones(tiles.shape, dtype=np.float32)  # 1 - light, multiplied per torch
    torches = np.argwhere(radius > 0).tolist()
    if not torches:
        return np.zeros(tiles.shape, dtype=np.float32)
    transparent = TRANSPARENT[known]
    h, w = tiles.shape
    for y, x in torches:
        r = int(radius[y, x])
        y0, y1, x0, x1 = max(0, y - r - 1), min(h, y + r + 2), max(0, x - r - 1), min(w, x + r + 2)
        seen = tcod.map.compute_fov(
            transparent[y0:y1, x0:x1],
            _eye(transparent, x, y, x0, y0),
            radius=r + 1,
            light_walls=True,
        )
        seen[y - y0, x - x0] = True
        ys, xs = np.ogrid[y0 - y : y1 - y, x0 - x : x1 - x]
        distance = np.sqrt(xs * xs + ys * ys)
        light = np.clip((r + 1 - distance) / (r + 1 - TORCH_FULL), 0.0, 1.0) * seen
        dark[y0:y1, x0:x1] *= 1.0 - light
    return 1.0 - dark


def _eye(transparent: np.ndarray, x: int, y: int, x0: int, y0: int) -> tuple[int, int]:
    """Where a torch at (x, y) sees from, in the window at (x0, y0): the open tile it faces
    (below first, then the sides and above), else its own wall."""
    h, w = transparent.shape
    for dx, dy in ((0, 1), (-1, 0), (1, 0), (0, -1)):
        if 0 <= x + dx < w and 0 <= y + dy < h and transparent[y + dy, x + dx]:
            return y + dy - y0, x + dx - x0
    return y - y0, x - x0


def bands(light: np.ndarray) -> np.ndarray:
    """Light (0 to 1) as the index of the nearest shade in theme.LIGHT_BANDS (0 the
    brightest; of two as near, the brighter): no light at all still shows a tile in view at
    SHADE_DARK."""
    shade = SHADE_DARK + (1.0 - SHADE_DARK) * light
    return len(_EDGES) - np.searchsorted(_EDGES, shade, side="right")


def nearest_band(shade: float) -> int:
    """The band ``bands`` gives a tile of ``shade``, read the plain way: the index of the
    nearest of theme.LIGHT_BANDS, the brighter of two as near."""
    return int(np.abs(np.float64(shade) - _SHADES).argmin())


def _band_edges() -> np.ndarray:
    """Per pair of neighbouring shades, the least float64 shade ``nearest_band`` gives the
    brighter one, ascending: found by halving between them on the floats themselves (their
    bits order them), so ``bands`` agrees with ``nearest_band`` on every float."""
    edges = []
    for brighter, darker in zip(_SHADES[:-1], _SHADES[1:], strict=True):
        index = nearest_band(brighter)
        low = int(np.float64(darker).view(np.int64))  # nearer the darker one
        high = int(np.float64(brighter).view(np.int64))  # the brighter one's own
        while high - low > 1:
            middle = (low + high) // 2
            if nearest_band(float(np.int64(middle).view(np.float64))) == index:
                high = middle
            else:
                low = middle
        edges.append(float(np.int64(high).view(np.float64)))
    return np.array(sorted(edges))


_EDGES = _band_edges()


def dark_bands(dark: np.ndarray) -> np.ndarray:
    """``bands(1.0 - dark)``, read in one step: the index of the band of each darkness (0 to
    1; two lights' darkness multiplied is ``mixed_dark``'s), counted against the least
    darkness of each band past the brightest."""
    return _DARK_EDGES.searchsorted(dark, "right")


def _dark_edges() -> np.ndarray:
    """Per band past the brightest, the least float64 darkness in [0, 1] that ``bands``
    puts in it or a darker one (each step of ``bands(1.0 - dark)`` rounds monotonically, so
    its band never falls as the darkness grows): found by halving on the floats' bits."""

    def band(bits: int) -> int:
        return int(bands(1.0 - np.array([np.int64(bits).view(np.float64)]))[0])

    edges = []
    top = int(np.float64(1.0).view(np.int64))
    for wanted in range(1, band(top) + 1):
        low, high = int(np.float64(0.0).view(np.int64)), top  # band(low) < wanted <= band(high)
        while high - low > 1:
            middle = (low + high) // 2
            if band(middle) >= wanted:
                high = middle
            else:
                low = middle
        edges.append(float(np.int64(high).view(np.float64)))
    return np.array(edges)


_DARK_EDGES = _dark_edges()
_HERO_BANDS = [bands(1.0 - _HERO_DARK[0])]
_HERO_BANDS[0].flags.writeable = False


def mixed(hero: np.ndarray, torches: np.ndarray) -> np.ndarray:
    """Two lights on the same tiles, added as light adds (never past 1)."""
    return 1.0 - (1.0 - hero) * (1.0 - torches)


def mixed_dark(hero_dark: np.ndarray, torches_dark: np.ndarray) -> np.ndarray:
    """``mixed`` of two lights given as their darkness (``1 - light``): the same numbers."""
    return 1.0 - hero_dark * torches_dark


class TorchLight:
    """The torches' light of the floor last asked for, made again when its tiles change."""

    def __init__(self) -> None:
        self._tiles = b""
        self._shape: tuple[int, ...] = ()
        self.light = np.zeros((0, 0), dtype=np.float32)
        self.dark = np.ones((0, 0), dtype=np.float32)  # 1 - light
        self.lit = np.zeros((0, 0), dtype=bool)  # where any torch's light falls
        self.builds = 0  # tests

    def of(self, tiles: np.ndarray) -> np.ndarray:
        """The torches' light on the floor of ``tiles`` [y, x]."""
        self._follow(tiles)
        return self.light

    def dark_of(self, tiles: np.ndarray) -> np.ndarray:
        """``1 - of(tiles)``, kept with it."""
        self._follow(tiles)
        return self.dark

    def reaches(self, tiles: np.ndarray, x0: int, y0: int, x1: int, y1: int) -> bool:
        """Whether any torch of the floor of ``tiles`` lights a tile of the box (x0, y0,
        x1, y1), x1 and y1 exclusive."""
        self._follow(tiles)
        return 1 in self.lit[y0:y1, x0:x1].tobytes()  # as bytes: cheaper than .any()

    def dark_in(self, tiles: np.ndarray, x0: int, y0: int, x1: int, y1: int) -> np.ndarray | None:
        """The torches' darkness (``dark_of``) on the box (x0, y0, x1, y1), x1 and y1
        exclusive, when any torch lights a tile of it (``reaches``), else None."""
        self._follow(tiles)
        if 1 in self.lit[y0:y1, x0:x1].tobytes():
            return self.dark[y0:y1, x0:x1]
        return None

    def _follow(self, tiles: np.ndarray) -> None:
        raw = tiles.tobytes()
        if raw != self._tiles or tiles.shape != self._shape:
            self.light = torch_light(tiles)
            self.dark = 1.0 - self.light
            self.lit = self.dark < 1.0
            self._tiles, self._shape = raw, tiles.shape
            self.builds += 1
