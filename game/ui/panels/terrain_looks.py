"""What each tile of a floor looks like: its region's art, chosen per floor with numpy.

A *look* is a terrain picture: one tile of the art, or a few drawn bottom to top (the
region's floor, then grass, water, rubble or a pillar over it, then a found trap). Every
look of every region is a row of one table (``LOOKS``), and ``floor_looks`` gives each tile
of a floor its row, all at once with numpy: the terrain table's tile id, the region, the
tile's variant (``tile_variants``) and second frame (``tile_alternates``), whether a wall
shows its face (a wall with no wall below it, as the art README says) or its top, a vault's
door (the floor knows its vaults), and the traps the player has found (hidden ones never
show). The screen builds only the images of the looks a floor uses.

A shared terrain has a region's own art when the tiles have ``f"{region}_{name}"`` (the
Caves' torch, the Crypt's pillar...), else the plain name (``resolve``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from game.engine.tiles import (
    DEEP_WATER,
    DOOR_CLOSED,
    DOOR_OPEN,
    FLOOR,
    PILLAR,
    RUBBLE,
    SHALLOW_WATER,
    STAIRS_DOWN,
    TALL_GRASS,
    TERRAIN,
    TORCH,
    TRAMPLED_GRASS,
    TRAP_NAMES,
    WALKABLE,
    WALL,
    WALL_LIKE,
)

if TYPE_CHECKING:
    from game.engine.stage import Stage
    from game.ui.tileset import Tileset

REGIONS = ("halls", "caves", "crypt")
VARIANTS = 4
#: A look: its region, and its tiles bottom to top (shared names resolved per region).
Look = tuple[str, tuple[str, ...]]
#: The kinds a tile is drawn as, past the terrain table's ids: a wall's face, a vault's
#: door, and a floor tile holding a found trap of each kind (1 .. len(TRAP_NAMES) - 1).
WALL_FACE = len(TERRAIN)
VAULT_DOOR = WALL_FACE + 1
FIRST_TRAP = VAULT_DOOR + 1
KINDS = FIRST_TRAP + len(TRAP_NAMES) - 1


def _layers(region: str, kind: int, variant: int, alternate: int) -> tuple[str, ...]:
    """The tiles of ``kind`` in ``region`` at a variant and an alternate (the ``_1`` of
    water, grass and rubble), bottom to top."""
    floor = f"{region}_floor_{variant}"
    if kind == WALL:
        return (f"{region}_wall_top_{variant}",)
    if kind == WALL_FACE:
        return (f"{region}_wall_face_{variant}",)
    if kind >= FIRST_TRAP:
        return floor, f"trap_{TRAP_NAMES[kind - FIRST_TRAP + 1]}"
    alone = {
        STAIRS_DOWN: "stairs_down",
        DOOR_CLOSED: "door_closed",
        DOOR_OPEN: "door_open",
        VAULT_DOOR: "vault_door",
        DEEP_WATER: f"deep_water_{alternate}",
        TORCH: "torch",
    }
    if kind in alone:
        return (alone[kind],)
    over = {
        SHALLOW_WATER: f"shallow_water_{alternate}",
        TALL_GRASS: f"tall_grass_{alternate}",
        TRAMPLED_GRASS: f"trampled_grass_{alternate}",
        RUBBLE: f"rubble_{alternate}",
        PILLAR: "pillar",
    }
    if kind in over:
        return floor, over[kind]
    return (floor,)  # the floor, and any id the table lacks but walkable ground


def _table() -> tuple[list[Look], np.ndarray]:
    """Every look once, and the lookup [region, kind, variant, alternate] -> its row."""
    looks: list[Look] = []
    index: dict[Look, int] = {}
    lookup = np.zeros((len(REGIONS), KINDS, VARIANTS, 2), dtype=np.int16)
    for r, region in enumerate(REGIONS):
        for kind in range(KINDS):
            for variant in range(VARIANTS):
                for alternate in range(2):
                    look = (region, _layers(region, kind, variant, alternate))
                    if look not in index:
                        index[look] = len(looks)
                        looks.append(look)
                    lookup[r, kind, variant, alternate] = index[look]
    return looks, lookup


LOOKS, _LOOKUP = _table()
LOOK_COUNT = len(LOOKS)


def _next_frames() -> np.ndarray:
    """Per look, the look it shows in the water's other frame: deep water's ``_0`` and
    ``_1`` swap (the ripples move), every other look stays itself."""
    index = {look: code for code, look in enumerate(LOOKS)}
    frames = np.arange(LOOK_COUNT, dtype=np.int16)
    for code, (region, layers) in enumerate(LOOKS):
        if layers in (("deep_water_0",), ("deep_water_1",)):
            other = "deep_water_1" if layers == ("deep_water_0",) else "deep_water_0"
            frames[code] = index[(region, (other,))]
    return frames


#: Look -> its look in the water's other frame (see ``_next_frames``).
NEXT_FRAME = _next_frames()
#: The looks that move with the water's frames.
ANIMATED = np.arange(LOOK_COUNT) != NEXT_FRAME


def tile_variants(width: int, height: int) -> np.ndarray:
    """A fixed per-position choice of tile variant (0 mostly, the others now and then)."""
    roll = _hash(width, height, 7)
    return np.select([roll < 10, roll < 12, roll < 14], [0, 1, 2], 3).astype(np.uint8)


def tile_alternates(width: int, height: int) -> np.ndarray:
    """Per position, 0 or 1: which of the two pictures of water, grass or rubble a tile
    shows (so a pool is no grid of one picture)."""
    return (_hash(width, height, 11) & 1).astype(np.uint8)


def _hash(width: int, height: int, shift: int) -> np.ndarray:
    ys, xs = np.mgrid[0:height, 0:width].astype(np.int64)
    h = (xs * 73856093) ^ (ys * 19349663) ^ 0x5BD1E995
    h = (h ^ (h >> 13)) * 0x5BD1E995
    return (h >> shift) & 15


def region_index(region: str) -> int:
    """The row of ``region`` in REGIONS (an unknown name draws as the Halls)."""
    return REGIONS.index(region) if region in REGIONS else 0


def floor_looks(
    stage: Stage, region: str, variants: np.ndarray, alternates: np.ndarray
) -> np.ndarray:
    """Per tile [y, x], its row of LOOKS: one numpy pass over the floor."""
    tiles = stage.tiles
    kind = np.where(tiles < len(TERRAIN), tiles, WALL).astype(np.intp)
    wall_like = WALL_LIKE[kind]
    below = np.ones_like(wall_like)
    below[:-1] = wall_like[1:]
    kind[(kind == WALL) & ~below] = WALL_FACE
    kind[vault_doors(stage)] = VAULT_DOOR
    trapped = stage.traps_found & (stage.traps > 0) & WALKABLE[kind % len(TERRAIN)]
    if trapped.any():
        kind[trapped] = FIRST_TRAP - 1 + stage.traps[trapped].astype(np.intp)
    return _LOOKUP[region_index(region), kind, variants, alternates]


def vault_doors(stage: Stage) -> np.ndarray:
    """[y, x]: the shut doors of the vaults the floor's builder carved (``Stage.vaults``); an
    opened one is drawn as any open door."""
    return stage.vault_doors() & (stage.tiles == DOOR_CLOSED)


def resolve(tileset: Tileset, look: Look) -> tuple[str, ...]:
    """The tile names a look draws: a shared terrain's region look where the tiles have it."""
    region, layers = look
    return tuple(f"{region}_{name}" if tileset.has(f"{region}_{name}") else name for name in layers)


def present(codes: np.ndarray) -> list[int]:
    """The looks a floor uses (``floor_looks`` codes), each once."""
    return np.unique(codes).tolist()


__all__ = [
    "FLOOR",
    "LOOKS",
    "REGIONS",
    "floor_looks",
    "present",
    "resolve",
    "tile_alternates",
    "tile_variants",
    "vault_doors",
]
