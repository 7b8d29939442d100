"""Coloured item descriptions for lists and tooltips, built on the engine's words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.describe import bonus_text, comparison_lines, tile_lines
from game.ui import theme
from game.ui.panels.tooltip import Line

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.game import GameState

#: Said under a stack in tooltips and the detail pane: one use or drop takes one.
STACK_NOTE = "Using or dropping takes one from the stack."


def item_lines(actor: Actor, item: Item) -> list[Line]:
    """Name (with a stack's size), where it is worn, what it does, and for gear: its bonuses
    and the change it makes."""
    lines: list[Line] = [(item.label, theme.TITLE)]
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
    if item.count > 1:
        lines.append((STACK_NOTE, theme.TEXT_DIM))
    if wearable is not None:
        if bonus_text(item):
            lines.append((bonus_text(item), theme.TEXT))
        lines += comparison(actor, item)
    return lines


def comparison(actor: Actor, item: Item) -> list[Line]:
    """The engine's "Power 4 -> 6 (+2)" lines under their heading, gains green, losses red."""
    words = comparison_lines(actor, item)
    if not words:
        return []
    moved = [(now, then) for now, then in actor.fighter.compare(item).values() if now != then]
    out: list[Line] = [(words[0], theme.TEXT_DIM)]
    if not moved:
        return out + [(f"  {line}", theme.TEXT_DIM) for line in words[1:]]
    for line, (now, then) in zip(words[1:], moved, strict=True):
        out.append((f"  {line}", theme.BONUS if then > now else theme.MALUS))
    return out


def tile_tooltip(state: GameState, x: int, y: int) -> list[Line]:
    """What the pointer is over on the map: creatures and items bright, the terrain dim."""
    words = tile_lines(state, x, y)
    return [(line, theme.TEXT if index < len(words) - 1 else theme.TEXT_DIM)
            for index, line in enumerate(words)]
