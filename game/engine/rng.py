"""The game's one source of randomness: a seeded ``random.Random`` owned by the state."""

from __future__ import annotations

import random


def make_rng(seed: int) -> random.Random:
    """A fresh generator for ``seed``; every random choice in a game goes through it."""
    return random.Random(seed)


def random_seed() -> int:
    """A seed for a game started without one (drawn from the OS, not from ``random``)."""
    return int.from_bytes(random.SystemRandom().randbytes(4), "little")
