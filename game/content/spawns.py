"""What appears on each floor: SPEC.md's "from floor F: (thing, weight)" tables.

Entries accumulate: a floor uses every entry whose F <= floor, and a later entry for the same
thing replaces the earlier weight.
"""

from __future__ import annotations

# (from floor, value): the last entry whose floor <= N wins.
MAX_MONSTERS_PER_ROOM: tuple[tuple[int, int], ...] = ((1, 2), (4, 3), (6, 5))
MAX_ITEMS_PER_ROOM: tuple[tuple[int, int], ...] = ((1, 1), (4, 2))

MONSTER_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    0: (("orc", 80),),
    3: (("troll", 15),),
    5: (("troll", 30),),
    7: (("troll", 60),),
}

ITEM_CHANCES: dict[int, tuple[tuple[str, int], ...]] = {
    0: (("health_potion", 35),),
    2: (("confusion_scroll", 10),),
    3: (("shield", 10),),
    4: (("lightning_scroll", 25), ("sword", 5)),
    5: (("iron_helm", 8),),
    6: (("fireball_scroll", 25), ("chain_mail", 15)),
}


def value_for_floor(table: tuple[tuple[int, int], ...], floor: int) -> int:
    """The value of the last entry whose floor is <= ``floor``."""
    value = 0
    for from_floor, entry in sorted(table):
        if from_floor <= floor:
            value = entry
    return value


def weights_for_floor(table: dict[int, tuple[tuple[str, int], ...]], floor: int) -> dict[str, int]:
    """Accumulated weights by id for ``floor``; later entries replace earlier weights."""
    weights: dict[str, int] = {}
    for from_floor in sorted(table):
        if from_floor > floor:
            break
        for thing, weight in table[from_floor]:
            weights[thing] = weight
    return weights
