"""Words for what the player looks at: tooltips, the look command, the character sheet."""

from __future__ import annotations

from game.engine.actor import Actor
from game.engine.ai import ConfusedAI
from game.engine.entity import Entity, Item
from game.engine.equipment import Slot, Stat
from game.engine.game import GameState
from game.engine.grammar import indefinite
from game.engine.tiles import DOOR_CLOSED, DOOR_OPEN, TILE_LABELS, TRAP_LABELS
from game.engine.world import World

#: What a vault's door is called, shut and opened (any other door: the terrain table's label).
VAULT_DOOR_LABELS = {DOOR_CLOSED: "Vault door", DOOR_OPEN: "Open vault door"}


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def bonus_text(item: Item, state: World | None = None) -> str:
    """ "+4 power" / "+1 defense, +10 max HP" / "" for items without bonuses.

    With ``state``, only what the player knows: "+1 defense, enchantment unknown", or
    "unknown kind" for a ring or amulet whose kind is not learned yet.
    """
    wearable = item.equippable
    if wearable is None:
        return ""
    if state is None:
        values: dict[Stat, int | None] = {stat: item.bonus(stat) for stat in Stat}
    else:
        if not state.kind_known(item.kind):
            return "unknown kind"
        values = {stat: state.known_bonus(item, stat) for stat in Stat}
    parts = [f"{signed(value)} {stat.bonus_word}" for stat, value in values.items() if value]
    if None in values.values():
        parts.append("enchantment unknown")
    if state is not None and state.knows(item) and item.cursed:
        parts.append("cursed")
    return ", ".join(parts)


def stat_line(wearer: Actor, stat: Stat | str, state: World | None = None) -> str:
    """ "Power 6 = 2 base + 4 Sword" from the fighter's breakdown (negatives as "- 1 Cursed");
    with ``state``, the items by the names the player knows."""
    fighter = wearer.fighter
    words = []
    name_of = state.name_of if state is not None else None
    for index, (source, value) in enumerate(fighter.breakdown(stat, name_of)):
        source = _apart_from_number(source)
        if index == 0:
            words.append(f"{value} {source}")
        else:
            words.append(f"{'+' if value >= 0 else '-'} {abs(value)} {source}")
    return f"{Stat(stat).label} {fighter.value(stat)} = " + " ".join(words)


def _apart_from_number(source: str) -> str:
    """An enchanted name ("+6 Dagger") in brackets, so that its number is not read as part
    of the sum: "+ 8 (+6 Dagger)", never "+ 8 +6 Dagger"."""
    return f"({source})" if source.startswith(("+", "-")) else source


def _with_article(state: World, item: Item) -> str:
    """ "a Sword ?", "an opal ring"; body armour and things named in the plural take none
    ("Chain Mail ?", "Leather Gloves")."""
    name = state.name_of(item)
    wearable = item.equippable
    if item.kind.plural or (wearable is not None and wearable.slot is Slot.BODY):
        return name
    return indefinite(name)


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def describe_actor(state: World, actor: Actor) -> str:
    """What the player can tell of a creature at a glance, its gear by the names the player
    knows: "Orc, wielding a Sword ? and a Shield, wearing Chain Mail ?"; "Orc" unarmed."""
    if actor is state.player:
        return "You"
    if not actor.is_alive:
        return actor.name[:1].upper() + actor.name[1:]  # "Remains of Orc"
    return ", ".join([actor.name, *gear_words(state, actor)])


def gear_words(state: World, actor: Actor) -> list[str]:
    """What ``actor`` has on, by the names the player knows: "wielding a Sword ? and a
    Shield", "wearing Chain Mail ?" (each only if so)."""
    held = (Slot.MAIN_HAND, Slot.OFF_HAND)
    wielded = [
        _with_article(state, item)
        for slot in held
        if (item := actor.equipment.item_in(slot)) is not None
    ]
    worn = [
        _with_article(state, item)
        for item in actor.equipment.worn_items()
        if actor.equipment.slot_of(item) not in held
    ]
    parts = []
    if wielded:
        parts.append(f"wielding {_listed(wielded)}")
    if worn:
        parts.append(f"wearing {_listed(worn)}")
    return parts


#: The conditions a creature may be in, in the order they are shown (``conditions``).
POISONED, FROZEN, CONFUSED, ASLEEP, WORN_GUARD = (
    "poisoned",
    "frozen",
    "confused",
    "asleep",
    "worn guard",
)


def guard_lost(actor: Actor) -> int:
    """The defense a deadlock's worn guard takes from ``actor`` now (its breakdown's)."""
    parts = actor.fighter.breakdown(Stat.DEFENSE)
    return -sum(value for source, value in parts if source == WORN_GUARD)


def conditions(actor: Actor) -> list[tuple[str, int]]:
    """The conditions ``actor`` is in now, each with its number: turns left (poisoned,
    frozen, confused), the defense a worn guard takes, 0 for asleep. Empty for the dead."""
    if not actor.is_alive:
        return []
    out = []
    if actor.poisoned_turns > 0:
        out.append((POISONED, actor.poisoned_turns))
    if actor.frozen_turns > 0:
        out.append((FROZEN, actor.frozen_turns))
    confused = (
        actor.ai.turns_remaining if isinstance(actor.ai, ConfusedAI) else actor.confused_turns
    )
    if confused > 0:
        out.append((CONFUSED, confused))
    if actor.asleep:
        out.append((ASLEEP, 0))
    lost = guard_lost(actor) if actor.fighter.worn_guard else 0
    if lost > 0:
        out.append((WORN_GUARD, lost))
    return out


def condition_words(name: str, amount: int) -> str:
    """A condition as a tooltip says it: "poisoned (5 turns)", "frozen", "asleep", "guard
    worn (-2 defense)"."""
    if name == WORN_GUARD:
        return f"guard worn ({-amount} defense)"
    if name in (POISONED, CONFUSED):
        return f"{name} ({amount} turn{'s' if amount != 1 else ''})"
    return name


def traits(actor: Actor) -> list[str]:
    """What a breed does that a player must know, in the player's words: "shoots arrows",
    "breathes fire", "casts confusion", "poisonous bite", "regrows 3 HP a turn unless struck
    for 8 or more", "resists poison", "fears fire"."""
    breed = actor.breed
    out = []
    spell = breed.spell
    if spell is not None:
        out.append(
            {"arrow": "shoots arrows", "fire": spell.verb, "confusion": "casts confusion"}.get(
                spell.kind, f"casts {spell.kind}"
            )
        )
    if breed.venom:
        out.append("poisonous bite")
    if breed.regrowth:
        out.append(
            f"regrows {breed.regrowth} HP a turn unless struck for {breed.hard_blow} or more"
        )
    out += [f"resists {element}" for element in breed.resists]
    out += [f"fears {element}" for element in breed.fears]
    return out


def known_stat(state: World, actor: Actor, stat: Stat, base: int) -> int:
    """``base`` plus what the gear ``actor`` wears shows of ``stat`` to the player: a known
    bonus as it is, an unknown enchantment as +0, an unlearned ring or amulet as nothing."""
    total = base
    for item in actor.equipment.worn_items():
        if not state.kind_known(item.kind):
            continue
        known = state.known_bonus(item, stat)
        total += item.gear.bonus(stat) if known is None else known
    return total


def gear_known(state: World, actor: Actor) -> bool:
    """Whether the player knows every piece ``actor`` wears: its kind and enchantment."""
    return all(
        state.kind_known(item.kind) and state.knows(item) for item in actor.equipment.worn_items()
    )


def actor_lines(state: GameState, actor: Actor) -> list[str]:
    """A creature's name (and gear, as the player can tell), HP, the conditions it is in and
    what its kind does: "Giant Spider - HP 12/12 - asleep - poisonous bite"."""
    if not actor.is_alive:
        return [describe_actor(state, actor)]
    states = [condition_words(name, amount) for name, amount in conditions(actor)]
    if actor is state.player:
        return [
            f"You ({actor.fighter.hp}/{actor.fighter.max_hp} HP)",
            *(words.capitalize() for words in states),
        ]
    return [
        describe_actor(state, actor),
        f"HP {actor.fighter.hp}/{actor.fighter.max_hp}",
        *states,
        *traits(actor),
    ]


def item_line(state: GameState, item: Item) -> str:
    """An item in one line, as the player knows it: "Short Sword ? (enchantment unknown)"."""
    extra = bonus_text(item, state)
    label = state.label_of(item)
    return f"{label} ({extra})" if extra else label


def things_at(state: GameState, x: int, y: int) -> list[Entity]:
    """The creatures and items on tile (x, y) as ``tile_lines`` lists them: creatures first,
    then the pile top down (the last laid first: the one drawn on top and picked up first);
    none unless the tile is in view."""
    stage = state.stage
    if not stage.in_bounds(x, y) or not stage.visible[y, x]:
        return []
    return sorted(reversed(stage.entities_at(x, y)), key=lambda e: -e.render_order)


def tile_lines(state: GameState, x: int, y: int) -> list[str]:
    """What the player knows of tile (x, y): creatures and items if in view, a trap once
    found (a hidden one never), and the terrain (the terrain table's label; a vault's door
    says so)."""
    stage = state.stage
    if not stage.in_bounds(x, y) or not stage.explored[y, x]:
        return ["Unexplored"]
    lines: list[str] = []
    for thing in things_at(state, x, y):
        if isinstance(thing, Actor):
            lines.append(" - ".join(actor_lines(state, thing)))
        elif isinstance(thing, Item):
            lines.append(item_line(state, thing))
    trap = stage.found_trap_at(x, y)
    if trap:
        lines.append(TRAP_LABELS[trap])
    tile = int(stage.tiles[y, x])
    terrain = TILE_LABELS[tile] if tile < len(TILE_LABELS) else TILE_LABELS[0]
    if tile in VAULT_DOOR_LABELS and stage.is_vault_door(x, y):
        terrain = VAULT_DOOR_LABELS[tile]
    lines.append(terrain if stage.visible[y, x] else f"{terrain} (remembered)")
    return lines
