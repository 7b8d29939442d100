"""Fixtures shared by the engine tests."""

from __future__ import annotations

import pytest

from game.content import CONTENT, GameContent


@pytest.fixture
def content() -> GameContent:
    """A private copy of the game's content: ``content.with_kinds(kind)`` adds a test's own
    item kinds there, never to the game's registry, so no test sees another's kinds."""
    return CONTENT.with_kinds()
