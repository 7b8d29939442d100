"""Vaults known, not guessed (issue 24, point 5): the floor keeps the vaults its builder carved
(``Stage.vaults``, schema 7), saves them, checks them on load, and says "Vault door" where one
is; a schema-6 save (tests/data/schema6_floor.sav) gets its vaults from schema 6's guess."""

from __future__ import annotations

import copy
import random
from pathlib import Path

import numpy as np
import pytest
from savetools import envelope_for, pickle_of, played

import game
from game.content import CONTENT
from game.engine import dressing
from game.engine.describe import tile_lines
from game.engine.game import STATE_SCHEMA
from game.engine.regions import generate_floor
from game.engine.stage import VAULT, Vault
from game.engine.tiles import DOOR_CLOSED, DOOR_OPEN, FLOOR
from game.save import Reason, SaveError, decode_state, load_game, save_game
from game.save.envelope import read_header
from game.save.validate import Invalid, check_state

SCHEMA6 = Path(__file__).parent / "data" / "schema6_floor.sav"
#: The vault the Caves' dressing carved on floor 6 of seed 1 (replaying the bot's 2,800 turns
#: with this release notes the same one), and the digest the save had under schema 6.
SCHEMA6_VAULT = Vault(67, 36, 71, 39, 69, 36)
SCHEMA6_DIGEST = "f3acf578b0028dc076e6637e2442be518b1222e92d0ef9fa23f96c807f38538d"


def floor(depth: int, seed: int):
    player = CONTENT.create_actor("player")
    return generate_floor(random.Random(seed), player, CONTENT.populace_for_floor(depth, set()))


def with_vault(seed: int = 3) -> game.GameState:
    """A game on a Crypt floor that holds a vault."""
    for attempt in range(seed, seed + 40):
        state = game.new_game(attempt)
        state.depth = 9
        state.new_floor()
        if state.stage.vault_list():
            return state
    raise AssertionError("no Crypt floor with a vault")


def test_the_dressing_notes_every_vault_it_carves(monkeypatch: pytest.MonkeyPatch) -> None:
    carved: list = []
    carve = dressing.carve_vault

    def keep(stage, *args, **kwargs):
        room = carve(stage, *args, **kwargs)
        if room is not None:
            carved.append(room)
        return room

    monkeypatch.setattr(dressing, "carve_vault", keep)
    seen = 0
    for depth in (3, 6, 9, 12):
        for seed in range(1, 16):
            carved.clear()
            stage = floor(depth, seed)
            vaults = stage.vault_list()
            assert [(v.x1, v.y1, v.x2, v.y2) for v in vaults] == [
                (r.x1, r.y1, r.x2, r.y2) for r in carved
            ]
            for vault in vaults:
                assert stage.tiles[vault.door_y, vault.door_x] == DOOR_CLOSED
                ring = stage.tiles[vault.y1 : vault.y2 + 1, vault.x1 : vault.x2 + 1]
                assert (ring[1:-1, 1:-1] == FLOOR).all() and (ring == DOOR_CLOSED).sum() == 1
                seen += 1
            assert (stage.vault_doors().sum(), stage.vaults) == (len(vaults), stage.vaults)
    assert seen >= 15, seen  # what it covered


def test_the_vaults_change_no_digest() -> None:
    """Which door is a vault's is shown, not played: the digest (and so every recording's
    checkpoints and tests/test_digests.py) leaves it out."""
    state = with_vault()
    before = game.digest(state)
    state.stage.vaults = bytearray()
    assert game.digest(state) == before


def test_the_vaults_are_saved_and_loaded(tmp_path: Path) -> None:
    state = with_vault()
    path = tmp_path / "v.sav"
    save_game(state, path)
    loaded = load_game(path)
    assert loaded.stage.vault_list() == state.stage.vault_list() != []
    assert type(loaded.stage.vaults) is bytearray


def test_the_look_says_vault_door_shut_and_open() -> None:
    state = with_vault()
    stage = state.stage
    vault = stage.vault_list()[0]
    x, y = vault.door_x, vault.door_y
    stage.explored[y, x] = stage.visible[y, x] = True
    assert tile_lines(state, x, y)[-1] == "Vault door"
    stage.tiles[y, x] = DOOR_OPEN
    assert tile_lines(state, x, y)[-1] == "Open vault door"
    other = np.argwhere((stage.tiles == DOOR_CLOSED) & ~stage.vault_doors()).tolist()
    if other:  # a plain door stays one
        oy, ox = other[0]
        stage.explored[oy, ox] = stage.visible[oy, ox] = True
        assert tile_lines(state, ox, oy)[-1] == "Closed door"


BAD_VAULTS = {
    "off the floor": lambda s: VAULT.pack(s.width - 3, 1, s.width, 4, s.width - 3, 2),
    "no inside": lambda s: VAULT.pack(5, 5, 6, 8, 5, 6),
    "door at a corner": lambda s: VAULT.pack(5, 5, 8, 8, 5, 5),
    "door inside": lambda s: VAULT.pack(5, 5, 8, 8, 6, 6),
    "door off the ring": lambda s: VAULT.pack(5, 5, 8, 8, 10, 6),
    "a part of a record": lambda s: VAULT.pack(5, 5, 8, 8, 5, 6)[:-1],
    "too many": lambda s: VAULT.pack(5, 5, 8, 8, 5, 6) * 17,
}


@pytest.mark.parametrize("name", sorted(BAD_VAULTS))
def test_a_bad_vault_is_refused(name: str) -> None:
    state = played(3, 30)
    good = copy.deepcopy(state)
    good.stage.vaults = bytearray(VAULT.pack(5, 5, 8, 8, 5, 6))
    check_state(good, loading=False)  # the control: a good record passes
    state.stage.vaults = bytearray(BAD_VAULTS[name](state.stage))
    with pytest.raises(Invalid, match="vault"):
        check_state(state, loading=False)
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(pickle_of(state)))
    assert caught.value.reason is Reason.DAMAGED


def test_vaults_that_are_not_packed_bytes_are_refused() -> None:
    state = played(3, 30)
    for wrong in (bytes(VAULT.pack(5, 5, 8, 8, 5, 6)), [5, 5, 8, 8, 5, 6], None):
        state.stage.vaults = wrong
        with pytest.raises(SaveError) as caught:
            decode_state(envelope_for(pickle_of(state)))
        assert caught.value.reason is Reason.DAMAGED


def test_a_schema_6_save_gets_the_vaults_schema_6_drew(tmp_path: Path) -> None:
    """tests/data/schema6_floor.sav (see its README): floor 6, the Caves, a vault whose door
    was not yet seen. The migration takes schema 6's guess, which found this vault; the game
    is the same game (its digest under schema 6), and it saves again as schema 7."""
    assert STATE_SCHEMA == 7 and read_header(SCHEMA6.read_bytes()).schema == 6
    state = load_game(SCHEMA6)
    assert (state.turn, state.depth, state.region) == (2800, 6, "caves")
    assert state.stage.vault_list() == [SCHEMA6_VAULT]
    assert game.digest(state) == SCHEMA6_DIGEST
    assert len(state.messages) == 789
    path = tmp_path / "again.sav"
    save_game(state, path)
    assert read_header(path.read_bytes()).schema == STATE_SCHEMA
    again = load_game(path)
    assert again.stage.vault_list() == [SCHEMA6_VAULT] and game.digest(again) == SCHEMA6_DIGEST
    assert again.messages.texts() == state.messages.texts()


def test_a_schema_6_floor_whose_vault_was_opened_migrates_with_none(tmp_path: Path) -> None:
    """Schema 6 drew an opened vault's door as any open door, and so does its migration: the
    guess sees shut doors only."""
    state = load_game(SCHEMA6)
    stage = state.stage
    stage.tiles[SCHEMA6_VAULT.door_y, SCHEMA6_VAULT.door_x] = DOOR_OPEN
    del stage.vaults  # as schema 6 saved a floor
    path = tmp_path / "old.sav"
    path.write_bytes(envelope_for(pickle_of(state), schema=6))
    assert load_game(path).stage.vault_list() == []
    stage.tiles[SCHEMA6_VAULT.door_y, SCHEMA6_VAULT.door_x] = DOOR_CLOSED  # the control
    path.write_bytes(envelope_for(pickle_of(state), schema=6))
    assert load_game(path).stage.vault_list() == [SCHEMA6_VAULT]
