"""Every run is a recording: the player's commands as compact plain data, kept in the state.

``World.perform`` (the one door every command goes through) hands each command to
``Recording.note`` before it is performed; a command that happens stays recorded, a refused one
is replaced by its refusal's message (a refusal changes nothing but the log, so the message is
all a replay needs). After a descent the recording keeps a checkpoint: the turn, the floor and
the state's digest, which a replay compares with its own to notice going out of sync.

A command is a few bytes: an opcode, then its parameters. Items are named by their pack
letter, creatures by their tile (and which of the actors there), tiles by (x, y):

=====  ================================  ==========================================
code   command                           parameters
=====  ================================  ==========================================
0..7   move (dx, dy)                     the direction's index in ``DIRECTIONS``
8      wait
9      pickup                            (wear gear "known", the default)
10     descend
11     drop(item)                        letter
12     equip(item)                       letter
13     equip(item, slot)                 letter, slot index (``SLOT_ORDER``)
14     remove(item)                      letter
15     use(item)                         letter, target (see below)
16     level_up(stat)                    choice index (``LEVEL_UP_CHOICES``)
17     a refused command                 u16 length, UTF-8 message (logged as is)
18     an action this table cannot hold  u8 length, class name: a replay stops here
19     the game crashed here             (the command before it was under way)
20     note(text)                        u16 length, UTF-8 text (a walk's stop reason)
21     pickup(wear)                      the choice's index (``WEAR_ON_PICKUP``)
22     throw(item, target)               letter, target (see below)
=====  ================================  ==========================================

A recording stops growing at ``COMMAND_LIMIT`` bytes (it is ``full``): a replay of it ends
there with no final digest to compare.

A letter is a byte 0..25 (a..z) or ``NOT_CARRIED``. A target is one byte of kind and its
data: none; a tile (two signed 16-bit coordinates); a creature (its tile and its index among
the actors there); an item of the pack (a letter); something else (not a tile, a creature or
a carried item: every rule refuses or ignores such a target alike).

The engine never imports pygame, and neither does this module.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.engine.actions.items import (
    DropAction,
    EquipAction,
    PickupAction,
    RemoveAction,
    UseAction,
)
from game.engine.actions.movement import DIRECTIONS, BumpAction, DescendAction, WaitAction
from game.engine.actions.note import NoteAction, is_note
from game.engine.actions.progress import LEVEL_UP_CHOICES, LevelUpAction
from game.engine.actions.throwing import ThrowAction
from game.engine.actor import LETTERS, Actor
from game.engine.entity import Item
from game.engine.equipment import SLOT_ORDER
from game.engine.gear import WEAR_ON_PICKUP

if TYPE_CHECKING:
    from game.engine.actions.base import Action
    from game.engine.world import World

#: The rules a recording was made under. Raise it with every change that makes the same
#: commands give a different game (a new rule, a new number, new content); a replay refuses
#: a recording from other rules instead of going out of sync.
RULES_VERSION = 3

#: Recorded command bytes one game may hold (some two million commands).
MAX_COMMAND_BYTES = 4 * 1024 * 1024
#: No command starts at or past this: what the last one may take is kept in reserve.
COMMAND_LIMIT = MAX_COMMAND_BYTES - 2048
#: Checkpoints one game may hold (one per descent).
MAX_CHECKPOINTS = 100_000
#: The longest refusal message a recording keeps (the log's own limit is higher than any).
MAX_MESSAGE_BYTES = 1000

# opcodes
MOVE = 0  # .. 7
WAIT, PICKUP, DESCEND, DROP, EQUIP, EQUIP_IN, REMOVE, USE, LEVEL_UP = range(8, 17)
REFUSED, UNRECORDABLE, CRASH, NOTE, PICKUP_WEAR, THROW = range(17, 23)

NOT_CARRIED = 255
# target kinds
NO_TARGET, TILE, CREATURE, PACK_ITEM, ELSEWHERE = range(5)

STATS: tuple[str, ...] = tuple(LEVEL_UP_CHOICES)
SLOTS: tuple[str, ...] = tuple(slot.value for slot in SLOT_ORDER)
_SIMPLE: dict[type, int] = {WaitAction: WAIT, DescendAction: DESCEND}
_ON_ITEM: dict[type, int] = {DropAction: DROP, RemoveAction: REMOVE}
_TILE = struct.Struct(">hh")
_U16 = struct.Struct(">H")

#: A checkpoint: where in the commands it falls (bytes), turn, floor, SHA-256 digest.
CHECKPOINT = struct.Struct(">IIH32s")


#: How a checkpoint fingerprints the state: ``game.engine.digest.digest``. The turn loop cannot
#: import it (the digest walks the state's shape, whose table names GameState: an import
#: circle), so whoever makes or loads a game that records from its start hands it over
#: (``game.new_game``, ``game.save.load_game``).
_fingerprint: Callable[[World], str] | None = None


def use_fingerprint(fingerprint: Callable[[World], str]) -> None:
    """Take ``fingerprint`` (the game's digest) for the checkpoints from now on."""
    global _fingerprint
    _fingerprint = fingerprint


class Elsewhere:
    """A replayed target that was not a tile, a creature or a carried item when recorded:
    every rule refuses or ignores it exactly as it did the original."""

    def __repr__(self) -> str:
        return "something else"


ELSEWHERE_TARGET = Elsewhere()


class Recording:
    """The run's commands and checkpoints, part of the saved state (so Continue records on).

    ``from_start``: the recording holds every command since the game began (False for a game
    saved before recordings existed and continued since). ``rules``: ``RULES_VERSION`` when
    it began. ``start_turn``: the turn it began at. ``commands`` and ``checkpoints``: packed
    bytes (see the module doc).
    """

    def __init__(self, from_start: bool = False, start_turn: int = 0) -> None:
        self.from_start = from_start
        self.rules = RULES_VERSION
        self.start_turn = start_turn
        self.commands = bytearray()
        self.checkpoints = bytearray()

    # -- recording -----------------------------------------------------------------------
    @property
    def full(self) -> bool:
        """The recording reached COMMAND_LIMIT and records no more."""
        return len(self.commands) >= COMMAND_LIMIT

    def note(self, state: World, action: Action) -> int:
        """Record ``action`` before it is performed; returns where it starts, for ``refused``."""
        mark = len(self.commands)
        if mark < COMMAND_LIMIT:
            self.commands += encode_action(state, action)
        return mark

    def refused(self, message: str, mark: int | None = None) -> None:
        """The command from ``mark`` (or one that never became an action) was refused with
        ``message``: keep the message instead of the command."""
        if mark is not None:
            del self.commands[mark:]
        if self.full:
            return
        data = message.encode("utf-8")
        if len(data) > MAX_MESSAGE_BYTES:  # no message is this long; cut on a character
            data = data[:MAX_MESSAGE_BYTES].decode("utf-8", "ignore").encode("utf-8")
        self.commands += bytes((REFUSED,)) + _U16.pack(len(data)) + data

    def crashed(self) -> None:
        """The game stopped on an unexpected error: what comes after cannot be replayed.
        Marked once, however many keepers of the recording hear of the same crash."""
        if self.full or (self.commands and decode(self.commands)[-1].name == "crash"):
            return
        self.commands.append(CRASH)

    def descended(self, state: World) -> None:
        """A new floor: keep a checkpoint with the state's digest (a game that was not
        recorded from its start is never replayed: it keeps none)."""
        if (not self.from_start or self.full
                or len(self.checkpoints) >= MAX_CHECKPOINTS * CHECKPOINT.size):
            return
        if _fingerprint is None:
            raise RuntimeError("a recorded game descended with no digest handed to the "
                               "recording (see use_fingerprint)")
        self.checkpoints += CHECKPOINT.pack(len(self.commands), state.turn, state.depth,
                                            bytes.fromhex(_fingerprint(state)))


# -- encoding ---------------------------------------------------------------------------------
def _letter(state: World, item: object) -> int:
    if isinstance(item, Item) and item.letter is not None and item in state.player.inventory:
        return LETTERS.index(item.letter)
    return NOT_CARRIED


def _target(state: World, target: object) -> bytes:
    if target is None:
        return bytes((NO_TARGET,))
    if isinstance(target, Item):
        letter = _letter(state, target)
        if letter != NOT_CARRIED:
            return bytes((PACK_ITEM, letter))
        return bytes((ELSEWHERE,))
    if isinstance(target, Actor):
        here = [e for e in state.stage.entities
                if isinstance(e, Actor) and e.x == target.x and e.y == target.y]
        index = next((i for i, e in enumerate(here) if e is target), None)
        if index is not None and index < 256:
            return bytes((CREATURE,)) + _TILE.pack(target.x, target.y) + bytes((index,))
        return bytes((TILE,)) + _TILE.pack(target.x, target.y)
    if (type(target) is tuple and len(target) == 2
            and all(type(v) is int for v in target)):
        x, y = target
        if not state.stage.in_bounds(x, y):
            x = y = -1  # every rule treats one place off the floor like another
        return bytes((TILE,)) + _TILE.pack(x, y)
    return bytes((ELSEWHERE,))


def encode_action(state: World, action: Action) -> bytes:
    """The bytes of ``action`` (see the module doc) in ``state`` before it is performed."""
    kind = type(action)
    if kind is BumpAction:
        return bytes((MOVE + DIRECTIONS.index((action.dx, action.dy)),))
    simple = _SIMPLE.get(kind)
    if simple is not None:
        return bytes((simple,))
    if kind is PickupAction:
        assert isinstance(action, PickupAction)
        if action.wear == "known":
            return bytes((PICKUP,))
        return bytes((PICKUP_WEAR, WEAR_ON_PICKUP.index(action.wear)))
    on_item = _ON_ITEM.get(kind)
    if on_item is not None:
        return bytes((on_item, _letter(state, action.item)))  # type: ignore[attr-defined]
    if kind is EquipAction:
        assert isinstance(action, EquipAction)
        if action.slot is None:
            return bytes((EQUIP, _letter(state, action.item)))
        if action.slot in SLOTS:
            return bytes((EQUIP_IN, _letter(state, action.item), SLOTS.index(action.slot)))
    elif kind is UseAction or kind is ThrowAction:
        assert isinstance(action, (UseAction, ThrowAction))
        code = USE if kind is UseAction else THROW
        return bytes((code, _letter(state, action.item))) + _target(state, action.target)
    elif kind is LevelUpAction:
        assert isinstance(action, LevelUpAction)
        if action.stat in STATS:
            return bytes((LEVEL_UP, STATS.index(action.stat)))
    elif kind is NoteAction:
        assert isinstance(action, NoteAction)
        text = action.text.encode("utf-8")
        return bytes((NOTE,)) + _U16.pack(len(text)) + text
    # Not a command the table holds (or parameters no command takes, which a refusal then
    # replaces): kept by name, so a replay can say where and why it stops.
    name = kind.__name__.encode("ascii", "replace")[:255]
    return bytes((UNRECORDABLE, len(name))) + name


# -- decoding ---------------------------------------------------------------------------------
class BadRecording(ValueError):
    """The command bytes are not a recording this game wrote; the message says where."""


@dataclass(frozen=True)
class Step:
    """One recorded command as plain data: ``name`` ("move", "use", "refused"...) and its
    parameters (letters as "a".."z" or None, tiles as (x, y), creatures as (x, y, index))."""

    name: str
    params: dict[str, Any]
    end: int  # the byte offset just after it (checkpoints point at these)


def _read_letter(code: int, at: int) -> str | None:
    if code == NOT_CARRIED:
        return None
    if code >= len(LETTERS):
        raise BadRecording(f"an item letter out of range at byte {at}")
    return LETTERS[code]


def decode(data: bytes | bytearray, max_steps: int | None = None) -> list[Step]:
    """Every command in ``data``; BadRecording at the first byte that is not one."""
    steps: list[Step] = []
    at, size = 0, len(data)
    view = memoryview(data)

    def need(count: int) -> None:
        if at + count > size:
            raise BadRecording(f"the commands end in the middle of one (byte {at})")

    while at < size:
        if max_steps is not None and len(steps) >= max_steps:
            raise BadRecording(f"more than {max_steps:,} commands")
        start = at
        code = data[at]
        at += 1
        name: str
        params: dict[str, Any] = {}
        if code < 8:
            name = "move"
            params = {"dx": DIRECTIONS[code][0], "dy": DIRECTIONS[code][1]}
        elif code in (WAIT, PICKUP, DESCEND, CRASH):
            name = {WAIT: "wait", PICKUP: "pickup", DESCEND: "descend", CRASH: "crash"}[code]
        elif code in (DROP, EQUIP, REMOVE):
            need(1)
            name = {DROP: "drop", EQUIP: "equip", REMOVE: "remove"}[code]
            params = {"item": _read_letter(data[at], at)}
            at += 1
        elif code == EQUIP_IN:
            need(2)
            if data[at + 1] >= len(SLOTS):
                raise BadRecording(f"a slot out of range at byte {at + 1}")
            name = "equip"
            params = {"item": _read_letter(data[at], at), "slot": SLOTS[data[at + 1]]}
            at += 2
        elif code in (USE, THROW):
            need(2)
            name = "use" if code == USE else "throw"
            params = {"item": _read_letter(data[at], at)}
            at += 1
            params["target"], at = _read_target(data, at, need)
        elif code == PICKUP_WEAR:
            need(1)
            if data[at] >= len(WEAR_ON_PICKUP):
                raise BadRecording(f"a pick-up choice out of range at byte {at}")
            name, params = "pickup", {"wear": WEAR_ON_PICKUP[data[at]]}
            at += 1
        elif code == LEVEL_UP:
            need(1)
            if data[at] >= len(STATS):
                raise BadRecording(f"a level-up choice out of range at byte {at}")
            name, params = "level_up", {"stat": STATS[data[at]]}
            at += 1
        elif code in (REFUSED, UNRECORDABLE, NOTE):
            width = 1 if code == UNRECORDABLE else 2
            need(width)
            length = data[at] if code == UNRECORDABLE else _U16.unpack_from(data, at)[0]
            if length > MAX_MESSAGE_BYTES:
                raise BadRecording(f"a message longer than any the game writes at byte {at}")
            at += width
            need(length)
            try:
                text = bytes(view[at:at + length]).decode("utf-8")
            except UnicodeDecodeError:
                raise BadRecording(f"a message that is not text at byte {at}") from None
            at += length
            if code == NOTE and not is_note(text):
                raise BadRecording(f"a note that is not one line of the log at byte {start}")
            name, key = {REFUSED: ("refused", "message"), UNRECORDABLE: ("unrecordable", "action"),
                         NOTE: ("note", "text")}[code]
            params = {key: text}
        else:
            raise BadRecording(f"an unknown command (code {code}) at byte {start}")
        steps.append(Step(name, params, at))
    return steps


def _read_target(data: bytes | bytearray, at: int, need: Any) -> tuple[object, int]:
    kind = data[at]
    at += 1
    if kind == NO_TARGET:
        return None, at
    if kind == ELSEWHERE:
        return ELSEWHERE_TARGET, at
    if kind == PACK_ITEM:
        need(1)
        return ("item", _read_letter(data[at], at)), at + 1
    if kind == TILE:
        need(4)
        return _TILE.unpack_from(data, at), at + 4
    if kind == CREATURE:
        need(5)
        x, y = _TILE.unpack_from(data, at)
        return (x, y, data[at + 4]), at + 5
    raise BadRecording(f"an unknown kind of target at byte {at - 1}")


# -- replaying ----------------------------------------------------------------------------------
def _carried(state: World, letter: str | None) -> Item | None:
    return None if letter is None else state.player.inventory.by_letter(letter)


def _replayed_target(state: World, target: object) -> object:
    if target is None or target is ELSEWHERE_TARGET:
        return target
    if isinstance(target, tuple) and len(target) == 2 and target[0] == "item":
        found = _carried(state, target[1])
        return ELSEWHERE_TARGET if found is None else found
    if isinstance(target, tuple) and len(target) == 3:
        x, y, index = target
        here = [e for e in state.stage.entities
                if isinstance(e, Actor) and e.x == x and e.y == y]
        return here[index] if index < len(here) else (x, y)
    return target


def build_action(state: World, step: Step) -> Action:
    """The engine action ``step`` names in ``state`` (its letters and tiles resolved there).
    Only for the commands proper: not "refused", "unrecordable" or "crash"."""
    player, params, name = state.player, step.params, step.name
    if name == "move":
        return BumpAction(player, params["dx"], params["dy"])
    if name == "pickup":
        return PickupAction(player, params.get("wear", "known"))
    if name in ("wait", "descend"):
        return {"wait": WaitAction, "descend": DescendAction}[name](player)
    if name == "level_up":
        return LevelUpAction(player, params["stat"])
    if name == "note":
        return NoteAction(player, params["text"])
    item = _carried(state, params["item"])
    if name == "drop":
        return DropAction(player, item)  # type: ignore[arg-type]
    if name == "remove":
        return RemoveAction(player, item)  # type: ignore[arg-type]
    if name == "equip":
        return EquipAction(player, item, params.get("slot"))  # type: ignore[arg-type]
    if name == "use":
        return UseAction(player, item,  # type: ignore[arg-type]
                         _replayed_target(state, params["target"]))  # type: ignore[arg-type]
    if name == "throw":
        return ThrowAction(player, item,  # type: ignore[arg-type]
                           _replayed_target(state, params["target"]))
    raise ValueError(f"{name} is not a command")


def under_current_rules(recording: Recording, turn: int) -> Recording:
    """``recording`` if it was made under ``RULES_VERSION``; else (a game saved by an older
    release, loaded now) a new one from ``turn`` that is not from the start: the same commands
    no longer make the same game, so what came before cannot be replayed."""
    if recording.rules == RULES_VERSION:
        return recording
    return Recording(from_start=False, start_turn=turn)


def start_recording(state: World, fingerprint: Callable[[World], str]) -> None:
    """A game that begins now records from its start, its checkpoints fingerprinted by
    ``fingerprint``."""
    use_fingerprint(fingerprint)
    state.recording = Recording(from_start=True,  # type: ignore[attr-defined]
                                start_turn=state.turn)
