"""The three regions of issue 24, each its own stone: floors, wall tops and wall faces.

The Halls (floors 1-4) are today's grey flagstones and brick; the Caves (5-8) packed
earth and rough brown rock with moss; the Crypt (9-12) dressed dark stone with a cold
blue-violet cast, bones and grave dust. Each has four variants of ``R_floor``,
``R_wall_top`` and ``R_wall_face`` (``R`` = ``halls``, ``caves``, ``crypt``).

A wall cell is drawn as its **face** when a floor (anything not a wall) lies just below it,
else as its **top**: the face shows the bricks or the rock rising from the floor, the top the
solid mass seen from above. A face begins with the same two rows as every top of its region
(the front edge of the mass), then a bright lip catches the light and a dark line lies under
it; its last row is the dark foot where it meets the floor. So a top above a face joins
exactly as a top above a top.

The variants of one tile share every border pixel (first and last row and column) and differ
only inside: cracks, chips, moss, a skull in relief. Any mix of them, side by side or
stacked, joins exactly as one of them joins itself, and that join is drawn to hide in the
pattern (a mortar line or a crevice). Floors stay dark and low in contrast (actors pop on
them); tops are mid-tone and flat; faces are the brightest, with the most contrast.
"""

from __future__ import annotations

from game.ui.art import terrain
from game.ui.art.sprite import Grid, Tile, grid, paint

# --- the Halls (floors 1-4): today's grey brick and stone floor -----------------------

HALLS_TOP = grid("""
    5555555355555553
    5444444354444443
    5444444354444443
    5444444354444443
    5444444354444443
    5444444354444443
    5444444354444443
    3333333333333333
    5553555555535555
    4443544444435444
    4443544444435444
    4443544444435444
    4443544444435444
    4443544444435444
    4443544444435444
    3333333333333333
""")

HALLS_FACE = grid("""
    5555555355555553
    5444444354444443
    7777777777777777
    1111111111111111
    6661666666616666
    5541655555416555
    4441544444415444
    1111111111111111
    6666666166666661
    6555554165555541
    5444444154444441
    1111111111111111
    6661666666616666
    5541655555416555
    4441544444415444
    1111111111111111
""")

# --- the Caves (floors 5-8): rough brown rock, packed earth, moss ---------------------

CAVES_FLOOR = grid("""
    EEEEEEEEEEEEEEEE
    EEEEEEEEEEEEQEEE
    EEEQEEEEEEEEEEEE
    EEEEEEEEDEEEEEEE
    EEEEEEEEEEEEEEEE
    EEEEEEEEEEEEEEQE
    EQEEEEQEEEEEEEED
    EEEEEEEDEEEEEEEE
    EEEEEEEEEEEEEEEE
    EEEEEEEEEEQEEEEE
    EEEEDEEEEEEEEEEE
    EEEEEEEEEEEEEEEE
    EEQEEEEEEEEEEDEE
    EEEEEEEEQEEEEEEE
    EEEEEEEEEEEEEEEE
    EEEEEDEEEEEEEEQE
""")

CAVES_TOP = grid("""
    TUUUUUTTTQDTUUTT
    UUTTTTTTTTQDUTTT
    UTTTTTTTTTQDUTTT
    UTTTTTTTTTQDTTTT
    TTTTTTTTTQDUTTTT
    TTTTTTTTTQDUTTTQ
    QTTTTTTTQDDQQQQD
    DQQQTTTQDUUUUUDD
    UUUDQQQDUTTTQDUU
    TTTQDDDUTTTQDUTT
    TTTTQDUTTTTQDUTT
    TTTTQDUTTTTQDUTT
    TTTTQDUTTTTQDUTT
    TTTQDDTTTTQDDTTT
    QQQDDQTTTTQDDQQQ
    QDDDQQQQQQQQDDDQ
""")

CAVES_FACE = grid("""
    TUUUUUTTTQDTUUTT
    UUTTTTTTTTQDUTTT
    YYYYTTTTTYYYYYYY
    QDDQYYYYYDQDDDDD
    UTDDDDDDDQDQYYYY
    UTDYYYYYUTDYUUUU
    UTDYUUUUUTDYUUUU
    TTDUUUUUTTDUUUUT
    TQDTUUUTTQDTUTTT
    DDDQTTTTQDDQTTTQ
    YYYUTDQYYYYYUTDQ
    UUUUTDYUUUUUUTDY
    UUUTTDYUUUUUTTDY
    TTTTQDTUUUTTTQDT
    QQQQDDQTTTTQQDDQ
    DDDDDDDDDDDDDDDD
""")

# --- the Crypt (floors 9-12): dressed dark stone, cold blue-violet, bone and dust -----

CRYPT_FLOOR = grid("""
    PPPPPPPPPPPPPPPP
    PXXXXXXXXXXXXXXX
    PXXXZZZZZZZZXXXX
    PXXZXXXXXXXXZXXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXZXXXXXXXXXXZXX
    PXXZXXXXXXXXZXXX
    PXXXZZZZZZZZXXXX
    PXXXXXXXXXXXXXXX
    PXXXXXXXXXXXXXXX
""")

CRYPT_TOP = grid("""
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    ZZZZZZZZZZZZZZZZ
    NNNZNNNNNNNZNNNN
    NNNZNNNNNNNZNNNN
    NNNZNNNNNNNZNNNN
    NNNZNNNNNNNZNNNN
    NNNZNNNNNNNZNNNN
    NNNZNNNNNNNZNNNN
    NNNZNNNNNNNZNNNN
    ZZZZZZZZZZZZZZZZ
""")

CRYPT_FACE = grid("""
    NNNNNNNZNNNNNNNZ
    NNNNNNNZNNNNNNNZ
    tttttttttttttttt
    PPPPPPPPPPPPPPPP
    zzzPzzzzzzzPzzzz
    IIIPzIIIIIIPzIII
    IIIPzIIIIIIPzIII
    IIIPzIIIIIIPzIII
    NNNPNNNNNNNPNNNN
    PPPPPPPPPPPPPPPP
    zzzzzzzPzzzzzzzP
    IIIIIIIPzIIIIIIP
    IIIIIIIPzIIIIIIP
    NNNNNNNPNNNNNNNP
    ZZZZZZZPZZZZZZZP
    PPPPPPPPPPPPPPPP
""")


def _part(text: str, x: int, y: int) -> tuple[Grid, int, int]:
    """A detail drawn at (x, y) over a base tile (``.`` keeps the base)."""
    return (grid(text), x, y)


# Halls: a cracked slab, a chipped one, a moss patch; a cracked brick, a darker brick and a
# chip, moss hanging from the lip.
HALLS_TOPS = [
    HALLS_TOP,
    paint(
        HALLS_TOP,
        _part(
            """
        3...
        .3..
        .35.
        ...3
        ...3
    """,
            9,
            1,
        ),
    ),
    paint(
        HALLS_TOP,
        _part(
            """
        ..3
        .35
        3..
    """,
            4,
            11,
        ),
        _part("35", 12, 4),
    ),
    paint(
        HALLS_TOP,
        _part(
            """
        .n.
        neM
        .n.
    """,
            2,
            2,
        ),
        _part("n", 10, 12),
    ),
]
HALLS_FACES = [
    HALLS_FACE,
    paint(
        HALLS_FACE,
        _part(
            """
        1..
        .1.
        .11
    """,
            3,
            8,
        ),
        _part(
            """
        3.
        .3
    """,
            13,
            12,
        ),
    ),
    paint(
        HALLS_FACE,
        _part(
            """
        5555555
        5444443
        4333333
    """,
            4,
            4,
        ),
        _part(
            """
        .3
        33
    """,
            9,
            13,
        ),
    ),
    paint(
        HALLS_FACE,
        _part(
            """
        eGe
        .G.
        .e.
    """,
            4,
            3,
        ),
        _part(
            """
        e.G
    """,
            11,
            14,
        ),
    ),
]

# Caves: pebbles, a moss tuft, a crack; moss on a boulder, a split boulder, a glint of
# ore; moss hanging over the lip, a crack through a boulder, roots and fallen stones.
CAVES_FLOORS = [
    CAVES_FLOOR,
    paint(
        CAVES_FLOOR,
        _part(
            """
        .QY.
        QYQD
        .DD.
    """,
            9,
            10,
        ),
        _part(
            """
        Q.
        DQ
    """,
            3,
            4,
        ),
    ),
    paint(
        CAVES_FLOOR,
        _part(
            """
        .H.e
        HeHH
        .H..
    """,
            4,
            8,
        ),
        _part("H", 12, 3),
    ),
    paint(
        CAVES_FLOOR,
        _part(
            """
        D...
        .DD.
        ...D
        ...D
    """,
            10,
            2,
        ),
        _part(
            """
        .Q
        QD
    """,
            3,
            12,
        ),
    ),
]
CAVES_TOPS = [
    CAVES_TOP,
    paint(
        CAVES_TOP,
        _part(
            """
        .He.
        HeGe
        .eH.
    """,
            3,
            2,
        ),
    ),
    paint(
        CAVES_TOP,
        _part(
            """
        Q...
        DQ..
        .DQ.
        ..D.
    """,
            8,
            10,
        ),
    ),
    paint(
        CAVES_TOP,
        _part(
            """
        .Y
        YU
    """,
            12,
            2,
        ),
        _part("Y", 6, 11),
    ),
]
CAVES_FACES = [
    CAVES_FACE,
    paint(
        CAVES_FACE,
        _part(
            """
        GeG.
        eGeG
        .e.e
        ...e
    """,
            5,
            3,
        ),
        _part("e", 12, 3),
    ),
    paint(
        CAVES_FACE,
        _part(
            """
        D.
        QD
        .D
    """,
            6,
            6,
        ),
        _part(
            """
        D..
        .DQ
    """,
            9,
            11,
        ),
    ),
    paint(
        CAVES_FACE,
        _part(
            """
        l.
        l.
        .L
    """,
            13,
            4,
        ),
        _part(
            """
        .Q.
        QYQ
    """,
            7,
            13,
        ),
    ),
]

# Crypt: a cracked flag, a bone and grave dust, a drift of dust; a cracked slab, a chipped
# slab and a crack; a skull carved in relief, a line of carved runes, a crack and dust at the
# foot.
CRYPT_FLOORS = [
    CRYPT_FLOOR,
    paint(
        CRYPT_FLOOR,
        _part(
            """
        P...
        .PP.
        ...P
        ...P
    """,
            6,
            5,
        ),
    ),
    paint(
        CRYPT_FLOOR,
        _part(
            """
        W...W
        .uuu.
        u...u
    """,
            5,
            8,
        ),
        _part(":", 11, 4),
        _part(":", 3, 11),
    ),
    paint(
        CRYPT_FLOOR,
        _part(
            """
        ...:.
        .::X:
        ::.:.
    """,
            9,
            11,
        ),
        _part(":", 4, 3),
    ),
]
CRYPT_TOPS = [
    CRYPT_TOP,
    paint(
        CRYPT_TOP,
        _part(
            """
        Z..
        .Z.
        .ZZ
    """,
            10,
            2,
        ),
    ),
    paint(
        CRYPT_TOP,
        _part(
            """
        .Z
        ZI
    """,
            5,
            5,
        ),
        _part(
            """
        Z
        Z
    """,
            13,
            12,
        ),
    ),
    paint(
        CRYPT_TOP,
        _part(
            """
        ...Z
        ZZZ.
    """,
            1,
            11,
        ),
        _part(
            """
        Z.
        .Z
    """,
            10,
            3,
        ),
    ),
]
CRYPT_FACES = [
    CRYPT_FACE,
    paint(
        CRYPT_FACE,
        _part(
            """
        .www.
        w999w
        9P9P9
        .999.
    """,
            1,
            4,
        ),
    ),
    paint(
        CRYPT_FACE,
        _part(
            """
        P.PP.P
        .P..PP
    """,
            5,
            5,
        ),
    ),
    paint(
        CRYPT_FACE,
        _part(
            """
        P.
        .P
        .P
    """,
            10,
            10,
        ),
        _part(
            """
        .:..:
        :::::
    """,
            2,
            13,
        ),
    ),
]


def _four(name: str, grids: list[Grid]) -> list[Tile]:
    return [Tile(f"{name}_{i}", "terrain", g) for i, g in enumerate(grids)]


HALLS_FLOORS = [terrain.FLOOR_0, terrain.FLOOR_1, terrain.FLOOR_2, terrain.FLOOR_3]
#: Per region, its floors, wall tops and wall faces: four variants each.
REGIONS: dict[str, dict[str, list[Grid]]] = {
    "halls": {"floor": HALLS_FLOORS, "wall_top": HALLS_TOPS, "wall_face": HALLS_FACES},
    "caves": {"floor": CAVES_FLOORS, "wall_top": CAVES_TOPS, "wall_face": CAVES_FACES},
    "crypt": {"floor": CRYPT_FLOORS, "wall_top": CRYPT_TOPS, "wall_face": CRYPT_FACES},
}

TILES: list[Tile] = [
    tile
    for region, kinds in REGIONS.items()
    for kind, grids in kinds.items()
    for tile in _four(f"{region}_{kind}", grids)
]
