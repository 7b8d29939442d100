"""What a modal costs: the dimmed picture under it is made once, the dialog drawn on change.

When what is under the top modal changed (its ``under_key``: the window's size, the screens
below, the game's revision, ...), the screens below are drawn on the window itself (the game
screen only brings up to date the frame the window already holds), that picture is kept
(``clean``), the window is shaded in place and the dialog put over it: drawn, or the picture
of it kept from an opening that showed the same (its ``picture_key``). When the modal closes
and the game's last frame is the one kept, ``restore`` puts it back (a modal that shades
nothing: only where it drew) and the game draws only what changed since; ``follow`` then
notes each game frame's changed rectangles, so the next opening copies only those into
``clean`` instead of the whole window. An opening costs the game's frame, one full-window
pass (the shade) and the dialog (one blit of its box when its picture was kept); two
openings alike in a row keep their whole frame, and a third alike is that one blit.
The shaded picture and the finished frame (backdrop plus dialog) are made from ``clean`` when
first needed, and the frame drawn again only when the dialog's ``look`` changed (an event
reached it, the game changed); then only the dialog's box, old and new, differs from the
frame before. A modal draws only inside its ``box`` (its frame, title, content and hint); the
tests compare every screen with the plain drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ui import text
from game.ui.pixels import copy_part, off_grid
from game.ui.rects import around
from game.ui.screens.base import paint

if TYPE_CHECKING:
    from game.ui.host import Layer
    from game.ui.screens.base import Modal


def _same_format(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface


#: Changed rectangles ``follow`` keeps apart before it keeps their union.
_DIRTY_RECTS = 32

#: Pictures of modals kept for their next openings (a few: each is the size of its box).
PICTURES = 4


def _picture_key(top: Modal, surface: pygame.Surface) -> Hashable | None:
    """What ``top``'s picture on ``surface`` follows from, if it may be kept: not while the
    text drawn is being recorded (tests read it), and not for a modal without a key."""
    key = top.picture_key() if hasattr(top, "picture_key") else None
    if key is None or text.recording_now():
        return None
    return (surface.get_size(), key)


#: When a frame went to a surface: (id of the surface, the app's draws, its window changes).
Moment = tuple[int, int, int]


class ModalBackdrop:
    """The cached backdrop and composed frame of the modal on top of the stack."""

    def __init__(self) -> None:
        self.clean: pygame.Surface | None = None  # what is under the modal, not shaded
        self.clean_of: Hashable = None  # the mark of the screen whose frame ``clean`` is
        #: Where the window differs from ``clean`` while it shows that screen's frame
        #: ``clean_of`` (the screen drew these since); None: anywhere.
        self.dirty: list[pygame.Rect] | None = None
        self.under: pygame.Surface | None = None  # ``clean`` shaded (made when needed)
        self.under_ready = False
        self.under_key: Hashable = None
        self.composed: pygame.Surface | None = None  # the last frame (made when needed)
        self.composed_ready = False
        self.look: Hashable = None
        self.box = pygame.Rect(0, 0, 0, 0)
        self.shown: Moment | None = None  # where and when the last frame was put
        #: Bumped at every change of ``clean``: what was made from it is out of date.
        self.clean_version = 0
        #: The frame of the last openings alike (see ``_open``), what it shows (the version of
        #: ``clean`` and the modal's picture key), the drawing's fields; the last opening's.
        self.reopen: pygame.Surface | None = None
        self.reopen_of: Hashable = None
        self.reopen_drawing: tuple = ()
        self.last_opening: Hashable = None
        #: Where the top modal drew over ``clean`` since it opened, when it shades nothing
        #: (else None: the window differs from ``clean`` everywhere).
        self.painted: list[pygame.Rect] | None = None
        #: Modals' pictures by their keys: (box, the box's picture, the drawing's fields).
        self.pictures: dict[Hashable, tuple[pygame.Rect, pygame.Surface, tuple]] = {}

    def _changes(self, top: Modal, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """The rectangles ``top`` drew again over its last frame on ``surface`` if it can draw
        only what changed (a ``draw_changes`` method, as the item lists have), else None."""
        redraw = getattr(top, "draw_changes", None)
        if redraw is None:
            return None
        top.shaded_below = True
        try:
            return paint(top, surface, redraw)  # type: ignore[return-value]
        finally:
            top.shaded_below = False

    def forget(self) -> None:
        """Drop both pictures (the next modal frame is drawn in full)."""
        self.under_key = self.look = self.shown = None
        self.under_ready = self.composed_ready = False

    def follow(self, before: Hashable, after: Hashable, changed: list[pygame.Rect] | None) -> None:
        """The screen under the modals drew a frame on the window, alone: it was frame
        ``before`` (its mark), it is now ``after``, and it drew over ``changed`` (None: it
        drew all of it, or the window did not hold frame ``before``)."""
        if self.clean_of is None:
            return
        if before != self.clean_of or changed is None or self.dirty is None:
            self.clean_of = self.dirty = None
            return
        self.dirty.extend(changed)
        if len(self.dirty) > _DIRTY_RECTS:  # a long run of frames: one rectangle holds them
            self.dirty = [self.dirty[0].unionall(self.dirty[1:])]
        self.clean_of = after

    def _keep_clean(
        self,
        surface: pygame.Surface,
        before: Hashable,
        after: Hashable,
        changed: list[pygame.Rect] | None,
    ) -> None:
        """Make ``clean`` what ``surface`` shows now: where it changed, when ``clean`` was the
        frame ``before`` of the screen that just drew frame ``after`` over ``changed``."""
        assert self.clean is not None
        parts = None
        if before is not None and before == self.clean_of and changed is not None:
            parts = None if self.dirty is None else self.dirty + changed
        window = surface.get_rect()
        if parts is not None:  # each once (a hover's rectangles come and go in pairs)
            unique = {tuple(part): part for rect in parts if (part := rect.clip(window))}
            parts = [
                rect
                for rect in unique.values()
                if not any(other.contains(rect) and other != rect for other in unique.values())
            ]
        if parts is None or sum(rect.width * rect.height for rect in parts) >= window.width * (
            window.height
        ):
            self.clean.blit(surface, (0, 0))
            self.clean_version += 1
        elif parts:
            for rect in parts:  # the window is what ``clean`` must be: a pixel more is fine
                copy_part(self.clean, surface, rect)
            self.clean_version += 1
        self.clean_of = after
        self.dirty = []

    def _shaded(self, top: Modal) -> pygame.Surface:
        """``clean`` shaded as ``top`` shades what is under it."""
        assert self.clean is not None
        if self.under is None or self.under.get_size() != self.clean.get_size():
            self.under = _same_format(self.clean.get_size())
            self.under_ready = False
        if not self.under_ready:
            self.under.blit(self.clean, (0, 0))
            top.cast_shade(self.under)
            self.under_ready = True
        return self.under

    def _paint_top(self, top: Modal, surface: pygame.Surface) -> None:
        top.shaded_below = True
        try:
            paint(top, surface)  # its opaque frame first: it covers its old self
        finally:
            top.shaded_below = False
        self.box = top.box.copy()
        if self.painted is not None and self.box not in self.painted:
            self.painted.append(self.box.copy())

    def _open(self, top: Modal, surface: pygame.Surface) -> None:
        """The frame that opens ``top`` over ``clean`` (which ``surface`` shows): the whole
        frame kept from the openings before if they showed the same (the same picture of
        ``top`` over the same ``clean``), else the window shaded and ``top`` put on it. Two
        openings alike in a row keep their frame for a third (one more copy of the window)."""
        key = _picture_key(top, surface)
        shades = getattr(top, "shades", True)
        # a modal that shades nothing leaves the window as it was but for its box: closing it
        # puts back only its boxes, and its whole frame is not worth keeping
        self.painted = None if shades else []
        whole = None if key is None or not shades else (self.clean_version, key)
        kept = self.reopen
        if whole is not None and whole == self.reopen_of and kept is not None:
            surface.blit(kept, (0, 0))
            top.reuse(self.reopen_drawing)
            self.box = top.box.copy()
            return
        # the whole window: SDL shades whole rows several times faster than the parts of
        # rows around the box, which would leave its pixels as they are
        top.cast_shade(surface)
        self._open_top(top, surface, key)
        if whole is not None and whole == self.last_opening:
            if kept is None or kept.get_size() != surface.get_size():
                kept = self.reopen = _same_format(surface.get_size())
            kept.blit(surface, (0, 0))
            self.reopen_of, self.reopen_drawing = whole, top.drawing()
        self.last_opening = whole

    def _open_top(self, top: Modal, surface: pygame.Surface, key: Hashable) -> None:
        """Paint ``top`` for the frame that opens it: the picture kept from an opening with
        the same ``key`` (``_picture_key``) if there is one (its fields set as that drawing
        left them), else drawn, and its picture kept if it has a key."""
        if getattr(top, "keeps_its_picture", False):
            key = None  # it keeps its own (and draws over it only what changed)
        kept = None if key is None else self.pictures.get(key)
        if kept is not None:
            box, picture, drawing = kept
            top.reuse(drawing)
            surface.blit(picture, box)
            self.box = box.copy()
            if self.painted is not None:
                self.painted.append(self.box.copy())
            return
        self._paint_top(top, surface)
        if key is not None and surface.get_rect().contains(top.box):
            if len(self.pictures) >= PICTURES:
                del self.pictures[next(iter(self.pictures))]  # the oldest
            picture = off_grid(surface.subsurface(top.box))  # shown with memcpy
            self.pictures[key] = (top.box.copy(), picture, top.drawing())

    def restore(self, surface: pygame.Surface, mark: Hashable, moment: tuple[int, int]) -> bool:
        """Put back on ``surface`` the picture that was under the modal, if ``surface`` shows
        the modal's last frame (drawn at the app's draw before ``moment``) and the screen
        whose frame it is (``mark``) drew nothing since; whether it did."""
        draws, window_changes = moment
        if (
            self.clean is None
            or mark is None
            or mark != self.clean_of
            or self.clean.get_size() != surface.get_size()
            or self.shown != (id(surface), draws - 1, window_changes)
        ):
            return False
        if self.painted is None:
            surface.blit(self.clean, (0, 0))
        else:
            for rect in self.painted:  # outside them the window is ``clean`` already
                copy_part(surface, self.clean, rect)
        self.forget()
        self.dirty = []  # the window is ``clean`` again, frame ``clean_of`` of its screen
        return True

    def draw(
        self,
        surface: pygame.Surface,
        below: Sequence[Layer],
        top: Modal,
        under_key: Hashable,
        look: Hashable,
        moment: tuple[int, int] = (0, 0),
        draw_below: Callable[[pygame.Surface], None] | None = None,
        mark: Callable[[], Hashable] | None = None,
        below_changes: Callable[[], list[pygame.Rect] | None] | None = None,
    ) -> list[pygame.Rect] | None:
        """Put the frame of ``top`` over ``below`` on ``surface``; the rectangles that changed
        on it ([] none, None the whole surface). ``moment``: the app's draws (this one
        counted) and window changes; ``mark``: what says, once ``below`` is drawn, which
        frame of the screen under the modal ``surface`` holds (see ``restore``);
        ``below_changes``: where that screen's last drawing changed ``surface`` (None: all)."""
        draws, window_changes = moment
        size = surface.get_size()
        if self.clean is None or self.clean.get_size() != size:
            self.clean = _same_format(size)
            self.forget()
            self.clean_of = self.dirty = self.painted = None
            self.clean_version += 1
        now = (id(surface), draws, window_changes)
        if under_key != self.under_key:
            before = None if mark is None else mark()
            if draw_below is not None:
                draw_below(surface)
            else:
                for screen in below:
                    paint(screen, surface)
            after = None if mark is None else mark()
            drawn = None if below_changes is None else below_changes()
            self._keep_clean(surface, before, after, drawn)
            self.under_key, self.under_ready, self.composed_ready = under_key, False, False
            self._open(top, surface)
            self.look, self.shown = (under_key, look), now
            return None
        look = (under_key, look)
        same_surface = self.shown == (id(surface), draws - 1, window_changes)
        self.shown = now
        if look == self.look and same_surface:
            return []
        if self.composed is None or self.composed.get_size() != size:
            self.composed = _same_format(size)
            self.composed_ready = False
        if not self.composed_ready:
            if same_surface:  # the window holds the last frame: it is the composed one
                changes = None if look == self.look else self._changes(top, surface)
                if changes is not None:  # drawn on the window, over the dialog's last self
                    self.look = look
                    return changes
                self.composed.blit(surface, (0, 0))
                self.composed_ready = True
            else:
                self.composed_ready = True
                self.composed.blit(self._shaded(top), (0, 0))
                self._paint_top(top, self.composed)
                self.look = look
                surface.blit(self.composed, (0, 0))
                return None
        old_box = self.box
        if look != self.look:
            changes = self._changes(top, self.composed)
            if changes is not None:  # the dialog drew only what changed, over its last self
                self.look = look
                if not same_surface:
                    surface.blit(self.composed, (0, 0))
                    return None
                for rect in changes:
                    surface.blit(self.composed, rect, rect)
                return changes
            self._paint_top(top, self.composed)
            # a modal draws inside its box: where the old one is no more, the backdrop
            for strip in around(old_box, old_box.clip(self.box)):
                self.composed.blit(self._shaded(top), strip, strip)
            self.look = look
        if not same_surface:
            surface.blit(self.composed, (0, 0))
            return None
        changed = old_box.union(self.box).clip(surface.get_rect())
        surface.blit(self.composed, changed, changed)
        return [changed]
