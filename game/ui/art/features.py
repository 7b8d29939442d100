"""Terrain for every region (issue 24): doors, water, grass, rubble, pillars, torches, the
regions' own stairs, and the four traps.

Opaque tiles, drawn alone in their cell: ``door_closed``, ``door_open`` (the door swung
in against the left jamb, the doorway dark), ``vault_door`` (iron-bound, a gold lock),
``deep_water_0/1``, the torches (a region's wall face with a torch in its sconce, the stone
round the flame lit warm) and the stairs.

Overlays, drawn over the region's floor (transparent or translucent where it shows):
``shallow_water_0/1`` (translucent, the floor under it), ``tall_grass_0/1`` (blades all but
solid, a few gaps at the tips), ``trampled_grass_0/1``, ``rubble_0/1``, ``pillar`` and the
traps ``trap_fire`` (a grate breathing flame), ``trap_poison_dart`` (a dart standing in its
plate, venom round it), ``trap_teleport`` (a rune circle) and ``trap_alarm`` (a bell).

A region may have its own look of a shared terrain, ``R_name`` (the Caves' brown rubble,
the Crypt's violet pillar, each region's torch and stairs); the Halls use the plain name.
The ``_1`` of water and grass is the ``_0`` moved round the tile (a second frame, or a
variant by position); both tile with themselves and each other.
"""

from __future__ import annotations

from game.ui.art import regions, terrain
from game.ui.art.sprite import Grid, Tile, grid, paint, recolour


def shifted(base: Grid, dx: int, dy: int) -> Grid:
    """``base`` moved by (dx, dy), wrapping round the edges (the next frame of a ripple)."""
    height = len(base)
    rows = [base[(y - dy) % height] for y in range(height)]
    return tuple(row[-dx % len(row) :] + row[: -dx % len(row)] for row in rows)


DOOR_CLOSED = grid("""
    3444444444444443
    4555555555555554
    6777777777777775
    5655555555555543
    5431111111111345
    654LylylylylL354
    654L35333353L354
    654LylylylylL354
    544LylylylylL344
    111Lylylyl8lL111
    654Lylylyl6lL354
    654LylylylylL354
    654L35333353L354
    544LylylylylL344
    544LLLLLLLLLL344
    1111111111111111
""")

DOOR_OPEN = grid("""
    3444444444444443
    4555555555555554
    6777777777777775
    5655555555555543
    5431111111111345
    654yL00000000354
    6543L00000000354
    654yL00000000354
    544yL00000000344
    111yL00000000111
    654yL00000000354
    654yL00000000354
    6543L11111111354
    544yL11111111344
    544yL22222222344
    1111111111111111
""")

VAULT_DOOR = grid("""
    3444444444444443
    4555555555555554
    6777777777777775
    5655555555555543
    5431111111111345
    6543677777763354
    6543686666863354
    6543655555553354
    5443333333333344
    1113655OOo553111
    6543655O0o553354
    6543655ooK553354
    6543686666863354
    5443655555553344
    5443444444443344
    1111111111111111
""")

DEEP_WATER = grid("""
    ~~~~~~~~~~~~~~~~
    ~~~~~~~~~~BbB~~~
    ~~BB~~~~~B,,,B~~
    ~B,,B~~~~~~~~~~~
    ~~~~~~~~~~~~~~~~
    ~~~~~~~~~~~~~~~~
    ~~~~~~BbB~~~~~~~
    ~~~~~B,,,B~~~~~~
    ~~~~~~~~~~~~~~~~
    ~~~~~~~~~~~~~BB~
    B~~~~~~~~~~~B,,B
    ,B~~~~~~~~~~~~~~
    ~~~~~~~~~~~~~~~~
    ~~~BbB~~~~~~~~~~
    ~~B,,,B~~~~~~~~~
    ~~~~~~~~~~~~~~~~
""")

SHALLOW_WATER = grid("""
    ================
    ==========++====
    =========+==+===
    ================
    ==++============
    =+==+===========
    ================
    ================
    ======++========
    =====+==+=======
    ================
    ==============+=
    +============+==
    ================
    ===++===========
    ==+==+==========
""")

TALL_GRASS = grid("""
    geeg.eg.eegeegee
    GeeGeeGeHeGeeGeg
    GeeGeeGegeGeeGeG
    GeHGeeGeGeGeeGeG
    eGeGeeGeGeeGeGeG
    eGegeeeGGeeGeeGe
    eGeGeGeGeHeGgeGe
    GeeGeGeeGeGeGeGe
    GeHeGGeeGeGeGeeG
    eGeeGeGeeGeGeeGe
    eGegeeGeeGeHGeGe
    eeGeeGeGeeGeGeeG
    GeGeeGeGgeGeeGee
    GeGeHGeeGeGeeGeg
    eGeeeGeeeGeGeGee
    eGeeGeeGeeGeeGeG
""")

TRAMPLED_GRASS = grid("""
    ..HeeGG.....HHe.
    .HeGGe....HeeGG.
    ..HHe...nMM.He..
    ......HnnM......
    .eGG.........HeG
    HeGGe..HeGG...He
    .HHe..HeGGeH....
    .......HHe....nM
    ..nMM.......HnM.
    .HnM..HeeG......
    ......HeGGe..eGG
    GG...HHHe...HeGG
    e.........HHe...
    ...eGG.......nM.
    ..HeGGe...HnnM..
    ...HHe..........
""")

EMPTY: Grid = ("." * 16,) * 16

#: Broken blocks of stone, lit from the top left, heaped into rubble.
BLOCK_BIG = grid("""
    .0000.
    077760
    076550
    065540
    054430
    .0000.
""")
BLOCK_WIDE = grid("""
    .00000.
    0777660
    0655440
    0544330
    .00000.
""")
BLOCK_FLAT = grid("""
    .0000.
    077760
    065540
    044330
    .0000.
""")
BLOCK = grid("""
    .000.
    07760
    06540
    05430
    .000.
""")
CHIP = grid("""
    .00.
    0760
    0540
    .00.
""")
PEBBLE = grid("""
    00
    05
""")


def drop_shadow(base: Grid) -> Grid:
    """The shadow ``base`` casts one pixel down and right, under it (draw it first)."""
    height, width = len(base), len(base[0])

    def dark(x: int, y: int) -> bool:
        return 0 <= x < width and 0 <= y < height and base[y][x] != "."

    return tuple(
        "".join("_" if dark(x - 1, y - 1) or dark(x, y) else "." for x in range(width))
        for y in range(height)
    )


def heap(*blocks: tuple[Grid, int, int]) -> Grid:
    """Blocks painted back to front over the shadow the whole heap casts."""
    stones = paint(EMPTY, *blocks)
    return paint(drop_shadow(stones), *blocks)


RUBBLE_0 = heap(
    (BLOCK, 6, 1),
    (BLOCK_BIG, 2, 3),
    (BLOCK_FLAT, 8, 4),
    (BLOCK_WIDE, 0, 9),
    (BLOCK_BIG, 6, 8),
    (BLOCK, 11, 8),
    (CHIP, 4, 12),
    (CHIP, 12, 12),
    (PEBBLE, 10, 14),
    (PEBBLE, 14, 6),
)
RUBBLE_1 = heap(
    (BLOCK_FLAT, 3, 2),
    (BLOCK, 9, 1),
    (BLOCK_WIDE, 7, 5),
    (BLOCK, 1, 6),
    (BLOCK_BIG, 3, 9),
    (BLOCK_FLAT, 9, 10),
    (CHIP, 12, 8),
    (PEBBLE, 1, 13),
    (PEBBLE, 13, 2),
)

PILLAR = grid("""
    ..000000000000..
    .07777777777660.
    .05555555555440.
    ..000000000000..
    ...0776554430...
    ...0776554430...
    ...0776554430...
    ...0776554430...
    ...0776554430...
    ...0776554430...
    ...0776554430...
    ...0776554430...
    ..000000000000..
    .07666666655440_
    .03333333333330_
    ..000000000000__
""")

TORCH = grid("""
    ................
    ................
    ........O.......
    .......OO.......
    .......OOo......
    ......oOOo......
    ......o99Oo.....
    .....ro99Oo.....
    .....roOOor.....
    ......rooR......
    .....0344430....
    ......03430.....
    .......030......
    ......03430.....
    .......000......
    ................
""")

TRAP_FIRE = grid("""
    ................
    .......r........
    ......ro..r.....
    ..r...oO.ro.....
    ..or.roOorO.r...
    ..oOroO9OoO.o...
    ...O9OO99OOrO...
    ..00000000000...
    ..03434343430...
    ..04040404040...
    ..03434343430...
    ..04040404040...
    ..03434343430...
    ..00000000000...
    ................
    ................
""")

#: A poisoned dart shot from its hole stands in the plate, fletching up, green venom round it.
TRAP_POISON_DART = grid("""
    ................
    .....00..00.....
    ....0r900r90....
    ....0rrRRrr0....
    .....0R75R0.....
    ......0750......
    ......0750......
    .00000J75J00000.
    .0666jJ00Jj6650.
    .06555jjjj55540.
    .06555555555540.
    .065J5555555J40.
    .0655555555J540.
    .04444444444440.
    .00000000000000.
    ................
""")

TRAP_TELEPORT = grid("""
    ................
    .....VVVVVV.....
    ...VVvvvvvvVV...
    ..Vvv......vvV..
    ..Vv..c..c..vV..
    .Vv...........V.
    .Vv.c..vv..c.vV.
    .Vv...vccv...vV.
    .Vv...vccv...vV.
    .Vv.c..vv..c.vV.
    .Vv..........vV.
    ..Vv..c..c..vV..
    ..Vvv......vvV..
    ...VVvvvvvvVV...
    .....VVVVVV.....
    ................
""")

TRAP_ALARM = grid("""
    ................
    .......00.......
    ......0k0.......
    .....0OOo0......
    ....0OOOoK0.....
    ..w.0O9OoK0.w...
    .w..0OOOoK0..w..
    .w.0OOOOooK0.w..
    ..w0OOOooKK0w...
    ..0OOOoooKKK0...
    ..0kkkkkkkkK0...
    ...000k0k000....
    ......0k0.......
    .......0........
    ................
    ................
""")

CAVES_STONE = {
    "0": "D",
    "1": "D",
    "2": "E",
    "3": "Q",
    "4": "T",
    "5": "U",
    "6": "U",
    "7": "Y",
    "8": "Y",
}
#: Rubble and pillars, lighter than the walls' faces: fallen blocks catch the light.
CAVES_BLOCKS = {"0": "D", "3": "T", "4": "U", "5": "U", "6": "Y", "7": "Y"}
CRYPT_BLOCKS = {"0": "P", "3": "N", "4": "I", "5": "I", "6": "z", "7": "t"}
CRYPT_STONE = {
    "0": "P",
    "1": "P",
    "2": "X",
    "3": "Z",
    "4": "N",
    "5": "I",
    "6": "I",
    "7": "z",
    "8": "t",
}


def lit(base: Grid, warm: dict[str, str], x: int, y: int, radius: float) -> Grid:
    """``base`` with the colours in ``warm`` swapped for warmer ones within ``radius`` of
    (x, y): the glow of a flame on the stone around it."""
    return tuple(
        "".join(
            warm.get(char, char) if (cx - x) ** 2 + (cy - y) ** 2 <= radius**2 else char
            for cx, char in enumerate(row)
        )
        for cy, row in enumerate(base)
    )


#: The torch's glow on each region's stone: the lightest tones turn to firelight.
HALLS_GLOW = {"7": "w", "6": "W", "5": "u"}
CAVES_GLOW = {"Y": "W", "U": "u"}
CRYPT_GLOW = {"t": "w", "z": "W", "I": "u"}


def torch(face: Grid, glow: dict[str, str]) -> Grid:
    """A torch in its sconce on a wall face, the stone round the flame lit warm."""
    return paint(lit(face, glow, 8, 6, 5.5), (TORCH, 0, 0))


TILES: list[Tile] = [
    Tile("door_closed", "terrain", DOOR_CLOSED),
    Tile("door_open", "terrain", DOOR_OPEN),
    Tile("vault_door", "terrain", VAULT_DOOR),
    Tile("deep_water_0", "terrain", DEEP_WATER),
    Tile("deep_water_1", "terrain", shifted(DEEP_WATER, 3, 1)),
    Tile("shallow_water_0", "terrain", SHALLOW_WATER),
    Tile("shallow_water_1", "terrain", shifted(SHALLOW_WATER, 5, 2)),
    Tile("tall_grass_0", "terrain", TALL_GRASS),
    Tile("tall_grass_1", "terrain", shifted(TALL_GRASS, 3, 0)),
    Tile("trampled_grass_0", "terrain", TRAMPLED_GRASS),
    Tile("trampled_grass_1", "terrain", shifted(TRAMPLED_GRASS, 5, 7)),
    Tile("rubble_0", "terrain", RUBBLE_0),
    Tile("rubble_1", "terrain", RUBBLE_1),
    Tile("pillar", "terrain", PILLAR),
    Tile("caves_rubble_0", "terrain", recolour(RUBBLE_0, CAVES_BLOCKS)),
    Tile("caves_rubble_1", "terrain", recolour(RUBBLE_1, CAVES_BLOCKS)),
    Tile("caves_pillar", "terrain", recolour(PILLAR, CAVES_BLOCKS)),
    Tile("crypt_rubble_0", "terrain", recolour(RUBBLE_0, CRYPT_BLOCKS)),
    Tile("crypt_rubble_1", "terrain", recolour(RUBBLE_1, CRYPT_BLOCKS)),
    Tile("crypt_pillar", "terrain", recolour(PILLAR, CRYPT_BLOCKS)),
    Tile("torch", "terrain", torch(regions.HALLS_FACE, HALLS_GLOW)),
    Tile("caves_torch", "terrain", torch(regions.CAVES_FACE, CAVES_GLOW)),
    Tile("crypt_torch", "terrain", torch(regions.CRYPT_FACE, CRYPT_GLOW)),
    Tile("caves_stairs_down", "terrain", recolour(terrain.STAIRS_DOWN, CAVES_STONE)),
    Tile("crypt_stairs_down", "terrain", recolour(terrain.STAIRS_DOWN, CRYPT_STONE)),
    Tile("trap_fire", "terrain", TRAP_FIRE),
    Tile("trap_poison_dart", "terrain", TRAP_POISON_DART),
    Tile("trap_teleport", "terrain", TRAP_TELEPORT),
    Tile("trap_alarm", "terrain", TRAP_ALARM),
]
