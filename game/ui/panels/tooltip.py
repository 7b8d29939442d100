"""A framed box of text lines near a point, kept inside the window: hover tooltips, target info.

A line is its words and colour; words that are ``Glyphed`` (a property's line: "Flame: burns
what it strikes...") are drawn after a small picture, the glyph, at the start of the line.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import text, theme
from game.ui.memo import Same
from game.ui.tileset import Tileset

Line = tuple[str, theme.Color]


class Glyphed(str):
    """Words drawn after the tile ``glyph`` (a property's "prop_flame"): a ``str`` still, so
    every list of lines, and every test, reads them as the words they are."""

    glyph: str

    def __new__(cls, words: str, glyph: str) -> Glyphed:
        made = super().__new__(cls, words)
        made.glyph = glyph
        return made


def glyph_of(words: str) -> str | None:
    """The glyph drawn before ``words``, if any."""
    return getattr(words, "glyph", None)


def glyph_size(font: int) -> int:
    """A glyph's side beside text at ``font``: whole multiples of the 16 px art, no taller
    than the line."""
    return 16 * max(1, text.line_height(font) // 16)


def indent(words: str, font: int) -> int:
    """Where the words of a line start after its glyph (0: no glyph)."""
    if glyph_of(words) is None:
        return 0
    return glyph_size(font) + max(2, glyph_size(font) // 4)


def line_width(words: str, font: int) -> int:
    """A line's width: its glyph and its words."""
    return indent(words, font) + text.width(words, font)


def fit_line(words: str, font: int, room: int) -> str:
    """``words`` cut to ``room`` pixels (``text.fit``), its glyph kept."""
    glyph = glyph_of(words)
    fitted = text.fit(str(words), font, max(0, room - indent(words, font)))
    return fitted if glyph is None else Glyphed(fitted, glyph)


def wrap_line(words: str, font: int, room: int) -> list[str]:
    """``words`` broken into pieces no wider than ``room``: the first keeps the glyph, the
    rest start where its words did (indented as far)."""
    glyph = glyph_of(words)
    if glyph is None:
        return list(text.wrap(str(words), font, room))
    pieces = text.wrap(str(words), font, max(1, room - indent(words, font)))
    return [Glyphed(piece, glyph if index == 0 else "") for index, piece in enumerate(pieces)]


#: Glyphs that are a corner of a badge (in the art's 16 px): that corner, enlarged, is drawn.
BADGE_CORNERS: dict[str, tuple[int, int, int, int]] = {"badge_runed": (0, 0, 8, 8)}


def glyph_image(tileset: Tileset, glyph: str, size: int) -> pygame.Surface:
    """Tile ``glyph`` at ``size`` px; a badge's corner (``BADGE_CORNERS``) filling it."""
    corner = BADGE_CORNERS.get(glyph)
    if corner is None:
        return tileset.get(glyph, size)
    big = tileset.get(glyph, 2 * size)  # the corner is half the tile: twice the size
    return big.subsurface(pygame.Rect(*(v * 2 * size // 16 for v in corner)))


def draw_line(
    surface: pygame.Surface,
    tileset: Tileset,
    words: str,
    font: int,
    color: theme.Color,
    pos: tuple[int, int],
    once: bool = False,
) -> pygame.Rect:
    """One line at ``pos`` (its top-left): the glyph, centred on the line, then the words;
    returns the rect of the words. ``once``: words unlikely to be shown again (a new turn
    count), put glyph by glyph rather than kept as a picture (the same pixels)."""
    glyph = glyph_of(words)
    x, y = pos
    if glyph is not None:
        if glyph and tileset.has(glyph):
            image = glyph_image(tileset, glyph, glyph_size(font))
            surface.blit(image, image.get_rect(midleft=(x, y + text.line_height(font) // 2)))
        x += indent(words, font)
    put = text.blit_glyphs if once else text.blit
    return put(surface, str(words), font, color, (x, y))


#: A tooltip's text is no wider than this many times its font size (28 * 20 = 560 px at the
#: 1x interface): longer lines (a property's or an artefact's words) are wrapped.
READABLE_EMS = 28


def wrap_lines(lines: Sequence[Line], font: int, room: int) -> list[Line]:
    """``lines`` with each one wider than ``room`` broken into pieces of its colour."""
    out: list[Line] = []
    for line, color in lines:
        if line_width(line, font) <= room:
            out.append((line, color))
        else:
            out += [(piece, color) for piece in wrap_line(line, font, room)]
    return out


def tooltip_size(lines: Sequence[Line], font: int, pad: int) -> tuple[int, int]:
    """The box for ``lines`` with ``pad`` pixels all round (the frame's border included)."""
    width = max((line_width(line, font) for line, _ in lines), default=0)
    return width + 2 * pad, text.line_height(font) * len(lines) + 2 * pad


def draw_tooltip(
    surface: pygame.Surface,
    tileset: Tileset,
    lines: Sequence[Line],
    anchor: tuple[int, int],
    font: int,
    pad: int = 8,
    frame_scale: int = 2,
    avoid: pygame.Rect | None = None,
    bounds: pygame.Rect | None = None,
) -> pygame.Rect:
    """Draw ``lines`` in a framed box below-right of ``anchor`` (flipped to stay inside
    ``bounds``, by default the surface, or the surface when the box is bigger than ``bounds``;
    and to another corner of the pointer if it would cover ``avoid``: the hero on the map);
    ``pad`` is the room between the frame's border and the text."""
    if not lines:
        return pygame.Rect(anchor, (0, 0))
    pad += tileset.frame_slice * frame_scale  # the text starts inside the border, not on it
    room = min(READABLE_EMS * font, surface.get_width() - 2 * pad - 4)
    key = (
        Same(tileset),
        tuple((str(line), glyph_of(line), color) for line, color in lines),
        font,
        pad,
        frame_scale,
        room,
    )
    picture = None if text.recording_now() else _PICTURES.get(key)
    if picture is None:
        lines = wrap_lines(lines, font, max(1, room))
        w, h = tooltip_size(lines, font, pad)
    else:
        w, h = picture.get_size()
    if bounds is None or w > bounds.width or h > bounds.height:  # too big for them: the window
        bounds = surface.get_rect()
    box = tooltip_box(anchor, (w, h), bounds, avoid)
    if picture is not None:
        surface.blit(picture, box)
        return box
    surface.blit(tileset.frame(w, h, frame_scale), box)
    y = box.y + pad
    border = tileset.frame_slice * frame_scale
    with text.inside(surface, box.inflate(-2 * border, -2 * border), "tooltip"):
        for line, color in lines:
            draw_line(surface, tileset, line, font, color, (box.x + pad, y))
            y += text.line_height(font)
    if not text.recording_now() and surface.get_rect().contains(box):
        if len(_PICTURES) >= PICTURES:
            del _PICTURES[next(iter(_PICTURES))]  # the oldest
        _PICTURES[key] = surface.subsurface(box).copy()  # the frame is opaque: all of it
    return box


#: Tooltips drawn lately, by what they show, as pictures (a hover shows the same one frame
#: after frame, and again when a window over the game closes).
PICTURES = 16
_PICTURES: dict[tuple, pygame.Surface] = {}
text.on_reset(_PICTURES.clear)


def tooltip_box(
    anchor: tuple[int, int],
    size: tuple[int, int],
    bounds: pygame.Rect,
    avoid: pygame.Rect | None = None,
) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: below-right of ``anchor``, flipped to stay inside
    ``bounds``; if that covers ``avoid``, the first other corner of the pointer that does
    not; else (a box too big for any corner) the usual place moved down or up just clear of
    ``avoid``, if it still fits; else the usual place."""
    w, h = size
    box = pygame.Rect(anchor[0] + 12, anchor[1] + 12, w, h)
    if box.right > bounds.right:
        box.right = anchor[0] - 12
    if box.bottom > bounds.bottom:
        box.bottom = anchor[1] - 12
    box.clamp_ip(bounds)
    if avoid is None or not box.colliderect(avoid):
        return box
    for right, below in ((False, True), (True, False), (False, False)):
        other = pygame.Rect(0, 0, w, h)
        if right:
            other.left = anchor[0] + 12
        else:
            other.right = anchor[0] - 12
        if below:
            other.top = anchor[1] + 12
        else:
            other.bottom = anchor[1] - 12
        if bounds.contains(other) and not other.colliderect(avoid):
            return other
    for below in (True, False):
        other = box.copy()
        if below:
            other.top = max(other.top, avoid.bottom + 2)
        else:
            other.bottom = min(other.bottom, avoid.top - 2)
        if bounds.contains(other) and not other.colliderect(avoid):
            return other
    return box
