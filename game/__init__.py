"""Ironbound: a tile roguelike whose heart is equipment.

``new_game(seed)`` starts a game; ``digest(state)`` fingerprints one.
"""

from __future__ import annotations

from game.engine.digest import digest
from game.engine.game import GameState
from game.engine.rng import random_seed

__all__ = ["GameState", "digest", "new_game"]
__version__ = "0.1.0"


def new_game(seed: int | None = None) -> GameState:
    """A new game on floor 1, the player wearing the starting gear (silently)."""
    from game.content import create_actor, create_item
    from game.content.items import STARTING_GEAR
    from game.engine.log import Kind

    state = GameState(random_seed() if seed is None else seed, create_actor("player"))
    for kind_id in STARTING_GEAR:
        item = create_item(kind_id)
        state.player.inventory.add(item)
        state.player.equipment.equip(item)
    state.new_floor()
    state.log("Welcome, adventurer, to the dungeons below. Your gear is all you have.",
              Kind.WELCOME)
    return state
