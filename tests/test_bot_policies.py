"""The bot's two policies (issue 11, point 7): "full" (wardrobe's careful player) and "naive"
(by the numbers on the label); chosen by name, deterministic, acting only through state.act."""

from __future__ import annotations

import json

import gearscenes
import pytest
from gearscenes import carry

import game
from game import cli
from game.agents import autoplay, naive
from game.engine.effects import Identify, RemoveCurse
from game.engine.entity import Item
from game.engine.game import GameState


def room(depth: int = 3) -> GameState:
    return gearscenes.room(depth)


def wear(state: GameState, kind_id: str, enchantment: int = 0, cursed: bool = False) -> Item:
    item = carry(state, kind_id, enchantment, cursed, known=True)
    equipment = state.player.equipment
    for displaced in equipment.displaced_by(item):
        equipment.remove(displaced)
        state.player.inventory.take_one(displaced)
    equipment.equip(item)
    return item


# -- the naive rules, against the full policy on the same scene ------------------------------
def test_naive_puts_on_unknown_gear_whatever_it_replaces():
    state = room()
    wear(state, "sword")
    dagger = carry(state, "dagger")  # Dagger ?: at best +2, never better than the Sword
    assert autoplay.choose(state, "naive") == ("equip", {"item": dagger})
    assert autoplay.choose(state, "full") == ("drop", {"item": dagger})


def test_naive_goes_by_the_sum_of_the_label():
    state = room()
    wear(state, "leather_cap", enchantment=1)  # +1 Leather Cap: defense 2
    helm = carry(state, "iron_helm", known=True)  # defense 1, max HP 10: "11" on the label
    assert naive.label_total(state, helm) == 11
    assert autoplay.choose(state, "naive") == ("equip", {"item": helm})
    assert autoplay.choose(state, "full")[0] != "equip"  # 1 defense + 10 HP is no better
    worse = room()
    wear(worse, "sword")
    dagger = carry(worse, "dagger", known=True)
    assert autoplay.choose(worse, "naive") == ("drop", {"item": dagger})


def test_naive_never_reads_identify_or_remove_curse():
    state = room()
    wear(state, "sword", enchantment=-2, cursed=True)
    carry(state, "mace")  # held back by the curse
    carry(state, "identify_scroll")
    carry(state, "remove_curse_scroll")
    assert autoplay.choose(state, "full")[0] == "use"  # Remove Curse: the Mace is waiting
    assert autoplay.choose(state, "naive") == ("wait", {})


def test_naive_does_not_try_gear_a_curse_holds_back():
    state = room()
    wear(state, "sword", enchantment=-1, cursed=True)
    carry(state, "mace")
    assert autoplay.choose(state, "naive") == ("wait", {})  # not an equip refused for ever


# -- whole games ------------------------------------------------------------------------------
def _watched_run(seed: int, policy: str, turns: int) -> tuple[GameState, list[str]]:
    """``play``'s loop, checking that choosing changes nothing (the bot acts only through
    state.act) and noting each scroll of Identify or Remove Curse read and each unknown item
    put on."""
    state = game.new_game(seed)
    notes: list[str] = []
    while state.turn < turns and not state.game_over:
        before = game.digest(state)
        command, params = autoplay.choose(state, policy)
        assert game.digest(state) == before, f"choose changed the state at turn {state.turn}"
        item = params.get("item")
        if command == "use" and isinstance(item.effect, (Identify, RemoveCurse)):
            notes.append("read " + type(item.effect).__name__)
        if command == "equip" and not state.knows(item):
            notes.append("unknown on")
        if not state.act(command, **params):
            state.act("wait")
    return state, notes


@pytest.mark.slow
def test_a_naive_game_reads_no_gear_scroll_and_wears_the_unknown():
    state, notes = _watched_run(2, "naive", 1500)
    assert not [n for n in notes if n.startswith("read")]
    assert notes.count("unknown on") >= 3  # what the run covered
    carried = [i for i in state.player.inventory.items if isinstance(i.effect, Identify)]
    assert carried  # it had Identify to read, and did not
    _, full_notes = _watched_run(2, "full", 1500)
    assert [n for n in full_notes if n.startswith("read")]  # the full bot does read them


@pytest.mark.parametrize("policy", ["full", "naive"])
def test_same_seed_same_game_for_each_policy(policy):
    first = autoplay.play(game.new_game(11), 800, policy)
    second = autoplay.play(game.new_game(11), 800, policy)
    assert game.digest(first) == game.digest(second)
    assert first.turn == 800


def test_the_policies_play_different_games():
    full = autoplay.play(game.new_game(3), 300, "full")
    naive_game = autoplay.play(game.new_game(3), 300, "naive")
    assert game.digest(full) != game.digest(naive_game)
    assert game.digest(autoplay.play(game.new_game(3), 300)) == game.digest(full)  # default


def test_an_unknown_policy_is_refused_before_any_turn():
    state = game.new_game(1)
    with pytest.raises(ValueError, match="full, numbers, naive"):
        autoplay.play(state, 10, "clever")
    assert state.turn == 0


# -- the command line -------------------------------------------------------------------------
def test_the_cli_names_the_policies_the_bot_has():
    assert tuple(autoplay.POLICIES) == cli.POLICY_NAMES
    assert cli.POLICY_NAMES[0] == autoplay.DEFAULT_POLICY


def _line(capsys: pytest.CaptureFixture, *argv: str) -> dict:
    assert cli.main(["--headless", "--autoplay", "300", "--seed", "3", *argv]) == 0
    return json.loads(capsys.readouterr().out.strip().splitlines()[-1])


def test_policy_flag(capsys):
    default = _line(capsys)
    assert _line(capsys, "--policy", "full") == default
    naive_line = _line(capsys, "--policy", "naive")
    assert naive_line["digest"] != default["digest"]
    assert set(naive_line) == set(default)  # the same JSON fields


def test_policy_flag_needs_headless_autoplay(capsys):
    assert cli.main(["--policy", "naive"]) == 2
    assert "--policy is for the bot" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli.main(["--headless", "--autoplay", "5", "--policy", "clever"])


def test_a_run_that_ends_in_death_keeps_a_recording_that_replays_to_the_same_end(tmp_path, capsys):
    """bench/balance.py --keep-deaths: each death's recording, for study with --replay."""
    import json

    from game.agents.runs import run_seed
    from game.replay.headless import replay_headless

    record = run_seed(4, 1200, "naive", keep_deaths=str(tmp_path))  # dies on turn 879
    assert record.died
    (kept,) = tmp_path.iterdir()
    assert kept.name == "balance-naive-4.ibrec"
    capsys.readouterr()
    assert replay_headless(str(kept)) == 0
    line = json.loads(capsys.readouterr().out)
    assert (line["alive"], line["turns"], line["cause"]) == (False, record.turns, record.cause)
    alive = run_seed(9, 60, "full", keep_deaths=str(tmp_path / "none"))
    assert not alive.died and not (tmp_path / "none").exists()


def test_a_run_kept_at_the_stairs_and_finished_ends_as_the_whole_run_does(tmp_path):
    """bench/last_floor.py: a run kept (in the save format) as its bot is about to go down
    to a floor, then played on from the file, ends exactly as the run played straight
    through: the same end, turn and cause. A run that ends before those stairs is not kept."""
    from game.agents.runs import finish_kept, keep_at_stairs, run_seed

    cap = 900
    whole = run_seed(4, cap, "naive")  # dies on turn 879, on floor 3
    kept = keep_at_stairs(("naive", 4), tmp_path, floor=3, turn_cap=cap)
    assert kept["end"] == "kept" and 0 < kept["turn"] < whole.turns
    (path,) = tmp_path.glob("*.sav")
    assert path.name == "naive-4.sav"
    ended = finish_kept(path, turn_cap=cap)
    assert (ended["end"], ended["turn"], ended["cause"]) == ("died", whole.turns, whole.cause)
    short = keep_at_stairs(("naive", 4), tmp_path / "none", floor=9, turn_cap=cap)
    assert (short["end"], short["turn"]) == ("died", whole.turns)
    assert not (tmp_path / "none").exists()
