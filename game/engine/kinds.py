"""Type Objects: ItemType and Breed. Content tables create them; items and actors refer to them.

The content owns the registry of kinds by id and tells pickle to save a kind by its id
(``game.content.registry``), so a save holds "sword", not a copy of the Sword's data, and a
loaded item points at the very same ItemType as a new one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from game.engine.gear import Equippable


class Use(Protocol):
    """What using an item of a kind does: ``game.engine.effects`` holds the real ones.

    Declared here so kinds and items need not import the effects (which act on the whole
    game); ``activate(state, user, item, target)`` happens or raises Impossible.
    """

    #: None (no target), "actor" (a visible creature), "tile" (a visible tile) or "item"
    #: (an item of the pack: Enchanting, Identify).
    targeting: ClassVar[str | None]
    #: Area of effect (0: a single tile).
    radius: int

    def activate(self, state: Any, user: Any, item: Any, target: Any) -> None: ...

    def describe(self) -> str: ...

    def refusal(self, state: Any, item: Any) -> str | None: ...

    def accepts(self, state: Any, item: Any) -> bool: ...


@dataclass(frozen=True, eq=False)
class ItemType:
    """A kind of item: its name, map tile, and either a use (effect) or a wearable part."""

    id: str
    name: str
    tile: str
    description: str = ""
    effect: Use | None = None
    equippable: Equippable | None = None
    plural: bool = False  # named in the plural ("Leather Gloves"): "they", not "it"


@dataclass(frozen=True)
class Spell:
    """A breed's spell of confusion on the hero: cast from up to ``reach`` tiles (in view),
    it confuses for ``turns`` turns; then ``cooldown`` turns pass before the next cast."""

    reach: int
    turns: int
    cooldown: int


@dataclass(frozen=True, eq=False)
class Breed:
    """A kind of actor with its base stats (SPEC.md's table) and what makes it different:
    the data flags that minds and the spawner read (packs, gear, regrowth, a spell)."""

    id: str
    name: str
    tile: str
    hp: int
    defense: int
    power: int
    xp: int = 0
    #: Killing a boss wins the run.
    boss: bool = False
    #: One spawn roll makes a pack of (least, most) of this breed around one spot.
    pack: tuple[int, int] = (1, 1)
    #: Its body takes gear: from the spawn tables' floors some are born wearing found gear.
    wears_gear: bool = True
    #: Gear it is always born wearing, instead of rolled gear: (item kind id, enchantment).
    gear: tuple[tuple[str, int], ...] = ()
    #: HP it regrows every turn, unless a blow of at least ``hard_blow`` damage landed on it
    #: that turn or the turn before.
    regrowth: int = 0
    hard_blow: int = 0
    #: A spell its mind casts (``game.engine.ai.CasterAI``), or None.
    spell: Spell | None = None
