"""A stable hash of everything that matters in a game. Equal digests mean the same game.

What "everything" is comes from ``game.engine.shape.SHAPES``: every declared field of every
object in the state, objects met twice (a worn item, the player) by identity.
"""

from __future__ import annotations

import hashlib

from game.engine.game import GameState
from game.engine.shape import Walk, feed_object


def digest(state: GameState) -> str:
    """SHA-256 over every saved field: map, entities, packs, equipment, log, counters, rng."""
    walk = Walk(hashlib.sha256())
    feed_object(state, walk)
    return walk.hasher.hexdigest()
