"""The restricted unpickler: a save can name only the game's own classes and a few makers,
can build only fresh objects, and can build only as much as a game holds.

Saves stay pickles (protocol ``PROTOCOL``, 5). They are read by a small opcode interpreter of
our own: a loop here decodes the stream into (opcode, argument) pairs as
``pickletools.genops`` (public, documented) does, using pickletools' own table of opcodes and,
for the text opcodes of protocol 0, its readers; this class runs each one on a stack it owns.
Nothing of pickle's own loader is used or subclassed, so no private class
(``pickle._Unpickler``) is leaned on, and an opcode does only what a method here says:

- Opcodes: each one has a method ``_op_<NAME>``; an opcode without one is refused. Those a save
  never uses have none: INST, OBJ, NEWOBJ_EX, EXT*, PERSID, BINPERSID, and the out-of-band
  buffers (NEXT_BUFFER, READONLY_BUFFER).
- Names (``find_class``): exact (module, name) pairs from an allowlist, everything else refused,
  so a hostile pickle cannot reach ``os.system``, ``eval`` or anything else that runs code. It
  hands out the saved classes (``game.engine.shape.SHAPES``) and, for everything a save may
  *call*, small makers of its own: enum members by value, item kinds and breeds by id, the
  game's content, the game's generator from its packed state (before schema 7: a
  ``random.Random`` whose state comes next), the message log's lines from their packed form
  (before schema 7: an empty bounded ``deque`` they are appended to), a numpy dtype (always
  a fresh copy) and an array from raw bytes.
- Calling (REDUCE) is allowed on the makers only; a class is never called (its ``__init__``
  could allocate a floor of any size), only created empty (NEWOBJ, no arguments).
- BUILD (setting attributes) is allowed only on an object this load created and has not built
  yet: never on a class, an enum member, an item kind or a breed. So a refused load leaves
  every shared object exactly as it was; nothing is changed and then undone.
- APPEND(S), SETITEM(S) and ADDITEMS go only to real lists (or deques), dicts and sets.
- Budgets, checked before anything is built: opcodes (``MAX_STEPS``), random generators,
  array bytes and array sides, the log's lines, and plain data nested at most
  ``MAX_DATA_NESTING`` deep (checked before anything is hashed or compared). The whole
  pickle is in memory before the first opcode, so no length a stream claims (a byte array of
  a terabyte) can read or allocate more than the pickle holds: the claim is refused as cut
  short.

Why not check the stream first and then hand it to the C ``pickle.Unpickler`` (with
``find_class`` restricted)? Its only hooks are ``find_class`` and ``persistent_load``: the
C loader calls whatever REDUCE finds on its stack, BUILDs any object (``__setstate__`` or
``__dict__``) and hashes keys as it goes. A pre-pass that kept those guards would have to
follow the stack and memo of every opcode exactly as the C loader does (a second interpreter,
and any gap between the two a hole), then pay for the C load on top. One interpreter that
owns its stack keeps every guard in one place.

Load time (issue 27): one method call per opcode, so the time follows the opcodes and the
objects they build. The mid-game pickle of ``bench/save.py`` held 12,370 opcodes and 568
objects, 341 of them lines of the message log and 625 opcodes the generator's state; since
schema 7 both are packed (``game.engine.log``, ``game.engine.rng``): 5,642 opcodes, 227
objects built one by one (the log's lines are made at once by its maker). Measured in one
process on that state (the least of 150 runs, in several runs on a busy 2-core machine):
this interpreter 6.4 -> 3.1 ms, ``load_game`` in all 10-17 -> 6.1-6.6 ms (fewer objects
also leave less for the cycle collector once the load ends); the C ``pickle.loads`` of the
same pickle takes about 0.55 ms, with none of the guards. What is left is mostly the
monsters: some 130 opcodes each (an actor and its fighter, pack, level, mind and ten
equipment slots).

The pickles name numpy arrays as ``numpy._core.numeric._frombuffer`` (``numpy.core.numeric``
before numpy 2) and ``numpy.dtype``.
"""

from __future__ import annotations

import io
import pickle
import pickletools
import random
import struct
from collections import deque
from collections.abc import Callable, Iterable
from enum import Enum
from functools import cache
from itertools import repeat
from typing import Any, BinaryIO

import numpy as np

from game.content import CONTENT, GameContent
from game.content.registry import BREEDS, ITEM_TYPES
from game.engine.kinds import Breed, ItemType
from game.engine.log import Kind, MessageLog, unpacked_lines
from game.engine.rng import unpacked_random
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
    ("game.engine.log", "unpacked_lines"): "_lines",
    ("collections", "deque"): "_deque",
    ("game.engine.rng", "unpacked_random"): "_packed_random",
    ("random", "Random"): "_random",
    ("numpy", "dtype"): "_dtype",
    ("numpy._core.numeric", "_frombuffer"): "_array",
    ("numpy.core.numeric", "_frombuffer"): "_array",  # saves pickled under numpy 1.x
}

_ARRAY_DTYPES = frozenset({"u1", "b1", "i1", "i2", "i4", "i8", "u2", "u4", "u8", "f4", "f8"})
_ARRAY_ORDERS = frozenset({"C", "F"})
_STR_ONLY = frozenset({str})


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
NOT_USED = "it uses a pickle instruction no save uses"
BAD_LOG = "a bad message log"
BAD_RANDOM = "a random generator with a bad state"


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


class RestrictedUnpickler:
    """Runs a pickle's opcodes on a stack of its own, with an allowlist of names and opcodes,
    build rules and budgets (module doc). ``file``: a binary file holding the pickle."""

    def __init__(self, file: BinaryIO) -> None:
        self._file = file
        self._classes = _classes()
        self._class_set = frozenset(self._classes.values())
        self._enums = _enums()
        self._makers: dict[str, Callable[..., Any]] = {
            name: getattr(self, name) for name in {*MAKERS.values(), "_enum_member"}
        }
        self._maker_ids = {id(m) for m in self._makers.values()}
        self._stack: list[Any] = []
        self._marks: list[list[Any]] = []  # the stacks set aside by MARK
        self._memo: dict[int, Any] = {}
        self._result: Any = None
        self._unbuilt: dict[int, object] = {}  # made here, not built yet (kept alive: ids hold)
        self._randoms = 0
        self._array_bytes = 0
        #: id -> how deep it nests, for the plain data this load made (each container is kept
        #: in ``_kept``, so that its id stays its own)
        self._depths: dict[int, int] = {}
        self._kept: list[object] = []

    def load(self) -> Any:
        """The object the pickle holds; Refused, UnknownContent, Malformed, or whatever a
        broken stream raises (ValueError, IndexError, KeyError, TypeError...)."""
        data = self._file.read()  # every length the stream claims is bounded by this
        table = _TABLE
        stream: io.BytesIO | None = None  # for the rare opcodes read by pickletools' readers
        pos = 0
        for _ in range(MAX_STEPS):
            run, kind, size = table[data[pos]]  # (past the end: IndexError, no STOP)
            pos += 1
            if kind == _NO_ARG:
                run(self, None)
                continue
            if kind == _BYTE:  # uint1: a memo index, a small number, the protocol
                arg = data[pos]
                pos += 1
            elif kind == _COUNTED:  # a length of ``size`` bytes, then that many bytes
                stop = pos + size
                length = int.from_bytes(data[pos:stop], "little")
                if stop + length > len(data) or stop > len(data):
                    raise ValueError("the stream is shorter than the data it claims")
                arg = _COUNTED_MAKERS[data[pos - 1]](data[stop : stop + length])
                pos = stop + length
            elif kind == _FIXED:
                arg = _FIXED_READERS[data[pos - 1]](data, pos)[0]  # (short: struct.error)
                pos += size
            elif kind == _STOPS:
                run(self, None)
                return self._result
            elif kind == _READER:  # text opcodes and others no save of ours writes
                if stream is None:
                    stream = io.BytesIO(data)
                stream.seek(pos)
                arg = _OPCODE_BY_CODE[data[pos - 1]].arg.reader(stream)  # type: ignore[union-attr]
                pos = stream.tell()
            else:
                raise ValueError(f"at position {pos - 1}, opcode {data[pos - 1 : pos]!r} unknown")
            run(self, arg)
        raise Malformed(TOO_BIG)

    # -- names -----------------------------------------------------------------------------
    def find_class(self, module: str, name: str) -> Any:
        """What the save's name (module, name) stands for here; Refused if not allowed."""
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

    def _op_GLOBAL(self, arg: str) -> None:
        module, _, name = arg.partition(" ")  # (no allowed name has a space)
        self._stack.append(self.find_class(module, name))

    def _op_STACK_GLOBAL(self, _: None) -> None:
        name = self._stack.pop()
        module = self._stack.pop()
        if type(name) is not str or type(module) is not str:
            raise Malformed("a name that is not text")
        self._stack.append(self.find_class(module, name))

    # -- the stack, marks and memo ---------------------------------------------------------
    def _pop_mark(self) -> list[Any]:
        items = self._stack
        self._stack = self._marks.pop()
        return items

    def _op_PROTO(self, protocol: int) -> None:
        if not 0 <= protocol <= pickle.HIGHEST_PROTOCOL:
            raise Malformed(f"pickle protocol {protocol}")

    def _op_FRAME(self, _: int) -> None:
        """Frames only help a reader that streams: the whole pickle is in memory here."""

    def _op_STOP(self, _: None) -> None:
        self._result = self._stack.pop()

    def _op_MARK(self, _: None) -> None:
        self._marks.append(self._stack)
        self._stack = []

    def _op_POP(self, _: None) -> None:
        if self._stack:
            self._stack.pop()
        else:
            self._pop_mark()

    def _op_POP_MARK(self, _: None) -> None:
        self._pop_mark()

    def _op_DUP(self, _: None) -> None:
        self._stack.append(self._stack[-1])

    def _op_GET(self, index: int) -> None:
        self._stack.append(self._memo[index])

    _op_BINGET = _op_LONG_BINGET = _op_GET

    def _op_PUT(self, index: int) -> None:
        if index < 0:
            raise Malformed("a negative memo index")
        self._memo[index] = self._stack[-1]

    _op_BINPUT = _op_LONG_BINPUT = _op_PUT

    def _op_MEMOIZE(self, _: None) -> None:
        self._memo[len(self._memo)] = self._stack[-1]

    # -- plain values ----------------------------------------------------------------------
    def _push(self, value: Any) -> None:
        self._stack.append(value)

    # numbers, text and bytes: genops has decoded them (bounded by the pickle's own length)
    _op_INT = _op_BININT = _op_BININT1 = _op_BININT2 = _push
    _op_LONG = _op_LONG1 = _op_LONG4 = _op_FLOAT = _op_BINFLOAT = _push
    _op_UNICODE = _op_SHORT_BINUNICODE = _op_BINUNICODE = _op_BINUNICODE8 = _push
    _op_BINBYTES = _op_SHORT_BINBYTES = _op_BINBYTES8 = _op_BYTEARRAY8 = _push

    def _op_STRING(self, text: str) -> None:
        """Python 2's byte strings, read as pickle.load reads them by default (ASCII)."""
        self._stack.append(text.encode("latin-1").decode("ascii"))

    _op_BINSTRING = _op_SHORT_BINSTRING = _op_STRING

    def _op_NONE(self, _: None) -> None:
        self._stack.append(None)

    def _op_NEWTRUE(self, _: None) -> None:
        self._stack.append(True)

    def _op_NEWFALSE(self, _: None) -> None:
        self._stack.append(False)

    def _op_EMPTY_TUPLE(self, _: None) -> None:
        self._stack.append(())

    # -- containers, with their nesting ----------------------------------------------------
    def _depth_of(self, items: Iterable[object]) -> int:
        """How deep a container of ``items`` nests (1: none of them is plain data)."""
        deepest = max(map(self._depths.get, map(id, items), repeat(0)), default=0)
        if deepest >= MAX_DATA_NESTING:
            raise Malformed(TOO_DEEP)
        return deepest + 1

    def _made(self, container: object, depth: int) -> object:
        self._depths[id(container)] = depth
        self._kept.append(container)
        return container

    def _grown(self, container: object, items: Iterable[object]) -> None:
        """``container`` takes ``items``: check and note its new depth (before it takes them)."""
        depth = self._depth_of(items)
        known = self._depths.get(id(container))
        if known is None or known < depth:
            self._made(container, depth)

    def _op_TUPLE(self, _: None) -> None:
        items = self._pop_mark()
        self._stack.append(self._made(tuple(items), self._depth_of(items)))

    def _tuple_of_last(self, count: int) -> None:
        stack = self._stack
        items = stack[-count:]
        if len(items) < count:
            raise Malformed("it builds a tuple of missing items")
        depth = self._depth_of(items)
        stack[-count:] = [self._made(tuple(items), depth)]

    def _op_TUPLE1(self, _: None) -> None:
        self._tuple_of_last(1)

    def _op_TUPLE2(self, _: None) -> None:
        self._tuple_of_last(2)

    def _op_TUPLE3(self, _: None) -> None:
        self._tuple_of_last(3)

    def _op_EMPTY_LIST(self, _: None) -> None:
        self._stack.append(self._made([], 1))

    def _op_LIST(self, _: None) -> None:
        items = self._pop_mark()
        self._stack.append(self._made(items, self._depth_of(items)))

    def _op_EMPTY_DICT(self, _: None) -> None:
        self._stack.append(self._made({}, 1))

    def _op_DICT(self, _: None) -> None:
        items = self._pop_mark()
        depth = self._depth_of(items)
        pairs = {items[i]: items[i + 1] for i in range(0, len(items), 2)}
        self._stack.append(self._made(pairs, depth))

    def _op_EMPTY_SET(self, _: None) -> None:
        self._stack.append(self._made(set(), 1))

    def _op_FROZENSET(self, _: None) -> None:
        items = self._pop_mark()
        depth = self._depth_of(items)
        self._stack.append(self._made(frozenset(items), depth))

    def _list_below(self) -> Any:
        target = self._stack[-1]
        if type(target) is not list and type(target) is not deque:
            raise Malformed("it adds to something that is not a list")
        return target

    def _op_APPEND(self, _: None) -> None:
        value = self._stack.pop()
        target = self._list_below()
        self._grown(target, (value,))
        target.append(value)

    def _op_APPENDS(self, _: None) -> None:
        items = self._pop_mark()
        target = self._list_below()
        self._grown(target, items)
        target.extend(items)

    def _dict_below(self) -> dict[Any, Any]:
        target = self._stack[-1]
        if type(target) is not dict:
            raise Malformed("it sets items on something that is not a dict")
        return target

    def _op_SETITEM(self, _: None) -> None:
        value = self._stack.pop()
        key = self._stack.pop()
        target = self._dict_below()
        self._grown(target, (key, value))
        target[key] = value

    def _op_SETITEMS(self, _: None) -> None:
        items = self._pop_mark()
        target = self._dict_below()
        self._grown(target, items)
        for i in range(0, len(items), 2):
            target[items[i]] = items[i + 1]

    def _op_ADDITEMS(self, _: None) -> None:
        items = self._pop_mark()
        target = self._stack[-1]
        if type(target) is not set:
            raise Malformed("it adds to something that is not a set")
        self._grown(target, items)
        target.update(items)

    # -- objects: calls, creation and attributes -------------------------------------------
    def _op_REDUCE(self, _: None) -> None:
        stack = self._stack
        args = stack.pop()
        func = stack[-1]
        if type(args) is not tuple:
            raise Malformed("a call without arguments")
        if isinstance(func, _EnumCall) or id(func) in self._maker_ids:
            stack[-1] = func(*args)
        else:
            raise Malformed(f"it calls {_describe_callable(func)}, which no save does")

    def _op_NEWOBJ(self, _: None) -> None:
        args = self._stack.pop()
        cls = self._stack.pop()
        if not (isinstance(cls, type) and cls in self._class_set):
            raise Malformed(f"it creates a {_describe_callable(cls)}, which no save does")
        if type(args) is not tuple or args:
            raise Malformed("it creates a game object with arguments")
        made: Any = cls  # a game class: its own __new__ (World's sets up its slots)
        obj = made.__new__(made)
        self._unbuilt[id(obj)] = obj
        self._stack.append(obj)

    def _op_BUILD(self, _: None) -> None:
        stack = self._stack
        state = stack.pop()
        inst = stack[-1]
        if self._unbuilt.pop(id(inst), None) is not inst:  # (what this load made is not shared)
            shared = _shared_kind(inst)
            if shared is not None:
                raise Refused(f"changes to the game's own {shared}")
            raise Malformed("it changes an object twice, or one it did not make")
        if type(inst) is random.Random:
            if not rng_state_ok(state):
                raise Malformed(BAD_RANDOM)
            inst.setstate(state)
            return
        if isinstance(inst, np.dtype):  # a fresh dtype: its state must be the one it already has
            if state != inst.__reduce__()[2]:
                raise Malformed("an array type with a bad state")
            return
        if type(state) is not dict or not _STR_ONLY.issuperset(map(type, state)):
            raise Malformed("a game object with bad attributes")
        inst.__dict__.update(state)

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
    def _lines(kinds: object, text: object, lines: object) -> deque:
        """The message log's lines, packed (``game.engine.log``): at most MAX_LINES of them,
        counted before any is made; their texts and numbers are the shape check's."""
        if not (
            type(kinds) is tuple
            and all(type(kind) is Kind for kind in kinds)
            and type(text) is str
            and type(lines) is bytes
        ):
            raise Malformed(BAD_LOG)
        try:
            return unpacked_lines(kinds, text, lines)
        except ValueError:
            raise Malformed(BAD_LOG) from None

    @staticmethod
    def _deque(iterable: object = (), maxlen: object = None) -> deque:
        # The log of a save before schema 7 (the only deque it holds): its lines come next
        # (APPENDS), and a deque keeps at most ``maxlen`` of them, so the budget is the log's.
        if iterable != () or maxlen != MessageLog.MAX_LINES:
            raise Malformed(BAD_LOG)
        return deque(maxlen=maxlen)

    def _packed_random(self, words: object, gauss: object) -> random.Random:
        """The game's generator, packed (``game.engine.rng``): one of MAX_RANDOMS."""
        self._randoms += 1
        if self._randoms > MAX_RANDOMS:
            raise Malformed(TOO_BIG)
        if type(words) is not bytes or not (gauss is None or type(gauss) is float):
            raise Malformed(BAD_RANDOM)
        try:
            return unpacked_random(words, gauss)
        except ValueError:
            raise Malformed(BAD_RANDOM) from None

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
        if not (
            isinstance(shape, tuple)
            and len(shape) <= 2
            and all(type(n) is int and 0 <= n <= MAX_SIDE for n in shape)
        ):
            raise Malformed("an array larger than any floor")
        if order not in _ARRAY_ORDERS:
            raise Malformed("bad array order")
        self._array_bytes += len(buffer)
        if self._array_bytes > MAX_ARRAY_BYTES:
            raise Malformed(TOO_BIG)
        return np.frombuffer(buffer, dtype=dtype).reshape(shape, order="F" if order == "F" else "C")


# -- reading the stream: what ``pickletools.genops`` reads, without a generator and a file -----
# call per opcode (it took half the load). Numbers and counted data of the binary protocols are
# read here; the rest (the text opcodes of protocol 0, which no save of ours holds) by
# pickletools' own reader of each argument, exactly as genops reads them.
_NO_ARG, _BYTE, _COUNTED, _FIXED, _STOPS, _READER, _UNKNOWN = range(7)
_OPCODE_BY_CODE: dict[int, pickletools.OpcodeInfo] = {
    ord(op.code): op for op in pickletools.opcodes
}

_FIXED_FORMATS = {"uint2": "<H", "int4": "<i", "uint4": "<I", "uint8": "<Q", "float8": ">d"}
_COUNTED_SIZES = {
    "unicodestring1": 1,
    "unicodestring4": 4,
    "unicodestring8": 8,
    "bytes1": 1,
    "bytes4": 4,
    "bytes8": 8,
    "bytearray8": 8,
    "long1": 1,
}


def _text(raw: bytes) -> str:
    return str(raw, "utf-8", "surrogatepass")


def _long(raw: bytes) -> int:
    return int.from_bytes(raw, "little", signed=True)


_COUNTED_KINDS: dict[str, Callable[[bytes], Any]] = {
    "unicodestring1": _text,
    "unicodestring4": _text,
    "unicodestring8": _text,
    "bytes1": bytes,
    "bytes4": bytes,
    "bytes8": bytes,
    "bytearray8": bytearray,
    "long1": _long,
}


def _decoding() -> tuple[
    list[tuple[pickletools.OpcodeInfo | None, int, int]],
    dict[int, Callable[[bytes, int], tuple[Any, ...]]],
    dict[int, Callable[[bytes], Any]],
]:
    table: list[tuple[pickletools.OpcodeInfo | None, int, int]] = [(None, _UNKNOWN, 0)] * 256
    fixed: dict[int, Callable[[bytes, int], tuple[Any, ...]]] = {}
    counted: dict[int, Callable[[bytes], Any]] = {}
    for code, op in _OPCODE_BY_CODE.items():
        arg = op.arg
        if op.name == "STOP":
            table[code] = (op, _STOPS, 0)
        elif arg is None:
            table[code] = (op, _NO_ARG, 0)
        elif arg.name == "uint1":
            table[code] = (op, _BYTE, 1)
        elif arg.name in _FIXED_FORMATS:
            fixed[code] = struct.Struct(_FIXED_FORMATS[arg.name]).unpack_from
            table[code] = (op, _FIXED, arg.n)
        elif arg.name in _COUNTED_SIZES:
            counted[code] = _COUNTED_KINDS[arg.name]
            table[code] = (op, _COUNTED, _COUNTED_SIZES[arg.name])
        else:
            table[code] = (op, _READER, 0)
    return table, fixed, counted


_DECODING, _FIXED_READERS, _COUNTED_MAKERS = _decoding()


def _not_used(unpickler: RestrictedUnpickler, arg: object) -> None:
    raise Malformed(NOT_USED)


#: Per opcode byte: the method that runs it (``_not_used`` for an opcode without one: a save may
#: use only those with a method), how its argument is read, the size of its number or length.
_TABLE: list[tuple[Callable[[RestrictedUnpickler, Any], None], int, int]] = [
    (
        getattr(RestrictedUnpickler, f"_op_{op.name}", _not_used) if op is not None else _not_used,
        kind,
        size,
    )
    for op, kind, size in _DECODING
]


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


def restricted_loads(data: bytes) -> object:
    """Unpickle ``data`` allowing only the allowlist; raises Refused, UnknownContent,
    Malformed, or whatever a broken stream raises."""
    return RestrictedUnpickler(io.BytesIO(data)).load()


def allowed_globals() -> list[tuple[str, str]]:
    """Every (module, name) a save may name: the game classes, saved enums and the makers."""
    return sorted([*_classes(), *_enums(), *MAKERS])
