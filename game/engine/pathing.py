"""Distance maps and paths, all from tcod. The only tcod user besides FOV."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np
import tcod.path

# Step costs: diagonal steps cost a little more so paths prefer straight lines.
CARDINAL = 2
DIAGONAL = 3
UNREACHABLE = int(np.iinfo(np.int32).max)


def distance_map(cost: np.ndarray, roots: Iterable[tuple[int, int]]) -> np.ndarray:
    """Cost to reach each tile from the nearest root (x, y); ``cost`` is [y, x], 0 = blocked."""
    dist = tcod.path.maxarray(cost.shape, dtype=np.int32)
    for x, y in roots:
        dist[y, x] = 0
    tcod.path.dijkstra2d(dist, cost, CARDINAL, DIAGONAL, out=dist)
    return dist


def path_to(
    cost: np.ndarray, start: tuple[int, int], goal: tuple[int, int]
) -> list[tuple[int, int]]:
    """Tiles (x, y) from ``start`` (excluded) to ``goal`` (included); [] if unreachable."""
    graph = tcod.path.SimpleGraph(cost=cost.astype(np.int32), cardinal=CARDINAL, diagonal=DIAGONAL)
    finder = tcod.path.Pathfinder(graph)
    finder.add_root((start[1], start[0]))
    steps = finder.path_to((goal[1], goal[0]))[1:].tolist()
    return [(x, y) for y, x in steps]


#: A distance map [y][x]: a numpy array, or its ``.tolist()`` (much faster to read one tile
#: at a time from Python, which is what a phase of many monsters does).
DistanceMap = np.ndarray | Sequence[Sequence[int]]


def downhill(
    dist: DistanceMap, x: int, y: int, free: Callable[[int, int], bool], limit: int | None = None
) -> tuple[int, int] | None:
    """The free neighbour of (x, y) with the lowest distance, if lower than ``limit``.

    The one downhill stepper (monsters and the bot). ``dist`` is a distance map [y, x];
    ``limit`` defaults to the value of (x, y) itself. ``free(x, y)`` says whether a step there
    is allowed right now. Ties go to the first neighbour in NEIGHBOURS order, so play is
    deterministic. (``tcod.path.hillclimb2d`` breaks ties south-west before north-east, cannot
    skip a tile a creature stands on now and walks a whole path: it would change every game.)
    """
    height, width = len(dist), len(dist[0])
    best: tuple[int, int] | None = None
    best_value = dist[y][x] if limit is None else limit
    for dx, dy in NEIGHBOURS:
        nx, ny = x + dx, y + dy
        if 0 <= nx < width and 0 <= ny < height:
            value = dist[ny][nx]
            if value < best_value and free(nx, ny):
                best, best_value = (nx, ny), value
    return best


def value_if_free(dist: DistanceMap, x: int, y: int) -> int:
    """What (x, y) would be worth on ``dist`` if its own tile cost nothing extra."""
    height, width = len(dist), len(dist[0])
    best = UNREACHABLE
    for dx, dy in NEIGHBOURS:
        nx, ny = x + dx, y + dy
        if 0 <= nx < width and 0 <= ny < height:
            value = dist[ny][nx]
            if value < UNREACHABLE:
                value += DIAGONAL if dx and dy else CARDINAL
                if value < best:
                    best = value
    return int(best)


NEIGHBOURS: tuple[tuple[int, int], ...] = (
    (0, -1),
    (0, 1),
    (-1, 0),
    (1, 0),
    (-1, -1),
    (1, -1),
    (-1, 1),
    (1, 1),
)
_DX = np.array([dx for dx, _ in NEIGHBOURS], dtype=np.intp)
_DY = np.array([dy for _, dy in NEIGHBOURS], dtype=np.intp)
_STEP = np.array([DIAGONAL if dx and dy else CARDINAL for dx, dy in NEIGHBOURS], dtype=np.int64)
_WHICH = np.arange(len(NEIGHBOURS), dtype=np.int64)  # 8 neighbours: 3 bits


def downhill_choices(
    dist: np.ndarray, xs: np.ndarray, ys: np.ndarray
) -> list[list[tuple[int, int]]]:
    """For many tiles at once, in numpy, what ``downhill(dist, x, y, free, limit=
    value_if_free(dist, x, y))`` tries: per tile (xs[i], ys[i]) the neighbours (x, y) whose
    value lies below that limit, best first (lowest value, ties in NEIGHBOURS order).
    ``downhill`` takes the first of those that is free; so does whoever holds these lists."""
    height, width = dist.shape
    offsets = _DY * width + _DX  # the neighbours, as steps in the flattened floor
    here = ys * width + xs
    inside = (
        len(xs) > 0
        and xs.min() > 0
        and ys.min() > 0
        and xs.max() < width - 1
        and ys.max() < height - 1
    )
    if inside:  # no tile on the edge: its neighbours are read straight from the floor
        values = dist.ravel().take(here[:, None] + offsets).astype(np.int64)  # [tile, neighbour]
    else:  # a tile on the edge: its neighbours off the floor read as unreachable
        padded = np.full((height + 2, width + 2), UNREACHABLE, dtype=np.int64)
        padded[1:-1, 1:-1] = dist
        values = padded[ys[:, None] + 1 + _DY, xs[:, None] + 1 + _DX]
    limit = np.minimum((values + _STEP).min(axis=1), UNREACHABLE)  # ``value_if_free``
    # One sort of value * 8 + neighbour: best first, ties in NEIGHBOURS order.
    keys = np.sort((values << 3) | _WHICH, axis=1)
    below = (keys >> 3) < limit[:, None]  # the steps worth trying: a prefix of each row
    counts = below.sum(axis=1)
    step_ys, step_xs = np.divmod(here.repeat(counts) + offsets[keys[below] & 7], width)
    steps = list(zip(step_xs.tolist(), step_ys.tolist(), strict=True))
    ends = np.cumsum(counts).tolist()
    return [steps[start:end] for start, end in zip([0, *ends], ends, strict=False)]
