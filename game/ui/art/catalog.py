"""Every tile of the game in one ordered mapping, and the manifest built from it."""

from __future__ import annotations

from typing import Any

from game.ui.art import (
    actors,
    armoury,
    artefacts,
    bestiary,
    doll,
    equipment,
    features,
    gear,
    items,
    jewellery,
    marks,
    regions,
    terrain,
    thrown,
    ui,
    wear,
)
from game.ui.art.palette import colour
from game.ui.art.sprite import GROUPS, TILE_SIZE, Tile
from game.ui.art.ui import FRAME_SLICE


def all_tiles() -> dict[str, Tile]:
    """All tiles by name, grouped in ``GROUPS`` order, drawing order within a group."""
    drawn = [
        *terrain.TILES,
        *regions.TILES,
        *features.TILES,
        *actors.TILES,
        *bestiary.TILES,
        *items.TILES,
        *thrown.TILES,
        *equipment.TILES,
        *gear.TILES,
        *armoury.TILES,
        *artefacts.TILES,
        *jewellery.TILES,
        *ui.TILES,
        *marks.TILES,
        *doll.TILES,
    ]
    by_name: dict[str, Tile] = {}
    for group in GROUPS:
        for tile in drawn:
            if tile.group != group:
                continue
            if tile.name in by_name:
                raise ValueError(f"tile {tile.name!r} is defined twice")
            by_name[tile.name] = tile
    return by_name


def _hex(name: str) -> str:
    r, g, b, _ = colour(name)
    return f"#{r:02x}{g:02x}{b:02x}"


def bodies() -> dict[str, Any]:
    """The manifest's ``wear.bodies``: per monster body, the shift of each layer it shows
    (``[dx, dy]`` art pixels) and the fist colours it repaints (``"#rrggbb"`` pairs)."""
    return {
        body: {
            "layers": {layer: [dx, dy] for layer, (dx, dy) in layers.items()},
            "skin": {_hex(old): _hex(new) for old, new in wear.BODY_SKIN.get(body, {}).items()},
        }
        for body, layers in wear.BODY_LAYERS.items()
    }


def manifest(tiles: dict[str, Tile] | None = None) -> dict[str, Any]:
    """The manifest the renderer reads.

    ``tiles``: every 16x16 tile with its file and group. ``frame_slice``: the panel
    frame's border. ``wear``: the layer order, the layer of each wearable kind and how
    monster bodies wear those layers (``wear.py``, ``bodies()``). ``doll``: the paper
    doll's canvas size, base layers and the files of its larger layers (kept out of
    ``tiles``, which are all square).
    """
    tiles = all_tiles() if tiles is None else tiles
    square = {name: t for name, t in tiles.items() if t.group != "doll"}
    dolls = {name: t for name, t in tiles.items() if t.group == "doll"}
    return {
        "tile_size": TILE_SIZE,
        "tiles": {name: {"file": f"{name}.png", "group": t.group} for name, t in square.items()},
        "frame_slice": FRAME_SLICE,
        "wear": {
            "order": list(wear.LAYER_ORDER),
            "kinds": dict(wear.KIND_LAYER),
            "bodies": bodies(),
        },
        "doll": {
            "size": [doll.DOLL_WIDTH, doll.DOLL_HEIGHT],
            "shadow": wear.DOLL_SHADOW,
            "body": wear.DOLL_BODY,
            "layers": {name: {"file": f"{name}.png"} for name in dolls},
        },
    }
