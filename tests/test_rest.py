"""Rest: wait turns through state.act until HP is full, stopping when a monster comes into view
or the hero is hurt; refused, with the reason, when nothing would heal."""

from __future__ import annotations

from game.agents.rest import (
    FULL_ALREADY,
    NOTHING_HEALS,
    RESTED,
    Rest,
)
from game.content import create_item
from game.engine.actor import Actor
from tests.scenario import scenario

ROOM = """
    ############
    #@.........#
    #..........#
    ############
"""


def hurt_hero(picture: str = ROOM, ring: bool = True):
    state = scenario(picture, seed=1)
    if ring:
        ring_item = create_item("ring_of_regeneration")
        state.player.inventory.add(ring_item)
        assert state.act("equip", item=ring_item)
    state.player.fighter.hp = state.player.fighter.max_hp - 5
    return state


def rest(state, rest_, limit=500, each_turn=None):
    """Play the rest through state.act as the UI does; the turns it took."""
    for turn in range(limit):
        command = rest_.next_command(state)
        if command is None:
            return turn
        assert command == "wait" and state.act(command)
        if each_turn is not None:
            each_turn(turn)
    raise AssertionError("the rest never ended")


def test_rest_heals_to_full_and_says_so():
    state = hurt_hero()
    start = state.turn
    journey = Rest.start(state)
    assert journey.stopped is None
    turns = rest(state, journey)
    assert state.player.fighter.hp == state.player.fighter.max_hp
    assert journey.stopped == RESTED
    assert state.turn - start == turns > 0


def test_rest_stops_when_a_monster_comes_into_view():
    state = hurt_hero()
    orc = state.content.create_actor("orc")
    assert isinstance(orc, Actor)

    def arrive(turn):
        if turn == 2:
            state.place(orc, 8, 2)  # walks in from nowhere: in view from the next look

    journey = Rest.start(state)
    turns = rest(state, journey, each_turn=arrive)
    assert journey.stopped == "An Orc comes into view!"
    assert turns == 3
    assert state.player.fighter.hp < state.player.fighter.max_hp


def test_rest_stops_when_hurt():
    state = hurt_hero()

    def hit(turn):
        if turn == 1:
            state.player.fighter.hp -= 2

    journey = Rest.start(state)
    rest(state, journey, each_turn=hit)
    assert journey.stopped == "You are hurt!"


def test_rest_is_refused_when_nothing_would_heal_or_nothing_to_heal():
    plain = hurt_hero(ring=False)
    assert plain.player.fighter.regeneration == 0  # a plain hero does not regenerate
    turn = plain.turn
    journey = Rest.start(plain)
    assert journey.stopped == NOTHING_HEALS and journey.next_command(plain) is None
    assert plain.turn == turn
    full = hurt_hero()
    full.player.fighter.hp = full.player.fighter.max_hp
    assert Rest.start(full).stopped == FULL_ALREADY


def test_rest_is_refused_with_a_monster_in_view():
    state = hurt_hero(ROOM.replace("#@.........#", "#@.......o.#"))
    assert Rest.start(state).stopped == "You cannot rest with an Orc in view."
