"""Hand-built scenes for the bot's gear tests: a lit empty room, and gear put in the pack."""

from __future__ import annotations

from game.content import create_item
from game.engine.entity import Item
from game.engine.game import GameState
from tests.scenario import scenario

ROOM = """
    #######
    #.....#
    #..@..#
    #.....#
    #######
"""


def room(depth: int = 1) -> GameState:
    """A lit, fully explored room with nothing in it: the bot has only its gear to think of.
    The player wears the starting Dagger and Leather Armor."""
    state = scenario(ROOM)
    state.depth = depth
    state.stage.explored[:] = True
    state.update_fov()
    return state


def carry(
    state: GameState, kind_id: str, enchantment: int = 0, cursed: bool = False, known: bool = False
) -> Item:
    """Put a new ``kind_id`` in the pack (known to the player when ``known``)."""
    item = create_item(kind_id, enchantment=enchantment, cursed=cursed)
    if known:
        state.learn(item)
    state.player.inventory.add(item)
    return item
