"""The restricted unpickler: a save can name only the game's own classes and a few makers.

``find_class`` answers exact (module, name) pairs from an allowlist and refuses everything
else, so a hostile pickle cannot reach ``os.system``, ``eval`` or anything else that runs code.
What it hands out:

- the game's state classes themselves (pickle needs real classes to build instances);
- for everything it may *call*, small makers of its own: enum members, item kinds and breeds
  by id, the game's content, a ``random.Random``, an empty ``deque``, a numpy dtype (always
  a fresh copy) and an array from raw bytes.

Pickle's BUILD step can set attributes on whatever an earlier step produced, including the
classes above and the shared kinds, breeds and enum members. The unpickler therefore
snapshots each such object as it hands it out, and refuses (and undoes) any change a load
made to one.

The pickles are written with protocol ``PROTOCOL`` (5), whose numpy arrays name only
``numpy._core.numeric._frombuffer`` (``numpy.core.numeric`` before numpy 2) and ``numpy.dtype``.
"""

from __future__ import annotations

import io
import operator
import pickle
import random
from collections import deque
from functools import cache
from typing import Any

import numpy as np

from game.content import CONTENT
from game.content.registry import BREEDS, ITEM_TYPES
from game.engine.log import Kind
from game.save.migrations import RENAMED_GLOBALS

PROTOCOL = 5

# The game classes a save may hold, as (module, name); pickle builds them without calling
# __init__ (NEWOBJ then BUILD).
STATE_CLASSES: tuple[tuple[str, str], ...] = (
    ("game.engine.game", "GameState"),
    ("game.engine.stage", "Stage"),
    ("game.engine.actor", "Actor"),
    ("game.engine.actor", "Fighter"),
    ("game.engine.actor", "Inventory"),
    ("game.engine.actor", "Level"),
    ("game.engine.entity", "Item"),
    ("game.engine.equipment", "Equipment"),
    ("game.engine.ai", "HostileAI"),
    ("game.engine.ai", "ConfusedAI"),
    ("game.engine.log", "MessageLog"),
    ("game.engine.log", "Message"),
)

# Callables a save may name, each answered by a maker of ours (the method named here).
MAKERS: dict[tuple[str, str], str] = {
    ("game.engine.log", "Kind"): "_message_kind",
    ("game.content.registry", "item_type"): "_item_type",
    ("game.content.registry", "breed"): "_breed",
    ("game.content", "game_content"): "_content",
    ("random", "Random"): "_random",
    ("collections", "deque"): "_deque",
    ("numpy", "dtype"): "_dtype",
    ("numpy._core.numeric", "_frombuffer"): "_array",
    ("numpy.core.numeric", "_frombuffer"): "_array",  # saves pickled under numpy 1.x
}

_ARRAY_DTYPES = frozenset({"u1", "b1", "i1", "i2", "i4", "i8", "u2", "u4", "u8", "f4", "f8"})
_ARRAY_ORDERS = frozenset({"C", "F"})


class Refused(Exception):  # noqa: N818 - "raise Refused(what)"
    """The pickle names (or changes) something the loader does not allow."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


class UnknownContent(Exception):
    """The pickle names a kind, breed or message kind this version does not have."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


@cache
def _classes() -> dict[tuple[str, str], type]:
    import importlib

    found: dict[tuple[str, str], type] = {}
    for module, name in STATE_CLASSES:
        cls = getattr(importlib.import_module(module), name)
        assert isinstance(cls, type) and (cls.__module__, cls.__qualname__) == (module, name)
        found[(module, name)] = cls
    return found


class RestrictedUnpickler(pickle.Unpickler):
    """A C unpickler whose ``find_class`` answers only from the allowlist.

    Every shared object it hands out (a class, an item kind, a breed, an enum member) is
    snapshotted first; ``load`` refuses, and undoes, any change the pickle made to one.
    """

    def __init__(self, file: io.BufferedIOBase) -> None:
        super().__init__(file)
        self._classes = _classes()
        self._watched: dict[int, tuple[object, dict[str, object]]] = {}

    def load(self) -> Any:
        """Unpickle; then refuse (and undo) any change to a shared object, even after an error."""
        try:
            return super().load()
        finally:
            self._check_untouched()

    def find_class(self, module: str, name: str) -> Any:
        pair = RENAMED_GLOBALS.get((module, name), (module, name))
        cls = self._classes.get(pair)
        if cls is not None:
            return self._watch(cls)
        maker = MAKERS.get(pair)
        if maker is not None:
            return getattr(self, maker)  # a fresh bound method: BUILD cannot change it
        raise Refused(f"{module}.{name}")

    # -- the guard -------------------------------------------------------------------------
    def _watch(self, shared: Any) -> Any:
        if id(shared) not in self._watched:
            self._watched[id(shared)] = (shared, vars(shared).copy())
        return shared

    def _check_untouched(self) -> None:
        changed = []
        for obj, before in self._watched.values():
            now = vars(obj)
            # the same names, each bound to the very same object (C-level passes)
            if (len(now) != len(before) or now.keys() != before.keys()
                    or not all(map(operator.is_, now.values(), before.values()))):
                changed.append((obj, before))
        for obj, before in changed:
            _restore(obj, before)
        if changed:
            raise Refused(f"changes to the game's own {_describe(changed[0][0])}")

    # -- makers ----------------------------------------------------------------------------
    def _message_kind(self, value: object) -> Any:
        try:
            return self._watch(Kind(value))
        except ValueError:
            raise UnknownContent(f"a message kind ({value!r})") from None

    def _item_type(self, kind_id: object) -> Any:
        if not isinstance(kind_id, str) or kind_id not in ITEM_TYPES:
            raise UnknownContent(f"an item kind ({kind_id!r})")
        return self._watch(ITEM_TYPES[kind_id])

    def _breed(self, breed_id: object) -> Any:
        if not isinstance(breed_id, str) or breed_id not in BREEDS:
            raise UnknownContent(f"a creature ({breed_id!r})")
        return self._watch(BREEDS[breed_id])

    def _content(self) -> Any:
        return self._watch(CONTENT)

    @staticmethod
    def _random() -> random.Random:
        return random.Random(0)  # its state comes next, from the save (BUILD -> __setstate__)

    @staticmethod
    def _deque(iterable: object = (), maxlen: object = None) -> deque:
        if iterable != () or not (maxlen is None or (type(maxlen) is int and maxlen >= 0)):
            raise ValueError("bad deque")
        return deque(maxlen=maxlen)  # its items come next (APPENDS)

    @staticmethod
    def _dtype(spec: object, align: object = False, copy: object = True) -> np.dtype:
        if not isinstance(spec, str) or spec not in _ARRAY_DTYPES:
            raise ValueError(f"dtype {spec!r} not allowed")
        return np.dtype(spec, align=bool(align), copy=True)  # never the shared instance

    @staticmethod
    def _array(buffer: object, dtype: object, shape: object, order: object) -> np.ndarray:
        if not isinstance(buffer, bytes | bytearray | pickle.PickleBuffer):
            raise ValueError("array data must be bytes")
        if not isinstance(dtype, np.dtype) or dtype.hasobject:
            raise ValueError("bad array dtype")
        if not (isinstance(shape, tuple) and all(type(n) is int and n >= 0 for n in shape)):
            raise ValueError("bad array shape")
        if order not in _ARRAY_ORDERS:
            raise ValueError("bad array order")
        return np.frombuffer(buffer, dtype=dtype).reshape(shape, order=order)


def _restore(obj: object, before: dict[str, object]) -> None:
    now = vars(obj)
    if isinstance(obj, type):
        for key in [k for k in now if k not in before]:
            type.__delattr__(obj, key)
        for key, value in before.items():
            if now.get(key) is not value:
                type.__setattr__(obj, key, value)
    else:
        now.clear()
        now.update(before)


def _describe(obj: object) -> str:
    if isinstance(obj, type):
        return f"class {obj.__module__}.{obj.__qualname__}"
    return f"data {obj!r}"


def restricted_loads(data: bytes) -> object:
    """Unpickle ``data`` allowing only the allowlist; raises Refused, UnknownContent or others."""
    return RestrictedUnpickler(io.BytesIO(data)).load()


def allowed_globals() -> list[tuple[str, str]]:
    """Every (module, name) a save may name: the game classes and the makers."""
    return sorted([*STATE_CLASSES, *MAKERS])
