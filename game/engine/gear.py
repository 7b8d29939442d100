"""What gear is made of: the slots, the stats it raises and the wearable part of an item kind.

Plain values with no game objects in them, so item kinds (``kinds``) and the equipment an
actor wears (``equipment``) both build on them.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.enums import SavedEnum


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


class Stat(SavedEnum):
    """A fighter stat that gear raises and a level-up choice raises the base of.

    Its ``label`` ("Max HP"), its word in bonus lines ("+10 max HP") and the level-up choice
    that raises it ("constitution", +20) come from one table, ``STAT_WORDS``.
    """

    POWER = "power"
    DEFENSE = "defense"
    MAX_HP = "max_hp"

    @property
    def label(self) -> str:
        return STAT_WORDS[self].label

    @property
    def bonus_word(self) -> str:
        return STAT_WORDS[self].bonus_word

    @property
    def level_up_choice(self) -> str:
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
    level_up_choice: str
    level_up_gain: int


STAT_WORDS: dict[Stat, StatWords] = {
    Stat.POWER: StatWords("Power", "power", "strength", 1),
    Stat.DEFENSE: StatWords("Defense", "defense", "agility", 1),
    Stat.MAX_HP: StatWords("Max HP", "max HP", "constitution", 20),
}

#: The stats by name, in display order ("power", "defense", "max_hp").
STATS: tuple[str, ...] = tuple(stat.value for stat in Stat)


@dataclass(frozen=True)
class Equippable:
    """The wearable part of an item kind: its slot and its (possibly negative) bonuses."""

    slot: Slot
    power_bonus: int = 0
    defense_bonus: int = 0
    max_hp_bonus: int = 0

    def bonus(self, stat: Stat | str) -> int:
        """The bonus to ``stat`` (a Stat, or its name: one of STATS)."""
        match Stat(stat):
            case Stat.POWER:
                return self.power_bonus
            case Stat.DEFENSE:
                return self.defense_bonus
            case Stat.MAX_HP:
                return self.max_hp_bonus

    @property
    def bonus_total(self) -> int:
        """Sum of all bonuses; how the bot ranks gear."""
        return sum(self.bonus(stat) for stat in STATS)
