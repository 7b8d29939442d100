"""A loaded state is checked before the game gets it: right types, shapes, links and places.

A save with a good checksum can still be nonsense (made by hand, or by a buggy build); these
checks turn that into a clear refusal at load time instead of a crash later in play. Every
object must be exactly its class with exactly the attributes a new one has (so a renamed or
missing attribute is caught), every number an int, every link where it belongs.

The checks run on every load, over thousands of objects, so they read ``__dict__`` directly.
"""

from __future__ import annotations

import random
from collections import deque
from functools import cache
from typing import Any

import numpy as np

from game.content import CONTENT
from game.engine.actor import LETTERS, Actor, Fighter, Inventory, Level
from game.engine.ai import ConfusedAI, HostileAI
from game.engine.entity import Item
from game.engine.equipment import SLOT_ORDER, Equipment
from game.engine.game import GameState
from game.engine.kinds import Breed, ItemType
from game.engine.log import Kind, Message, MessageLog
from game.engine.stage import Stage
from game.engine.tiles import TILE_NAMES

SLOT_KEYS = [slot.value for slot in SLOT_ORDER]
#: How deep confusion may nest (a confused mind remembers the mind it replaced).
MAX_MIND_DEPTH = 8


class Invalid(Exception):  # noqa: N818 - "raise Invalid(what)"
    """What is wrong with the loaded state."""


@cache
def expected_attributes() -> dict[type, frozenset[str]]:
    """The instance attributes of each class in a state, read off freshly made instances."""
    from game.content import create_actor, create_item

    player = create_actor("player")
    samples: list[object] = [GameState(0, player), Stage(1, 1), player, player.fighter,
                             player.inventory, player.level, player.equipment,
                             create_item("dagger"), HostileAI(), ConfusedAI(None, 1),
                             MessageLog(), Message("", Kind.INFO)]
    return {type(obj): frozenset(vars(obj)) for obj in samples}


_EXPECTED: dict[type, frozenset[str]] = {}


def _fields(obj: object, cls: type, what: str) -> dict[str, Any]:
    """``obj.__dict__`` if ``obj`` is exactly a ``cls`` with exactly a new one's attributes."""
    if type(obj) is not cls or obj.__dict__.keys() != _EXPECTED[cls]:
        raise Invalid(what)
    return obj.__dict__


def check_state(state: object) -> GameState:
    """Return ``state`` if it is a well-formed GameState, else raise Invalid."""
    if not _EXPECTED:
        _EXPECTED.update(expected_attributes())
    g = _fields(state, GameState, "not a game")
    if not (type(g["seed"]) is int and type(depth := g["depth"]) is int and depth >= 1
            and type(turn := g["turn"]) is int and turn >= 0
            and type(kills := g["kills"]) is int and kills >= 0
            and type(revision := g["revision"]) is int and revision >= 0):
        raise Invalid("bad counters")
    if type(g["rng"]) is not random.Random:
        raise Invalid("bad random generator")
    if g["content"] is not CONTENT:
        raise Invalid("bad content reference")
    _check_log(g["messages"])
    player = g["player"]
    if not _check_stage(g["stage"], player):
        raise Invalid("the player is not on the floor")
    return state  # type: ignore[return-value]


def _check_log(log: object) -> None:
    messages = _fields(log, MessageLog, "bad message log")["messages"]
    if type(messages) is not deque or messages.maxlen != MessageLog.MAX_LINES:
        raise Invalid("bad message log")
    for m in messages:  # the longest list in a state
        if type(m) is not Message:
            raise Invalid("bad message")
        d = m.__dict__
        if not (len(d) == 4 and type(d.get("text")) is str and type(d.get("kind")) is Kind
                and type(d.get("turn")) is int and type(count := d.get("count")) is int
                and count >= 1):
            raise Invalid("bad message")


def _check_stage(stage: object, player: object) -> bool:
    """Check the floor and everything on it; True if ``player`` is among its entities."""
    s = _fields(stage, Stage, "no floor")
    w, h = s["width"], s["height"]
    if not (type(w) is int and type(h) is int and w > 0 and h > 0):
        raise Invalid("bad floor size")
    for name, dtype in (("tiles", np.uint8), ("visible", np.bool_), ("explored", np.bool_)):
        array = s[name]
        if not (type(array) is np.ndarray and array.shape == (h, w) and array.dtype == dtype
                and array.flags.writeable):
            raise Invalid(f"bad {name} array")
    if int(s["tiles"].max()) >= len(TILE_NAMES):
        raise Invalid("unknown tile")
    entities = s["entities"]
    if type(entities) is not list:
        raise Invalid("bad entity list")
    player_found = False
    for e in entities:
        if type(e) is Actor:
            d = _fields(e, Actor, "bad creature")
            _check_actor(d)
            player_found = player_found or e is player
        else:
            d = _check_item(e)
            check_floor_stack(d)
        if not (0 <= d["x"] < w and 0 <= d["y"] < h):
            raise Invalid("an entity is off the floor")
    return player_found


def _check_item(item: object) -> dict[str, Any]:
    d = _fields(item, Item, "bad item")
    if not (type(d["kind"]) is ItemType and type(d["x"]) is int and type(d["y"]) is int):
        raise Invalid("bad item")
    return d


def _check_actor(a: dict[str, Any]) -> None:
    """Check an actor, given its (already shape-checked) ``__dict__``."""
    if not (type(a["x"]) is int and type(a["y"]) is int):
        raise Invalid("bad creature")
    fighter, equipment = a["fighter"], a["equipment"]
    f = _fields(fighter, Fighter, "bad creature parts")
    e = _fields(equipment, Equipment, "bad creature parts")
    inv = _fields(a["inventory"], Inventory, "bad creature parts")
    lv = _fields(a["level"], Level, "bad creature parts")
    if type(a["breed"]) is not Breed:
        raise Invalid("bad creature")
    if f["equipment"] is not equipment or e["wearer"] is not fighter:
        raise Invalid("equipment is not linked")
    if not (type(f["_hp"]) is int and type(f["base_max_hp"]) is int
            and type(f["base_power"]) is int and type(f["base_defense"]) is int
            and type(lv["current_level"]) is int and type(lv["current_xp"]) is int
            and type(lv["xp_given"]) is int and type(inv["capacity"]) is int):
        raise Invalid("bad creature numbers")
    items, slots = inv["items"], e["slots"]
    if type(items) is not list:
        raise Invalid("bad inventory")
    for item in items:
        _check_item(item)
    check_pack(items, inv["capacity"])
    if type(slots) is not dict or list(slots) != SLOT_KEYS:
        raise Invalid("bad slots")
    for key, worn in slots.items():
        if worn is None:
            continue
        if not any(i is worn for i in items):
            raise Invalid("a worn item is not carried")
        if worn.kind.equippable is None or worn.kind.equippable.slot.value != key:
            raise Invalid("an item is worn in the wrong slot")
    _check_mind(a["ai"])


# -- stacks and letters (schema 2): item.count, item.letter ---------------------------------------
#: More of one consumable than any dungeon holds: a bigger count is a made-up save.
MAX_STACK = 10_000


def _check_count(d: dict[str, Any]) -> None:
    count = d["count"]
    if not (type(count) is int and 1 <= count <= MAX_STACK):
        raise Invalid("bad item count")
    if count > 1 and d["kind"].equippable is not None:
        raise Invalid("stacked gear")


def check_floor_stack(d: dict[str, Any]) -> None:
    """An item on the floor (given its checked ``__dict__``): a sane count and no letter."""
    _check_count(d)
    if d["letter"] is not None:
        raise Invalid("a lettered item on the floor")


def check_pack(items: list, capacity: object) -> None:
    """A pack's rows (each already checked as an Item): sane counts, at most ``capacity`` rows,
    each with its own letter a..z, in letter order, and no two rows of the same consumable."""
    if type(capacity) is not int or not 0 <= capacity <= len(LETTERS):
        raise Invalid("bad pack size")
    if len(items) > capacity:
        raise Invalid("too many rows in the pack")
    letters: list[str] = []
    for index, item in enumerate(items):
        d = item.__dict__
        _check_count(d)
        letter = d["letter"]
        if type(letter) is not str or len(letter) != 1 or letter not in LETTERS:
            raise Invalid("bad pack letter")
        letters.append(letter)
        if any(earlier.stacks_with(item) for earlier in items[:index]):
            raise Invalid("a consumable in two rows")
    if letters != sorted(set(letters)):
        raise Invalid("pack letters repeat or are out of order")


def _check_mind(mind: object) -> None:
    for _ in range(MAX_MIND_DEPTH):
        if type(mind) is not ConfusedAI:
            break
        c = _fields(mind, ConfusedAI, "bad confusion")
        if type(c["turns_remaining"]) is not int:
            raise Invalid("bad confusion")
        mind = c["previous"]
    if mind is not None:
        _fields(mind, HostileAI, "bad mind")
