"""Issue 21, point 4: no two blocking actors share a tile. Two monsters on one tile passed every
load check, and the first monster turn raised KeyError in the monsters' index (``ai.py``)."""

from __future__ import annotations

import pytest
from savetools import envelope_for, pickle_of

import game
from game.content import create_actor
from game.engine.actor import Actor
from game.engine.ai import run_monsters
from game.engine.invariants import broken_rules
from game.save import Reason, SaveError, decode_state
from game.scenario import scenario

ROOM = """
    ##########
    #........#
    #.@..o...#
    #......o.#
    ##########
"""


def two_on_a_tile(who: str = "monsters"):
    """The room's two orcs on one tile (or an orc on the hero's)."""
    state = scenario(ROOM, seed=3)
    orcs = [a for a in state.stage.entities if isinstance(a, Actor) and a is not state.player]
    target = state.player if who == "hero" else orcs[0]
    orcs[1].x, orcs[1].y = target.x, target.y
    return state


def test_control_two_monsters_on_one_tile_crash_the_monsters_turn() -> None:
    """What the rule prevents: the index of blockers keeps one of the two, the other's move
    then misses it."""
    state = two_on_a_tile()
    with pytest.raises(KeyError):
        for _ in range(5):
            run_monsters(state)


@pytest.mark.parametrize("who", ["monsters", "hero"])
def test_the_oracle_names_two_blockers_on_one_tile(who: str) -> None:
    problems = broken_rules(two_on_a_tile(who))
    assert any("share the tile" in problem for problem in problems), problems


@pytest.mark.parametrize("who", ["monsters", "hero"])
def test_a_save_with_two_blockers_on_one_tile_is_refused(who: str) -> None:
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(pickle_of(two_on_a_tile(who))))
    assert caught.value.reason is Reason.DAMAGED and "share the tile" in str(caught.value)


def test_remains_under_a_living_creature_are_allowed() -> None:
    state = two_on_a_tile()
    dead = next(a for a in state.stage.entities if isinstance(a, Actor) and a is not state.player)
    dead.fighter.hp = 0
    assert not dead.blocks and broken_rules(state) == []
    loaded = decode_state(envelope_for(pickle_of(state)))
    assert game.digest(loaded) == game.digest(state)


def test_a_creature_placed_on_a_free_tile_keeps_the_rule() -> None:
    state = scenario(ROOM, seed=3)
    shaman = create_actor("shaman")
    state.place(shaman, 3, 2)
    assert broken_rules(state) == []
