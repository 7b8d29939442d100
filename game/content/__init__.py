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
from game.content.properties import PROPERTIES
from game.content.registry import BREEDS, ITEM_TYPES
from game.engine.actor import Actor
from game.engine.entity import Item
from game.engine.gear import Slot
from game.engine.kinds import Breed, ItemType, Property
from game.engine.monster_gear import arm
from game.engine.procgen import Populace
from game.engine.rng import draw

__all__ = [
    "ARTEFACTS",
    "BREEDS",
    "CONTENT",
    "ITEM_TYPES",
    "PROPERTIES",
    "GameContent",
    "create_actor",
    "create_item",
    "populace_for_floor",
]

#: The artefacts' ids (DESIGN's contract: ``game.content.ARTEFACTS``).
ARTEFACTS: tuple[str, ...] = tuple(kind.id for kind in items.ARTEFACTS)


class GameContent:
    """Ironbound's data as the engine asks for it: kinds by id, makers and spawn tables.

    A state keeps a reference to its content; it pickles as a fixed name (``game_content``),
    never as data, so a save does not copy the tables and a loaded game gets this very object.
    """

    def __init__(
        self,
        item_types: Mapping[str, ItemType],
        breeds: Mapping[str, Breed],
        starting_gear: tuple[str, ...] = items.STARTING_GEAR,
        appearance_pools: Mapping[str, tuple[str, ...]] = items.APPEARANCE_POOLS,
        properties: Mapping[str, Property] = PROPERTIES,
    ) -> None:
        self.item_types = item_types
        self.breeds = breeds
        self.starting_gear = starting_gear
        self.appearance_pools = appearance_pools
        self.properties = properties

    def item_type(self, kind_id: str) -> ItemType:
        """The ItemType with this id (KeyError if there is none)."""
        return self.item_types[kind_id]

    def breed(self, breed_id: str) -> Breed:
        """The Breed with this id (KeyError if there is none)."""
        return self.breeds[breed_id]

    def create_item(
        self, kind_id: str, enchantment: int = 0, cursed: bool = False, prop: str | None = None
    ) -> Item:
        """A new item of the kind ``kind_id`` (e.g. "sword"), not yet placed anywhere. Gear
        comes as found: with this enchantment, curse and property, not identified. An
        artefact that binds is always cursed."""
        kind = self.item_type(kind_id)
        if kind.equippable is None and (enchantment or cursed or prop):
            raise ValueError(f"{kind.name} is not gear: it has no enchantment, curse or property")
        if kind.binds:
            cursed = True
        elif cursed and enchantment >= 0:
            raise ValueError("a cursed item always has a negative enchantment")
        if prop is not None:
            self._check_prop(kind, prop)
        return Item(
            kind,
            enchantment=enchantment,
            cursed=cursed,
            identified=kind.equippable is None,
            prop=prop,
        )

    def _check_prop(self, kind: ItemType, prop: str) -> None:
        row = self.properties.get(prop)
        wearable = kind.equippable
        if row is None:
            raise ValueError(f"no property {prop!r}")
        if wearable is None or kind.artefact or wearable.disguise is not None:
            raise ValueError(f"a {kind.name} carries no property")
        if row.weapon != (wearable.slot is Slot.MAIN_HAND):
            raise ValueError(f"{row.name} is not a property of a {kind.name}")

    def found_item(
        self, kind_id: str, floor: int, rng: random.Random, made: set[str] | None = None
    ) -> Item:
        """An item as the dungeon leaves it on ``floor``: gear rolls its enchantment (and,
        when negative, maybe a curse) and maybe a property with the game's generator, by the
        spawn tables; darts and javelins lie in small stacks. ``spawns.ARTEFACT`` makes an
        artefact ``made`` does not hold yet (and adds it), or, all made, plain gear."""
        if kind_id == spawns.ARTEFACT:
            return self._artefact(floor, rng, made if made is not None else set())
        kind = self.item_type(kind_id)
        if kind.equippable is None:
            item = self.create_item(kind_id)
            if kind_id in spawns.THROWN_STACKS:
                item.count = rng.randint(*spawns.THROWN_STACKS[kind_id])
            return item
        chances = spawns.weights_for_floor(spawns.ENCHANTMENT_CHANCES, floor)
        enchantment = draw(rng, chances, 1)[0]
        cursed = False
        if enchantment < 0:
            percent = spawns.value_for_floor(spawns.CURSED_PERCENT, floor)
            cursed = rng.randrange(100) < percent
        return self.create_item(kind_id, enchantment, cursed, self._roll_prop(kind, floor, rng))

    def _roll_prop(self, kind: ItemType, floor: int, rng: random.Random) -> str | None:
        """A property for a found weapon or piece of armour, by the floor's chance (rings
        and amulets carry none)."""
        wearable = kind.equippable
        if wearable is None or wearable.disguise is not None or kind.artefact:
            return None
        if rng.randrange(100) >= spawns.value_for_floor(spawns.PROPERTY_PERCENT, floor):
            return None
        weapon = wearable.slot is Slot.MAIN_HAND
        fitting = {
            row.id: spawns.PROPERTY_WEIGHTS.get(row.id, 1)
            for row in self.properties.values()
            if row.weapon == weapon
        }
        return draw(rng, fitting, 1)[0]

    def _artefact(self, floor: int, rng: random.Random, made: set[str]) -> Item:
        left = [
            kind.id for kind in self.item_types.values() if kind.artefact and kind.id not in made
        ]
        if not left:  # every artefact is out there: a plain piece of the floor's gear instead
            table = spawns.item_weights_for_floor(floor)
            gear = {
                kind_id: weight
                for kind_id, weight in table.items()
                if self.item_type(kind_id).equippable is not None
            }
            return self.found_item(draw(rng, gear, 1)[0], floor, rng, made)
        chosen = rng.choice(left)
        made.add(chosen)
        return self.create_item(chosen)

    def create_actor(self, breed_id: str) -> Actor:
        """A new actor of ``breed_id``; monsters come with their breed's mind, and wear the
        gear their breed is always born with (the boss's)."""
        make_mind = monsters.MONSTERS.get(breed_id)
        actor = Actor(self.breed(breed_id), ai=make_mind() if make_mind else None)
        for kind_id, enchantment in actor.breed.gear:
            arm(actor, self.create_item(kind_id, enchantment))
        return actor

    def spawn_monster(self, breed_id: str, floor: int, rng: random.Random) -> Actor:
        """A monster as born on ``floor``: from the spawn tables' floors, one whose body takes
        gear (and has no gear of its own) may wear found gear from the floor's item table."""
        actor = self.create_actor(breed_id)
        percent = spawns.value_for_floor(spawns.ARMED_PERCENT, floor)
        if not percent or not actor.breed.wears_gear or actor.breed.gear:
            return actor
        if rng.randrange(100) < percent:
            table = spawns.item_weights_for_floor(floor)
            gear = {
                kind_id: weight
                for kind_id, weight in table.items()
                if self.item_type(kind_id).equippable is not None
            }
            pieces = rng.randint(1, spawns.value_for_floor(spawns.ARMED_PIECES, floor))
            for kind_id in draw(rng, gear, pieces):
                arm(actor, self.found_item(kind_id, floor, rng))
        return actor

    def born_asleep(self, actor: Actor, floor: int, rng: random.Random) -> Actor:
        """From floor 2 some monsters are born asleep (bosses never)."""
        percent = spawns.value_for_floor(spawns.SLEEP_PERCENT, floor)
        if percent and not actor.breed.boss and rng.randrange(100) < percent:
            actor.asleep = True
        return actor

    def populace_for_floor(self, floor: int, made: set[str] | None = None) -> Populace:
        """Spawn caps and weights for ``floor`` from the spawn tables; ``made``: the
        artefacts this game has made (the makers add to it)."""
        made = set() if made is None else made
        return Populace(
            max_monsters=spawns.value_for_floor(spawns.MAX_MONSTERS_PER_ROOM, floor),
            max_items=spawns.value_for_floor(spawns.MAX_ITEMS_PER_ROOM, floor),
            monsters=spawns.monster_weights_for_floor(floor),
            items=(
                spawns.item_weights_for_floor(floor)
                | spawns.weights_for_floor(spawns.ARTEFACT_CHANCES, floor)
            ),
            make_monster=lambda breed_id, rng: self.born_asleep(
                self.spawn_monster(breed_id, floor, rng), floor, rng
            ),
            make_item=lambda kind_id, rng: self.found_item(kind_id, floor, rng, made),
            boss=spawns.BOSSES.get(floor),
            region=spawns.region_for(floor),
            traps=spawns.value_for_floor(spawns.TRAPS, floor),
            vault_percent=spawns.value_for_floor(spawns.VAULT_PERCENT, floor),
            make_treasure=lambda rng: self.treasure(floor, rng, made),
            guard=spawns.text_for_floor(spawns.VAULT_GUARDS, floor),
        )

    def treasure(self, floor: int, rng: random.Random, made: set[str]) -> Item:
        """A vault's piece of gear: an artefact the game has not made (from
        VAULT_ARTEFACT_FLOOR), else gear of the floor's table found as if deeper."""
        deeper = floor + spawns.VAULT_DEPTH_BONUS
        if floor >= spawns.VAULT_ARTEFACT_FLOOR and any(
            kind.artefact and kind.id not in made for kind in self.item_types.values()
        ):
            return self.found_item(spawns.ARTEFACT, deeper, rng, made)
        table = spawns.item_weights_for_floor(floor)
        gear = {
            kind_id: weight
            for kind_id, weight in table.items()
            if self.item_type(kind_id).equippable is not None
        }
        return self.found_item(draw(rng, gear, 1)[0], deeper, rng, made)

    def region_for(self, floor: int) -> str:
        """The region ("halls", "caves", "crypt") floor ``floor`` lies in."""
        return spawns.region_for(floor)

    def __reduce__(self) -> tuple:
        return (game_content, ())


#: The game's content: what new games are handed.
CONTENT = GameContent(ITEM_TYPES, BREEDS)


def game_content() -> GameContent:
    """The game's content (what a saved state's content reference loads as)."""
    return CONTENT


def create_item(
    kind_id: str, enchantment: int = 0, cursed: bool = False, prop: str | None = None
) -> Item:
    """A new item of the kind ``kind_id`` (e.g. "sword") as found: gear with this enchantment,
    curse and property (an id: "flame"), not identified (starting gear is identified by
    ``new_game``)."""
    return CONTENT.create_item(kind_id, enchantment, cursed, prop)


def create_actor(breed_id: str) -> Actor:
    """A new actor of ``breed_id``; monsters come with a hostile mind."""
    return CONTENT.create_actor(breed_id)


def populace_for_floor(floor: int) -> Populace:
    """Spawn caps and weights for ``floor`` from the spawn tables."""
    return CONTENT.populace_for_floor(floor)
