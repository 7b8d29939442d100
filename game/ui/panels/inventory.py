"""The inventory: one row per carried item or stack, ``(a)`` letter, icon (with its "?" or curse
badge), the name the player knows ("+1 Sword", "jade ring", "8 Health Potions"), ``(E)`` when
worn and ``(cursed)`` once a curse is known. Letters are the pack's own: they never move.

``inventory_rows`` is the model (what each row says); ``draw_row`` draws one row (the letter and
marks whole, the name cut if it must be) and returns what it drew where; the panel lays the
rows out in one column of full-width rows, scrolling when the window is too short for them,
and keeps each drawn row's rect with its item for hit-testing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.ui import gear_view, glyphs, text, theme
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import framed

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.tileset import Tileset

WORN_MARK = "(E)"
CURSED_MARK = "(cursed)"


@dataclass(frozen=True)
class InventoryRow:
    """What one inventory row says about one carried item (or stack), as the player knows it."""

    letter: str
    item: Item
    worn: bool
    slot: str | None  # the slot it is worn on, if worn
    name: str  # the known name with the stack's size: "+1 Sword", "8 Health Potions"
    icon: str  # its icon tile (a ring: its appearance)
    badges: tuple[str, ...] = ()  # "?" while unknown, the curse once known
    cursed: bool = False  # cursed, and the player knows it

    @property
    def marks(self) -> tuple[str, ...]:
        """The marks after the name: (E) when worn, (cursed) once known."""
        return ((WORN_MARK,) if self.worn else ()) + ((CURSED_MARK,) if self.cursed else ())

    @property
    def text(self) -> str:
        """The row in words: "(a) Dagger (E)", "(b) 8 Health Potions", "(c) -2 Mace (E)
        (cursed)"."""
        return " ".join((f"({self.letter})", self.name, *self.marks))


def inventory_rows(
    state: GameState, tileset: Tileset, worn_only: bool = False
) -> list[InventoryRow]:
    """One row per carried item or stack in letter order; optionally worn only."""
    actor = state.player
    equipment, inventory = actor.equipment, actor.inventory
    rows = []
    for item in inventory.items:
        slot = equipment.slot_of(item)
        if worn_only and slot is None:
            continue
        rows.append(
            InventoryRow(
                inventory.letter_of(item),
                item,
                slot is not None,
                slot.value if slot else None,
                state.label_of(item),
                gear_view.item_icon(state, item, tileset),
                gear_view.badges(state, item),
                gear_view.known_cursed(state, item),
            )
        )
    return rows


class DrawnRow(NamedTuple):
    """A row as drawn: where (screen coordinates), which item, the text that was drawn, and each
    piece of it (the letter, the name as cut, each mark) with the rect it took. (A named
    tuple: the item list makes 26 a frame while its cursor moves.)"""

    rect: pygame.Rect
    item: Item
    text: str
    pieces: tuple[tuple[str, pygame.Rect], ...] = ()

    def moved(self, offset: tuple[int, int]) -> DrawnRow:
        """The same row ``offset`` pixels away (panel to screen coordinates)."""
        return DrawnRow(
            self.rect.move(offset),
            self.item,
            self.text,
            tuple((words, rect.move(offset)) for words, rect in self.pieces),
        )


@cache
def letter_width(font: int) -> int:
    """The letter column: the widest "(a)" ... "(z)" at ``font``."""
    return max(text.width(f"({chr(code)})", font) for code in range(ord("a"), ord("z") + 1))


@cache
def row_margins(font: int, icon: int) -> tuple[int, int, int, int]:
    """Where a row at ``font`` with ``icon`` puts things, from its left edge: (letter x, icon
    x, name x, margin after the marks): a margin, the letter, a gap, the icon, a gap. One font
    pixel is the unit, so rows stay as tight at every scale."""
    unit = glyphs.scale(font)
    icon_x = unit + letter_width(font) + 2 * unit
    return unit, icon_x, icon_x + icon + 2 * unit, unit


@lru_cache(maxsize=64)
def marks_width(marks: tuple[str, ...], font: int) -> int:
    """The width the marks take after the name (each after a space)."""
    return sum(text.width(" " + mark, font) for mark in marks)


def draw_row(
    surface: pygame.Surface,
    tileset: Tileset,
    row: InventoryRow,
    rect: pygame.Rect,
    font: int,
    icon: int,
    selected: bool = False,
) -> DrawnRow:
    """Draw one row into ``rect``: highlight if selected or worn, letter, icon and badges, name,
    then (E) and (cursed). The letter and the marks are never cut: a name too long for the row
    is cut to what is left (with "..."). Returns what was drawn where (``rect``'s coordinates).
    """
    with text.inside(surface, rect, "row"):
        return _draw_row(surface, tileset, row, rect, font, icon, selected)


def _draw_row(
    surface: pygame.Surface,
    tileset: Tileset,
    row: InventoryRow,
    rect: pygame.Rect,
    font: int,
    icon: int,
    selected: bool,
) -> DrawnRow:
    if selected:
        pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=3)
    elif row.worn:
        pygame.draw.rect(surface, theme.ROW_WORN, rect, border_radius=3)
    cy, x = rect.centery, rect.x
    letter_x, icon_x, name_x, end = row_margins(font, icon)
    letter = f"({row.letter})"
    pieces = [
        (letter, text.blit(surface, letter, font, theme.GOLD, (x + letter_x, cy), anchor="midleft"))
    ]
    image = tileset.get(row.icon, icon)
    place = image.get_rect(midleft=(x + icon_x, cy))
    surface.blit(image, place)
    for badge in row.badges:
        surface.blit(tileset.get(badge, icon), place)
    marks = row.marks
    room = rect.width - name_x - end - marks_width(marks, font)
    name = text.fit(row.name, font, max(0, room))
    drawn = text.blit(
        surface,
        name,
        font,
        theme.MALUS if row.cursed else theme.TEXT,
        (x + name_x, cy),
        anchor="midleft",
    )
    pieces.append((name, drawn))
    for mark in marks:
        color = theme.MALUS if mark == CURSED_MARK else theme.WORN_MARK
        drawn = text.blit(surface, " " + mark, font, color, (drawn.right, cy), anchor="midleft")
        pieces.append((mark, drawn))
    return DrawnRow(rect, row.item, " ".join(piece for piece, _ in pieces), tuple(pieces))


class InventoryPanel(CachedPanel):
    """The side panel's inventory list: one column of full-width rows in letter order, which
    scrolls (the wheel over it) when the window is too short for all of them, with a bar and
    "more above / below" under it. A row that changes (picked up, put on, used...) is
    scrolled into view, so what a key just did shows."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self.scroll = 0  # first row shown when the list scrolls
        self._drawn_scroll = 0  # the first row the last render showed
        self.selected: Item | None = None  # a row to light up (hover)
        self._rows: list[DrawnRow] = []
        self.rows: list[InventoryRow] = []  # every row as last drawn (shown or scrolled away)
        self.capacity_rows = 0  # rows that fit, set when drawn
        self.scrollbar = pygame.Rect(0, 0, 0, 0)  # the bar's track, when the list scrolls
        self.captions: tuple[str, ...] = ()  # "more above / below" as drawn, for tests
        self._scroll_zones: list[tuple[pygame.Rect, int]] = []  # rect -> rows a click scrolls
        # each row's words and number of marks at the last render, by item: what changed
        self._said: dict[int, tuple[str, int]] | None = None
        #: What the last full render showed, but for the lit row; the row it lit.
        self._shown: tuple | None = None
        self._lit: Item | None = None
        #: Since that render: each row's picture lit and not, by (row index, lit).
        self._row_pictures: dict[tuple[int, bool], pygame.Surface] = {}

    @property
    def drawn_rows(self) -> list[DrawnRow]:
        """The rows drawn last, with rects in screen coordinates."""
        return [row.moved(self.origin) for row in self._rows]

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        """The item whose row holds screen pixel ``pos``: once the list scrolled (the wheel),
        the one its row's place now shows, which the next render draws there."""
        x, y = self.origin
        at = (pos[0] - x, pos[1] - y)  # the rows' own coordinates: no row is moved to ask
        for index, row in enumerate(self._rows):
            if row.rect.collidepoint(at):
                if self.scroll == self._drawn_scroll:
                    return row.item
                shown = self.scroll + index
                return self.rows[shown].item if shown < len(self.rows) else None
        return None

    @property
    def scroll_zones(self) -> list[tuple[pygame.Rect, int]]:
        """Where a click scrolls (screen coordinates), and by how many rows: a page back on
        "↑ 3 more" and on the bar above its lit part, a page on "↓ 10 more" and below it."""
        return [(self.to_screen(rect), rows) for rect, rows in self._scroll_zones]

    def scroll_at(self, pos: tuple[int, int]) -> int:
        """Rows a click at screen pixel ``pos`` scrolls (``scroll_zones``), else 0."""
        for rect, rows in self.scroll_zones:
            if rect.collidepoint(pos):
                return rows
        return 0

    def scroll_by(self, rows: int, total: int) -> None:
        """Move the list ``rows`` rows on (negative: back), within the ``total`` rows."""
        self.scroll = max(0, min(self.scroll + rows, max(0, total - self.capacity_rows)))

    def reveal(self, index: int) -> None:
        """Scroll the least that shows row ``index``."""
        if index >= self.scroll + self.capacity_rows:
            self.scroll = index - self.capacity_rows + 1
        self.scroll = min(self.scroll, index)

    def signature(self, state: GameState, layout: Layout) -> tuple:
        equipment = state.player.equipment
        pack = state.player.inventory
        # read every frame: the pack's own letters and the worn items' identities in one pass
        # (what ``letter_of`` and ``is_equipped`` answer for a carried item)
        worn = {id(item) for item in equipment.slots.values() if item is not None}
        items = tuple(
            (
                id(i),
                i.kind.id,
                i.letter,
                i.count,
                id(i) in worn,
                i.enchantment,
                i.identified,
                i.cursed,
            )
            for i in pack.items
        )
        return layout, items, len(state.learned), self.scroll, id(self.selected)

    def render(self, surface: pygame.Surface, state: GameState, layout: Layout) -> None:
        # the pointer moved to another row, nothing else changed: those two rows only
        shown = (id(surface), surface.get_size(), self.signature(state, layout)[:-1])
        if shown == self._shown:
            self._relight(surface, layout)
            return
        self._shown, self._lit = shown, self.selected
        self._row_pictures.clear()
        rect = surface.get_rect()
        self.text_area = framed(surface, self.tileset, rect, layout.frame_scale)
        border = 4 * layout.frame_scale
        inset = layout.pad + border
        inner = rect.inflate(-2 * inset, -2 * inset)
        inventory = state.player.inventory
        title = text.shadowed(surface, "Inventory", layout.title_font, theme.TITLE, inner.topleft)
        count = f"{len(inventory.items)} / {inventory.capacity}"
        text.blit(
            surface,
            count,
            layout.small_font,
            theme.TEXT_DIM,
            (inner.right, title.bottom - 2),
            anchor="bottomright",
        )

        rows = self.rows = inventory_rows(state, self.tileset)
        self.capacity_rows = layout.inventory_rows
        self._follow_changes(rows)
        self.scroll = max(0, min(self.scroll, max(0, len(rows) - self.capacity_rows)))
        self._drawn_scroll = self.scroll
        top = title.bottom + layout.pad // 2
        # rows reach into the left padding (names need the room); the bar sits in the right one
        left = inner.x - layout.pad // 2
        self._rows = []
        if not rows:
            text.blit(
                surface,
                "You carry nothing.",
                layout.font,
                theme.TEXT_FAINT,
                (inner.x + 4, top + layout.inventory_row // 2),
                anchor="midleft",
            )
        for index, row in enumerate(rows[self.scroll : self.scroll + self.capacity_rows]):
            row_rect = pygame.Rect(
                left,
                top + index * layout.inventory_row,
                inner.right - left,
                layout.inventory_row - 1,
            )
            self._rows.append(
                draw_row(
                    surface,
                    self.tileset,
                    row,
                    row_rect,
                    layout.inventory_font,
                    layout.inventory_icon,
                    selected=row.item is self.selected,
                )
            )
        self.scrollbar = pygame.Rect(0, 0, 0, 0)
        self.captions = ()
        self._scroll_zones = []
        if len(rows) > self.capacity_rows:
            track = pygame.Rect(
                inner.right + 1,
                top,
                max(2, layout.pad - 2),
                self.capacity_rows * layout.inventory_row - 1,
            )
            self._scroll_signs(
                surface,
                layout,
                track,
                len(rows),
                left + glyphs.scale(layout.inventory_font),
                bottom=rect.bottom - border - 1,
            )

    def _relight(self, surface: pygame.Surface, layout: Layout) -> None:
        """Draw again the row that was lit and the one lit now (``selected``) over the
        frame's picture under them (or put back the picture of each as it was, lit or not),
        and say where (``changed_part``)."""
        before, now = self._lit, self.selected
        frame = self.tileset.frame(*surface.get_size(), layout.frame_scale)
        changed = []
        pictures = self._row_pictures
        for index, drawn in enumerate(self._rows):
            if drawn.item is before or drawn.item is now:
                rect, lit = drawn.rect, drawn.item is now
                if (index, not lit) not in pictures:  # the row as it is, for the way back
                    pictures[index, not lit] = surface.subsurface(rect).copy()
                picture = pictures.get((index, lit))
                if picture is not None:
                    surface.blit(picture, rect)
                else:
                    surface.blit(frame, rect, rect)
                    row = self.rows[self.scroll + index]
                    self._rows[index] = draw_row(
                        surface,
                        self.tileset,
                        row,
                        rect,
                        layout.inventory_font,
                        layout.inventory_icon,
                        selected=lit,
                    )
                    pictures[index, lit] = surface.subsurface(rect).copy()
                changed.append(rect)
        self._lit = now
        self.changed_part = changed[0].unionall(changed[1:]) if changed else pygame.Rect(0, 0, 0, 0)

    def _follow_changes(self, rows: list[InventoryRow]) -> None:
        """Scroll to the row a key (or click) just changed, so its effect shows: a new row
        first (picked up), else one that gained a mark (put on), else the first changed (a
        stack used, a mark taken off). Wearing a sword also takes the dagger's (E) off: the
        sword is what the player did."""
        said = {id(row.item): (row.text, len(row.marks)) for row in rows}
        before, self._said = self._said, said
        if before is None:
            return

        def rank(index: int) -> tuple[int, int]:
            old = before.get(id(rows[index].item))
            if old is None:
                return 0, index
            return (1 if len(rows[index].marks) > old[1] else 2), index

        changed = [
            index
            for index, row in enumerate(rows)
            if before.get(id(row.item), ("",))[0] != row.text
        ]
        if changed:
            self.reveal(min(changed, key=rank))

    def _scroll_signs(
        self,
        surface: pygame.Surface,
        layout: Layout,
        track: pygame.Rect,
        total: int,
        left: int,
        bottom: int,
    ) -> None:
        """The scroll bar (the track, the shown part lit) and the captions under the list:
        "↑ 3 more" on the left while rows are hidden above, "↓ 10 more" on the right below."""
        self.scrollbar = track
        pygame.draw.rect(surface, theme.PANEL_DARK, track)
        thumb_h = max(track.width * 2, track.height * self.capacity_rows // total)
        thumb_y = track.y + (track.height - thumb_h) * self.scroll // max(
            1, total - self.capacity_rows
        )
        pygame.draw.rect(surface, theme.TEXT_DIM, (track.x, thumb_y, track.width, thumb_h))
        page = max(1, self.capacity_rows - 1)
        self._scroll_zones = [
            (pygame.Rect(track.x, track.y, track.width, thumb_y - track.y), -page),
            (
                pygame.Rect(
                    track.x, thumb_y + thumb_h, track.width, track.bottom - thumb_y - thumb_h
                ),
                page,
            ),
        ]
        above, below = self.scroll, total - self.scroll - self.capacity_rows
        captions = []
        if above:
            captions.append(f"\u2191 {above} more")
            drawn = text.blit(
                surface,
                captions[-1],
                layout.small_font,
                theme.TEXT_DIM,
                (left, bottom),
                anchor="bottomleft",
            )
            self._scroll_zones.append((drawn, -page))
        if below:
            captions.append(f"\u2193 {below} more")
            drawn = text.blit(
                surface,
                captions[-1],
                layout.small_font,
                theme.TEXT_DIM,
                (track.right, bottom),
                anchor="bottomright",
            )
            self._scroll_zones.append((drawn, page))
        self.captions = tuple(captions)
