"""Equipment: the ten slots and what is worn in them. Bonuses are summed here and only here.

The slots, stats and wearable parts themselves live in ``gear`` (names kept here too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.engine.gear import (
    RING_SLOTS,
    SLOT_ORDER,
    STAT_WORDS,
    STATS,
    Equippable,
    Slot,
    Stat,
    StatWords,
)

if TYPE_CHECKING:
    from game.engine.entity import Item

__all__ = [
    "RING_SLOTS",
    "SLOT_ORDER",
    "STATS",
    "STAT_WORDS",
    "Equipment",
    "Equippable",
    "Slot",
    "Stat",
    "StatWords",
    "Wearer",
]


class Wearer(Protocol):
    """Who wears the equipment, as far as the equipment cares: HP to clamp after a change."""

    def clamp_hp(self) -> None: ...


class Equipment:
    """What an actor wears: one item (or None) per slot, keyed in SLOT_ORDER.

    ``slots`` keys are the slot names ("head", ...), so tools outside the engine need no enum.
    Any change re-clamps the wearer's HP, so removing a max-HP item can never leave HP above max.
    """

    def __init__(self) -> None:
        self.slots: dict[str, Item | None] = {slot.value: None for slot in SLOT_ORDER}
        self.wearer: Wearer | None = None

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

    def parts(self, stat: Stat | str) -> list[tuple[Item, int]]:
        """Each worn item's non-zero share of ``stat`` (enchantment included), in slot order."""
        shares = ((item, item.bonus(stat)) for item in self.worn_items())
        return [(item, value) for item, value in shares if value != 0]

    def bonus(self, stat: Stat | str) -> int:
        """The total bonus to ``stat`` from everything worn: the ONE place bonuses are summed
        (``parts`` lists the same shares one by one). Read for every blow and every frame's
        numbers, so a plain loop."""
        total = 0
        for item in self.slots.values():
            if item is not None:
                total += item.bonus(stat)
        return total

    def target_slot(self, item: Item, slot: Slot | str | None = None) -> Slot:
        """Where ``equip`` would put ``item``: ``slot`` if given, else its slot; a ring goes to
        the first empty ring slot, else the left one. ValueError if it does not fit there."""
        wearable = item.equippable
        if wearable is None:
            raise ValueError(f"{item.name} cannot be worn")
        if slot is not None:
            chosen = Slot(slot)
            if not wearable.fits(chosen):
                raise ValueError(f"{item.name} does not fit the {chosen.label}")
            return chosen
        if wearable.is_ring:
            return next(
                (ring for ring in RING_SLOTS if self.slots[ring.value] is None), RING_SLOTS[0]
            )
        return wearable.slot

    def displaced_by(self, item: Item, slot: Slot | str | None = None) -> list[Item]:
        """What wearing ``item`` (in ``slot``) would take off, in slot order: the item in that
        slot; for a two-hander also the off hand; for an off-hand item a worn two-hander."""
        target = self.target_slot(item, slot)
        wearable = item.equippable
        assert wearable is not None
        out: set[int] = set()
        keys = [target]
        if wearable.two_handed:
            keys.append(Slot.OFF_HAND)
        if target is Slot.OFF_HAND:
            main = self.slots[Slot.MAIN_HAND.value]
            if main is not None and main.equippable is not None and main.equippable.two_handed:
                keys.append(Slot.MAIN_HAND)
        for key in keys:
            worn = self.slots[key.value]
            if worn is not None and worn is not item:
                out.add(id(worn))
        return [worn for worn in self.worn_items() if id(worn) in out]

    # -- changes ---------------------------------------------------------------------------
    def put_on(self, item: Item, slot: Slot | str | None = None) -> list[Item]:
        """Wear ``item`` (in ``slot``, see ``target_slot``); returns everything it displaced,
        in slot order. An item already worn elsewhere moves."""
        target = self.target_slot(item, slot)
        displaced = self.displaced_by(item, target)
        for worn in displaced:
            self.slots[self._key_of(worn)] = None
        if self.is_equipped(item):
            self.slots[self._key_of(item)] = None
        self.slots[target.value] = item
        self._clamp()
        return displaced

    def equip(self, item: Item, slot: Slot | str | None = None) -> Item | None:
        """Wear ``item``; return the item it displaced from its own slot (or None). See
        ``put_on`` for everything a two-hander displaces."""
        target = self.target_slot(item, slot)
        before = self.slots[target.value]
        self.put_on(item, target)
        return None if before is item else before

    def _key_of(self, item: Item) -> str:
        return next(key for key, worn in self.slots.items() if worn is item)

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
