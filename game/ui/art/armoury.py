"""Issue 23's five new gear kinds, each with its three pictures: the pack icon, the
16-px map layer and the paper doll's layer.

- ``fur_cloak``: a heavy cloak of shaggy brown fur with a pale fur mantle; bigger than
  the plain cloak, tufted at the collar and the hem. Hangs behind the body like it.
- ``gauntlets``: plated iron, fingers in jointed plates, a flared cuff.
- ``iron_boots``: iron-shod boots that reach higher up the leg than leather ones, a
  plate band at each ankle and a knee cop.
- ``buckler``: a small round steel buckler with a boss, clearly smaller than the shield.
- ``tower_shield``: a tall rectangular shield of planks in an iron rim, clearly bigger
  than the shield.

Icons follow ``gear.py``, map layers the body in ``actors.PLAYER`` and doll layers the
figure in ``doll.py`` (same canvas, same fists and feet).
"""

from __future__ import annotations

from game.ui.art.doll import DOLL_HEIGHT, DOLL_WIDTH
from game.ui.art.sprite import Grid, Tile, grid, place


def _part(text: str, x: int, y: int) -> Grid:
    """A part of the doll figure with its top-left corner at (x, y) of the doll canvas."""
    return place(grid(text), x, y, DOLL_WIDTH, DOLL_HEIGHT)


# --- inventory / floor icons ------------------------------------------------

ICON_FUR_CLOAK = grid("""
    ....0.0000.0....
    ...0y0yyyy0y0...
    ..0yyyyyyyyyl0..
    .0yyyWy11yyyll0.
    .0yWyy1111yyll0.
    .0yyyyy11yylll0.
    ..0lyyOyyOylL0..
    ..0lllL00lllL0..
    .0llLll00lLllL0.
    .0lLlll00llLlL0.
    0lllLll00lLllLL0
    0llLlll00llLlLL0
    0lLllLl00lLllLL0
    lLllLll00llLlLLL
    LlLLlL0..0LlLLlL
    0L0L00....00L0L0
""")

ICON_GAUNTLETS = grid("""
    ................
    .00.00.00.......
    0870870870......
    0760760760......
    0550550550......
    0870870870..00..
    0760760760.0870.
    08888888880.8760
    0877777777608760
    0766666666588650
    .07777777777650.
    .0766666666550..
    ..05555555550...
    .0877777777760..
    .0555555555550..
    ..00000000000...
""")

ICON_IRON_BOOTS = grid("""
    .00000..........
    0888870.........
    0555550..00000..
    0877760.0888870.
    0877750.0555550.
    0555560.0877760.
    0877760.0555560.
    0877760.0877760.
    087776700877760.
    0555555508777670
    0877777705555555
    0555555508777777
    .000000005555555
    .........0000000
    ................
    ................
""")

ICON_BUCKLER = grid("""
    ................
    ................
    ................
    ......0000......
    ....00888700....
    ...0886666750...
    ...0866886650...
    ..086689986650..
    ..076687766550..
    ...0666776550...
    ...0755555540...
    ....00444400....
    ......0000......
    ................
    ................
    ................
""")

ICON_TOWER_SHIELD = grid("""
    .00000000000000.
    0888888888888870
    08rrRRR87RRRRR50
    08rRRRR87RRRRR50
    08rRRRR87RRRRR50
    08rRRRR87RRRRR50
    08rRRR0880RRRR50
    08rRR089960RRR50
    08rRR087760RRR50
    08rRRR0660RRRR50
    08rRRRR76RRRRR50
    08rRRRR76RRRRR50
    08rRRRR76RRRRR50
    .08rRRR76RRRR50.
    ..055555555550..
    ...0000000000...
""")

# --- map-sprite layers --------------------------------------------------------

WORN_FUR_CLOAK = grid("""
    ................
    ................
    ................
    ................
    ..0y0......0y0..
    .0yWy0....0yyl0.
    0yyyyl0..0yyyll0
    0yWyyll00llyyll0
    0lyylllllllllLL0
    0llLllllllllLlL0
    0lLllllllllllLL0
    0llLlllllllllLL0
    llLlllllllllLlLL
    lLllllllllllLlLL
    LlLlLllLLllLlLLL
    LL.LL.LLL.LL.LLL
""")

WORN_GAUNTLETS = grid("""
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ..0000....0000..
    ..0870....0870..
    ..0865....0865..
    ..0760....0760..
    ...00......00...
    ................
    ................
""")

WORN_IRON_BOOTS = grid("""
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ....08700870....
    ...0887008870...
    ..055550055550..
    ..000000000000..
""")

WORN_BUCKLER = grid("""
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ...........000..
    ..........08870.
    ..........07950.
    ..........06550.
    ...........000..
    ................
""")

WORN_TOWER_SHIELD = grid("""
    ................
    ................
    ................
    ................
    ........0000000.
    ........08888870
    ........08r87R50
    ........08R87R50
    ........08R87R50
    ........08r09050
    ........08R06R50
    ........08R76R50
    ........08R76R50
    ........08R76R50
    .........0555550
    ..........00000.
""")

DOLL_FUR_CLOAK = _part(
    """
    .........0..00000000000.0...........
    .........W00WWyWyWyWyWy0W000........
    ........0WyWyyylyylyylyWyWyW........
    ......00ylyylyylyylyylyylyyW0.......
    ......WWlyylyylyylyylyylyylyy0......
    .....0yylyylyylyylyylyylyylyyW0.....
    .....0ylLylLylLylLylLylLylLylL0.....
    .....0ylLylLylLylLylLylLylLylL0.....
    .....0lLylLylLylLylLylLylLylLL0.....
    ......0LlllylLlllylLlllylLllL0......
    .........0yllllLllllllLllL0.........
    ........0ylllllLllllllLlllL0........
    ........0ylllLlyllllLlylllL0........
    ........0ylllLllllllLlllllL0........
    .......0yllllLllllllLllllllL0.......
    .......0yllLLyllllLlyllLlLlL0.......
    .......0yllLLlllllLllllLlLlL0.......
    ......0LlllLLlllllLllllLlLllL0......
    ......0LlLlyLlllLlyllllLlyllL0......
    ......0LlLllLlllLllllllLllllL0......
    .....0yLlLllLlllLllllllLllllLL0.....
    .....0yLlyllLlLlyllllLlLllllLL0.....
    .....0yLllllLlLllllllLlLllllLL0.....
    ....0yLLlllLllLllllllLllLlllLLL0....
    ....0yLylllLLlyllllLlyllLlLlyLL0....
    ....0yLllllLLllllllLllllLlLllLL0....
    ...0yLLllllLLllllllLllllLlLllLlL0...
    ...0yyLlllLLyllllLlyllllLlyllLlL0...
    ...0ylLlllLLlllllLllllllLllllLlL0...
    ..0yllLlllLLlllllLllllllLllllLlLL0..
    ..0yllLlLlyLlllLlyllllLlLllllLlyL0..
    ..0ylLllLlLllllLllllllLllLlllLLlL0..
    .0yllLllLlLllllLllllllLllLlllLLllL0.
    .0yllLLlylLllLlyllllLlyllLlLlyLllL0.
    .0yllLLlllLllLllllllLllllLlLllLllL0.
    .0yllLLlllLllLllllllLllllLlLllLllL0.
    0yllLLylllLLlyllllLlyllllLlyllLlLlL0
    0yllLLllllLLllllllLllllllLllllLlLlL0
    0LLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLLL0
    .LL00LL00LL00LL00LL00LL00LL00LL00LL.
    .L0..L0..L0..L0..L0..L0..L0..L0..L0.
    .0...0...0...0...0...0...0...0...0..
""",
    6,
    9,
)

DOLL_GAUNTLETS = _part(
    """
    ..0000000..............0000000..
    .088888870............088888870.
    .077777650............077777650.
    .055555540............055555540.
    .0877760................0877760.
    08777760................08777760
    07666650................07666650
    08777760................08777760
    05555550................05555550
    .087650..................087650.
    ..0550....................0550..
    ...00......................00...
""",
    8,
    27,
)

DOLL_IRON_BOOTS = _part(
    """
    ..000000..000000..
    .0888887008888870.
    .0877765008777650.
    .0555555005555550.
    ..08777600877760..
    ..08777600877760..
    ..08766600876660..
    ..08777600877760..
    ..08777600877760..
    ..05555500555550..
    ..08777600877760..
    ..08777600877760..
    ..08766600876660..
    087777760087777760
    087777760087777760
    055555550055555550
    .0000000..0000000.
""",
    15,
    37,
)

DOLL_BUCKLER = _part(
    """
    .......0.......
    ....0008000....
    ...088888880...
    ..08877476870..
    .0887777666770.
    .0877766666670.
    .0877699846550.
    088476987454550
    .0876687745550.
    .0866644455550.
    .0886665555550.
    ..07765455550..
    ...077555550...
    ....0005000....
    .......0.......
""",
    29,
    27,
)

DOLL_TOWER_SHIELD = _part(
    """
    .0000000000000000.
    088888888888888880
    087777777777777750
    087rrRRR86RRRRR650
    0877rRRR86RRRR7650
    0875rRRR86RRRR5650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRR0000RRRR650
    087rrR088870RRR650
    087rr08899760RR650
    087rr08997650RR650
    087rr07876550RR650
    087rr07665540RR650
    087rrR055540RRR650
    087rrRR0000RRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    087rrRRR86RRRRR650
    0877rRRR86RRRR7650
    0875rRRR86RRRR5650
    087666666666666650
    085555555555555550
    .0000000000000000.
""",
    28,
    16,
)

TILES: list[Tile] = [
    Tile("icon_fur_cloak", "icon", ICON_FUR_CLOAK),
    Tile("icon_gauntlets", "icon", ICON_GAUNTLETS),
    Tile("icon_iron_boots", "icon", ICON_IRON_BOOTS),
    Tile("icon_buckler", "icon", ICON_BUCKLER),
    Tile("icon_tower_shield", "icon", ICON_TOWER_SHIELD),
    Tile("worn_fur_cloak", "worn", WORN_FUR_CLOAK),
    Tile("worn_gauntlets", "worn", WORN_GAUNTLETS),
    Tile("worn_iron_boots", "worn", WORN_IRON_BOOTS),
    Tile("worn_buckler", "worn", WORN_BUCKLER),
    Tile("worn_tower_shield", "worn", WORN_TOWER_SHIELD),
    Tile("doll_fur_cloak", "doll", DOLL_FUR_CLOAK, DOLL_WIDTH, DOLL_HEIGHT),
    Tile("doll_gauntlets", "doll", DOLL_GAUNTLETS, DOLL_WIDTH, DOLL_HEIGHT),
    Tile("doll_iron_boots", "doll", DOLL_IRON_BOOTS, DOLL_WIDTH, DOLL_HEIGHT),
    Tile("doll_buckler", "doll", DOLL_BUCKLER, DOLL_WIDTH, DOLL_HEIGHT),
    Tile("doll_tower_shield", "doll", DOLL_TOWER_SHIELD, DOLL_WIDTH, DOLL_HEIGHT),
]
