"""The state's content reference and the kinds' registry in saves: old names still load, the
content is saved as a name (never as data), and a save cannot swap it for something else."""

from __future__ import annotations

import pickle
import shutil
from pathlib import Path

import pytest
from savetools import envelope_for, played

import game
from game.content import BREEDS, CONTENT, ITEM_TYPES
from game.save import SaveError, load_game, save_game
from game.save.unpickler import restricted_loads

SCHEMA1 = Path(__file__).parent / "data" / "schema1_floor.sav"


def test_schema1_save_loads_with_the_content_and_the_same_kinds(tmp_path):
    path = tmp_path / "old.sav"
    shutil.copyfile(SCHEMA1, path)  # never touch the kept file itself
    state = load_game(path)
    assert state.content is CONTENT
    assert state.depth == 4 and state.turn == 1500
    for item in state.player.inventory.items:
        assert item.kind is ITEM_TYPES[item.kind.id]
    assert all(a.breed is BREEDS[a.breed.id] for a in state.stage.actors)
    state.act("wait")  # and the game goes on


def test_kinds_load_by_their_old_engine_names_too():
    old = b"\x80\x02cgame.engine.kinds\nitem_type\nX\x05\x00\x00\x00sword\x85R."
    assert restricted_loads(old) is ITEM_TYPES["sword"]
    old = b"\x80\x02cgame.engine.kinds\nbreed\nX\x03\x00\x00\x00orc\x85R."
    assert restricted_loads(old) is BREEDS["orc"]


def test_a_state_saves_its_content_and_kinds_as_names_not_data():
    data = pickle.dumps(played(3, 20), 5)
    assert b"game_content" in data and b"game.content.registry" in data
    assert b"game.engine.kinds" not in data
    assert b"A long, well-balanced blade" not in data  # no table was copied into the save
    assert pickle.loads(data).content is CONTENT
    assert len(pickle.dumps(CONTENT, 5)) < 60


def test_a_save_whose_content_is_not_the_games_is_refused(tmp_path):
    state = played(4, 10)
    state.content = None
    path = tmp_path / "bad.sav"
    path.write_bytes(envelope_for(pickle.dumps(state, 5)))
    with pytest.raises(SaveError):
        load_game(path)


def test_new_game_uses_the_content_it_is_handed(content):
    state = game.new_game(6, content=content)
    assert state.content is content
    assert game.digest(state) == game.digest(game.new_game(6))


def test_a_round_trip_keeps_the_content(tmp_path):
    state = played(5, 30)
    save_game(state, tmp_path / "a.sav")
    assert load_game(tmp_path / "a.sav").content is CONTENT


def test_a_save_cannot_change_the_shared_content():
    from game.content import CONTENT

    gear = CONTENT.starting_gear
    # GLOBAL game_content(); BUILD {"starting_gear": ()}: would empty every new game's pack
    raw = b"\x80\x02cgame.content\ngame_content\n)R}X\r\x00\x00\x00starting_gear)sb."
    with pytest.raises(Exception, match="changes to the game's own data"):
        restricted_loads(raw)
    assert CONTENT.starting_gear is gear
