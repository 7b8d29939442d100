"""The game's pixel font as data: every glyph a small grid of ``#`` (ink) and ``.``.

One face, drawn like the tiles: caps and digits 7 pixels tall, lowercase 5 (x-height),
descenders 2 below the baseline, so every glyph is ``GLYPH_HEIGHT`` rows (shorter blocks are
padded below). Widths are proportional (``i`` is one pixel, ``m`` five); one blank column
(``SPACING``) follows every glyph, so a string's width is the sum of its glyphs' advances
and needs no kerning. The game draws it at whole multiples only (``game/ui/glyphs.py``), so it
stays as crisp as the art. ``python -m game.ui.art.build`` writes it as ``font.png`` (every
glyph side by side, white on transparent) and ``font.json`` (where each glyph is) into
``assets/tiles``.

A block below is a name line then the rows: the character itself, ``space``, ``backslash``, or
``U+XXXX``. ``U+FFFD`` is drawn for any character the font lacks (a test makes sure the game's
own texts never need it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.ui.art.palette import RGBA

#: Rows of every glyph: 7 above the baseline, 2 below.
GLYPH_HEIGHT = 9
#: Rows from the glyph's top to the baseline (the cap height).
BASELINE = 7
#: Blank rows drawn above each line of text and below it, so lines stack without touching.
PAD_TOP = 1
PAD_BOTTOM = 0
#: Blank columns after every glyph.
SPACING = 1
#: The glyph drawn for characters the font does not have.
FALLBACK = "\ufffd"

INK: RGBA = (255, 255, 255, 255)
CLEAR: RGBA = (0, 0, 0, 0)

_NAMES = {"space": " ", "backslash": "\\"}

GLYPH_SHEET = r"""
A
.###.
#...#
#...#
#####
#...#
#...#
#...#

B
####.
#...#
#...#
####.
#...#
#...#
####.

C
.###.
#...#
#....
#....
#....
#...#
.###.

D
####.
#...#
#...#
#...#
#...#
#...#
####.

E
####
#...
#...
###.
#...
#...
####

F
####
#...
#...
###.
#...
#...
#...

G
.###.
#...#
#....
#.###
#...#
#...#
.###.

H
#...#
#...#
#...#
#####
#...#
#...#
#...#

I
###
.#.
.#.
.#.
.#.
.#.
###

J
.###
...#
...#
...#
...#
#..#
.##.

K
#...#
#..#.
#.#..
##...
#.#..
#..#.
#...#

L
#...
#...
#...
#...
#...
#...
####

M
#...#
##.##
#.#.#
#.#.#
#...#
#...#
#...#

N
#...#
##..#
#.#.#
#..##
#...#
#...#
#...#

O
.###.
#...#
#...#
#...#
#...#
#...#
.###.

P
####.
#...#
#...#
####.
#....
#....
#....

Q
.###.
#...#
#...#
#...#
#.#.#
#..#.
.##.#

R
####.
#...#
#...#
####.
#.#..
#..#.
#...#

S
.###.
#...#
#....
.###.
....#
#...#
.###.

T
#####
..#..
..#..
..#..
..#..
..#..
..#..

U
#...#
#...#
#...#
#...#
#...#
#...#
.###.

V
#...#
#...#
#...#
#...#
#...#
.#.#.
..#..

W
#...#
#...#
#...#
#.#.#
#.#.#
#.#.#
.#.#.

X
#...#
#...#
.#.#.
..#..
.#.#.
#...#
#...#

Y
#...#
#...#
.#.#.
..#..
..#..
..#..
..#..

Z
#####
....#
...#.
..#..
.#...
#....
#####

a
....
....
.##.
...#
.###
#..#
.###

b
#...
#...
###.
#..#
#..#
#..#
###.

c
...
...
.##
#..
#..
#..
.##

d
...#
...#
.###
#..#
#..#
#..#
.###

e
....
....
.##.
#..#
####
#...
.###

f
..#
.#.
###
.#.
.#.
.#.
.#.

g
....
....
.###
#..#
#..#
#..#
.###
...#
.##.

h
#...
#...
###.
#..#
#..#
#..#
#..#

i
#
.
#
#
#
#
#

j
.#
..
.#
.#
.#
.#
.#
.#
#.

k
#...
#...
#..#
#.#.
##..
#.#.
#..#

l
#.
#.
#.
#.
#.
#.
.#

m
.....
.....
####.
#.#.#
#.#.#
#.#.#
#.#.#

n
....
....
###.
#..#
#..#
#..#
#..#

o
....
....
.##.
#..#
#..#
#..#
.##.

p
....
....
###.
#..#
#..#
#..#
###.
#...
#...

q
....
....
.###
#..#
#..#
#..#
.###
...#
...#

r
...
...
#.#
##.
#..
#..
#..

s
....
....
.###
#...
.##.
...#
###.

t
.#.
.#.
###
.#.
.#.
.#.
..#

u
....
....
#..#
#..#
#..#
#..#
.###

v
.....
.....
#...#
#...#
#...#
.#.#.
..#..

w
.....
.....
#...#
#...#
#.#.#
#.#.#
.#.#.

x
.....
.....
#...#
.#.#.
..#..
.#.#.
#...#

y
....
....
#..#
#..#
#..#
#..#
.###
...#
.##.

z
....
....
####
...#
.##.
#...
####

0
.###.
#...#
#..##
#.#.#
##..#
#...#
.###.

1
.#.
##.
.#.
.#.
.#.
.#.
###

2
.###.
#...#
....#
...#.
..#..
.#...
#####

3
.###.
#...#
....#
..##.
....#
#...#
.###.

4
...#.
..##.
.#.#.
#..#.
#####
...#.
...#.

5
#####
#....
####.
....#
....#
#...#
.###.

6
..##.
.#...
#....
####.
#...#
#...#
.###.

7
#####
....#
...#.
..#..
.#...
.#...
.#...

8
.###.
#...#
#...#
.###.
#...#
#...#
.###.

9
.###.
#...#
#...#
.####
....#
...#.
.##..

space
..

!
#
#
#
#
#
.
#

"
#.#
#.#

#
.#.#.
.#.#.
#####
.#.#.
#####
.#.#.
.#.#.

$
..#..
.####
#.#..
.###.
..#.#
####.
..#..

%
##..#
##..#
...#.
..#..
.#...
#..##
#..##

&
.##..
#..#.
#.#..
.#...
#.#.#
#..#.
.##.#

'
#
#

(
.#
#.
#.
#.
#.
#.
.#

)
#.
.#
.#
.#
.#
.#
#.

*
.....
..#..
#.#.#
.###.
#.#.#
..#..

+
.....
..#..
..#..
#####
..#..
..#..

,
..
..
..
..
..
.#
.#
#.

-
....
....
....
####

.
.
.
.
.
.
.
#

/
....#
....#
...#.
..#..
.#...
#....
#....

:
.
.
#
.
.
.
#

;
..
..
.#
..
..
..
.#
#.

<
...#
..#.
.#..
#...
.#..
..#.
...#

=
....
....
####
....
####

>
#...
.#..
..#.
...#
..#.
.#..
#...

?
.###.
#...#
....#
...#.
..#..
.....
..#..

@
.###.
#...#
#.###
#.#.#
#.###
#....
.###.

[
##
#.
#.
#.
#.
#.
##

backslash
#....
#....
.#...
..#..
...#.
....#
....#

]
##
.#
.#
.#
.#
.#
##

^
..#..
.#.#.
#...#

_
.....
.....
.....
.....
.....
.....
.....
#####

`
#.
.#

{
..#
.#.
.#.
#..
.#.
.#.
..#

|
#
#
#
#
#
#
#
#
#

}
#..
.#.
.#.
..#
.#.
.#.
#..

~
.....
.....
.#...
#.#.#
...#.

U+2014
.......
.......
.......
#######

U+2013
.....
.....
.....
#####

U+2192
.....
..#..
...#.
#####
...#.
..#..

U+2190
.....
..#..
.#...
#####
.#...
..#..

U+2191
..#..
.###.
#.#.#
..#..
..#..
..#..
..#..

U+2193
..#..
..#..
..#..
..#..
#.#.#
.###.
..#..

U+00D7
...
...
#.#
.#.
#.#

U+2026
.....
.....
.....
.....
.....
.....
#.#.#

U+00B7
.
.
.
#

U+00B0
.#.
#.#
.#.

U+2022
...
...
...
.#.
###
.#.

U+FFFD
####
#..#
#..#
#..#
#..#
#..#
####
"""


@dataclass(frozen=True)
class Glyph:
    """One character's pixels: ``rows`` of ``#`` and ``.``, all ``GLYPH_HEIGHT`` tall."""

    char: str
    rows: tuple[str, ...]

    @property
    def width(self) -> int:
        return len(self.rows[0])

    @property
    def advance(self) -> int:
        """How far the pen moves after this glyph: its width plus the spacing."""
        return self.width + SPACING


def _char(name: str) -> str:
    if name in _NAMES:
        return _NAMES[name]
    if name.startswith("U+") and len(name) > 2:
        return chr(int(name[2:], 16))
    if len(name) != 1:
        raise ValueError(f"glyph name {name!r} is not a character, 'space', 'backslash' or U+XXXX")
    return name


def parse(sheet: str) -> dict[str, Glyph]:
    """The glyphs of ``sheet`` (blocks separated by blank lines), in the sheet's order."""
    glyphs: dict[str, Glyph] = {}
    for block in sheet.strip("\n").split("\n\n"):
        name, *rows = block.split("\n")
        char = _char(name)
        if char in glyphs:
            raise ValueError(f"glyph {name!r} is drawn twice")
        if not rows or len(rows) > GLYPH_HEIGHT:
            raise ValueError(f"glyph {name!r} has {len(rows)} rows, want 1 to {GLYPH_HEIGHT}")
        width = len(rows[0])
        if any(len(row) != width for row in rows) or set("".join(rows)) - set("#."):
            raise ValueError(f"glyph {name!r}: rows differ in width or use other than '#' and '.'")
        rows += ["." * width] * (GLYPH_HEIGHT - len(rows))
        glyphs[char] = Glyph(char, tuple(rows))
    return glyphs


GLYPHS: dict[str, Glyph] = parse(GLYPH_SHEET)


def sheet_pixels() -> tuple[int, int, list[RGBA]]:
    """Every glyph side by side in ``GLYPHS`` order: (width, height, row-major pixels)."""
    width = sum(glyph.width for glyph in GLYPHS.values())
    pixels: list[RGBA] = []
    for y in range(GLYPH_HEIGHT):
        for glyph in GLYPHS.values():
            pixels.extend(INK if cell == "#" else CLEAR for cell in glyph.rows[y])
    return width, GLYPH_HEIGHT, pixels


def metrics() -> dict[str, Any]:
    """What ``font.json`` holds: the face's measures and each glyph's column and width."""
    x = 0
    places: dict[str, list[int]] = {}
    for char, glyph in GLYPHS.items():
        places[char] = [x, glyph.width]
        x += glyph.width
    return {
        "file": "font.png",
        "height": GLYPH_HEIGHT,
        "baseline": BASELINE,
        "pad_top": PAD_TOP,
        "pad_bottom": PAD_BOTTOM,
        "spacing": SPACING,
        "fallback": FALLBACK,
        "glyphs": places,
    }
