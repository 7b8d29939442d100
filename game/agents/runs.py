"""Whole bot runs, recorded: what the stall test and ``bench/balance.py`` measure.

``run_seed`` plays a new game with a policy until death, victory or a turn cap and returns a
``RunRecord``: how deep it went, how it ended, the longest stay on one floor while alive, whether
a cursed item was ever worn, and what was worn at the end. ``run_many`` spreads seeds over a
few worker processes (each run is a pure function of its seed and policy, so the records are
the same however they are spread).
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial

from game.agents.autoplay import DEFAULT_POLICY, choose, policy_named
from game.engine.game import GameState


@dataclass(frozen=True)
class RunRecord:
    """One bot run. ``longest_stay`` is (turns, floor) of the longest time spent alive on one
    floor (the floor it ended on counts up to the end); ``loadout`` the kind names of the worn
    items at the end, in slot order."""

    seed: int
    policy: str
    turns: int
    deepest: int
    floors: int  # floors visited
    died: bool
    won: bool
    cause: str | None
    longest_stay: tuple[int, int]
    wore_cursed: bool
    loadout: tuple[str, ...]


def _wears_cursed(state: GameState) -> bool:
    return any(item.cursed for item in state.player.equipment.worn_items())


def play_run(state: GameState, turn_cap: int, policy: str = DEFAULT_POLICY) -> RunRecord:
    """Play ``state`` with the bot (as ``autoplay.play`` does, turn by turn) until death,
    victory or turn ``turn_cap``, and record the run."""
    policy_named(policy)
    floor, arrived, longest = state.depth, state.turn, (0, state.depth)
    floors, deepest = 1, state.depth
    wore_cursed = _wears_cursed(state)
    while state.turn < turn_cap and not state.game_over:
        command, params = choose(state, policy)
        if not state.act(command, **params):
            state.act("wait")
        if state.depth != floor:
            longest = max(longest, (state.turn - arrived, floor))
            floor, arrived = state.depth, state.turn
            floors += 1
            deepest = max(deepest, floor)
        wore_cursed = wore_cursed or _wears_cursed(state)
    longest = max(longest, (state.turn - arrived, floor))
    equipment = state.player.equipment
    loadout = tuple(item.kind.name for item in equipment.worn_items())
    died = not state.player.is_alive
    return RunRecord(state.seed, policy, state.turn, deepest, floors, died, state.won,
                     state.cause, longest, wore_cursed, loadout)


def run_seed(seed: int, turn_cap: int, policy: str = DEFAULT_POLICY,
             keep_deaths: str | None = None) -> RunRecord:
    """A new game for ``seed`` played by the ``policy`` bot (see ``play_run``); with
    ``keep_deaths`` (a folder), a run that ends in death leaves its recording there
    (``balance-<policy>-<seed>.ibrec``), to be watched with ``--replay``."""
    import game

    state = game.new_game(seed)
    record = play_run(state, turn_cap, policy)
    if keep_deaths is not None and record.died:
        from pathlib import Path

        from game.replay.file import from_state, write_recording

        folder = Path(keep_deaths)
        folder.mkdir(parents=True, exist_ok=True)
        write_recording(from_state(state, "death"), folder / f"balance-{policy}-{seed}.ibrec")
    return record


def run_many(seeds: Iterable[int], turn_cap: int, policy: str = DEFAULT_POLICY,
             workers: int = 2, keep_deaths: str | None = None) -> list[RunRecord]:
    """``run_seed`` for every seed, over ``workers`` processes (1: in this process), in seed
    order."""
    seeds = list(seeds)
    job = partial(run_seed, turn_cap=turn_cap, policy=policy, keep_deaths=keep_deaths)
    if workers <= 1:
        return [job(seed) for seed in seeds]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(job, seeds, chunksize=1))
