"""The message log: repeats stack, only the last MAX_LINES lines are kept (a deque), and old
saves' lists become that deque on load."""

from __future__ import annotations

import hashlib
import pickle
import shutil
from collections import deque
from pathlib import Path

import pytest
from savetools import envelope_for, played

from game.engine.log import Kind, MessageLog
from game.save import SaveError, load_game
from game.save.unpickler import Malformed, restricted_loads

SCHEMA1 = Path(__file__).parent / "data" / "schema1_floor.sav"
#: tests/data/schema1_floor.sav's log as Ironbound 0.1.0 (schema 1) loaded it.
SCHEMA1_LOG_LINES = 479
SCHEMA1_LOG_SHA256 = "bebcde7937ffd139f6c62e2c18fa417b288ef59060903614bcf210a859be879e"


def test_repeats_stack_and_only_the_last_lines_are_kept():
    log = MessageLog()
    log.add("first", Kind.INFO, 1)
    log.add("first", Kind.INFO, 2)
    assert len(log) == 1 and log[-1].count == 2 and log[-1].turn == 2
    for n in range(MessageLog.MAX_LINES + 5):
        log.add(f"line {n}")
    assert len(log) == MessageLog.MAX_LINES
    assert log[0].text == "line 5" and log[-1].text == f"line {MessageLog.MAX_LINES + 4}"
    assert log.texts()[0] == "line 5"


def test_a_schema1_log_becomes_the_bounded_deque_with_the_same_lines(tmp_path):
    path = tmp_path / "old.sav"
    shutil.copyfile(SCHEMA1, path)
    state = load_game(path)
    messages = state.messages.messages
    assert type(messages) is deque and messages.maxlen == MessageLog.MAX_LINES
    # The lines as schema 1 loaded them (read with the release that wrote the file): the pack
    # migration changes the digest, so the log is compared line by line.
    lines = [(m.text, m.kind.value, m.count, m.turn) for m in messages]
    assert len(lines) == SCHEMA1_LOG_LINES
    assert hashlib.sha256(repr(lines).encode()).hexdigest() == SCHEMA1_LOG_SHA256


def test_a_round_trip_keeps_the_deque():
    state = played(2, 40)
    loaded = restricted_loads(pickle.dumps(state, 5))
    assert type(loaded.messages.messages) is deque
    assert loaded.messages.texts() == state.messages.texts()


def test_a_log_that_is_not_the_bounded_deque_is_refused(tmp_path):
    state = played(2, 10)
    state.messages.messages = deque(state.messages.messages)  # no maxlen
    path = tmp_path / "bad.sav"
    path.write_bytes(envelope_for(pickle.dumps(state, 5)))
    with pytest.raises(SaveError):
        load_game(path)


def test_the_deque_maker_builds_only_the_logs_empty_deque():
    ok = b"\x80\x05\x8c\x0bcollections\x8c\x05deque\x93)M\xe8\x03\x86R."
    assert MessageLog.MAX_LINES == 1000
    assert restricted_loads(ok) == deque(maxlen=1000)
    # Any other bound is not the log's (an unbounded deque would bypass the log's budget).
    other = b"\x80\x05\x8c\x0bcollections\x8c\x05deque\x93)K\x05\x86R."
    with pytest.raises(Malformed):
        restricted_loads(other)
    # deque(<a list>, 1000) directly: refused (items may only come by APPENDS)
    bad = b"\x80\x05\x8c\x0bcollections\x8c\x05deque\x93]K\x01aM\xe8\x03\x86R."
    with pytest.raises(Malformed):
        restricted_loads(bad)


def test_every_kind_of_message_has_its_colour_in_the_ui():
    from game.engine.log import Kind
    from game.ui.theme import MESSAGE_COLORS

    assert set(MESSAGE_COLORS) == {kind.value for kind in Kind}
