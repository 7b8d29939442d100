"""Gear, third edition: every property's rule, the elements, and the deadlock rule, on scenes
built from ASCII pictures (issue 23). Each test breaks when its rule does."""

from __future__ import annotations

import pytest

from game.content import PROPERTIES, create_item
from game.engine.damage import apply_damage
from game.engine.properties import MAX_POISON, fire_amount
from tests.scenario import monsters, scenario

DUEL = """
    #######
    #.@o..#
    #######
"""


def duel(legend: dict[str, str] | None = None, picture: str = DUEL, seed: int = 1):
    state = scenario(picture, seed=seed, legend=legend)
    state.update_fov()
    return state, monsters(state)[0]


def wield(state, kind_id: str, prop: str | None = None, enchantment: int = 0):
    """Put on a known piece of gear (with ``prop``) as the player would."""
    item = create_item(kind_id, enchantment=enchantment, prop=prop)
    state.learn(item)
    state.player.inventory.add(item)
    assert state.act("equip", item=item), state.messages.texts()[-1]
    return item


def still(monster):
    """The monster takes no turns (the test watches one rule at a time)."""
    monster.ai = None
    return monster


def sturdy(actor, hp: int = 500):
    actor.fighter.base_max_hp = hp
    actor.fighter.hp = hp


# -- weapons --------------------------------------------------------------------------------
def test_flame_adds_fire_that_ignores_armour():
    state, orc = duel()
    still(orc)
    sturdy(orc)
    orc.fighter.base_defense = 50  # no blow gets through: only the fire does
    wield(state, "sword", "flame")
    assert state.act("move", dx=1, dy=0)
    assert orc.fighter.hp == orc.fighter.max_hp - 3


def test_fire_resistance_halves_and_fear_doubles():
    state, orc = duel()
    assert fire_amount(orc, 7) == 7
    orc_fire_res = create_item("chain_mail", prop="fire_resistance")
    orc.inventory.add(orc_fire_res)
    orc.equipment.put_on(orc_fire_res)
    assert fire_amount(orc, 7) == 4  # halved, rounded up
    mummy_state, mummy = duel({"M": "mummy"}, DUEL.replace("o", "M"))
    assert fire_amount(mummy, 7) == 14
    salamander_state, salamander = duel({"S": "salamander"}, DUEL.replace("o", "S"))
    assert fire_amount(salamander, 7) == 4


def test_venom_poisons_and_poison_bites_each_turn():
    state, orc = duel()
    still(orc)
    sturdy(orc)
    wield(state, "sword", "venom")
    assert state.act("move", dx=1, dy=0)
    assert orc.poisoned_turns == 4 - 1  # four turns, one already spent
    hp = orc.fighter.hp
    assert state.act("wait")
    assert orc.fighter.hp == hp - 1 and orc.poisoned_turns == 2
    for _ in range(5):
        state.act("wait")
    assert orc.poisoned_turns == 0 and orc.fighter.hp == hp - 3


def test_poison_builds_up_to_a_limit_and_kills_with_its_cause():
    state, spider = duel({"x": "giant_spider"}, DUEL.replace("o", "x"))
    hero = state.player
    hero.fighter.base_defense = 100  # the bite's venom takes however strong the armour
    for _ in range(10):
        assert state.act("wait")
    assert 0 < hero.poisoned_turns <= MAX_POISON
    hero.fighter.hp = 1
    spider.ai = None
    state.act("wait")
    assert not hero.is_alive and state.cause == "poison"
    assert state.messages.texts()[-1] == "You died!"


def test_poison_resistance_stops_the_bite():
    state, spider = duel({"x": "giant_spider"}, DUEL.replace("o", "x"))
    state.player.fighter.base_defense = 100
    wield(state, "leather_boots", "poison_resistance")
    for _ in range(6):
        assert state.act("wait")
    assert state.player.poisoned_turns == 0
    assert "You shrug off the poison." in state.messages.texts()


def test_a_skeleton_is_never_poisoned():
    state, skeleton = duel({"K": "skeleton"}, DUEL.replace("o", "K"))
    still(skeleton)
    wield(state, "sword", "venom")
    state.act("move", dx=1, dy=0)
    assert skeleton.poisoned_turns == 0


def test_draining_heals_a_share_of_the_damage_dealt():
    state, orc = duel()
    still(orc)
    sturdy(orc)
    hero = state.player
    sturdy(hero, 100)
    hero.fighter.hp = 50
    wield(state, "greataxe", "draining")  # power 2 + 7 = 9 against defense 0
    assert state.act("move", dx=1, dy=0)
    assert hero.fighter.hp == 50 + 9 * PROPERTIES["draining"].amount // 100


def test_frost_freezes_a_monster_out_of_its_turns():
    state, orc = duel()
    sturdy(orc)
    sturdy(state.player)
    wield(state, "sword", "frost")
    frozen = 0
    for _ in range(40):
        hp, seen = state.player.fighter.hp, len(state.messages)
        state.act("move", dx=1, dy=0)
        if "The Orc is frozen solid." in state.messages.texts()[seen - len(state.messages) :]:
            frozen += 1
            assert state.player.fighter.hp == hp  # its turn was lost: it did not strike
    assert 4 <= frozen <= 20  # one in four


def test_a_frozen_hero_loses_turns_while_the_monsters_take_theirs():
    state, orc = duel()
    sturdy(state.player)
    hero = state.player
    hero.frozen_turns = 2
    turn, hp = state.turn, hero.fighter.hp
    assert state.act("wait")
    assert state.turn == turn + 3 and hero.frozen_turns == 0
    assert hero.fighter.hp < hp  # the orc struck three times
    assert state.messages.texts().count("You are frozen: a turn passes.") == 2


# -- armour ---------------------------------------------------------------------------------
def test_thorns_hurt_whoever_strikes():
    state, orc = duel()
    sturdy(orc)
    state.player.fighter.base_defense = 100
    wield(state, "cloak", "thorns")
    wield(state, "leather_cap", "thorns")
    hp = orc.fighter.hp
    assert state.act("wait")  # the orc strikes, for nothing, and takes 2 + 2
    assert orc.fighter.hp == hp - 4


def test_stealth_lets_sleepers_notice_only_close_by():
    picture = """
        ###########
        #@......o.#
        ###########
    """
    for stealthy in (False, True):
        woke = 0
        for seed in range(30):
            state, orc = duel(picture=picture, seed=seed)
            orc.asleep = True
            if stealthy:
                wield(state, "leather_boots", "stealth")
            for _ in range(10):
                state.act("wait")
            woke += not orc.asleep
        if stealthy:
            assert woke == 0  # 7 tiles away: never noticed
        else:
            assert woke >= 5


def test_a_sleeper_wakes_when_hurt_and_does_nothing_while_asleep():
    state, orc = duel()
    orc.asleep = True
    hero = state.player
    hero.x = 1  # away from it, in sight
    state.update_fov()
    hp = hero.fighter.hp
    apply_damage(state, orc, 1)
    assert not orc.asleep
    state2, orc2 = duel()
    orc2.asleep = True
    state2.player.fighter.base_defense = -100  # any blow would show
    state2.rng.seed(99)
    hp = state2.player.fighter.hp
    orc2_asleep_turns = 0
    while orc2.asleep and orc2_asleep_turns < 50:
        state2.act("wait")
        orc2_asleep_turns += 1
        if orc2.asleep:
            assert state2.player.fighter.hp == hp


def test_warding_stops_confusion_by_spell_and_by_scroll():
    picture = """
        ##########
        #@....s..#
        ##########
    """
    state, shaman = duel(picture=picture)
    wield(state, "chain_mail", "warding")
    for _ in range(10):
        state.act("wait")
    assert state.player.confused_turns == 0
    assert "Your ward turns the spell aside." in state.messages.texts()


# -- the deadlock rule ------------------------------------------------------------------------
def test_a_fight_nobody_can_win_wears_both_guards_down_until_blows_land():
    state, golem = duel({"G": "golem"}, DUEL.replace("o", "G"))
    hero = state.player
    sturdy(hero, 1000)
    sturdy(golem, 1000)
    hero.fighter.base_defense = 20  # the golem (power 6) cannot hurt the hero...
    hero.fighter.base_power = 2  # ...nor the hero (power 2 + 2) the golem (defense 6)
    for _ in range(30):
        state.act("move", dx=1, dy=0)
    assert golem.fighter.hp < 1000  # the hero's blows land now: the fight goes on to an end
    assert golem.fighter.worn_guard > 0 and hero.fighter.worn_guard > 0
    breakdown = hero.fighter.breakdown("defense")
    assert breakdown[-1][0] == "worn guard" and sum(v for _, v in breakdown) == hero.fighter.defense


def test_a_fight_one_side_can_win_is_left_as_it_is():
    state, orc = duel()
    still(orc)
    sturdy(orc)
    state.player.fighter.base_power = -5  # the hero cannot hurt the orc, but the orc can hurt
    for _ in range(5):  # the hero: no deadlock, no wear
        state.act("move", dx=1, dy=0)
    assert orc.fighter.worn_guard == 0


def test_the_bosss_guard_wears_under_every_blow():
    """The boss can be beaten by any hero who reaches him: a hero whose blows cannot dent the
    Warlord's plate wears his guard down even though he hurts the hero, and a blow that does
    damage wears it too (a stronger hero never does worse)."""
    state, warlord = duel({"W": "warlord"}, DUEL.replace("o", "W"))
    hero = state.player
    still(warlord)
    sturdy(hero, 1000)
    hero.fighter.base_power = 2  # 2 + the Dagger's 2 against defense 3 + Plate Armor +2's 7
    assert hero.fighter.power <= warlord.fighter.defense
    assert warlord.fighter.power > hero.fighter.defense
    hp = warlord.fighter.hp
    for _ in range(12):
        state.act("move", dx=1, dy=0)
    assert warlord.fighter.worn_guard > 0 and warlord.fighter.hp < hp
    strong, boss = duel({"W": "warlord"}, DUEL.replace("o", "W"))
    still(boss)
    strong.player.fighter.base_power = 20  # every blow lands
    for blows in range(1, 4):
        strong.act("move", dx=1, dy=0)
        assert boss.fighter.worn_guard == blows


def test_a_blow_that_lands_wears_no_guard_but_the_bosss():
    state, orc = duel()
    still(orc)
    sturdy(orc)
    orc.fighter.base_defense = 1
    for _ in range(3):
        state.act("move", dx=1, dy=0)
    assert orc.fighter.worn_guard == 0


def test_a_worn_guard_mends_once_clear_of_foes():
    state, orc = duel()
    state.player.fighter.worn_guard = 3
    orc.fighter.hp = 0  # gone
    orc.ai = None
    state.stage.entities.remove(orc)
    for _ in range(3):
        state.act("wait")
    assert state.player.fighter.worn_guard == 0


# -- names and knowledge ------------------------------------------------------------------------
def test_names_show_a_known_property_and_runes_on_an_unknown_one():
    state, _ = duel()
    sword = create_item("sword", enchantment=1, prop="flame")
    assert state.name_of(sword) == "runed Sword ?"
    state.learn(sword)
    assert state.name_of(sword) == "+1 Sword of Flame"
    cloak = create_item("cloak", prop="fire_resistance")
    state.learn(cloak)
    assert state.name_of(cloak) == "Cloak of Fire Resistance"


@pytest.mark.parametrize(
    ("kind_id", "prop"),
    [
        ("sword", "thorns"),
        ("cloak", "flame"),
        ("ring_of_strength", "flame"),
        ("health_potion", "flame"),
    ],
)
def test_a_property_where_it_cannot_be_is_refused(kind_id, prop):
    with pytest.raises(ValueError):
        create_item(kind_id, prop=prop)
