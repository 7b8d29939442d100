"""Helpers shared by the save tests."""

from __future__ import annotations

import lzma
import pickle
from pathlib import Path

import game
from game.agents.autoplay import play
from game.content import create_item
from game.engine.game import GameState
from game.save.envelope import pack


def played(seed: int, turns: int) -> GameState:
    """A new game after the bot played ``turns`` turns."""
    return play(game.new_game(seed), turns)


def give(state: GameState, kind_id: str):
    """Put a new item of ``kind_id`` in the player's pack and return it."""
    return state.player.inventory.add(create_item(kind_id))


def envelope_for(pickled: bytes, **fields) -> bytes:
    """A save file with a correct header and checksum around any pickle stream."""
    return pack(lzma.compress(pickled, preset=0), **fields)


def links_intact(state: GameState) -> bool:
    """Every actor's fighter and equipment point at each other, and worn items are carried."""
    for actor in [e for e in state.stage.entities if hasattr(e, "fighter")]:
        if actor.fighter.equipment is not actor.equipment:
            return False
        if actor.equipment.wearer is not actor.fighter:
            return False
        for worn in actor.equipment.worn_items():
            if sum(1 for item in actor.inventory.items if item is worn) != 1:
                return False
    return True


def file_state(path: Path) -> tuple[bytes, int]:
    """The bytes and modification time of a file, to prove it was left alone."""
    return path.read_bytes(), path.stat().st_mtime_ns


def pickle_of(state: GameState) -> bytes:
    return pickle.dumps(state, protocol=5)
