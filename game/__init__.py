"""Ironbound: a tile roguelike whose heart is equipment.

``new_game(seed)`` starts a game; ``digest(state)`` fingerprints one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.content import Content
    from game.engine.digest import digest
    from game.engine.game import GameState

__all__ = ["GameState", "digest", "new_game"]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """``GameState`` and ``digest`` are read from the engine on first use: importing any part
    of the game (the window's menu, the command line) does not import the whole engine."""
    if name == "GameState":
        from game.engine.game import GameState

        return GameState
    if name == "digest":
        from game.engine.digest import digest

        return digest
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def new_game(seed: int | None = None, content: Content | None = None) -> GameState:
    """A new game on floor 1, the player wearing the starting gear (silently).

    ``content`` is the data the engine is handed; the game's own (``game.content.CONTENT``)
    unless a test brings its own.
    """
    from game.content import CONTENT
    from game.engine.digest import digest
    from game.engine.game import GameState
    from game.engine.log import Kind
    from game.engine.recording import start_recording
    from game.engine.rng import random_seed

    if content is None:
        content = CONTENT
    state = GameState(
        random_seed() if seed is None else seed, content.create_actor("player"), content
    )
    for kind_id in content.starting_gear:
        item = content.create_item(kind_id)
        item.identified = True  # starting gear is known
        state.player.inventory.add(item)
        state.player.equipment.equip(item)
    state.new_floor()
    state.log(
        "Welcome, adventurer, to the dungeons below. Your gear is all you have.", Kind.WELCOME
    )
    state.chronicle.tick(state)  # the first sample: turn 0
    if content is CONTENT:  # a replay rebuilds this start from the seed alone
        start_recording(state, digest)
    return state
