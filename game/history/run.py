"""One run's row in the history: what the rankings list, sort and show.

Made from a game at its end (``game.morgue.run_row``) or read back from its run summary file
(``game.history.morgue_read``). Times are local wall-clock text, "2026-11-26 01:14:31" (they
sort as text). The seed is text: a seed may be a number of 155 digits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.history.pictures import Pictures
from game.history.score import score

OUTCOMES = ("death", "victory", "abandoned")
TIME_FORMAT = "%Y-%m-%d %H:%M:%S"


@dataclass(frozen=True)
class Run:
    """A finished or abandoned run. ``morgue`` and ``recording``: paths relative to the saves
    folder ("morgue/ironbound-7-....txt"), or None; ``id``: its row's (None before it has
    one)."""

    seed: str
    ended: str
    outcome: str
    floor: int
    turns: int
    level: int
    xp: int
    kills: int
    cause: str | None = None
    started: str | None = None
    version: str | None = None
    rules: int | None = None
    kills_by_breed: tuple[tuple[str, int], ...] = ()
    worn: tuple[tuple[str, str], ...] = ()
    morgue: str | None = None
    recording: str | None = None
    pictures: Pictures | None = field(default=None, compare=False)
    id: int | None = None

    @property
    def score(self) -> int:
        """The run's score: the one formula (``game.history.score``)."""
        return score(self.floor, self.xp, self.outcome == "victory", self.turns)

    @property
    def won(self) -> bool:
        return self.outcome == "victory"

    def fate(self) -> str:
        """ "Killed by an Orc on floor 5", "Won on floor 12", "Left on floor 3"."""
        where = f"on floor {self.floor}"
        if self.outcome == "victory":
            return f"Won {where}"
        if self.outcome == "abandoned":
            return f"Left {where}"
        return f"Killed by {self.cause or 'unknown causes'} {where}"
