"""A panel that redraws into its own surface only when what it shows changes."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import text
from game.ui.pixels import display_surface


class CachedPanel:
    """Subclasses give ``signature(...)`` (cheap, read from the state every frame) and
    ``render(surface, ...)`` (slow, run only when the signature or the size changed).

    A render that changed only part of the panel says so in ``changed_part`` (panel
    coordinates; None: all of it): only that part is then copied on.
    Hit regions recorded by ``render`` are in panel coordinates; ``to_screen`` moves them.
    """

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._key: Any = None
        self.origin = (0, 0)
        self.changed_part: pygame.Rect | None = None
        #: Where the panel's text belongs on its surface (inside its frame), once rendered.
        self.text_area: pygame.Rect | None = None
        #: While ``render`` runs within ``draw``: the signature ``draw`` just read, which the
        #: render may take what it shows from instead of reading the state again.
        self.signed: Any = None

    def signature(self, *args: Any) -> Any:
        raise NotImplementedError

    def render(self, surface: pygame.Surface, *args: Any) -> None:
        raise NotImplementedError

    def draw(
        self, target: pygame.Surface, rect: pygame.Rect, *args: Any, keep: bool = False
    ) -> pygame.Rect | None:
        """Blit the panel into ``rect``, re-rendering it first if what it shows changed.

        With ``keep``, ``target`` is a backdrop that still holds the last blit: nothing is
        blitted unless the panel changed or moved, and of a change only its part. Returns
        the rectangle of ``target`` it blitted, or None.
        """
        key = (tuple(rect.size), self.signature(*args))
        if self._surface is None or self._surface.get_size() != rect.size:
            # off the 16-byte grid, so its parts copy with memcpy (``game.ui.pixels``)
            self._surface = display_surface(rect.size)
            self._key = None
        changed = key != self._key
        if changed:
            self.changed_part = None
            self.signed = key[1]
            try:
                if text.recording_now():
                    with text.inside(self._surface, lambda: self.text_area, type(self).__name__):
                        self.render(self._surface, *args)
                else:  # the usual case: no block to open (a generator's context costs ~3 us)
                    self.render(self._surface, *args)
            finally:
                self.signed = None
            self._key = key
        if keep and self.origin == rect.topleft:
            if not changed:
                return None
            if self.changed_part is not None:
                part = self.changed_part.clip(self._surface.get_rect())
                return target.blit(self._surface, part.move(rect.topleft), part)
        self.origin = rect.topleft
        return target.blit(self._surface, rect)

    def to_screen(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(self.origin)
