"""Coloured item descriptions for lists and tooltips, built on the engine's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.describe import STAT_LABELS, bonus_text
from game.ui import theme
from game.ui.panels.tooltip import Line

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item

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
        if bonus_text(item):
            lines.append((bonus_text(item), theme.TEXT))
        changes = actor.fighter.compare(item)
        verb = "Taking it off" if slot is not None else "Wearing it"
        moved = [(s, now, then) for s, (now, then) in changes.items() if now != then]
        if moved:
            lines.append((f"{verb}:", theme.TEXT_DIM))
            for stat, now, then in moved:
                color = theme.BONUS if then > now else theme.MALUS
                lines.append((f"  {STAT_LABELS[stat]} {now} -> {then}", color))
    return lines
