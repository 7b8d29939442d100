"""Tiles as text grids, and the few pixel operations the build needs.

A grid is 16 strings of 16 palette characters (``.`` = transparent); the paper
doll's layers are larger grids (``Tile.width`` x ``Tile.height``). Pixels are
row-major lists of RGBA tuples. Nothing here needs a display or pygame.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.ui.art.palette import PALETTE, RGBA, TRANSPARENT

TILE_SIZE = 16

Grid = tuple[str, ...]
Pixels = list[RGBA]

GROUPS = ("terrain", "actor", "item", "icon", "worn", "slot", "badge", "ui", "doll")


def grid(text: str) -> Grid:
    """Parse a block of text into a grid: blank lines and surrounding spaces are ignored."""
    rows = tuple(line.strip() for line in text.strip("\n").splitlines() if line.strip())
    return rows


@dataclass(frozen=True)
class Tile:
    """One named tile drawn as a grid of palette characters (16x16 unless sized)."""

    name: str
    group: str
    rows: Grid
    width: int = TILE_SIZE
    height: int = TILE_SIZE

    def __post_init__(self) -> None:
        if self.group not in GROUPS:
            raise ValueError(f"{self.name}: unknown group {self.group!r}")
        if len(self.rows) != self.height:
            raise ValueError(f"{self.name}: {len(self.rows)} rows, want {self.height}")
        for y, row in enumerate(self.rows):
            if len(row) != self.width:
                raise ValueError(f"{self.name}: row {y} has {len(row)} columns: {row!r}")
            unknown = set(row) - PALETTE.keys()
            if unknown:
                raise ValueError(f"{self.name}: row {y} uses unknown colours {sorted(unknown)}")

    def pixels(self) -> Pixels:
        """The tile as row-major RGBA pixels."""
        return [PALETTE[char] for row in self.rows for char in row]


def place(part: Grid, x: int, y: int, width: int, height: int) -> Grid:
    """A ``width`` x ``height`` grid, transparent but for ``part`` with its top-left at (x, y)."""
    rows = [TRANSPARENT * width for _ in range(height)]
    for dy, line in enumerate(part):
        if not 0 <= y + dy < height or x < 0 or x + len(line) > width:
            raise ValueError(f"part row {dy} at ({x}, {y + dy}) leaves the {width}x{height} canvas")
        row = rows[y + dy]
        rows[y + dy] = row[:x] + line + row[x + len(line) :]
    return tuple(rows)


def paint(base: Grid, *parts: tuple[Grid, int, int]) -> Grid:
    """``base`` with each ``(part, x, y)`` drawn over it in turn, top-left at (x, y): a part's
    ``.`` leaves the pixel below as it was. A part leaving the canvas is refused."""
    rows = list(base)
    for part, x, y in parts:
        for dy, line in enumerate(part):
            if not 0 <= y + dy < len(rows) or x < 0 or x + len(line) > len(rows[y + dy]):
                raise ValueError(f"part row {dy} at ({x}, {y + dy}) leaves the canvas")
            row = rows[y + dy]
            kept = (
                old if new == TRANSPARENT else new
                for old, new in zip(row[x : x + len(line)], line, strict=True)
            )
            rows[y + dy] = row[:x] + "".join(kept) + row[x + len(line) :]
    return tuple(rows)


def recolour(base: Grid, mapping: dict[str, str]) -> Grid:
    """``base`` with every character in ``mapping`` replaced by its value (a palette swap)."""
    table = str.maketrans(mapping)
    return tuple(row.translate(table) for row in base)


def blend(under: RGBA, over: RGBA) -> RGBA:
    """Porter-Duff "over" of two straight-alpha RGBA colours, rounded to integers."""
    oa = over[3] / 255
    ua = under[3] / 255
    out_a = oa + ua * (1 - oa)
    if out_a <= 0:
        return (0, 0, 0, 0)
    channels = (round((over[i] * oa + under[i] * ua * (1 - oa)) / out_a) for i in range(3))
    r, g, b = channels
    return (r, g, b, round(out_a * 255))


def compose(layers: Iterable[Sequence[RGBA]]) -> Pixels:
    """Draw equally sized pixel layers on top of each other, first one at the bottom."""
    result: Pixels | None = None
    for layer in layers:
        if result is None:
            result = list(layer)
            continue
        if len(layer) != len(result):
            raise ValueError("layers differ in size")
        result = [blend(u, o) for u, o in zip(result, layer, strict=True)]
    if result is None:
        raise ValueError("nothing to compose")
    return result


def scale(pixels: Sequence[RGBA], width: int, factor: int) -> Pixels:
    """Nearest-neighbour upscale of a ``width``-wide image by an integer ``factor``."""
    height = len(pixels) // width
    out: Pixels = []
    for y in range(height):
        row = pixels[y * width : (y + 1) * width]
        wide = [p for p in row for _ in range(factor)]
        for _ in range(factor):
            out.extend(wide)
    return out
