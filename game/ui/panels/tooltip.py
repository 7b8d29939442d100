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
                 frame_scale: int = 2, avoid: pygame.Rect | None = None,
                 bounds: pygame.Rect | None = None) -> pygame.Rect:
    """Draw ``lines`` in a framed box below-right of ``anchor`` (flipped to stay inside
    ``bounds``, by default the surface, or the surface when the box is bigger than ``bounds``;
    and to another corner of the pointer if it would cover ``avoid``: the hero on the map);
    ``pad`` is the room between the frame's border and the text."""
    if not lines:
        return pygame.Rect(anchor, (0, 0))
    pad += tileset.frame_slice * frame_scale  # the text starts inside the border, not on it
    w, h = tooltip_size(lines, font, pad)
    if bounds is None or w > bounds.width or h > bounds.height:  # too big for them: the window
        bounds = surface.get_rect()
    box = tooltip_box(anchor, (w, h), bounds, avoid)
    surface.blit(tileset.frame(w, h, frame_scale), box)
    y = box.y + pad
    border = tileset.frame_slice * frame_scale
    with text.inside(surface, box.inflate(-2 * border, -2 * border), "tooltip"):
        for line, color in lines:
            text.blit(surface, line, font, color, (box.x + pad, y))
            y += text.line_height(font)
    return box


def tooltip_box(anchor: tuple[int, int], size: tuple[int, int], bounds: pygame.Rect,
                avoid: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip of ``size`` goes: below-right of ``anchor``, flipped to stay inside
    ``bounds``; if that covers ``avoid``, the first other corner of the pointer that does
    not (else the usual place)."""
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
    return box
