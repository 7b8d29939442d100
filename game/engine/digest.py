"""A stable hash of everything that matters in a game. Equal digests mean the same game."""

from __future__ import annotations

import hashlib

from game.engine.actor import Actor
from game.engine.ai import ConfusedAI
from game.engine.entity import Entity, Item
from game.engine.game import GameState


def _entity_facts(entity: Entity) -> tuple:
    if isinstance(entity, Item):
        return ("item", entity.kind.id, entity.x, entity.y, entity.count)
    assert isinstance(entity, Actor)
    return _actor_facts(entity)


def _actor_facts(actor: Actor) -> tuple:
    f, lv = actor.fighter, actor.level
    mind = actor.ai
    mind_facts = (type(mind).__name__, mind.turns_remaining if isinstance(mind, ConfusedAI) else 0,
                  type(mind.previous).__name__ if isinstance(mind, ConfusedAI) else "")
    items = actor.inventory.items
    # Equipment by identity: the index in the inventory of the item worn in each slot.
    worn = tuple(
        (slot, next((i for i, it in enumerate(items) if it is worn_item), -1)
         if worn_item is not None else None)
        for slot, worn_item in actor.equipment.slots.items()
    )
    return ("actor", actor.breed.id, actor.x, actor.y, f.hp, f.base_max_hp, f.base_power,
            f.base_defense, lv.current_level, lv.current_xp, mind_facts,
            _pack_facts(actor), worn)


def _pack_facts(actor: Actor) -> tuple:
    """Each row of the pack: kind, letter and stack size (letters and stacks are the game's)."""
    pack = actor.inventory
    return tuple((it.kind.id, pack.letter_of(it), it.count) for it in pack.items)


def digest(state: GameState) -> str:
    """SHA-256 over map, explored, entities, inventory, equipment, log, depth, turn and rng."""
    h = hashlib.sha256()
    stage = state.stage
    h.update(repr((state.seed, state.depth, state.turn, state.kills, stage.width,
                   stage.height)).encode())
    for array in (stage.tiles, stage.visible, stage.explored):
        h.update(array.tobytes())
    player_index = next(i for i, e in enumerate(stage.entities) if e is state.player) \
        if any(e is state.player for e in stage.entities) else -1
    h.update(repr(("player", player_index, _actor_facts(state.player))).encode())
    for entity in stage.entities:
        h.update(repr(_entity_facts(entity)).encode())
    for message in state.messages:
        h.update(repr((message.text, message.kind.value, message.count, message.turn)).encode())
    h.update(repr(state.rng.getstate()).encode())
    return h.hexdigest()
