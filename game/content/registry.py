"""The content's registry: every item kind and breed by its stable id.

It also tells pickle (through ``copyreg``) to save a kind as its id and to find it here again
on load, so a save names "sword" and a loaded Sword is the very same ItemType as a new one.
Saves written before this registry moved here name ``game.engine.kinds.item_type`` and
``breed``; ``game.save.migrations.RENAMED_GLOBALS`` points those names here.
"""

from __future__ import annotations

import copyreg

from game.content import items, monsters
from game.engine.kinds import Breed, ItemType

ITEM_TYPES: dict[str, ItemType] = {kind.id: kind for kind in items.ITEM_KINDS}
BREEDS: dict[str, Breed] = {kind.id: kind for kind in monsters.BREEDS}


def item_type(kind_id: str) -> ItemType:
    """The ItemType with this id (KeyError if there is none)."""
    return ITEM_TYPES[kind_id]


def breed(breed_id: str) -> Breed:
    """The Breed with this id (KeyError if there is none)."""
    return BREEDS[breed_id]


def _item_type_by_id(kind: ItemType) -> tuple:
    return (item_type, (kind.id,))


def _breed_by_id(kind: Breed) -> tuple:
    return (breed, (kind.id,))


copyreg.pickle(ItemType, _item_type_by_id)
copyreg.pickle(Breed, _breed_by_id)
