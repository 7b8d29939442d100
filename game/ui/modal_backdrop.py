"""What a modal costs: the dimmed picture under it is made once, the dialog drawn on change.

The app draws the screens under the top modal, and the shade the modal casts, into a
backdrop surface only when what is under it changed (its ``under_key``: the window's size,
the screens below, the game's revision, ...). The finished frame (backdrop plus dialog) is kept
too and drawn again only when the dialog's ``look`` changed (an event reached it, the game
changed); then only the dialog's box, old and new, differs from the frame before. A modal draws
only inside its ``box`` (its frame, title, content and hint); the tests compare every screen
with the plain drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui.rects import around
from game.ui.screens.base import paint

if TYPE_CHECKING:
    from game.ui.host import Layer
    from game.ui.screens.base import Modal


def _same_format(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface


class ModalBackdrop:
    """The cached backdrop and composed frame of the modal on top of the stack."""

    def __init__(self) -> None:
        self.under: pygame.Surface | None = None
        self.under_key: Hashable = None
        self.composed: pygame.Surface | None = None
        self.look: Hashable = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.shown_on: int | None = None  # id of the surface the composed frame was put on

    def _changes(self, top: Modal) -> list[pygame.Rect] | None:
        """The rectangles ``top`` drew again over its last frame if it can draw only what
        changed (a ``draw_changes`` method, as the item lists have), else None."""
        redraw = getattr(top, "draw_changes", None)
        if redraw is None:
            return None
        assert self.composed is not None
        top.shaded_below = True
        try:
            return paint(top, self.composed, redraw)  # type: ignore[return-value]
        finally:
            top.shaded_below = False

    def forget(self) -> None:
        """Drop both pictures (the next modal frame is drawn in full)."""
        self.under_key = self.look = self.shown_on = None

    def draw(self, surface: pygame.Surface, below: Sequence[Layer], top: Modal,
             under_key: Hashable, look: Hashable,
             draw_below: Callable[[pygame.Surface], None] | None = None
             ) -> list[pygame.Rect] | None:
        """Put the frame of ``top`` over ``below`` on ``surface``; the rectangles that changed
        on it ([] none, None the whole surface)."""
        size = surface.get_size()
        if self.under is None or self.under.get_size() != size:
            self.under, self.composed = _same_format(size), _same_format(size)
            self.forget()
        assert self.composed is not None
        fresh_under = under_key != self.under_key
        if fresh_under:
            if draw_below is not None:
                draw_below(self.under)
            else:
                for screen in below:
                    paint(screen, self.under)
            top.cast_shade(self.under)
            self.under_key = under_key
        look = (under_key, look)
        same_surface = self.shown_on == id(surface)
        if look == self.look and same_surface:
            return []
        old_box = self.box
        changes = None if fresh_under or look == self.look else self._changes(top)
        if changes is not None:  # the dialog drew only what changed, over its last self
            self.look = look
            if not same_surface:
                surface.blit(self.composed, (0, 0))
                self.shown_on = id(surface)
                return None
            for rect in changes:
                surface.blit(self.composed, rect, rect)
            return changes
        if fresh_under or look != self.look:
            if fresh_under:
                self.composed.blit(self.under, (0, 0))
            top.shaded_below = True
            try:
                paint(top, self.composed)  # its opaque frame first: it covers its old self
            finally:
                top.shaded_below = False
            self.box = top.box.copy()
            if not fresh_under:  # a modal draws inside its box: where the old one is no more
                for strip in around(old_box, old_box.clip(self.box)):
                    self.composed.blit(self.under, strip, strip)
            self.look = look
        if fresh_under or not same_surface:
            surface.blit(self.composed, (0, 0))
            self.shown_on = id(surface)
            return None
        changed = old_box.union(self.box).clip(surface.get_rect())
        surface.blit(self.composed, changed, changed)
        return [changed]
