"""The end of a run in words: the summary screen's lines and the run summary file's text.

Like DCSS's character dumps: when a run ends (won or lost), a plain-text record of the hero
(level, XP, outcome, floor, turns, seed), each stat with where it comes from, what was worn and
carried (by the names the player knew), the kills by breed and the last messages. Pure: no
pygame, no files (``game.save.morgue_file`` writes it), so every line is tested headless.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from game.engine.actor import Actor
from game.engine.describe import condition_words, conditions, stat_line
from game.engine.equipment import SLOT_ORDER, STATS, Slot, Stat
from game.engine.properties import gear_props_known

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState

#: How many of the last messages the file keeps.
LAST_MESSAGES = 20
#: Causes of death said without an article ("Killed by Lightning").
_NO_ARTICLE = frozenset({"Lightning", "unknown causes"})
_RULE = "-" * 40
#: The kills line of a game saved before kills were counted by breed (schema 2).
UNCOUNTED = "Before counting by breed"


def headline(state: GameState) -> str:
    """ "You won!", "You died", or (a run not over, e.g. a preview) "Still alive"."""
    if state.won:
        return "You won!"
    return "Still alive" if state.player.is_alive else "You died"


def with_article(cause: str) -> str:
    """ "an Orc", "a Kobold", "Lightning": what dealt the blow, as a sentence says it."""
    if cause in _NO_ARTICLE:
        return cause
    return ("an " if cause[:1].lower() in "aeiou" else "a ") + cause


def slain_boss(state: GameState) -> str | None:
    """The name of the boss whose death won the run (its remains on this floor), if found."""
    for entity in state.stage.entities:
        if isinstance(entity, Actor) and entity.breed.boss and not entity.is_alive:
            return entity.breed.name
    return None


def fate(state: GameState) -> str:
    """ "Killed by an Orc on floor 5", "Slew the Orc Warlord on floor 12", "Alive on floor 3"."""
    floor = f"on floor {state.depth}"
    if state.won:
        boss = slain_boss(state)
        return f"Slew the {boss} {floor}" if boss else f"Won the run {floor}"
    if state.player.is_alive:
        return f"Alive {floor}"
    return f"Killed by {with_article(state.cause or 'unknown causes')} {floor}"


def breed_name(state: GameState, breed_id: str) -> str:
    """The breed's name ("Orc Shaman"); its id if the game's content does not know it."""
    try:
        return state.content.breed(breed_id).name if state.content is not None else breed_id
    except KeyError:
        return breed_id


def kills_by_breed(state: GameState) -> list[tuple[str, int]]:
    """(breed name, kills), most kills first, then by name."""
    named = [(breed_name(state, breed), count) for breed, count in state.kills_by_breed.items()]
    return sorted(named, key=lambda pair: (-pair[1], pair[0]))


def worn_by_slot(state: GameState) -> list[tuple[Slot, Item | None]]:
    """Every slot in SPEC's order with what the hero wears there (None: nothing)."""
    equipment = state.player.equipment
    return [(slot, equipment.item_in(slot)) for slot in SLOT_ORDER]


def unnamed_props(state: GameState, item: Item) -> list[str]:
    """The names of the properties the player knows ``item`` carries that its name does not
    say: an artefact's ("the Warlord's Crown" carries Warding, Thorns and Fire Resistance)."""
    props = list(gear_props_known(state, item))
    if item.prop in props and not item.kind.artefact:
        props.remove(item.prop)  # "+1 Sword of Flame" says it
    return [state.property_name(prop) for prop in props]


def _worn_text(state: GameState, slot: Slot, item: Item | None) -> str:
    if item is not None:
        extra = unnamed_props(state, item)
        name = state.name_of(item)
        return f"{name} {{{', '.join(extra)}}}" if extra else name
    main = state.player.equipment.item_in(Slot.MAIN_HAND)
    wearable = main.equippable if main is not None else None
    if slot is Slot.OFF_HAND and main is not None and wearable is not None and wearable.two_handed:
        return f"(held by the two-handed {state.name_of(main)})"
    return "nothing"


def worn_names(state: GameState) -> list[str]:
    """The names (as the player knows them) of everything worn, in slot order."""
    return [state.name_of(item) for item in state.player.equipment.worn_items()]


def stat_lines(state: GameState) -> list[str]:
    """ "Power 6 = 2 base + 4 Sword" for power, defense and max HP, then any other stat the
    hero has (regeneration, clarity)."""
    player = state.player
    stats = [Stat(name) for name in STATS]
    stats += [stat for stat in Stat if stat.value not in STATS and player.fighter.value(stat)]
    return [stat_line(player, stat, state) for stat in stats]


def property_lines(state: GameState) -> list[str]:
    """ "Flame (+1 Sword of Flame): Burns what it strikes...": each property the player knows
    a worn piece carries, what it does and which piece gives it."""
    lines = []
    for item in state.player.equipment.worn_items():
        for prop in gear_props_known(state, item):
            row = state.content.properties[prop]
            lines.append(f"{row.name} ({state.name_of(item)}): {row.description}")
    return lines


def condition_line(state: GameState) -> str:
    """ "poisoned (3 turns), guard worn (-1 defense)", or "-" when the hero is in none."""
    found = conditions(state.player)
    return ", ".join(condition_words(name, amount) for name, amount in found) or "-"


def pack_lines(state: GameState) -> list[str]:
    """ "a - 8 Health Potions", "b - Dagger (worn: main hand)": the pack by its letters."""
    player = state.player
    lines = []
    for item in player.inventory.items:
        slot = player.equipment.slot_of(item)
        worn = f" (worn: {slot.label})" if slot is not None else ""
        lines.append(f"{item.letter or '?'} - {state.label_of(item)}{worn}")
    return lines


def last_messages(state: GameState, count: int = LAST_MESSAGES) -> list[str]:
    """The last ``count`` lines of the log as the player saw them (with repeat counts)."""
    return state.messages.texts()[-count:]


def kill_lines(state: GameState) -> list[str]:
    """ "Orc      12" per breed, then the total (kills from a game saved before kills were
    counted by breed show as one line of their own)."""
    kills = kills_by_breed(state)
    counted = sum(count for _, count in kills)
    if state.kills > counted:
        kills.append((UNCOUNTED, state.kills - counted))
    if not kills:
        return []
    kills.append(("Total", max(state.kills, counted)))
    width = max(len(name) for name, _ in kills)
    return [f"{name.ljust(width)}  {count:>4}" for name, count in kills]


def _section(title: str, lines: list[str], empty: str) -> list[str]:
    return ["", title, _RULE] + ([f"  {line}" for line in lines] or [f"  {empty}"])


def run_summary(state: GameState, ended: datetime) -> str:
    """The whole run summary file's text (ends with a newline)."""
    player = state.player
    level, fighter = player.level, player.fighter
    slots = worn_by_slot(state)
    width = max(len(slot.label) for slot, _ in slots) + 1
    lines = [
        "Ironbound run summary",
        "=" * 21,
        "",
        headline(state),
        f"{fate(state)}, on turn {state.turn}.",
        "",
        f"Outcome: {'won' if state.won else 'alive' if player.is_alive else 'dead'}",
        f"Cause:   {state.cause or '-'}",
        f"Floor:   {state.depth}",
        f"Turns:   {state.turn}",
        f"Kills:   {state.kills}",
        f"Level:   {level.current_level}",
        f"XP:      {level.current_xp} / {level.xp_to_next_level} to the next level",
        f"HP:      {fighter.hp} / {fighter.max_hp}",
        *([f"State:   {condition_line(state)}"] if conditions(player) else []),
        f"Seed:    {state.seed}",
        f"Ended:   {ended:%Y-%m-%d %H:%M:%S}",
    ]
    lines += _section("Stats", stat_lines(state), "none")
    lines += _section("Worn", [f"{(slot.label.capitalize() + ':').ljust(width)} "
                               f"{_worn_text(state, slot, item)}" for slot, item in slots],
                      "nothing")
    lines += _section("Properties worn", property_lines(state), "none")
    lines += _section("Pack", pack_lines(state), "empty")
    lines += _section("Kills by breed", kill_lines(state), "none")
    lines += _section(f"Last {LAST_MESSAGES} messages", last_messages(state), "none")
    return "\n".join(lines) + "\n"
