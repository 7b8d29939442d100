"""Content: the data of the game (item kinds, breeds, spawn tables), keyed by stable ids."""

from __future__ import annotations

from game.content import items as items
from game.content import monsters as monsters
from game.content import spawns as spawns
from game.engine.actor import Actor
from game.engine.ai import HostileAI
from game.engine.entity import Item
from game.engine.kinds import BREEDS, ITEM_TYPES, breed, item_type
from game.engine.procgen import Populace

__all__ = ["ITEM_TYPES", "BREEDS", "create_item", "create_actor", "populace_for_floor"]


def create_item(kind_id: str) -> Item:
    """A new item of the kind ``kind_id`` (e.g. "sword"), not yet placed anywhere."""
    return Item(item_type(kind_id))


def create_actor(breed_id: str) -> Actor:
    """A new actor of ``breed_id``; monsters come with a hostile mind."""
    ai = HostileAI() if breed_id in monsters.MONSTERS else None
    return Actor(breed(breed_id), ai=ai)


def populace_for_floor(floor: int) -> Populace:
    """Spawn caps and weights for ``floor`` from the spawn tables."""
    return Populace(
        max_monsters=spawns.value_for_floor(spawns.MAX_MONSTERS_PER_ROOM, floor),
        max_items=spawns.value_for_floor(spawns.MAX_ITEMS_PER_ROOM, floor),
        monsters=spawns.weights_for_floor(spawns.MONSTER_CHANCES, floor),
        items=spawns.weights_for_floor(spawns.ITEM_CHANCES, floor),
        make_monster=create_actor,
        make_item=create_item,
    )
