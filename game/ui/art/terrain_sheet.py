"""Contact sheet of the terrain of issue 24, to check it by eye:
``python -m game.ui.art.terrain_sheet [--out docs/art/terrain_sheet.png] [--scale 4]``.

Rows, top to bottom (see docs/art/README.md): for each region (the Halls, the Caves, the
Crypt) its four floors, four wall tops, four wall faces, then its stairs, torch, pillar and
two rubble heaps; a patch of wall per region (tops above tops above faces above floor, the
variants mixed, a door and a torch in the face: the joins must not show); the shared
terrain (doors, the vault's door, deep and shallow water, tall and trampled grass); the four
traps on each region's floor. Overlays are drawn over the region's first floor, on the
game's unknown-black, as the map shows them. Built from the grids directly, like build.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.art import sheet
from game.ui.art.build import REPO_ROOT
from game.ui.art.catalog import all_tiles
from game.ui.art.palette import RGBA
from game.ui.art.sheet import Picture
from game.ui.art.sprite import TILE_SIZE, compose

DEFAULT_OUT = REPO_ROOT / "docs" / "art" / "terrain_sheet.png"
#: The map's unknown: what lies round the terrain on screen (``theme.BACKGROUND``).
BACKGROUND: RGBA = (10, 9, 14, 255)
REGIONS = ("halls", "caves", "crypt")
TRAPS = ("trap_fire", "trap_poison_dart", "trap_teleport", "trap_alarm")
#: A patch of wall: which variant of top (t), face (f) or floor (.) lies where; D is a
#: door, T a torch (the face of a wall that meets the floor below it; tops behind).
PATCH = (
    "t0 t1 t2 t3 t0 t2 t1 t0",
    "t3 t0 t1 t0 t2 t1 t0 t3",
    "f1 f0 f3 D  f2 f0 T  f1",
    ".0 .1 .0 .2 .3 .0 .1 .0",
)


def look(region: str, name: str) -> str:
    """The region's own tile for a shared terrain if it has one (``R_name``), else ``name``."""
    own = f"{region}_{name}"
    return own if own in all_tiles() else name


def tile(*names: str) -> Picture:
    """The named 16x16 tiles drawn over each other."""
    tiles = all_tiles()
    return Picture(TILE_SIZE, TILE_SIZE, compose([tiles[n].pixels() for n in names]))


def patch(region: str) -> Picture:
    """PATCH drawn in the region's tiles, one picture."""
    cells = [row.split() for row in PATCH]
    width, height = len(cells[0]) * TILE_SIZE, len(cells) * TILE_SIZE
    pixels = [BACKGROUND] * (width * height)
    for ty, row in enumerate(cells):
        for tx, cell in enumerate(row):
            kind = {"t": "wall_top", "f": "wall_face", ".": "floor"}.get(cell[0])
            name = {"D": "door_closed", "T": look(region, "torch")}.get(cell)
            picture = tile(name or f"{region}_{kind}_{cell[1]}")
            for y in range(TILE_SIZE):
                start = (ty * TILE_SIZE + y) * width + tx * TILE_SIZE
                pixels[start : start + TILE_SIZE] = picture.pixels[
                    y * TILE_SIZE : (y + 1) * TILE_SIZE
                ]
    return Picture(width, height, pixels)


def rows() -> list[list[Picture]]:
    """The sheet's rows of pictures."""
    layout = []
    for region in REGIONS:
        floor = f"{region}_floor_0"
        row = [
            tile(f"{region}_{kind}_{i}")
            for kind in ("floor", "wall_top", "wall_face")
            for i in range(4)
        ]
        row += [tile(look(region, "stairs_down")), tile(look(region, "torch"))]
        row += [tile(floor, look(region, n)) for n in ("pillar", "rubble_0", "rubble_1")]
        layout.append(row)
    layout.append([patch(region) for region in REGIONS])
    floor = "halls_floor_0"
    shared = [tile(n) for n in ("door_closed", "door_open", "vault_door")]
    shared += [tile(f"deep_water_{i}") for i in range(2)]
    shared += [
        tile(floor, f"{n}_{i}")
        for n in ("shallow_water", "tall_grass", "trampled_grass")
        for i in range(2)
    ]
    layout.append(shared)
    layout.append([tile(f"{region}_floor_0", trap) for region in REGIONS for trap in TRAPS])
    return layout


def render(factor: int) -> Picture:
    """The terrain sheet, every art pixel ``factor`` x ``factor``."""
    return sheet.render(factor, rows(), BACKGROUND)


def main(argv: Sequence[str] | None = None) -> int:
    """Write the terrain sheet at ``--scale`` (default 4) and at 1x beside it."""
    return sheet.write_sheets(render, DEFAULT_OUT, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
