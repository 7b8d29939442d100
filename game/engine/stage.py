"""A floor of the dungeon: numpy tile arrays indexed [y, x], field of view, and its entities."""

from __future__ import annotations

import struct
from collections.abc import Iterator
from contextlib import contextmanager
from typing import NamedTuple

import numpy as np
import tcod.map

from game.engine.actor import Actor
from game.engine.entity import Entity, Item
from game.engine.tiles import FLIES, STAIRS_DOWN, TELEPORT_TRAP, TRANSPARENT, WALKABLE, WALL

FOV_RADIUS = 8
#: What a found trap costs a traveller, in tiles walked: a long way round is taken first.
TRAP_COST = 40
#: A vault as a floor keeps it (``Stage.vaults``): its ``Vault`` fields, a byte each (no side
#: of a floor exceeds 255 tiles).
VAULT = struct.Struct("6B")
#: More vaults than any floor holds (the dressing carves at most one).
MAX_VAULTS = 16


class Vault(NamedTuple):
    """A vault: the wall ring of its room (corners included, the inside between them) and its
    one door, a tile of that ring."""

    x1: int
    y1: int
    x2: int
    y2: int
    door_x: int
    door_y: int


class Stage:
    """Tiles, what the player sees now (``visible``) and has seen (``explored``), the traps
    (``traps``: a trap kind per tile, 0 for none; ``traps_found``: the ones the player knows),
    the vaults its builder carved (``vaults``: packed ``VAULT`` records, read by
    ``vault_list``), and entities. What a tile lets through is the terrain table's
    (``game.engine.tiles``)."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.tiles = np.full((height, width), WALL, dtype=np.uint8)
        self.visible = np.zeros((height, width), dtype=bool)
        self.explored = np.zeros((height, width), dtype=bool)
        self.traps = np.zeros((height, width), dtype=np.uint8)
        self.traps_found = np.zeros((height, width), dtype=bool)
        self.vaults = bytearray()
        self.entities: list[Entity] = []

    # -- terrain ---------------------------------------------------------------------------
    @property
    def walkable(self) -> np.ndarray:
        return WALKABLE[self.tiles]

    @property
    def transparent(self) -> np.ndarray:
        return TRANSPARENT[self.tiles]

    @property
    def safe(self) -> np.ndarray:
        """Walkable tiles but the traps the player has found."""
        return WALKABLE[self.tiles] & ~(self.traps_found & (self.traps > 0))

    def travel_cost(self) -> np.ndarray:
        """Step costs [y, x] over the explored floor for travel, exploring and the bot: 1 a
        tile, a found trap TRAP_COST (crossed only when no other way is near), 0 where no one
        walks or nothing is known, and on a found teleport trap (no one gets past one: it
        sends them elsewhere; the world never lays one where it cuts the floor)."""
        cost = (self.explored & WALKABLE[self.tiles]).astype(np.int32)
        found = self.traps_found & (self.traps > 0)
        cost[found] *= TRAP_COST
        cost[found & (self.traps == TELEPORT_TRAP)] = 0
        return cost

    def in_bounds(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def is_walkable(self, x: int, y: int) -> bool:
        return self.in_bounds(x, y) and bool(WALKABLE[self.tiles[y, x]])

    def lets_fly(self, x: int, y: int) -> bool:
        """A thrown thing can pass (x, y)."""
        return self.in_bounds(x, y) and bool(FLIES[self.tiles[y, x]])

    def found_trap_at(self, x: int, y: int) -> int:
        """The kind of the trap the player has found at (x, y), 0 if none."""
        return int(self.traps[y, x]) if self.traps_found[y, x] else 0

    # -- vaults ----------------------------------------------------------------------------
    def add_vault(self, vault: Vault) -> None:
        """Note a vault the floor's builder carved."""
        self.vaults += VAULT.pack(*vault)

    def vault_list(self) -> list[Vault]:
        """The floor's vaults, in the order they were carved."""
        return [Vault(*fields) for fields in VAULT.iter_unpack(self.vaults)]

    def vault_doors(self) -> np.ndarray:
        """[y, x]: True on each vault's door (shut or opened)."""
        doors = np.zeros((self.height, self.width), dtype=bool)
        for vault in self.vault_list():
            doors[vault.door_y, vault.door_x] = True
        return doors

    def is_vault_door(self, x: int, y: int) -> bool:
        return any((v.door_x, v.door_y) == (x, y) for v in self.vault_list())

    @property
    def stairs(self) -> tuple[int, int] | None:
        """(x, y) of the stairs down, if this floor has them."""
        found = np.argwhere(self.tiles == STAIRS_DOWN)
        if len(found) == 0:
            return None
        y, x = found[0]
        return int(x), int(y)

    def sight(self, x: int, y: int, radius: int = FOV_RADIUS) -> np.ndarray:
        """What would be visible [y, x] from (x, y): a question, nothing changes."""
        return tcod.map.compute_fov(self.transparent, (y, x), radius=radius, light_walls=True)

    def update_fov(self, x: int, y: int, radius: int = FOV_RADIUS) -> None:
        """Recompute what is visible from (x, y); everything visible becomes explored."""
        self.visible[:] = self.sight(x, y, radius)
        self.explored |= self.visible

    # -- entities --------------------------------------------------------------------------
    @property
    def actors(self) -> Iterator[Actor]:
        """Living actors, in placement order."""
        return (e for e in self.entities if isinstance(e, Actor) and e.is_alive)

    @property
    def items(self) -> Iterator[Item]:
        return (e for e in self.entities if isinstance(e, Item))

    def blocking_actor_at(self, x: int, y: int) -> Actor | None:
        index = self.__dict__.get("_blockers")
        if index is not None:  # the monsters' phase keeps one (see ``indexed_blockers``)
            return index.get((x, y))
        for entity in self.entities:
            if isinstance(entity, Actor) and entity.blocks and entity.x == x and entity.y == y:
                return entity
        return None

    def items_at(self, x: int, y: int) -> list[Item]:
        # the place first: most entities fail there, before the dearer type check
        return [e for e in self.entities if e.x == x and e.y == y and isinstance(e, Item)]

    def entities_at(self, x: int, y: int) -> list[Entity]:
        return [e for e in self.entities if e.x == x and e.y == y]

    def blocker_index(self) -> dict[tuple[int, int], Actor]:
        """Blocking actors by position, built once so per-monster work needs no entity scans."""
        return {(e.x, e.y): e for e in self.entities if isinstance(e, Actor) and e.blocks}

    @contextmanager
    def indexed_blockers(self, index: dict[tuple[int, int], Actor]) -> Iterator[None]:
        """While the body runs, ``blocking_actor_at`` reads ``index`` instead of scanning every
        entity (the caller keeps it in step with moves and deaths). Never saved: it is gone
        once the body ends, before anything can pickle the floor."""
        self._blockers = index
        try:
            yield
        finally:
            del self._blockers
