"""The ``note`` command: one line in the log, no turn, refused (nothing changed) when bad."""

from __future__ import annotations

import pytest

from game import digest
from game.engine.actions.note import NOTE_LIMIT
from tests.scenario import scenario

ROOM = """
    #####
    #@..#
    #####
"""


def test_a_note_is_logged_and_takes_no_turn():
    state = scenario(ROOM, seed=1)
    turn, revision = state.turn, state.revision
    assert state.act("note", text="Done exploring.")
    assert state.messages.messages[-1].text == "Done exploring."
    assert state.turn == turn and state.revision > revision  # the log panel redraws


@pytest.mark.parametrize("bad", ["", "   ", "two\nlines", "x" * (NOTE_LIMIT + 1), 42, None])
def test_a_bad_note_is_refused_and_changes_nothing_but_the_refusal(bad):
    state = scenario(ROOM, seed=1)
    before = [m.text for m in state.messages.messages]
    assert not state.act("note", text=bad)
    after = [m.text for m in state.messages.messages]
    assert after[:-1] == before and after[-1].startswith("A note is one line")
    other = scenario(ROOM, seed=1)
    other.log(after[-1], state.messages.messages[-1].kind)
    assert digest(state) == digest(other)
