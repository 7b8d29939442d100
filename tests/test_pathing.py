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


def _first_free(choices, i, free):
    return next(((x, y) for x, y in choices[i] if free(x, y)), None)


def test_batch_choices_step_where_the_one_stepper_steps():
    """``downhill_choices`` (the monsters' phase, every tile at once in numpy) must choose
    exactly what ``downhill`` from ``value_if_free`` chooses: on random maps with walls,
    unreachable pockets, ties, edges, and random sets of occupied tiles."""
    rng = np.random.default_rng(7)
    compared = moved = inner_compared = 0
    for _ in range(40):
        height, width = rng.integers(2, 9, size=2)
        dist = rng.integers(0, 6, size=(height, width)).astype(np.int32)  # many ties
        dist[rng.random((height, width)) < 0.2] = pathing.UNREACHABLE
        ys, xs = np.indices((height, width))
        everywhere = xs.ravel(), ys.ravel()
        inner = xs[1:-1, 1:-1].ravel(), ys[1:-1, 1:-1].ravel()  # no tile on the edge
        for xs, ys in (everywhere, inner):
            choices = pathing.downhill_choices(dist, xs, ys)
            for _ in range(5):
                taken = rng.random((height, width)) < 0.3
                free = lambda x, y, taken=taken: not taken[y, x]  # noqa: E731
                for i, (x, y) in enumerate(zip(xs.tolist(), ys.tolist(), strict=True)):
                    want = pathing.downhill(
                        dist, x, y, free, limit=pathing.value_if_free(dist, x, y)
                    )
                    assert _first_free(choices, i, free) == want, (dist, x, y, taken)
                    compared += 1
                    inner_compared += xs is inner[0]
                    moved += want is not None
    # both outcomes were exercised, and both ways of reading the neighbours
    assert compared > 1000 and moved > compared // 4 and inner_compared > 300
