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

    @property
    def radius(self) -> int:
        """Area of effect (0: a single tile)."""
        ...

    def activate(self, state: Any, user: Any, item: Any, target: Any) -> None: ...

    def describe(self) -> str: ...

    def refusal(self, state: Any, item: Any) -> str | None: ...

    def accepts(self, state: Any, item: Any) -> bool: ...


@dataclass(frozen=True, eq=False)
class Property:
    """A property gear may carry (DCSS's egos and brands, Shattered Pixel Dungeon's
    enchantments and glyphs): a word in the known name ("Sword of Flame"), what it does, and
    its one number (``game.engine.properties`` says what the number means for each id)."""

    id: str
    name: str
    description: str
    #: True for weapons (Flame, Venom, Draining, Frost), False for armour of any slot.
    weapon: bool
    amount: int = 0


@dataclass(frozen=True)
class Thrown:
    """What a thrown weapon does: it hits for ``power`` (minus defense) up to ``reach`` tiles
    away; a hit breaks it ``breaks_percent`` times in a hundred."""

    power: int
    reach: int
    breaks_percent: int = 0


@dataclass(frozen=True, eq=False)
class ItemType:
    """A kind of item: its name, map tile, and either a use (effect) or a wearable part.

    Artefacts are kinds too (one item of each at most per game): named uniques with a fixed
    set of ``props`` and a drawback (a lower stat in their bonuses, a curse that ``binds``
    for good, or a ``thirst``: it drains the wielder 1 HP every ``thirst`` turns without a
    kill). Unknown, an artefact is a "runed ``look`` ?"; it is learned only by wearing it.
    """

    id: str
    name: str
    tile: str
    description: str = ""
    effect: Use | None = None
    equippable: Equippable | None = None
    plural: bool = False  # named in the plural ("Leather Gloves"): "they", not "it"
    artefact: bool = False
    props: tuple[str, ...] = ()
    look: str = ""
    binds: bool = False
    thirst: int = 0
    thrown: Thrown | None = None
    #: How a consumable is used, in the player's words: "drink" (a potion), "read" (a
    #: scroll); "" for anything else.
    verb: str = ""


@dataclass(frozen=True)
class Spell:
    """What a breed does to the hero from afar (in view, up to ``reach`` tiles), then waits
    ``cooldown`` turns: ``kind`` "confusion" (confused for ``turns`` turns; Warding and
    clarity stop it), "fire" (``damage`` fire, which ignores defense) or "arrow" (a shot of
    the breed's power against the hero's defense, from two tiles or more). ``verb`` is how a
    fire spell is told: "breathes fire" (a Salamander), "hurls burning oil" (the Warlord)."""

    reach: int
    turns: int = 0
    cooldown: int = 0
    kind: str = "confusion"
    damage: int = 0
    verb: str = "breathes fire"


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
    #: Turns of poison each of its blows gives (a bite); poison resistance stops it.
    venom: int = 0
    #: Elements it shrugs off ("poison": never poisoned; "fire": fire halved).
    resists: tuple[str, ...] = ()
    #: Elements it dreads ("fire": fire does double).
    fears: tuple[str, ...] = ()
    #: What the player reads of it when it is described: what it is, and what answers it.
    description: str = ""
