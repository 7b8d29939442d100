"""The score (issue 25, point 2): one formula, computed in one place, the same as the README."""

from __future__ import annotations

from pathlib import Path

from game.engine.actor import Level
from game.history.score import PACE_TURNS, total_xp
from game.history.score import score as score_of
from game.morgue import run_score
from tests.history.conftest import dead_game, won_game

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_formula_by_its_parts():
    assert score_of(1, 0, False, 1000) == 1000
    assert score_of(3, 250, False, 1000) == 3000 + 250 + (3000 - 1000) // 4
    assert score_of(12, 20_000, True, 9000) == 12_000 + 20_000 + 20_000 + (12_000 - 9000) // 4
    assert score_of(0, -5, False, -3) == 0  # nonsense never goes below 0


def test_deeper_always_beats_quicker():
    """The pace bonus is at most a quarter of a floor per floor: a quick death on floor n
    never beats a slow one on floor n + 1."""
    for floor in range(1, 13):
        fastest = score_of(floor, 0, False, 0)
        slowest_deeper = score_of(floor + 1, 0, False, 10**6)
        assert fastest - PACE_TURNS * floor // 4 == floor * 1000 < slowest_deeper
        assert fastest < slowest_deeper + PACE_TURNS * floor // 4 + 1


def test_fewer_turns_score_more_and_a_victory_adds_its_bonus():
    assert score_of(5, 900, False, 1000) > score_of(5, 900, False, 4000)
    assert score_of(12, 900, True, 12_000) - score_of(12, 900, False, 12_000) == 20_000


def test_total_xp_follows_the_engines_levels():
    """XP to the next level is the engine's (Level.BASE + level * Level.FACTOR): a hero that
    earns XP through level-ups has earned what total_xp says."""
    level = Level()
    earned = 0
    for gain in [150, 300, 77, 999, 1234, 5]:
        earned += gain
        level.current_xp += gain
        while level.requires_level_up:
            level.current_xp -= level.xp_to_next_level
            level.current_level += 1
        assert total_xp(level.current_level, level.current_xp) == earned


def test_a_game_and_its_row_use_the_same_formula():
    for state in (won_game(), dead_game()):
        level = state.player.level
        expected = score_of(
            state.depth, total_xp(level.current_level, level.current_xp), state.won, state.turn
        )
        assert run_score(state) == expected


def test_the_readme_gives_the_same_formula():
    """The formula's lines in game/history/score.py's docstring are the README's, word for
    word (change one, change both)."""
    import game.history.score as module

    doc = module.__doc__ or ""
    formula = [line.strip() for line in doc.splitlines() if line.startswith("    ")]
    assert len(formula) == 4 and formula[0].startswith("score = 1,000 x floor")
    readme = [line.strip() for line in README.read_text(encoding="utf-8").splitlines()]
    at = readme.index(formula[0])
    assert readme[at : at + 4] == formula
    assert "**Score**" in README.read_text(encoding="utf-8")
