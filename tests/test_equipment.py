"""Equipment rules with SPEC.md's numbers: slots, bonuses, messages, clamping, breakdowns."""

from __future__ import annotations

import pytest

import game
from game.content import create_item
from game.engine.equipment import SLOT_ORDER, Slot
from tests.conftest import with_kinds
from tests.scenario import scenario


def fresh(gear: bool = True, content=None):
    return scenario(
        """
        #####
        #@..#
        #####
    """,
        gear=gear,
        content=content,
    )


def known(kind_id):
    """A piece of gear the player knows (+0): the tutorial's rules and messages hold for it."""
    item = create_item(kind_id)
    item.identified = True
    return item


def carry(state, kind_id):
    return state.player.inventory.add(known(kind_id))


TEN_SLOTS = [
    "head",
    "neck",
    "body",
    "cloak",
    "hands",
    "main_hand",
    "off_hand",
    "left_ring",
    "right_ring",
    "feet",
]


def test_slot_layout_order():
    assert [s.value for s in SLOT_ORDER] == TEN_SLOTS
    state = fresh()
    assert list(state.player.equipment.slots) == TEN_SLOTS
    assert Slot.MAIN_HAND.label == "main hand"


def test_new_game_wears_dagger_and_leather_silently():
    state = game.new_game(5)
    player = state.player
    dagger, leather = player.inventory.items
    assert player.equipment.slots["main_hand"] is dagger
    assert player.equipment.slots["body"] is leather
    assert player.fighter.power == 4 and player.fighter.defense == 2
    assert not any("equip" in t for t in state.messages.texts())


def test_item_contract_names():
    sword = create_item("sword")
    assert sword.name == "Sword"
    assert sword.equippable.slot is Slot.MAIN_HAND
    assert (
        sword.equippable.power_bonus,
        sword.equippable.defense_bonus,
        sword.equippable.max_hp_bonus,
    ) == (4, 0, 0)
    assert create_item("health_potion").equippable is None


@pytest.mark.parametrize(
    "kind_id, slot, power, defense, max_hp",
    [
        ("dagger", "main_hand", 2, 0, 0),
        ("sword", "main_hand", 4, 0, 0),
        ("leather_armor", "body", 0, 1, 0),
        ("chain_mail", "body", 0, 3, 0),
        ("shield", "off_hand", 0, 1, 0),
        ("iron_helm", "head", 0, 1, 10),
    ],
)
def test_spec_table(kind_id, slot, power, defense, max_hp):
    e = create_item(kind_id).equippable
    assert (e.slot.value, e.power_bonus, e.defense_bonus, e.max_hp_bonus) == (
        slot,
        power,
        defense,
        max_hp,
    )


def test_sword_replaces_dagger_with_both_messages():
    state = fresh()
    player = state.player
    dagger = player.equipment.slots["main_hand"]
    sword = carry(state, "sword")
    assert state.act("equip", item=sword)
    assert player.equipment.slots["main_hand"] is sword
    assert not player.equipment.is_equipped(dagger)
    assert dagger in player.inventory
    assert player.fighter.power == 2 + 4
    assert state.messages.texts()[-2:] == ["You remove the Dagger.", "You equip the Sword."]
    assert state.turn == 1


def test_equip_returns_what_it_displaced():
    state = fresh()
    equipment = state.player.equipment
    dagger = equipment.slots["main_hand"]
    sword = carry(state, "sword")
    assert equipment.equip(sword) is dagger
    assert equipment.equip(sword) is None


def test_chain_mail_gives_four_defense():
    state = fresh()
    mail = carry(state, "chain_mail")
    state.act("use", item=mail)  # using equipment toggles it
    assert state.player.fighter.defense == 1 + 3
    assert state.player.equipment.slots["body"] is mail


def test_using_a_worn_item_takes_it_off():
    state = fresh()
    dagger = state.player.equipment.slots["main_hand"]
    assert state.act("use", item=dagger)
    assert state.player.equipment.slots["main_hand"] is None
    assert state.player.fighter.power == 2
    assert state.messages[-1].text == "You remove the Dagger."
    assert state.player.equipment.toggle(dagger) is None
    assert state.player.equipment.is_equipped(dagger)


def test_remove_command_lists_only_worn_items():
    state = fresh()
    sword = carry(state, "sword")
    assert state.act("remove", item=sword) is False
    assert state.messages[-1].text == "You are not wearing the Sword."
    leather = state.player.equipment.slots["body"]
    assert state.act("remove", item=leather)
    assert state.player.fighter.defense == 1
    assert leather in state.player.inventory


def test_iron_helm_raises_max_hp_and_removal_clamps():
    state = fresh()
    helm = carry(state, "iron_helm")
    state.act("equip", item=helm)
    fighter = state.player.fighter
    assert fighter.max_hp == 40 and fighter.hp == 30
    assert fighter.defense == 1 + 1 + 1
    fighter.hp = 40
    state.act("remove", item=helm)
    assert fighter.max_hp == 30 and fighter.hp == 30
    # putting it back does not give the HP back
    state.act("equip", item=helm)
    assert fighter.hp == 30


def test_toggle_directly_on_equipment_also_clamps():
    state = fresh()
    helm = carry(state, "iron_helm")
    fighter = state.player.fighter
    state.player.equipment.toggle(helm)
    fighter.hp = 40
    state.player.equipment.toggle(helm)
    assert fighter.hp == 30


def test_healing_respects_max_hp_including_bonuses():
    state = fresh()
    helm = carry(state, "iron_helm")
    state.act("equip", item=helm)
    fighter = state.player.fighter
    fighter.hp = 38
    potion = carry(state, "health_potion")
    state.act("use", item=potion)
    assert fighter.hp == 40


def test_picking_up_a_shield_with_the_off_hand_free_equips_it():
    state = fresh()
    shield = known("shield")
    state.place(shield, 2, 1)
    state.act("move", dx=1, dy=0)
    assert state.act("pickup")
    assert state.player.equipment.slots["off_hand"] is shield
    assert state.player.fighter.defense == 3
    assert state.messages.texts()[-2:] == ["You pick up the Shield.", "You equip the Shield."]
    assert state.turn == 2


def test_picking_up_gear_for_a_taken_slot_does_not_equip_it():
    state = fresh()
    sword = create_item("sword")
    state.place(sword, 1, 1)
    state.act("pickup")
    assert not state.player.equipment.is_equipped(sword)
    assert state.player.fighter.power == 4


def test_dropping_worn_armour_removes_it_first():
    state = fresh()
    leather = state.player.equipment.slots["body"]
    assert state.act("drop", item=leather)
    assert state.player.equipment.slots["body"] is None
    assert leather not in state.player.inventory
    assert state.stage.items_at(1, 1) == [leather]
    assert state.messages.texts()[-2:] == [
        "You remove the Leather Armor.",
        "You drop the Leather Armor.",
    ]


def test_full_inventory_refuses_pick_up_and_changes_nothing():
    state = fresh()
    while not state.player.inventory.is_full:
        carry(state, "dagger")  # gear: each takes a row
    shield = create_item("shield")
    state.place(shield, 1, 1)
    before = (list(state.player.inventory.items), dict(state.player.equipment.slots), state.turn)
    assert state.act("pickup") is False
    assert state.messages[-1].text == "Your inventory is full."
    assert (
        list(state.player.inventory.items),
        dict(state.player.equipment.slots),
        state.turn,
    ) == before
    assert state.stage.items_at(1, 1) == [shield]
    assert len(state.player.inventory.items) == 26


def test_worn_items_count_toward_26_and_survive_descending():
    state = game.new_game(9)
    worn = dict(state.player.equipment.slots)
    state.place(state.player, *state.stage.stairs)
    state.act("descend")
    assert state.player.equipment.slots == worn
    assert all(item in state.player.inventory for item in state.player.equipment.worn_items())


def test_negative_bonuses_lower_stats(content):
    from game.engine.equipment import Equippable
    from game.engine.kinds import ItemType

    cursed = ItemType(
        "test_cursed_ring",
        "Cursed Helm",
        "icon_iron_helm",
        equippable=Equippable(Slot.HEAD, power_bonus=-1, max_hp_bonus=-5),
    )
    content = with_kinds(content, cursed)
    state = fresh(content=content)
    item = content.create_item(cursed.id)
    state.player.inventory.add(item)
    state.act("equip", item=item)
    assert state.player.fighter.power == 3
    assert state.player.fighter.max_hp == 25 and state.player.fighter.hp == 25


def test_breakdown_names_base_and_each_item():
    state = fresh()
    sword = carry(state, "sword")
    state.act("equip", item=sword)
    helm = carry(state, "iron_helm")
    state.act("equip", item=helm)
    fighter = state.player.fighter
    assert fighter.breakdown("power") == [("base", 2), ("Sword", 4)]
    assert fighter.breakdown("defense") == [("base", 1), ("Iron Helm", 1), ("Leather Armor", 1)]
    assert fighter.breakdown("max_hp") == [("base", 30), ("Iron Helm", 10)]
    for stat in ("power", "defense", "max_hp"):
        assert sum(v for _, v in fighter.breakdown(stat)) == getattr(fighter, stat)


def test_compare_says_what_each_stat_would_become():
    state = fresh()
    fighter = state.player.fighter
    sword, mail, helm = carry(state, "sword"), carry(state, "chain_mail"), carry(state, "iron_helm")
    plain = {"regeneration": (0, 0), "clarity": (0, 0)}
    assert fighter.compare(sword) == {
        "power": (4, 6),
        "defense": (2, 2),
        "max_hp": (30, 30),
        **plain,
    }
    assert fighter.compare(mail) == {
        "power": (4, 4),
        "defense": (2, 4),
        "max_hp": (30, 30),
        **plain,
    }
    assert fighter.compare(helm) == {
        "power": (4, 4),
        "defense": (2, 3),
        "max_hp": (30, 40),
        **plain,
    }
    dagger = state.player.equipment.slots["main_hand"]
    assert fighter.compare(dagger) == {
        "power": (4, 2),
        "defense": (2, 2),
        "max_hp": (30, 30),
        **plain,
    }
    with pytest.raises(ValueError):
        fighter.compare(carry(state, "health_potion"))


def test_level_ups_raise_the_base_only():
    state = fresh()
    sword = carry(state, "sword")
    state.act("equip", item=sword)
    state.player.level.current_xp = 350
    state.act("level_up", stat="strength")
    fighter = state.player.fighter
    assert fighter.base_power == 3 and fighter.power == 7
    state.act("remove", item=sword)
    assert fighter.power == 3


def test_monsters_have_empty_equipment():
    state = scenario("""
        ####
        #@o#
        ####
    """)
    orc = [a for a in state.stage.actors if a is not state.player][0]
    assert orc.equipment.slots == dict.fromkeys(TEN_SLOTS)


def test_equip_into_a_named_slot_refuses_the_wrong_one():
    """The paper doll's drop target: only the item's own slot; refusals change nothing."""
    state = fresh()
    player = state.player
    sword = carry(state, "sword")
    potion = carry(state, "health_potion")
    before = dict(player.equipment.slots)
    assert not state.act("equip", item=sword, slot="head")
    assert "not worn on the head" in state.messages[-1].text
    assert not state.act("equip", item=potion, slot="main_hand")
    dagger = player.equipment.slots["main_hand"]
    assert not state.act("equip", item=dagger, slot="main_hand")  # already there: no toggle
    assert player.equipment.slots == before and state.turn == 0
    assert state.act("equip", item=sword, slot="main_hand")
    assert player.equipment.slots["main_hand"] is sword and state.turn == 1


def test_a_tests_own_kind_stays_in_its_content(content):
    from game.content import ITEM_TYPES
    from game.engine.equipment import Equippable
    from game.engine.kinds import ItemType

    ring = ItemType(
        "test_ring",
        "Test Ring",
        "icon_iron_helm",
        equippable=Equippable(Slot.HEAD, defense_bonus=1),
    )
    mine = with_kinds(content, ring)
    assert mine.item_type("test_ring") is ring
    assert "test_ring" not in ITEM_TYPES and "test_ring" not in content.item_types
    with pytest.raises(KeyError):
        create_item("test_ring")
