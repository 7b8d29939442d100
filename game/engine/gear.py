"""What gear is made of: the slots, the stats it raises and the wearable part of an item kind.

Plain values with no game objects in them, so item kinds (``kinds``) and the equipment an
actor wears (``equipment``) both build on them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cached_property

from game.engine.enums import SavedEnum


class Slot(SavedEnum):
    """Where an item is worn. Declaration order is the slot layout."""

    HEAD = "head"
    NECK = "neck"
    BODY = "body"
    CLOAK = "cloak"
    HANDS = "hands"
    MAIN_HAND = "main_hand"
    OFF_HAND = "off_hand"
    LEFT_RING = "left_ring"
    RIGHT_RING = "right_ring"
    FEET = "feet"

    @property
    def label(self) -> str:
        """Human name: "main hand"."""
        return self.value.replace("_", " ")

    @property
    def body_part(self) -> str:
        """What a cursed item in this slot binds itself to ("your hand")."""
        return BODY_PARTS[self]

    @property
    def is_ring(self) -> bool:
        return self in RING_SLOTS


SLOT_ORDER: tuple[Slot, ...] = tuple(Slot)
#: The two slots a ring fits, in the order equip fills them (SPEC: first empty, else left).
RING_SLOTS: tuple[Slot, ...] = (Slot.LEFT_RING, Slot.RIGHT_RING)
BODY_PARTS: dict[Slot, str] = {
    Slot.HEAD: "head",
    Slot.NECK: "neck",
    Slot.BODY: "body",
    Slot.CLOAK: "shoulders",
    Slot.HANDS: "hands",
    Slot.MAIN_HAND: "hand",
    Slot.OFF_HAND: "arm",
    Slot.LEFT_RING: "finger",
    Slot.RIGHT_RING: "finger",
    Slot.FEET: "feet",
}


class Stat(SavedEnum):
    """A fighter stat that gear raises and a level-up choice raises the base of.

    Its ``label`` ("Max HP"), its word in bonus lines ("+10 max HP") and the level-up choice
    that raises it ("constitution", +20) come from one table, ``STAT_WORDS``.
    """

    POWER = "power"
    DEFENSE = "defense"
    MAX_HP = "max_hp"
    #: HP regained every ``REGENERATION_PERIOD`` turns (a plain hero has 0: no regeneration).
    REGENERATION = "regeneration"
    #: Above 0, the wearer cannot be confused.
    CLARITY = "clarity"

    @property
    def label(self) -> str:
        return STAT_WORDS[self].label

    @property
    def bonus_word(self) -> str:
        return STAT_WORDS[self].bonus_word

    @property
    def level_up_choice(self) -> str | None:
        return STAT_WORDS[self].level_up_choice

    @property
    def level_up_gain(self) -> int:
        return STAT_WORDS[self].level_up_gain

    @classmethod
    def chosen_by(cls, choice: str) -> Stat:
        """The stat the level-up choice ``choice`` ("strength") raises; ValueError if none."""
        for stat, words in STAT_WORDS.items():
            if words.level_up_choice == choice:
                return stat
        raise ValueError(f"no level-up choice {choice!r}")


@dataclass(frozen=True)
class StatWords:
    """How a stat is named and raised: see ``Stat``."""

    label: str
    bonus_word: str
    level_up_choice: str | None = None
    level_up_gain: int = 0


STAT_WORDS: dict[Stat, StatWords] = {
    Stat.POWER: StatWords("Power", "power", "strength", 1),
    Stat.DEFENSE: StatWords("Defense", "defense", "agility", 1),
    Stat.MAX_HP: StatWords("Max HP", "max HP", "constitution", 20),
    Stat.REGENERATION: StatWords("Regeneration", "regeneration"),
    Stat.CLARITY: StatWords("Clarity", "clarity"),
}

#: The tutorial's three stats by name, in display order ("power", "defense", "max_hp"): what
#: the HUD shows and level-ups raise. ``Stat`` lists all five.
STATS: tuple[str, ...] = (Stat.POWER.value, Stat.DEFENSE.value, Stat.MAX_HP.value)

#: When picked-up gear for an empty slot is put on at once (the setting "Put on picked-up
#: gear"): "known" only gear the player knows and knows is not cursed (SPEC: found gear is
#: unknown, so it goes to the pack); "always" as the tutorials did; "never".
WEAR_ON_PICKUP: tuple[str, ...] = ("known", "always", "never")

#: Every this many turns, a wearer regains its regeneration in HP.
REGENERATION_PERIOD = 5


@dataclass(frozen=True)
class Equippable:
    """The wearable part of an item kind: its slot, its (possibly negative) bonuses, whether it
    takes both hands, and ``main_stat``: the stat its enchantment adds to (weapons: power;
    other slots: defense unless the kind says otherwise, as rings and amulets do).

    ``enchant_step`` is what one point of enchantment is worth on the main stat (1 for most).
    A ring's ``slot`` is LEFT_RING; it fits either ring slot (``fits``).
    """

    slot: Slot
    power_bonus: int = 0
    defense_bonus: int = 0
    max_hp_bonus: int = 0
    regeneration: int = 0
    clarity: int = 0
    two_handed: bool = False
    main_stat: Stat | None = None
    enchant_step: int = 1
    #: Heavy gear's din: each point makes sleeping monsters notice the wearer sooner.
    noise: int = 0

    def __post_init__(self) -> None:
        if self.main_stat is None:
            default = Stat.POWER if self.slot is Slot.MAIN_HAND else Stat.DEFENSE
            object.__setattr__(self, "main_stat", default)
        if self.two_handed and self.slot is not Slot.MAIN_HAND:
            raise ValueError("only a main-hand weapon can take both hands")

    @property
    def is_ring(self) -> bool:
        return self.slot.is_ring

    @property
    def disguise(self) -> str | None:
        """ "ring" or "amulet" for kinds hidden behind an appearance; None for the rest."""
        if self.is_ring:
            return "ring"
        if self.slot is Slot.NECK:
            return "amulet"
        return None

    def fits(self, slot: Slot | str) -> bool:
        """True when this may be worn in ``slot`` (a ring: either ring slot)."""
        slot = Slot(slot)
        return slot.is_ring if self.is_ring else slot is self.slot

    def bonus(self, stat: Stat | str) -> int:
        """The kind's own bonus to ``stat`` (a Stat, or its name), before enchantment."""
        return self._bonuses[Stat(stat)]

    def enchanted_bonus(self, stat: Stat | str, enchantment: int) -> int:
        """The bonus to ``stat`` of a piece of this kind with ``enchantment``."""
        # read thousands of times a turn (every stat of every worn item): plain dict reads
        by_key = self._enchanted
        if stat not in by_key:
            stat = Stat(stat)  # a name, or a ValueError for what is no stat
        base, step = by_key[stat]
        return base + enchantment * step

    @cached_property
    def _bonuses(self) -> dict[Stat, int]:
        return {
            Stat.POWER: self.power_bonus,
            Stat.DEFENSE: self.defense_bonus,
            Stat.MAX_HP: self.max_hp_bonus,
            Stat.REGENERATION: self.regeneration,
            Stat.CLARITY: self.clarity,
        }

    @cached_property
    def _enchanted(self) -> dict[Stat | str, tuple[int, int]]:
        """(bonus, what a point of enchantment adds) by stat and by stat name."""
        table: dict[Stat | str, tuple[int, int]] = {}
        for stat, bonus in self._bonuses.items():
            entry = (bonus, self.enchant_step if stat is self.main_stat else 0)
            table[stat] = table[stat.value] = entry
        return table


def draw_appearances(
    seed: object, disguised: dict[str, str], pools: dict[str, tuple[str, ...]]
) -> dict[str, str]:
    """Kind id -> appearance for this game: each disguised kind ("ring_of_strength": "ring")
    gets a different word of its pool ("jade"), shuffled by a generator derived from the seed,
    so the same seed gives the same appearances and the game's own draws stay untouched."""
    rng = random.Random(f"appearances {seed}")
    out: dict[str, str] = {}
    for family in sorted(set(disguised.values())):
        kinds = sorted(k for k, f in disguised.items() if f == family)
        words = list(pools[family])
        if len(words) < len(kinds):
            raise ValueError(f"not enough {family} appearances for {len(kinds)} kinds")
        rng.shuffle(words)
        out.update(zip(kinds, words, strict=False))
    return out


def gear_name(name: str, enchantment: int, known: bool) -> str:
    """ "+2 Sword", "-1 Chain Mail", "Sword" (known +0), "Sword ?" (enchantment unknown)."""
    if not known:
        return f"{name} ?"
    if enchantment == 0:
        return name
    return f"{enchantment:+d} {name}"
