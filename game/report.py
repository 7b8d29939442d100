"""The one-line JSON summary of a game that ``--autoplay --headless`` prints.

The saved numbers it shows are the fields ``game.engine.shape.SHAPES`` marks with ``report=``;
the rest are derived values (alive, max HP, power, defense) and names.
"""

from __future__ import annotations

from typing import Any

from game.engine.digest import digest
from game.engine.entity import Item
from game.engine.game import GameState
from game.engine.shape import reported


def inventory_names(items: list[Item]) -> list[str]:
    """One name per item carried, in pack order: a stack of 8 potions gives 8 names, so the
    list means what it meant before stacks (rows and letters are in the digest)."""
    return [item.name for item in items for _ in range(item.count)]


def summary(state: GameState) -> dict[str, Any]:
    """Seed, turns, depth, alive, kills, player stats, equipped, inventory and digest."""
    player = state.player
    f = player.fighter
    return {
        **reported(state),
        "alive": player.is_alive,
        "player": {
            **reported(player.level),
            **reported(f),
            "max_hp": f.max_hp,
            "power": f.power,
            "defense": f.defense,
        },
        "equipped": {
            slot: (item.name if item else None) for slot, item in player.equipment.slots.items()
        },
        "inventory": inventory_names(player.inventory.items),
        "digest": digest(state),
    }
