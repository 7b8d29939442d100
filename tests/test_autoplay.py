"""The bot: deterministic, and it gets somewhere."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import game
from game.agents import autoplay
from game.content import create_item
from tests.scenario import scenario

ROOT = Path(__file__).resolve().parents[1]


def test_same_seed_same_game_over_1000_turns():
    a = autoplay.play(game.new_game(11), 1000)
    b = autoplay.play(game.new_game(11), 1000)
    assert game.digest(a) == game.digest(b)
    c = autoplay.play(game.new_game(12), 1000)
    assert game.digest(a) != game.digest(c)


def test_bot_descends_and_fights():
    state = autoplay.play(game.new_game(2), 1500)
    assert state.depth >= 2
    assert state.kills > 0


def test_bot_drinks_a_potion_when_low():
    state = scenario("""
        ####
        #@.#
        ####
    """)
    potion = create_item("health_potion")
    state.player.inventory.add(potion)
    state.player.fighter.hp = 11
    assert autoplay.choose(state) == ("use", {"item": potion})
    state.player.fighter.hp = 13
    assert autoplay.choose(state)[0] != "use"


def test_explore_step_heads_for_the_unknown_and_stops_when_done():
    state = scenario("""
        ################
        #@.............#
        ################
    """)
    state.stage.explored[:] = False
    state.update_fov()
    assert autoplay.explore_step(state) == (1, 0)
    state.stage.explored[:] = True
    assert autoplay.explore_step(state) is None


def test_headless_autoplay_prints_the_json_line():
    out = subprocess.run(
        [sys.executable, "main.py", "--autoplay", "200", "--seed", "5", "--headless"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert line["seed"] == 5 and line["turns"] == 200
    for key in ("depth", "alive", "kills", "player", "equipped", "inventory", "digest"):
        assert key in line
    assert list(line["equipped"]) == [
        "head",
        "neck",
        "body",
        "cloak",
        "hands",
        "main_hand",
        "off_hand",
        "left_ring",
        "right_ring",
        "feet",
    ]
    assert line["digest"] == game.digest(autoplay.play(game.new_game(5), 200))
