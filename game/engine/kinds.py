"""Type Objects: ItemType and Breed. Content tables create them; items and actors refer to them.

Kinds pickle by id (``__reduce__``), so a save holds "sword", not a copy of the Sword's data,
and a loaded item points at the very same ItemType as a new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.equipment import Equippable

if TYPE_CHECKING:
    from game.engine.effects import Effect

ITEM_TYPES: dict[str, ItemType] = {}
BREEDS: dict[str, Breed] = {}


def _ensure_content() -> None:
    # Content registers its kinds on import; a loader may meet a kind before anything imported it.
    import game.content  # noqa: F401


def item_type(kind_id: str) -> ItemType:
    """The registered ItemType with this id."""
    if kind_id not in ITEM_TYPES:
        _ensure_content()
    return ITEM_TYPES[kind_id]


def breed(breed_id: str) -> Breed:
    """The registered Breed with this id."""
    if breed_id not in BREEDS:
        _ensure_content()
    return BREEDS[breed_id]


@dataclass(frozen=True, eq=False)
class ItemType:
    """A kind of item: its name, map tile, and either a use (effect) or a wearable part."""

    id: str
    name: str
    tile: str
    description: str = ""
    effect: Effect | None = None
    equippable: Equippable | None = None

    def __post_init__(self) -> None:
        ITEM_TYPES[self.id] = self

    def __reduce__(self):
        return (item_type, (self.id,))


@dataclass(frozen=True, eq=False)
class Breed:
    """A kind of actor with its base stats (SPEC.md's table)."""

    id: str
    name: str
    tile: str
    hp: int
    defense: int
    power: int
    xp: int = 0

    def __post_init__(self) -> None:
        BREEDS[self.id] = self

    def __reduce__(self):
        return (breed, (self.id,))
