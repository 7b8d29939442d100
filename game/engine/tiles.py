"""Terrain: tile ids stored in the stage's uint8 array and their properties as lookup arrays."""

from __future__ import annotations

import numpy as np

WALL = 0
FLOOR = 1
STAIRS_DOWN = 2

TILE_NAMES = ("wall", "floor", "stairs_down")
TILE_LABELS = ("Stone wall", "Floor", "Stairs down")
# Indexed by tile id: ``WALKABLE[stage.tiles]`` gives the per-tile array in one numpy step.
WALKABLE = np.array([False, True, True], dtype=bool)
TRANSPARENT = np.array([False, True, True], dtype=bool)
