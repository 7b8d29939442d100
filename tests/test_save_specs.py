"""The value specs that now share one class each (issue 22, point 7: ``EnumOf`` and ``KindOf``
are ``SharedOf``, ``DequeOf`` is a ``ListOf``) keep their own rules: the exact class, the
container and its bound, and what names a shared object in the digest."""

from __future__ import annotations

import copy
from collections import deque

import pytest
from savetools import played

from game.content.registry import ITEM_TYPES
from game.engine.game import GameState
from game.engine.log import Kind, Message
from game.engine.shape import DequeOf, EnumOf, Invalid, KindOf, ListOf, SharedOf
from game.save.validate import check_state


@pytest.fixture(scope="module")
def sample() -> GameState:
    state = played(8, 60)
    assert state.player.inventory.items and state.messages.messages
    return state


def _refused(state: GameState, match: str) -> None:
    with pytest.raises(Invalid, match=match):
        check_state(state, loading=False)


def test_the_message_log_must_be_a_deque_of_the_logs_own_bound(sample: GameState) -> None:
    check_state(copy.deepcopy(sample), loading=False)
    for wrong in (deque(maxlen=5), deque(), list(sample.messages.messages)):
        state = copy.deepcopy(sample)
        wrong.extend(state.messages.messages)
        state.messages.messages = wrong
        _refused(state, "messages is not a deque of at most 1000")


def test_a_pack_must_be_a_list_within_its_capacity(sample: GameState) -> None:
    state = copy.deepcopy(sample)
    state.player.inventory.items = deque(state.player.inventory.items)
    _refused(state, "is not a list of at most")
    state = copy.deepcopy(sample)
    items = state.player.inventory.items
    while len(items) <= state.player.inventory.capacity:
        items.append(copy.deepcopy(items[0]))
    _refused(state, "is not a list of at most")


def test_a_shared_object_must_be_exactly_its_class(sample: GameState) -> None:
    state = copy.deepcopy(sample)
    message: Message = state.messages.messages[-1]
    message.kind = "info"  # the value of Kind.INFO, not the member
    _refused(state, "is not a Kind")
    state = copy.deepcopy(sample)
    item = state.player.inventory.items[0]
    item.kind = item.kind.id  # the id, not the kind
    _refused(state, "is not a ItemType")


def test_shared_objects_feed_the_digest_by_what_names_them_in_a_save() -> None:
    assert issubclass(EnumOf, SharedOf) and issubclass(KindOf, SharedOf)
    assert issubclass(DequeOf, ListOf)
    fed: list[object] = []

    class Tokens:
        def token(self, value: object) -> None:
            fed.append(value)

    EnumOf(Kind).feed(Kind.INFO, Tokens())  # type: ignore[arg-type]
    KindOf(type(ITEM_TYPES["sword"])).feed(ITEM_TYPES["sword"], Tokens())  # type: ignore[arg-type]
    assert fed == [Kind.INFO.value, "sword"]
