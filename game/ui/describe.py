"""Words about things, for lists, the character sheet and (next) tooltips: read from the state."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.equipment import STATS
from game.ui import theme
from game.ui.panels.tooltip import Line

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item

STAT_LABELS = {"power": "Power", "defense": "Defense", "max_hp": "Max HP"}


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def item_lines(actor: Actor, item: Item) -> list[Line]:
    """Name, where it is worn, what it does, and for gear: its bonuses and the change it makes."""
    lines: list[Line] = [(item.name, theme.TITLE)]
    slot = actor.equipment.slot_of(item)
    wearable = item.equippable
    if slot is not None:
        lines.append((f"Worn on {slot.label}", theme.WORN_MARK))
    elif wearable is not None:
        lines.append((f"Worn on the {wearable.slot.label}", theme.TEXT_DIM))
    if item.kind.description:
        lines.append((item.kind.description, theme.TEXT))
    if item.effect is not None:
        lines.append((item.effect.describe(), theme.TEXT))
    if wearable is not None:
        bonuses = [f"{signed(wearable.bonus(s))} {STAT_LABELS[s].lower()}" for s in STATS
                   if wearable.bonus(s)]
        if bonuses:
            lines.append((", ".join(bonuses), theme.TEXT))
        changes = actor.fighter.compare(item)
        verb = "Taking it off" if slot is not None else "Wearing it"
        moved = [(s, now, then) for s, (now, then) in changes.items() if now != then]
        if moved:
            lines.append((f"{verb}:", theme.TEXT_DIM))
            for stat, now, then in moved:
                color = theme.BONUS if then > now else theme.MALUS
                lines.append((f"  {STAT_LABELS[stat]} {now} -> {then}", color))
    return lines


def breakdown_text(actor: Actor, stat: str) -> str:
    """"Power 6 = 2 base + 4 Sword": the total and where it comes from."""
    parts = actor.fighter.breakdown(stat)
    total = getattr(actor.fighter, stat)
    words = []
    for index, (source, value) in enumerate(parts):
        if index == 0:
            words.append(f"{value} {source}")
        else:
            words.append(f"{'+' if value >= 0 else '-'} {abs(value)} {source}")
    return f"{STAT_LABELS[stat]} {total} = " + " ".join(words)
