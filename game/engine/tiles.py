"""Terrain: the tile ids stored in the stage's uint8 array and ONE table of what each is.

Every rule that asks what a tile lets through reads this table, as numpy lookup arrays
indexed by tile id (``WALKABLE[stage.tiles]`` is the whole floor's in one step): the field of
view (``TRANSPARENT``), paths and the monsters' distance maps, the bot, travel and
auto-explore (``WALKABLE``), and the light the screen draws (``LIGHT``).

A closed door is walkable (walking into it opens it, taking the turn; monsters open doors
too) but blocks sight; tall grass blocks sight and is trampled flat when walked through;
deep water blocks the way but not the sight; rubble and pillars are walls that look like
more; a wall torch is a wall that gives light.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Terrain:
    """One kind of tile: its saved name, its words for the player, what it lets through (a
    walker, sight, a thrown thing) and the light it gives (a radius in tiles, 0 for none)."""

    name: str
    label: str
    walkable: bool
    transparent: bool
    light: int = 0
    flies: bool | None = None  # a thrown thing passes (default: what sight passes)

    @property
    def lets_fly(self) -> bool:
        return self.transparent if self.flies is None else self.flies


# The ids are saved: the first three are the tutorial's and keep their numbers.
TERRAIN: tuple[Terrain, ...] = (
    Terrain("wall", "Stone wall", walkable=False, transparent=False),
    Terrain("floor", "Floor", walkable=True, transparent=True),
    Terrain("stairs_down", "Stairs down", walkable=True, transparent=True),
    Terrain("door_closed", "Closed door", walkable=True, transparent=False),
    Terrain("door_open", "Open door", walkable=True, transparent=True),
    Terrain("deep_water", "Deep water", walkable=False, transparent=True),
    Terrain("shallow_water", "Shallow water", walkable=True, transparent=True),
    Terrain("tall_grass", "Tall grass", walkable=True, transparent=False, flies=True),
    Terrain("trampled_grass", "Trampled grass", walkable=True, transparent=True),
    Terrain("rubble", "Rubble", walkable=False, transparent=False),
    Terrain("pillar", "Pillar", walkable=False, transparent=False),
    Terrain("torch", "Wall torch", walkable=False, transparent=False, light=6),
)
(
    WALL,
    FLOOR,
    STAIRS_DOWN,
    DOOR_CLOSED,
    DOOR_OPEN,
    DEEP_WATER,
    SHALLOW_WATER,
    TALL_GRASS,
    TRAMPLED_GRASS,
    RUBBLE,
    PILLAR,
    TORCH,
) = range(len(TERRAIN))

TILE_NAMES: tuple[str, ...] = tuple(t.name for t in TERRAIN)
TILE_LABELS: tuple[str, ...] = tuple(t.label for t in TERRAIN)
TILE_IDS: dict[str, int] = {name: index for index, name in enumerate(TILE_NAMES)}
# Indexed by tile id: ``WALKABLE[stage.tiles]`` gives the per-tile array in one numpy step.
WALKABLE = np.array([t.walkable for t in TERRAIN], dtype=bool)
#: The same, by tile id as a Python tuple: one tile's answer without a numpy scalar read.
WALKS: tuple[bool, ...] = tuple(t.walkable for t in TERRAIN)
TRANSPARENT = np.array([t.transparent for t in TERRAIN], dtype=bool)
LIGHT = np.array([t.light for t in TERRAIN], dtype=np.int8)
FLIES = np.array([t.lets_fly for t in TERRAIN], dtype=bool)
#: Tiles that are walls to the eye (the screen draws their faces and tops).
WALL_LIKE = np.array([t.name in ("wall", "torch") for t in TERRAIN], dtype=bool)
#: Where an item may lie or fall (never in deep water, never in a wall).
HOLDS_ITEMS = WALKABLE.copy()
#: What walking onto a tile leaves there (tall grass is trampled; a closed door is opened by
#: the bump before the step, see ``MoveAction``).
TRODDEN: dict[int, int] = {TALL_GRASS: TRAMPLED_GRASS}

# -- traps: a second layer of the floor, hidden until found ----------------------------------
NO_TRAP, FIRE_TRAP, DART_TRAP, TELEPORT_TRAP, ALARM_TRAP = range(5)
TRAP_NAMES: tuple[str, ...] = ("", "fire", "poison_dart", "teleport", "alarm")
TRAP_LABELS: tuple[str, ...] = ("", "Fire trap", "Poison dart trap", "Teleport trap", "Alarm trap")
