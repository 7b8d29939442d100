"""Fixtures shared by the engine tests."""

from __future__ import annotations

import pytest

from game.content import CONTENT, GameContent


@pytest.fixture
def content() -> GameContent:
    """A private copy of the game's content: ``content.with_kinds(kind)`` adds a test's own
    item kinds there, never to the game's registry, so no test sees another's kinds."""
    return CONTENT.with_kinds()


@pytest.fixture(autouse=True)
def _fresh_history_connections():
    """The run history keeps its connections open for the process (``game.history.db``);
    each test starts and ends with none (like a new start of the game)."""
    from game.history.db import close_all

    close_all()
    yield
    close_all()
