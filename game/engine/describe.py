"""Words for what the player looks at: tooltips, the look command, the character sheet."""

from __future__ import annotations

from game.engine.actor import Actor
from game.engine.entity import Item
from game.engine.equipment import Stat
from game.engine.game import GameState
from game.engine.tiles import TILE_LABELS


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def bonus_text(item: Item) -> str:
    """ "+4 power" / "+1 defense, +10 max HP" / "" for items without bonuses."""
    wearable = item.equippable
    if wearable is None:
        return ""
    parts = [f"{signed(wearable.bonus(stat))} {stat.bonus_word}"
             for stat in Stat if wearable.bonus(stat)]
    return ", ".join(parts)


def item_lines(item: Item, wearer: Actor | None = None) -> list[str]:
    """Name (with a stack's size), slot and bonuses or effect, and where it is worn: the lines
    of an item's tooltip."""
    lines = [item.label]
    wearable = item.equippable
    if wearable is not None:
        lines.append(f"{wearable.slot.label.capitalize()}: {bonus_text(item) or 'no bonus'}")
        if wearer is not None and wearer.equipment.is_equipped(item):
            lines.append(f"Worn (on {wearable.slot.label})")
    elif item.effect is not None:
        lines.append(item.effect.describe())
    if item.kind.description:
        lines.append(item.kind.description)
    return lines


def comparison_lines(wearer: Actor, item: Item) -> list[str]:
    """ "Power 4 -> 6 (+2)" for every stat wearing (or removing) ``item`` would change."""
    if item.equippable is None:
        return []
    lines = []
    for stat, (now, then) in wearer.fighter.compare(item).items():
        if now != then:
            lines.append(f"{Stat(stat).label} {now} -> {then} ({signed(then - now)})")
    worn = wearer.equipment.item_in(item.equippable.slot)
    if worn is item:
        lines.insert(0, "If removed:")
    elif worn is not None:
        lines.insert(0, f"Instead of the {worn.name}:")
    else:
        lines.insert(0, f"On your empty {item.equippable.slot.label}:")
    if len(lines) == 1:
        lines.append("No change")
    return lines


def stat_line(wearer: Actor, stat: Stat | str) -> str:
    """ "Power 6 = 2 base + 4 Sword" from the fighter's breakdown (negatives as "- 1 Cursed")."""
    fighter = wearer.fighter
    words = []
    for index, (source, value) in enumerate(fighter.breakdown(stat)):
        if index == 0:
            words.append(f"{value} {source}")
        else:
            words.append(f"{'+' if value >= 0 else '-'} {abs(value)} {source}")
    return f"{Stat(stat).label} {fighter.value(stat)} = " + " ".join(words)


def actor_lines(state: GameState, actor: Actor) -> list[str]:
    """A creature's name, HP and condition."""
    if not actor.is_alive:
        return [actor.name.capitalize()]
    if actor is state.player:
        return [f"You ({actor.fighter.hp}/{actor.fighter.max_hp} HP)"]
    lines = [actor.name, f"HP {actor.fighter.hp}/{actor.fighter.max_hp}"]
    from game.engine.ai import ConfusedAI

    if isinstance(actor.ai, ConfusedAI):
        lines.append(f"Confused ({actor.ai.turns_remaining} turns)")
    return lines


def tile_lines(state: GameState, x: int, y: int) -> list[str]:
    """What the player knows of tile (x, y): creatures and items if in view, else the terrain."""
    stage = state.stage
    if not stage.in_bounds(x, y) or not stage.explored[y, x]:
        return ["Unexplored"]
    lines: list[str] = []
    if stage.visible[y, x]:
        things = sorted(stage.entities_at(x, y), key=lambda e: -e.render_order)
        for thing in things:
            if isinstance(thing, Actor):
                lines.append(" - ".join(actor_lines(state, thing)))
            elif isinstance(thing, Item):
                extra = bonus_text(thing)
                lines.append(f"{thing.label} ({extra})" if extra else thing.label)
    terrain = TILE_LABELS[int(stage.tiles[y, x])]
    lines.append(terrain if stage.visible[y, x] else f"{terrain} (remembered)")
    return lines
