"""The paper-doll figure and the dressed map sprite, composed from the layers in assets/tiles.

The manifest's ``wear`` section gives the DCSS layer order (shadow, cloak, body, boots,
legs, body armour, gloves, hair, helm, main hand, off hand) and the layer of each
wearable kind; its ``doll`` section gives the doll's canvas size and layer files. The UI
passes the content ids of what is worn; kinds without a layer (rings, amulets) are
skipped, since they show in their boxes only.

    art = DollArt()
    figure = art.figure(["chain_mail", "iron_helm", "sword", "shield"], scale=3)
    tileset.composed(map_layers(["cloak", "sword"], art.wear), 32)   # the map sprite
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

import pygame

from game.paths import tiles_dir

Wear = Mapping[str, Any]

ASSETS = tiles_dir()

MAP_BODY = "player"
MAP_PREFIX = "worn_"
DOLL_PREFIX = "doll_"


def _layered(
    kinds: Iterable[str], wear: Wear, body: str, shadow: str | None, prefix: str
) -> tuple[str, ...]:
    """Tile names back to front: the base figure at ``body``, each kind at its layer."""
    worn = [k for k in kinds if k in wear["kinds"]]
    names: list[str] = []
    for layer in wear["order"]:
        if layer == "shadow":
            if shadow is not None:
                names.append(shadow)
        elif layer == "body":
            names.append(body)
        else:
            names.extend(prefix + k for k in worn if wear["kinds"][k] == layer)
    return tuple(names)


def map_layers(kinds: Iterable[str], wear: Wear) -> tuple[str, ...]:
    """The 16-px map sprite's tile names for these worn kinds, back to front
    (``player`` among them: a cloak goes behind it). For ``Tileset.composed``."""
    return _layered(kinds, wear, MAP_BODY, None, MAP_PREFIX)


Placed = tuple[tuple[str, int, int], ...]


def body_layers(kinds: Iterable[str], wear: Wear, body: str) -> Placed:
    """A monster's map sprite as (tile name, dx, dy) back to front: ``body`` wearing each of
    ``kinds`` whose layer that body shows, shifted by the body's offset for the layer
    (manifest ``wear.bodies``). A body with no entry shows no gear."""
    shows = wear.get("bodies", {}).get(body, {}).get("layers", {})
    placed: list[tuple[str, int, int]] = []
    for name in _layered(kinds, wear, body, None, MAP_PREFIX):
        if name == body:
            placed.append((name, 0, 0))
            continue
        offset = shows.get(wear["kinds"][name.removeprefix(MAP_PREFIX)])
        if offset is not None:
            placed.append((name, offset[0], offset[1]))
    return tuple(placed)


def load_manifest(root: Path = ASSETS) -> dict[str, Any]:
    """The tile manifest in ``root``."""
    return json.loads((root / "manifest.json").read_text(encoding="utf-8"))


class DollArt:
    """The doll's layers from ``root``; ``figure(kinds, scale)`` composes and caches them."""

    def __init__(self, root: Path = ASSETS) -> None:
        manifest = load_manifest(root)
        self.wear: Wear = manifest["wear"]
        doll = manifest["doll"]
        self.size: tuple[int, int] = (doll["size"][0], doll["size"][1])
        self.body: str = doll["body"]
        self.shadow: str = doll["shadow"]
        self._sources = {
            name: pygame.image.load(str(root / info["file"]))
            for name, info in doll["layers"].items()
        }
        self._figures: dict[tuple[tuple[str, ...], int], pygame.Surface] = {}

    def has_layer(self, kind_id: str) -> bool:
        """Whether ``kind_id`` is drawn on the figure (rings and amulets are not)."""
        return DOLL_PREFIX + kind_id in self._sources

    def layers(self, kinds: Iterable[str]) -> tuple[str, ...]:
        """The doll's tile names for these worn kinds, back to front."""
        names = _layered(kinds, self.wear, self.body, self.shadow, DOLL_PREFIX)
        return tuple(name for name in names if name in self._sources)

    def layer(self, name: str) -> pygame.Surface:
        """One doll layer at its own size (1 art pixel = 1 screen pixel)."""
        return self._sources[name]

    def figure(self, kinds: Iterable[str], scale: int = 1) -> pygame.Surface:
        """The figure wearing ``kinds``, each art pixel ``scale`` x ``scale`` screen pixels;
        cached per combination and scale (do not draw on the result)."""
        if scale < 1:
            raise ValueError(f"scale must be a whole number >= 1, not {scale}")
        names = self.layers(kinds)
        key = (names, scale)
        surface = self._figures.get(key)
        if surface is None:
            surface = pygame.Surface(self.size, pygame.SRCALPHA)
            for name in names:
                surface.blit(self._sources[name], (0, 0))
            if scale != 1:
                width, height = self.size
                surface = pygame.transform.scale(surface, (width * scale, height * scale))
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._figures[key] = surface
        return surface
