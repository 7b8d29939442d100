"""Things on a floor: the Entity base and Item, an instance of an ItemType."""

from __future__ import annotations

import copy
from enum import IntEnum
from typing import TYPE_CHECKING

from game.engine.gear import Stat, gear_name

if TYPE_CHECKING:
    from game.engine.gear import Equippable
    from game.engine.kinds import ItemType, Use


class RenderOrder(IntEnum):
    """Draw order, back to front: corpses under items under actors."""

    CORPSE = 0
    ITEM = 1
    ACTOR = 2


class Entity:
    """Anything with a position on the current floor."""

    blocks: bool = False

    def __init__(self, x: int = 0, y: int = 0) -> None:
        self.x = x
        self.y = y

    @property
    def name(self) -> str:
        raise NotImplementedError

    @property
    def tile(self) -> str:
        raise NotImplementedError

    @property
    def render_order(self) -> RenderOrder:
        raise NotImplementedError

    @property
    def pos(self) -> tuple[int, int]:
        return self.x, self.y

    def distance(self, x: int, y: int) -> float:
        """Euclidean distance to a tile (the tutorial's measure for scroll ranges)."""
        return ((x - self.x) ** 2 + (y - self.y) ** 2) ** 0.5


class Item(Entity):
    """One item, or a stack of identical consumables: its kind says what it is.

    ``count`` is how many the stack holds (always 1 for gear); ``letter`` is its pack letter
    while carried ("a".."z"), None on the floor. ``name`` is the kind's plain name; what the
    player sees (enchantment, "?", "jade ring") is ``state.name_of(item)``. ``label`` counts
    the stack ("8 Health Potions").

    Gear has an ``enchantment`` (+0 plain; it adds to the main bonus), may be ``cursed``
    (always with a negative enchantment), may carry a ``prop`` (a property id: "flame") and is
    ``identified`` once the player knows all three. Consumables keep 0 / False / None / True.
    """

    def __init__(
        self,
        kind: ItemType,
        x: int = 0,
        y: int = 0,
        enchantment: int = 0,
        cursed: bool = False,
        identified: bool = True,
        prop: str | None = None,
    ) -> None:
        super().__init__(x, y)
        self.kind = kind
        self.count = 1
        self.letter: str | None = None
        self.enchantment = enchantment
        self.cursed = cursed
        self.identified = identified
        self.prop = prop

    @property
    def props(self) -> tuple[str, ...]:
        """Every property it carries: an artefact's own, and the one it was found with."""
        own = self.kind.props
        return own if self.prop is None else (*own, self.prop)

    @property
    def name(self) -> str:
        return self.kind.name

    @property
    def true_name(self) -> str:
        """The name with the real enchantment ("+2 Sword"), whatever the player knows: for the
        engine's own use (logs of tests, repr), never for the player's eyes."""
        if self.kind.equippable is None:
            return self.kind.name
        return gear_name(self.kind.name, self.enchantment, True)

    def bonus(self, stat: Stat | str) -> int:
        """The real bonus to ``stat``: the kind's, plus the enchantment on its main stat."""
        wearable = self.kind.equippable
        if wearable is None:
            return 0
        return wearable.enchanted_bonus(stat, self.enchantment)

    @property
    def label(self) -> str:
        """The name with the stack's size: "Health Potion", "8 Health Potions"."""
        return self.name if self.count == 1 else f"{self.count} {plural(self.name)}"

    @property
    def stackable(self) -> bool:
        """Consumables stack; gear never does (each piece is its own object, worn by identity)."""
        return self.kind.equippable is None

    def stacks_with(self, other: Item) -> bool:
        """True when ``other`` is the same consumable and may join this stack: the ONE rule."""
        return self.stackable and other.kind is self.kind

    def split_one(self) -> Item:
        """Take one item off a stack of two or more: a new single item, not carried."""
        if self.count < 2:
            raise ValueError("a single item cannot be split")
        piece = copy.copy(self)
        piece.count, piece.letter = 1, None
        self.count -= 1
        return piece

    @property
    def tile(self) -> str:
        return self.kind.tile

    @property
    def equippable(self) -> Equippable | None:
        return self.kind.equippable

    @property
    def gear(self) -> Equippable:
        """The wearable part of an item known to be gear (a TypeError for anything else)."""
        wearable = self.kind.equippable
        if wearable is None:
            raise TypeError(f"{self.kind.id} is not gear")
        return wearable

    @property
    def effect(self) -> Use | None:
        return self.kind.effect

    @property
    def render_order(self) -> RenderOrder:
        return RenderOrder.ITEM

    def __repr__(self) -> str:
        return (
            f"<Item {self.kind.id}{self.enchantment:+d}{'!' if self.cursed else ''}"
            f"{'/' + self.prop if self.prop else ''}"
            f" x{self.count} ({self.letter}) at {self.x},{self.y} "
            f"#{id(self) & 0xFFFF:04x}>"
        )


def plural(name: str) -> str:
    """English plural of an item name: its head noun takes an "s" ("Health Potions",
    "Scrolls of Identify"); every stackable kind so far is regular."""
    head, of, rest = name.partition(" of ")
    return f"{head}s{of}{rest}"
