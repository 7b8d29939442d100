"""A loaded state is checked before the game gets it: its shape, then the game's invariants.

A save with a good checksum can still be nonsense (made by hand, or by a buggy build); these
checks turn that into a clear refusal at load time instead of a crash later in play. Both come
from one place each: the shape (every class, field, type and range) from
``game.engine.shape.SHAPES``, the rules from ``game.engine.invariants``.
"""

from __future__ import annotations

from game.content import CONTENT
from game.engine.game import GameState
from game.engine.invariants import broken_rules
from game.engine.shape import Invalid, check_shape

__all__ = ["Invalid", "check_state"]


def check_state(state: object) -> GameState:
    """Return ``state`` if it is a well-formed GameState that keeps every rule; else Invalid."""
    check_shape(state, content=CONTENT)
    assert isinstance(state, GameState)
    problems = broken_rules(state)
    if problems:
        raise Invalid(problems[0])
    return state
