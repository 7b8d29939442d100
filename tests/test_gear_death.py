"""Gear whose bonus takes the hero's max HP to 0 or below kills the hero, as a blow would
("You died!", the cause kept, the run over), instead of leaving a dead hero with no death
(issue 23, point 9)."""

from __future__ import annotations

from game.content import create_item
from tests.scenario import scenario


def frail():
    state = scenario("""
        #####
        #@..#
        #####
    """)
    state.player.fighter.base_max_hp = 12
    state.player.fighter.hp = 12
    return state


def test_a_cursed_amulet_that_takes_max_hp_to_zero_kills():
    state = frail()
    amulet = create_item("amulet_of_vitality", enchantment=-5, cursed=True)  # 10 - 25
    state.player.inventory.add(amulet)
    assert state.act("equip", item=amulet)
    assert state.player.fighter.max_hp <= 0
    assert not state.player.is_alive and state.game_over
    assert state.messages.texts()[-1] == "You died!"
    assert state.cause == "the -5 Amulet of Vitality"
    assert not state.act("wait")  # the run is over


def test_gear_that_leaves_some_max_hp_does_not_kill():
    state = frail()
    amulet = create_item("amulet_of_vitality", enchantment=-4, cursed=True)  # 10 - 20: -10
    state.player.inventory.add(amulet)
    assert state.act("equip", item=amulet)
    assert state.player.fighter.max_hp == 2 and state.player.fighter.hp == 2
    assert state.player.is_alive and not state.game_over


def test_taking_off_gear_that_held_max_hp_up_can_kill():
    state = frail()
    helm = create_item("iron_helm")
    amulet = create_item("amulet_of_vitality", enchantment=-5)  # -15 max HP, not cursed
    for item in (helm, amulet):
        state.learn(item)
        state.player.inventory.add(item)
    assert state.act("equip", item=helm) and state.act("equip", item=amulet)
    assert state.player.fighter.max_hp == 7  # 12 + 10 - 15
    assert state.act("remove", item=helm)
    assert not state.player.is_alive and state.messages.texts()[-1] == "You died!"
    assert state.cause == "taking off the Iron Helm"
