"""A loaded state is checked before the game gets it: right types, shapes, links and places.

A save with a good checksum can still be nonsense (made by hand, or by a buggy build); these
checks turn that into a clear refusal at load time instead of a crash later in play.
"""

from __future__ import annotations

import random
from functools import cache

import numpy as np

from game.engine.actor import Actor, Fighter, Inventory, Level
from game.engine.ai import ConfusedAI, HostileAI
from game.engine.entity import Item
from game.engine.equipment import SLOT_ORDER, Equipment
from game.engine.game import GameState
from game.engine.kinds import Breed, ItemType
from game.engine.log import Kind, Message, MessageLog
from game.engine.stage import Stage
from game.engine.tiles import TILE_NAMES

#: How deep confusion may nest (a confused mind remembers the mind it replaced).
MAX_MIND_DEPTH = 8


class Invalid(Exception):  # noqa: N818 - "raise Invalid(what)"
    """What is wrong with the loaded state."""


@cache
def _expected_attributes() -> dict[type, frozenset[str]]:
    """The instance attributes of each class in a state, read off freshly made instances."""
    from game.content import create_actor, create_item

    player = create_actor("player")
    samples: list[object] = [GameState(0, player), Stage(1, 1), player, player.fighter,
                             player.inventory, player.level, player.equipment,
                             create_item("dagger"), HostileAI(), ConfusedAI(None, 1),
                             MessageLog(), Message("", Kind.INFO)]
    return {type(obj): frozenset(vars(obj)) for obj in samples}


def _shaped(obj: object, cls: type) -> bool:
    """``obj`` is exactly a ``cls`` and has exactly the attributes a new one has."""
    return type(obj) is cls and vars(obj).keys() == _expected_attributes()[cls]


def _need(condition: bool, what: str) -> None:
    if not condition:
        raise Invalid(what)


def _is_int(value: object) -> bool:
    return type(value) is int


def check_state(state: object) -> GameState:
    """Return ``state`` if it is a well-formed GameState, else raise Invalid."""
    _need(_shaped(state, GameState), "not a game")
    assert isinstance(state, GameState)
    for name in ("seed", "depth", "turn", "kills"):
        _need(_is_int(getattr(state, name)), f"bad {name}")
    _need(state.depth >= 1 and state.turn >= 0 and state.kills >= 0, "bad counters")
    _need(type(state.rng) is random.Random, "bad random generator")
    _check_log(state.messages)
    stage = state.stage
    _check_stage(stage)
    player = state.player
    _need(_shaped(player, Actor), "no player")
    _need(any(e is player for e in stage.entities), "the player is not on the floor")
    for entity in stage.entities:
        if isinstance(entity, Actor):
            _check_actor(entity)
        else:
            _check_item(entity)
    return state


def _check_item(item: object) -> None:
    _need(_shaped(item, Item) and isinstance(item.kind, ItemType), "bad item")
    assert isinstance(item, Item)
    _need(_is_int(item.x) and _is_int(item.y), "bad item position")


def _check_log(log: object) -> None:
    _need(_shaped(log, MessageLog) and isinstance(getattr(log, "messages", None), list),
          "bad message log")
    assert isinstance(log, MessageLog)
    for m in log.messages:
        _need(_shaped(m, Message) and isinstance(m.text, str) and isinstance(m.kind, Kind)
              and _is_int(m.count) and m.count >= 1 and _is_int(m.turn), "bad message")


def _check_stage(stage: object) -> None:
    _need(_shaped(stage, Stage), "no floor")
    assert isinstance(stage, Stage)
    w, h = stage.width, stage.height
    _need(_is_int(w) and _is_int(h) and w > 0 and h > 0, "bad floor size")
    for name, dtype in (("tiles", np.uint8), ("visible", np.bool_), ("explored", np.bool_)):
        array = getattr(stage, name)
        _need(isinstance(array, np.ndarray) and array.shape == (h, w) and array.dtype == dtype
              and array.flags.writeable, f"bad {name} array")
    _need(int(stage.tiles.max()) < len(TILE_NAMES), "unknown tile")
    entities = stage.entities
    _need(type(entities) is list, "bad entity list")
    assert isinstance(entities, list)
    for e in entities:
        _need(isinstance(e, Actor | Item) and _is_int(getattr(e, "x", None))
              and _is_int(getattr(e, "y", None)) and stage.in_bounds(e.x, e.y),
              "an entity is off the floor")


def _check_actor(actor: Actor) -> None:
    _need(_shaped(actor, Actor) and isinstance(actor.breed, Breed), "bad creature")
    fighter, equipment = actor.fighter, actor.equipment
    inventory, level = actor.inventory, actor.level
    _need(_shaped(fighter, Fighter) and _shaped(equipment, Equipment)
          and _shaped(inventory, Inventory) and _shaped(level, Level), "bad creature parts")
    _need(fighter.equipment is equipment and equipment.wearer is fighter,
          "equipment is not linked")
    for name in ("_hp", "base_max_hp", "base_power", "base_defense"):
        _need(_is_int(getattr(fighter, name)), f"bad {name}")
    for name in ("current_level", "current_xp", "xp_given"):
        _need(_is_int(getattr(level, name)), f"bad {name}")
    _need(_is_int(inventory.capacity), "bad capacity")
    items = inventory.items
    _need(type(items) is list, "bad inventory")
    for item in items:
        _check_item(item)
    slots = equipment.slots
    _need(type(slots) is dict and list(slots) == [s.value for s in SLOT_ORDER], "bad slots")
    for key, worn in slots.items():
        if worn is not None:
            _need(any(i is worn for i in items), "a worn item is not carried")
            _need(worn.equippable is not None and worn.equippable.slot.value == key,
                  "an item is worn in the wrong slot")
    _check_mind(actor.ai)


def _check_mind(mind: object) -> None:
    for _ in range(MAX_MIND_DEPTH):
        if type(mind) is not ConfusedAI:
            break
        _need(_shaped(mind, ConfusedAI) and _is_int(mind.turns_remaining), "bad confusion")
        mind = mind.previous
    _need(mind is None or _shaped(mind, HostileAI), "bad mind")
