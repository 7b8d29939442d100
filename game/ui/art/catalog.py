"""Every tile of the game in one ordered mapping, and the manifest built from it."""

from __future__ import annotations

from typing import Any

from game.ui.art import actors, equipment, items, terrain, ui
from game.ui.art.sprite import GROUPS, TILE_SIZE, Tile
from game.ui.art.ui import FRAME_SLICE


def all_tiles() -> dict[str, Tile]:
    """All tiles by name, grouped in ``GROUPS`` order, drawing order within a group."""
    drawn = [*terrain.TILES, *actors.TILES, *items.TILES, *equipment.TILES, *ui.TILES]
    by_name: dict[str, Tile] = {}
    for group in GROUPS:
        for tile in drawn:
            if tile.group != group:
                continue
            if tile.name in by_name:
                raise ValueError(f"tile {tile.name!r} is defined twice")
            by_name[tile.name] = tile
    return by_name


def manifest(tiles: dict[str, Tile] | None = None) -> dict[str, Any]:
    """The manifest the renderer reads: tile size, file and group per tile, frame slice."""
    tiles = all_tiles() if tiles is None else tiles
    return {
        "tile_size": TILE_SIZE,
        "tiles": {name: {"file": f"{name}.png", "group": t.group} for name, t in tiles.items()},
        "frame_slice": FRAME_SLICE,
    }
