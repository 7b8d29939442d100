"""The one downhill stepper: lowest free neighbour, ties in a fixed order, on the array itself."""

from __future__ import annotations

import itertools

import numpy as np

from game.engine import pathing


def _ring(lower: dict[tuple[int, int], int]) -> np.ndarray:
    dist = np.full((5, 5), 100, dtype=np.int32)
    dist[2, 2] = 10
    for (dx, dy), value in lower.items():
        dist[2 + dy, 2 + dx] = value
    return dist


def test_ties_go_to_the_first_neighbour_in_order():
    # every pair of equally good neighbours: the one earlier in NEIGHBOURS wins (this is
    # where tcod.path.hillclimb2d differs: it takes south-west before north-east)
    for a, b in itertools.combinations(pathing.NEIGHBOURS, 2):
        step = pathing.downhill(_ring({a: 5, b: 5}), 2, 2, lambda x, y: True)
        assert step == (2 + a[0], 2 + a[1]), (a, b)


def test_the_lowest_free_neighbour_below_the_limit():
    dist = _ring({(1, 0): 4, (0, 1): 3, (-1, -1): 6})
    always = lambda x, y: True  # noqa: E731
    assert pathing.downhill(dist, 2, 2, always) == (2, 3)
    assert pathing.downhill(dist, 2, 2, lambda x, y: (x, y) != (2, 3)) == (3, 2)
    assert pathing.downhill(dist, 2, 2, always, limit=3) is None
    assert pathing.downhill(_ring({}), 2, 2, always) is None  # a pit: nowhere lower


def test_value_if_free_is_the_best_neighbour_plus_its_step():
    dist = _ring({(1, 0): 4, (1, 1): 2})
    assert pathing.value_if_free(dist, 2, 2) == min(4 + pathing.CARDINAL, 2 + pathing.DIAGONAL)


def test_edges_are_respected():
    dist = np.array([[0, 1], [1, 2]], dtype=np.int32)
    assert pathing.downhill(dist, 1, 1, lambda x, y: True) == (0, 0)
