"""Small drawing helpers shared by panels and screens: framed boxes, bars, icon rows."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.tileset import Tileset


def framed(
    surface: pygame.Surface, tileset: Tileset, rect: pygame.Rect, scale: int = 2
) -> pygame.Rect:
    """The 9-slice frame drawn over ``rect``; returns its inside (where text belongs)."""
    surface.blit(tileset.frame(rect.width, rect.height, scale), rect)
    border = tileset.frame_slice * scale
    return rect.inflate(-2 * border, -2 * border)


def bar(
    surface: pygame.Surface,
    rect: pygame.Rect,
    value: int,
    maximum: int,
    color: theme.Color,
    back: theme.Color,
    label: str,
    font: int,
) -> None:
    """A filled bar with a centred label, e.g. the HP bar."""
    pygame.draw.rect(surface, (0, 0, 0), rect.inflate(2, 2))
    pygame.draw.rect(surface, back, rect)
    if maximum > 0 and value > 0:
        fill = rect.copy()
        fill.width = max(1, round(rect.width * min(value, maximum) / maximum))
        pygame.draw.rect(surface, color, fill)
        highlight = fill.copy()
        highlight.height = max(1, rect.height // 4)
        lighter = tuple(min(255, c + 40) for c in color)
        pygame.draw.rect(surface, lighter, highlight)
    text.shadowed(surface, label, font, theme.TEXT, rect.center, anchor="center")


def icon_text(
    surface: pygame.Surface,
    tileset: Tileset,
    icon: str,
    size: int,
    label: str,
    font: int,
    color: theme.Color,
    pos: tuple[int, int],
) -> int:
    """An icon then a label, vertically centred on ``pos[1]``; returns the x after the label."""
    x, y = pos
    image = tileset.get(icon, size)
    surface.blit(image, image.get_rect(midleft=(x, y)))
    drawn = text.blit(
        surface, label, font, color, (x + size + max(4, size // 4), y), anchor="midleft"
    )
    return drawn.right


def lerp(a: theme.Color, b: theme.Color, t: float) -> theme.Color:
    """Colour between ``a`` (t=0) and ``b`` (t=1)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]
