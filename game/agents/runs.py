"""Whole bot runs, recorded: what the stall test and ``bench/balance.py`` measure.

``run_seed`` plays a new game with a policy until death, victory or a turn cap and returns a
``RunRecord``: how deep it went, how it ended, the longest stay on one floor while alive, each
stay on a floor and whether the hero was hurt there, the longest stand-off (turns in a row
without exploring, descending or dealing damage), whether a cursed item was ever worn, and
what was worn at the end. ``run_many`` spreads seeds over a few worker processes (each run is a
pure function of its seed and policy, so the records are the same however they are spread).
``keep_at_stairs`` and ``finish_kept`` cut a run in two at the stairs to a floor (the save
format between), for ``bench/last_floor.py``.

The runs watch each command's ``Outcome`` events (what was hurt); watching changes nothing in
the game (events are never saved or digested), so a recorded run is the run ``play`` plays.
"""

from __future__ import annotations

from collections.abc import Iterable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from game.agents.autoplay import DEFAULT_POLICY, choose, policy_named
from game.engine.events import Hurt
from game.engine.game import GameState


@dataclass(frozen=True)
class Visit:
    """One stay on a floor: which, how many turns, whether the hero lost HP there, the
    lowest share of max HP the hero fell to, and the hero's (power, defense, max HP) on
    arrival."""

    floor: int
    turns: int
    hurt: bool
    low: float = 1.0
    hero: tuple[int, int, int] = (0, 0, 0)


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
    #: (slot, kind id) of each worn item at the end, in slot order.
    worn: tuple[tuple[str, str], ...] = ()
    #: The end loadout holds an item with a property (an artefact's, or one it was found with).
    wears_property: bool = False
    visits: tuple[Visit, ...] = ()
    #: The most turns in a row without exploring a tile, descending or hurting a monster.
    longest_standoff: int = 0


def _figures(state: GameState) -> tuple[int, int, int]:
    fighter = state.player.fighter
    return fighter.power, fighter.defense, fighter.max_hp


def _wears_cursed(state: GameState) -> bool:
    return any(item.cursed for item in state.player.equipment.worn_items())


def play_run(state: GameState, turn_cap: int, policy: str = DEFAULT_POLICY) -> RunRecord:
    """Play ``state`` with the bot (as ``autoplay.play`` does, turn by turn) until death,
    victory or turn ``turn_cap``, and record the run."""
    policy_named(policy)
    floor, arrived, longest = state.depth, state.turn, (0, state.depth)
    floors, deepest = 1, state.depth
    wore_cursed = _wears_cursed(state)
    visits: list[Visit] = []
    hurt, low = False, 1.0
    figures = _figures(state)
    explored = int(state.stage.explored.sum())
    progress_at, standoff = state.turn, 0
    hero = state.player
    while state.turn < turn_cap and not state.game_over:
        command, params = choose(state, policy)
        outcome = state.do(command, watch=True, **params)
        events = outcome.events if outcome.done else state.do("wait", watch=True).events
        harm = [e for e in events if isinstance(e, Hurt)]
        hurt = hurt or any(e.actor is hero for e in harm)
        low = min(low, hero.fighter.hp / max(1, hero.fighter.max_hp))
        progressed = any(e.actor is not hero and e.amount > 0 for e in harm)
        if state.depth != floor:
            visits.append(Visit(floor, state.turn - arrived, hurt, low, figures))
            longest = max(longest, (state.turn - arrived, floor))
            floor, arrived, hurt, low = state.depth, state.turn, False, 1.0
            figures = _figures(state)
            floors += 1
            deepest = max(deepest, floor)
            progressed = True
            explored = int(state.stage.explored.sum())
        else:
            now = int(state.stage.explored.sum())
            progressed = progressed or now > explored
            explored = now
        if progressed:
            progress_at = state.turn
        standoff = max(standoff, state.turn - progress_at)
        wore_cursed = wore_cursed or _wears_cursed(state)
    visits.append(Visit(floor, state.turn - arrived, hurt, low, figures))
    longest = max(longest, (state.turn - arrived, floor))
    equipment = state.player.equipment
    loadout = tuple(item.kind.name for item in equipment.worn_items())
    worn = tuple((slot, item.kind.id) for slot, item in equipment.slots.items() if item is not None)
    props = any(item.props for item in equipment.worn_items())
    died = not state.player.is_alive
    return RunRecord(
        state.seed,
        policy,
        state.turn,
        deepest,
        floors,
        died,
        state.won,
        state.cause,
        longest,
        wore_cursed,
        loadout,
        worn,
        props,
        tuple(visits),
        standoff,
    )


def run_seed(
    seed: int, turn_cap: int, policy: str = DEFAULT_POLICY, keep_deaths: str | None = None
) -> RunRecord:
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


def run_many(
    seeds: Iterable[int],
    turn_cap: int,
    policy: str = DEFAULT_POLICY,
    workers: int = 2,
    keep_deaths: str | None = None,
) -> list[RunRecord]:
    """``run_seed`` for every seed, over ``workers`` processes (1: in this process), in seed
    order."""
    seeds = list(seeds)
    job = partial(run_seed, turn_cap=turn_cap, policy=policy, keep_deaths=keep_deaths)
    if workers <= 1:
        return [job(seed) for seed in seeds]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(job, seeds, chunksize=1))


def _ending(state: GameState) -> str:
    return "won" if state.won else "died" if not state.player.is_alive else "cap"


def _bot_turn(state: GameState, policy: str) -> None:
    """One bot turn as ``play_run`` plays it."""
    command, params = choose(state, policy)
    if not state.do(command, watch=True, **params).done:
        state.do("wait", watch=True)


def keep_at_stairs(
    job: tuple[str, int], folder: Path, floor: int, turn_cap: int = 8000
) -> dict[str, Any]:
    """Play ``job`` (policy, seed) as ``run_seed`` does until its bot is about to take the
    stairs down to ``floor``, and keep it there in the game's save format as
    ``folder/<policy>-<seed>.sav`` (its "end": "kept"); or to its end before that ("died",
    "won", "cap"). ``bench/last_floor.py`` plays the rest under other code: nothing before
    ``floor`` sees what is only there (its boss)."""
    import game
    from game.save.envelope import encode_state

    policy, seed = job
    state = game.new_game(seed)
    while state.turn < turn_cap and not state.game_over:
        command, _ = choose(state, policy)
        if state.depth == floor - 1 and command == "descend":
            (Path(folder) / f"{policy}-{seed}.sav").write_bytes(encode_state(state))
            return {"policy": policy, "seed": seed, "end": "kept", "turn": state.turn}
        _bot_turn(state, policy)
    return {"policy": policy, "seed": seed, "end": _ending(state), "turn": state.turn}


def finish_kept(path: Path, turn_cap: int = 8000) -> dict[str, Any]:
    """Play the run ``keep_at_stairs`` kept at ``path`` to its end: death, victory or turn
    ``turn_cap`` (the same end the whole run has under the code of the day)."""
    from game.save.envelope import decode_state

    path = Path(path)
    policy, seed = path.stem.rsplit("-", 1)
    state = decode_state(path.read_bytes(), path)
    while state.turn < turn_cap and not state.game_over:
        _bot_turn(state, policy)
    end = _ending(state)
    return {
        "policy": policy,
        "seed": int(seed),
        "end": end,
        "turn": state.turn,
        "cause": state.cause,
    }
