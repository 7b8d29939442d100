"""The one-line JSON summary of a game that ``--autoplay --headless`` prints."""

from __future__ import annotations

from typing import Any

from game.engine.digest import digest
from game.engine.entity import Item
from game.engine.game import GameState


def inventory_names(items: list[Item]) -> list[str]:
    """One name per item carried, in pack order: a stack of 8 potions gives 8 names, so the
    list means what it meant before stacks (rows and letters are in the digest)."""
    return [item.name for item in items for _ in range(item.count)]


def summary(state: GameState) -> dict[str, Any]:
    """Seed, turns, depth, alive, kills, player stats, equipped, inventory and digest."""
    player = state.player
    f = player.fighter
    return {
        "seed": state.seed,
        "turns": state.turn,
        "depth": state.depth,
        "alive": player.is_alive,
        "kills": state.kills,
        "player": {
            "level": player.level.current_level,
            "xp": player.level.current_xp,
            "hp": f.hp,
            "max_hp": f.max_hp,
            "power": f.power,
            "defense": f.defense,
            "base_max_hp": f.base_max_hp,
            "base_power": f.base_power,
            "base_defense": f.base_defense,
        },
        "equipped": {slot: (item.name if item else None)
                     for slot, item in player.equipment.slots.items()},
        "inventory": inventory_names(player.inventory.items),
        "digest": digest(state),
    }
