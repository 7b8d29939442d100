"""Thrown weapons (issue 23): darts and javelins stack in the pack, fly along a line to the
first creature, hit for their own power against defense, land on the target's tile or beyond a
miss, can be picked up again, and a dart breaks now and then."""

from __future__ import annotations

import pytest

from game.content import create_item
from game.engine.actions.throwing import ThrowAction, flight_line
from tests.scenario import monsters, scenario

RANGE = """
    ###########
    #@...o....#
    ###########
"""


def throwing_range(picture: str = RANGE, seed: int = 1):
    state = scenario(picture, seed=seed)
    state.update_fov()
    for monster in monsters(state):
        monster.ai = None  # it stands still
    return state


def carry(state, kind_id: str, count: int):
    item = create_item(kind_id)
    item.count = count
    return state.player.inventory.add(item)


def throw(state, item, target):
    return state.perform(ThrowAction(state.player, item, target))


def test_darts_and_javelins_stack_in_the_pack():
    state = throwing_range()
    darts = carry(state, "dart", 3)
    assert carry(state, "dart", 2) is darts and darts.count == 5
    javelins = carry(state, "javelin", 1)
    assert javelins is not darts and state.label_of(darts) == "5 Darts"


def test_a_hit_deals_the_weapons_power_against_defense_and_leaves_it_on_the_target():
    hits = misses = 0
    for seed in range(40):
        state = throwing_range(seed=seed)
        orc = monsters(state)[0]
        orc.fighter.base_max_hp = orc.fighter.hp = 100
        javelins = carry(state, "javelin", 2)
        assert throw(state, javelins, orc.pos)
        assert javelins.count == 1  # one off the stack
        lying = state.stage.items_at(*orc.pos)
        if orc.fighter.hp == 100 - 7:
            hits += 1
            assert [item.kind.id for item in lying] == ["javelin"]
        else:
            misses += 1
            beyond = [
                item for x in range(orc.x + 1, orc.x + 3) for item in state.stage.items_at(x, orc.y)
            ]
            assert [item.kind.id for item in beyond] == ["javelin"] and not lying
    assert hits > misses > 0  # 4 tiles away: 72 in a hundred


def test_the_first_creature_on_the_line_takes_it():
    state = throwing_range("""
        ###########
        #@.o.o....#
        ###########
    """)
    near, far = monsters(state)
    near.fighter.base_max_hp = near.fighter.hp = far.fighter.base_max_hp = far.fighter.hp = 100
    darts = carry(state, "dart", 10)
    for _ in range(10):
        throw(state, darts, far.pos)
    assert near.fighter.hp < 100  # it stood in the way
    assert far.fighter.hp <= 100


def test_a_throw_at_an_empty_tile_lands_there_and_is_picked_up_again():
    state = throwing_range()
    darts = carry(state, "dart", 2)
    assert throw(state, darts, (3, 1))
    assert [item.kind.id for item in state.stage.items_at(3, 1)] == ["dart"]
    state.act("move", dx=1, dy=0)
    state.act("move", dx=1, dy=0)
    assert state.act("pickup")
    assert darts.count == 2 and darts in state.player.inventory


def test_darts_break_now_and_then_and_javelins_never():
    broken = 0
    for seed in range(60):
        state = throwing_range(seed=seed)
        orc = monsters(state)[0]
        orc.fighter.base_max_hp = orc.fighter.hp = 100
        orc.x = 2  # next to the thrower: hit 90 in a hundred
        darts = carry(state, "dart", 1)
        throw(state, darts, orc.pos)
        on_floor = [i for i in state.stage.entities if getattr(i, "kind", None) is darts.kind]
        broken += not on_floor
    assert 6 <= broken <= 25  # a quarter of the hits
    state = throwing_range()
    javelins = carry(state, "javelin", 30)
    orc = monsters(state)[0]
    orc.fighter.base_max_hp = orc.fighter.hp = 10_000
    for _ in range(30):
        throw(state, javelins, orc.pos)
    assert sum(i.count for i in state.stage.items) == 30


@pytest.mark.parametrize(
    ("target", "why"), [((9, 1), "beyond"), ((1, 1), "yourself"), ("east", "choose")]
)
def test_refusals_change_nothing(target, why):
    state = throwing_range()
    javelins = carry(state, "javelin", 1)
    turn = state.turn
    outcome = throw(state, javelins, target)
    assert not outcome and why in outcome.refusal
    assert state.turn == turn and javelins.count == 1


def test_only_thrown_weapons_fly():
    state = throwing_range()
    potion = carry(state, "health_potion", 1)
    outcome = throw(state, potion, (3, 1))
    assert not outcome and "not made for throwing" in outcome.refusal


def test_the_line_is_tcods():
    assert flight_line((0, 0), (3, 1)) == [(1, 0), (2, 1), (3, 1)]


def test_throw_is_a_named_command_that_a_recording_keeps_and_replays():
    from game.engine.recording import build_action, decode

    state = throwing_range()
    darts = carry(state, "dart", 3)
    orc = monsters(state)[0]
    assert state.act("throw", item=darts, target=orc.pos)
    step = decode(state.recording.commands)[-1]
    assert step.name == "throw" and step.params == {"item": darts.letter, "target": orc.pos}
    action = build_action(state, step)
    assert isinstance(action, ThrowAction) and action.item is darts and action.target == orc.pos


def test_a_missile_that_ends_over_deep_water_sinks():
    """No item lies in deep water: a dart that came down there lay out of reach, and the bot
    went for it for 5,000 turns (seed 66, floor 6)."""
    from game.engine.tiles import DEEP_WATER

    state = throwing_range()
    state.stage.tiles[1, 3] = DEEP_WATER
    darts = carry(state, "dart", 2)
    assert throw(state, darts, (3, 1))
    assert not state.stage.items_at(3, 1) and darts.count == 1
    assert state.messages.messages[-1].text == "The Dart sinks out of reach."
