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
from game.engine.grammar import indefinite
from game.engine.properties import gear_props_known
from game.history.run import TIME_FORMAT, Run
from game.history.score import score, total_xp

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
    return indefinite(cause)


def slain_boss(state: GameState) -> str | None:
    """The name of the boss whose death won the run (its remains on this floor), if found."""
    for entity in state.stage.entities:
        if isinstance(entity, Actor) and entity.breed.boss and not entity.is_alive:
            return entity.breed.name
    return None


def fate(state: GameState, abandoned: bool = False) -> str:
    """ "Killed by an Orc on floor 5", "Slew the Orc Warlord on floor 12", "Alive on floor 3"
    ("Left on floor 3": ``abandoned``, a run a new game replaced)."""
    floor = f"on floor {state.depth}"
    if abandoned and not state.game_over:
        return f"Left {floor}"
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
            name, does = state.property_words(prop)
            lines.append(f"{name} ({state.name_of(item)}): {does}")
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


def outcome(state: GameState, abandoned: bool = False) -> str:
    """The run's outcome as the database keeps it: "victory", "death" or "abandoned" (a run
    still going on that a new game replaced; also a preview of one)."""
    if state.won:
        return "victory"
    return "death" if not state.player.is_alive else "abandoned"


#: The summary file's word for each outcome.
OUTCOME_WORDS = {"victory": "won", "death": "dead", "abandoned": "abandoned"}


def started_at(state: GameState) -> str | None:
    """When the run began ("2026-11-26 01:14:31", local time); None when unknown (a game
    saved before it was kept) or beyond what a calendar says."""
    seconds = state.chronicle.started
    if not seconds:
        return None
    try:
        return f"{datetime.fromtimestamp(seconds):{TIME_FORMAT}}"
    except (OverflowError, OSError, ValueError):
        return None


def run_score(state: GameState) -> int:
    """The run's score (``game.history.score``)."""
    level = state.player.level
    return score(
        state.depth, total_xp(level.current_level, level.current_xp), state.won, state.turn
    )


def run_summary(
    state: GameState, ended: datetime, recording: str | None = None, abandoned: bool = False
) -> str:
    """The whole run summary file's text (ends with a newline). ``recording``: where the
    run's recording went (relative to the saves folder); ``abandoned``: a new game replaced
    this run while it went on."""
    from game.engine.recording import RULES_VERSION
    from game.files.header import game_version
    from game.history.pictures import SECTION, from_state

    player = state.player
    level, fighter = player.level, player.fighter
    slots = worn_by_slot(state)
    width = max(len(slot.label) for slot, _ in slots) + 1
    lines = [
        "Ironbound run summary",
        "=" * 21,
        "",
        "Abandoned" if abandoned and not state.game_over else headline(state),
        f"{fate(state, abandoned)}, on turn {state.turn}.",
        "",
        f"Outcome: {OUTCOME_WORDS[outcome(state)]}",
        f"Cause:   {state.cause or '-'}",
        f"Floor:   {state.depth}",
        f"Turns:   {state.turn}",
        f"Kills:   {state.kills}",
        f"Level:   {level.current_level}",
        f"XP:      {level.current_xp} / {level.xp_to_next_level} to the next level",
        f"HP:      {fighter.hp} / {fighter.max_hp}",
        *([f"State:   {condition_line(state)}"] if conditions(player) else []),
        f"Seed:    {state.seed}",
        f"Score:   {run_score(state)}",
        *([f"Started: {started}"] if (started := started_at(state)) else []),
        f"Ended:   {ended:%Y-%m-%d %H:%M:%S}",
        f"Version: {game_version()}, rules {state.recording.rules or RULES_VERSION}",
        *([f"Recording: {recording}"] if recording else []),
    ]
    lines += _section("Stats", stat_lines(state), "none")
    lines += _section(
        "Worn",
        [
            f"{(slot.label.capitalize() + ':').ljust(width)} {_worn_text(state, slot, item)}"
            for slot, item in slots
        ],
        "nothing",
    )
    lines += _section("Properties worn", property_lines(state), "none")
    lines += _section("Pack", pack_lines(state), "empty")
    lines += _section("Kills by breed", kill_lines(state), "none")
    lines += _section(f"Last {LAST_MESSAGES} messages", last_messages(state), "none")
    lines += _section(SECTION, from_state(state).lines(), "none")
    return "\n".join(lines) + "\n"


def run_row(
    state: GameState,
    ended: datetime,
    morgue: str | None = None,
    recording: str | None = None,
    abandoned: bool = False,
) -> Run:
    """The run history's row of the game ``state`` as it ends (or as a new game replaces
    it); ``morgue`` and ``recording``: its files, relative to the saves folder."""
    from game.files.header import game_version
    from game.history.pictures import from_state

    level = state.player.level
    return Run(
        seed=str(state.seed),
        ended=f"{ended:{TIME_FORMAT}}",
        outcome=outcome(state, abandoned),
        floor=state.depth,
        turns=state.turn,
        level=level.current_level,
        xp=total_xp(level.current_level, level.current_xp),
        kills=state.kills,
        cause=state.cause,
        started=started_at(state),
        version=game_version(),
        rules=state.recording.rules,
        kills_by_breed=tuple(kills_by_breed(state)),
        worn=tuple(
            (slot.label, state.name_of(item))
            for slot, item in worn_by_slot(state)
            if item is not None
        ),
        morgue=morgue,
        recording=recording,
        pictures=from_state(state),
    )
