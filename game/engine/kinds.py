"""Type Objects: ItemType and Breed. Content tables create them; items and actors refer to them.

The content owns the registry of kinds by id and tells pickle to save a kind by its id
(``game.content.registry``), so a save holds "sword", not a copy of the Sword's data, and a
loaded item points at the very same ItemType as a new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.equipment import Equippable

if TYPE_CHECKING:
    from game.engine.effects import Effect


@dataclass(frozen=True, eq=False)
class ItemType:
    """A kind of item: its name, map tile, and either a use (effect) or a wearable part."""

    id: str
    name: str
    tile: str
    description: str = ""
    effect: Effect | None = None
    equippable: Equippable | None = None


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
