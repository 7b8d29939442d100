"""Rectangle arithmetic the drawing code shares."""

from __future__ import annotations

import pygame


def around(outer: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``outer`` less ``hole`` (inside it, or empty) as at most four rectangles."""
    if not hole:
        return [outer]
    return [
        rect
        for rect in (
            pygame.Rect(outer.x, outer.y, outer.width, hole.y - outer.y),
            pygame.Rect(outer.x, hole.bottom, outer.width, outer.bottom - hole.bottom),
            pygame.Rect(outer.x, hole.y, hole.x - outer.x, hole.height),
            pygame.Rect(hole.right, hole.y, outer.right - hole.right, hole.height),
        )
        if rect.width > 0 and rect.height > 0
    ]
