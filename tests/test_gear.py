"""Gear, second edition (SPEC): ten slots, rings, two-handers, enchantment, identification,
curses, the three scrolls, regeneration and clarity, each rule by name."""

from __future__ import annotations

from pathlib import Path

import pytest

import game
from game.content import create_item
from game.engine.effects import can_be_confused, confuse
from game.engine.gear import REGENERATION_PERIOD, Slot, Stat
from game.engine.invariants import broken_rules
from game.save import load_game, save_game
from tests.scenario import scenario

SCHEMA1 = Path(__file__).parent / "data" / "schema1_floor.sav"


def fresh(gear: bool = True):
    return scenario(
        """
        #######
        #@....#
        #######
    """,
        gear=gear,
    )


def carry(state, kind_id, enchantment=0, cursed=False, known=False):
    item = create_item(kind_id, enchantment, cursed)
    item.identified = known
    return state.player.inventory.add(item)


def texts(state, n):
    return state.messages.texts()[-n:]


# -- slots and rings -----------------------------------------------------------------------------
def test_ring_goes_to_the_first_empty_ring_slot_then_replaces_the_left():
    state = fresh()
    slots = state.player.equipment.slots
    first, second, third = (carry(state, "ring_of_protection", known=True) for _ in range(3))
    assert state.act("equip", item=first)
    assert slots["left_ring"] is first and slots["right_ring"] is None
    assert state.act("equip", item=second)
    assert slots["left_ring"] is first and slots["right_ring"] is second
    assert state.act("equip", item=third)
    assert slots["left_ring"] is third and slots["right_ring"] is second
    assert texts(state, 2) == [
        "You remove the Ring of Protection.",
        "You equip the Ring of Protection.",
    ]
    assert state.turn == 3


def test_a_chosen_ring_slot_and_a_slot_that_does_not_fit():
    state = fresh()
    slots = state.player.equipment.slots
    ring = carry(state, "ring_of_strength", known=True)
    assert state.act("equip", item=ring, slot="right_ring")
    assert slots["right_ring"] is ring and slots["left_ring"] is None
    assert state.act("equip", item=ring, slot="left_ring")  # moves it across
    assert slots["left_ring"] is ring and slots["right_ring"] is None
    turn = state.turn
    assert not state.act("equip", item=ring, slot="head")
    assert "goes on either ring slot" in state.messages[-1].text
    sword = carry(state, "sword", known=True)
    assert not state.act("equip", item=sword, slot="left_ring")
    assert not state.act("equip", item=ring, slot="nowhere")
    assert state.turn == turn


def test_two_hander_removes_the_off_hand_first_and_the_other_way():
    state = fresh()
    slots = state.player.equipment.slots
    shield, axe = carry(state, "shield", known=True), carry(state, "greataxe", known=True)
    assert state.act("equip", item=shield)
    assert state.act("equip", item=axe)
    assert texts(state, 3) == [
        "You remove the Dagger.",
        "You remove the Shield.",
        "You equip the Greataxe.",
    ]
    assert slots["main_hand"] is axe and slots["off_hand"] is None
    assert state.act("equip", item=shield)
    assert texts(state, 2) == ["You remove the Greataxe.", "You equip the Shield."]
    assert slots["main_hand"] is None and slots["off_hand"] is shield
    assert not broken_rules(state)


def test_the_greataxe_hits_harder_than_sword_and_shield_but_costs_the_shield():
    axe, sword, shield = (create_item(k).equippable for k in ("greataxe", "sword", "shield"))
    assert axe.two_handed and not sword.two_handed
    assert axe.power_bonus > sword.power_bonus + shield.defense_bonus
    assert shield.defense_bonus > 0


# -- enchantment, names, knowledge ---------------------------------------------------------------
def test_enchantment_adds_to_the_main_bonus_and_shows_in_the_known_name():
    state = fresh()
    sword = carry(state, "sword", 2, known=True)
    mail = carry(state, "chain_mail", -1, cursed=True, known=True)
    vitality = carry(state, "amulet_of_vitality", 1, known=True)
    assert sword.bonus(Stat.POWER) == 6 and sword.bonus(Stat.DEFENSE) == 0
    assert mail.bonus(Stat.DEFENSE) == 2
    assert vitality.bonus(Stat.MAX_HP) == 15
    state.learned.add("amulet_of_vitality")
    assert [state.name_of(i) for i in (sword, mail, vitality)] == [
        "+2 Sword",
        "-1 Chain Mail",
        "+1 Amulet of Vitality",
    ]
    assert state.name_of(carry(state, "sword", known=True)) == "Sword"


def test_unknown_gear_names_and_ring_appearances():
    state = fresh()
    sword = carry(state, "sword", 3)
    ring = carry(state, "ring_of_protection", 1)
    appearance = state.appearances["ring_of_protection"]
    assert state.name_of(sword) == "Sword ?"
    assert state.name_of(ring) == f"{appearance} ring"
    assert not state.knows(sword) and not state.kind_known(ring.kind)
    state.learned.add("ring_of_protection")
    assert state.name_of(ring) == "Ring of Protection ?"
    ring.identified = True
    assert state.name_of(ring) == "+1 Ring of Protection"


def test_unknown_gear_never_leaks_its_numbers():
    state = fresh()
    sword = carry(state, "sword", 3)
    ring = carry(state, "ring_of_strength", 2)
    for item in (sword, ring):
        assert "3" not in state.name_of(item) and "2" not in state.name_of(item)
    assert state.known_bonus(sword, "power") is None
    assert state.known_bonus(sword, "defense") == 0
    assert state.compare(sword)["power"] == (4, None)
    assert state.compare(sword)["defense"] == (2, 2)
    assert all(then is None for _, then in state.compare(ring).values())
    assert state.known_bonus(ring, "power") is None


def test_wearing_reveals_enchantment_curse_and_ring_kind():
    state = fresh()
    ring = carry(state, "ring_of_strength", 1)
    assert state.act("equip", item=ring)
    assert state.knows(ring) and state.kind_known(ring.kind)
    assert texts(state, 1) == ["You equip the +1 Ring of Strength."]
    axe = carry(state, "greataxe", -2, cursed=True)
    assert state.act("equip", item=axe)
    assert texts(state, 2) == [
        "You equip the -2 Greataxe.",
        "The -2 Greataxe binds itself to your hand!",
    ]
    assert state.knows(axe)


def test_gear_named_in_the_plural_binds_themselves():
    state = fresh()
    gloves = carry(state, "leather_gloves", -1, cursed=True)
    assert state.act("equip", item=gloves)
    assert texts(state, 2) == [
        "You equip the -1 Leather Gloves.",
        "The -1 Leather Gloves bind themselves to your hands!",
    ]


def test_a_learned_ring_kind_names_every_ring_of_that_kind():
    state = fresh()
    worn = carry(state, "ring_of_protection")
    other = carry(state, "ring_of_protection", 2)
    state.act("equip", item=worn)
    assert state.name_of(other) == "Ring of Protection ?"


def test_the_ring_kind_stays_known_after_save_and_load(tmp_path):
    state = game.new_game(3)
    ring = carry(state, "ring_of_regeneration", 1)
    assert state.act("equip", item=ring)
    state.act("remove", item=ring)
    spare = carry(state, "ring_of_regeneration")
    save_game(state, tmp_path / "a.sav")
    loaded = load_game(tmp_path / "a.sav")
    assert "ring_of_regeneration" in loaded.learned
    names = {loaded.name_of(item) for item in loaded.player.inventory.items}
    assert {"+1 Ring of Regeneration", "Ring of Regeneration ?"} <= names
    assert loaded.appearances == state.appearances
    assert spare.kind.id == "ring_of_regeneration"
    assert game.digest(loaded) == game.digest(state)


def test_same_seed_same_appearances_and_the_game_draws_unchanged():
    a, b = game.new_game(11), game.new_game(11)
    assert a.appearances == b.appearances
    rings = {k: v for k, v in a.appearances.items() if k.startswith("ring_")}
    amulets = {k: v for k, v in a.appearances.items() if k.startswith("amulet_")}
    assert len(rings) == 3 and len(set(rings.values())) == 3
    assert len(amulets) == 2 and len(set(amulets.values())) == 2
    assert set(rings.values()) <= {
        "jade",
        "ruby",
        "sapphire",
        "topaz",
        "opal",
        "iron",
        "silver",
        "gold",
    }
    assert set(amulets.values()) <= {"bone", "amber", "crystal", "copper"}
    assert any(game.new_game(s).appearances != a.appearances for s in range(12, 20))


# -- curses ----------------------------------------------------------------------------------
def test_a_cursed_item_refuses_remove_swap_and_drop_with_no_turn():
    state = fresh()
    cursed = carry(state, "sword", -2, cursed=True)
    assert state.act("equip", item=cursed)
    turn, hp = state.turn, state.player.fighter.hp
    message = "You can't remove the -2 Sword: it is cursed."
    assert not state.act("remove", item=cursed)
    assert texts(state, 1) == [message]
    assert not state.act("equip", item=cursed)  # the toggle
    assert not state.act("use", item=cursed)
    other = carry(state, "short_sword", known=True)
    assert not state.act("equip", item=other)
    assert not state.act("equip", item=carry(state, "greataxe", known=True))
    assert not state.act("drop", item=cursed)
    assert state.messages[-1].text == message and state.messages[-1].count == 6
    assert state.player.equipment.slots["main_hand"] is cursed and cursed in state.player.inventory
    assert state.turn == turn and state.player.fighter.hp == hp


def test_a_cursed_two_hander_keeps_the_shield_off():
    state = fresh()
    axe = carry(state, "greataxe", -1, cursed=True)
    state.act("equip", item=axe)
    shield = carry(state, "shield", known=True)
    assert not state.act("equip", item=shield)
    assert texts(state, 1) == ["You can't remove the -1 Greataxe: it is cursed."]


def test_an_unworn_cursed_item_may_be_dropped():
    state = fresh()
    cursed = carry(state, "sword", -1, cursed=True)
    assert state.act("drop", item=cursed)


def test_create_item_refuses_a_curse_without_a_negative_enchantment():
    with pytest.raises(ValueError):
        create_item("sword", 1, cursed=True)
    with pytest.raises(ValueError):
        create_item("health_potion", 1)


# -- scrolls ---------------------------------------------------------------------------------
def test_enchanting_raises_one_item_by_one_and_lifts_its_curse():
    state = fresh()
    cursed = carry(state, "sword", -1, cursed=True)
    state.act("equip", item=cursed)
    scroll = carry(state, "enchant_scroll")
    power = state.player.fighter.power
    assert state.act("use", item=scroll, target=cursed)
    assert cursed.enchantment == 0 and not cursed.cursed
    assert state.player.fighter.power == power + 1
    assert scroll not in state.player.inventory
    assert texts(state, 3) == [
        "The -1 Sword glows blue for a moment.",
        "It is now the Sword.",
        "The malevolent aura leaves it.",
    ]
    assert state.act("remove", item=cursed)


def test_identify_reveals_one_item_only():
    state = fresh()
    ring, other, sword = (
        carry(state, "ring_of_protection", 2),
        carry(state, "ring_of_protection", 1),
        carry(state, "sword", -1, cursed=True),
    )
    before = state.name_of(ring)
    scroll = carry(state, "identify_scroll")
    scroll.count = 2
    assert state.act("use", item=scroll, target=ring)
    assert state.knows(ring) and state.name_of(ring) == "+2 Ring of Protection"
    assert texts(state, 1) == [f"The {before} is the +2 Ring of Protection."]
    assert not state.knows(other) and not state.knows(sword)
    assert state.act("use", item=scroll, target=sword)
    assert texts(state, 1) == ["The Sword ? is the -1 Sword. It is cursed!"]


def test_targeted_scrolls_refuse_what_does_not_fit_with_no_turn():
    state = fresh()
    identify, enchant = carry(state, "identify_scroll"), carry(state, "enchant_scroll")
    potion = carry(state, "health_potion")
    dagger = state.player.equipment.slots["main_hand"]
    turn = state.turn
    assert not state.act("use", item=identify)
    assert texts(state, 1) == ["The Scroll of Identify needs a target."]
    assert not state.act("use", item=identify, target=potion)
    assert texts(state, 1) == ["The Health Potion is not a piece of gear."]
    assert not state.act("use", item=identify, target=dagger)
    assert texts(state, 1) == ["You already know the Dagger."]
    assert not state.act("use", item=enchant, target=enchant)
    assert not state.act("use", item=enchant, target=create_item("sword"))
    assert texts(state, 1) == ["You must choose an item you carry."]
    assert state.turn == turn and identify in state.player.inventory


def test_the_list_of_what_fits_a_scroll():
    state = fresh()
    identify, enchant = carry(state, "identify_scroll"), carry(state, "enchant_scroll")
    unknown = carry(state, "cloak", 1)
    dagger, leather = (state.player.equipment.slots[s] for s in ("main_hand", "body"))
    assert state.fitting_items(identify) == [unknown]
    assert state.fitting_items(enchant) == [dagger, leather, unknown]
    assert enchant.effect.accepts(state, dagger) and not identify.effect.accepts(state, dagger)
    assert state.fitting_items(carry(state, "health_potion")) == []


def test_remove_curse_lifts_every_worn_curse_and_refuses_when_there_is_none():
    state = fresh()
    scroll = carry(state, "remove_curse_scroll")
    assert not state.act("use", item=scroll)
    assert texts(state, 1) == ["Nothing you wear is cursed."]
    sword, helm = carry(state, "sword", -1, cursed=True), carry(state, "iron_helm", -2, True)
    spare = carry(state, "cloak", -1, cursed=True)
    state.act("equip", item=sword)
    state.act("equip", item=helm)
    assert state.act("use", item=scroll)
    assert not sword.cursed and not helm.cursed and spare.cursed
    assert sword.enchantment == -1  # the curse goes, the enchantment stays
    assert state.act("remove", item=sword) and state.act("remove", item=helm)


# -- effects beyond flat bonuses -------------------------------------------------------------
def test_a_plain_hero_does_not_regenerate_and_the_ring_does():
    state = fresh()
    fighter = state.player.fighter
    fighter.hp = 10
    for _ in range(REGENERATION_PERIOD * 2):
        state.act("wait")
    assert fighter.hp == 10
    ring = carry(state, "ring_of_regeneration", 1)
    state.act("equip", item=ring)
    assert fighter.regeneration == 2
    while state.turn % REGENERATION_PERIOD:
        state.act("wait")
    start = fighter.hp
    for _ in range(REGENERATION_PERIOD * 3):
        state.act("wait")
    assert fighter.hp == start + 3 * 2


def test_the_amulet_of_clarity_keeps_the_mind_clear():
    state = scenario("""
        #####
        #@.o#
        #####
    """)
    orc = next(a for a in state.stage.actors if a is not state.player)
    amulet = carry(state, "amulet_of_clarity")
    assert can_be_confused(state.player)
    state.act("equip", item=amulet)
    assert not can_be_confused(state.player)
    assert not confuse(state, state.player, 10)
    assert texts(state, 1) == ["Your mind stays clear."]
    assert confuse(state, orc, 5)  # the rule is the wearer's: a plain orc is confused
    worn = create_item("amulet_of_clarity")
    orc.inventory.add(worn)
    orc.equipment.equip(worn)
    orc.ai = orc.ai.previous
    assert not confuse(state, orc, 5)


def test_amulet_of_vitality_and_rings_of_strength_and_protection():
    state = fresh()
    f = state.player.fighter
    before = (f.power, f.defense, f.max_hp)
    for kind_id in ("amulet_of_vitality", "ring_of_strength", "ring_of_protection"):
        state.act("equip", item=carry(state, kind_id))
    assert (f.power, f.defense, f.max_hp) == (before[0] + 1, before[1] + 1, before[2] + 10)


def test_the_breakdown_names_every_part_with_known_names():
    state = fresh()
    mail, ring = carry(state, "chain_mail", known=True), carry(state, "ring_of_protection", 1)
    state.act("equip", item=mail)
    state.act("equip", item=ring)
    from game.engine.describe import stat_line

    assert (
        stat_line(state.player, Stat.DEFENSE, state)
        == "Defense 6 = 1 base + 3 Chain Mail + 2 (+1 Ring of Protection)"
    )


# -- found gear and saves --------------------------------------------------------------------
def test_found_gear_rolls_its_enchantment_deeper_is_better_and_some_is_cursed():
    from random import Random

    from game.content import CONTENT

    def rolls(floor):
        rng = Random(5)
        return [CONTENT.found_item("sword", floor, rng) for _ in range(2000)]

    shallow, deep = rolls(1), rolls(8)
    mean = [sum(i.enchantment for i in items) / len(items) for items in (shallow, deep)]
    assert mean[1] > mean[0]
    assert max(i.enchantment for i in deep) > max(i.enchantment for i in shallow)
    assert any(i.cursed for i in deep) and all(i.enchantment < 0 for i in deep if i.cursed)
    assert not any(i.identified for i in deep)
    assert CONTENT.found_item("health_potion", 8, Random(1)).enchantment == 0


def test_found_gear_carries_properties_by_their_weights():
    """Deeper gear carries a property more often, and among those a piece may carry the
    answers to fire and venom come most (``spawns.PROPERTY_WEIGHTS``), every one of them
    some of the time; a weapon only ever carries a weapon's."""
    from collections import Counter
    from random import Random

    from game.content import CONTENT, PROPERTIES, spawns

    def props(kind_id, floor):
        rng = Random(7)
        return [CONTENT.found_item(kind_id, floor, rng).prop for _ in range(4000)]

    assert set(spawns.PROPERTY_WEIGHTS) == set(PROPERTIES)
    shallow, deep = props("chain_mail", 2), props("chain_mail", 10)
    assert sum(p is not None for p in deep) > 2 * sum(p is not None for p in shallow)
    armour = Counter(p for p in deep if p is not None)
    assert set(armour) == {row for row in PROPERTIES if not PROPERTIES[row].weapon}
    assert armour["fire_resistance"] > armour["poison_resistance"] > armour["warding"]
    weapon = Counter(p for p in props("sword", 10) if p is not None)
    assert set(weapon) == {row for row in PROPERTIES if PROPERTIES[row].weapon}


def test_starting_gear_is_known_and_plain():
    state = game.new_game(4)
    for item in state.player.equipment.worn_items():
        assert state.knows(item) and item.enchantment == 0 and not item.cursed
    assert [state.name_of(i) for i in state.player.equipment.worn_items()] == [
        "Leather Armor",
        "Dagger",
    ]


def test_schema1_save_loads_with_known_plain_gear_in_ten_slots_and_plays_on():
    state = load_game(SCHEMA1)
    slots = state.player.equipment.slots
    assert list(slots) == [slot.value for slot in Slot]
    assert {k: v.name for k, v in slots.items() if v} == {
        "body": "Leather Armor",
        "main_hand": "Dagger",
        "off_hand": "Shield",
    }
    items = [i for i in state.stage.entities if hasattr(i, "enchantment")]
    items += state.player.inventory.items
    assert all(i.enchantment == 0 and not i.cursed and i.identified for i in items)
    assert state.appearances == game.new_game(state.seed).appearances
    assert state.learned == set()
    assert not broken_rules(state)
    for _ in range(20):
        state.act("wait")
    assert not broken_rules(state)


def test_ring_and_amulet_icons_follow_the_appearance():
    state = fresh()
    ring, sword = carry(state, "ring_of_strength"), carry(state, "sword")
    assert state.looks_of(ring) == ("ring", state.appearances["ring_of_strength"])
    assert state.looks_of(sword) is None


# -- the shared oracle ------------------------------------------------------------------------
def test_the_invariants_catch_a_two_hander_with_an_off_hand_item():
    state = fresh()
    slots = state.player.equipment.slots
    slots["main_hand"], slots["off_hand"] = carry(state, "greataxe"), carry(state, "shield")
    assert any("two-handed" in rule for rule in broken_rules(state))


def test_the_invariants_catch_a_ring_outside_the_ring_slots():
    state = fresh()
    ring = carry(state, "ring_of_protection")
    state.player.equipment.slots["right_ring"] = ring
    assert not broken_rules(state)
    state.player.equipment.slots["right_ring"] = None
    state.player.equipment.slots["head"] = ring
    assert any("wrong slot" in rule for rule in broken_rules(state))


def test_the_invariants_catch_a_curse_without_a_negative_enchantment():
    state = fresh()
    sword = carry(state, "sword", -1, cursed=True)
    assert not broken_rules(state)
    sword.enchantment = 0
    assert any("cursed at +0" in rule for rule in broken_rules(state))


def test_the_invariants_count_unknown_bonuses_too(monkeypatch):
    from game.engine.entity import Item

    state = fresh()
    state.player.equipment.put_on(carry(state, "ring_of_strength", 2))  # worn, still unknown
    assert not broken_rules(state)
    real = Item.bonus

    def known_only(item, stat):
        return real(item, stat) if item.identified else item.kind.equippable.bonus(stat)

    monkeypatch.setattr(Item, "bonus", known_only)
    assert any("power is not base + worn bonuses" in rule for rule in broken_rules(state))


def test_unknown_gear_never_leaks_into_the_describe_text():
    from game.engine import describe
    from game.ui.describe import item_lines

    def said(item) -> list[str]:
        return [str(text) for text, _ in item_lines(state, item)]

    state = fresh()
    sword, ring = carry(state, "sword", 3), carry(state, "ring_of_strength", 2)
    state.place(create_item("mace", 2), 2, 1)
    texts_seen = said(sword) + said(ring) + describe.tile_lines(state, 2, 1)
    joined = "\n".join(texts_seen)
    for secret in ("+3", "7", "+2", "Strength"):
        assert secret not in joined, secret
    assert "Mace ? (" in joined
    assert "enchantment unknown" in joined and "Unknown: wear it" in joined
    assert "Power 4 -> 6 at +0 (enchantment unknown)" in joined  # the kind's figure, said so
    assert "What it would change is unknown." in joined  # an unknown ring's
    sword.identified = True
    assert "+7 power" in said(sword)
