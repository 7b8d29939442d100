"""XP and level-ups: 200 + level * 150; the choice raises the BASE stat, before the next turn."""

from __future__ import annotations

import pytest

from tests.scenario import scenario


def leveled(xp: int):
    state = scenario("""
        ####
        #@.#
        ####
    """)
    state.player.level.current_xp = xp
    return state


def test_xp_to_next_level():
    state = leveled(0)
    level = state.player.level
    assert level.xp_to_next_level == 350
    level.current_level = 2
    assert level.xp_to_next_level == 500


def test_level_up_is_pending_until_answered():
    state = leveled(349)
    assert not state.level_up_pending
    state.player.level.current_xp = 350
    assert state.level_up_pending
    assert state.act("wait") is False
    assert state.messages[-1].text == "Choose a stat to raise first."
    assert state.turn == 0


@pytest.mark.parametrize(
    "stat, field, delta",
    [
        ("constitution", "base_max_hp", 20),
        ("strength", "base_power", 1),
        ("agility", "base_defense", 1),
    ],
)
def test_each_choice_raises_its_base_stat(stat, field, delta):
    state = leveled(400)
    fighter = state.player.fighter
    before = getattr(fighter, field)
    power, defense = fighter.power, fighter.defense
    assert state.act("level_up", stat=stat) is True
    assert getattr(fighter, field) == before + delta
    assert state.player.level.current_level == 2
    assert state.player.level.current_xp == 50
    assert not state.level_up_pending
    assert state.turn == 0  # the answer is part of the turn that earned it
    # derived stats follow the base, worn bonuses unchanged
    assert fighter.power == power + (1 if stat == "strength" else 0)
    assert fighter.defense == defense + (1 if stat == "agility" else 0)


def test_constitution_raises_hp_too():
    state = leveled(350)
    state.player.fighter.hp = 10
    state.act("level_up", stat="constitution")
    assert state.player.fighter.max_hp == 50
    assert state.player.fighter.hp == 30


def test_bad_level_up_answers_are_refused():
    state = leveled(0)
    assert state.act("level_up", stat="strength") is False
    assert state.messages[-1].text == "You have no level-up to choose."
    state.player.level.current_xp = 350
    assert state.act("level_up", stat="luck") is False
    assert state.player.fighter.base_power == 2


def test_killing_enough_monsters_levels_up():
    state = scenario("""
        #####
        #@o.#
        #####
    """)
    state.player.level.current_xp = 340
    for _ in range(3):
        state.act("move", dx=1, dy=0)
    assert state.level_up_pending
    assert any("You reach level 2!" in t for t in state.messages.texts())
