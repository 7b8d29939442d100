"""Fixtures shared by the engine tests."""

from __future__ import annotations

import pytest

from game.content import CONTENT, GameContent
from game.engine.kinds import ItemType


def with_kinds(content: GameContent, *kinds: ItemType) -> GameContent:
    """A copy of ``content`` that also knows ``kinds`` (a test's own items); ``content`` is
    left unchanged."""
    extra = {kind.id: kind for kind in kinds}
    return GameContent(
        {**content.item_types, **extra},
        content.breeds,
        content.starting_gear,
        content.appearance_pools,
        content.properties,
    )


@pytest.fixture
def content() -> GameContent:
    """A private copy of the game's content: ``with_kinds(content, kind)`` adds a test's own
    item kinds there, never to the game's registry, so no test sees another's kinds."""
    return with_kinds(CONTENT)


@pytest.fixture(autouse=True)
def _fresh_history_connections():
    """The run history keeps its connections open for the process (``game.history.db``);
    each test starts and ends with none (like a new start of the game)."""
    from game.history.db import close_all

    close_all()
    yield
    close_all()
