"""The item-list modal used for the inventory, drop, remove, "read on" and any command on an
item (throw...): letters choose, arrows browse. A list may be narrowed to the items that fit
(``only``: a scroll's possible targets).

The rows are the inventory panel's rows (same letters, icons and ``(E)`` marks); the pane on
the right describes the row under the cursor, with the stat change wearing it would make.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.ui import mouse, text, theme
from game.ui.describe import item_lines
from game.ui.gear_view import draw_icon
from game.ui.input import letter
from game.ui.memo import MEMO, Same, gear_look
from game.ui.menu_list import MenuList
from game.ui.panels.inventory import DrawnRow, InventoryRow, draw_row, inventory_rows
from game.ui.panels.tooltip import draw_line, wrap_lines
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.ui.host import Host

#: mode -> (title, hint, only worn items)
MODES: dict[str, tuple[str, str, bool]] = {
    "inventory": ("Inventory", "letter or click: use, or put on / take off   Esc: close", False),
    "drop": ("Drop which item?", "letter or click: drop (one of a stack)   Esc: cancel", False),
    "remove": ("Remove which item?", "letter or click: take it off   Esc: cancel", True),
    "read": ("Read on which item?", "letter or click: read the scroll on it   Esc: cancel", False),
}


class ItemListModal(Modal):
    """A list of carried items; choosing one calls ``on_choose(item)``."""

    #: Box sizes measured for lists of every item, by what they follow from (see box_size).
    _measured: ClassVar[list[tuple[tuple, tuple[int, int]]]] = []

    def __init__(
        self,
        app: Host,
        mode: str,
        on_choose: Callable[[Item], object],
        only: Callable[[], list[Item]] | None = None,
        title: str | None = None,
    ) -> None:
        super().__init__(app)
        self.mode = mode
        self.title, self.hint, self.worn_only = MODES.get(
            mode, (mode.capitalize(), f"letter or click: {mode} it   Esc: cancel", False)
        )
        if title is not None:
            self.title = title
        self.on_choose = on_choose
        self.only = only  # the items that may be chosen (asked anew each frame), else all
        self.list = MenuList()
        self.scroll = 0
        self._rows: list[DrawnRow] = []
        #: The detail pane's lines the last frame drew (for tests).
        self.detail_drawn: list[str] = []
        self._box_size: tuple[tuple, tuple[int, int]] = ((), (0, 0))  # measured for -> size
        #: After a full ``draw``: what it followed from, the cursor, the box's frame picture
        #: (what is under its content), the box's corner, the detail pane's rect (see
        #: ``draw_changes``).
        self._kept: tuple[tuple, int, pygame.Surface, pygame.Rect, pygame.Rect] | None = None

    def rows(self) -> list[InventoryRow]:
        state, tileset = self.app.state, self.app.tileset
        assert state is not None
        rows = MEMO.of(
            state,
            tileset,
            ("inventory_rows", self.worn_only, gear_look(state)),
            lambda: inventory_rows(state, tileset, worn_only=self.worn_only),
        )
        if self.only is None:
            return list(rows)
        allowed = {id(item) for item in self.only()}
        return [row for row in rows if id(row.item) in allowed]

    @property
    def drawn_rows(self) -> list[DrawnRow]:
        """Rows drawn last (screen coordinates), for hit-testing and tests."""
        return list(self._rows)

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @cursor.setter
    def cursor(self, index: int) -> None:
        self.list.cursor = index

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        for row in self._rows:
            if row.rect.collidepoint(pos):
                return row.item
        return None

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        rows = self.rows()
        self.list.count = len(rows)
        self.list.clamp()
        if self.handle_list(event, self.list, lambda index: self.choose(rows[index].item)):
            return
        if mouse.is_mouse(event):
            return
        typed = letter(event)
        if typed is not None:
            for row in rows:
                if row.letter == typed:
                    self.choose(row.item)
                    return

    def choose(self, item: Item) -> None:
        """Close the list, then act on ``item`` (which may open another screen)."""
        self.close()
        self.on_choose(item)

    # -- drawing -------------------------------------------------------------------------
    def picture_key(self) -> Hashable | None:
        """A list of every item (no ``only``: that one asks anew each frame) of this game
        with this gear (what the rows and the pane say follows from it and the player's base
        stats, not from the turn: a step or a monster's leaves it as it was), cursor and
        scroll."""
        state = self.app.state
        if self.only is not None or state is None:
            return None
        return (
            self.picture_base(),
            self.mode,
            self.worn_only,
            Same(self.app.tileset),
            Same(state),
            gear_look(state),
            self.cursor,
            self.scroll,
        )

    def drawing(self) -> tuple:
        return (
            super().drawing(),
            list(self._rows),
            [rect.copy() for rect in self.list.rects],
            self.list.first_drawn,
            self.list.cursor,
            self.scroll,
            list(self.detail_drawn),
            self._kept,
            self._box_size,
        )

    def reuse(self, drawing: tuple) -> None:
        base, rows, rects, first, cursor, scroll, detail, kept, box_size = drawing
        super().reuse(base)
        self._rows = list(rows)
        self.list.rects = [rect.copy() for rect in rects]
        self.list.first_drawn, self.list.cursor, self.scroll = first, cursor, scroll
        self.detail_drawn, self._kept, self._box_size = list(detail), kept, box_size

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        """Tall enough for the rows, and for the longest description among them with its
        comparison ("If removed: Defense 7 -> 6"), when the window allows. Measured again
        only when the game or the window changed: a cursor move redraws the box, and
        measuring every row's words costs more than drawing them."""
        state = self.app.state
        key = (tuple(window), self.app.layout, id(state), None if state is None else state.revision)
        if self._box_size[0] != key:
            # a list of every item (no ``only``) is measured once for all its openings:
            # measuring is most of the frame that opens the inventory
            shared = None if self.only is not None else (key, self.mode, self.worn_only)
            measured = ItemListModal._measured
            size = next((size for known, size in measured if known == shared), None)
            if size is None:
                size = self._measure_box(window)
                if shared is not None:
                    measured[:] = [*measured[-3:], (shared, size)]
            self._box_size = (key, size)
        return self._box_size[1]

    def _measure_box(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        rows = self.rows()
        shown = max(6, min(26, len(rows)))
        width = min(window.width - 40, round(720 * layout.scale))
        height = shown * layout.row_height + round(140 * layout.scale)
        inset = layout.pad * 2 + 4 * layout.frame_scale
        pane_w = self._pane_width(width - 2 * inset)
        detail = max((self._detail_height(row.item, pane_w, big=True) for row in rows), default=0)
        height = max(height, self.chrome_height(width) + detail)
        return width, min(window.height - 40, height)

    def _pane_width(self, content_width: int) -> int:
        return content_width - content_width * 11 // 20 - self.app.layout.pad * 2

    def _icon_size(self, pane_width: int, big: bool) -> int:
        icon = self.app.layout.slot_icon
        return icon * 2 if big and pane_width > icon * 3 else icon

    def _detail_lines(self, item: Item, pane_width: int) -> list[tuple[str, theme.Color]]:
        layout, state = self.app.layout, self.app.state
        assert state is not None
        size, room = layout.small_font, pane_width - 2 * layout.pad
        lines = item_lines(state, item)
        key = ("detail_lines", size, room, tuple(lines))
        return MEMO.of(state, item, key, lambda: wrap_lines(lines, size, room))

    def _detail_height(self, item: Item, pane_width: int, big: bool) -> int:
        """Pixels the pane needs for ``item``: the icon, then every line of its words."""
        layout = self.app.layout
        lines = len(self._detail_lines(item, pane_width))
        return (
            layout.pad * 3
            + self._icon_size(pane_width, big)
            + lines * text.line_height(layout.small_font)
        )

    def _drawn_for(self, surface: pygame.Surface, rows: list[InventoryRow]) -> tuple:
        """What a drawing of the list follows from, but for the cursor."""
        state = self.app.state
        return (
            id(surface),
            tuple(self.box),
            self.app.layout,
            Same(state),
            None if state is None else state.revision,
            self.scroll,
            tuple(id(row.item) for row in rows),
        )

    def draw_changes(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """When only the cursor moved since the last ``draw`` on ``surface`` (which still
        holds it): the two rows and the detail pane drawn again over the box's own
        background, and their rectangles; else None (draw it all)."""
        kept = self._kept
        if kept is None:
            return None
        drawn_for, cursor, clean, origin, pane = kept
        rows = self.rows()
        if self._drawn_for(surface, rows) != drawn_for:
            return None
        new = max(0, min(self.cursor, len(rows) - 1))
        first, shown = self.scroll, len(self.list.rects)
        if not rows or not first <= new < first + shown:
            return None  # the list would scroll
        self.cursor = new
        if new == cursor:
            return []
        layout, changed = self.app.layout, []
        for index in (cursor, new):
            rect = self.list.rects[index - first]
            surface.blit(clean, rect, rect.move(-origin.x, -origin.y))
            self._rows[index - first] = draw_row(
                surface,
                self.app.tileset,
                rows[index],
                rect,
                layout.list_font,
                layout.icon,
                index == new,
            )
            changed.append(rect.copy())
        surface.blit(clean, pane, pane.move(-origin.x, -origin.y))
        self._detail(surface, rows[new].item, pane)
        self._kept = (drawn_for, new, clean, origin, pane)
        return [*changed, pane.copy()]

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        # what is under the content, for draw_changes: the box's frame picture (opaque, kept by
        # the tileset), its corner at the box's
        clean = self.app.tileset.frame(self.box.width, self.box.height, layout.frame_scale)
        self._kept = None
        rows = self.rows()
        self.cursor = max(0, min(self.cursor, len(rows) - 1))
        list_w = content.width - self._pane_width(content.width) - layout.pad * 2
        list_rect = pygame.Rect(content.x, content.y, list_w, content.height)
        visible = max(1, list_rect.height // layout.row_height)
        if self.cursor < self.scroll:
            self.scroll = self.cursor
        elif self.cursor >= self.scroll + visible:
            self.scroll = self.cursor - visible + 1
        self._rows = []
        self.list.rects, self.list.first_drawn = [], self.scroll
        if not rows:
            empty = (
                "Nothing here fits."
                if self.only is not None
                else "You wear nothing."
                if self.worn_only
                else "You carry nothing."
            )
            text.blit(surface, empty, layout.font, theme.TEXT_FAINT, list_rect.topleft)
        for index, row in enumerate(rows[self.scroll : self.scroll + visible]):
            rect = pygame.Rect(
                list_rect.x,
                list_rect.y + index * layout.row_height,
                list_rect.width,
                layout.row_height - 2,
            )
            selected = self.scroll + index == self.cursor
            self._rows.append(
                draw_row(
                    surface, self.app.tileset, row, rect, layout.list_font, layout.icon, selected
                )
            )
            self.list.rects.append(rect)
        if rows:
            pane = pygame.Rect(
                list_rect.right + layout.pad * 2,
                content.y,
                content.right - list_rect.right - layout.pad * 2,
                content.height,
            )
            self._detail(surface, rows[self.cursor].item, pane)
            if surface.get_rect().contains(content):
                self._kept = (
                    self._drawn_for(surface, rows),
                    self.cursor,
                    clean,
                    pygame.Rect(self.box.topleft, (0, 0)),
                    pane,
                )

    def _detail(self, surface: pygame.Surface, item: Item, pane: pygame.Rect) -> None:
        """The item's icon and words; the small icon when the big one would leave lines out
        (a short window), and the last lines cut only when even that is not enough."""
        layout, tileset = self.app.layout, self.app.tileset
        assert self.app.state is not None
        pygame.draw.rect(surface, theme.PANEL_DARK, pane, border_radius=4)
        big = self._detail_height(item, pane.width, big=True) <= pane.height
        size = self._icon_size(pane.width, big)
        draw_icon(
            surface, tileset, self.app.state, item, size, midtop=(pane.centerx, pane.y + layout.pad)
        )
        y = pane.y + layout.pad * 2 + size
        self.detail_drawn = []
        for piece, color in self._detail_lines(item, pane.width):
            if y + text.line_height(layout.small_font) > pane.bottom:
                return
            draw_line(surface, tileset, piece, layout.small_font, color, (pane.x + layout.pad, y))
            self.detail_drawn.append(piece)
            y += text.line_height(layout.small_font)
