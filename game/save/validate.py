"""A loaded state is checked before the game gets it: its shape, then the game's invariants.

A save with a good checksum can still be nonsense (made by hand, or by a buggy build); these
checks turn that into a clear refusal at load time instead of a crash later in play. Both come
from one place each: the shape (every class, field, type and range) from
``game.engine.shape.SHAPES``, the rules from ``game.engine.invariants``.
"""

from __future__ import annotations

from collections import Counter

from game.content import CONTENT
from game.engine.actor import Actor
from game.engine.entity import Item
from game.engine.game import GameState
from game.engine.invariants import broken_rules
from game.engine.shape import MAX_STACK_LOADED, Invalid, check_shape

__all__ = ["Invalid", "check_state"]


def check_state(state: object, loading: bool = True) -> GameState:
    """Return ``state`` if it is a well-formed GameState that keeps every rule (its actors
    linked to their fighters, which a load leaves to this check); else Invalid.

    ``loading``: held to the load limits, a margin under what the game saves (False: the check
    a save makes of its own bytes, which may hold a game that grew past them)."""
    check_shape(state, content=CONTENT, loading=loading)
    assert isinstance(state, GameState)
    for entity in state.stage.entities:  # the loader builds fields only; derive the rest
        if isinstance(entity, Actor):
            entity.track_life()
    problems = broken_rules(state)
    if problems:
        raise Invalid(problems[0])
    if loading:
        _check_stack_totals(state)
    return state


def _check_stack_totals(state: GameState) -> None:
    """Stacks of one kind merge when picked up: together (floor and packs) they load only up to
    MAX_STACK_LOADED, so that a stack never grows past what saves."""
    totals: Counter[str] = Counter()
    for entity in state.stage.entities:
        items = entity.inventory.items if isinstance(entity, Actor) else [entity]
        for item in items:
            if isinstance(item, Item) and item.stackable:
                totals[item.kind.id] += item.count
    if any(total > MAX_STACK_LOADED for total in totals.values()):
        raise Invalid("more of one kind of item than any dungeon holds")
