"""Properties gear may carry ("Gear, third edition"): names, what each does, and its number.

What each number means is the rule's (``game.engine.properties``): Flame's extra fire per
blow, Venom's turns of poison per blow, Draining's share in a hundred of the damage dealt,
Frost's chance in a hundred to freeze, Thorns' damage back per piece, Stealth's reach.
"""

from __future__ import annotations

from game.engine.kinds import Property

PROPERTY_ROWS: tuple[Property, ...] = (
    Property(
        "flame",
        "Flame",
        "Burns what it strikes: +3 fire damage a blow, through armour.",
        weapon=True,
        amount=3,
    ),
    Property(
        "venom",
        "Venom",
        "Poisons what it strikes: 4 more turns of poison a blow.",
        weapon=True,
        amount=4,
    ),
    Property(
        "draining", "Draining", "Gives you back 40% of the damage it deals.", weapon=True, amount=40
    ),
    Property(
        "frost", "Frost", "A blow freezes its target one turn, 1 time in 4.", weapon=True, amount=25
    ),
    Property("fire_resistance", "Fire Resistance", "Halves the fire you take.", weapon=False),
    Property("poison_resistance", "Poison Resistance", "You cannot be poisoned.", weapon=False),
    Property(
        "thorns", "Thorns", "Whoever strikes you takes 2 damage back.", weapon=False, amount=2
    ),
    Property(
        "stealth",
        "Stealth",
        "Sleeping monsters notice you only within 2 tiles.",
        weapon=False,
        amount=2,
    ),
    Property("warding", "Warding", "Spells fail on you: you cannot be confused.", weapon=False),
)

PROPERTIES: dict[str, Property] = {row.id: row for row in PROPERTY_ROWS}
