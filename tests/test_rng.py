"""Draws from spawn tables: random.choices on the game's generator, and refusals of bad
tables."""

from __future__ import annotations

import random

import pytest

from game.engine.rng import draw

TABLES = [
    {"orc": 80},
    {"orc": 80, "troll": 15},
    {
        "health_potion": 35,
        "confusion_scroll": 10,
        "shield": 10,
        "lightning_scroll": 25,
        "sword": 5,
        "iron_helm": 8,
        "fireball_scroll": 25,
        "chain_mail": 15,
    },
    {"a": 0, "b": 1, "c": 0},
]


@pytest.mark.parametrize("weights", TABLES)
def test_same_draws_and_same_generator_state_as_random_choices(weights):
    for seed in range(50):
        ours, theirs = random.Random(seed), random.Random(seed)
        for k in (0, 1, 3, 7):
            assert draw(ours, weights, k) == theirs.choices(
                list(weights), weights=list(weights.values()), k=k
            )
        assert ours.getstate() == theirs.getstate()


def test_the_weights_show_in_the_counts():
    draws = draw(random.Random(1), {"rare": 1, "common": 9}, 10_000)
    assert 700 < draws.count("rare") < 1300
    assert draw(random.Random(1), {"never": 0, "always": 3}, 100) == ["always"] * 100


@pytest.mark.parametrize("weights", [{}, {"a": 0}])
def test_no_positive_weight_is_refused(weights):
    with pytest.raises(ValueError):
        draw(random.Random(1), weights, 1)
