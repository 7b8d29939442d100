"""Text: pygame's bundled default font at a few sizes, rendered surfaces cached.

Rendering text is the slowest thing a frame does, so every (text, size, colour) is
rendered once and reused. The bundled font needs no system fonts.
"""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import pygame

from game.ui.theme import Color

_FONTS: dict[int, pygame.font.Font] = {}
_CACHE: OrderedDict[tuple[str, int, Color], pygame.Surface] = OrderedDict()
_CACHE_LIMIT = 4096


def reset() -> None:
    """Forget fonts and rendered text (pygame was restarted: old fonts are invalid)."""
    _FONTS.clear()
    _CACHE.clear()


def font(size: int) -> pygame.font.Font:
    """pygame's default font at ``size``, loaded once."""
    found = _FONTS.get(size)
    if found is None:
        if not pygame.font.get_init():
            pygame.font.init()
        found = _FONTS[size] = pygame.font.Font(None, size)
    return found


def render(text: str, size: int, color: Color) -> pygame.Surface:
    """``text`` drawn antialiased in ``color``; cached, so do not draw onto the result."""
    key = (text, size, color)
    surface = _CACHE.get(key)
    if surface is not None:
        _CACHE.move_to_end(key)
        return surface
    surface = font(size).render(text, True, color)
    if pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    _CACHE[key] = surface
    if len(_CACHE) > _CACHE_LIMIT:
        _CACHE.popitem(last=False)
    return surface


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
