"""A run's pictures as numbers: HP over turns, the floor over turns, kills per floor.

Made from the state's chronicle (``game.engine.chronicle``) at a run's end, at most
``POINTS`` HP points (the lowest HP of each stretch: a close call stays visible). Written
into the run summary file as a few lines (``lines``) and read back from them (``from_lines``),
kept in the database as JSON (``to_json``, ``from_json``). Pure data: the screens draw it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.engine.game import GameState

#: HP points kept for a chart: about the width of one in pixels.
POINTS = 200
#: The run summary's section of the pictures.
SECTION = "Pictures"
_HP, _FLOORS, _KILLS = "HP every ", "Floors: ", "Kills per floor: "
#: Numbers per line in the run summary file.
PER_LINE = 16
#: What a database row or a file may hold at most (larger is not ours: ignored).
MAX_VALUES = 20_000


@dataclass(frozen=True)
class Pictures:
    """``every`` turns from ``first_turn``: (HP, max HP); ``floors``: (turn, floor) per
    arrival; ``kills``: per floor from floor 1; ``end_turn``: the run's last turn."""

    first_turn: int
    every: int
    hp: tuple[tuple[int, int], ...]
    floors: tuple[tuple[int, int], ...]
    kills: tuple[int, ...]
    end_turn: int

    @property
    def empty(self) -> bool:
        return not self.hp and not self.floors and not self.kills

    def hp_points(self) -> list[tuple[int, int, int]]:
        """(turn, HP, max HP) per point."""
        return [
            (self.first_turn + index * self.every, hp, top)
            for index, (hp, top) in enumerate(self.hp)
        ]

    # -- the run summary file --------------------------------------------------------------
    def lines(self) -> list[str]:
        """The run summary's section: plain numbers a player can read, and the game too."""
        out = [f"{_HP}{self.every} turns from turn {self.first_turn} to {self.end_turn}:"]
        values = [f"{hp}/{top}" for hp, top in self.hp]
        out += ["  " + " ".join(values[i : i + PER_LINE]) for i in range(0, len(values), PER_LINE)]
        out.append(_FLOORS + (" ".join(f"{floor}@{turn}" for turn, floor in self.floors) or "-"))
        out.append(_KILLS + (" ".join(str(count) for count in self.kills) or "-"))
        return out

    @classmethod
    def from_lines(cls, lines: list[str]) -> Pictures | None:
        """The pictures written by ``lines`` (indented or not); None if they do not read."""
        try:
            return cls._parse([line.strip() for line in lines])
        except (ValueError, IndexError, StopIteration):
            return None

    @classmethod
    def _parse(cls, lines: list[str]) -> Pictures | None:
        head = next(line for line in lines if line.startswith(_HP))
        every_text, rest = head[len(_HP) :].split(" turns from turn ", 1)
        first_text, end_text = rest.rstrip(":").split(" to ", 1)
        start = lines.index(head) + 1
        hp: list[tuple[int, int]] = []
        floors: list[tuple[int, int]] = []
        kills: list[int] = []
        for line in lines[start:]:
            if line.startswith(_FLOORS):
                body = line[len(_FLOORS) :]
                floors = (
                    []
                    if body == "-"
                    else [
                        (int(turn), int(floor))
                        for floor, turn in (pair.split("@") for pair in body.split())
                    ]
                )
            elif line.startswith(_KILLS):
                body = line[len(_KILLS) :]
                kills = [] if body == "-" else [int(count) for count in body.split()]
            elif not floors and not kills:
                hp += [(int(a), int(b)) for a, b in (value.split("/") for value in line.split())]
        return cls.checked(int(first_text), int(every_text), hp, floors, kills, int(end_text))

    # -- the database ----------------------------------------------------------------------
    def to_json(self) -> str:
        return json.dumps(
            {
                "first": self.first_turn,
                "every": self.every,
                "hp": self.hp,
                "floors": self.floors,
                "kills": self.kills,
                "end": self.end_turn,
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, text: str | None) -> Pictures | None:
        """The pictures kept as ``text``; None for none, or for anything that does not read."""
        if not text:
            return None
        try:
            data: Any = json.loads(text)
            return cls.checked(
                int(data["first"]),
                int(data["every"]),
                [(int(a), int(b)) for a, b in data["hp"]],
                [(int(a), int(b)) for a, b in data["floors"]],
                [int(k) for k in data["kills"]],
                int(data["end"]),
            )
        except (ValueError, TypeError, KeyError, AttributeError):
            return None

    @classmethod
    def checked(
        cls,
        first: int,
        every: int,
        hp: list[tuple[int, int]],
        floors: list[tuple[int, int]],
        kills: list[int],
        end: int,
    ) -> Pictures | None:
        """The pictures, or None when the numbers are not a run's (sizes, signs)."""
        values = (
            first,
            every,
            end,
            *(v for pair in hp for v in pair),
            *(v for pair in floors for v in pair),
            *kills,
        )
        if (
            every < 1
            or len(hp) + len(floors) + len(kills) > MAX_VALUES
            or any(value < 0 for value in values)
        ):
            return None
        return cls(first, every, tuple(hp), tuple(floors), tuple(kills), end)


def from_state(state: GameState) -> Pictures:
    """The pictures of the game ``state`` so far, at most POINTS HP points."""
    chronicle = state.chronicle
    series = chronicle.hp_series()
    bucket = max(1, -(-len(series) // POINTS))
    hp = []
    for at in range(0, len(series), bucket):
        part = series[at : at + bucket]
        hp.append((min(point[1] for point in part), max(point[2] for point in part)))
    first = series[0][0] if series else state.turn
    return Pictures(
        first,
        chronicle.step * bucket,
        tuple(hp),
        tuple(chronicle.floor_series()),
        tuple(chronicle.kills_per_floor()),
        state.turn,
    )
