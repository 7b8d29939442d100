"""What appears on each floor: SPEC.md's "from floor F: (thing, weight)" tables.

Entries accumulate: a floor uses every entry whose F <= floor, and a later entry for the same
thing replaces the earlier weight.
"""

from __future__ import annotations

from typing import TypeVar

#: What a spawn table weighs: a kind's id, an enchantment.
K = TypeVar("K")

# (from floor, value): the last entry whose floor <= N wins.
MAX_MONSTERS_PER_ROOM: tuple[tuple[int, int], ...] = ((1, 2), (4, 3), (6, 5))
MAX_ITEMS_PER_ROOM: tuple[tuple[int, int], ...] = ((1, 1), (4, 2))

MONSTER_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    0: (("orc", 80),),
    3: (("troll", 15),),
    5: (("troll", 30),),
    7: (("troll", 60),),
}

#: Issue "A dungeon that tests the gear": the deeper breeds, ADDED rows (the tutorial's above
#: keep their weights); same "from floor" rule; a floor's monsters are both tables. A kobold
#: roll brings a whole pack.
FOE_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    3: (("kobold", 20),),
    4: (("shaman", 10),),
    5: (("ogre", 10),),
    7: (("golem", 15), ("ogre", 15), ("shaman", 15)),
    9: (("hydra", 15), ("golem", 20)),
    11: (("hydra", 25), ("ogre", 25)),
}

#: Gear, third edition: foes that ask for properties, placed so that each region (floors
#: 1-4, 5-8, 9-12) holds at least two of them.
PROPERTY_FOE_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    2: (("goblin_archer", 12),),
    3: (("giant_spider", 5),),
    5: (("salamander", 3),),
    6: (("giant_spider", 15), ("goblin_archer", 15)),
    7: (("skeleton", 12), ("salamander", 12)),
    8: (("giant_spider", 20),),
    9: (("mummy", 18), ("skeleton", 18), ("salamander", 22)),
    11: (("mummy", 24), ("salamander", 28)),
}

#: (from floor, percent): how often a monster is born asleep (floor 1 keeps the tutorial's
#: wakeful ones; bosses never sleep).
SLEEP_PERCENT: tuple[tuple[int, int], ...] = ((2, 35), (5, 45), (9, 55))

#: (from floor, percent): how often a monster whose body takes gear is born wearing some.
ARMED_PERCENT: tuple[tuple[int, int], ...] = ((3, 15), (5, 25), (8, 35), (11, 45))
#: (from floor, n): an armed monster rolls 1..n pieces from the floor's gear (a piece whose
#: slot is already taken is left out).
ARMED_PIECES: tuple[tuple[int, int], ...] = ((3, 1), (6, 2), (10, 3))

#: The last floor: no stairs down, and its boss waits in the last room.
LAST_FLOOR = 12
#: floor -> the boss waiting in its last room instead of the stairs.
BOSSES: dict[int, str] = {LAST_FLOOR: "warlord"}

ITEM_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    0: (("health_potion", 35),),
    2: (("confusion_scroll", 10),),
    3: (("shield", 10),),
    4: (("lightning_scroll", 25), ("sword", 5)),
    5: (("iron_helm", 8),),
    6: (("fireball_scroll", 25), ("chain_mail", 15)),
}

#: Gear, second edition: added rows, same "from floor" rule; a floor's items are both tables.
GEAR_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("short_sword", 6), ("identify_scroll", 6), ("leather_cap", 5)),
    2: (
        ("enchant_scroll", 8),
        ("cloak", 6),
        ("leather_boots", 6),
        ("ring_of_protection", 3),
        ("ring_of_strength", 3),
    ),
    3: (
        ("scale_mail", 7),
        ("leather_gloves", 7),
        ("remove_curse_scroll", 6),
        ("ring_of_regeneration", 2),
    ),
    4: (("greataxe", 5), ("amulet_of_vitality", 2), ("amulet_of_clarity", 3)),
    5: (("mace", 6), ("enchant_scroll", 12)),
    7: (("plate_armor", 5), ("great_helm", 5)),
}

#: Gear, third edition: the second kinds of the one-kind slots and thrown weapons.
THIRD_EDITION_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    1: (("dart", 8),),
    2: (("buckler", 5),),
    3: (("fur_cloak", 5), ("gauntlets", 4), ("javelin", 6)),
    4: (("iron_boots", 5),),
    5: (("tower_shield", 5),),
}
#: The rooms' item draws' word for "an artefact this game has not made", and its weight
#: (from floor 6: ``populace_for_floor`` adds it to the floor's item weights).
ARTEFACT = "artefact"
ARTEFACT_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {6: ((ARTEFACT, 8),)}

#: (from floor, percent): how often found weapons and armour carry a property.
PROPERTY_PERCENT: tuple[tuple[int, int], ...] = (
    (1, 4),
    (2, 8),
    (3, 14),
    (4, 20),
    (7, 28),
    (10, 34),
)
#: How often each property comes, among those a found piece may carry: the answers to the
#: Caves' and the Crypt's fire and venom come most.
PROPERTY_WEIGHTS: dict[str, int] = {
    "flame": 1,
    "venom": 1,
    "draining": 1,
    "frost": 1,
    "fire_resistance": 3,
    "poison_resistance": 2,
    "thorns": 2,
    "stealth": 2,
    "warding": 1,
}
#: How many darts and javelins lie together: kind id -> (least, most).
THROWN_STACKS: dict[str, tuple[int, int]] = {"dart": (3, 6), "javelin": (1, 3)}

#: Found gear's enchantment: (from floor, ((enchantment, weight), ...)); deeper is better,
#: and worse: later entries replace earlier weights, as for spawns.
ENCHANTMENT_CHANCES: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((-1, 10), (0, 75), (1, 15)),
    3: ((-2, 5), (-1, 12), (0, 58), (1, 20), (2, 5)),
    6: ((-3, 3), (-2, 7), (-1, 10), (0, 40), (1, 25), (2, 11), (3, 4)),
}

#: (from floor, percent): how often found gear with a negative enchantment is cursed.
CURSED_PERCENT: tuple[tuple[int, int], ...] = ((1, 50), (4, 70), (7, 85))


def value_for_floor(table: tuple[tuple[int, int], ...], floor: int) -> int:
    """The value of the last entry whose floor is <= ``floor``."""
    value = 0
    for from_floor, entry in sorted(table):
        if from_floor <= floor:
            value = entry
    return value


def weights_for_floor(table: dict[int, tuple[tuple[K, int], ...]], floor: int) -> dict[K, int]:
    """Accumulated weights by id for ``floor``; later entries replace earlier weights."""
    weights: dict[K, int] = {}
    for from_floor in sorted(table):
        if from_floor > floor:
            break
        for thing, weight in table[from_floor]:
            weights[thing] = weight
    return weights


def item_weights_for_floor(floor: int) -> dict[str, int]:
    """Every item's weight on ``floor``: the tutorial's table, then the added gear rows."""
    return (
        weights_for_floor(ITEM_CHANCES, floor)
        | weights_for_floor(GEAR_CHANCES, floor)
        | weights_for_floor(THIRD_EDITION_CHANCES, floor)
    )


def monster_weights_for_floor(floor: int) -> dict[str, int]:
    """Every breed's weight on ``floor``: the tutorial's table, then the added foes."""
    return (
        weights_for_floor(MONSTER_CHANCES, floor)
        | weights_for_floor(FOE_CHANCES, floor)
        | weights_for_floor(PROPERTY_FOE_CHANCES, floor)
    )


# -- The world, second edition --------------------------------------------------------------
#: The regions, by their first floor: the Halls keep the tutorial's generator.
REGIONS: tuple[tuple[int, str], ...] = ((1, "halls"), (5, "caves"), (9, "crypt"))
#: (from floor, hidden traps per floor): none on floor 1.
TRAPS: tuple[tuple[int, int], ...] = ((2, 3), (5, 5), (9, 7))
#: (from floor, percent): how often a floor holds a vault.
VAULT_PERCENT: tuple[tuple[int, int], ...] = ((3, 40), (6, 55), (9, 70))
#: (from floor, breed): who guards a vault.
VAULT_GUARDS: tuple[tuple[int, str], ...] = (
    (3, "troll"),
    (5, "ogre"),
    (7, "golem"),
    (9, "skeleton"),
    (11, "hydra"),
)
#: A vault's gear is found as if this many floors deeper (better enchantments, more
#: properties); from VAULT_ARTEFACT_FLOOR its first piece is an artefact, if one is left.
VAULT_DEPTH_BONUS = 3
VAULT_ARTEFACT_FLOOR = 6


def region_for(floor: int) -> str:
    """The region floor ``floor`` lies in."""
    region = REGIONS[0][1]
    for first, name in REGIONS:
        if floor >= first:
            region = name
    return region


def text_for_floor(table: tuple[tuple[int, str], ...], floor: int) -> str | None:
    """The value of the last entry whose floor is <= ``floor`` (None before the first)."""
    found = None
    for from_floor, entry in sorted(table):
        if from_floor <= floor:
            found = entry
    return found
