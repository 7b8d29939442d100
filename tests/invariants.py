"""The tests' check of a game's invariants: every rule ``game.engine.invariants`` names."""

from __future__ import annotations

from game.engine.game import GameState
from game.engine.invariants import broken_rules


class Broken(AssertionError):
    """A game invariant does not hold (an AssertionError, so tests report it as a failure)."""


def check_invariants(state: GameState) -> None:
    """Raise Broken naming every broken rule, if any."""
    problems = broken_rules(state)
    if problems:
        raise Broken("; ".join(problems))
