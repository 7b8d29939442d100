"""The pixel font's measures, without pygame: sizes, scales, advances and string widths.

Text sizes are numbers that pick a whole-pixel scale of the one drawn face (``scale``):
the layout hands out ten times the scale it wants (``layout.font`` = 20 at the 1x interface,
30 at 1.5x, 40 at 2x), never a fractional one, so every glyph stays as crisp as the tiles. The
smallest scale is ``MIN_SCALE`` at any window size: at 1280x720 that gives caps 14 px
tall, the same pixel size as the art at its default 32 px zoom.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path

from game.paths import tiles_dir

METRICS_FILE = "font.json"
#: No text is drawn at fewer screen pixels per font pixel than this.
MIN_SCALE = 2
#: Each further ``SIZE_STEP`` of requested size adds one to the scale (20 -> 2, 30 -> 3).
SIZE_STEP = 10


@dataclass(frozen=True)
class Face:
    """The font as ``font.json`` describes it (all measures in font pixels, at scale 1)."""

    image: Path
    height: int
    baseline: int
    pad_top: int
    pad_bottom: int
    spacing: int
    fallback: str
    places: dict[str, tuple[int, int]]  # char -> (x in the image, width)

    @property
    def line(self) -> int:
        """One line of text, padding included."""
        return self.pad_top + self.height + self.pad_bottom

    def place(self, char: str) -> tuple[int, int]:
        """Where ``char``'s glyph is in the image (the fallback's if the font lacks it)."""
        return self.places.get(char) or self.places[self.fallback]

    def advance(self, char: str) -> int:
        """How far the pen moves for ``char``: its width plus the spacing."""
        return self.place(char)[1] + self.spacing

    def advance_sum(self, text: str) -> int:
        """The width of ``text`` at scale 1: the sum of its glyphs' advances."""
        return sum(map(self._widths.__getitem__, text)) + self.spacing * len(text)

    @cached_property
    def _widths(self) -> defaultdict[str, int]:
        """Each glyph's width by its character; the fallback's for any other (summed with
        ``map``, at C speed: a new turn count is measured every turn)."""
        fallback = self.places[self.fallback][1]
        return defaultdict(lambda: fallback, {c: w for c, (_, w) in self.places.items()})


@cache
def face(root: Path | None = None) -> Face:
    """The face read from ``font.json`` in the tiles folder, once."""
    root = tiles_dir() if root is None else root
    data = json.loads((root / METRICS_FILE).read_text(encoding="utf-8"))
    places = {char: (int(x), int(w)) for char, (x, w) in data["glyphs"].items()}
    return Face(
        image=root / data["file"],
        height=data["height"],
        baseline=data["baseline"],
        pad_top=data["pad_top"],
        pad_bottom=data["pad_bottom"],
        spacing=data["spacing"],
        fallback=data["fallback"],
        places=places,
    )


def scale(size: int) -> int:
    """The whole-pixel scale text of ``size`` is drawn at (never below ``MIN_SCALE``)."""
    return max(MIN_SCALE, size // SIZE_STEP)


def has_glyph(char: str) -> bool:
    """Does the font draw ``char`` itself (rather than the fallback box)?"""
    return char in face().places


def line_height(size: int) -> int:
    """Screen pixels from one line of text at ``size`` to the next."""
    return face().line * scale(size)


def advance(char: str, size: int) -> int:
    """Screen pixels the pen moves for ``char`` at ``size``."""
    return face().advance(char) * scale(size)


@lru_cache(maxsize=8192)
def width(text: str, size: int) -> int:
    """Screen width of one line: the sum of its glyphs' advances, no kerning."""
    return face().advance_sum(text) * scale(size)
