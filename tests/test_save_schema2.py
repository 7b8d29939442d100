"""The real schema-2 save (tests/data/schema2_floor.sav) loads into the current schema."""

from __future__ import annotations

from pathlib import Path

import game
from game.engine.game import STATE_SCHEMA
from game.save import load_game, save_game
from game.save.envelope import read_header

SCHEMA2 = Path(__file__).parent / "data" / "schema2_floor.sav"


def test_the_kept_file_is_a_schema_2_save():
    assert read_header(SCHEMA2.read_bytes()).schema == 2


def test_a_schema_2_game_loads_as_a_run_neither_won_nor_lost():
    state = load_game(SCHEMA2)
    assert (state.depth, state.turn, state.player.fighter.hp) == (7, 2500, 60)
    assert state.won is False and state.cause is None and state.kills_by_breed == {}
    assert not state.game_over


def test_a_schema_2_game_keeps_what_the_player_knew_of_its_gear():
    state = load_game(SCHEMA2)
    pack = state.player.inventory
    names = [state.label_of(item) for item in pack.items]
    assert "Leather Cap ?" in names and "+2 Chain Mail" in names
    cap = next(item for item in pack.items if state.label_of(item) == "Leather Cap ?")
    assert cap.cursed and cap.enchantment == -2 and not state.knows(cap)
    for worn in state.player.equipment.worn_items():
        assert worn in pack and state.knows(worn)


def test_a_schema_2_game_plays_on_and_saves_in_the_current_schema(tmp_path: Path):
    from game.agents.autoplay import play

    state = load_game(SCHEMA2)
    play(state, 300)
    assert state.turn > 2500
    assert sum(state.kills_by_breed.values()) == state.kills - load_game(SCHEMA2).kills
    path = tmp_path / "now.sav"
    save_game(state, path)
    assert read_header(path.read_bytes()).schema == STATE_SCHEMA
    assert game.digest(load_game(path)) == game.digest(state)
