"""Floor generation: rooms and L-shaped tunnels (SPEC.md's numbers), then monsters and items."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.engine.actor import Actor
from game.engine.entity import Entity
from game.engine.rng import weighted_choices
from game.engine.stage import Stage
from game.engine.tiles import FLOOR, STAIRS_DOWN

MAP_WIDTH = 80
MAP_HEIGHT = 43
MAX_ROOMS = 30
ROOM_MIN_SIZE = 6
ROOM_MAX_SIZE = 10


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

    def intersects(self, other: Room) -> bool:
        return (self.x1 <= other.x2 and self.x2 >= other.x1
                and self.y1 <= other.y2 and self.y2 >= other.y1)


@dataclass(frozen=True)
class Populace:
    """What to put in rooms: per-room caps and weighted makers, already chosen for the floor."""

    max_monsters: int
    max_items: int
    monsters: dict[str, int]  # breed id -> weight
    items: dict[str, int]  # item kind id -> weight
    make_monster: Callable[[str], Actor]
    #: Makes an item as found on this floor; gear rolls its enchantment with the generator.
    make_item: Callable[[str, random.Random], Entity]


def dig_tunnel(stage: Stage, start: tuple[int, int], end: tuple[int, int],
               rng: random.Random) -> None:
    """An L-shaped corridor between two points; the elbow's side is a coin toss."""
    (x1, y1), (x2, y2) = start, end
    corner = (x2, y1) if rng.random() < 0.5 else (x1, y2)
    for (ax, ay), (bx, by) in ((start, corner), (corner, end)):
        stage.tiles[min(ay, by): max(ay, by) + 1, min(ax, bx): max(ax, bx) + 1] = FLOOR


def generate_floor(rng: random.Random, player: Actor, populace: Populace,
                   width: int = MAP_WIDTH, height: int = MAP_HEIGHT) -> Stage:
    """A new floor with the player in the first room and the stairs in the last."""
    stage = Stage(width, height)
    rooms: list[Room] = []
    for _ in range(MAX_ROOMS):
        room_w = rng.randint(ROOM_MIN_SIZE, ROOM_MAX_SIZE)
        room_h = rng.randint(ROOM_MIN_SIZE, ROOM_MAX_SIZE)
        room = Room.sized(rng.randint(0, width - room_w - 1), rng.randint(0, height - room_h - 1),
                          room_w, room_h)
        if any(room.intersects(other) for other in rooms):
            continue
        stage.tiles[room.inner] = FLOOR
        if not rooms:
            player.x, player.y = room.center
            stage.entities.append(player)
        else:
            dig_tunnel(stage, rooms[-1].center, room.center, rng)
        populate_room(stage, room, populace, rng)
        rooms.append(room)
    sx, sy = rooms[-1].center
    stage.tiles[sy, sx] = STAIRS_DOWN
    return stage


def populate_room(stage: Stage, room: Room, populace: Populace, rng: random.Random) -> None:
    """Up to the floor's caps of monsters and items, on free tiles inside the room."""
    monsters = weighted_choices(rng, populace.monsters, rng.randint(0, populace.max_monsters))
    items = weighted_choices(rng, populace.items, rng.randint(0, populace.max_items))
    taken = {(e.x, e.y) for e in stage.entities}
    makers: list[tuple[Callable[[str], Entity], str]] = [
        (populace.make_monster, kind) for kind in monsters]
    makers += [(lambda kind: populace.make_item(kind, rng), kind) for kind in items]
    for make, kind in makers:
        x = rng.randint(room.x1 + 1, room.x2 - 1)
        y = rng.randint(room.y1 + 1, room.y2 - 1)
        if (x, y) in taken:
            continue
        entity = make(kind)
        entity.x, entity.y = x, y
        stage.entities.append(entity)
        taken.add((x, y))
