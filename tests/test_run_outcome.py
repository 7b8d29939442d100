"""How a run ends: the hero's death keeps its cause, kills count by breed, a boss's death wins."""

from __future__ import annotations

from dataclasses import replace

import game
from game.engine.damage import apply_damage
from game.report import summary
from tests.scenario import monsters, scenario


def test_a_death_keeps_what_dealt_the_blow():
    state = scenario("""
        #####
        #@o.#
        #####
    """)
    state.player.fighter.hp = 1
    orc = monsters(state)[0]
    state.act("wait")
    assert not state.player.is_alive and state.cause == "Orc" and orc.is_alive
    assert state.game_over and not state.won
    line = summary(state)
    assert line["cause"] == "Orc" and line["won"] is False


def test_a_hero_burnt_by_a_fireball_names_it():
    state = scenario("#####\n#@..#\n#####")
    apply_damage(state, state.player, 999, cause="Fireball")
    assert state.cause == "Fireball"


def test_kills_count_by_breed():
    state = scenario("""
        ######
        #oT@.#
        ######
    """)
    troll, orc = sorted(monsters(state), key=lambda a: a.breed.id, reverse=True)
    for victim in (troll, orc):
        apply_damage(state, victim, 999)
    assert state.kills_by_breed == {"troll": 1, "orc": 1} and state.kills == 2
    assert not state.won and state.cause is None


def test_a_boss_death_wins_the_run_and_ends_it():
    state = scenario("#####\n#@o.#\n#####")
    orc = monsters(state)[0]
    orc.breed = replace(orc.breed, boss=True)
    apply_damage(state, orc, 999)
    assert state.won and state.game_over and state.player.is_alive
    assert summary(state)["won"] is True and summary(state)["cause"] is None
    turn = state.turn
    assert not state.act("wait") and state.turn == turn
    assert state.messages.messages[-1].text == "You have won: the run is over."


def test_a_new_game_is_neither_won_nor_lost():
    state = game.new_game(5)
    assert (state.won, state.cause, state.kills_by_breed) == (False, None, {})
