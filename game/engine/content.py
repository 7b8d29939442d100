"""What the engine asks of the game's data: the ``Content`` it is handed (as Hauberk's is).

The engine never imports ``game.content``; ``game.new_game`` gives the state a Content, and
the state asks it for kinds, new things and each floor's populace. Tests may hand in their own.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.kinds import Breed, ItemType, Property
    from game.engine.procgen import Populace


class Content(Protocol):
    """The game's data as the engine sees it: kinds and breeds by id, makers, spawn tables."""

    #: Every item kind by id.
    item_types: Mapping[str, ItemType]
    #: Every breed by id.
    breeds: Mapping[str, Breed]
    #: Every property gear may carry, by id ("flame": its name and number).
    properties: Mapping[str, Property]
    #: Words rings and amulets wear until learned: {"ring": ("jade", ...), "amulet": (...)}.
    appearance_pools: Mapping[str, tuple[str, ...]]

    def item_type(self, kind_id: str) -> ItemType:
        """The ItemType with this id (KeyError if there is none)."""
        ...

    def breed(self, breed_id: str) -> Breed:
        """The Breed with this id (KeyError if there is none)."""
        ...

    def create_item(
        self, kind_id: str, enchantment: int = 0, cursed: bool = False, prop: str | None = None
    ) -> Item:
        """A new item of this kind as found (gear unidentified), not yet placed anywhere."""
        ...

    def create_actor(self, breed_id: str) -> Actor:
        """A new actor of this breed (monsters with their minds), not yet placed."""
        ...

    def populace_for_floor(self, floor: int, made: set[str] | None = None) -> Populace:
        """Spawn caps and weighted makers for ``floor``; ``made`` holds the artefacts this
        game has made (one of each at most: the maker adds to it)."""
        ...

    def region_for(self, floor: int) -> str:
        """The region floor ``floor`` lies in: "halls", "caves" or "crypt"."""
        ...

    @property
    def starting_gear(self) -> tuple[str, ...]:
        """Item kind ids the player starts with, worn."""
        ...
