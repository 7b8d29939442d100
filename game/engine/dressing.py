"""What every floor gets after its region's builder: doors, wall torches, hidden traps and, from
floor 3, maybe a vault ("The world, second edition").

- Doors stand in the doorways where a hall meets a room (a floor tile in the room's wall ring
  with wall on both sides of it along the wall): half of them in the Halls, most in the Crypt,
  none in the Caves.
- Torches replace some walls that face a room's floor from above (so their faces show).
- Traps (``populace.traps`` of them) lie hidden on floor tiles of the rooms and halls, never
  within a few tiles of the arrival, on the stairs, in a doorway, in a vault or under an item
  (a teleport trap under one put it out of reach for good: seed 78, floor 2). A teleport
  trap never cuts the floor: no one gets past one (it sends them elsewhere), so it lies only
  where every other floor tile stays reachable from the arrival without it (one in the only
  corridor to the rest of the floor stalled the bot: seed 155, floor 2).
- A vault: a small room dug into solid rock beside the floor, behind one closed door, holding
  better gear (an artefact, when the game has one left) and its guard, awake. The floor
  keeps it (``Stage.vaults``): the screen draws its door from there.

Nothing here cuts the floor: a door is walkable, a torch replaces a wall, a vault adds to it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np

from game.engine import pathing
from game.engine.procgen import ARRIVAL_CLEARANCE, Area, Populace, Room
from game.engine.stage import Stage, Vault
from game.engine.tiles import (
    DOOR_CLOSED,
    FLOOR,
    STAIRS_DOWN,
    TELEPORT_TRAP,
    TORCH,
    TRAP_NAMES,
    WALKABLE,
    WALL,
)

#: A doorway's chance in a hundred of holding a door, by region.
DOOR_PERCENT = {"halls": 50, "caves": 0, "crypt": 85}
#: A room's chance in a hundred of a wall torch, by region (the Caves: torches by count).
TORCH_PERCENT = {"halls": 40, "caves": 0, "crypt": 55}
CAVE_TORCHES = (2, 5)
#: Traps keep this far (Chebyshev) from the arrival.
TRAP_CLEARANCE = ARRIVAL_CLEARANCE + 2
#: A vault's inside: width and height in tiles (least, most); attempts to find rock for it.
VAULT_SIZE = (2, 3)
VAULT_TRIES = 300
#: Items a vault holds (least, most).
VAULT_LOOT = (1, 2)


def dress(
    stage: Stage,
    areas: Sequence[Area],
    populace: Populace,
    rng: random.Random,
    arrival: tuple[int, int],
) -> None:
    """Doors, torches, traps and a vault for a floor its builder made."""
    rooms = [area for area in areas if isinstance(area, Room)]
    doors = _doors(stage, rooms, rng, DOOR_PERCENT.get(populace.region, 0))
    _torches(stage, rooms, rng, populace.region)
    vault = None
    if populace.vault_percent and rng.randrange(100) < populace.vault_percent:
        vault = carve_vault(stage, populace, rng, arrival)
    _traps(stage, populace.traps, rng, arrival, doors, vault)


def doorways(stage: Stage, room: Room) -> list[tuple[int, int]]:
    """The floor tiles of ``room``'s wall ring with wall on both sides along the wall."""
    tiles = stage.tiles
    found = []
    for x in range(room.x1 + 1, room.x2):
        for y in (room.y1, room.y2):
            if tiles[y, x] == FLOOR and tiles[y, x - 1] == WALL and tiles[y, x + 1] == WALL:
                found.append((x, y))
    for y in range(room.y1 + 1, room.y2):
        for x in (room.x1, room.x2):
            if tiles[y, x] == FLOOR and tiles[y - 1, x] == WALL and tiles[y + 1, x] == WALL:
                found.append((x, y))
    return found


def _doors(
    stage: Stage, rooms: list[Room], rng: random.Random, percent: int
) -> set[tuple[int, int]]:
    placed: set[tuple[int, int]] = set()
    if not percent:
        return placed
    for room in rooms:
        for x, y in doorways(stage, room):
            if (x, y) not in placed and rng.randrange(100) < percent:
                stage.tiles[y, x] = DOOR_CLOSED
                placed.add((x, y))
    return placed


def _torches(stage: Stage, rooms: list[Room], rng: random.Random, region: str) -> None:
    """Torches on walls whose tile below is floor (their faces show), one per lit room."""
    tiles = stage.tiles
    facing = np.zeros_like(tiles, dtype=bool)
    facing[:-1] = (tiles[:-1] == WALL) & (tiles[1:] == FLOOR)
    if region == "caves":
        spots = np.argwhere(facing).tolist()
        for _ in range(rng.randint(*CAVE_TORCHES)):
            if spots:
                y, x = spots.pop(rng.randrange(len(spots)))
                tiles[y, x] = TORCH
        return
    percent = TORCH_PERCENT.get(region, 0)
    for room in rooms:
        if rng.randrange(100) >= percent:
            continue
        top = [x for x in range(room.x1 + 1, room.x2) if facing[room.y1, x]]
        if top:
            tiles[room.y1, top[rng.randrange(len(top))]] = TORCH


def _traps(
    stage: Stage,
    count: int,
    rng: random.Random,
    arrival: tuple[int, int],
    doors: set[tuple[int, int]],
    vault: Room | None,
) -> None:
    if count <= 0:
        return
    ground = (stage.tiles == FLOOR).copy()
    ax, ay = arrival
    ground[
        max(0, ay - TRAP_CLEARANCE) : ay + TRAP_CLEARANCE + 1,
        max(0, ax - TRAP_CLEARANCE) : ax + TRAP_CLEARANCE + 1,
    ] = False
    if vault is not None:
        ground[vault.y1 : vault.y2 + 1, vault.x1 : vault.x2 + 1] = False
    for x, y in doors:
        ground[y, x] = False
    for item in stage.items:
        ground[item.y, item.x] = False
    spots = np.argwhere(ground).tolist()
    for _ in range(count):
        kind = rng.randrange(1, len(TRAP_NAMES))
        while spots:
            y, x = spots.pop(rng.randrange(len(spots)))
            if kind != TELEPORT_TRAP or not _cuts(stage, arrival, x, y):
                stage.traps[y, x] = kind
                break


def _cuts(stage: Stage, arrival: tuple[int, int], x: int, y: int) -> bool:
    """Whether closing (x, y) and the teleport traps laid so far leaves some other floor
    tile out of reach from the arrival."""
    open_ = WALKABLE[stage.tiles] & (stage.traps != TELEPORT_TRAP)
    before = int(
        (pathing.distance_map(open_.astype(np.int32), [arrival]) < pathing.UNREACHABLE).sum()
    )
    open_[y, x] = False
    after = int(
        (pathing.distance_map(open_.astype(np.int32), [arrival]) < pathing.UNREACHABLE).sum()
    )
    return after < before - 1


def carve_vault(
    stage: Stage, populace: Populace, rng: random.Random, arrival: tuple[int, int]
) -> Room | None:
    """Dig a vault into solid rock beside the floor (its door on a floor tile's side, not in
    view of the arrival), with treasure and its guard, and note it in ``stage.vaults``; the
    vault's room, or None when no rock fits one."""
    tiles = stage.tiles
    h, w = tiles.shape
    for _ in range(VAULT_TRIES):
        inner_w, inner_h = rng.randint(*VAULT_SIZE), rng.randint(*VAULT_SIZE)
        x1, y1 = rng.randint(1, w - inner_w - 3), rng.randint(1, h - inner_h - 3)
        room = Room(x1, y1, x1 + inner_w + 1, y1 + inner_h + 1)
        if not (tiles[room.y1 - 1 : room.y2 + 2, room.x1 - 1 : room.x2 + 2] == WALL).all():
            continue
        door = _vault_door(stage, room, rng)
        if door is None or max(abs(door[0] - arrival[0]), abs(door[1] - arrival[1])) < 8:
            continue
        tiles[room.inner] = FLOOR
        tiles[door[1], door[0]] = DOOR_CLOSED
        stage.add_vault(Vault(room.x1, room.y1, room.x2, room.y2, *door))
        _stock(stage, room, populace, rng)
        return room
    return None


def _vault_door(stage: Stage, room: Room, rng: random.Random) -> tuple[int, int] | None:
    """A tile of the vault's wall (not a corner) with walkable floor just outside it; the
    rock around the vault is solid, so the door reaches one tile past the ring."""
    tiles = stage.tiles
    h, w = tiles.shape
    options = []
    for x in range(room.x1 + 1, room.x2):
        for y, out in ((room.y1, room.y1 - 2), (room.y2, room.y2 + 2)):
            if 0 <= out < h and WALKABLE[tiles[out, x]] and tiles[out, x] != STAIRS_DOWN:
                options.append(((x, y), (x, (y + out) // 2)))
    for y in range(room.y1 + 1, room.y2):
        for x, out in ((room.x1, room.x1 - 2), (room.x2, room.x2 + 2)):
            if 0 <= out < w and WALKABLE[tiles[y, out]] and tiles[y, out] != STAIRS_DOWN:
                options.append(((x, y), ((x + out) // 2, y)))
    if not options:
        return None
    door, passage = options[rng.randrange(len(options))]
    tiles[passage[1], passage[0]] = FLOOR  # the one tile of rock between door and floor
    return door


def _stock(stage: Stage, room: Room, populace: Populace, rng: random.Random) -> None:
    spots = room.floor_tiles()
    rng.shuffle(spots)
    if populace.make_treasure is not None:
        for _ in range(rng.randint(*VAULT_LOOT)):
            if len(spots) > 1:
                item = populace.make_treasure(rng)
                item.x, item.y = spots.pop()
                stage.entities.append(item)
    if populace.guard is not None and spots:
        guard = populace.make_monster(populace.guard, rng)
        guard.x, guard.y = spots.pop()
        guard.asleep = False  # it keeps watch
        stage.entities.append(guard)
