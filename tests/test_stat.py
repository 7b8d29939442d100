"""The Stat enum: one table for each stat's label, bonus word and level-up choice."""

from __future__ import annotations

import pytest

from game.engine.actions.progress import LEVEL_UP_CHOICES
from game.engine.equipment import STATS, Equippable, Slot, Stat
from tests.scenario import scenario


def test_names_words_and_choices():
    assert STATS == ("power", "defense", "max_hp")
    assert [s.label for s in Stat] == ["Power", "Defense", "Max HP", "Regeneration", "Clarity"]
    assert [s.bonus_word for s in Stat] == ["power", "defense", "max HP", "regeneration", "clarity"]
    assert {s.level_up_choice: s for s in Stat if s.level_up_choice} == {
        "strength": Stat.POWER,
        "agility": Stat.DEFENSE,
        "constitution": Stat.MAX_HP,
    }
    assert [s for s in Stat if s.level_up_choice is None] == [Stat.REGENERATION, Stat.CLARITY]
    assert [Stat.chosen_by(choice) for choice in LEVEL_UP_CHOICES] == [
        Stat.MAX_HP,
        Stat.POWER,
        Stat.DEFENSE,
    ]
    with pytest.raises(ValueError):
        Stat.chosen_by("luck")


def test_bonus_reads_the_field_of_that_stat_by_enum_or_name():
    wearable = Equippable(
        Slot.HEAD, power_bonus=1, defense_bonus=2, max_hp_bonus=3, regeneration=4, clarity=5
    )
    for stat, expected in zip(Stat, (1, 2, 3, 4, 5), strict=True):
        assert wearable.bonus(stat) == wearable.bonus(stat.value) == expected
    with pytest.raises(ValueError):
        wearable.bonus("luck")


@pytest.mark.parametrize(
    "choice, stat, gain",
    [("constitution", Stat.MAX_HP, 20), ("strength", Stat.POWER, 1), ("agility", Stat.DEFENSE, 1)],
)
def test_each_level_up_choice_raises_its_base_by_its_gain(choice, stat, gain):
    state = scenario("""
        #####
        #@..#
        #####
    """)
    fighter = state.player.fighter
    state.player.level.current_xp = state.player.level.xp_to_next_level
    before = {s: fighter.base(s) for s in Stat}
    hp = fighter.hp
    assert state.act("level_up", stat=choice)
    after = {s: fighter.base(s) for s in Stat}
    assert after == {**before, stat: before[stat] + gain}
    assert fighter.value(stat) == after[stat] + fighter.equipment.bonus(stat)
    assert fighter.hp == hp + (gain if stat is Stat.MAX_HP else 0)
