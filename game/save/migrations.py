"""Where saves from older releases are brought up to date.

A save records the state's schema (``game.engine.game.STATE_SCHEMA``) in its header. When a
release changes the shape of the state, it declares the change in ``game.engine.shape.SHAPES``
(one line per field: the load checks, the digest and the report follow), raises STATE_SCHEMA
and adds here:

- ``MIGRATIONS[n]``: a function that takes a state loaded from schema ``n`` and returns it in
  the shape of schema ``n + 1`` (add the new attributes, convert the old ones);
- ``RENAMED_GLOBALS``: if a class moved or was renamed, map the old (module, name) to the new
  one so old pickles still find it (the restricted loader consults this before its allowlist).

Loading runs every step from the save's schema up to the current one. Saves older than
``OLDEST_SCHEMA`` (or with a gap in the chain) are refused as incompatible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The oldest schema this release can still bring up to date.
OLDEST_SCHEMA = 1


def _attach_content(state: Any) -> None:
    """Schema 2: the state keeps a reference to the content the engine was handed."""
    from game.content import CONTENT

    state.content = CONTENT


def _add_revision(state: Any) -> None:
    """Schema 2: the state counts the changes the screen shows (``revision``)."""
    state.revision = 0


def _log_as_deque(state: Any) -> None:
    """Schema 2: the message log keeps its last lines in a ``deque(maxlen=MAX_LINES)``."""
    from collections import deque

    log = state.messages
    log.messages = deque(log.messages, maxlen=log.MAX_LINES)


def _stack_pack(state: Any) -> None:
    """Items get ``count`` and ``letter``. Each pack keeps the letters it showed (a, b, c... in
    list order), then identical consumables merge into the first row's stack and letter."""
    from game.engine.actor import Actor
    from game.engine.entity import Item

    for entity in state.stage.entities:
        if isinstance(entity, Item):
            entity.count, entity.letter = 1, None
        elif isinstance(entity, Actor):
            rows: list[Item] = []
            stacks: dict[object, Item] = {}  # kind -> the first row of it that stacks
            for index, item in enumerate(entity.inventory.items):
                item.count, item.letter = 1, chr(ord("a") + index)
                stack = stacks.get(item.kind)  # one look and one ask a row: linear
                if stack is not None and stack.stacks_with(item):
                    stack.count += 1
                else:
                    rows.append(item)
                    if item.stackable:
                        stacks.setdefault(item.kind, item)
            entity.inventory.items[:] = rows


def _gear_second_edition(state: Any) -> None:
    """Schema 2: gear, second edition. Every item gets +0, uncursed and known (a game saved
    before is played on with what the player knew); each actor's four old slots take their
    places among the ten; the game draws its ring and amulet appearances from its seed, and
    has learned no kind yet."""
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.equipment import SLOT_ORDER
    from game.engine.world import appearances_for

    def known_plain(item: Item) -> None:
        item.enchantment, item.cursed, item.identified = 0, False, True

    for entity in state.stage.entities:
        if isinstance(entity, Item):
            known_plain(entity)
        elif isinstance(entity, Actor):
            for item in entity.inventory.items:
                known_plain(item)
            old = entity.equipment.slots
            entity.equipment.slots = {slot.value: old.get(slot.value) for slot in SLOT_ORDER}
    state.appearances = appearances_for(state.seed, state.content)
    state.learned = set()


def _schema1_to_2(state: Any) -> Any:
    """Schema 1 -> 2, one small named part per change of shape."""
    _attach_content(state)
    _add_revision(state)
    _log_as_deque(state)
    _stack_pack(state)
    _gear_second_edition(state)
    return state


def _run_outcome(state: Any) -> None:
    """Schema 3: the run can be won (``won``), a death keeps its ``cause``, and kills are
    counted by breed. A game saved before was neither won nor lost (saves of ended runs are
    deleted); its earlier kills were not counted by breed, so the table starts empty."""
    state.won = False
    state.cause = None
    state.kills_by_breed = {}


def _actors(state: Any) -> list[Any]:
    from game.engine.actor import Actor

    return [entity for entity in state.stage.entities if isinstance(entity, Actor)]


def _hero_confusion(state: Any) -> None:
    """Schema 3: the hero can be confused (``confused_turns``); nobody was in a game saved
    before (only monsters were, and they keep their confused minds)."""
    for actor in _actors(state):
        actor.confused_turns = 0


def _regrowth_pause(state: Any) -> None:
    """Schema 3: a hard blow pauses a regrowing breed's regrowth (``regrowth_pause``); no
    such breed lived in a game saved before."""
    for actor in _actors(state):
        actor.regrowth_pause = 0


def _start_recording(state: Any) -> None:
    """Schema 3: every run is a recording. A game saved before records from the turn it is
    loaded at: its recording began mid-run, and a replay refuses it (it cannot be played
    from the start)."""
    from game.engine.recording import Recording

    state.recording = Recording(from_start=False, start_turn=state.turn)


def _schema2_to_3(state: Any) -> Any:
    """Schema 2 -> 3, one small named part per change of shape."""
    _run_outcome(state)
    _hero_confusion(state)
    _regrowth_pause(state)
    _start_recording(state)
    return state


def _gear_third_edition(state: Any) -> None:
    """Schema 4: gear, third edition. Items may carry a property (``prop``): none did before;
    the game counts the artefacts it made (none yet)."""
    from game.engine.actor import Actor
    from game.engine.entity import Item

    for entity in state.stage.entities:
        if isinstance(entity, Item):
            entity.prop = None
        elif isinstance(entity, Actor):
            for item in entity.inventory.items:
                item.prop = None
    state.artefacts = set()


def _new_conditions(state: Any) -> None:
    """Schema 4: actors may be poisoned, frozen or asleep, a thirsting weapon counts its
    wielder's ``hunger``, and a deadlocked fight wears a fighter's guard: nobody was any of
    these in a game saved before (its monsters are all awake, as they were)."""
    for actor in _actors(state):
        actor.poisoned_turns = actor.frozen_turns = actor.hunger = 0
        actor.asleep = False
        actor.fighter.worn_guard = 0


def _schema3_to_4(state: Any) -> Any:
    """Schema 3 -> 4, one small named part per change of shape."""
    _gear_third_edition(state)
    _new_conditions(state)
    return state


def _traps(state: Any) -> None:
    """Schema 5: a floor has a layer of traps and knows which the player found: a floor
    saved before had none."""
    import numpy as np

    stage = state.stage
    stage.traps = np.zeros((stage.height, stage.width), dtype=np.uint8)
    stage.traps_found = np.zeros((stage.height, stage.width), dtype=bool)


def _schema4_to_5(state: Any) -> Any:
    """Schema 4 -> 5: the world, second edition (its terrain ids are new values of the same
    tile layer; regions follow from the floor's number)."""
    _traps(state)
    return state


def _schema5_to_6(state: Any) -> Any:
    """Schema 5 -> 6: the run's chronicle (HP, floors and kills over turns, for its
    pictures). A game saved before has none of its past: the chronicle begins at the next
    turn, with its start time unknown (0), and the kills made so far are not put on a floor."""
    from game.engine.chronicle import Chronicle

    chronicle = Chronicle(started=0)
    chronicle.counted = state.kills
    state.chronicle = chronicle
    return state


def _known_vaults(state: Any) -> None:
    """Schema 7: a floor keeps the vaults its builder carved (``Stage.vaults``). A floor saved
    before did not: its vaults are taken from schema 6's guess from the map
    (``game.save.old_vaults``), so it draws as it did; a vault that guess missed stays a
    plain door."""
    from game.save.old_vaults import guessed_vaults

    stage = state.stage
    stage.vaults = bytearray()
    for vault in guessed_vaults(stage, state.region):
        stage.add_vault(vault)


def _schema6_to_7(state: Any) -> Any:
    """Schema 6 -> 7: the floor's vaults. (The message log is saved in a packed form since
    schema 7, but loads into the same lines: a schema-6 log needs no step.)"""
    _known_vaults(state)
    return state


#: schema n -> function turning a schema-n state into a schema-(n + 1) state.
MIGRATIONS: dict[int, Callable[[Any], Any]] = {
    1: _schema1_to_2,
    2: _schema2_to_3,
    3: _schema3_to_4,
    4: _schema4_to_5,
    5: _schema5_to_6,
    6: _schema6_to_7,
}


#: old (module, name) -> current (module, name), for classes that moved between releases.
RENAMED_GLOBALS: dict[tuple[str, str], tuple[str, str]] = {
    # schema 1: the engine kept the registry of kinds; the content owns it since schema 2.
    ("game.engine.kinds", "item_type"): ("game.content.registry", "item_type"),
    ("game.engine.kinds", "breed"): ("game.content.registry", "breed"),
}


class SizeError(Exception):
    """The unpickled state holds more than any game of any schema (said before migrating)."""


def check_sizes(state: Any) -> None:
    """Raise SizeError if the floor or a pack holds more than any game ever did.

    Run before any migration, whatever the schema: the migrations walk the floor and every
    pack, so their sizes are measured first (the shape check after them measures the rest).
    Anything else odd is left to the migrations and the checks, which refuse it.
    """
    from game.engine.actor import INVENTORY_CAPACITY, Actor
    from game.engine.shape import MAX_ENTITIES

    entities = vars(vars(state)["stage"])["entities"]
    if type(entities) is not list or len(entities) > MAX_ENTITIES:
        raise SizeError(f"the floor holds more than any floor does ({MAX_ENTITIES:,})")
    for entity in entities:
        if type(entity) is Actor:
            items = vars(vars(entity)["inventory"])["items"]
            if type(items) is not list or len(items) > INVENTORY_CAPACITY:
                raise SizeError(
                    f"a pack lists {len(items):,} rows, more than any pack holds "
                    f"({INVENTORY_CAPACITY})"
                )


class CannotMigrate(Exception):  # noqa: N818 - "raise CannotMigrate(schema)"
    """No chain of migrations leads from this schema to the current one."""


def can_migrate(schema: int, current: int) -> bool:
    """True when every step from ``schema`` up to ``current`` exists."""
    if schema < OLDEST_SCHEMA or schema > current:
        return False
    return all(step in MIGRATIONS for step in range(schema, current))


def migrate(state: Any, schema: int, current: int) -> Any:
    """Run the migrations from ``schema`` up to ``current``; returns the up-to-date state."""
    if not can_migrate(schema, current):
        raise CannotMigrate(schema)
    for step in range(schema, current):
        state = MIGRATIONS[step](state)
    return state
