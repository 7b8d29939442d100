"""The game's one source of randomness: a seeded ``random.Random`` owned by the state."""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Mapping
from itertools import accumulate
from typing import TypeVar

T = TypeVar("T")


def make_rng(seed: int) -> random.Random:
    """A fresh generator for ``seed``; every random choice in a game goes through it."""
    return random.Random(seed)


def random_seed() -> int:
    """A seed for a game started without one (drawn from the OS, not from ``random``)."""
    return int.from_bytes(random.SystemRandom().randbytes(4), "little")


def weighted_choices(rng: random.Random, weights: Mapping[T, float], k: int) -> list[T]:
    """``k`` draws from the keys of ``weights``, each as likely as its weight.

    One ``rng.random()`` per draw, looked up with ``bisect`` in the running totals: the same
    draws ``random.choices`` makes, so games stay as they were.
    """
    keys = list(weights)
    totals = list(accumulate(weights.values()))
    if not keys or totals[-1] <= 0:
        raise ValueError("weighted_choices needs a positive total weight")
    total, last = totals[-1] + 0.0, len(keys) - 1
    return [keys[bisect(totals, rng.random() * total, 0, last)] for _ in range(k)]
