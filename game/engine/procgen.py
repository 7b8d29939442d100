"""Floor generation: rooms and L-shaped tunnels (SPEC.md's numbers), then monsters and items."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.engine.actor import Actor
from game.engine.entity import Entity
from game.engine.rng import draw
from game.engine.stage import Stage
from game.engine.tiles import FLOOR, STAIRS_DOWN, WALKABLE

MAP_WIDTH = 80
MAP_HEIGHT = 43
MAX_ROOMS = 30
ROOM_MIN_SIZE = 6
ROOM_MAX_SIZE = 10
#: No monster starts within this many tiles (Chebyshev) of where the player arrives.
ARRIVAL_CLEARANCE = 3


@dataclass(frozen=True)
class Room:
    """A rectangle whose border is wall and whose inside is floor."""

    x1: int
    y1: int
    x2: int
    y2: int

    @classmethod
    def sized(cls, x: int, y: int, width: int, height: int) -> Room:
        return cls(x, y, x + width, y + height)

    @property
    def center(self) -> tuple[int, int]:
        return (self.x1 + self.x2) // 2, (self.y1 + self.y2) // 2

    @property
    def inner(self) -> tuple[slice, slice]:
        """Index [y, x] of the floor inside the walls."""
        return slice(self.y1 + 1, self.y2), slice(self.x1 + 1, self.x2)

    def spot(self, rng: random.Random) -> tuple[int, int]:
        """A random tile inside the walls."""
        return rng.randint(self.x1 + 1, self.x2 - 1), rng.randint(self.y1 + 1, self.y2 - 1)

    def floor_tiles(self) -> list[tuple[int, int]]:
        return [(x, y) for y in range(self.y1 + 1, self.y2) for x in range(self.x1 + 1, self.x2)]

    def intersects(self, other: Room) -> bool:
        return (
            self.x1 <= other.x2
            and self.x2 >= other.x1
            and self.y1 <= other.y2
            and self.y2 >= other.y1
        )


@dataclass(frozen=True)
class Populace:
    """What to put in rooms: per-room caps and weighted makers, already chosen for the floor."""

    max_monsters: int
    max_items: int
    monsters: dict[str, int]  # breed id -> weight
    items: dict[str, int]  # item kind id -> weight
    #: Makes a monster as born on this floor; some roll their gear with the generator.
    make_monster: Callable[[str, random.Random], Actor]
    #: Makes an item as found on this floor; gear rolls its enchantment with the generator.
    make_item: Callable[[str, random.Random], Entity]
    #: The breed id of the boss waiting in the last room instead of the stairs (the last
    #: floor), or None: a floor with stairs down.
    boss: str | None = None
    #: Which region's generator builds the floor ("halls", "caves", "crypt").
    region: str = "halls"
    #: Hidden traps to lay (none on the tutorial's first floor).
    traps: int = 0
    #: How often, in a hundred, the floor holds a vault; its treasure maker (better gear, or an
    #: artefact) and its guard's breed.
    vault_percent: int = 0
    make_treasure: Callable[[random.Random], Entity] | None = None
    guard: str | None = None


def dig_tunnel(
    stage: Stage, start: tuple[int, int], end: tuple[int, int], rng: random.Random
) -> None:
    """An L-shaped corridor between two points; the elbow's side is a coin toss."""
    (x1, y1), (x2, y2) = start, end
    corner = (x2, y1) if rng.random() < 0.5 else (x1, y2)
    for (ax, ay), (bx, by) in ((start, corner), (corner, end)):
        stage.tiles[min(ay, by) : max(ay, by) + 1, min(ax, bx) : max(ax, bx) + 1] = FLOOR


def halls_floor(
    rng: random.Random,
    player: Actor,
    populace: Populace,
    width: int = MAP_WIDTH,
    height: int = MAP_HEIGHT,
) -> tuple[Stage, list[Room]]:
    """The tutorial's floor: the player in the first room and the stairs in the last (or, on
    the last floor, the boss in the centre of the last room and no stairs). No monster starts
    within ARRIVAL_CLEARANCE tiles of the player. Also returns the rooms."""
    stage = Stage(width, height)
    rooms = carve_rooms(
        stage,
        player,
        rng,
        MAX_ROOMS,
        (ROOM_MIN_SIZE, ROOM_MAX_SIZE),
        lambda room: populate_room(stage, room, populace, rng, arrival=(player.x, player.y)),
    )
    end_floor(stage, rooms, populace, rng)
    return stage, rooms


def carve_rooms(
    stage: Stage,
    player: Actor,
    rng: random.Random,
    tries: int,
    sides: tuple[int, int],
    on_room: Callable[[Room], object] | None = None,
) -> list[Room]:
    """The tutorial's rooms: ``tries`` rooms with sides in ``sides`` placed where they overlap
    none before, each joined to the one before by an L-shaped tunnel, the player in the first;
    ``on_room`` is called on each room as it is dug, before the next is tried."""
    rooms: list[Room] = []
    width, height = stage.width, stage.height
    for _ in range(tries):
        room_w = rng.randint(*sides)
        room_h = rng.randint(*sides)
        room = Room.sized(
            rng.randint(0, width - room_w - 1), rng.randint(0, height - room_h - 1), room_w, room_h
        )
        if any(room.intersects(other) for other in rooms):
            continue
        stage.tiles[room.inner] = FLOOR
        if not rooms:
            player.x, player.y = room.center
            stage.entities.append(player)
        else:
            dig_tunnel(stage, rooms[-1].center, room.center, rng)
        if on_room is not None:
            on_room(room)
        rooms.append(room)
    return rooms


def end_floor(stage: Stage, rooms: list[Room], populace: Populace, rng: random.Random) -> None:
    """The stairs in the centre of the last room or, on the last floor, the boss there."""
    sx, sy = rooms[-1].center
    if populace.boss is None:
        stage.tiles[sy, sx] = STAIRS_DOWN
    else:
        place_boss(stage, populace.make_monster(populace.boss, rng), (sx, sy))


def place_boss(stage: Stage, boss: Actor, spot: tuple[int, int]) -> None:
    """Put ``boss`` on ``spot``, sending away any monster the room had put there."""
    stage.entities[:] = [
        e for e in stage.entities if not (isinstance(e, Actor) and e.blocks and e.pos == spot)
    ]
    boss.x, boss.y = spot
    stage.entities.append(boss)


class Area(Protocol):
    """Where one room's worth of monsters and items goes: a room, or a stretch of cave."""

    def spot(self, rng: random.Random) -> tuple[int, int]: ...

    def floor_tiles(self) -> list[tuple[int, int]]: ...


@dataclass(frozen=True)
class Patch:
    """A stretch of open floor (a cave's): its tiles."""

    tiles: tuple[tuple[int, int], ...]

    def spot(self, rng: random.Random) -> tuple[int, int]:
        return self.tiles[rng.randrange(len(self.tiles))]

    def floor_tiles(self) -> list[tuple[int, int]]:
        return list(self.tiles)


def populate_room(
    stage: Stage,
    room: Area,
    populace: Populace,
    rng: random.Random,
    arrival: tuple[int, int] | None = None,
) -> None:
    """Up to the floor's caps of monsters and items, on free tiles inside the room (or any
    area). A monster roll of a pack breed brings a pack around its spot; no monster starts
    within ARRIVAL_CLEARANCE tiles (Chebyshev) of ``arrival``, where the player comes in."""
    monsters = draw(rng, populace.monsters, rng.randint(0, populace.max_monsters))
    items = draw(rng, populace.items, rng.randint(0, populace.max_items))
    taken = {(e.x, e.y) for e in stage.entities}

    def too_close(x: int, y: int) -> bool:
        return (
            arrival is not None
            and max(abs(x - arrival[0]), abs(y - arrival[1])) <= ARRIVAL_CLEARANCE
        )

    walkable = WALKABLE[stage.tiles]
    for kind in monsters:
        x, y = room.spot(rng)
        if (x, y) in taken or too_close(x, y) or not walkable[y, x]:
            continue
        leader = populace.make_monster(kind, rng)
        spots = [(x, y)]
        least, most = leader.breed.pack
        if most > 1:  # a pack: the rest gather on the free tiles nearest the leader
            size = rng.randint(least, most)
            spots += [
                spot
                for spot in _around(room, (x, y), rng)
                if spot not in taken and not too_close(*spot) and walkable[spot[1], spot[0]]
            ][: size - 1]
        members = [leader] + [populace.make_monster(kind, rng) for _ in spots[1:]]
        for monster, (mx, my) in zip(members, spots, strict=True):
            monster.x, monster.y = mx, my
            stage.entities.append(monster)
            taken.add((mx, my))
    for kind in items:
        x, y = room.spot(rng)
        if (x, y) in taken or not walkable[y, x]:
            continue
        item = populace.make_item(kind, rng)
        item.x, item.y = x, y
        stage.entities.append(item)
        taken.add((x, y))


def _around(room: Area, spot: tuple[int, int], rng: random.Random) -> list[tuple[int, int]]:
    """The room's other floor tiles, nearest to ``spot`` first (ties in a random order)."""
    x0, y0 = spot
    tiles = [tile for tile in room.floor_tiles() if tile != spot]
    keyed = [(max(abs(x - x0), abs(y - y0)), rng.random(), (x, y)) for x, y in tiles]
    return [tile for _, _, tile in sorted(keyed)]
