"""Armed monsters: born wearing found gear that counts for them as for the hero, and dropping
everything they carried (the very same objects, unknown as they were) where they fall."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

import game
from game.content import CONTENT, spawns
from game.engine.actions.combat import MeleeAction
from game.engine.damage import apply_damage
from game.engine.monster_gear import arm
from game.save import load_game, save_game
from tests.invariants import check_invariants
from tests.scenario import monsters, scenario


def armed_orc(*gear: tuple[str, int, bool]):
    state = scenario("""
        ######
        #@o..#
        ######
    """)
    orc = monsters(state)[0]
    for kind_id, enchantment, cursed in gear:
        assert arm(orc, CONTENT.create_item(kind_id, enchantment, cursed))
    return state, orc


def test_an_armed_monsters_stats_come_from_its_gear():
    state, orc = armed_orc(("sword", 2, False), ("chain_mail", -1, True), ("iron_helm", 0, False))
    fighter = orc.fighter
    assert fighter.power == 3 + 4 + 2
    assert fighter.defense == 0 + (3 - 1) + 1
    assert fighter.max_hp == 10 + 10 and fighter.hp == 20  # born at its full, bigger max
    assert [
        orc.equipment.item_in(slot) for slot in ("main_hand", "body", "head")
    ] == orc.inventory.items
    # and the numbers are the ones melee uses, both ways
    state.player.fighter.base_max_hp = state.player.fighter.hp = 100
    defense = state.player.fighter.defense
    MeleeAction(orc, state.player).perform(state)
    assert state.player.fighter.hp == 100 - (9 - defense)
    MeleeAction(state.player, orc).perform(state)
    assert orc.fighter.hp == 20 - (state.player.fighter.power - 3)
    check_invariants(state)


def test_a_monster_never_takes_gear_off_to_wear_more():
    _, orc = armed_orc(("greataxe", 0, False))
    shield, sword = CONTENT.create_item("shield"), CONTENT.create_item("sword")
    assert not arm(orc, shield)  # the two-hander keeps the off hand
    assert not arm(orc, sword)
    assert [item.kind.id for item in orc.inventory.items] == ["greataxe"]
    assert arm(orc, CONTENT.create_item("ring_of_strength"))
    assert arm(orc, CONTENT.create_item("ring_of_strength"))  # the other ring slot
    assert not arm(orc, CONTENT.create_item("ring_of_strength"))


def test_a_dead_monster_drops_the_very_items_it_carried_as_unknown_as_they_were():
    state, orc = armed_orc(("sword", 2, False), ("chain_mail", -1, True))
    carried = list(orc.inventory.items)
    before = [(item.enchantment, item.cursed, item.identified) for item in carried]
    assert [state.name_of(item) for item in carried] == ["Sword ?", "Chain Mail ?"]
    where = orc.pos
    apply_damage(state, orc, 999)
    assert not orc.is_alive
    on_floor = state.stage.items_at(*where)
    assert len(on_floor) == 2 and all(any(i is c for i in on_floor) for c in carried)
    assert [(i.enchantment, i.cursed, i.identified) for i in carried] == before
    assert [state.name_of(item) for item in carried] == ["Sword ?", "Chain Mail ?"]
    assert orc.inventory.items == [] and orc.equipment.worn_items() == []
    assert all(item.letter is None for item in carried)
    check_invariants(state)
    # the hero picks one up: the same object, still unknown until worn
    state.place(state.player, *where)
    state.act("pickup")
    assert any(item is carried[0] or item is carried[1] for item in state.player.inventory.items)


def test_monsters_are_born_armed_from_floor_3_with_found_gear_of_the_floor():
    rng = random.Random(5)
    seen: Counter[str] = Counter()
    for floor in (1, 2):
        assert not any(CONTENT.spawn_monster("orc", floor, rng).inventory.items for _ in range(300))
    floor = 6
    allowed = {
        kind_id
        for kind_id in spawns.item_weights_for_floor(floor)
        if CONTENT.item_type(kind_id).equippable is not None
    }
    born = [CONTENT.spawn_monster("orc", floor, rng) for _ in range(400)]
    armed = [orc for orc in born if orc.inventory.items]
    percent = spawns.value_for_floor(spawns.ARMED_PERCENT, floor)
    assert abs(len(armed) / len(born) * 100 - percent) < 8
    for orc in armed:
        worn = {id(item) for item in orc.equipment.worn_items()}
        assert worn == {id(item) for item in orc.inventory.items}  # all worn, nothing spare
        assert orc.fighter.hp == orc.fighter.max_hp
        for item in orc.inventory.items:
            assert item.kind.id in allowed and not item.identified
            seen["cursed" if item.cursed else "plain"] += 1
            seen[item.kind.id] += 1
    assert seen["cursed"] > 0 and seen["plain"] > 0 and len(seen) > 8
    # bodies that take no gear are never armed
    assert not any(CONTENT.spawn_monster("golem", 11, rng).inventory.items for _ in range(100))


def _deep_game(seed: int, depth: int) -> game.GameState:
    state = game.new_game(seed)
    while state.depth < depth:
        state.new_floor()
    return state


def _armed_in_view_soon(state: game.GameState) -> int:
    return sum(1 for a in monsters(state) if a.inventory.items)


def test_same_seed_same_game_with_armed_monsters():
    from game.agents.autoplay import play

    first, second = _deep_game(21, 6), _deep_game(21, 6)
    assert _armed_in_view_soon(first) > 0
    assert game.digest(first) == game.digest(second)
    play(first, 150)
    play(second, 150)
    assert game.digest(first) == game.digest(second)
    assert game.digest(first) != game.digest(_deep_game(22, 6))


@pytest.mark.parametrize("seed", [3, 8])
def test_save_and_load_mid_floor_with_armed_monsters_plays_on_the_same(tmp_path: Path, seed):
    from game.agents.autoplay import play

    state = _deep_game(seed, 7)
    play(state, 40)
    armed = [a for a in monsters(state) if a.inventory.items]
    unknown = [i for a in armed for i in a.inventory.items if not state.knows(i)]
    assert armed and unknown
    path = tmp_path / "mid.sav"
    save_game(state, path)
    loaded = load_game(path)
    assert game.digest(loaded) == game.digest(state)
    for original, copy in zip(monsters(state), monsters(loaded), strict=True):
        assert [i.true_name for i in original.inventory.items] == [
            i.true_name for i in copy.inventory.items
        ]
        for item in copy.inventory.items:  # worn by identity after the load too
            assert copy.equipment.is_equipped(item)
    play(state, 200)
    play(loaded, 200)
    assert game.digest(loaded) == game.digest(state)
