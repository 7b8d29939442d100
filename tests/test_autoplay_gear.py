"""The bot's gear policy (game.agents.wardrobe), rule by rule, on hand-built scenes."""

from __future__ import annotations

import pytest
from gearscenes import carry, room

from game.agents import autoplay, wardrobe
from game.content import create_item
from game.engine.entity import Item
from game.engine.game import GameState


def wear(
    state: GameState,
    kind_id: str,
    enchantment: int = 0,
    cursed: bool = False,
    slot: str | None = None,
) -> Item:
    """Put a known item on directly (as starting gear is), replacing what is in the slot."""
    item = carry(state, kind_id, enchantment, cursed, known=True)
    equipment = state.player.equipment
    for displaced in equipment.displaced_by(item, slot):
        equipment.remove(displaced)
        state.player.inventory.take_one(displaced)
    equipment.equip(item, slot)
    return item


def worn(state: GameState, slot: str) -> Item | None:
    return state.player.equipment.slots[slot]


# -- wearing -----------------------------------------------------------------------------------
def test_known_upgrade_is_worn():
    state = room()
    sword = carry(state, "sword", known=True)
    assert autoplay.choose(state) == ("equip", {"item": sword})


def test_known_downgrade_is_not_worn_but_dropped():
    state = room()
    wear(state, "sword")
    dagger = carry(state, "dagger", known=True)
    assert autoplay.choose(state) == ("drop", {"item": dagger})


def test_known_cursed_gear_is_worn_only_with_a_way_out():
    state = room()
    wear(state, "sword")
    wear(state, "shield")
    axe = carry(state, "greataxe", enchantment=-1, cursed=True, known=True)  # 6 against 5
    assert autoplay.choose(state) == ("wait", {})
    carry(state, "remove_curse_scroll")
    assert autoplay.choose(state) == ("equip", {"item": axe})


def test_unknown_gear_goes_into_an_empty_slot():
    state = room(depth=6)
    state.player.fighter.hp = 5  # not comfortable, no remedy: only "empty" can allow it
    cap = carry(state, "leather_cap", enchantment=-3, cursed=True)
    assert autoplay.choose(state) == ("equip", {"item": cap})


def test_unknown_gear_that_is_safe_even_at_its_worst_is_worn():
    state = room(depth=1)  # the worst roll here is -1: Chain Mail ? (3 - 1) still beats Leather (1)
    state.player.fighter.hp = 5
    mail = carry(state, "chain_mail")
    assert autoplay.choose(state) == ("equip", {"item": mail})


def test_unknown_risky_gear_waits_for_hp_or_a_remedy():
    state = room(depth=3)  # Short Sword ? beats the Dagger by 1, but at -2 it would lose
    sword = carry(state, "short_sword", enchantment=2)
    state.player.fighter.hp = 5
    assert autoplay.choose(state) == ("wait", {})
    state.player.fighter.hp = state.player.fighter.max_hp
    assert autoplay.choose(state) == ("equip", {"item": sword})
    state.player.fighter.hp = 5
    carry(state, "enchant_scroll")  # Enchanting would lift a curse too (and is read after)
    assert autoplay.choose(state) == ("equip", {"item": sword})


def test_a_small_gain_is_not_worth_an_unknown_risk():
    state = room(depth=3)
    wear(state, "short_sword")
    state.player.fighter.hp = state.player.fighter.max_hp
    carry(state, "sword")  # Sword ? beats the Short Sword by 1 = MARGIN: worn
    assert autoplay.choose(state)[0] == "equip"
    state = room(depth=3)
    wear(state, "short_sword")
    wear(state, "amulet_of_clarity")  # worth 0.3; the only amulet left unlearned is worth 1
    amulet = carry(state, "amulet_of_vitality")  # "a bone amulet": 0.7 better, -0.3 at worst
    assert autoplay.choose(state) == ("wait", {})
    carry(state, "remove_curse_scroll")  # covered: a curse would cost one scroll
    assert autoplay.choose(state) == ("equip", {"item": amulet})


# -- two hands ---------------------------------------------------------------------------------
def test_a_two_hander_is_weighed_against_weapon_and_shield():
    state = room()
    wear(state, "sword")
    wear(state, "shield")
    axe = carry(state, "greataxe", known=True)  # 7 against 4 + 1
    assert autoplay.choose(state) == ("equip", {"item": axe})
    state = room()
    wear(state, "sword", enchantment=1)
    wear(state, "shield", enchantment=1)  # 5 + 2 = 7: the Greataxe gains nothing
    axe = carry(state, "greataxe", known=True)
    assert autoplay.choose(state) == ("drop", {"item": axe})


def test_weapon_and_shield_replace_a_two_hander_together():
    state = room()
    wear(state, "greataxe")
    sword = carry(state, "sword", enchantment=3, known=True)
    shield = carry(state, "shield", known=True)  # 7 + 1 against 7
    assert autoplay.choose(state) == ("equip", {"item": sword})
    assert state.act("equip", item=sword)
    assert autoplay.choose(state) == ("equip", {"item": shield})
    state = room()
    wear(state, "greataxe")
    carry(state, "sword", enchantment=2, known=True)  # 6 + 1 against 7: no gain
    carry(state, "shield", known=True)
    assert autoplay.choose(state)[0] != "equip"


# -- rings --------------------------------------------------------------------------------------
def test_both_ring_slots_are_used():
    state = room()
    wear(state, "ring_of_protection", slot="left_ring")
    ring = carry(state, "ring_of_strength", known=True)
    assert autoplay.choose(state) == ("equip", {"item": ring, "slot": "right_ring"})
    assert state.act("equip", item=ring, slot="right_ring")
    better = carry(state, "ring_of_strength", enchantment=2, known=True)
    command, params = autoplay.choose(state)
    assert command == "equip" and params["item"] is better
    assert params["slot"] in ("left_ring", "right_ring")


# -- scrolls ----------------------------------------------------------------------------------
def test_identify_goes_on_the_unknown_item_it_would_most_like_to_wear():
    state = room(depth=5)
    scroll = carry(state, "identify_scroll")
    carry(state, "short_sword")  # could gain 1
    mace = carry(state, "mace")  # could gain 3
    carry(state, "dagger", known=True)
    assert autoplay.choose(state) == ("use", {"item": scroll, "target": mace})


def test_identify_is_kept_when_nothing_unknown_could_help():
    state = room(depth=1)
    wear(state, "sword")
    carry(state, "identify_scroll")
    dagger = carry(state, "dagger")  # Dagger ? is at best 3 < 4
    assert autoplay.choose(state) == ("drop", {"item": dagger})


def test_remove_curse_is_read_when_a_curse_blocks_something_better():
    state = room()
    wear(state, "short_sword", enchantment=-2, cursed=True)
    scroll = carry(state, "remove_curse_scroll")
    assert autoplay.choose(state) == ("wait", {})  # -2 Short Sword (1) still beats nothing
    carry(state, "sword", known=True)
    assert autoplay.choose(state) == ("use", {"item": scroll})


def test_remove_curse_is_read_when_a_cursed_item_is_worse_than_nothing():
    state = room()
    wear(state, "leather_cap", enchantment=-2, cursed=True)
    scroll = carry(state, "remove_curse_scroll")
    assert autoplay.choose(state) == ("use", {"item": scroll})


def test_a_cursed_item_is_never_swapped_out_by_equip():
    state = room()
    wear(state, "short_sword", enchantment=-2, cursed=True)
    carry(state, "sword", known=True)
    assert autoplay.choose(state) == ("wait", {})  # no remedy: the bot does not bang its head


def test_enchanting_goes_on_the_weapon_first():
    state = room()
    wear(state, "iron_helm")
    scroll = carry(state, "enchant_scroll")
    assert autoplay.choose(state) == ("use", {"item": scroll, "target": worn(state, "main_hand")})


def test_enchanting_goes_where_it_gains_most():
    state = room()
    ring = wear(state, "ring_of_regeneration")  # one point: 1 HP more every 5 turns
    scroll = carry(state, "enchant_scroll")
    assert autoplay.choose(state) == ("use", {"item": scroll, "target": ring})


def test_enchanting_lifts_a_blocking_curse_when_no_remove_curse_is_carried():
    state = room()
    armour = wear(state, "leather_armor", enchantment=-1, cursed=True)
    carry(state, "chain_mail", known=True)
    scroll = carry(state, "enchant_scroll")
    assert autoplay.choose(state) == ("use", {"item": scroll, "target": armour})


def test_worn_gear_worth_less_than_nothing_comes_off():
    state = room()
    cap = wear(state, "leather_cap", enchantment=-2)
    assert autoplay.choose(state) == ("remove", {"item": cap})


# -- the pack ---------------------------------------------------------------------------------
def test_spare_gear_beyond_the_limit_is_dropped_least_promising_first():
    state = room(depth=5)
    for kind_id in ("sword", "chain_mail", "iron_helm", "shield", "leather_gloves"):
        wear(state, kind_id)
    state.player.fighter.hp = 5  # nothing risky is worn: each spare could lose at worst
    spares = [
        carry(state, kind_id)
        for kind_id in ("mace", "great_helm", "leather_gloves", "short_sword", "cloak")
    ]
    assert autoplay.choose(state) == ("equip", {"item": spares[-1]})  # the cloak: empty slot
    state.act("equip", item=spares.pop())
    assert len(spares) == wardrobe.SPARE_GEAR
    assert autoplay.choose(state) == ("wait", {})
    spares.append(carry(state, "scale_mail"))  # one too many: Short Sword ? promises least
    assert autoplay.choose(state) == ("drop", {"item": spares[3]})


def test_a_spare_that_looks_like_one_carried_is_dropped_and_not_taken():
    state = room(depth=5)
    wear(state, "sword")
    state.player.fighter.hp = 5
    first, second = carry(state, "mace"), carry(state, "mace", enchantment=3)
    assert state.name_of(first) == state.name_of(second) == "Mace ?"
    assert autoplay.choose(state) == ("drop", {"item": second})
    state.player.inventory.take_one(second)
    assert not autoplay.worth_taking(state, second)
    state.player.inventory.take_one(first)
    assert autoplay.worth_taking(state, second)


def test_outgrown_gear_is_not_dropped_onto_another_item():
    state = room()
    wear(state, "sword")
    carry(state, "dagger", known=True)
    potion = create_item("health_potion")
    state.place(potion, state.player.x, state.player.y)
    assert autoplay.choose(state)[0] != "drop"


def test_floor_gear_is_wanted_only_when_it_could_help():
    state = room()
    wear(state, "sword")
    assert not autoplay.worth_taking(state, create_item("dagger"))
    assert not autoplay.worth_taking(state, create_item("short_sword"))  # at best 4
    assert autoplay.worth_taking(state, create_item("mace"))
    assert autoplay.worth_taking(state, create_item("leather_boots"))
    state.depth = 3  # found gear here may be +2: a Short Sword ? could beat the Sword
    assert autoplay.worth_taking(state, create_item("short_sword"))


def test_deeper_floors_make_unknown_gear_look_better():
    state = room(depth=3)
    sword = carry(state, "sword")
    shallow = wardrobe.value(state, sword)
    state.depth = 6
    assert wardrobe.value(state, sword) > shallow == 4


@pytest.mark.parametrize("kind_id", ["sword", "ring_of_strength"])
def test_every_wanted_floor_item_is_kept_once_picked_up(kind_id):
    """No pick-up / drop loop: what the bot walks to, it does not drop at once."""
    state = room(depth=3)
    state.player.fighter.hp = 5
    item = create_item(kind_id)
    assert autoplay.worth_taking(state, item)
    state.player.inventory.add(item)
    assert wardrobe.outgrown(state) is None
