"""Ironbound: a tile roguelike whose heart is equipment.

``new_game(seed)`` starts a game; ``digest(state)`` fingerprints one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.digest import digest
from game.engine.game import GameState
from game.engine.rng import random_seed

if TYPE_CHECKING:
    from game.engine.content import Content

__all__ = ["GameState", "digest", "new_game"]
__version__ = "0.1.0"


def new_game(seed: int | None = None, content: Content | None = None) -> GameState:
    """A new game on floor 1, the player wearing the starting gear (silently).

    ``content`` is the data the engine is handed; the game's own (``game.content.CONTENT``)
    unless a test brings its own.
    """
    from game.engine.log import Kind

    if content is None:
        from game.content import CONTENT as content
    state = GameState(random_seed() if seed is None else seed, content.create_actor("player"),
                      content)
    for kind_id in content.starting_gear:
        item = content.create_item(kind_id)
        item.identified = True  # starting gear is known
        state.player.inventory.add(item)
        state.player.equipment.equip(item)
    state.new_floor()
    state.log("Welcome, adventurer, to the dungeons below. Your gear is all you have.",
              Kind.WELCOME)
    return state
