"""The restricted unpickler: a save can name only the game's own classes and a few makers,
can build only fresh objects, and can build only as much as a game holds.

It runs pickle's own opcode loop (the pure-Python ``pickle._Unpickler``) with these changes:

- ``find_class`` answers exact (module, name) pairs from an allowlist and refuses everything
  else, so a hostile pickle cannot reach ``os.system``, ``eval`` or anything else that runs code.
  It hands out the saved classes (``game.engine.shape.SHAPES``) and, for everything a save may
  *call*, small makers of its own: enum members by value, item kinds and breeds by id, the
  game's content, a ``random.Random``, an empty bounded ``deque``, a numpy dtype (always a
  fresh copy) and an array from raw bytes.
- Calling (REDUCE) is allowed on the makers only; a class is never called (its ``__init__``
  could allocate a floor of any size), only created empty (NEWOBJ, no arguments).
- BUILD (setting attributes) is allowed only on an object this load created and has not built
  yet: never on a class, an enum member, an item kind or a breed. So a refused load leaves
  every shared object exactly as it was; nothing is changed and then undone.
- APPEND(S), SETITEM(S) and ADDITEMS go only to real lists (or deques), dicts and sets; opcodes
  a save never uses (INST, OBJ, NEWOBJ_EX, EXT*, PERSID, out-of-band buffers) are refused.
- Budgets, checked before anything is built: opcodes (``MAX_STEPS``), random generators,
  array bytes and array sides, no byte array longer than the pickle itself, and plain data
  nested at most ``MAX_DATA_NESTING`` deep (checked before anything is hashed or compared).

The pickles are written with protocol ``PROTOCOL`` (5), whose numpy arrays name only
``numpy._core.numeric._frombuffer`` (``numpy.core.numeric`` before numpy 2) and ``numpy.dtype``.
"""

from __future__ import annotations

import io
import pickle
import random
import struct
from collections import deque
from collections.abc import Callable, Iterable
from enum import Enum
from functools import cache
from typing import Any

import numpy as np

from game.content import CONTENT, GameContent
from game.content.registry import BREEDS, ITEM_TYPES
from game.engine.kinds import Breed, ItemType
from game.engine.log import MessageLog
from game.engine.shape import MAX_SIDE, rng_state_ok, saved_classes, saved_enums
from game.save.errors import cut, quoted
from game.save.migrations import RENAMED_GLOBALS

PROTOCOL = 5

#: Opcodes one load may run: a big game needs about 50,000.
MAX_STEPS = 500_000
#: A game holds one random generator.
MAX_RANDOMS = 4
#: How deeply plain data (tuples, lists, dicts, sets) may nest: a game's deepest is a few
#: levels (a generator's state in a call's arguments). CPython hashes a tuple in C without a
#: depth check, so a deeper one used as a key could crash the process: refused before that.
MAX_DATA_NESTING = 32
#: Bytes of numpy arrays one load may build: a few floor-sized grids at the largest side.
MAX_ARRAY_BYTES = 16 * MAX_SIDE * MAX_SIDE

# Callables a save may name, each answered by a maker of ours (the method named here).
MAKERS: dict[tuple[str, str], str] = {
    ("game.content.registry", "item_type"): "_item_type",
    ("game.content.registry", "breed"): "_breed",
    ("game.content", "game_content"): "_content",
    ("collections", "deque"): "_deque",
    ("random", "Random"): "_random",
    ("numpy", "dtype"): "_dtype",
    ("numpy._core.numeric", "_frombuffer"): "_array",
    ("numpy.core.numeric", "_frombuffer"): "_array",  # saves pickled under numpy 1.x
}

_ARRAY_DTYPES = frozenset({"u1", "b1", "i1", "i2", "i4", "i8", "u2", "u4", "u8", "f4", "f8"})
_ARRAY_ORDERS = frozenset({"C", "F"})


class Refused(Exception):  # noqa: N818 - "raise Refused(what)"
    """The pickle names (or would change) something the loader does not allow."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


class UnknownContent(Exception):
    """The pickle names a kind, breed or enum member this version does not have."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


class Malformed(Exception):  # noqa: N818 - "raise Malformed(what)"
    """The pickle does something no save does, or would build more than any game holds."""

    def __init__(self, what: str) -> None:
        super().__init__(what)
        self.what = what


TOO_BIG = "it would build far more than any game holds"
TOO_DEEP = "it nests deeper than any game"


def _name(cls: type) -> tuple[str, str]:
    return cls.__module__, cls.__qualname__


@cache
def _classes() -> dict[tuple[str, str], type]:
    return {_name(cls): cls for cls in saved_classes()}


@cache
def _enums() -> dict[tuple[str, str], type[Enum]]:
    return {_name(cls): cls for cls in saved_enums()}


def _shared_kind(obj: object) -> str | None:
    """What ``obj`` is, if it is shared by the whole process (and so must never be built)."""
    if isinstance(obj, type):
        return f"class {obj.__module__}.{obj.__qualname__}"
    if isinstance(obj, Enum | ItemType | Breed | GameContent):
        return f"data {obj!r}"
    return None


def _refuse_opcode(self: RestrictedUnpickler) -> None:
    raise Malformed("it uses a pickle instruction no save uses")


class RestrictedUnpickler(pickle._Unpickler):  # type: ignore[name-defined,misc]
    """Pickle's own opcode loop with an allowlist, build rules and budgets (module doc)."""

    dispatch = dict(pickle._Unpickler.dispatch)  # type: ignore[attr-defined]

    def __init__(self, file: io.BufferedIOBase, size_limit: int | None = None) -> None:
        super().__init__(file)
        self._classes = _classes()
        self._enums = _enums()
        self._makers: dict[str, Callable[..., Any]] = {
            name: getattr(self, name) for name in {*MAKERS.values(), "_enum_member"}}
        self._maker_ids = {id(m) for m in self._makers.values()}
        self._unbuilt: dict[int, object] = {}  # made here, not built yet (kept alive: ids hold)
        self._steps = 0
        self._randoms = 0
        self._array_bytes = 0
        self._size_limit = size_limit
        #: id -> (container, how deep it nests), for the plain data this load made (the
        #: container is kept so that its id stays its own)
        self._nesting: dict[int, tuple[object, int]] = {}

    # -- names -----------------------------------------------------------------------------
    def find_class(self, module: str, name: str) -> Any:
        pair = RENAMED_GLOBALS.get((module, name), (module, name))
        cls = self._classes.get(pair)
        if cls is not None:
            return cls
        enum = self._enums.get(pair)
        if enum is not None:
            return _EnumCall(self._makers["_enum_member"], enum)
        maker = MAKERS.get(pair)
        if maker is not None:
            return self._makers[maker]
        raise Refused(f"{cut(module)}.{cut(name)}")

    # -- opcodes ---------------------------------------------------------------------------
    def _step(self) -> None:
        self._steps += 1
        if self._steps > MAX_STEPS:
            raise Malformed(TOO_BIG)

    def load_reduce(self) -> None:
        stack = self.stack
        args = stack.pop()
        func = stack[-1]
        if type(args) is not tuple:
            raise Malformed("a call without arguments")
        if isinstance(func, _EnumCall) or id(func) in self._maker_ids:
            stack[-1] = func(*args)
        else:
            raise Malformed(f"it calls {_describe_callable(func)}, which no save does")

    def load_newobj(self) -> None:
        args = self.stack.pop()
        cls = self.stack.pop()
        if not (isinstance(cls, type) and self._classes.get(_name(cls)) is cls):
            raise Malformed(f"it creates a {_describe_callable(cls)}, which no save does")
        if args != ():
            raise Malformed("it creates a game object with arguments")
        obj = cls.__new__(cls)
        self._unbuilt[id(obj)] = obj
        self.append(obj)

    def load_build(self) -> None:
        stack = self.stack
        state = stack.pop()
        inst = stack[-1]
        shared = _shared_kind(inst)
        if shared is not None:
            raise Refused(f"changes to the game's own {shared}")
        if self._unbuilt.pop(id(inst), None) is not inst:
            raise Malformed("it changes an object twice, or one it did not make")
        if type(inst) is random.Random:
            if not rng_state_ok(state):
                raise Malformed("a random generator with a bad state")
            inst.setstate(state)
            return
        if isinstance(inst, np.dtype):  # a fresh dtype: its state must be the one it already has
            if state != inst.__reduce__()[2]:
                raise Malformed("an array type with a bad state")
            return
        if type(state) is not dict or not all(type(k) is str for k in state):
            raise Malformed("a game object with bad attributes")
        inst.__dict__.update(state)

    def load_appends(self) -> None:
        items = self.pop_mark()
        target = self.stack[-1]
        if type(target) is not list and type(target) is not deque:
            raise Malformed("it adds to something that is not a list")
        self._grown(target, items)
        target.extend(items)

    def load_append(self) -> None:
        value = self.stack.pop()
        target = self.stack[-1]
        if type(target) is not list and type(target) is not deque:
            raise Malformed("it adds to something that is not a list")
        self._grown(target, (value,))
        target.append(value)

    def load_setitems(self) -> None:
        items = self.pop_mark()
        target = self.stack[-1]
        if type(target) is not dict:
            raise Malformed("it sets items on something that is not a dict")
        self._grown(target, items)
        for i in range(0, len(items), 2):
            target[items[i]] = items[i + 1]

    def load_setitem(self) -> None:
        value = self.stack.pop()
        key = self.stack.pop()
        target = self.stack[-1]
        if type(target) is not dict:
            raise Malformed("it sets items on something that is not a dict")
        self._grown(target, (key, value))
        target[key] = value

    def load_additems(self) -> None:
        items = self.pop_mark()
        target = self.stack[-1]
        if type(target) is not set:
            raise Malformed("it adds to something that is not a set")
        self._grown(target, items)
        target.update(items)

    def load_bytearray8(self) -> None:
        (length,) = struct.unpack("<Q", self.read(8))
        if self._size_limit is not None and length > self._size_limit:
            raise Malformed("it claims more bytes than it holds")
        buffer = bytearray(length)
        self.readinto(buffer)
        self.append(buffer)

    # -- nesting ---------------------------------------------------------------------------
    def _depth_of(self, items: Iterable[object]) -> int:
        """How deep a container of ``items`` nests (1: none of them is plain data)."""
        nesting = self._nesting
        deepest = 0
        for item in items:
            known = nesting.get(id(item))
            if known is not None and known[1] > deepest:
                deepest = known[1]
        if deepest >= MAX_DATA_NESTING:
            raise Malformed(TOO_DEEP)
        return deepest + 1

    def _made(self, container: object, depth: int) -> object:
        self._nesting[id(container)] = (container, depth)
        return container

    def _grown(self, container: object, items: Iterable[object]) -> None:
        """``container`` takes ``items``: check and note its new depth (before it takes them)."""
        depth = self._depth_of(items)
        known = self._nesting.get(id(container))
        if known is None or known[1] < depth:
            self._made(container, depth)

    def load_tuple(self) -> None:
        items = self.pop_mark()
        self.append(self._made(tuple(items), self._depth_of(items)))

    def _load_tuple_n(self, count: int) -> None:
        items = self.stack[-count:]
        if len(items) < count:
            raise Malformed("it builds a tuple of missing items")
        depth = self._depth_of(items)
        self.stack[-count:] = [self._made(tuple(items), depth)]

    def load_tuple1(self) -> None:
        self._load_tuple_n(1)

    def load_tuple2(self) -> None:
        self._load_tuple_n(2)

    def load_tuple3(self) -> None:
        self._load_tuple_n(3)

    def load_empty_list(self) -> None:
        self.append(self._made([], 1))

    def load_empty_dictionary(self) -> None:
        self.append(self._made({}, 1))

    def load_empty_set(self) -> None:
        self.append(self._made(set(), 1))

    def load_list(self) -> None:
        items = self.pop_mark()
        self.append(self._made(items, self._depth_of(items)))

    def load_dict(self) -> None:
        items = self.pop_mark()
        depth = self._depth_of(items)
        self.append(self._made({items[i]: items[i + 1] for i in range(0, len(items), 2)}, depth))

    def load_frozenset(self) -> None:
        items = self.pop_mark()
        depth = self._depth_of(items)
        self.append(self._made(frozenset(items), depth))

    # -- makers ----------------------------------------------------------------------------
    def _enum_member(self, enum: type[Enum], value: object) -> Any:
        try:
            return enum(value)
        except (ValueError, TypeError):
            raise UnknownContent(f"a {enum.__name__.lower()} ({quoted(value)})") from None

    def _item_type(self, kind_id: object) -> Any:
        if not isinstance(kind_id, str) or kind_id not in ITEM_TYPES:
            raise UnknownContent(f"an item kind ({quoted(kind_id)})")
        return ITEM_TYPES[kind_id]

    def _breed(self, breed_id: object) -> Any:
        if not isinstance(breed_id, str) or breed_id not in BREEDS:
            raise UnknownContent(f"a creature ({quoted(breed_id)})")
        return BREEDS[breed_id]

    @staticmethod
    def _content() -> GameContent:
        return CONTENT

    @staticmethod
    def _deque(iterable: object = (), maxlen: object = None) -> deque:
        # The log is the only deque a save holds; its lines come next (APPENDS), and a deque
        # keeps at most ``maxlen`` of them, so the budget is the log's own.
        if iterable != () or maxlen != MessageLog.MAX_LINES:
            raise Malformed("a bad message log")
        return deque(maxlen=maxlen)

    def _random(self, *args: object) -> random.Random:
        self._randoms += 1
        if self._randoms > MAX_RANDOMS or args:
            raise Malformed(TOO_BIG if not args else "a random generator made with arguments")
        rng = random.Random(0)  # its state comes next, from the save (BUILD)
        self._unbuilt[id(rng)] = rng
        return rng

    def _dtype(self, spec: object, align: object = False, copy: object = True) -> np.dtype:
        if not isinstance(spec, str) or spec not in _ARRAY_DTYPES:
            raise Malformed(f"dtype {quoted(spec)} not allowed")
        made = np.dtype(spec, align=bool(align), copy=True)  # never the shared instance
        self._unbuilt[id(made)] = made
        return made

    def _array(self, buffer: object, dtype: object, shape: object, order: object) -> np.ndarray:
        if not isinstance(buffer, bytes | bytearray):
            raise Malformed("array data must be bytes")
        if not isinstance(dtype, np.dtype) or dtype.hasobject:
            raise Malformed("bad array dtype")
        if not (isinstance(shape, tuple) and len(shape) <= 2
                and all(type(n) is int and 0 <= n <= MAX_SIDE for n in shape)):
            raise Malformed("an array larger than any floor")
        if order not in _ARRAY_ORDERS:
            raise Malformed("bad array order")
        self._array_bytes += len(buffer)
        if self._array_bytes > MAX_ARRAY_BYTES:
            raise Malformed(TOO_BIG)
        return np.frombuffer(buffer, dtype=dtype).reshape(shape, order=order)


class _EnumCall:
    """What a saved enum's name unpickles to: calling it gives the member with that value."""

    __slots__ = ("_make", "_enum")

    def __init__(self, make: Callable[..., Any], enum: type[Enum]) -> None:
        self._make, self._enum = make, enum

    def __call__(self, *args: object) -> Any:
        if len(args) != 1:
            raise Malformed("a bad enum member")
        return self._make(self._enum, args[0])


def _describe_callable(obj: object) -> str:
    if isinstance(obj, type):
        return f"{obj.__module__}.{obj.__qualname__}"
    return type(obj).__name__


def _counted(load: Callable[[Any], None]) -> Callable[[Any], None]:
    def step(self: RestrictedUnpickler) -> None:
        self._step()
        load(self)
    step.__name__ = getattr(load, "__name__", "step")
    return step


_OWN = {
    pickle.REDUCE: RestrictedUnpickler.load_reduce,
    pickle.NEWOBJ: RestrictedUnpickler.load_newobj,
    pickle.BUILD: RestrictedUnpickler.load_build,
    pickle.APPENDS: RestrictedUnpickler.load_appends,
    pickle.APPEND: RestrictedUnpickler.load_append,
    pickle.SETITEMS: RestrictedUnpickler.load_setitems,
    pickle.SETITEM: RestrictedUnpickler.load_setitem,
    pickle.BYTEARRAY8: RestrictedUnpickler.load_bytearray8,
    pickle.ADDITEMS: RestrictedUnpickler.load_additems,
    pickle.TUPLE: RestrictedUnpickler.load_tuple,
    pickle.TUPLE1: RestrictedUnpickler.load_tuple1,
    pickle.TUPLE2: RestrictedUnpickler.load_tuple2,
    pickle.TUPLE3: RestrictedUnpickler.load_tuple3,
    pickle.EMPTY_LIST: RestrictedUnpickler.load_empty_list,
    pickle.EMPTY_DICT: RestrictedUnpickler.load_empty_dictionary,
    pickle.EMPTY_SET: RestrictedUnpickler.load_empty_set,
    pickle.LIST: RestrictedUnpickler.load_list,
    pickle.DICT: RestrictedUnpickler.load_dict,
    pickle.FROZENSET: RestrictedUnpickler.load_frozenset,
}
_NEVER = (pickle.INST, pickle.OBJ, pickle.NEWOBJ_EX, pickle.EXT1, pickle.EXT2, pickle.EXT4,
          pickle.PERSID, pickle.BINPERSID, pickle.NEXT_BUFFER, pickle.READONLY_BUFFER)
for _code, _load in list(RestrictedUnpickler.dispatch.items()):
    _opcode = bytes([_code])
    _load = _refuse_opcode if _opcode in _NEVER else _OWN.get(_opcode, _load)
    RestrictedUnpickler.dispatch[_code] = _counted(_load)


def restricted_loads(data: bytes) -> object:
    """Unpickle ``data`` allowing only the allowlist; raises Refused, UnknownContent,
    Malformed, or whatever a broken stream raises."""
    return RestrictedUnpickler(io.BytesIO(data), size_limit=len(data)).load()


def allowed_globals() -> list[tuple[str, str]]:
    """Every (module, name) a save may name: the game classes, saved enums and the makers."""
    return sorted([*_classes(), *_enums(), *MAKERS])
