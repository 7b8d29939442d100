"""The score of a run, computed here and nowhere else (the README gives the same formula).

    score = 1,000 x floor reached
          + XP earned over the whole run
          + 20,000 for a victory
          + (1,000 x floor - turns) / 4 when that is above 0 (pace: fewer turns, more points)

Floors count most; the pace bonus is worth at most a quarter of a floor per floor, so a
quick death never beats going deeper.
"""

from __future__ import annotations

PER_FLOOR = 1_000
VICTORY = 20_000
#: Turns a floor may take before the pace bonus for it is gone.
PACE_TURNS = 1_000
PACE_DIVISOR = 4
#: XP to the next level = BASE + level * FACTOR (``game.engine.actor.Level``; a test keeps
#: the two in step, so reading a run summary needs no engine).
XP_BASE, XP_FACTOR = 200, 150


def total_xp(level: int, current_xp: int) -> int:
    """All the XP a hero at ``level`` with ``current_xp`` toward the next level has earned."""
    spent = sum(XP_BASE + reached * XP_FACTOR for reached in range(1, max(1, level)))
    return spent + max(0, current_xp)


def score(floor: int, xp: int, won: bool, turns: int) -> int:
    """The run's score (see the module doc); never below 0."""
    floor, xp, turns = max(0, floor), max(0, xp), max(0, turns)
    pace = max(0, PACE_TURNS * floor - turns) // PACE_DIVISOR
    return PER_FLOOR * floor + xp + (VICTORY if won else 0) + pace
