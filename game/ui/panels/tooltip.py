"""A framed box of text lines near a point, kept inside the window: hover tooltips, target info."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import text, theme
from game.ui.tileset import Tileset

Line = tuple[str, theme.Color]


def tooltip_size(lines: Sequence[Line], font: int, pad: int) -> tuple[int, int]:
    """The box for ``lines`` with ``pad`` pixels all round (the frame's border included)."""
    width = max((text.width(line, font) for line, _ in lines), default=0)
    return width + 2 * pad, text.line_height(font) * len(lines) + 2 * pad


def draw_tooltip(surface: pygame.Surface, tileset: Tileset, lines: Sequence[Line],
                 anchor: tuple[int, int], font: int, pad: int = 8,
                 frame_scale: int = 2) -> pygame.Rect:
    """Draw ``lines`` in a framed box below-right of ``anchor`` (flipped to stay on screen);
    ``pad`` is the room between the frame's border and the text."""
    if not lines:
        return pygame.Rect(anchor, (0, 0))
    pad += tileset.frame_slice * frame_scale  # the text starts inside the border, not on it
    w, h = tooltip_size(lines, font, pad)
    box = pygame.Rect(anchor[0] + 12, anchor[1] + 12, w, h)
    bounds = surface.get_rect()
    if box.right > bounds.right:
        box.right = anchor[0] - 12
    if box.bottom > bounds.bottom:
        box.bottom = anchor[1] - 12
    box.clamp_ip(bounds)
    surface.blit(tileset.frame(w, h, frame_scale), box)
    y = box.y + pad
    for line, color in lines:
        text.blit(surface, line, font, color, (box.x + pad, y))
        y += text.line_height(font)
    return box
