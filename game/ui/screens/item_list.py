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
from game.ui.panels.tooltip import draw_line, glyph_of, wrap_lines
from game.ui.screens.base import Modal, kept_picture

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.ui.host import Host

#: mode -> (title, hint, only worn items)
MODES: dict[str, tuple[str, str, bool]] = {
    "inventory": ("Inventory", "letter or click: use, or put on / take off   Esc: close", False),
    "drop": ("Drop which item?", "letter or click: drop (one of a stack)   Esc: cancel", False),
    "remove": ("Remove which item?", "letter or click: take it off   Esc: cancel", True),
    "read": ("Read on which item?", "letter or click: read the scroll on it   Esc: cancel", False),
    "drink": ("Drink which potion?", "letter or click: drink it   Esc: cancel", False),
    "read a scroll": ("Read which scroll?", "letter or click: read it   Esc: cancel", False),
}


def _row_look(row: InventoryRow, selected: bool) -> tuple:
    """Everything a drawn row follows from (its item the very object: a click finds it)."""
    return (
        Same(row.item),
        row.letter,
        row.name,
        row.icon,
        row.badges,
        row.worn,
        row.cursed,
        selected,
    )


class ItemListModal(Modal):
    """A list of carried items; choosing one calls ``on_choose(item)``."""

    #: Box sizes measured for lists of every item, by what they follow from (see box_size).
    _measured: ClassVar[list[tuple[tuple, tuple[int, int]]]] = []
    #: The last list drawn, by any opening: how it was laid out, each shown row's look and
    #: DrawnRow, the pane's look, the hint's rects, a picture of its box, the pane's words
    #: as drawn (see ``draw``).
    _last: ClassVar[tuple | None] = None

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
        """The list; over the picture of the last list drawn (any opening's) when it was laid
        out alike (the same box, title and hint), only the rows whose look changed (a count,
        a mark, an item come or gone) and the pane if its item's words did are drawn again."""
        layout, tileset = self.app.layout, self.app.tileset
        box, content = self.frame_layout()
        rows = self.rows()
        self.cursor = max(0, min(self.cursor, len(rows) - 1))
        list_w = content.width - self._pane_width(content.width) - layout.pad * 2
        list_rect = pygame.Rect(content.x, content.y, list_w, content.height)
        visible = max(1, list_rect.height // layout.row_height)
        if self.cursor < self.scroll:
            self.scroll = self.cursor
        elif self.cursor >= self.scroll + visible:
            self.scroll = self.cursor - visible + 1
        shown = rows[self.scroll : self.scroll + visible]
        looks = [
            _row_look(row, self.scroll + index == self.cursor) for index, row in enumerate(shown)
        ]
        pane = pygame.Rect(
            list_rect.right + layout.pad * 2,
            content.y,
            content.right - list_rect.right - layout.pad * 2,
            content.height,
        )
        pane_look = self._pane_look(rows[self.cursor], pane) if rows else None
        alike = (Same(layout), Same(tileset), tuple(box), self.title, self.hint)
        last = ItemListModal._last
        over = (
            bool(rows)
            and last is not None
            and last[0] == alike
            and not text.recording_now()
            and surface.get_rect().contains(box)
        )
        # what is under the content, for draw_changes: the box's frame picture (opaque, kept by
        # the tileset), its corner at the box's
        clean = tileset.frame(box.width, box.height, layout.frame_scale)
        redrawn: list[pygame.Rect] = []
        if over:
            assert last is not None
            _, last_looks, last_rows, last_pane, hints, picture, _ = last
            if not self.shaded_below:
                self.cast_shade(surface)  # as ``frame`` would
            surface.blit(picture, box)
            self.box, self.hint_rects = box.copy(), [rect.copy() for rect in hints]
        else:
            last_looks, last_rows, last_pane = [], [], None
            self.frame(surface)
        self._kept = None
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
        for index in range(max(len(shown), len(last_looks) if over else 0)):
            rect = pygame.Rect(
                list_rect.x,
                list_rect.y + index * layout.row_height,
                list_rect.width,
                layout.row_height - 2,
            )
            if index < len(shown) and index < len(last_looks) and looks[index] == last_looks[index]:
                self._rows.append(last_rows[index])  # as drawn, its item the same object
                self.list.rects.append(rect)
                continue
            if over:  # the old row off: the frame's own picture under it
                surface.blit(clean, rect, rect.move(-box.x, -box.y))
                redrawn.append(rect)
            if index < len(shown):
                selected = self.scroll + index == self.cursor
                self._rows.append(
                    draw_row(
                        surface,
                        tileset,
                        shown[index],
                        rect,
                        layout.list_font,
                        layout.icon,
                        selected,
                    )
                )
                self.list.rects.append(rect)
        if rows:
            if over and pane_look == last_pane:
                assert last is not None
                self.detail_drawn = list(last[6])
            else:
                if over:
                    surface.blit(clean, pane, pane.move(-box.x, -box.y))
                    redrawn.append(pane)
                self._detail(surface, rows[self.cursor].item, pane)
            if surface.get_rect().contains(content):
                self._kept = (
                    self._drawn_for(surface, rows),
                    self.cursor,
                    clean,
                    pygame.Rect(self.box.topleft, (0, 0)),
                    pane,
                )
        if rows and surface.get_rect().contains(box) and not text.recording_now():
            # the kept picture takes what was drawn again, no more
            picture = kept_picture(surface, box, last[5] if over and last else None, redrawn)
            ItemListModal._last = (
                alike,
                looks,
                list(self._rows),
                pane_look,
                [rect.copy() for rect in self.hint_rects],
                picture,
                list(self.detail_drawn),
            )

    def _pane_look(self, row: InventoryRow, pane: pygame.Rect) -> tuple:
        """What the detail pane shows for ``row``'s item: the item, where, its icon and
        badges, its words."""
        lines = self._detail_lines(row.item, pane.width)
        said = tuple((str(piece), glyph_of(piece), color) for piece, color in lines)
        return (Same(row.item), tuple(pane), row.icon, row.badges, said)

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
