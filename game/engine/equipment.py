"""Equipment: the four slots and what is worn in them. Bonuses are summed here and only here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.engine.enums import SavedEnum

if TYPE_CHECKING:
    from game.engine.actor import Fighter
    from game.engine.entity import Item


class Slot(SavedEnum):
    """Where an item is worn. Declaration order is the slot layout."""

    HEAD = "head"
    BODY = "body"
    MAIN_HAND = "main_hand"
    OFF_HAND = "off_hand"

    @property
    def label(self) -> str:
        """Human name: "main hand"."""
        return self.value.replace("_", " ")


SLOT_ORDER: tuple[Slot, ...] = tuple(Slot)
STATS: tuple[str, ...] = ("power", "defense", "max_hp")


@dataclass(frozen=True)
class Equippable:
    """The wearable part of an item kind: its slot and its (possibly negative) bonuses."""

    slot: Slot
    power_bonus: int = 0
    defense_bonus: int = 0
    max_hp_bonus: int = 0

    def bonus(self, stat: str) -> int:
        """The bonus to ``stat`` (one of STATS)."""
        return getattr(self, f"{stat}_bonus")

    @property
    def bonus_total(self) -> int:
        """Sum of all bonuses; how the bot ranks gear."""
        return sum(self.bonus(stat) for stat in STATS)


class Equipment:
    """What an actor wears: one item (or None) per slot, keyed in SLOT_ORDER.

    ``slots`` keys are the slot names ("head", ...), so tools outside the engine need no enum.
    Any change re-clamps the wearer's HP, so removing a max-HP item can never leave HP above max.
    """

    def __init__(self) -> None:
        self.slots: dict[str, Item | None] = {slot.value: None for slot in SLOT_ORDER}
        self.wearer: Fighter | None = None

    # -- queries ---------------------------------------------------------------------------
    def is_equipped(self, item: Item) -> bool:
        """True when this very item (by identity) is worn."""
        return any(worn is item for worn in self.slots.values())

    def item_in(self, slot: Slot | str) -> Item | None:
        return self.slots[Slot(slot).value]

    def worn_items(self) -> list[Item]:
        """Worn items in slot order."""
        return [item for item in self.slots.values() if item is not None]

    def slot_of(self, item: Item) -> Slot | None:
        for name, worn in self.slots.items():
            if worn is item:
                return Slot(name)
        return None

    def parts(self, stat: str) -> list[tuple[Item, int]]:
        """Each worn item's non-zero share of ``stat``, in slot order."""
        return [(item, item.equippable.bonus(stat)) for item in self.worn_items()
                if item.equippable.bonus(stat) != 0]

    def bonus(self, stat: str) -> int:
        """The total bonus to ``stat`` from everything worn: the ONE place bonuses are summed."""
        return sum(value for _, value in self.parts(stat))

    # -- changes ---------------------------------------------------------------------------
    def equip(self, item: Item) -> Item | None:
        """Wear ``item`` in its slot; return the item it displaced (or None)."""
        if item.equippable is None:
            raise ValueError(f"{item.name} cannot be worn")
        key = item.equippable.slot.value
        displaced = self.slots[key]
        if displaced is item:
            return None
        self.slots[key] = item
        self._clamp()
        return displaced

    def remove(self, item: Item) -> bool:
        """Take ``item`` off; False if it was not worn."""
        slot = self.slot_of(item)
        if slot is None:
            return False
        self.slots[slot.value] = None
        self._clamp()
        return True

    def toggle(self, item: Item) -> Item | None:
        """Remove ``item`` if worn, else wear it; returns what wearing it displaced."""
        if self.is_equipped(item):
            self.remove(item)
            return None
        return self.equip(item)

    def _clamp(self) -> None:
        if self.wearer is not None:
            self.wearer.clamp_hp()
