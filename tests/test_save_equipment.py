"""Worn items survive a load as the SAME objects as in the pack, with the same stats."""

from __future__ import annotations

from pathlib import Path

from savetools import give, played

import game
from game.save import load_game, save_game
from tests.scenario import mid_game

GEAR = ("sword", "chain_mail", "shield", "iron_helm")


def reload(state: game.GameState, path: Path) -> game.GameState:
    save_game(state, path)
    return load_game(path)


def wear_full_set(state: game.GameState) -> None:
    for kind_id in GEAR:
        item = give(state, kind_id)
        assert state.act("equip", item=item)


def stats(state: game.GameState) -> tuple[int, ...]:
    f = state.player.fighter
    return f.hp, f.max_hp, f.power, f.defense, f.base_max_hp, f.base_power, f.base_defense


def test_worn_items_are_the_items_in_the_pack(tmp_path: Path) -> None:
    loaded = reload(mid_game(seed=3), tmp_path / "a.sav")
    items = loaded.player.inventory.items
    worn = loaded.player.equipment.worn_items()
    assert len(worn) >= 4  # the outfit's four, and what the bot wore elsewhere
    for item in worn:
        assert sum(1 for carried in items if carried is item) == 1
        assert loaded.player.equipment.is_equipped(item)
    # and the unworn ones really are not worn: identity, not equality
    assert sum(loaded.player.equipment.is_equipped(i) for i in items) == len(worn)


def test_toggling_off_after_load_keeps_the_item_in_the_pack(tmp_path: Path) -> None:
    state = played(8, 100)
    wear_full_set(state)
    loaded = reload(state, tmp_path / "a.sav")
    player = loaded.player
    for slot in ("head", "body", "main_hand", "off_hand"):
        item = player.equipment.slots[slot]
        count = len(player.inventory.items)
        assert loaded.act("equip", item=item)  # toggle: it is worn, so it comes off
        assert player.equipment.slots[slot] is None
        assert not player.equipment.is_equipped(item)
        assert item in player.inventory and len(player.inventory.items) == count
    last_turn = [m.text for m in loaded.messages if m.turn == loaded.turn - 1]
    assert "You remove the Shield." in last_turn


def test_remove_command_after_load(tmp_path: Path) -> None:
    state = played(9, 100)
    wear_full_set(state)
    loaded = reload(state, tmp_path / "a.sav")
    sword = loaded.player.equipment.slots["main_hand"]
    assert loaded.act("remove", item=sword)
    assert loaded.player.equipment.slots["main_hand"] is None and sword in loaded.player.inventory


def test_full_set_keeps_slots_and_stats(tmp_path: Path) -> None:
    state = played(10, 150)
    wear_full_set(state)
    state.player.fighter.hp = state.player.fighter.max_hp - 3
    before = stats(state)
    loaded = reload(state, tmp_path / "a.sav")
    names = {slot: item.name for slot, item in loaded.player.equipment.slots.items() if item}
    assert names == {
        "head": "Iron Helm",
        "body": "Chain Mail",
        "main_hand": "Sword",
        "off_hand": "Shield",
    }
    assert list(loaded.player.equipment.slots)[:3] == ["head", "neck", "body"]
    assert stats(loaded) == before
    f = loaded.player.fighter
    assert (f.power, f.defense, f.max_hp) == (
        f.base_power + 4,
        f.base_defense + 5,
        f.base_max_hp + 10,
    )


def test_removing_the_helm_after_load_clamps_hp(tmp_path: Path) -> None:
    state = played(12, 50)
    wear_full_set(state)
    state.player.fighter.hp = state.player.fighter.max_hp  # full, including the helm's +10
    loaded = reload(state, tmp_path / "a.sav")
    helm = loaded.player.equipment.slots["head"]
    assert loaded.act("equip", item=helm)
    f = loaded.player.fighter
    assert f.max_hp == f.base_max_hp and f.hp == f.max_hp  # clamped through the wearer link


def test_dropping_a_worn_item_after_load(tmp_path: Path) -> None:
    state = played(13, 50)
    wear_full_set(state)
    loaded = reload(state, tmp_path / "a.sav")
    shield = loaded.player.equipment.slots["off_hand"]
    assert loaded.act("drop", item=shield)
    assert loaded.player.equipment.slots["off_hand"] is None
    assert shield not in loaded.player.inventory
    assert any(e is shield for e in loaded.stage.entities)
