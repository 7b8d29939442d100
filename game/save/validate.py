"""A loaded state is checked before the game gets it: right types, shapes, links and places.

A save with a good checksum can still be nonsense (made by hand, or by a buggy build); these
checks turn that into a clear refusal at load time instead of a crash later in play.
"""

from __future__ import annotations

import random

import numpy as np

from game.engine.actor import Actor, Fighter, Inventory, Level
from game.engine.ai import AI, ConfusedAI
from game.engine.entity import Entity, Item
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


def _need(condition: bool, what: str) -> None:
    if not condition:
        raise Invalid(what)


def _is_int(value: object) -> bool:
    return type(value) is int


def check_state(state: object) -> GameState:
    """Return ``state`` if it is a well-formed GameState, else raise Invalid."""
    _need(isinstance(state, GameState), "not a game")
    assert isinstance(state, GameState)
    for name in ("seed", "depth", "turn", "kills"):
        _need(_is_int(getattr(state, name, None)), f"bad {name}")
    _need(state.depth >= 1 and state.turn >= 0 and state.kills >= 0, "bad counters")
    _need(type(getattr(state, "rng", None)) is random.Random, "bad random generator")
    _check_log(getattr(state, "messages", None))
    stage = getattr(state, "stage", None)
    _check_stage(stage)
    player = getattr(state, "player", None)
    _need(isinstance(player, Actor), "no player")
    _need(any(e is player for e in stage.entities), "the player is not on the floor")
    for entity in stage.entities:
        if isinstance(entity, Actor):
            _check_actor(entity)
        else:
            _need(isinstance(getattr(entity, "kind", None), ItemType), "bad item")
    return state


def _check_log(log: object) -> None:
    _need(isinstance(log, MessageLog) and isinstance(getattr(log, "messages", None), list),
          "bad message log")
    assert isinstance(log, MessageLog)
    for m in log.messages:
        _need(isinstance(m, Message) and isinstance(m.text, str) and isinstance(m.kind, Kind)
              and _is_int(m.count) and m.count >= 1 and _is_int(m.turn), "bad message")


def _check_stage(stage: object) -> None:
    _need(isinstance(stage, Stage), "no floor")
    assert isinstance(stage, Stage)
    w, h = getattr(stage, "width", None), getattr(stage, "height", None)
    _need(_is_int(w) and _is_int(h) and w > 0 and h > 0, "bad floor size")
    for name, dtype in (("tiles", np.uint8), ("visible", np.bool_), ("explored", np.bool_)):
        array = getattr(stage, name, None)
        _need(isinstance(array, np.ndarray) and array.shape == (h, w) and array.dtype == dtype
              and array.flags.writeable, f"bad {name} array")
    _need(int(stage.tiles.max()) < len(TILE_NAMES), "unknown tile")
    entities = getattr(stage, "entities", None)
    _need(isinstance(entities, list), "bad entity list")
    assert isinstance(entities, list)
    for e in entities:
        _need(isinstance(e, Entity) and _is_int(getattr(e, "x", None))
              and _is_int(getattr(e, "y", None)) and stage.in_bounds(e.x, e.y),
              "an entity is off the floor")


def _check_actor(actor: Actor) -> None:
    _need(isinstance(getattr(actor, "breed", None), Breed), "bad creature")
    fighter, equipment = getattr(actor, "fighter", None), getattr(actor, "equipment", None)
    inventory, level = getattr(actor, "inventory", None), getattr(actor, "level", None)
    _need(isinstance(fighter, Fighter) and isinstance(equipment, Equipment)
          and isinstance(inventory, Inventory) and isinstance(level, Level), "bad creature parts")
    assert isinstance(fighter, Fighter) and isinstance(equipment, Equipment)
    assert isinstance(inventory, Inventory) and isinstance(level, Level)
    _need(getattr(fighter, "equipment", None) is equipment
          and getattr(equipment, "wearer", None) is fighter, "equipment is not linked")
    for name in ("_hp", "base_max_hp", "base_power", "base_defense"):
        _need(_is_int(getattr(fighter, name, None)), f"bad {name}")
    for name in ("current_level", "current_xp", "xp_given"):
        _need(_is_int(getattr(level, name, None)), f"bad {name}")
    _need(_is_int(getattr(inventory, "capacity", None)), "bad capacity")
    items = getattr(inventory, "items", None)
    _need(isinstance(items, list) and all(isinstance(i, Item)
                                          and isinstance(getattr(i, "kind", None), ItemType)
                                          for i in items), "bad inventory")
    slots = getattr(equipment, "slots", None)
    _need(isinstance(slots, dict) and list(slots) == [s.value for s in SLOT_ORDER], "bad slots")
    for key, worn in slots.items():
        if worn is not None:
            _need(any(i is worn for i in items), "a worn item is not carried")
            _need(worn.equippable is not None and worn.equippable.slot.value == key,
                  "an item is worn in the wrong slot")
    mind = getattr(actor, "ai", None)
    for _ in range(MAX_MIND_DEPTH):
        if not isinstance(mind, ConfusedAI):
            break
        _need(_is_int(getattr(mind, "turns_remaining", None)), "bad confusion")
        mind = getattr(mind, "previous", None)
    _need(mind is None or (isinstance(mind, AI) and not isinstance(mind, ConfusedAI)),
          "bad mind")
