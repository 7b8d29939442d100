"""Text: pygame's bundled default font at a few sizes, rendered surfaces cached.

Rendering text is the slowest thing a frame does, so every (text, size, colour) is
rendered once and reused. The bundled font needs no system fonts.
"""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from game.ui.theme import Color

_RENDERED_LIMIT = 4096


def reset() -> None:
    """Forget fonts, rendered text and measurements (pygame was restarted: old fonts are
    invalid)."""
    for cached in (font, render, render_wrapped, fit, wrap):
        cached.cache_clear()


@cache
def font(size: int) -> pygame.font.Font:
    """pygame's default font at ``size``, loaded once."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(None, size)


def _ready(surface: pygame.Surface) -> pygame.Surface:
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


@lru_cache(maxsize=_RENDERED_LIMIT)
def render(text: str, size: int, color: Color) -> pygame.Surface:
    """``text`` drawn antialiased in ``color``; cached, so do not draw onto the result."""
    return _ready(font(size).render(text, True, color))


@lru_cache(maxsize=256)
def render_wrapped(text: str, size: int, color: Color, max_width: int) -> pygame.Surface:
    """``text`` in lines no wider than ``max_width`` (pygame-ce wraps it, breaking at spaces
    and at ``\n``), as one surface; cached, so do not draw onto the result."""
    return _ready(font(size).render(text, True, color, wraplength=max(1, max_width)))


def width(text: str, size: int) -> int:
    return font(size).size(text)[0]


def line_height(size: int) -> int:
    return font(size).get_linesize()


@lru_cache(maxsize=4096)
def fit(text: str, size: int, max_width: int) -> str:
    """``text``, shortened with an ellipsis if it is wider than ``max_width`` pixels."""
    if width(text, size) <= max_width:
        return text
    while text and width(text + "...", size) > max_width:
        text = text[:-1]
    return text.rstrip() + "..."


def blit(surface: pygame.Surface, text: str, size: int, color: Color, pos: tuple[int, int],
         anchor: str = "topleft") -> pygame.Rect:
    """Draw ``text`` with its ``anchor`` point (a Rect attribute name) at ``pos``."""
    image = render(text, size, color)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def shadowed(surface: pygame.Surface, text: str, size: int, color: Color, pos: tuple[int, int],
             anchor: str = "topleft", offset: int = 1) -> pygame.Rect:
    """Text with a dark drop shadow, for titles and text over the map."""
    x, y = pos
    blit(surface, text, size, (0, 0, 0), (x + offset, y + offset), anchor)
    return blit(surface, text, size, color, pos, anchor)


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
    return tuple(lines)
