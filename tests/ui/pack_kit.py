"""A full pack of the longest names the content makes, for the side panel's tests: which rows
must keep their letter and marks whole, and names whole where the window allows."""

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

#: Worn through ``state.act("equip")``, cursed at the worst enchantment found (-3): the widest
#: marks ("(E) (cursed)") on the longest names; the Greataxe takes the off hand too.
WORN_CURSED: tuple[tuple[str, str | None], ...] = (
    ("ring_of_regeneration", "left_ring"),
    ("ring_of_protection", "right_ring"),
    ("amulet_of_vitality", None),
    ("leather_gloves", None),
    ("leather_boots", None),
    ("great_helm", None),
    ("plate_armor", None),
    ("cloak", None),
    ("greataxe", None),
)
#: Unknown jewellery: a kind never learned shows its appearance ("sapphire ring"); a kind
#: learned but a piece not identified shows "Ring of Regeneration ?".
UNKNOWN = ("ring_of_strength", "amulet_of_clarity", "ring_of_regeneration", "ring_of_protection")
#: Every stackable kind, twelve of each: "12 Scrolls of Remove Curse".
STACKS = (
    "enchant_scroll",
    "remove_curse_scroll",
    "identify_scroll",
    "health_potion",
    "fireball_scroll",
    "lightning_scroll",
    "confusion_scroll",
)
#: Cursed and known (read on with Identify), carried: "-3 Short Sword (cursed)".
CARRIED_CURSED = ("mace", "short_sword", "scale_mail", "leather_cap")
LONGEST = "-3 Ring of Regeneration (E) (cursed)"


def longest_pack(seed: int = 1):
    """The lit room, the hero carrying 26 rows: the starting Dagger and Leather Armor (taken
    off by what replaces them), then WORN_CURSED, UNKNOWN, STACKS, CARRIED_CURSED."""
    state = scenario(ROOM, seed=seed)
    pack = state.player.inventory
    for kind, slot in WORN_CURSED:
        item = pack.add(create_item(kind, enchantment=-3, cursed=True))
        assert state.act("equip", item=item, slot=slot), state.messages[-1].text
    for kind in UNKNOWN:
        pack.add(create_item(kind, enchantment=1))
    for kind in STACKS:
        for _ in range(12):
            pack.add(create_item(kind))
    for kind in CARRIED_CURSED:
        state.learn(pack.add(create_item(kind, enchantment=-3, cursed=True)))
    assert len(pack.items) == 26 and pack.is_full
    return state
