"""The game's one source of randomness: a seeded ``random.Random`` owned by the state."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TypeVar

T = TypeVar("T")


def make_rng(seed: int) -> random.Random:
    """A fresh generator for ``seed``; every random choice in a game goes through it."""
    return random.Random(seed)


def random_seed() -> int:
    """A seed for a game started without one (drawn from the OS, not from ``random``)."""
    return int.from_bytes(random.SystemRandom().randbytes(4), "little")


def draw(rng: random.Random, weights: Mapping[T, float], k: int) -> list[T]:
    """``k`` draws from the keys of a spawn table, each as likely as its weight
    (``random.choices``; a table with no positive weight is refused with ValueError)."""
    if not weights:
        raise ValueError("an empty spawn table")
    return rng.choices(list(weights), weights=list(weights.values()), k=k)
