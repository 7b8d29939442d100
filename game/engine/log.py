"""The message log: lines with a kind (for colour) that stack when repeated.

A save holds the log packed (``MessageLog.__getstate__``): its lines' texts as one string, and
their kinds, lengths, counts and turns in a bytes of columns (``_columns``). Loading it is then a
handful of pickle instructions instead of some twenty a line (the restricted loader runs each
in Python; a long game's log was half of them), and ``unpacked_lines`` makes the lines again.
"""

from __future__ import annotations

import struct
from collections import deque
from dataclasses import dataclass
from itertools import accumulate
from typing import Any

from game.engine.enums import SavedEnum


class Kind(SavedEnum):
    """What a message is about; the UI decides how each kind looks (``game.ui.theme``)."""

    INFO = "info"
    PLAYER_ATTACK = "player_attack"
    ENEMY_ATTACK = "enemy_attack"
    PLAYER_DIE = "player_die"
    ENEMY_DIE = "enemy_die"
    IMPOSSIBLE = "impossible"
    HEAL = "heal"
    STATUS = "status"
    EQUIP = "equip"
    PICKUP = "pickup"
    DESCEND = "descend"
    LEVEL = "level"
    WELCOME = "welcome"


@dataclass
class Message:
    """One line of the log; ``count`` > 1 when the same line repeated in a row."""

    text: str
    kind: Kind
    count: int = 1
    turn: int = 0

    @property
    def full_text(self) -> str:
        """The text as shown, with the repeat count: "You hit the Orc (x3)"."""
        return f"{self.text} (x{self.count})" if self.count > 1 else self.text


def _columns(n: int) -> str:
    """The struct format of the packed log's bytes for ``n`` lines: a column per number (each
    line's kind, an index into the pack's kinds; its text's length in characters; its count;
    its turn)."""
    return f"<{n}B{n}H{n}I{n}I"


#: The bytes a line takes in the packed log.
LINE_BYTES = struct.calcsize(_columns(1))
_FIELDS = ("text", "kind", "count", "turn")
_UINT4 = 1 << 32


class MessageLog:
    """The last MAX_LINES messages of the game, oldest first; repeats of the last line stack."""

    MAX_LINES = 1000

    def __init__(self) -> None:
        self.messages: deque[Message] = deque(maxlen=self.MAX_LINES)

    def __getstate__(self) -> dict[str, Any]:
        """What a save holds: the lines packed (module doc); a log that is not the log's own
        form (another container, a line of a wrong type or range) is saved as it is, for the
        load's checks to judge, never mended here."""
        packed = PackedLines.of(self.messages)
        if packed is None or self.__dict__.keys() != {"messages"}:
            return self.__dict__
        return {"messages": packed}

    def add(self, text: str, kind: Kind = Kind.INFO, turn: int = 0) -> None:
        """Append ``text``; if it equals the last line, bump that line's count instead."""
        last = self.messages[-1] if self.messages else None
        if last is not None and last.text == text and last.kind is kind:
            last.count += 1
            last.turn = turn
            return
        self.messages.append(Message(text, kind, 1, turn))  # the oldest falls off the end

    def __iter__(self):
        return iter(self.messages)

    def __len__(self) -> int:
        return len(self.messages)

    def __getitem__(self, index: int) -> Message:
        return self.messages[index]

    def texts(self) -> list[str]:
        """The lines as shown (with repeat counts), oldest first."""
        return [m.full_text for m in self.messages]


class PackedLines:
    """The lines of a log as a save holds them: pickled as a call of ``unpacked_lines`` (or,
    in a pickle protocol without bytes, before 3, as the deque itself)."""

    __slots__ = ("messages", "kinds", "text", "lines")

    def __init__(
        self, messages: deque[Message], kinds: tuple[Kind, ...], text: str, lines: bytes
    ) -> None:
        self.messages, self.kinds, self.text, self.lines = messages, kinds, text, lines

    @classmethod
    def of(cls, messages: object) -> PackedLines | None:
        """``messages`` packed, or None unless it is the log's deque of plain lines whose
        numbers fit their columns."""
        if type(messages) is not deque or messages.maxlen != MessageLog.MAX_LINES:
            return None
        kinds: dict[Kind, int] = {}
        texts: list[str] = []
        columns: tuple[list[int], ...] = ([], [], [], [])
        kind_of, lengths, counts, turns = columns
        for message in messages:
            if type(message) is not Message or tuple(vars(message)) != _FIELDS:
                return None
            text, kind, count, turn = message.text, message.kind, message.count, message.turn
            if not (
                type(text) is str
                and len(text) <= 0xFFFF
                and type(kind) is Kind
                and type(count) is int
                and 0 <= count < _UINT4
                and type(turn) is int
                and 0 <= turn < _UINT4
            ):
                return None
            texts.append(text)
            kind_of.append(kinds.setdefault(kind, len(kinds)))
            lengths.append(len(text))
            counts.append(count)
            turns.append(turn)
        lines = struct.pack(_columns(len(texts)), *kind_of, *lengths, *counts, *turns)
        return cls(messages, tuple(kinds), "".join(texts), lines)

    def __reduce_ex__(self, protocol: Any) -> Any:
        if protocol < 3:
            return self.messages.__reduce_ex__(protocol)
        return unpacked_lines, (self.kinds, self.text, self.lines)


def unpacked_lines(kinds: tuple[Kind, ...], text: str, lines: bytes) -> deque[Message]:
    """The log's deque of lines from their packed form (``PackedLines``); ValueError if the
    parts disagree. At most MAX_LINES lines (the deque keeps no more), checked first."""
    n, rest = divmod(len(lines), LINE_BYTES)
    if rest or n > MessageLog.MAX_LINES:
        raise ValueError("not the lines of a log")
    numbers = struct.unpack(_columns(n), lines)
    kind_of, lengths = numbers[:n], numbers[n : 2 * n]
    if n and max(kind_of) >= len(kinds):
        raise ValueError("a line of an unknown kind")
    ends = list(accumulate(lengths))
    if (ends[-1] if ends else 0) != len(text):
        raise ValueError("the log's text is not its lines'")
    texts = map(text.__getitem__, map(slice, [0, *ends], ends))
    messages: deque[Message] = deque(maxlen=MessageLog.MAX_LINES)
    counts, turns = numbers[2 * n : 3 * n], numbers[3 * n :]
    messages.extend(map(Message, texts, map(kinds.__getitem__, kind_of), counts, turns))
    return messages
