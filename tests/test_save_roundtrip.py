"""A saved and loaded game is the same game: same digest now, and the same game later."""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from savetools import links_intact, played

import game
from game.agents.autoplay import play
from game.content import ITEM_TYPES, create_item
from game.engine.ai import ConfusedAI, HostileAI
from game.save import load_game, save_game
from tests.scenario import mid_game, monsters, scenario


def round_trip(state: game.GameState, directory: Path) -> game.GameState:
    path = directory / "game.sav"
    save_game(state, path)
    return load_game(path)


def assert_same_game(state: game.GameState, loaded: game.GameState, more_turns: int) -> None:
    assert loaded is not state and loaded.player is not state.player
    assert game.digest(loaded) == game.digest(state)
    assert links_intact(loaded)
    play(state, more_turns)
    play(loaded, more_turns)
    assert game.digest(loaded) == game.digest(state)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), turns=st.integers(0, 1500), more=st.integers(1, 300))
def test_bot_game_round_trips_and_continues_identically(seed: int, turns: int, more: int) -> None:
    state = played(seed, turns)
    with tempfile.TemporaryDirectory() as tmp:
        loaded = round_trip(state, Path(tmp))
    assert_same_game(state, loaded, more)


def test_mid_game_round_trips(tmp_path: Path) -> None:
    state = mid_game(seed=2)
    loaded = round_trip(state, tmp_path)
    assert loaded.depth >= 4 and loaded.player.inventory.is_full
    assert all(item.kind is ITEM_TYPES[item.kind.id] for item in loaded.player.inventory.items)
    assert_same_game(state, loaded, 200)


def test_random_generator_state_survives(tmp_path: Path) -> None:
    state = played(11, 300)
    loaded = round_trip(state, tmp_path)
    assert loaded.rng.getstate() == state.rng.getstate()
    assert [loaded.rng.random() for _ in range(5)] == [state.rng.random() for _ in range(5)]


def test_confused_monster_stays_confused(tmp_path: Path) -> None:
    state = scenario(
        """
        ##########
        #@......o#
        #........#
        ##########
    """,
        seed=3,
    )
    scroll = create_item("confusion_scroll")
    state.player.inventory.add(scroll)
    orc = monsters(state)[0]
    assert state.act("use", item=scroll, target=orc)
    state.act("wait")
    assert isinstance(orc.ai, ConfusedAI)
    loaded = round_trip(state, tmp_path)
    loaded_orc = monsters(loaded)[0]
    assert isinstance(loaded_orc.ai, ConfusedAI)
    assert loaded_orc.ai.turns_remaining == orc.ai.turns_remaining
    assert isinstance(loaded_orc.ai.previous, HostileAI)
    assert game.digest(loaded) == game.digest(state)
    for _ in range(12):  # the orc stumbles (random steps) and then recovers, in both games
        state.act("wait")
        loaded.act("wait")
    assert game.digest(loaded) == game.digest(state)
    assert isinstance(loaded_orc.ai, HostileAI) and isinstance(orc.ai, HostileAI)


def test_pending_level_up_and_messages_survive(tmp_path: Path) -> None:
    state = played(4, 200)
    state.player.level.current_xp = state.player.level.xp_to_next_level
    state.log("A line that repeats.")
    state.log("A line that repeats.")
    loaded = round_trip(state, tmp_path)
    assert loaded.level_up_pending
    assert loaded.messages.texts() == state.messages.texts()
    assert loaded.messages[-1].count == 2 and loaded.messages[-1].kind is state.messages[-1].kind
    assert_same_game(state, loaded, 50)


def test_dead_hero_round_trips(tmp_path: Path) -> None:
    state = played(5, 10)
    state.player.fighter.hp = 0
    loaded = round_trip(state, tmp_path)
    assert loaded.game_over and game.digest(loaded) == game.digest(state)


def test_saving_does_not_change_the_game(tmp_path: Path) -> None:
    state, twin = played(6, 500), played(6, 500)
    save_game(state, tmp_path / "a.sav")
    play(state, 300)
    play(twin, 300)
    assert game.digest(state) == game.digest(twin)
