"""Helpers for the run history's tests: finished, won and abandoned games, and a folder of
runs."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.scenario import monsters, scenario

ARENA = """
    ##########
    #........#
    #...@o...#
    #........#
    ##########
"""


def won_game(seed: int = 2):
    """A run won by one step right (the Orc is made the boss, with 1 HP)."""
    state = scenario(ARENA, seed=seed)
    boss = monsters(state)[0]
    boss.breed = replace(boss.breed, boss=True, name="Orc Warlord")
    boss.fighter.hp = 1
    state.act("move", dx=1, dy=0)
    assert state.won
    return state


def dead_game(seed: int = 2):
    """A run lost to an Orc on the first turn."""
    state = scenario(ARENA, seed=seed)
    state.player.fighter.hp = 1
    state.act("wait")
    assert not state.player.is_alive
    return state


def going_game(seed: int = 2):
    state = scenario(ARENA, seed=seed)
    state.act("wait")
    return state


@pytest.fixture
def games():
    return {"won": won_game, "dead": dead_game, "going": going_game}
