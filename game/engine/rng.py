"""The game's one source of randomness: a seeded ``random.Random`` owned by the state."""

from __future__ import annotations

import random
import struct
from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")


def make_rng(seed: int) -> random.Random:
    """A fresh generator for ``seed``; every random choice in a game goes through it."""
    return random.Random(seed)


#: A generator's state as a save holds it: its 624 words and its index, 4 bytes each.
STATE_WORDS = struct.Struct("<625I")


class PackedRandom:
    """The game's generator as a save holds it (``World.__getstate__``): a call of
    ``unpacked_random`` with its state's words as bytes (one pickle instruction where they
    took 625, each read by the save's loader in Python) and its next Gaussian. In a pickle
    protocol without bytes (before 3) the generator as it is."""

    __slots__ = ("rng",)

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __reduce_ex__(self, protocol: Any) -> Any:
        if protocol < 3:
            return self.rng.__reduce_ex__(protocol)
        _, words, gauss = self.rng.getstate()
        return unpacked_random, (STATE_WORDS.pack(*words), gauss)


def unpacked_random(words: bytes, gauss: float | None) -> random.Random:
    """A generator in the state ``PackedRandom`` packed; ValueError if no generator has it."""
    if len(words) != STATE_WORDS.size or not (gauss is None or type(gauss) is float):
        raise ValueError("not a generator's state")
    rng = random.Random(0)
    rng.setstate((3, STATE_WORDS.unpack(words), gauss))  # (a bad index: ValueError)
    return rng


def random_seed() -> int:
    """A seed for a game started without one (drawn from the OS, not from ``random``)."""
    return int.from_bytes(random.SystemRandom().randbytes(4), "little")


def draw(rng: random.Random, weights: Mapping[T, float], k: int) -> list[T]:
    """``k`` draws from the keys of a spawn table, each as likely as its weight
    (``random.choices``; a table with no positive weight is refused with ValueError)."""
    if not weights:
        raise ValueError("an empty spawn table")
    return rng.choices(list(weights), weights=list(weights.values()), k=k)
