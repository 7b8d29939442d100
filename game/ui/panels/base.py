"""A panel that redraws into its own surface only when what it shows changes."""

from __future__ import annotations

from typing import Any

import pygame


class CachedPanel:
    """Subclasses give ``signature(...)`` (cheap, read from the state every frame) and
    ``render(surface, ...)`` (slow, run only when the signature or the size changed).

    Hit regions recorded by ``render`` are in panel coordinates; ``to_screen`` moves them.
    """

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: Any = None
        self.origin = (0, 0)

    def signature(self, *args: Any) -> Any:
        raise NotImplementedError

    def render(self, surface: pygame.Surface, *args: Any) -> None:
        raise NotImplementedError

    def draw(self, target: pygame.Surface, rect: pygame.Rect, *args: Any,
             keep: bool = False) -> bool:
        """Blit the panel into ``rect``, re-rendering it first if what it shows changed.

        With ``keep``, ``target`` is a backdrop that still holds the last blit: nothing is
        blitted unless the panel changed or moved. Returns True when it blitted.
        """
        key = (tuple(rect.size), self.signature(*args))
        if self._surface is None or self._surface.get_size() != rect.size:
            self._surface = pygame.Surface(rect.size)
            if pygame.display.get_surface() is not None:
                self._surface = self._surface.convert()
            self._key = None
        changed = key != self._key
        if changed:
            self.render(self._surface, *args)
            self._key = key
        if keep and not changed and self.origin == rect.topleft:
            return False
        self.origin = rect.topleft
        target.blit(self._surface, rect)
        return True

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(self.origin)
