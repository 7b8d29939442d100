"""Coloured item descriptions for lists and tooltips, in the words of what the player knows.

Every name comes from ``state.name_of`` / ``label_of`` and every number from
``state.known_bonus`` / ``state.compare``, which say None where the player does not know: so
unknown gear shows "enchantment unknown" and "?" and never its numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.engine.actions.base import sentence
from game.engine.actor import Actor
from game.engine.describe import (
    condition_words,
    conditions,
    gear_words,
    signed,
    things_at,
    tile_lines,
    traits,
)
from game.engine.entity import Item
from game.engine.equipment import Slot, Stat
from game.engine.forecast import VERDICT_WORDS, breath, exchange, fight_forecast, verdict
from game.engine.properties import FIRE, FIRE_RESISTANCE, FLAME
from game.ui import theme
from game.ui.gear_view import (
    caption,
    description_known,
    is_runed,
    known_cursed,
    known_props,
    prop_glyph,
)
from game.ui.memo import MEMO, gear_look
from game.ui.panels.tooltip import Glyphed, Line

if TYPE_CHECKING:
    from game.engine.game import GameState

#: Said under a stack in tooltips and the detail pane: one use or drop takes one.
STACK_NOTE = "Using or dropping takes one from the stack."
ENCHANTMENT_UNKNOWN = "enchantment unknown"
KIND_UNKNOWN = "Unknown: wear it or read Identify to learn what it does."
UNKNOWN_VALUE = "?"
UNKNOWN_CHANGE = "What it would change is unknown."
#: Said of unknown gear whose runes show it carries a property (its icon has the rune badge).
RUNED_NOTE = "Runes: it carries a property you do not know yet."
#: The comparison's line for a runed piece's unknown property.
RUNED_CHANGE = "+ a property not yet known"


def item_lines(state: GameState, item: Item) -> list[Line]:
    """Name (with a stack's size), where it is worn, what it does, and for gear: the bonuses
    the player knows and the change wearing it makes (both ring slots for a ring). Worked out
    once per revision of the game (a new list each call: the caller may change it)."""
    own = ("item_lines", item.count, item.enchantment, item.identified, item.cursed)
    key = (own, gear_look(state))
    return list(MEMO.of(state, item, key, lambda: _item_lines(state, item)))


def _item_lines(state: GameState, item: Item) -> tuple[Line, ...]:
    lines: list[Line] = [(state.label_of(item), theme.TITLE)]
    equipment = state.player.equipment
    slot = equipment.slot_of(item)
    wearable = item.equippable
    if slot is not None:
        lines.append((f"Worn on {slot.label}", theme.WORN_MARK))
    elif wearable is not None:
        where = "a finger (either ring slot)" if wearable.is_ring else f"the {wearable.slot.label}"
        lines.append((f"Worn on {where}", theme.TEXT_DIM))
    if description_known(state, item):
        lines.append((item.kind.description, theme.TEXT))
    if item.effect is not None:
        lines.append((item.effect.describe(), theme.TEXT))
    if item.count > 1:
        lines.append((STACK_NOTE, theme.TEXT_DIM))
    if wearable is not None:
        lines += gear_lines(state, item)
        lines += property_lines(state, item)
        lines += comparison(state, item)
    return tuple(lines)


def property_lines(state: GameState, item: Item) -> list[Line]:
    """Each property of ``item`` the player knows, with its glyph and what it does ("Flame:
    Burns what it strikes..."); for a runed piece not yet known, that it carries one."""
    lines: list[Line] = []
    for prop in known_props(state, item):
        name, does = state.property_words(prop)
        lines.append((Glyphed(f"{name}: {does}", prop_glyph(prop)), theme.PROPERTY))
    if is_runed(state, item):
        lines.append((Glyphed(RUNED_NOTE, "badge_runed"), theme.TEXT_DIM))
    return lines


def swap(state: GameState, item: Item, slot: str | None) -> tuple[list[Item], list[Item]]:
    """What comes off and what goes on when ``item`` is worn in ``slot`` (default: where equip
    puts it), as ``World.compare`` weighs it; an item already worn: taking it off."""
    equipment = state.player.equipment
    if equipment.is_equipped(item) and slot is None:
        return [item], []
    return equipment.displaced_by(item, slot), [item]


def against_in_sight(
    state: GameState, item: Item, slot: str | None, changes: dict[str, tuple[int, int | None]]
) -> list[Line]:
    """What the swap (``changes``: ``World.compare``'s) would make of a fight with the nearest
    monster in sight, counted as the forecast counts it (``forecast.exchange``): "Against the
    Orc: you need 2 blows, not 3" (green when the fight goes better, red when worse); against
    one that breathes fire, its turns of breath and blows, the fire resistance the swap
    gives or takes counted ("it needs 5 turns, not 3"). Nothing
    when none is in sight, when the swap's power or defense is not known, or when the counts
    stay as they are."""
    seen = state.visible_monsters()
    (power, power_then), (defense, defense_then) = (
        changes[Stat.POWER.value],
        changes[Stat.DEFENSE.value],
    )
    if not seen or power_then is None or defense_then is None:
        return []
    off, on = swap(state, item, slot)
    equipment = state.player.equipment
    held = equipment.item_in(Slot.MAIN_HAND)
    if on and equipment.target_slot(item, slot) is Slot.MAIN_HAND:
        after: Item | None = item  # the weapon in hand after the swap
    else:
        after = None if held in off else held
    monster = seen[0]
    kept = [piece for piece in equipment.worn_items() if piece not in off]
    resisting = FIRE in state.player.breed.resists or any(
        FIRE_RESISTANCE in known_props(state, piece) for piece in kept + on
    )
    mine, theirs = exchange(state, monster, power, defense, _flames(state, held))
    mine_then, theirs_then = exchange(
        state, monster, power_then, defense_then, _flames(state, after), resisting
    )
    if (mine, theirs) == (mine_then, theirs_then):
        return []
    parts, better, worse = [], False, False
    if mine != mine_then:
        parts.append(
            _count_change("you need", "your blows could no longer fell it", mine_then, mine)
        )
        gain = mine_then is not None and (mine is None or mine_then < mine)
        better, worse = better or gain, worse or not gain
    if theirs != theirs_then:
        unit = "turn" if breath(state, monster) else "blow"  # its fire and blows, or blows
        parts.append(
            _count_change("it needs", "it could no longer hurt you", theirs_then, theirs, unit)
        )
        gain = theirs_then is None or (theirs is not None and theirs_then > theirs)
        better, worse = better or gain, worse or not gain
    color = (
        theme.BONUS if better and not worse else theme.MALUS if worse and not better else theme.TEXT
    )
    return [(f"  Against the {monster.name}: {'; '.join(parts)}", color)]


def _flames(state: GameState, weapon: Item | None) -> bool:
    """Whether ``weapon`` (None: bare hands) carries Flame, as the player knows it."""
    return weapon is not None and FLAME in known_props(state, weapon)


def _count_change(
    who: str, never: str, then: int | None, now: int | None, unit: str = "blow"
) -> str:
    """ "you need 2 blows, not 3" (or "it needs 5 turns, not 3": ``unit``); ``never`` when
    the blows would no longer do it; "where none do now" when they do not now."""
    if then is None:
        return never
    blows = f"{who} {then} {unit}{'s' if then != 1 else ''}"
    return f"{blows}, not {now}" if now is not None else f"{blows}, where none do now"


def property_changes(state: GameState, item: Item, slot: str | None) -> list[Line]:
    """What a swap gains and loses in properties, by their names: "+ Flame" (green), "- Fire
    Resistance" (red); "+ a property not yet known" for a runed piece not known. Only what
    the player knows: the worn pieces are known (wearing teaches them)."""
    off, on = swap(state, item, slot)
    lost = [prop for worn in off for prop in known_props(state, worn)]
    gained = [prop for piece in on for prop in known_props(state, piece)]
    lines: list[Line] = []
    for prop in gained:
        if prop in lost:
            lost.remove(prop)  # kept: the new piece has it too
        else:
            lines.append((f"  + {state.property_name(prop)}", theme.BONUS))
    lines += [(f"  - {state.property_name(prop)}", theme.MALUS) for prop in lost]
    if any(is_runed(state, piece) for piece in on):
        lines.append((f"  {RUNED_CHANGE}", theme.TEXT_DIM))
    return lines


def gear_lines(state: GameState, item: Item) -> list[Line]:
    """The bonuses the player knows, "enchantment unknown", two hands, and a known curse."""
    wearable = item.equippable
    assert wearable is not None
    if not state.kind_known(item.kind):
        return [(KIND_UNKNOWN, theme.TEXT_DIM), (ENCHANTMENT_UNKNOWN, theme.TEXT_DIM)]
    parts = []
    for stat in Stat:
        known = state.known_bonus(item, stat)
        if known is None:
            base = wearable.bonus(stat)  # the kind's own bonus: the kind is known
            start = f"{signed(base)} + " if base else ""
            parts.append(f"{start}{UNKNOWN_VALUE} {stat.bonus_word}")
        elif known:
            parts.append(f"{signed(known)} {stat.bonus_word}")
    lines: list[Line] = [(", ".join(parts) if parts else "no bonus", theme.TEXT)]
    if wearable.two_handed:
        lines.append(("Two-handed: leaves no room for the off hand.", theme.TEXT_DIM))
    if not state.knows(item):
        lines.append((ENCHANTMENT_UNKNOWN, theme.TEXT_DIM))
    elif item.enchantment:
        lines.append((f"Enchantment {signed(item.enchantment)}", theme.TEXT))
    if known_cursed(state, item):
        worn = state.player.equipment.is_equipped(item)
        lines.append(
            (
                "Cursed: it cannot be taken off."
                if worn
                else "Cursed: once worn it cannot be taken off.",
                theme.MALUS,
            )
        )
    return lines


def comparison_slots(state: GameState, item: Item) -> list[str | None]:
    """Where to compare ``item``: both ring slots for a ring not worn, else where equip puts it
    (None: the engine's default)."""
    wearable = item.equippable
    if wearable is not None and wearable.is_ring and not state.player.equipment.is_equipped(item):
        return [slot.value for slot in Slot if slot.is_ring]
    return [None]


def comparison(state: GameState, item: Item) -> list[Line]:
    """ "Power 4 -> 6 (+2)" lines under a heading per slot compared, gains green, losses red;
    where the enchantment is unknown, the change at +0 ("Power 4 -> 6 at +0 (enchantment
    unknown)"), "?" where even that is not known. A change a curse forbids (taking off a
    cursed piece, or putting something in its place) is not offered: it says why instead."""
    out: list[Line] = []
    equipment = state.player.equipment
    if equipment.is_equipped(item) and known_cursed(state, item):
        return out  # gear_lines says it cannot be taken off
    for slot in comparison_slots(state, item):
        stuck = [worn for worn in equipment.displaced_by(item, slot) if known_cursed(state, worn)]
        if stuck:
            names = " and ".join(state.the_name(worn) for worn in stuck)
            out.append(
                (f"{names[:1].upper()}{names[1:]} is cursed: it cannot be replaced.", theme.MALUS)
            )
            continue
        out.append((_heading(state, item, slot), theme.TEXT_DIM))
        changes = state.compare(item, slot)
        props = property_changes(state, item, slot)
        if all(then is None for _, then in changes.values()):
            out.append((f"  {UNKNOWN_CHANGE}", theme.TEXT_DIM))
            out += props
            continue
        at_plus_0 = state.compare(item, slot, at_plus_0=True)
        moved = 0
        for stat, (now, then) in changes.items():
            label = Stat(stat).label
            if then is None:
                plain = at_plus_0[stat][1]
                shown = (
                    f"{plain} at +0 ({ENCHANTMENT_UNKNOWN})" if plain is not None else UNKNOWN_VALUE
                )
                out.append((f"  {label} {now} -> {shown}", theme.TEXT_DIM))
                moved += 1
            elif then != now:
                color = theme.BONUS if then > now else theme.MALUS
                out.append((f"  {label} {now} -> {then} ({signed(then - now)})", color))
                moved += 1
        out += props
        if not moved and not props:
            out.append(("  No change", theme.TEXT_DIM))
        out += against_in_sight(state, item, slot, changes)
    return out


def _heading(state: GameState, item: Item, slot: str | None) -> str:
    equipment = state.player.equipment
    wearable = item.equippable
    assert wearable is not None
    if equipment.is_equipped(item) and slot is None:
        return "If removed:"
    target = slot or wearable.slot.value
    if slot is None and wearable.is_ring:
        target = next(
            (s.value for s in Slot if s.is_ring and equipment.item_in(s) is None),
            Slot.LEFT_RING.value,
        )
    worn = equipment.item_in(target)
    where = caption(target).lower()
    if worn is None:
        return f"On your empty {where}:"
    if wearable.is_ring:
        return f"Instead of {state.the_name(worn)} ({where}):"
    return f"Instead of {state.the_name(worn)}:"


def tile_tooltip(state: GameState, x: int, y: int) -> list[Line]:
    """What the pointer is over on the map: creatures and items bright, the terrain dim; a
    monster's line followed by what a fight with it comes to (``fight_forecast``) and how it
    would go (``verdict_line``); the top
    item in view told as the pack's tooltip tells it (what it does and, for gear, the change
    wearing it would make), so that a find is weighed before the walk to it."""
    words = tile_lines(state, x, y)
    lines = [
        (line, theme.TEXT if index < len(words) - 1 else theme.TEXT_DIM)
        for index, line in enumerate(words)
    ]
    things = things_at(state, x, y)  # one line each, in this order
    at = next((i for i, thing in enumerate(things) if isinstance(thing, Item)), None)
    if at is not None:
        lines = lines[:at] + item_lines(state, cast(Item, things[at])) + lines[at + 1 :]
    first = things[0] if things else None
    if isinstance(first, Actor) and first.is_alive and first is not state.player:
        # a monster comes first (one a tile): what a fight with it comes to, under its line,
        # and the verdict in its colour
        lines[1:1] = [(line, theme.TEXT) for line in fight_forecast(state, first)] + [
            verdict_line(state, first)
        ]
    return lines


def verdict_line(state: GameState, monster: Actor) -> Line:
    """How a fight with ``monster`` would go (``forecast.verdict``), in its colour:
    "Deadly: it would fell you first" in red."""
    judged = verdict(state, monster)
    return VERDICT_WORDS[judged], theme.VERDICT_COLORS[judged]


def monster_sheet(state: GameState, monster: Actor) -> list[str]:
    """Everything the player can tell of a living ``monster``, as its window says it:
    what it is (its breed's words), what it has on, its HP and the conditions it is in,
    what its kind does, what a fight with it comes to (``fight_forecast``) and how it would
    go (the verdict, last)."""
    lines = [monster.breed.description] if monster.breed.description else []
    gear = gear_words(state, monster)
    if gear:
        lines.append(sentence(", ".join(gear)) + ".")
    states = [condition_words(name, amount) for name, amount in conditions(monster)]
    fighter = monster.fighter
    lines.append(", ".join([f"HP {fighter.hp}/{fighter.max_hp}", *states]))
    does = traits(monster)
    if does:
        lines.append(sentence(", ".join(does)) + ".")
    return lines + fight_forecast(state, monster) + [str(verdict_line(state, monster)[0])]


def monster_seen_at(state: GameState, x: int, y: int) -> Actor | None:
    """The living monster on tile (x, y) when the player sees it there, else None."""
    first = next(iter(things_at(state, x, y)), None)
    if isinstance(first, Actor) and first.is_alive and first is not state.player:
        return first
    return None


def top_item(state: GameState, x: int, y: int) -> Item | None:
    """The first item the tooltip of tile (x, y) lists (None: no item in view there)."""
    return next((thing for thing in things_at(state, x, y) if isinstance(thing, Item)), None)
