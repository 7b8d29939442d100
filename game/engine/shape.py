"""The saved state's shape, declared once: every saved class, its fields, their types and ranges.

``SHAPES`` maps each class a save holds to its fields, in a fixed order. Everything that must
know the state's shape reads it from here:

- the load checks (``check_shape``, called by ``game.save.validate``): exact classes, exactly the
  declared attributes, each value of its type and inside its range (text: valid Unicode, which
  UTF-8 can hold), nothing in two places,
  every link pointing at an object the state owns, nesting bounded;
- the digest (``feed``, used by ``game.engine.digest``): every declared field, links by identity;
- the report (``reported``, used by ``game.report``): the fields marked ``report="name"``;
- the save loader's allowlist (``saved_classes``, ``saved_enums``).

Adding a field to a saved class is ONE line in ``SHAPES`` (plus, if old saves lack it, a
migration that sets it). A field is either a plain value (``Int``, ``Text``, ``EnumOf``,
``KindOf``, ``Grid``, ``Rng``), an object the owner owns (``Obj``: nobody else may own it), a
``Link`` to an object owned elsewhere in the state, or a container of those (``ListOf``,
``SlotMap``).
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from itertools import repeat
from operator import attrgetter, eq, itemgetter
from typing import Any, ClassVar

import numpy as np

from game.engine.actor import INVENTORY_CAPACITY, LETTERS, Actor, Fighter, Inventory, Level
from game.engine.ai import CasterAI, ConfusedAI, HostileAI
from game.engine.chronicle import ARRIVAL, KILLS, MAX_FLOORS, MAX_SAMPLES, SAMPLE, Chronicle
from game.engine.entity import Item
from game.engine.equipment import SLOT_ORDER, Equipment
from game.engine.game import GameState
from game.engine.kinds import Breed, ItemType
from game.engine.log import Kind, Message, MessageLog
from game.engine.properties import MAX_POISON, PROPS
from game.engine.recording import (
    CHECKPOINT,
    MAX_CHECKPOINTS,
    MAX_COMMAND_BYTES,
    MAX_RULES,
    Recording,
)
from game.engine.stage import MAX_VAULTS, VAULT, Stage
from game.engine.tiles import TILE_NAMES, TRAP_NAMES

# -- the game's limits, with a margin (a save beyond them is not one of ours) ------------------
#: The game makes 80x43 floors; no side may exceed this.
MAX_SIDE = 255
MAX_ENTITIES = 4000
MAX_TEXT = 1000
MAX_TURN = 10**9
MAX_COUNT = 10**9
MAX_DEPTH = 10_000
MAX_STAT = 10**6
#: More of one consumable than any dungeon holds.
MAX_STACK = 10_000
#: How deep objects may nest (GameState > Stage > Actor > mind > mind ...).
MAX_NESTING = 16
SEED_LIMIT = 2**512
#: More item kinds than the game has; more enchantment than any scroll reader reaches.
MAX_KINDS = 1000
MAX_ENCHANTMENT = 10_000  # --seed takes any whole number; this is 155 digits

# -- what a loaded game may still grow by ------------------------------------------------------
#: A run far longer than any played: ten million turns (a deep game lasts some thousands). A
#: number that grows in play is saved up to its limit but loaded only up to its limit less what
#: such a run adds to it (``Int.margin``): a game that loads can always be saved again.
LONG_RUN = 10**7
#: Turns, and what a turn adds to at most a few times (changes shown, kills, repeats, XP).
TURN_MARGIN = LONG_RUN
PER_TURN_MARGIN = 10 * LONG_RUN
#: Floors, levels, enchantments and items of one kind: far more than a dungeon holds.
FEW_MARGIN = 1_000
#: Stats: a level-up adds at most 20 (Constitution), FEW_MARGIN level-ups.
STAT_MARGIN = 100 * FEW_MARGIN
#: How many of one consumable a save may hold, floor and packs together (a pick-up merges them).
MAX_STACK_LOADED = MAX_STACK - FEW_MARGIN


_INT_ONLY = {int}
_STR_ONLY = {str}
_DICT_OF = attrgetter("__dict__")


class Invalid(Exception):  # noqa: N818 - "raise Invalid(what)"
    """What is wrong with the state's shape."""


class Walk:
    """One pass over a state: objects met so far (by identity), links to verify, nesting.
    ``loading``: numbers are held to their load limits (``Int.margin``), else to what saves."""

    def __init__(self, hasher: Any = None, content: object = None, loading: bool = False) -> None:
        self.content = content
        self.loading = loading
        self.index: dict[int, int] = {}
        self.owned: dict[int, object] = {}
        self.links: list[tuple[object, tuple[type, ...], str]] = []
        self.depth = 0
        self.hasher = hasher

    def token(self, value: object) -> None:
        self.hasher.update(repr(value).encode())
        self.hasher.update(b"\x00")


# -- value specs -------------------------------------------------------------------------------
class Spec:
    """What a field may hold; ``check`` raises Invalid, ``feed`` adds it to a digest.

    A plain value's spec may also judge a whole column of values at once (``column_ok``,
    ``COLUMNS``): True only if ``check`` would pass each of them; False leaves them to
    ``check``, one by one, which says what is wrong (see ``Obj.check_all``)."""

    #: ``column_ok`` can vouch for a column of values.
    COLUMNS: ClassVar[bool] = False

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        raise NotImplementedError

    def column_ok(self, values: list[Any], walk: Walk) -> bool:
        return False

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token(value)


@dataclass(frozen=True)
class Int(Spec):
    """A whole number from ``lo`` to ``hi``; one that grows in play has a ``margin``: a save
    holds up to ``hi``, a load takes at most ``hi - margin`` (``load_hi``)."""

    lo: int
    hi: int
    margin: int = 0

    @cached_property
    def load_hi(self) -> int:
        return self.hi - self.margin

    COLUMNS = True

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not int:
            raise Invalid(f"{where} is not a whole number")
        if not self.lo <= value <= (self.load_hi if walk.loading else self.hi):
            raise Invalid(f"{where} is out of range")

    def column_ok(self, values: list[Any], walk: Walk) -> bool:
        return not values or (
            set(map(type, values)) == _INT_ONLY
            and self.lo <= min(values)
            and max(values) <= (self.load_hi if walk.loading else self.hi)
        )


@dataclass(frozen=True)
class Text(Spec):
    max_len: int = MAX_TEXT
    optional: bool = False  # None allowed too

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if value is None and self.optional:
            return
        if type(value) is not str or len(value) > self.max_len:
            raise Invalid(f"{where} is not a short text")
        if value.isascii():  # (known without a look at the text: most of a save's)
            return
        try:  # what the morgue, the recording and the screen need: no lone surrogates
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise Invalid(f"{where} is not valid text") from None

    COLUMNS = True

    def column_ok(self, values: list[Any], walk: Walk) -> bool:
        if not values:
            return True
        if set(map(type, values)) != _STR_ONLY or max(map(len, values)) > self.max_len:
            return False
        joined = "".join(values)  # encodes to UTF-8 exactly when each of them does
        if joined.isascii():
            return True
        try:
            joined.encode("utf-8")
        except UnicodeEncodeError:
            return False
        return True


@dataclass(frozen=True)
class SharedOf(Spec):
    """One of the process's shared objects of exactly the class ``cls``, fed to the digest by
    its ``KEY`` attribute (what names it in a save)."""

    cls: type
    KEY: ClassVar[str]

    COLUMNS = True

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not self.cls:
            raise Invalid(f"{where} is not a {self.cls.__name__}")

    def column_ok(self, values: list[Any], walk: Walk) -> bool:
        return not values or set(map(type, values)) == {self.cls}

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token(getattr(value, self.KEY))


class EnumOf(SharedOf):
    """A member of the enum ``cls``; saved by value."""

    KEY = "value"


class KindOf(SharedOf):
    """A shared Type Object (ItemType, Breed) from the content tables; saved by id."""

    KEY = "id"


@dataclass(frozen=True)
class Grid(Spec):
    """A per-tile numpy array of the owner's ``height`` x ``width``; values below ``limit``."""

    dtype: type
    limit: int | None = None

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if not (
            type(value) is np.ndarray
            and value.dtype == self.dtype
            and value.shape == (owner.get("height"), owner.get("width"))
            and value.flags.writeable
        ):
            raise Invalid(f"{where} is not a floor-sized array")
        if self.limit is not None and value.size and int(value.max()) >= self.limit:
            raise Invalid(f"{where} holds an unknown value")

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token((value.dtype.str, value.shape))
        walk.hasher.update(np.ascontiguousarray(value).tobytes())


def rng_state_ok(state: object) -> bool:
    """True for what ``random.Random.getstate()`` returns: (3, 625 words, None or a float)."""
    if not (
        type(state) is tuple
        and len(state) == 3
        and state[0] == 3
        and type(state[0]) is int
        and (state[2] is None or type(state[2]) is float)
    ):
        return False
    words = state[1]
    return (
        type(words) is tuple
        and len(words) == 625
        and set(map(type, words)) == _INT_ONLY  # (whole passes in C, not a loop per word)
        and min(words) >= 0
        and max(words) < 2**32
        and words[-1] <= 624
    )


class Rng(Spec):
    """The game's ``random.Random``."""

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not random.Random or not rng_state_ok(value.getstate()):
            raise Invalid(f"{where} is not a random generator")

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token(value.getstate())


@dataclass(frozen=True)
class Obj(Spec):
    """An object this field owns (one of ``classes``, or None if allowed)."""

    classes: tuple[type, ...]
    optional: bool = False

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if value is None and self.optional:
            return
        if type(value) not in self.classes:
            raise Invalid(f"{where} is not a {self.classes[0].__name__}")
        check_object(value, walk, where)

    def feed(self, value: Any, walk: Walk) -> None:
        if value is None:
            walk.token(None)
        else:
            feed_object(value, walk)

    def check_all(self, values: Iterable[Any], walk: Walk) -> bool:
        """Check many owned objects at once, a column per field, when they are all of one
        class whose fields are all plain values (the log's lines): True when every one
        passes what ``check`` asks of it (the same class, attributes and values, owned once,
        nested no deeper); False leaves them all to ``check`` one by one, which says what
        is wrong."""
        fields = _COLUMN_FIELDS.get(self.classes[0]) if len(self.classes) == 1 else None
        if fields is None or walk.depth + 1 > MAX_NESTING:
            return False
        objects = list(values)
        if objects and set(map(type, objects)) != {self.classes[0]}:
            return False
        ids = list(map(id, objects))
        if len(set(ids)) != len(ids) or not walk.owned.keys().isdisjoint(ids):
            return False
        attrs: list[dict[str, Any]] = list(map(_DICT_OF, objects))
        if not all(map(eq, map(dict.keys, attrs), repeat(_NAMES[self.classes[0]]))):
            return False
        for name, spec in fields:
            if not spec.column_ok(list(map(itemgetter(name), attrs)), walk):
                return False
        walk.owned.update(zip(ids, objects, strict=True))
        return True


@dataclass(frozen=True)
class Link(Obj):
    """A reference to an object that some other field of the state owns."""

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if value is None and self.optional:
            return
        walk.links.append((value, self.classes, where))


@dataclass(frozen=True)
class ListOf(Spec):
    """A list of at most ``max_len`` elements, each an ``item``."""

    item: Spec
    max_len: int
    NAME: ClassVar[str] = "list"

    def holds(self, value: Any) -> bool:
        """``value`` is the container wanted, its elements aside."""
        return type(value) is list and len(value) <= self.max_len

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if not self.holds(value):
            raise Invalid(f"{where} is not a {self.NAME} of at most {self.max_len}")
        if type(self.item) is Obj and self.item.check_all(value, walk):
            return
        for element in value:
            self.item.check(element, walk, owner, where)

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token(len(value))
        for element in value:
            self.item.feed(element, walk)


class DequeOf(ListOf):
    """A ``deque(maxlen=max_len)``: the message log keeps its last lines."""

    NAME = "deque"

    def holds(self, value: Any) -> bool:
        return type(value) is deque and value.maxlen == self.max_len


@dataclass(frozen=True)
class Letter(Spec):
    """A pack letter, a..z, or None (an item on the floor)."""

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if value is not None and not (type(value) is str and len(value) == 1 and value in LETTERS):
            raise Invalid(f"{where} is not a pack letter")


class Handed(Spec):
    """The content the engine was handed: saved as a name; it must be the walk's own."""

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if walk.content is not None and value is not walk.content:
            raise Invalid(f"{where} is not the game's own content")

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token("content")


SLOT_KEYS: tuple[str, ...] = tuple(slot.value for slot in SLOT_ORDER)


@dataclass(frozen=True)
class SlotMap(Spec):
    """Equipment slots: exactly the slot names, in slot order, each holding ``item``."""

    item: Spec

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not dict or tuple(value) != SLOT_KEYS:
            raise Invalid(f"{where} are not the equipment slots")
        for key, element in value.items():
            self.item.check(element, walk, owner, f"{where}[{key}]")

    def feed(self, value: Any, walk: Walk) -> None:
        for key, element in value.items():
            walk.token(key)
            self.item.feed(element, walk)


@dataclass(frozen=True)
class TextMap(Spec):
    """A dict of short texts to ``values`` (short texts by default: ring kind id ->
    appearance; kills by breed id map to counts), at most ``max_len`` entries."""

    max_len: int
    values: Spec = Text(100)

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not dict or len(value) > self.max_len:
            raise Invalid(f"{where} is not a table of at most {self.max_len}")
        for key, element in value.items():
            Text(100).check(key, walk, owner, where)
            self.values.check(element, walk, owner, where)

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token(sorted(value.items()))


@dataclass(frozen=True)
class TextSet(Spec):
    """A set of short texts (the kind ids the player has learned), at most ``max_len``."""

    max_len: int

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not set or len(value) > self.max_len:
            raise Invalid(f"{where} is not a set of at most {self.max_len}")
        for element in value:
            Text(100).check(element, walk, owner, where)

    def feed(self, value: Any, walk: Walk) -> None:
        walk.token(sorted(value))


@dataclass(frozen=True)
class Packed(Spec):
    """A ``bytearray`` of at most ``max_len`` bytes, a whole number of ``unit``-byte records."""

    max_len: int
    unit: int = 1

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not bytearray or len(value) > self.max_len or len(value) % self.unit:
            raise Invalid(f"{where} is not packed data of at most {self.max_len} bytes")

    def feed(self, value: Any, walk: Walk) -> None:
        walk.hasher.update(bytes(value))


@dataclass(frozen=True)
class VaultRecords(Packed):
    """A floor's vaults (``game.engine.stage.VAULT`` records): each room's wall ring on the
    owner's floor with a tile inside it, its door on that ring but not at a corner."""

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        super().check(value, walk, owner, where)
        width, height = owner.get("width"), owner.get("height")
        for x1, y1, x2, y2, x, y in VAULT.iter_unpack(value):
            on_side = (x in (x1, x2) and y1 < y < y2) or (y in (y1, y2) and x1 < x < x2)
            if not (x1 + 2 <= x2 < width and y1 + 2 <= y2 < height and on_side):
                raise Invalid(f"{where} holds a vault that is not on the floor")


@dataclass(frozen=True)
class Undigested(Spec):
    """A field saved and checked like ``item``, but about the game rather than part of it
    (the recording; which door is a vault's, a thing the screen shows and no rule reads):
    the digest leaves it out, so it changes no game's digest and no recording's checkpoints."""

    item: Spec

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        self.item.check(value, walk, owner, where)

    def feed(self, value: Any, walk: Walk) -> None:
        pass


@dataclass(frozen=True)
class OneOf(Spec):
    """One of a fixed set of ids (a property's), or None when ``optional``."""

    choices: tuple[str, ...]
    optional: bool = False

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if value is None and self.optional:
            return
        if type(value) is not str or value not in self.choices:
            raise Invalid(f"{where} is not one of the game's ids")


class Flag(Spec):
    """True or False."""

    def check(self, value: Any, walk: Walk, owner: dict[str, Any], where: str) -> None:
        if type(value) is not bool:
            raise Invalid(f"{where} is not true or false")


@dataclass(frozen=True)
class Field:
    """One attribute of a saved class; ``report`` names it in ``--autoplay``'s JSON line."""

    name: str
    spec: Spec
    report: str | None = None


def _count(hi: int = MAX_COUNT, margin: int = 0) -> Int:
    return Int(0, hi, margin)


_POS = Int(0, MAX_SIDE - 1)
_STAT = Int(-MAX_STAT, MAX_STAT, STAT_MARGIN)
_TURN = _count(MAX_TURN, TURN_MARGIN)
_MIND = (HostileAI, CasterAI, ConfusedAI)

# -- THE TABLE -------------------------------------------------------------------------------
SHAPES: dict[type, tuple[Field, ...]] = {
    GameState: (
        Field("seed", Int(-SEED_LIMIT, SEED_LIMIT), report="seed"),
        Field("turn", _TURN, report="turns"),
        Field("depth", Int(1, MAX_DEPTH, FEW_MARGIN), report="depth"),
        Field("kills", _count(margin=PER_TURN_MARGIN), report="kills"),
        Field("kills_by_breed", TextMap(MAX_KINDS, values=_count(margin=PER_TURN_MARGIN))),
        Field("won", Flag(), report="won"),
        Field("cause", Text(100, optional=True), report="cause"),
        Field("revision", _count(margin=PER_TURN_MARGIN)),
        Field("content", Handed()),
        Field("rng", Rng()),
        Field("stage", Obj((Stage,))),
        Field("player", Link((Actor,))),
        Field("messages", Obj((MessageLog,))),
        Field("appearances", TextMap(MAX_KINDS)),
        Field("learned", TextSet(MAX_KINDS)),
        Field("artefacts", TextSet(MAX_KINDS)),
        Field("recording", Undigested(Obj((Recording,)))),
        Field("chronicle", Undigested(Obj((Chronicle,)))),
    ),
    Chronicle: (
        Field("started", Int(0, 253_402_300_799)),  # seconds to the end of year 9999
        Field("start_turn", _TURN),
        Field("step", Int(1, MAX_TURN)),
        Field("samples", Packed(MAX_SAMPLES * SAMPLE.size, SAMPLE.size)),
        Field("arrivals", Packed(MAX_DEPTH * ARRIVAL.size * 2, ARRIVAL.size)),
        Field("kills", Packed(MAX_FLOORS * KILLS.size, KILLS.size)),
        Field("counted", _count(margin=PER_TURN_MARGIN)),
    ),
    Recording: (
        Field("from_start", Flag()),
        Field("rules", Int(0, MAX_RULES)),
        Field("start_turn", _TURN),
        Field("commands", Packed(MAX_COMMAND_BYTES)),
        Field("checkpoints", Packed(MAX_CHECKPOINTS * CHECKPOINT.size, CHECKPOINT.size)),
    ),
    Stage: (
        Field("width", Int(1, MAX_SIDE)),
        Field("height", Int(1, MAX_SIDE)),
        Field("tiles", Grid(np.uint8, limit=len(TILE_NAMES))),
        Field("visible", Grid(np.bool_)),
        Field("explored", Grid(np.bool_)),
        Field("traps", Grid(np.uint8, limit=len(TRAP_NAMES))),
        Field("traps_found", Grid(np.bool_)),
        Field("vaults", Undigested(VaultRecords(MAX_VAULTS * VAULT.size, VAULT.size))),
        Field("entities", ListOf(Obj((Actor, Item)), MAX_ENTITIES)),
    ),
    Actor: (
        Field("x", _POS),
        Field("y", _POS),
        Field("breed", KindOf(Breed)),
        Field("equipment", Obj((Equipment,))),
        Field("fighter", Obj((Fighter,))),
        Field("inventory", Obj((Inventory,))),
        Field("level", Obj((Level,))),
        Field("ai", Obj(_MIND, optional=True)),
        Field("confused_turns", Int(0, 10_000)),
        Field("regrowth_pause", Int(0, 10)),
        Field("poisoned_turns", Int(0, MAX_POISON)),
        Field("frozen_turns", Int(0, 100)),
        Field("asleep", Flag()),
        Field("hunger", Int(0, 10_000)),
    ),
    Fighter: (
        Field("base_max_hp", Int(1, MAX_STAT, STAT_MARGIN), report="base_max_hp"),
        Field("base_defense", _STAT, report="base_defense"),
        Field("base_power", _STAT, report="base_power"),
        Field("equipment", Link((Equipment,))),
        Field("_hp", Int(0, MAX_STAT, STAT_MARGIN), report="hp"),
        Field("worn_guard", Int(0, MAX_STAT)),
    ),
    Equipment: (
        Field("slots", SlotMap(Link((Item,), optional=True))),
        Field("wearer", Link((Fighter,))),
    ),
    Inventory: (
        Field("capacity", Int(0, INVENTORY_CAPACITY)),
        Field("items", ListOf(Obj((Item,)), INVENTORY_CAPACITY)),
    ),
    Level: (
        Field("current_level", Int(1, 10_000, FEW_MARGIN), report="level"),
        Field("current_xp", _count(margin=PER_TURN_MARGIN), report="xp"),
        Field("xp_given", _count()),
    ),
    Item: (
        Field("x", _POS),
        Field("y", _POS),
        Field("kind", KindOf(ItemType)),
        Field("count", Int(1, MAX_STACK, FEW_MARGIN)),
        Field("letter", Letter()),
        Field("enchantment", Int(-MAX_ENCHANTMENT, MAX_ENCHANTMENT, FEW_MARGIN)),
        Field("cursed", Flag()),
        Field("identified", Flag()),
        Field("prop", OneOf(PROPS, optional=True)),
    ),
    HostileAI: (),
    CasterAI: (Field("cooldown", Int(0, 10_000)),),
    ConfusedAI: (
        Field("previous", Obj(_MIND, optional=True)),
        Field("turns_remaining", Int(0, 10_000)),
    ),
    MessageLog: (Field("messages", DequeOf(Obj((Message,)), MessageLog.MAX_LINES)),),
    Message: (
        Field("text", Text()),
        Field("kind", EnumOf(Kind)),
        Field("count", Int(1, MAX_COUNT, PER_TURN_MARGIN)),
        Field("turn", _TURN),
    ),
}

_NAMES: dict[type, frozenset[str]] = {
    cls: frozenset(f.name for f in fields) for cls, fields in SHAPES.items()
}
#: The classes whose fields are all plain values, checked a column at a time (``check_all``).
_COLUMN_FIELDS: dict[type, tuple[tuple[str, Spec], ...]] = {
    cls: tuple((f.name, f.spec) for f in fields)
    for cls, fields in SHAPES.items()
    if fields and all(f.spec.COLUMNS for f in fields)
}
#: Per class, each field's (attribute, check, how a refusal names it), made once.
_CHECKS: dict[type, tuple[tuple[str, Callable[..., None], str], ...]] = {
    cls: tuple((f.name, f.spec.check, f"{cls.__name__}.{f.name}") for f in fields)
    for cls, fields in SHAPES.items()
}


# -- walking -----------------------------------------------------------------------------------
def check_object(obj: Any, walk: Walk, where: str) -> None:
    """Check an owned object: exactly its declared attributes, each by its spec."""
    if id(obj) in walk.owned:
        raise Invalid(f"a {type(obj).__name__} is in two places")
    walk.owned[id(obj)] = obj
    cls = type(obj)
    attrs = obj.__dict__
    if attrs.keys() != _NAMES[cls]:
        raise Invalid(f"a {cls.__name__} has the wrong attributes")
    walk.depth += 1
    if walk.depth > MAX_NESTING:
        raise Invalid("objects nest too deeply")
    for name, check, where in _CHECKS[cls]:
        check(attrs[name], walk, attrs, where)
    walk.depth -= 1


def check_shape(state: object, content: object = None, loading: bool = False) -> None:
    """Raise Invalid unless ``state`` is a GameState of exactly the declared shape (and, when
    ``content`` is given, holding that very content); ``loading``: numbers within their load
    limits (a margin under what saves, see ``Int``)."""
    if type(state) is not GameState:
        raise Invalid("not a game")
    walk = Walk(content=content, loading=loading)
    check_object(state, walk, "the game")
    for value, classes, where in walk.links:
        if type(value) not in classes or id(value) not in walk.owned:
            raise Invalid(f"{where} points at nothing in the game")


def feed_object(obj: Any, walk: Walk) -> None:
    """Add ``obj`` to the digest: its class and declared fields; an object met before by index."""
    seen = walk.index.get(id(obj))
    if seen is not None:
        walk.token(("ref", seen))
        return
    walk.index[id(obj)] = len(walk.index)
    cls = type(obj)
    walk.token(cls.__name__)
    for field in SHAPES[cls]:
        field.spec.feed(getattr(obj, field.name), walk)


def reported(obj: object) -> dict[str, Any]:
    """The fields of ``obj`` marked for the report, by their report names, in table order."""
    return {f.report: getattr(obj, f.name) for f in SHAPES[type(obj)] if f.report}


def saved_classes() -> tuple[type, ...]:
    """Every class whose instances a save holds."""
    return tuple(SHAPES)


def _specs(spec: Spec) -> Iterable[Spec]:
    yield spec
    inner = getattr(spec, "item", None)
    if isinstance(inner, Spec):
        yield from _specs(inner)


def saved_enums() -> tuple[type[Enum], ...]:
    """Every enum whose members a save holds."""
    found: dict[type[Enum], None] = {}
    for fields in SHAPES.values():
        for field in fields:
            for spec in _specs(field.spec):
                if isinstance(spec, EnumOf):
                    found[spec.cls] = None
    return tuple(found)
