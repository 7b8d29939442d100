"""The inventory: one row per carried item or stack, ``(a)`` letter, icon (with its "?" or curse
badge), the name the player knows ("+1 Sword", "jade ring", "8 Health Potions"), ``(E)`` when
worn and ``(cursed)`` once a curse is known. Letters are the pack's own: they never move.

``inventory_rows`` is the model (what each row says); ``draw_row`` draws one row and returns the
text it drew; the panel lays rows out in one or two columns (scrolling if the window is tiny)
and keeps each drawn row's rect with its item for hit-testing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.ui import gear_view, text, theme
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
        """The row in words: "(a) Dagger (E)", "(b) 8 Health Potions", "(c) -2 Mace (E) (cursed)".
        """
        return " ".join((f"({self.letter})", self.name, *self.marks))


def inventory_rows(state: GameState, tileset: Tileset,
                   worn_only: bool = False) -> list[InventoryRow]:
    """One row per carried item or stack in letter order; optionally worn only."""
    actor = state.player
    equipment, inventory = actor.equipment, actor.inventory
    rows = []
    for item in inventory.items:
        slot = equipment.slot_of(item)
        if worn_only and slot is None:
            continue
        rows.append(InventoryRow(inventory.letter_of(item), item, slot is not None,
                                 slot.value if slot else None, state.label_of(item),
                                 gear_view.item_icon(state, item, tileset),
                                 gear_view.badges(state, item),
                                 gear_view.known_cursed(state, item)))
    return rows


@dataclass(frozen=True)
class DrawnRow:
    """A row as drawn: where (screen coordinates), which item, and the text that was drawn."""

    rect: pygame.Rect
    item: Item
    text: str


def draw_row(surface: pygame.Surface, tileset: Tileset, row: InventoryRow, rect: pygame.Rect,
             font: int, icon: int, selected: bool = False) -> str:
    """Draw one row into ``rect``: highlight if worn, letter, icon and badges, name, (E) and
    (cursed) (left out where it does not fit: the icon's badge still shows). Returns its text."""
    if selected:
        pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=3)
    elif row.worn:
        pygame.draw.rect(surface, theme.ROW_WORN, rect, border_radius=3)
    cy = rect.centery
    x = rect.x + 4
    letter = f"({row.letter})"
    drawn = text.blit(surface, letter, font, theme.GOLD, (x, cy), anchor="midleft")
    x = rect.x + 4 + text.width("(m)", font) + 6
    image = tileset.get(row.icon, icon)
    place = image.get_rect(midleft=(x, cy))
    surface.blit(image, place)
    for badge in row.badges:
        surface.blit(tileset.get(badge, icon), place)
    x += icon + 6
    room = rect.right - x - 4
    marks = row.marks
    if CURSED_MARK in marks and text.width(" ".join((row.name, *marks)), font) > room:
        marks = tuple(mark for mark in marks if mark != CURSED_MARK)  # the badge still says it
    room -= text.width(" " + " ".join(marks), font) if marks else 0
    name = text.fit(row.name, font, room)
    color = theme.MALUS if row.cursed else theme.TEXT
    drawn = text.blit(surface, name, font, color, (x, cy), anchor="midleft")
    pieces = [letter, name]
    for mark in marks:
        color = theme.MALUS if mark == CURSED_MARK else theme.WORN_MARK
        drawn = text.blit(surface, " " + mark, font, color, (drawn.right, cy), anchor="midleft")
        pieces.append(mark)
    return " ".join(pieces)


class InventoryPanel(CachedPanel):
    """The side panel's inventory list."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self.scroll = 0  # first row shown when the list scrolls
        self.selected: Item | None = None  # a row to light up (hover, keyboard cursor)
        self._rows: list[DrawnRow] = []
        self.rows: list[InventoryRow] = []  # every row as last drawn (shown or scrolled away)
        self.capacity_rows = 0  # rows that fit (columns x rows), set when drawn

    @property
    def drawn_rows(self) -> list[DrawnRow]:
        """The rows drawn last, with rects in screen coordinates."""
        return [DrawnRow(self.to_screen(r.rect), r.item, r.text) for r in self._rows]

    def item_at(self, pos: tuple[int, int]) -> Item | None:
        """The item whose row holds screen pixel ``pos``."""
        for row in self.drawn_rows:
            if row.rect.collidepoint(pos):
                return row.item
        return None

    def scroll_by(self, rows: int, total: int) -> None:
        self.scroll = max(0, min(self.scroll + rows, max(0, total - self.capacity_rows)))

    def signature(self, state: GameState, layout: Layout) -> tuple:
        equipment = state.player.equipment
        pack = state.player.inventory
        # read every frame: the pack's own letters and the worn items' identities in one pass
        # (what ``letter_of`` and ``is_equipped`` answer for a carried item)
        worn = {id(item) for item in equipment.slots.values() if item is not None}
        items = tuple((id(i), i.kind.id, i.letter, i.count, id(i) in worn,
                       i.enchantment, i.identified, i.cursed) for i in pack.items)
        return layout, items, len(state.learned), self.scroll, id(self.selected)

    def render(self, surface: pygame.Surface, state: GameState, layout: Layout) -> None:
        rect = surface.get_rect()
        framed(surface, self.tileset, rect, layout.frame_scale)
        inset = layout.pad + 4 * layout.frame_scale
        inner = rect.inflate(-2 * inset, -2 * inset)
        inventory = state.player.inventory
        title = text.shadowed(surface, "Inventory", layout.title_font, theme.TITLE,
                              inner.topleft)
        count = f"{len(inventory.items)} / {inventory.capacity}"
        text.blit(surface, count, layout.small_font, theme.TEXT_DIM,
                  (inner.right, title.bottom - 2), anchor="bottomright")

        rows = self.rows = inventory_rows(state, self.tileset)
        columns, per_column = layout.inventory_columns, layout.inventory_rows
        self.capacity_rows = columns * per_column
        if len(rows) <= per_column:
            columns = 1  # one column holds them all: full width, so known names show whole
        self.scroll = max(0, min(self.scroll, max(0, len(rows) - self.capacity_rows)))
        top = title.bottom + layout.pad // 2
        gap = layout.pad
        column_w = (inner.width - gap * (columns - 1)) // columns
        self._rows = []
        shown = rows[self.scroll:self.scroll + self.capacity_rows]
        if not rows:
            text.blit(surface, "You carry nothing.", layout.font, theme.TEXT_FAINT,
                      (inner.x + 4, top + layout.row_height // 2), anchor="midleft")
        for index, row in enumerate(shown):
            column, line = divmod(index, per_column)
            row_rect = pygame.Rect(inner.x + column * (column_w + gap),
                                   top + line * layout.row_height, column_w,
                                   layout.row_height - 2)
            drawn = draw_row(surface, self.tileset, row, row_rect, layout.list_font, layout.icon,
                             selected=row.item is self.selected)
            self._rows.append(DrawnRow(row_rect, row.item, drawn))
        if self.scroll > 0:
            text.blit(surface, "more above", layout.small_font, theme.TEXT_DIM,
                      (inner.right, title.bottom - 2 - text.line_height(layout.small_font)),
                      anchor="bottomright")
        if self.scroll + self.capacity_rows < len(rows):
            text.blit(surface, "more below", layout.small_font, theme.TEXT_DIM,
                      inner.bottomright, anchor="bottomright")
