"""Screen and Modal: the layers of the app's screen stack."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable
from typing import TYPE_CHECKING

import pygame

from game.ui import mouse, text, theme
from game.ui.input import menu_command
from game.ui.memo import Same
from game.ui.pixels import off_grid

if TYPE_CHECKING:
    from game.ui.host import Host, Layer
    from game.ui.menu_list import MenuList


class Screen:
    """One layer. ``modal`` screens are drawn over the screens below them."""

    modal = False

    def __init__(self, app: Host) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None:
        """React to one event (only the top screen gets events)."""

    def update(self) -> None:
        """Per-frame work before drawing (only the top screen is updated)."""

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def wake_in(self) -> float | None:
        """Seconds until something timed changes the screen (a step, a toast's end); None:
        nothing timed, the loop may sleep until the next event."""
        return None

    def timed_look(self) -> Hashable:
        """What a timed change (see ``wake_in``) has made of the screen so far, beyond the
        events it got: a frame whose timed look changed is drawn again."""
        return None

    def close(self) -> None:
        self.app.pop(self)

    def text_area(self) -> pygame.Rect | None:
        """Where the screen's text belongs, once drawn (None: anywhere on the surface)."""
        return None


def paint(
    screen: Layer, surface: pygame.Surface, draw: Callable[[pygame.Surface], object] | None = None
) -> object:
    """``screen.draw(surface)`` (or ``draw``, one of its ways of drawing), its text said to
    belong in its ``text_area`` (a screen's, see ``Screen.text_area``)."""
    if not text.recording_now():  # the usual case: no block to open (a generator's, ~2 us)
        return (draw or screen.draw)(surface)
    area = getattr(screen, "text_area", None)
    with text.inside(surface, area, type(screen).__name__):
        return (draw or screen.draw)(surface)


def shade(surface: pygame.Surface, alpha: int = theme.SHADE_ALPHA) -> None:
    """Darken everything drawn so far (the game under a modal): each channel times
    (255 - ``alpha``) / 255, as a black veil of that alpha would, in one multiplying fill
    (several times cheaper than blending a veil over the window)."""
    keep = 255 - alpha
    surface.fill((keep, keep, keep), special_flags=pygame.BLEND_MULT)


def kept_picture(
    surface: pygame.Surface,
    box: pygame.Rect,
    kept: pygame.Surface | None,
    redrawn: Iterable[pygame.Rect] = (),
) -> pygame.Surface:
    """The picture of ``box`` as ``surface`` shows it, for a modal to keep: ``kept`` (the last
    one) with only the ``redrawn`` parts of the window copied into it, or a fresh copy (off
    the 16-byte grid, so that putting it back copies with memcpy: ``game.ui.pixels``)."""
    if kept is None:
        return off_grid(surface.subsurface(box))
    for rect in redrawn:
        kept.blit(surface, rect.move(-box.x, -box.y), rect)
    return kept


def frame_inside(rect: pygame.Rect, frame_slice: int, scale: int) -> pygame.Rect:
    """The inside of a 9-slice frame drawn over ``rect`` at ``scale``."""
    return rect.inflate(-2 * frame_slice * scale, -2 * frame_slice * scale)


class Modal(Screen):
    """A framed window centred over the game, with a title and a hint line at the bottom."""

    modal = True
    #: The app draws it over a kept picture of the screens under it (``modal_backdrop``).
    over_backdrop = True
    #: It shades what is under it (``cast_shade``).
    shades = True
    #: It keeps a picture of itself across openings (and draws over it what changed): the
    #: app keeps none of it (the whole frame of openings alike it still keeps).
    keeps_its_picture = False
    title = ""
    title_color: theme.Color = theme.TITLE
    hint = "Esc to close"
    #: Typed characters that close the window too (the key that opened it, usually).
    close_chars = ""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.box = pygame.Rect(0, 0, 0, 0)  # where the window was drawn last
        #: Set by the app while it draws this modal over a backdrop it already shaded.
        self.shaded_below = False
        #: Where the last frame drew the hint's lines.
        self.hint_rects: list[pygame.Rect] = []

    def handle(self, event: pygame.event.Event) -> None:
        """Close on Esc, Enter or one of ``close_chars``, a right-click, or a click outside."""
        if self.closes(event):
            self.close()

    def handle_list(
        self, event: pygame.event.Event, list_: MenuList, choose: Callable[[int], object]
    ) -> bool:
        """The usual way of a window that is a list: a click away or the list's cancel closes
        it, the list's choice calls ``choose(index)``. True when ``event`` was used so."""
        if self.clicked_away(event):
            self.close()
            return True
        outcome = list_.handle(event)
        if outcome is None:
            return False
        if outcome.chosen is not None:
            choose(outcome.chosen)
        elif outcome.cancelled:
            self.close()
        return True

    def clicked_away(self, event: pygame.event.Event) -> bool:
        """A right-click anywhere, or a left-click outside the window: the mouse's Esc."""
        if mouse.is_press(event, mouse.RIGHT):
            return True
        drawn = self.box.width > 0  # before its first frame the box is nowhere yet
        return mouse.is_press(event, mouse.LEFT) and drawn and not self.box.collidepoint(event.pos)

    def closes(self, event: pygame.event.Event) -> bool:
        if self.clicked_away(event):
            return True
        command = menu_command(event)
        if command is not None and command.name in ("cancel", "confirm"):
            return True
        return (
            event.type == pygame.KEYDOWN
            and bool(event.unicode)
            and event.unicode in self.close_chars
        )

    def text_area(self) -> pygame.Rect | None:
        """Inside the box's frame."""
        return frame_inside(self.box, self.app.tileset.frame_slice, self.app.layout.frame_scale)

    def cast_shade(self, surface: pygame.Surface) -> None:
        """Dim what is under the window (the app may do it once and keep the result)."""
        shade(surface)

    def picture_key(self) -> Hashable | None:
        """Everything a drawing of this modal follows from, when a picture of its box drawn
        before may be shown instead of drawing it again (the app keeps a few, see
        ``modal_backdrop``); None: drawn every time. The window's size is added by the app."""
        return None

    def drawing(self) -> tuple:
        """What a drawing left in this modal's fields (where it is, its hit areas), for
        ``reuse``; subclasses add theirs."""
        return (self.box.copy(), [rect.copy() for rect in self.hint_rects])

    def reuse(self, drawing: tuple) -> None:
        """Set the fields a drawing would have set, from ``drawing`` (a kept picture shows)."""
        box, hints = drawing
        self.box, self.hint_rects = box.copy(), [rect.copy() for rect in hints]

    def picture_base(self) -> tuple:
        """The part of every ``picture_key``: the class, title, hint, layout and room."""
        return (type(self), self.title, self.hint, Same(self.app.layout), tuple(self.room()))

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        """Width and height of the window; subclasses size it to their content."""
        layout = self.app.layout
        return (
            min(window.width - 40, round(560 * layout.scale)),
            min(window.height - 40, round(460 * layout.scale)),
        )

    def chrome_height(self, box_width: int | None = None) -> int:
        """Height the frame, title and hint take, so a box can be sized to its content; with
        ``box_width``, the hint in as many lines as that box needs for it."""
        layout = self.app.layout
        inset = layout.pad * 2 + 4 * layout.frame_scale
        title = text.line_height(layout.title_font) + layout.pad
        lines = len(self.hint_lines(box_width)) if box_width is not None else 1
        hint = lines * text.line_height(layout.small_font) + layout.pad if self.hint else 0
        return 2 * inset + title + hint

    def hint_lines(self, box_width: int) -> tuple[str, ...]:
        """The hint broken to fit a box ``box_width`` wide (it ran out of narrow boxes)."""
        if not self.hint:
            return ()
        layout = self.app.layout
        inner = box_width - 2 * (layout.pad * 2 + 4 * layout.frame_scale)
        size = layout.small_font
        if text.width(self.hint, size) <= inner:
            return (self.hint,)
        # hints are phrases set apart by wide gaps ("Enter: change   Esc: close"): a line
        # break goes between phrases when it can, inside one only when it must
        lines: list[str] = []
        for phrase in (part.strip() for part in self.hint.split("  ") if part.strip()):
            joined = f"{lines[-1]}   {phrase}" if lines else phrase
            if lines and text.width(joined, size) <= inner:
                lines[-1] = joined
            else:
                lines += text.wrap(phrase, size, max(1, inner)) or (phrase,)
        return tuple(lines)

    def fitted(self, window: pygame.Rect, width: int, content_height: int) -> tuple[int, int]:
        """A box ``width`` wide (scaled) holding ``content_height`` px, kept inside the window."""
        w = min(window.width - 40, round(width * self.app.layout.scale))
        return w, min(window.height - 40, self.chrome_height(w) + content_height)

    def room(self) -> pygame.Rect:
        """Where the box is laid out: the window, but never smaller than the layout's minimum
        (a tiny window shows the middle of the box, clipped, instead of a box of no size)."""
        room = self.app.layout.window.copy()
        room.center = self.app.surface.get_rect().center
        return room

    def frame_layout(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where ``frame`` puts the box, and the content rect it returns, without drawing."""
        layout = self.app.layout
        room = self.room()
        w, h = self.box_size(room)
        box = pygame.Rect(0, 0, w, h)
        box.center = room.center
        inset = layout.pad * 2 + 4 * layout.frame_scale
        inner = box.inflate(-2 * inset, -2 * inset)
        lines = self.hint_lines(w)
        footer = len(lines) * text.line_height(layout.small_font) + layout.pad if lines else 0
        top = inner.y + text.line_height(layout.title_font) + layout.pad
        return box, pygame.Rect(inner.x, top, inner.width, max(0, inner.bottom - footer - top))

    def frame(self, surface: pygame.Surface) -> pygame.Rect:
        """Shade the game, draw the framed box and title; returns the content rect."""
        layout = self.app.layout
        if not self.shaded_below:
            self.cast_shade(surface)
        room = self.room()
        w, h = self.box_size(room)
        box = pygame.Rect(0, 0, w, h)
        box.center = room.center
        self.box = box
        surface.blit(self.app.tileset.frame(w, h, layout.frame_scale), box)
        inset = layout.pad * 2 + 4 * layout.frame_scale
        inner = box.inflate(-2 * inset, -2 * inset)
        title = text.shadowed(
            surface,
            self.title,
            layout.title_font,
            self.title_color,
            (inner.centerx, inner.y),
            anchor="midtop",
        )
        footer = 0  # as chrome_height counts it: the hint's lines only when there is a hint
        self.hint_rects = []
        lines = self.hint_lines(w)
        line_h = text.line_height(layout.small_font)
        for index, line in enumerate(lines):
            bottom = inner.bottom - (len(lines) - 1 - index) * line_h
            self.hint_rects.append(
                text.blit(
                    surface,
                    text.fit(line, layout.small_font, inner.width),
                    layout.small_font,
                    theme.TEXT_DIM,
                    (inner.centerx, bottom),
                    anchor="midbottom",
                )
            )
        if lines:
            footer = len(lines) * line_h + layout.pad
        top = title.bottom + layout.pad
        return pygame.Rect(inner.x, top, inner.width, max(0, inner.bottom - footer - top))
