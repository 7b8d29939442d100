"""``state.revision``: moves with every change the screen shows, never on a refusal."""

from __future__ import annotations

import shutil
from pathlib import Path

import game
from game.content import create_item
from game.save import load_game
from tests.scenario import scenario

ROOM = """
    #######
    #@....#
    #.....#
    #....>#
    #######
"""


def test_a_performed_action_moves_it():
    state = scenario(ROOM)
    before = state.revision
    assert state.act("move", dx=1, dy=0)
    assert state.revision > before


def test_a_choice_that_takes_no_turn_moves_it_too():
    state = scenario(ROOM)
    state.player.level.current_xp = state.player.level.xp_to_next_level
    before = state.revision
    assert state.act("level_up", stat="agility")
    assert state.revision == before + 1


def test_the_monsters_phase_moves_it():
    state = scenario(ROOM)
    before = state.revision
    state.end_turn()
    assert state.revision == before + 1


def test_a_new_floor_and_a_placed_item_move_it():
    state = scenario(ROOM)
    before = state.revision
    state.place(create_item("sword"), 2, 2)
    assert state.revision == before + 1
    state.new_floor()
    assert state.revision > before + 1


def test_refusals_leave_it_alone():
    state = scenario(ROOM)
    before = state.revision
    assert not state.act("move", dx=-1, dy=0)  # a wall
    assert not state.act("pickup")  # nothing here
    assert not state.act("descend")  # no stairs here
    assert not state.act("move", dx=5, dy=0)  # not a neighbour
    assert not state.act("fly")  # no such command
    assert not state.act("move", dx=1)  # bad arguments
    assert len(state.messages) >= 6  # each said why...
    assert state.revision == before  # ...and the screen's picture did not change


def test_every_bot_turn_moves_it():
    state = game.new_game(8)
    from game.agents.autoplay import play

    before = state.revision
    play(state, 50)
    assert state.revision >= before + 2 * 50  # each turn: the action and the monsters


def test_a_schema1_save_starts_counting_at_zero(tmp_path):
    path = tmp_path / "old.sav"
    shutil.copyfile(Path(__file__).parent / "data" / "schema1_floor.sav", path)
    state = load_game(path)
    assert state.revision == 0
    state.act("wait")
    assert state.revision == 2
