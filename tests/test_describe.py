"""Tooltip and character-sheet words."""

from __future__ import annotations

from game.content import create_item
from game.engine import describe
from game.scenario import monsters, scenario


def fresh():
    return scenario("""
        ######
        #@.o.#
        ######
    """)


def test_item_lines_name_slot_bonus_and_worn():
    state = fresh()
    player = state.player
    dagger = player.equipment.slots["main_hand"]
    assert describe.item_lines(dagger, player)[:3] == ["Dagger", "Main hand: +2 power",
                                                        "Worn (on main hand)"]
    helm = create_item("iron_helm")
    assert describe.item_lines(helm, player)[1] == "Head: +1 defense, +10 max HP"
    assert describe.item_lines(create_item("health_potion"))[1] == "Heals 4 HP."


def test_comparison_lines():
    state = fresh()
    player = state.player
    sword = create_item("sword")
    assert describe.comparison_lines(player, sword) == ["Instead of the Dagger:",
                                                        "Power 4 -> 6 (+2)"]
    dagger = player.equipment.slots["main_hand"]
    assert describe.comparison_lines(player, dagger) == ["If removed:", "Power 4 -> 2 (-2)"]
    assert describe.comparison_lines(player, create_item("shield")) == [
        "On your empty off hand:", "Defense 2 -> 3 (+1)"]
    assert describe.comparison_lines(player, create_item("health_potion")) == []


def test_stat_line_shows_the_breakdown():
    state = fresh()
    player = state.player
    sword = create_item("sword")
    player.inventory.add(sword)
    state.act("equip", item=sword)
    assert describe.stat_line(player, "power") == "Power 6 = 2 base + 4 Sword"


def test_stat_line_keeps_an_enchanted_name_apart_from_its_number():
    """ "+ 8 +6 Dagger" reads as 8 + 6: the playtest saw "Defense 6 = 4 base - 1 -2 Iron Helm
    + 1 -2 Chain Mail" on the character sheet and in the morgue file."""
    state = fresh()
    player = state.player
    for kind_id, enchantment in (("sword", 2), ("iron_helm", -2), ("chain_mail", -2)):
        item = player.inventory.add(create_item(kind_id, enchantment))
        item.identified = True
        state.act("equip", item=item)
    assert describe.stat_line(player, "power", state) == "Power 8 = 2 base + 6 (+2 Sword)"
    assert describe.stat_line(player, "defense", state) == \
        "Defense 1 = 1 base - 1 (-2 Iron Helm) + 1 (-2 Chain Mail)"
    assert describe.stat_line(player, "max_hp", state) == \
        "Max HP 40 = 30 base + 10 (-2 Iron Helm)"


def test_tile_lines_show_what_is_known():
    state = fresh()
    orc = monsters(state)[0]
    assert describe.tile_lines(state, orc.x, orc.y) == ["Orc - HP 10/10", "Floor"]
    assert describe.tile_lines(state, 0, 0) == ["Stone wall"]
    state.stage.explored[1, 4] = False
    assert describe.tile_lines(state, 4, 1) == ["Unexplored"]
