"""The message log: lines with a kind (for colour) that stack when repeated."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

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


class MessageLog:
    """The last MAX_LINES messages of the game, oldest first; repeats of the last line stack."""

    MAX_LINES = 1000

    def __init__(self) -> None:
        self.messages: deque[Message] = deque(maxlen=self.MAX_LINES)

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
