"""Every run is a recording: the player's commands as compact plain data, kept in the state.

``World.perform`` (the one door every command goes through) hands each command to
``Recording.note`` before it is performed; a command that happens stays recorded, a refused one
is replaced by its refusal's message (a refusal changes nothing but the log, so the message is
all a replay needs). After a descent the recording keeps a checkpoint: the turn, the floor and
the state's digest, which a replay compares with its own to notice going out of sync.

A command is a few bytes: a code, then its parameters. Each command's class declares its codes
and how its parameters are written (``Action.forms``, ``game.engine.actions.codecs``); this
module reads and writes through the registry derived from them
(``game.engine.actions.commands``), and adds its own marks:

=====  ================================  ==========================================
code   what                              after the code
=====  ================================  ==========================================
0..7   move (dx, dy)                     (the direction's index in ``DIRECTIONS``)
8      wait
9      pickup                            (wear gear "known", the default)
10     descend
11     drop(item)                        letter
12     equip(item)                       letter
13     equip(item, slot)                 letter, slot index (``SLOT_ORDER``)
14     remove(item)                      letter
15     use(item, target)                 letter, target
16     level_up(stat)                    choice index (``LEVEL_UP_CHOICES``)
17     a refused command                 u16 length, UTF-8 message (logged as is)
18     an action the registry cannot     u8 length, class name: a replay stops here
       hold
19     the game crashed here             (the command before it was under way)
20     note(text)                        u16 length, UTF-8 text (a walk's stop reason)
21     pickup(wear)                      the choice's index (``WEAR_ON_PICKUP``)
22     throw(item, target)               letter, target
=====  ================================  ==========================================

A recording stops growing at ``COMMAND_LIMIT`` bytes (it is ``full``): a replay of it ends
there with no final digest to compare.

The engine never imports pygame, and neither does this module.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

__all__ = [
    "ELSEWHERE_TARGET",
    "BadRecording",
    "Elsewhere",
    "Recording",
    "Step",
    "build_action",
    "decode",
    "encode_action",
    "iter_steps",
    "read_step",
    "scan_steps",
]

from game.engine.actions import commands
from game.engine.actions.codecs import (
    ELSEWHERE_TARGET,
    BadRecording,
    Elsewhere,
    read_text,
    text_bytes,
)

if TYPE_CHECKING:
    from game.engine.actions.base import Action
    from game.engine.world import World

#: The rules a recording was made under. Raise it with every change that makes the same
#: commands give a different game (a new rule, a new number, new content); a replay refuses
#: a recording from other rules instead of going out of sync.
RULES_VERSION = 7
#: The largest rules number a recording can hold: the recording file keeps it in 16 bits.
MAX_RULES = 2**16 - 1

#: Recorded command bytes one game may hold (some two million commands).
MAX_COMMAND_BYTES = 4 * 1024 * 1024
#: No command starts at or past this: what the last one may take is kept in reserve.
COMMAND_LIMIT = MAX_COMMAND_BYTES - 2048
#: Checkpoints one game may hold (one per descent).
MAX_CHECKPOINTS = 100_000
#: The recording's own marks (the commands' codes are their classes': see the module doc).
REFUSED, UNRECORDABLE, CRASH = 17, 18, 19

#: A checkpoint: where in the commands it falls (bytes), turn, floor, SHA-256 digest.
CHECKPOINT = struct.Struct(">IIH32s")


#: How a checkpoint fingerprints the state: ``game.engine.digest.digest``. The turn loop cannot
#: import it (the digest walks the state's shape, whose table names GameState: an import
#: circle), so whoever makes or loads a game that records from its start hands it over
#: (``game.new_game``, ``game.save.load_game``).
_fingerprint: Callable[[Any], str] | None = None


def use_fingerprint(fingerprint: Callable[[Any], str]) -> None:
    """Take ``fingerprint`` (the game's digest of a GameState, which this module sits below)
    for the checkpoints from now on."""
    global _fingerprint
    _fingerprint = fingerprint


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
        self.commands += bytes((REFUSED,)) + text_bytes(message)

    def crashed(self) -> None:
        """The game stopped on an unexpected error: what comes after cannot be replayed.
        Marked once, however many keepers of the recording hear of the same crash."""
        if self.full or (self.commands and _last_step(self.commands).name == "crash"):
            return
        self.commands.append(CRASH)

    def descended(self, state: World) -> None:
        """A new floor: keep a checkpoint with the state's digest (a game that was not
        recorded from its start is never replayed: it keeps none)."""
        if (
            not self.from_start
            or self.full
            or len(self.checkpoints) >= MAX_CHECKPOINTS * CHECKPOINT.size
        ):
            return
        if _fingerprint is None:
            raise RuntimeError(
                "a recorded game descended with no digest handed to the "
                "recording (see use_fingerprint)"
            )
        self.checkpoints += CHECKPOINT.pack(
            len(self.commands), state.turn, state.depth, bytes.fromhex(_fingerprint(state))
        )


# -- encoding ---------------------------------------------------------------------------------
def encode_action(state: World, action: Action) -> bytes:
    """The bytes of ``action`` in ``state`` before it is performed: its command's, by the
    registry; else (not a command, or parameters no command takes, which a refusal then
    replaces) kept by class name, so a replay can say where and why it stops."""
    data = commands.encode(state, action)
    if data is not None:
        return data
    return bytes((UNRECORDABLE,)) + text_bytes(type(action).__name__, width=1)


# -- decoding ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One recorded command as plain data: ``name`` ("move", "use", "refused"...) and its
    parameters (letters as "a".."z" or None, tiles as (x, y), creatures as (x, y, index))."""

    name: str
    params: dict[str, Any]
    end: int  # the byte offset just after it (checkpoints point at these)


#: The recording's own marks: code -> (name, the key of its text, the text's length width).
_MARKS: dict[int, tuple[str, str, int]] = {
    REFUSED: ("refused", "message", 2),
    UNRECORDABLE: ("unrecordable", "action", 1),
}


def read_step(data: bytes | bytearray, at: int) -> Step:
    """The command that starts at byte ``at`` of ``data``; BadRecording if none does."""
    found = commands.read(data, at)
    if found is not None:
        return Step(*found)
    code = data[at]
    if code == CRASH:
        return Step("crash", {}, at + 1)
    if code in _MARKS:
        name, key, width = _MARKS[code]
        text, end = read_text(data, at + 1, width)
        return Step(name, {key: text}, end)
    raise BadRecording(f"an unknown command (code {code}) at byte {at}")


#: The codes that stand alone (no parameter after them): code -> name, for ``scan_steps``.
_NAME_ONLY: dict[int, str] = {
    **{
        code: kind.command
        for code, (kind, form) in commands.by_code().items()
        if not form.params and kind.command is not None
    },
    CRASH: "crash",
}


def scan_steps(data: bytes | bytearray) -> Iterator[tuple[str, int]]:
    """(name, end) of every command in ``data``, checked as ``read_step`` checks them but
    without building them: a quick pass over a whole recording. BadRecording as there."""
    at, size, name_only = 0, len(data), _NAME_ONLY
    while at < size:
        name = name_only.get(data[at])
        if name is None:
            step = read_step(data, at)
            name, at = step.name, step.end
        else:
            at += 1
        yield name, at


def iter_steps(data: bytes | bytearray) -> Iterator[Step]:
    """Every command in ``data``, decoded one at a time as they are asked for (a long
    recording never sits in memory as millions of objects); BadRecording at the first byte
    that is not one."""
    at = 0
    while at < len(data):
        step = read_step(data, at)
        at = step.end
        yield step


def decode(data: bytes | bytearray, max_steps: int | None = None) -> list[Step]:
    """Every command in ``data``; BadRecording at the first byte that is not one."""
    steps: list[Step] = []
    for step in iter_steps(data):
        if max_steps is not None and len(steps) >= max_steps:
            raise BadRecording(f"more than {max_steps:,} commands")
        steps.append(step)
    return steps


def takes_a_turn(name: str) -> bool:
    """Whether a recorded command takes a turn when it happens (a refused one is recorded as
    its refusal; a level-up and a note take none)."""
    return commands.takes_a_turn(name)


def _last_step(data: bytes | bytearray) -> Step:
    """The last command in ``data`` (not empty), read without keeping the others."""
    last: Step | None = None
    for step in iter_steps(data):
        last = step
    assert last is not None
    return last


# -- replaying ----------------------------------------------------------------------------------
def build_action(state: World, step: Step) -> Action:
    """The engine action ``step`` names in ``state`` (its letters and tiles resolved there).
    Only for the commands proper: not "refused", "unrecordable" or "crash"."""
    return commands.build(state, step.name, step.params)


def under_current_rules(recording: Recording, turn: int) -> Recording:
    """``recording`` if it was made under ``RULES_VERSION``; else (a game saved by an older
    release, loaded now) a new one from ``turn`` that is not from the start: the same commands
    no longer make the same game, so what came before cannot be replayed."""
    if recording.rules == RULES_VERSION:
        return recording
    return Recording(from_start=False, start_turn=turn)


def start_recording(state: World, fingerprint: Callable[[Any], str]) -> None:
    """A game that begins now records from its start, its checkpoints fingerprinted by
    ``fingerprint``."""
    use_fingerprint(fingerprint)
    state.recording = Recording(  # type: ignore[attr-defined]  # a GameState, below World
        from_start=True,
        start_turn=state.turn,
    )
