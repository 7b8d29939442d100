"""One run's row in the history: what the rankings list, sort and show.

Made from a game at its end (``from_state``) or read back from its run summary file
(``game.history.morgue_read``). Times are local wall-clock text, "2026-11-26 01:14:31" (they
sort as text). The seed is text: a seed may be a number of 155 digits.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING

from game.history.pictures import Pictures
from game.history.score import score, total_xp

if TYPE_CHECKING:
    from game.engine.game import GameState

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


def from_state(state: GameState, ended: datetime, morgue: str | None = None,
               recording: str | None = None, abandoned: bool = False) -> Run:
    """The row of the game ``state`` as it ends (or as a new game replaces it)."""
    from game import morgue as words
    from game.files.header import game_version
    from game.history.pictures import from_state as pictures_of

    player = state.player
    level = player.level
    started = state.chronicle.started
    return Run(
        seed=str(state.seed), ended=f"{ended:{TIME_FORMAT}}",
        outcome=words.outcome(state, abandoned), floor=state.depth, turns=state.turn,
        level=level.current_level, xp=total_xp(level.current_level, level.current_xp),
        kills=state.kills, cause=state.cause,
        started=f"{datetime.fromtimestamp(started):{TIME_FORMAT}}" if started else None,
        version=game_version(), rules=state.recording.rules,
        kills_by_breed=tuple(words.kills_by_breed(state)),
        worn=tuple((slot.label, state.name_of(item)) for slot, item in words.worn_by_slot(state)
                   if item is not None),
        morgue=morgue, recording=recording, pictures=pictures_of(state))
