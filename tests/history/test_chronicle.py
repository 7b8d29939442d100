"""The chronicle (issue 25, point 4): HP and floor over turns and kills per floor, kept in the
state at a few KB per 1,000 turns at most; saves from before it migrate."""

from __future__ import annotations

from pathlib import Path

import game
from game.agents.autoplay import play
from game.engine.chronicle import MAX_SAMPLES, SAMPLE
from game.engine.game import STATE_SCHEMA
from game.history.pictures import Pictures, from_state
from game.save import load_game, save_game

DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_run_keeps_hp_floors_and_kills():
    state = game.new_game(7)
    play(state, 1500)
    chronicle = state.chronicle
    series = chronicle.hp_series()
    assert series[0] == (0, 30, 30)  # turn 0: the starting hero
    assert len(series) == state.turn + 1 and series[-1][0] == state.turn
    assert series[-1][1:] == (state.player.fighter.hp, state.player.fighter.max_hp)
    floors = chronicle.floor_series()
    assert floors[0] == (0, 1) and floors[-1][1] == state.depth
    assert [f for _, f in floors] == list(range(1, state.depth + 1))
    assert sum(chronicle.kills_per_floor()) == state.kills > 0


def test_at_most_a_few_kb_per_thousand_turns_and_bounded_in_all():
    state = game.new_game(8)
    play(state, 2000)
    assert state.player.is_alive  # the wait below must pass a turn (seed 7 dies under rules 6)
    chronicle = state.chronicle
    size = len(chronicle.samples) + len(chronicle.arrivals) + len(chronicle.kills)
    assert size <= 4.2 * 1024 * state.turn / 1000
    chronicle.samples = bytearray(SAMPLE.pack(1, 1) * (MAX_SAMPLES - 1))
    chronicle.start_turn, chronicle.step = state.turn - MAX_SAMPLES + 2, 1
    state.act("wait")
    assert chronicle.step == 2 and len(chronicle.samples) == MAX_SAMPLES // 2 * SAMPLE.size
    times = [turn for turn, _, _ in chronicle.hp_series()]
    assert times == list(range(chronicle.start_turn, times[-1] + 1, 2))


def test_the_chronicle_is_saved_and_loaded(tmp_path):
    state = game.new_game(3)
    play(state, 300)
    save_game(state, tmp_path / "a.sav")
    loaded = load_game(tmp_path / "a.sav")
    assert loaded.chronicle.hp_series() == state.chronicle.hp_series()
    assert loaded.chronicle.kills_per_floor() == state.chronicle.kills_per_floor()
    assert game.digest(loaded) == game.digest(state)


def test_the_chronicle_changes_no_digest():
    state = game.new_game(3)
    before = game.digest(state)
    state.chronicle.samples += SAMPLE.pack(9, 9)
    assert game.digest(state) == before


def test_a_schema_5_save_migrates_with_an_empty_chronicle():
    """tests/data/schema5_floor.sav (see its README): the chronicle begins at the next turn,
    with the kills so far put on no floor."""
    assert STATE_SCHEMA == 7
    state = load_game(DATA / "schema5_floor.sav")
    chronicle = state.chronicle
    assert (state.turn, state.depth, state.kills) == (1200, 4, 37)
    assert chronicle.started == 0 and chronicle.samples == bytearray()
    assert chronicle.counted == 37
    state.act("wait")
    assert chronicle.hp_series() == [(1201, state.player.fighter.hp, state.player.fighter.max_hp)]
    assert chronicle.floor_series() == [(1201, 4)] and chronicle.kills_per_floor() == []
    pictures = from_state(state)
    assert pictures.first_turn == 1201 and len(pictures.hp) == 1


def test_pictures_read_back_from_their_lines_and_json():
    state = game.new_game(5)
    play(state, 2500)
    pictures = from_state(state)
    assert len(pictures.hp) <= 200 and pictures.end_turn == state.turn
    assert Pictures.from_lines(pictures.lines()) == pictures
    assert Pictures.from_json(pictures.to_json()) == pictures
    assert Pictures.from_json("{not json") is None
    assert Pictures.from_lines(["HP every -1 turns from turn 0 to 3:", "1/2"]) is None
