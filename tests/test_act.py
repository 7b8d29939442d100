"""``state.act``: the named door checks parameters against the action's signature, and a
TypeError raised inside an action is a bug that propagates, never "Bad arguments"."""

from __future__ import annotations

import pytest

import game
from game.engine.actions import COMMANDS, MoveAction, WaitAction


@pytest.mark.parametrize(
    "command, params",
    [
        ("move", {"dx": 1}),  # missing dy
        ("move", {"dx": 1, "dy": 0, "run": True}),  # unknown parameter
        ("wait", {"item": None}),
        ("level_up", {}),
    ],
)
def test_bad_parameters_are_refused_with_a_message(command, params):
    state = game.new_game(3)
    before = game.digest(state)
    assert state.act(command, **params) is False
    last = state.messages[-1].text
    assert last.startswith(f"Bad arguments for {command}: ") and len(last) > 25
    state.messages.messages.pop()  # the refusal's line is the only change
    assert game.digest(state) == before


def test_a_type_error_inside_perform_propagates(monkeypatch):
    def broken(self, state):
        return None + 1

    monkeypatch.setattr(WaitAction, "perform", broken)
    state = game.new_game(3)
    with pytest.raises(TypeError):
        state.act("wait")


def test_a_type_error_inside_an_actions_constructor_propagates(monkeypatch):
    def broken(self, actor, dx, dy):
        raise TypeError("a bug in the action")

    monkeypatch.setattr(MoveAction, "__init__", broken)
    monkeypatch.setitem(COMMANDS, "move", MoveAction)
    state = game.new_game(3)
    with pytest.raises(TypeError, match="a bug in the action"):
        state.act("move", dx=1, dy=0)
