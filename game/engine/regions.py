"""The regions' own floor builders ("The world, second edition").

- the Halls (floors 1-4): the tutorial's rooms and L-shaped tunnels (``procgen.halls_floor``);
- the Caves (floors 5-8): open caverns grown by cellular automata with numpy, then cut to the
  largest connected cavern (the other pockets filled in), with pools of water and grass;
- the Crypt (floors 9-12): many small rooms and narrow halls, pillars in the larger rooms.

Each builder returns the stage (player, monsters, items, stairs or the boss placed) and the
areas it populated; ``dressing.dress`` then adds doors, torches, traps and a vault.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import numpy as np

from game.engine import pathing
from game.engine.actor import Actor
from game.engine.dressing import dress
from game.engine.procgen import (
    ARRIVAL_CLEARANCE,
    MAP_HEIGHT,
    MAP_WIDTH,
    Area,
    Patch,
    Populace,
    Room,
    carve_rooms,
    end_floor,
    halls_floor,
    place_boss,
    populate_room,
)
from game.engine.stage import Stage
from game.engine.tiles import (
    DEEP_WATER,
    FLOOR,
    PILLAR,
    SHALLOW_WATER,
    STAIRS_DOWN,
    TALL_GRASS,
    WALKABLE,
    WALL,
)

Builder = Callable[[random.Random, Actor, Populace, int, int], tuple[Stage, Sequence[Area]]]

#: Caves: the share of rock in the first noise, and the automaton's passes.
CAVE_FILL = 0.44
CAVE_PASSES = 5
#: A cave area (one room's worth of monsters and items) per this many floor tiles: about as
#: many as the Halls have rooms.
CAVE_AREA_TILES = 150
CAVE_AREA_RADIUS = 3
#: Pools of water per cave floor (least, most), and their radius.
POOLS = (1, 3)
POOL_RADIUS = (2, 4)
#: Patches of tall grass per floor (least, most), and their radius.
GRASS_PATCHES = {"halls": (0, 2), "caves": (3, 6), "crypt": (0, 1)}
#: The Crypt's rooms: smaller, and more of them; a share of them (in a hundred) hold monsters
#: and items, so a floor holds about what the Halls' do.
CRYPT_ROOM = (4, 7)
CRYPT_ROOMS = 45
CRYPT_PEOPLED = 55


def _noise(rng: random.Random, width: int, height: int) -> np.ndarray:
    """A [height, width] array of the game generator's draws in [0, 1), row by row."""
    return np.array([rng.random() for _ in range(width * height)]).reshape(height, width)


def _neighbours(mask: np.ndarray) -> np.ndarray:
    """How many of each tile's eight neighbours (and itself) are set; off the map counts set."""
    padded = np.pad(mask.astype(np.int8), 1, constant_values=1)
    h, w = mask.shape
    total = np.zeros((h, w), np.int8)
    for dy in range(3):
        for dx in range(3):
            total += padded[dy : dy + h, dx : dx + w]
    return total


def largest_region(open_: np.ndarray) -> np.ndarray:
    """The largest 8-connected region of ``open_`` (ties: the first found, scanning rows):
    tcod floods from the first open tile left, until no region left could be larger."""
    cost = open_.astype(np.int32)
    remaining, best = open_.copy(), np.zeros_like(open_)
    while remaining.any() and best.sum() < remaining.sum():
        y, x = np.unravel_index(int(np.argmax(remaining)), remaining.shape)
        region = pathing.distance_map(cost, [(int(x), int(y))]) < pathing.UNREACHABLE
        if region.sum() > best.sum():
            best = region
        remaining &= ~region
    return best


def reachable(stage: Stage, start: tuple[int, int]) -> np.ndarray:
    """The walkable tiles a walker reaches from ``start`` (doors count as walkable)."""
    cost = WALKABLE[stage.tiles].astype(np.int32)
    return pathing.distance_map(cost, [start]) < pathing.UNREACHABLE


def _farthest(stage: Stage, start: tuple[int, int], allowed: np.ndarray) -> tuple[int, int]:
    cost = WALKABLE[stage.tiles].astype(np.int32)
    dist = pathing.distance_map(cost, [start])
    dist = np.where(allowed & (dist < pathing.UNREACHABLE), dist, -1)
    y, x = np.unravel_index(int(np.argmax(dist)), dist.shape)
    return int(x), int(y)


def _blob(center: tuple[int, int], radius: float, shape: tuple[int, int]) -> np.ndarray:
    h, w = shape
    ys, xs = np.ogrid[:h, :w]
    return (xs - center[0]) ** 2 + (ys - center[1]) ** 2 <= radius * radius


def caves_floor(
    rng: random.Random,
    player: Actor,
    populace: Populace,
    width: int = MAP_WIDTH,
    height: int = MAP_HEIGHT,
) -> tuple[Stage, list[Area]]:
    """An open cavern: noise, CAVE_PASSES passes of the 4-5 rule, the largest 4-connected
    cavern kept (the rest filled in), pools and grass, the stairs (or boss) as far from the
    arrival as the cavern goes."""
    stage = Stage(width, height)
    rock = _noise(rng, width, height) < CAVE_FILL
    rock[0, :] = rock[-1, :] = rock[:, 0] = rock[:, -1] = True
    for _ in range(CAVE_PASSES):
        rock = _neighbours(rock) >= 5
        rock[0, :] = rock[-1, :] = rock[:, 0] = rock[:, -1] = True
    stage.tiles[largest_region(~rock)] = FLOOR
    open_tiles = [(int(x), int(y)) for y, x in np.argwhere(stage.tiles == FLOOR).tolist()]
    player.x, player.y = open_tiles[rng.randrange(len(open_tiles))]
    stage.entities.append(player)
    _pools(stage, rng, player.pos)
    _grass(stage, rng, "caves", player.pos)
    sx, sy = _farthest(stage, player.pos, stage.tiles == FLOOR)
    if populace.boss is None:
        stage.tiles[sy, sx] = STAIRS_DOWN
    areas = _cave_areas(stage, rng, player.pos)
    for area in areas:
        populate_room(stage, area, populace, rng, arrival=player.pos)
    if populace.boss is not None:
        place_boss(stage, populace.make_monster(populace.boss, rng), (sx, sy))
    return stage, areas


def _pools(stage: Stage, rng: random.Random, arrival: tuple[int, int]) -> None:
    """Pools: deep water ringed by shallow; a pool that would cut the cavern in two stays
    shallow (deep water never walls off a part of the floor)."""
    for _ in range(rng.randint(*POOLS)):
        floor = np.argwhere(stage.tiles == FLOOR)
        y, x = floor[rng.randrange(len(floor))].tolist()
        if max(abs(x - arrival[0]), abs(y - arrival[1])) <= ARRIVAL_CLEARANCE + 2:
            continue
        radius = rng.randint(*POOL_RADIUS)
        ring = _blob((x, y), radius, stage.tiles.shape) & (stage.tiles == FLOOR)
        deep = _blob((x, y), radius - 1.2, stage.tiles.shape) & ring
        before = reachable(stage, arrival).sum()
        stage.tiles[ring] = SHALLOW_WATER
        stage.tiles[deep] = DEEP_WATER
        if reachable(stage, arrival).sum() != before - int(deep.sum()):
            stage.tiles[deep] = SHALLOW_WATER  # it would wall off part of the floor


def _grass(stage: Stage, rng: random.Random, region: str, arrival: tuple[int, int]) -> None:
    for _ in range(rng.randint(*GRASS_PATCHES.get(region, (0, 0)))):
        floor = np.argwhere(stage.tiles == FLOOR)
        if not len(floor):
            return
        y, x = floor[rng.randrange(len(floor))].tolist()
        patch = _blob((x, y), rng.randint(2, 4), stage.tiles.shape) & (stage.tiles == FLOOR)
        patch[arrival[1], arrival[0]] = False
        stage.tiles[patch] = TALL_GRASS


def _cave_areas(stage: Stage, rng: random.Random, arrival: tuple[int, int]) -> list[Area]:
    """Patches of open cave (one room's worth of monsters and items each) around tiles drawn
    from the floor, about one per CAVE_AREA_TILES tiles."""
    ground = WALKABLE[stage.tiles] & (stage.tiles != STAIRS_DOWN)
    tiles = np.argwhere(ground)
    r = CAVE_AREA_RADIUS
    areas: list[Area] = []
    for _ in range(max(1, len(tiles) // CAVE_AREA_TILES)):
        cy, cx = tiles[rng.randrange(len(tiles))].tolist()
        y0, x0 = max(0, cy - r), max(0, cx - r)
        near = np.argwhere(ground[y0 : cy + r + 1, x0 : cx + r + 1]) + (y0, x0)
        areas.append(Patch(tuple((int(x), int(y)) for y, x in near.tolist())))
    return areas


def crypt_floor(
    rng: random.Random,
    player: Actor,
    populace: Populace,
    width: int = MAP_WIDTH,
    height: int = MAP_HEIGHT,
) -> tuple[Stage, list[Area]]:
    """Small rooms joined by narrow halls (the tutorial's way, with CRYPT_ROOM-sized rooms),
    pillars standing in the larger ones."""
    stage = Stage(width, height)
    rooms = carve_rooms(stage, player, rng, CRYPT_ROOMS, CRYPT_ROOM)
    for room in rooms[1:-1]:
        _pillars(stage, room)
    _grass(stage, rng, "crypt", player.pos)
    peopled = [room for room in rooms if rng.randrange(100) < CRYPT_PEOPLED]
    for room in peopled:
        populate_room(stage, room, populace, rng, arrival=player.pos)
    end_floor(stage, rooms, populace, rng)
    return stage, list(rooms)


def _pillars(stage: Stage, room: Room) -> None:
    """A room at least 5 by 5 inside gets pillars one tile in from its walls, every other
    tile (a walker always passes between them and along the walls)."""
    inner_w, inner_h = room.x2 - room.x1 - 1, room.y2 - room.y1 - 1
    if inner_w < 5 or inner_h < 5:
        return
    for y in range(room.y1 + 2, room.y2 - 1, 2):
        for x in range(room.x1 + 2, room.x2 - 1, 2):
            if (x, y) != room.center and stage.tiles[y, x] == FLOOR:
                stage.tiles[y, x] = PILLAR


#: Region name -> its builder.
GENERATORS: dict[str, Builder] = {"halls": halls_floor, "caves": caves_floor, "crypt": crypt_floor}


def generate_floor(
    rng: random.Random,
    player: Actor,
    populace: Populace,
    width: int = MAP_WIDTH,
    height: int = MAP_HEIGHT,
) -> Stage:
    """A new floor of the populace's region (``GENERATORS``), dressed (doors, torches,
    traps, a vault: ``dressing.dress``)."""
    build = GENERATORS.get(populace.region, halls_floor)
    stage, areas = build(rng, player, populace, width, height)
    dress(stage, areas, populace, rng, player.pos)
    return stage


__all__ = [
    "GENERATORS",
    "caves_floor",
    "crypt_floor",
    "generate_floor",
    "largest_region",
    "reachable",
]
assert WALL == 0  # the stage starts as solid rock
