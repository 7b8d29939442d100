"""The deeper foes: kobold, orc shaman, ogre, stone golem, hydra and the orc warlord.

Like ``actors.py``, each silhouette differs even as a black shape: the kobold is small
and low with horns and a snout, the shaman a hooded cone beside a tall staff, the ogre
a pear (tiny head, huge belly), the golem a T of square blocks with empty top corners,
the hydra three heads on necks over one body, and the warlord, the boss, fills the
tile: horns at the top corners, a gold crown, steel shoulders and a cape to the floor.

Issue 23 adds five more, each again its own black shape: the goblin archer, small and
turned to the east with a drawn short bow taller than itself; the giant spider seen from
above, eight bent legs reaching every edge, red eyes and venom-green fangs; the
salamander, a long low lizard with a curled tail, a glowing belly and a flicker of flame
at its mouth; the skeleton, the player's frame with light showing between its bones; and
the mummy, lurching east with both bandaged arms held out.

Where a breed can wear gear, its hands and head sit where ``worn_*`` layers expect
them after the breed's offsets in ``wear.BODY_LAYERS`` (of the new ones the skeleton
wears everything the player does; the goblin archer a helm, body armour and boots, its
hands being on its bow). ``fx_confused`` marks a confused hero on the map; the other
conditions' marks are in ``marks.py``.
"""

from __future__ import annotations

from game.ui.art.sprite import Tile, grid

KOBOLD = grid("""
    ................
    ................
    ................
    ....0....0......
    ...090..090.....
    ...0W0000W0.....
    ..0kokkkkkK0....
    ..0oO0kkkkkK000.
    ..0kkkkkkkK9K9K0
    ...0kkKKKKKKKK0.
    ...00kkkkKK00...
    ..0kk0oookK0K0..
    ..0kK0oookK0kK0.
    ..0oo0KkkKK0oo0.
    ...00kK00kK00...
    ....0000.0000...
""")

SHAMAN = grid("""
    ...........000..
    ......0...0c980.
    .....0v0..0Cc90.
    ....0vvV0.0CcC0.
    ...0vvVVV0.000..
    ...0v0ee0V0.0l0.
    ...0VeOeOV0.0l0.
    ...0vGeGGV0gGl0.
    ..0vvV00VVVVGL0.
    ..0vvVVvVVVV0l0.
    .0vvVVVvVVVVVl0.
    .0vV0VVvVVVVVl0.
    .0vG0VvVVVVVVl0.
    0vvV0vvVVVVVVl0.
    0vvVVvVVVVVVVl0.
    .00000000000000.
""")

OGRE = grid("""
    ................
    ......0000......
    .....0aaaA0.....
    ....0aaaaAd0....
    ....0aOaOAd0....
    ....0a9aa9d0....
    ..0aa0aaAAd0Ad0.
    .0aaA0aaaaAd0Ad0
    0aaA0aaaaaAd0Ad0
    0aA0aaaaaAAd0Ad0
    0aA0aaadaAAd0Ad0
    0aA0dAAAAAdd0Ad0
    0aaA0LLLLLLL0aA0
    0AAd0lLLlLLL0Ad0
    .000.0Ad00Ad000.
    .....000..000...
""")

GOLEM = grid("""
    ................
    .....000000.....
    .....078760.....
    .....0c77c0.....
    .....076650.....
    0000000000000000
    0787077887607870
    0766077666507660
    0766076c65507660
    0765066655507650
    0876006555008760
    0765006555007650
    .00077600776000.
    ...0766007660...
    ..076650076650..
    ..000000000000..
""")

HYDRA = grid("""
    ......0000......
    .000.0jjjj0.000.
    0jjj00OjjO00jjj0
    0rjOj0jjjj0jOjr0
    .00jJ00rr00Jj00.
    .0jJ0.0jJ0.0jJ0.
    .0jJ0.0jJ0.0jJ0.
    ..0jJ00jJ00jJ0..
    ...0jjJjjJjjJ0..
    ..0jjwwwwwwjJJ0.
    ..0jjwwwwwwjJJ0.
    ..0jjwwwwwwjJJ00
    ..0jJjwwwwjJJ0J0
    ...0JJjjjjJJ0JJ0
    ..0J00JJJJ0J00J0
    ..00..0000.0..0.
""")

WARLORD = grid("""
    .00..........00.
    090...0.0.0..090
    09W0.0O0O0O00W90
    .09W0OOOOOOO0W90
    ..0W0gGGGGGe0W0.
    ...00grGGGre00..
    00000G9eee9e0000
    0887605555067880
    0766504554056670
    R0gG045OO540Ge0R
    R0gG04555540Ge0R
    R0gG0OOOOOO0Ge0R
    R0gg04544540ge0R
    RrR0045005400RrR
    RrRR04500540RRrR
    0000000..0000000
""")

GOBLIN_ARCHER = grid("""
    ...........0....
    ..0000....0l0...
    .0gggg00..09l0..
    0gggggGg0.090y0.
    ggggGeeGg0090yl0
    0eggggOGgg900yl0
    .0gGG99Ge0900yl0
    ..0eGGGe0gyyyyl8
    .0lllLgggGGggyl0
    .0llLLLlL00g0yl0
    .0gllLLl0..00yl0
    .0lLLLLL0.090yl0
    .0lL0lL0..090yl0
    .0eG0eG00.09yl0.
    .0eGg0eGg0.0l0..
    ..000.000...0...
""")

GIANT_SPIDER = grid("""
    .....033330.....
    ..6.03555530.6..
    .50535544553505.
    50.0354444530.05
    0.603446644306.0
    .50522366322505.
    50.0032332300.05
    5....032230....5
    0.6550R44R0556.0
    .500003rr300005.
    50...023320...05
    5....580085....5
    0..650j00j056..0
    ..500.0..0.005..
    .50..........05.
    .5............5.
""")

SALAMANDER = grid("""
    ................
    ................
    ..00............
    .0rr0...........
    0rR0......000.0.
    0r0......0ror0O0
    0r0...0.0rr9rro0
    0rr000R0RrrrrrrO
    .0rrRrRrrroooo00
    .0rrrrrrrrr000..
    ..0OOOOOOOo0....
    ..0ro00or00.....
    .0rR0..0rR0.....
    ..00....00......
    ................
    ................
""")

SKELETON = grid("""
    ......0000......
    .....099990.....
    ....099999W0....
    ....090990W0....
    ....0W9999W0....
    .....090900.....
    ...0000WW0000...
    ..099999W99990..
    .09W0.9WW9.0W90.
    .09W09999W90W90.
    .09W0..WW..0W90.
    .09W0099W900W90.
    ..09909WW90990..
    ...009W009W00...
    ....09W009W0....
    ...099W0099W0...
""")

MUMMY = grid("""
    .....0000.......
    ....0wwwW0......
    ...0uuwwWu0.....
    ...0W11W110.....
    ...0wwWWuu0.....
    ....0uWWW000000.
    ...0wwwwWuwwwwW0
    ..0wWWWuWWWWuWWu
    .0uuwwwWu000uu00
    .0wWWWuuW0..0u0.
    ..0uwwwwW0...0..
    ..0wWWWuu0......
    ..0uuwwwWu0.....
    ..0wW00WWu0.....
    ..0Wu0.0wWu0....
    ...00...000.....
""")

#: Drawn over a confused hero on the map: stars circling the head, beside it rather than
#: on it, so the face and the gear stay in view.
FX_CONFUSED = grid("""
    ..0....00.......
    .0O0..0vv0......
    0OOO0..00....0..
    .0O0........0O0.
    ..0........0OOO0
    ............0O0.
    .............0..
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
    ................
""")

TILES: list[Tile] = [
    Tile("kobold", "actor", KOBOLD),
    Tile("shaman", "actor", SHAMAN),
    Tile("ogre", "actor", OGRE),
    Tile("golem", "actor", GOLEM),
    Tile("hydra", "actor", HYDRA),
    Tile("warlord", "actor", WARLORD),
    Tile("goblin_archer", "actor", GOBLIN_ARCHER),
    Tile("giant_spider", "actor", GIANT_SPIDER),
    Tile("salamander", "actor", SALAMANDER),
    Tile("skeleton", "actor", SKELETON),
    Tile("mummy", "actor", MUMMY),
    Tile("fx_confused", "ui", FX_CONFUSED),
]
