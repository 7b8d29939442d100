"""The run summary's gear, third edition (issue 23): the worn list names an artefact's
properties, a "Properties worn" section says what each does and which piece gives it, the
hero's conditions are noted, and a property the player never learned is never written."""

from __future__ import annotations

from datetime import datetime

from game.content import CONTENT, create_item
from game.morgue import run_summary
from game.scenario import scenario

ENDED = datetime(2026, 11, 23, 12, 0, 5)
ROOM = """
    #######
    #.@...#
    #######
"""


def dressed():
    state = scenario(ROOM, seed=2)
    pack = state.player.inventory
    for kind, prop, enchantment in (("warlords_crown", None, 0), ("sword", "flame", 1)):
        item = pack.add(create_item(kind, enchantment=enchantment, prop=prop))
        assert state.act("equip", item=item), state.messages[-1].text
    return state


def section(summary: str, title: str) -> list[str]:
    lines = summary.splitlines()
    start = lines.index(title) + 2  # the title, its rule
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return [line.strip() for line in lines[start:end]]


def test_the_worn_list_names_what_a_name_does_not_say():
    summary = run_summary(dressed(), ENDED)
    worn = section(summary, "Worn")
    assert "Head:       the Warlord's Crown {Warding, Thorns, Fire Resistance}" in worn
    assert "Main hand:  +1 Sword of Flame" in worn  # its name says it


def test_the_properties_worn_say_what_each_does_and_whence():
    summary = run_summary(dressed(), ENDED)
    props = section(summary, "Properties worn")
    rows = CONTENT.properties
    assert props == [
        f"Warding (the Warlord's Crown): {rows['warding'].description}",
        f"Thorns (the Warlord's Crown): {rows['thorns'].description}",
        f"Fire Resistance (the Warlord's Crown): {rows['fire_resistance'].description}",
        f"Flame (+1 Sword of Flame): {rows['flame'].description}",
    ]
    assert section(run_summary(scenario(ROOM, seed=2), ENDED), "Properties worn") == ["none"]


def test_conditions_are_noted_only_when_there_are_some():
    state = dressed()
    assert "State:" not in run_summary(state, ENDED)
    state.player.poisoned_turns = 3
    assert "State:   poisoned (3 turns)" in run_summary(state, ENDED).splitlines()


def test_a_property_never_learned_is_never_written():
    state = dressed()
    sword = state.player.equipment.item_in("main_hand")
    sword.identified = False  # as if never learned (the rule, not a way the game goes)
    summary = run_summary(state, ENDED)
    assert "Flame" not in summary.split("\nLast ")[0]  # the log keeps what it said then
    assert "Main hand:  runed Sword ?" in section(summary, "Worn")
