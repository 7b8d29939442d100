"""Content: the data of the game (item kinds, breeds, spawn tables), keyed by stable ids.

``CONTENT`` is what ``game.new_game`` hands the engine (``game.engine.content.Content``); the
module-level makers are the same things for tools and tests (``create_item("sword")``).
"""

from __future__ import annotations

from collections.abc import Mapping

from game.content import items as items
from game.content import monsters as monsters
from game.content import spawns as spawns
from game.content.registry import BREEDS, ITEM_TYPES
from game.engine.actor import Actor
from game.engine.ai import HostileAI
from game.engine.entity import Item
from game.engine.kinds import Breed, ItemType
from game.engine.procgen import Populace

__all__ = ["BREEDS", "CONTENT", "ITEM_TYPES", "GameContent", "create_actor", "create_item",
           "populace_for_floor"]


class GameContent:
    """Ironbound's data as the engine asks for it: kinds by id, makers and spawn tables.

    A state keeps a reference to its content; it pickles as a fixed name (``game_content``),
    never as data, so a save does not copy the tables and a loaded game gets this very object.
    """

    def __init__(self, item_types: Mapping[str, ItemType], breeds: Mapping[str, Breed],
                 starting_gear: tuple[str, ...] = items.STARTING_GEAR) -> None:
        self.item_types = item_types
        self.breeds = breeds
        self.starting_gear = starting_gear

    def item_type(self, kind_id: str) -> ItemType:
        """The ItemType with this id (KeyError if there is none)."""
        return self.item_types[kind_id]

    def breed(self, breed_id: str) -> Breed:
        """The Breed with this id (KeyError if there is none)."""
        return self.breeds[breed_id]

    def create_item(self, kind_id: str) -> Item:
        """A new item of the kind ``kind_id`` (e.g. "sword"), not yet placed anywhere."""
        return Item(self.item_type(kind_id))

    def create_actor(self, breed_id: str) -> Actor:
        """A new actor of ``breed_id``; monsters come with a hostile mind."""
        ai = HostileAI() if breed_id in monsters.MONSTERS else None
        return Actor(self.breed(breed_id), ai=ai)

    def populace_for_floor(self, floor: int) -> Populace:
        """Spawn caps and weights for ``floor`` from the spawn tables."""
        return Populace(
            max_monsters=spawns.value_for_floor(spawns.MAX_MONSTERS_PER_ROOM, floor),
            max_items=spawns.value_for_floor(spawns.MAX_ITEMS_PER_ROOM, floor),
            monsters=spawns.weights_for_floor(spawns.MONSTER_CHANCES, floor),
            items=spawns.weights_for_floor(spawns.ITEM_CHANCES, floor),
            make_monster=self.create_actor,
            make_item=self.create_item,
        )

    def with_kinds(self, *kinds: ItemType) -> GameContent:
        """A copy that also knows ``kinds`` (tests' own items); this one is left unchanged."""
        extra = {kind.id: kind for kind in kinds}
        return GameContent({**self.item_types, **extra}, self.breeds, self.starting_gear)

    def __reduce__(self) -> tuple:
        return (game_content, ())


#: The game's content: what new games are handed.
CONTENT = GameContent(ITEM_TYPES, BREEDS)


def game_content() -> GameContent:
    """The game's content (what a saved state's content reference loads as)."""
    return CONTENT


def create_item(kind_id: str) -> Item:
    """A new item of the kind ``kind_id`` (e.g. "sword"), not yet placed anywhere."""
    return CONTENT.create_item(kind_id)


def create_actor(breed_id: str) -> Actor:
    """A new actor of ``breed_id``; monsters come with a hostile mind."""
    return CONTENT.create_actor(breed_id)


def populace_for_floor(floor: int) -> Populace:
    """Spawn caps and weights for ``floor`` from the spawn tables."""
    return CONTENT.populace_for_floor(floor)
