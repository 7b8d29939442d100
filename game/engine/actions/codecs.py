"""How a command's parameters are written in a recording, read back, and found again in a game.

Each player command is an action class that declares its name, its parameters and its bytes
(``Action.command`` and ``Action.forms``): the one registry of commands (``COMMANDS``) and the
recording's encoder, decoder and builder are derived from those declarations. A parameter's
``Codec`` turns a value of the game (an Item, an Actor, a tile, a choice) into bytes, the bytes
into plain data (letters, tiles, words: what a replay shows and a ``Step`` holds), and the plain
data back into a value of the game being replayed.

=========  =====================================================================
codec      bytes
=========  =====================================================================
LETTER     one byte: the pack letter 0..25 (a..z), or ``NOT_CARRIED``
TARGET     one byte of kind, then: nothing; a tile (two signed 16-bit coordinates);
           a creature (its tile and its index among the actors there); a pack item
           (a letter); or nothing for "something else" (every rule refuses or
           ignores such a target alike)
Choice     one byte: the index of the value among the choice's values
NoteText   a 16-bit length, then that many bytes of UTF-8 (one line of the log)
=========  =====================================================================

A form may also fold parameters into its code (``Spread``): a move's direction is one of the
eight codes 0..7.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.engine.actor import LETTERS, Actor
from game.engine.entity import Item

if TYPE_CHECKING:
    from game.engine.world import World

NOT_CARRIED = 255
#: The longest text a recording keeps in one piece (a note, a refusal's message).
MAX_MESSAGE_BYTES = 1000
# target kinds
NO_TARGET, TILE, CREATURE, PACK_ITEM, ELSEWHERE = range(5)
_TILE = struct.Struct(">hh")
_U16 = struct.Struct(">H")


class BadRecording(ValueError):
    """The command bytes are not a recording this game wrote; the message says where."""


class Elsewhere:
    """A replayed target that was not a tile, a creature or a carried item when recorded:
    every rule refuses or ignores it exactly as it did the original."""

    def __repr__(self) -> str:
        return "something else"


ELSEWHERE_TARGET = Elsewhere()


def need(data: bytes | bytearray, at: int, count: int) -> None:
    """Refuse a recording that ends before ``count`` more bytes from ``at``."""
    if at + count > len(data):
        raise BadRecording(f"the commands end in the middle of one (byte {at})")


class Codec:
    """One parameter's way into a recording and back (see the module doc)."""

    def encode(self, state: World, value: Any) -> bytes | None:
        """The bytes of ``value`` in ``state``; None when this codec cannot hold it."""
        raise NotImplementedError

    def decode(self, data: bytes | bytearray, at: int) -> tuple[Any, int]:
        """The plain value written at ``at`` and where the next one starts."""
        raise NotImplementedError

    def resolve(self, state: World, plain: Any) -> Any:
        """The game's value that ``plain`` names in ``state`` (by default: itself)."""
        return plain


def pack_letter(state: World, item: object) -> int:
    if isinstance(item, Item) and item.letter is not None and item in state.player.inventory:
        return LETTERS.index(item.letter)
    return NOT_CARRIED


def read_letter(code: int, at: int) -> str | None:
    if code == NOT_CARRIED:
        return None
    if code >= len(LETTERS):
        raise BadRecording(f"an item letter out of range at byte {at}")
    return LETTERS[code]


def carried(state: World, letter: str | None) -> Item | None:
    return None if letter is None else state.player.inventory.by_letter(letter)


class LetterCodec(Codec):
    """An item of the player's pack, by its letter (not carried: ``NOT_CARRIED``)."""

    def encode(self, state: World, value: Any) -> bytes:
        return bytes((pack_letter(state, value),))

    def decode(self, data: bytes | bytearray, at: int) -> tuple[str | None, int]:
        need(data, at, 1)
        return read_letter(data[at], at), at + 1

    def resolve(self, state: World, plain: Any) -> Item | None:
        return carried(state, plain)


class TargetCodec(Codec):
    """What a scroll is read on or a weapon thrown at: a tile, a creature or a pack item."""

    def encode(self, state: World, target: Any) -> bytes:
        if target is None:
            return bytes((NO_TARGET,))
        if isinstance(target, Item):
            letter = pack_letter(state, target)
            return bytes((PACK_ITEM, letter)) if letter != NOT_CARRIED else bytes((ELSEWHERE,))
        if isinstance(target, Actor):
            here = [
                e
                for e in state.stage.entities
                if isinstance(e, Actor) and e.x == target.x and e.y == target.y
            ]
            index = next((i for i, e in enumerate(here) if e is target), None)
            if index is not None and index < 256:
                return bytes((CREATURE,)) + _TILE.pack(target.x, target.y) + bytes((index,))
            return bytes((TILE,)) + _TILE.pack(target.x, target.y)
        if type(target) is tuple and len(target) == 2 and all(type(v) is int for v in target):
            x, y = target
            if not state.stage.in_bounds(x, y):
                x = y = -1  # every rule treats one place off the floor like another
            return bytes((TILE,)) + _TILE.pack(x, y)
        return bytes((ELSEWHERE,))

    def decode(self, data: bytes | bytearray, at: int) -> tuple[object, int]:
        need(data, at, 1)
        kind = data[at]
        at += 1
        if kind == NO_TARGET:
            return None, at
        if kind == ELSEWHERE:
            return ELSEWHERE_TARGET, at
        if kind == PACK_ITEM:
            need(data, at, 1)
            return ("item", read_letter(data[at], at)), at + 1
        if kind == TILE:
            need(data, at, 4)
            return _TILE.unpack_from(data, at), at + 4
        if kind == CREATURE:
            need(data, at, 5)
            x, y = _TILE.unpack_from(data, at)
            return (x, y, data[at + 4]), at + 5
        raise BadRecording(f"an unknown kind of target at byte {at - 1}")

    def resolve(self, state: World, target: Any) -> object:
        if target is None or target is ELSEWHERE_TARGET:
            return target
        if isinstance(target, tuple) and len(target) == 2 and target[0] == "item":
            found = carried(state, target[1])
            return ELSEWHERE_TARGET if found is None else found
        if isinstance(target, tuple) and len(target) == 3:
            x, y, index = target
            here = [
                e for e in state.stage.entities if isinstance(e, Actor) and e.x == x and e.y == y
            ]
            return here[index] if index < len(here) else (x, y)
        return target


@dataclass(frozen=True)
class Choice(Codec):
    """One of a fixed list of ``values`` (a stat, a slot, a pick-up choice), by its index;
    ``what`` names it in the refusal of a bad byte."""

    values: tuple[str, ...]
    what: str

    def encode(self, state: World, value: Any) -> bytes | None:
        return bytes((self.values.index(value),)) if value in self.values else None

    def decode(self, data: bytes | bytearray, at: int) -> tuple[str, int]:
        need(data, at, 1)
        if data[at] >= len(self.values):
            raise BadRecording(f"{self.what} out of range at byte {at}")
        return self.values[data[at]], at + 1


@dataclass(frozen=True)
class TextCodec(Codec):
    """A short text: a 16-bit length and UTF-8, accepted only if ``valid`` says so (else
    ``refusal``, at the command's byte)."""

    valid: Callable[[object], bool] = field(default=lambda text: True)
    refusal: str = "a text that is not one"

    def encode(self, state: World, value: Any) -> bytes | None:
        if not isinstance(value, str):
            return None
        data = value.encode("utf-8")
        return _U16.pack(len(data)) + data if len(data) <= MAX_MESSAGE_BYTES else None

    def decode(self, data: bytes | bytearray, at: int) -> tuple[str, int]:
        start = at - 1
        text, at = read_text(data, at, 2)
        if not self.valid(text):
            raise BadRecording(f"{self.refusal} at byte {start}")
        return text, at


def read_text(data: bytes | bytearray, at: int, width: int) -> tuple[str, int]:
    """A length of ``width`` bytes (1 or 2), then that much UTF-8 text."""
    need(data, at, width)
    length = data[at] if width == 1 else _U16.unpack_from(data, at)[0]
    if length > MAX_MESSAGE_BYTES:
        raise BadRecording(f"a message longer than any the game writes at byte {at}")
    at += width
    need(data, at, length)
    try:
        text = bytes(data[at : at + length]).decode("utf-8")
    except UnicodeDecodeError:
        raise BadRecording(f"a message that is not text at byte {at}") from None
    return text, at + length


def text_bytes(text: str, width: int = 2) -> bytes:
    """``text`` as ``read_text`` reads it (cut on a character to MAX_MESSAGE_BYTES)."""
    data = text.encode("utf-8")
    if len(data) > MAX_MESSAGE_BYTES:
        data = data[:MAX_MESSAGE_BYTES].decode("utf-8", "ignore").encode("utf-8")
    if width == 1:
        data = data[:255].decode("utf-8", "ignore").encode("utf-8")
        return bytes((len(data),)) + data
    return _U16.pack(len(data)) + data


@dataclass(frozen=True)
class Spread:
    """Parameters folded into the code: the form's code plus the index of their values among
    ``values`` (a move's (dx, dy) among the eight directions)."""

    names: tuple[str, ...]
    values: tuple[tuple[Any, ...], ...]


@dataclass(frozen=True)
class Form:
    """One way a command is written: its ``code``, any ``spread`` parameters folded into it,
    and the ``params`` written after it, in order, each with its codec. A form holds a command
    only when every parameter it leaves out has its default value."""

    code: int
    params: tuple[tuple[str, Codec], ...] = ()
    spread: Spread | None = None

    @property
    def codes(self) -> range:
        """The codes this form takes (several for a spread)."""
        return range(self.code, self.code + (len(self.spread.values) if self.spread else 1))

    @property
    def names(self) -> tuple[str, ...]:
        return (self.spread.names if self.spread else ()) + tuple(n for n, _ in self.params)


LETTER = LetterCodec()
TARGET = TargetCodec()
