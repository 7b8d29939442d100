"""The file format: header fields, versions, and the place for migrations."""

from __future__ import annotations

import hashlib
import lzma
import pickle
from pathlib import Path

import pytest
from savetools import envelope_for, played

import game
from game.engine.game import STATE_SCHEMA
from game.engine.log import MessageLog
from game.save import Reason, SaveError, decode_state, encode_state, load_game
from game.save import envelope as envelope_module
from game.save.envelope import FORMAT_VERSION, MAGIC, pack, read_header
from game.save.migrations import MIGRATIONS, RENAMED_GLOBALS
from game.save.unpickler import Refused, restricted_loads


def test_header_fields() -> None:
    state = played(51, 100)
    data = encode_state(state)
    header = read_header(data)
    assert data.startswith(MAGIC)
    assert (header.format, header.game_version, header.schema) == (
        FORMAT_VERSION,
        game.__version__,
        STATE_SCHEMA,
    )
    payload = data[header.size :]
    assert header.length == len(payload)
    assert header.digest == hashlib.sha256(data[: header.size - 32] + payload).digest()
    assert pickle.loads(lzma.decompress(payload)).turn == state.turn  # the xz pickle itself


def test_a_newer_format_names_the_version(tmp_path: Path) -> None:
    data = pack(b"whatever", game_version="2.5.0", format_version=FORMAT_VERSION + 1)
    error = _load_error(tmp_path, data)
    assert error.reason is Reason.INCOMPATIBLE
    assert "Ironbound 2.5.0" in str(error) and "Update Ironbound" in str(error)


def test_a_newer_schema_names_the_version(tmp_path: Path) -> None:
    data = envelope_for(
        pickle.dumps(played(52, 5), 5), schema=STATE_SCHEMA + 1, game_version="0.9.1"
    )
    error = _load_error(tmp_path, data)
    assert error.reason is Reason.INCOMPATIBLE and "Ironbound 0.9.1" in str(error)


def test_a_schema_too_old_to_migrate(tmp_path: Path) -> None:
    data = envelope_for(pickle.dumps(played(53, 5), 5), schema=0, game_version="0.0.1")
    error = _load_error(tmp_path, data)
    assert error.reason is Reason.INCOMPATIBLE and "can no longer load" in str(error)
    assert "Ironbound 0.0.1" in str(error)


def test_an_older_format_is_incompatible(tmp_path: Path) -> None:
    error = _load_error(tmp_path, pack(b"x", game_version="0.0.1", format_version=0))
    assert error.reason is Reason.INCOMPATIBLE and "can no longer load" in str(error)


def test_an_unknown_item_kind_is_incompatible_content() -> None:
    state = played(54, 5)
    data = pickle.dumps(state, 5).replace(b"\x8c\x06dagger", b"\x8c\x06rapier")
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(data))
    assert caught.value.reason is Reason.INCOMPATIBLE and "'rapier'" in str(caught.value)


def test_migrations_run_from_the_saved_schema(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pretend this release is schema 3 and today's saves are schema 1: both steps run."""
    state = played(55, 50)
    data = encode_state(state)  # written as schema STATE_SCHEMA (1)
    ran: list[int] = []

    def step(number: int):
        def upgrade(old: game.GameState) -> game.GameState:
            ran.append(number)
            old.kills += 1000 * number
            return old

        return upgrade

    monkeypatch.setattr(envelope_module, "STATE_SCHEMA", STATE_SCHEMA + 2)
    monkeypatch.setitem(MIGRATIONS, STATE_SCHEMA, step(1))
    with pytest.raises(SaveError):  # the chain has a gap at STATE_SCHEMA + 1
        decode_state(data)
    monkeypatch.setitem(MIGRATIONS, STATE_SCHEMA + 1, step(2))
    loaded = decode_state(data)
    assert ran == [1, 2] and loaded.kills == state.kills + 3000


def test_a_migration_that_breaks_the_state_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    data = encode_state(played(56, 5))
    monkeypatch.setattr(envelope_module, "STATE_SCHEMA", STATE_SCHEMA + 1)
    monkeypatch.setitem(MIGRATIONS, STATE_SCHEMA, lambda old: None)
    with pytest.raises(SaveError) as caught:
        decode_state(data)
    assert caught.value.reason is Reason.DAMAGED


def test_renamed_classes_are_found_through_the_migration_table(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    log = MessageLog()
    log.add("an old line")
    old = pickle.dumps(log, 2).replace(b"cgame.engine.log\nMessageLog\n", b"cgame.oldlog\nLog\n")
    with pytest.raises(Refused):
        restricted_loads(old)
    monkeypatch.setitem(RENAMED_GLOBALS, ("game.oldlog", "Log"), ("game.engine.log", "MessageLog"))
    assert restricted_loads(old).texts() == ["an old line"]


def _load_error(tmp_path: Path, data: bytes) -> SaveError:
    path = tmp_path / "x.sav"
    path.write_bytes(data)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    return caught.value
