"""States for the gear UI tests, set up through the engine's own commands (``state.act``)."""

from __future__ import annotations

from game.content import create_item
from tests.scenario import scenario

ROOM = """
    ##########
    #........#
    #...@....#
    #........#
    #......>.#
    ##########
"""

#: (kind, enchantment, cursed, ring slot): one piece for each of the ten slots, put on in
#: this order (the Mace is cursed and binds itself).
TEN = [
    ("great_helm", 1, False, None),
    ("amulet_of_vitality", 0, False, None),
    ("chain_mail", 2, False, None),
    ("cloak", 0, False, None),
    ("leather_gloves", 0, False, None),
    ("mace", -2, True, None),
    ("shield", 1, False, None),
    ("ring_of_protection", 1, False, "left_ring"),
    ("ring_of_strength", 0, False, "right_ring"),
    ("leather_boots", 0, False, None),
]

SLOT_OF = {
    "great_helm": "head",
    "amulet_of_vitality": "neck",
    "chain_mail": "body",
    "cloak": "cloak",
    "leather_gloves": "hands",
    "mace": "main_hand",
    "shield": "off_hand",
    "ring_of_protection": "left_ring",
    "ring_of_strength": "right_ring",
    "leather_boots": "feet",
}


def carry(state, kind: str, enchantment: int = 0, cursed: bool = False):
    """A piece found in the dungeon (unknown to the player) put in the pack."""
    return state.player.inventory.add(create_item(kind, enchantment=enchantment, cursed=cursed))


def wear(state, kit, seed: int = 1):
    """Put on every piece of ``kit`` through ``state.act``; fails loudly on a refusal."""
    for kind, enchantment, cursed, slot in kit:
        item = carry(state, kind, enchantment, cursed)
        assert state.act("equip", item=item, slot=slot), state.messages[-1].text
    return state


def dressed(kit=TEN, seed: int = 1):
    """The tests' lit room with the hero wearing ``kit``."""
    return wear(scenario(ROOM, seed=seed), kit)
