"""Content: the data of the game (item kinds, breeds, spawn tables), keyed by stable ids.

``CONTENT`` is what ``game.new_game`` hands the engine (``game.engine.content.Content``); the
module-level makers are the same things for tools and tests (``create_item("sword")``).
"""

from __future__ import annotations

import random
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
from game.engine.rng import weighted_choices

__all__ = ["BREEDS", "CONTENT", "ITEM_TYPES", "GameContent", "create_actor", "create_item",
           "populace_for_floor"]


class GameContent:
    """Ironbound's data as the engine asks for it: kinds by id, makers and spawn tables.

    A state keeps a reference to its content; it pickles as a fixed name (``game_content``),
    never as data, so a save does not copy the tables and a loaded game gets this very object.
    """

    def __init__(self, item_types: Mapping[str, ItemType], breeds: Mapping[str, Breed],
                 starting_gear: tuple[str, ...] = items.STARTING_GEAR,
                 appearance_pools: Mapping[str, tuple[str, ...]] = items.APPEARANCE_POOLS,
                 ) -> None:
        self.item_types = item_types
        self.breeds = breeds
        self.starting_gear = starting_gear
        self.appearance_pools = appearance_pools

    def item_type(self, kind_id: str) -> ItemType:
        """The ItemType with this id (KeyError if there is none)."""
        return self.item_types[kind_id]

    def breed(self, breed_id: str) -> Breed:
        """The Breed with this id (KeyError if there is none)."""
        return self.breeds[breed_id]

    def create_item(self, kind_id: str, enchantment: int = 0, cursed: bool = False) -> Item:
        """A new item of the kind ``kind_id`` (e.g. "sword"), not yet placed anywhere. Gear
        comes as found: with this enchantment and curse, not identified."""
        kind = self.item_type(kind_id)
        if kind.equippable is None and (enchantment or cursed):
            raise ValueError(f"{kind.name} is not gear: it has no enchantment or curse")
        if cursed and enchantment >= 0:
            raise ValueError("a cursed item always has a negative enchantment")
        return Item(kind, enchantment=enchantment, cursed=cursed,
                    identified=kind.equippable is None)

    def found_item(self, kind_id: str, floor: int, rng: random.Random) -> Item:
        """An item as the dungeon leaves it on ``floor``: gear rolls its enchantment (and,
        when negative, maybe a curse) with the game's generator, by the spawn tables."""
        if self.item_type(kind_id).equippable is None:
            return self.create_item(kind_id)
        chances = spawns.weights_for_floor(spawns.ENCHANTMENT_CHANCES, floor)
        enchantment = weighted_choices(rng, chances, 1)[0]
        cursed = False
        if enchantment < 0:
            percent = spawns.value_for_floor(spawns.CURSED_PERCENT, floor)
            cursed = rng.randrange(100) < percent
        return self.create_item(kind_id, enchantment, cursed)

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
            items=spawns.item_weights_for_floor(floor),
            make_monster=self.create_actor,
            make_item=lambda kind_id, rng: self.found_item(kind_id, floor, rng),
        )

    def with_kinds(self, *kinds: ItemType) -> GameContent:
        """A copy that also knows ``kinds`` (tests' own items); this one is left unchanged."""
        extra = {kind.id: kind for kind in kinds}
        return GameContent({**self.item_types, **extra}, self.breeds, self.starting_gear,
                           self.appearance_pools)

    def __reduce__(self) -> tuple:
        return (game_content, ())


#: The game's content: what new games are handed.
CONTENT = GameContent(ITEM_TYPES, BREEDS)


def game_content() -> GameContent:
    """The game's content (what a saved state's content reference loads as)."""
    return CONTENT


def create_item(kind_id: str, enchantment: int = 0, cursed: bool = False) -> Item:
    """A new item of the kind ``kind_id`` (e.g. "sword") as found: gear with this enchantment
    and curse, not identified (starting gear is identified by ``new_game``)."""
    return CONTENT.create_item(kind_id, enchantment, cursed)


def create_actor(breed_id: str) -> Actor:
    """A new actor of ``breed_id``; monsters come with a hostile mind."""
    return CONTENT.create_actor(breed_id)


def populace_for_floor(floor: int) -> Populace:
    """Spawn caps and weights for ``floor`` from the spawn tables."""
    return CONTENT.populace_for_floor(floor)
