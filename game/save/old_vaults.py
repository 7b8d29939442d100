"""The vaults of a floor saved before schema 7, which did not record them: found as the screen
of schema 6 guessed them from the map, so that a migrated floor draws as it did.

The guess: a closed door that is the only way into a closed room of 2 or more tiles a side, at
most VAULT_TILES, narrower than any room of the region's builder, with no stairs in it. It
misses a Crypt vault 3 tiles square (the Crypt's smallest rooms are as big) and a vault whose
door was opened; such a vault stays a plain door (on floors 3-12 of seeds 1-30: 21 of the 89
Crypt vaults, none of the Halls' 19 and the Caves' 36; no other door was taken for a vault's).
Floors made since record their vaults as they are carved.
"""

from __future__ import annotations

import numpy as np

from game.engine.procgen import ROOM_MIN_SIZE
from game.engine.regions import CRYPT_ROOM
from game.engine.stage import Stage, Vault
from game.engine.tiles import DOOR_CLOSED, STAIRS_DOWN, TERRAIN, WALKABLE, WALL

#: A vault holds at most this many tiles behind its door (its inside is 2-3 tiles a side).
VAULT_TILES = 9
#: The inside of the smallest room each region's builder makes, a side in tiles (the Caves
#: make none): a vault is told from a room by being narrower.
SMALLEST_ROOM = {"halls": ROOM_MIN_SIZE - 1, "crypt": CRYPT_ROOM[0] - 1}


def guessed_vaults(stage: Stage, region: str) -> list[Vault]:
    """The vaults schema 6's screen saw on ``stage`` (module doc), in the order of their
    doors (row by row). Each side of a door is flooded only until it proves bigger."""
    narrower = SMALLEST_ROOM.get(region, VAULT_TILES)
    tiles = stage.tiles
    doors = np.argwhere(tiles == DOOR_CLOSED).tolist()
    found: list[Vault] = []
    if not doors:
        return found
    ground = WALKABLE[np.where(tiles < len(TERRAIN), tiles, WALL)] & (tiles != DOOR_CLOSED)
    h, w = tiles.shape
    open_ = ground.tobytes()
    shut = (tiles == DOOR_CLOSED).tobytes()
    stairs = (tiles == STAIRS_DOWN).tobytes()
    for y, x in doors:
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            sx, sy = x + dx, y + dy
            if not (0 <= sx < w and 0 <= sy < h and open_[sy * w + sx]):
                continue
            inside = _vault(open_, shut, stairs, w, h, sy * w + sx, narrower)
            if inside is not None:
                x1, y1, x2, y2 = inside
                found.append(Vault(x1 - 1, y1 - 1, x2 + 1, y2 + 1, x, y))
                break
    return found


def _vault(
    open_: bytes, shut: bytes, stairs: bytes, w: int, h: int, start: int, narrower: int
) -> tuple[int, int, int, int] | None:
    """The inside (x1, y1, x2, y2, corners included) when the open tiles 8-connected to
    ``start`` fill a rectangle 2 or more tiles a side, one side under ``narrower``, without
    the stairs, with one closed door beside them; else None."""
    seen, todo, doors = {start}, [start], set()
    while todo:
        at = todo.pop()
        if stairs[at]:
            return None
        y, x = divmod(at, w)
        for ny in (y - 1, y, y + 1):
            for nx in (x - 1, x, x + 1):
                near = ny * w + nx
                if not (0 <= nx < w and 0 <= ny < h) or near in seen:
                    continue
                if open_[near]:
                    seen.add(near)
                    if len(seen) > VAULT_TILES:
                        return None
                    todo.append(near)
                elif shut[near] and (nx == x or ny == y):
                    doors.add(near)
    ys, xs = [at // w for at in seen], [at % w for at in seen]
    across, down = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    if (
        len(doors) == 1
        and min(across, down) >= 2
        and min(across, down) < narrower
        and across * down == len(seen)
    ):
        return min(xs), min(ys), max(xs), max(ys)
    return None
