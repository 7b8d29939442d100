"""Text: the game's own pixel font (``assets/tiles/font.png``), drawn at whole scales, cached.

Every text the game shows goes through here. A size (the numbers the layout hands out)
picks a whole-pixel scale of the one face (``glyphs.scale``); a string is drawn once at
scale 1 from the glyph image, tinted, then scaled up without smoothing, and the result is
kept, so a frame that shows the same text again only blits it. Measures come from
``glyphs`` (no pygame needed): a line's width is the sum of its glyph advances.

Where text belongs is said with ``inside(surface, box)`` around the code that draws it (a
panel's frame, a modal's box, a button); ``recording()`` keeps every text drawn, with the
boxes it was drawn inside, for tests that check that no text leaves its box.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache

import pygame

from game.ui import glyphs
from game.ui.theme import Color

_RENDERED_LIMIT = 4096


class PixelFont:
    """The face at one scale, with the few pygame.font.Font methods callers use."""

    def __init__(self, scale: int) -> None:
        self.scale = scale

    def size(self, line: str) -> tuple[int, int]:
        return glyphs.face().advance_sum(line) * self.scale, self.get_linesize()

    def get_linesize(self) -> int:
        return glyphs.face().line * self.scale

    def get_height(self) -> int:
        return self.get_linesize()

    def render(
        self,
        line: str,
        antialias: bool = False,
        color: Color = (255, 255, 255),
        background: Color | None = None,
        wraplength: int = 0,
    ) -> pygame.Surface:
        """``line`` drawn in ``color`` (never smoothed: ``antialias`` is ignored), broken into
        lines no wider than ``wraplength`` when it is given."""
        if wraplength > 0 or "\n" in line:
            lines = [
                part
                for paragraph in line.split("\n")
                for part in (
                    wrap(paragraph, self.scale * glyphs.SIZE_STEP, wraplength)
                    if wraplength > 0
                    else (paragraph,)
                )
            ]
            image = _stacked(
                [render_scaled(part, self.scale, color) for part in lines], self.get_linesize()
            )
        else:
            image = render_scaled(line, self.scale, color)
        if background is None:
            return image
        backed = pygame.Surface(image.get_size())
        backed.fill(background)
        backed.blit(image, (0, 0))
        return backed


def reset() -> None:
    """Forget fonts, rendered text and measurements (pygame was restarted: old surfaces are
    invalid), and what else kept pictures asked to be told (``on_reset``)."""
    for cached in (font, render, render_scaled, render_wrapped, fit, wrap, _glyph_image, _glyph):
        cached.cache_clear()
    for forget in _on_reset:
        forget()


_on_reset: list[Callable[[], object]] = []


def on_reset(forget: Callable[[], object]) -> None:
    """Call ``forget`` at every ``reset`` (a cache of pictures made with text)."""
    _on_reset.append(forget)


@cache
def font(size: int) -> PixelFont:
    """The pixel font at the scale ``size`` picks, made once."""
    return PixelFont(glyphs.scale(size))


@cache
def _glyph_image() -> pygame.Surface:
    """The glyph strip, white on transparent, as pygame loaded it."""
    return pygame.image.load(str(glyphs.face().image))


@lru_cache(maxsize=_RENDERED_LIMIT)
def _glyph(char: str, scale: int, color: Color) -> pygame.Surface:
    """One glyph cut from the strip (the fallback box for a character the font lacks), tinted
    and scaled up without smoothing, in the display's format; strings are put together from
    these, so a new string costs one blit per character."""
    face = glyphs.face()
    left, wide = face.place(char)
    glyph = _glyph_image().subsurface(pygame.Rect(left, 0, wide, face.height)).copy()
    glyph.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    if scale != 1:
        glyph = pygame.transform.scale(glyph, (wide * scale, face.height * scale))
    return _ready(glyph)


def _ready(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=_RENDERED_LIMIT)
def render_scaled(line: str, scale: int, color: Color) -> pygame.Surface:
    """``line`` in ``color`` at a whole ``scale``, one line tall; cached, do not draw on it."""
    face = glyphs.face()
    image = pygame.Surface(
        (max(1, face.advance_sum(line) * scale), face.line * scale), pygame.SRCALPHA
    )
    pens: list[tuple[pygame.Surface, tuple[int, int]]] = []
    x, top, gap = 0, face.pad_top * scale, face.spacing * scale
    for char in line:
        glyph = _glyph(char, scale, color)
        pens.append((glyph, (x, top)))
        x += glyph.get_width() + gap
    image.fblits(pens)
    return image


@lru_cache(maxsize=_RENDERED_LIMIT)
def render(text: str, size: int, color: Color) -> pygame.Surface:
    """``text`` (one line) drawn in ``color`` at ``size``; cached, so do not draw onto it."""
    return render_scaled(text, glyphs.scale(size), color)


@lru_cache(maxsize=256)
def render_wrapped(text: str, size: int, color: Color, max_width: int) -> pygame.Surface:
    """``text`` in lines no wider than ``max_width`` (broken at spaces and at ``\\n``), as one
    surface; cached, so do not draw onto the result."""
    lines = [line for paragraph in text.split("\n") for line in wrap(paragraph, size, max_width)]
    return _stacked([render(line, size, color) for line in lines], line_height(size))


def _stacked(images: list[pygame.Surface], step: int) -> pygame.Surface:
    """Lines of text one under the other, ``step`` pixels apart, as one surface."""
    out = pygame.Surface(
        (max(1, *(image.get_width() for image in images)), step * len(images)), pygame.SRCALPHA
    )
    for row, image in enumerate(images):
        out.blit(image, (0, row * step))
    return _ready(out)


class TextBox:
    """Where text drawn on ``surface`` belongs: ``rect``, or what ``area`` gives once the text
    is drawn (a modal knows its box only once it has laid itself out); None: anywhere."""

    def __init__(self, surface: pygame.Surface, area: Area, name: str) -> None:
        self.surface = surface
        self.name = name
        self._area = area
        self.rect: pygame.Rect | None = area if isinstance(area, pygame.Rect) else None

    def settle(self) -> None:
        """Read the box's rect, now that what it holds is drawn."""
        if callable(self._area):
            area = self._area()
            self.rect = None if area is None else pygame.Rect(area)


Area = pygame.Rect | Callable[[], pygame.Rect | None] | None


@dataclass(frozen=True)
class Written:
    """One text drawn while ``recording``: where (on ``surface``), what, at which size, and the
    boxes open on that surface then, outermost first."""

    surface: pygame.Surface
    rect: pygame.Rect
    words: str
    size: int
    boxes: tuple[TextBox, ...]


_written: list[Written] | None = None
_open: list[TextBox] = []


@contextmanager
def recording() -> Iterator[list[Written]]:
    """Keep every text drawn in the block (tests)."""
    global _written
    before, _written = _written, []
    try:
        yield _written
    finally:
        _written = before


def recording_now() -> bool:
    """Texts drawn are being kept (``recording``): every one must really be drawn."""
    return _written is not None


@contextmanager
def inside(surface: pygame.Surface, area: Area, name: str = "") -> Iterator[None]:
    """Text drawn on ``surface`` in the block belongs in ``area`` (a rect, or a function that
    gives it after the block). Costs nothing unless ``recording``."""
    if _written is None:
        yield
        return
    box = TextBox(surface, area, name)
    _open.append(box)
    try:
        yield
    finally:
        _open.remove(box)
        box.settle()


def _wrote(surface: pygame.Surface, rect: pygame.Rect, words: str, size: int) -> None:
    if _written is not None:
        boxes = tuple(box for box in _open if box.surface is surface)
        _written.append(Written(surface, rect.copy(), words, size, boxes))


def width(text: str, size: int) -> int:
    """Width in screen pixels of ``text`` at ``size``: the sum of its glyph advances."""
    return glyphs.width(text, size)


def line_height(size: int) -> int:
    return glyphs.line_height(size)


@lru_cache(maxsize=4096)
def fit(text: str, size: int, max_width: int) -> str:
    """``text``, shortened with an ellipsis if it is wider than ``max_width`` pixels."""
    if width(text, size) <= max_width:
        return text
    while text and width(text + "...", size) > max_width:
        text = text[:-1]
    return text.rstrip() + "..."


def blit(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` point (a Rect attribute name) at ``pos``."""
    image = render(text, size, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    _wrote(surface, rect, text, size)
    return rect


def blit_glyphs(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
) -> pygame.Rect:
    """``blit``, glyph by glyph straight onto ``surface``: for texts that are new in most
    frames (the numbers of a long list being scrolled), where making and keeping a picture of
    each would cost more than drawing it. The same pixels as ``blit``."""
    face = glyphs.face()
    scale = glyphs.scale(size)
    rect = pygame.Rect(0, 0, max(1, glyphs.width(text, size)), face.line * scale)
    setattr(rect, anchor, pos)
    x, top, gap = rect.x, rect.y + face.pad_top * scale, face.spacing * scale
    pens: list[tuple[pygame.Surface, tuple[int, int]]] = []
    for char in text:
        glyph = _glyph(char, scale, color)
        pens.append((glyph, (x, top)))
        x += glyph.get_width() + gap
    surface.fblits(pens)
    _wrote(surface, rect, text, size)
    return rect


def shadowed(
    surface: pygame.Surface,
    text: str,
    size: int,
    color: Color,
    pos: tuple[int, int],
    anchor: str = "topleft",
    offset: int | None = None,
) -> pygame.Rect:
    """Text with a dark drop shadow one font pixel down and right, for titles and text over
    the map."""
    x, y = pos
    offset = glyphs.scale(size) if offset is None else offset
    shadow = render(text, size, (0, 0, 0))
    surface.blit(shadow, shadow.get_rect(**{anchor: (x + offset, y + offset)}))
    drawn = blit(surface, text, size, color, pos, anchor)
    if _written is not None:  # the shadow is part of it
        _written[-1] = Written(
            surface, drawn.union(drawn.move(offset, offset)), text, size, _written[-1].boxes
        )
    return drawn


def blit_image(
    surface: pygame.Surface,
    image: pygame.Surface,
    pos: tuple[int, int],
    words: str,
    size: int,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw ``image``, text already rendered (``render_wrapped``...), as ``blit`` draws text."""
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    _wrote(surface, rect, words, size)
    return rect


@lru_cache(maxsize=4096)
def wrap(text: str, size: int, max_width: int) -> tuple[str, ...]:
    """``text`` broken into lines no wider than ``max_width`` (long words are cut); cached."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}" if current else word
        if width(candidate, size) <= max_width:
            current = candidate
            continue
        if current:
            lines.append(current)
        while width(word, size) > max_width and len(word) > 1:
            cut = len(word)
            while cut > 1 and width(word[:cut], size) > max_width:
                cut -= 1
            lines.append(word[:cut])
            word = word[cut:]
        current = word
    if current or not lines:
        lines.append(current)
    _no_widow(lines, size, max_width)
    return tuple(lines)


def _no_widow(lines: list[str], size: int, max_width: int) -> None:
    """A last line of one word takes the word before it too, where that fits ("Start a new
    one and / end it?", not "Start a new one and end / it?")."""
    if len(lines) < 2 or " " in lines[-1] or " " not in lines[-2]:
        return
    head, moved = lines[-2].rsplit(" ", 1)
    joined = f"{moved} {lines[-1]}"
    if width(joined, size) <= max_width:
        lines[-2:] = [head, joined]
