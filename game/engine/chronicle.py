"""The run in a few numbers a turn, for its pictures: HP and floor over turns, kills per floor.

Part of the saved state, but about the game rather than in it (like the recording): the
digest leaves it out, and no rule reads it. Each turn's end samples the hero's HP and max HP
(two bytes each); once ``MAX_SAMPLES`` are kept, every other one is dropped and samples are
taken half as often, so a run of any length keeps at most ``4 * MAX_SAMPLES`` bytes of them
(4 bytes a turn, 4 KB per 1,000 turns, until then). Arrivals on a floor are kept as
(turn, floor) and kills as a count per floor.
"""

from __future__ import annotations

import struct
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.world import World

#: Samples kept before halving their resolution.
MAX_SAMPLES = 4096
#: One sample: HP, max HP (clamped to what two bytes hold).
SAMPLE = struct.Struct("<HH")
#: An arrival on a floor: turn, floor.
ARRIVAL = struct.Struct("<IH")
#: Kills on one floor (floor n at index n - 1).
KILLS = struct.Struct("<I")
#: Floors the kills are counted for, at most (deeper kills count on the last).
MAX_FLOORS = 10_000
_U16, _U32 = 0xFFFF, 0xFFFFFFFF


class Chronicle:
    """HP and max HP every ``step`` turns from ``start_turn``, floors arrived on, kills per
    floor; ``started``: when the run began (seconds since 1970; 0 when unknown: a game saved
    before the chronicle). ``counted``: the kills already put on a floor."""

    def __init__(self, started: int | None = None) -> None:
        self.started = int(time.time()) if started is None else started
        self.start_turn = 0
        self.step = 1
        self.samples = bytearray()
        self.arrivals = bytearray()
        self.kills = bytearray()
        self.counted = 0

    def tick(self, state: World) -> None:
        """The end of a turn (and the start of the game): sample, note a new floor and the
        kills made since the last tick."""
        turn, depth = state.turn, state.depth
        if not self.samples:
            self.start_turn = turn
        due, off = divmod(turn - self.start_turn, self.step)
        if off == 0 and due >= len(self.samples) // SAMPLE.size:
            fighter = state.player.fighter
            self.samples += SAMPLE.pack(
                min(max(fighter.hp, 0), _U16), min(max(fighter.max_hp, 0), _U16)
            )
            if len(self.samples) >= MAX_SAMPLES * SAMPLE.size:
                self._halve()
        if (
            not self.arrivals
            or ARRIVAL.unpack_from(self.arrivals, len(self.arrivals) - ARRIVAL.size)[1] != depth
        ):
            self.arrivals += ARRIVAL.pack(min(turn, _U32), min(depth, _U16))
        fresh = state.kills - self.counted
        if fresh > 0:
            floor = min(depth, MAX_FLOORS)
            while len(self.kills) < floor * KILLS.size:
                self.kills += KILLS.pack(0)
            at = (floor - 1) * KILLS.size
            KILLS.pack_into(self.kills, at, min(KILLS.unpack_from(self.kills, at)[0] + fresh, _U32))
            self.counted = state.kills

    def _halve(self) -> None:
        """Keep every other sample (those at even steps), and sample half as often."""
        size = SAMPLE.size
        self.samples = bytearray(
            b"".join(self.samples[i : i + size] for i in range(0, len(self.samples), 2 * size))
        )
        self.step *= 2

    # -- reading ---------------------------------------------------------------------------
    def hp_series(self) -> list[tuple[int, int, int]]:
        """(turn, HP, max HP) per sample."""
        return [
            (self.start_turn + index * self.step, hp, top)
            for index, (hp, top) in enumerate(SAMPLE.iter_unpack(self.samples))
        ]

    def floor_series(self) -> list[tuple[int, int]]:
        """(turn, floor) per arrival on a floor."""
        return list(ARRIVAL.iter_unpack(self.arrivals))

    def kills_per_floor(self) -> list[int]:
        """Kills on floor 1, 2... (as far as the deepest floor a kill was made on)."""
        return [count for (count,) in KILLS.iter_unpack(self.kills)]
