"""The paper doll: the character drawn large in everything it wears, ten labelled slot boxes
around it.

The figure is the doll's own art (``DollArt``, 48x56 art pixels a layer) scaled by the largest
whole number that leaves room for the boxes. The boxes stand in ``DOLL_ROWS``, two to a row:
the left one at the panel's left edge with its caption and item name beside it, the right one
mirrored. Each shows the item's icon (a ring or amulet: its appearance) with its badges ("?"
while unknown, the curse mark once known), or the slot's empty silhouette; an off hand taken
by a two-handed weapon is drawn greyed with that weapon in it. The glyph of each property the
player knows the worn piece carries stands on the caption's line, on the side toward the
figure ("Main hand" then a flame); where the caption and the glyphs do not fit together the
caption takes its short form ("Main"), or the glyphs take the line alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import gear_view, glyphs, text, theme
from game.ui.gear_view import SLOT_CAPTIONS, caption
from game.ui.panels.base import CachedPanel
from game.ui.panels.tooltip import glyph_size
from game.ui.panels.widgets import framed
from game.ui.tileset import worn_kinds

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.tileset import Tileset

__all__ = ["DOLL_ROWS", "SLOT_CAPTIONS", "PaperDoll", "SlotView", "slot_views", "slot_tile"]

#: (left box, right box) per row, top to bottom.
DOLL_ROWS: tuple[tuple[str, str], ...] = (
    ("head", "neck"),
    ("body", "cloak"),
    ("main_hand", "off_hand"),
    ("left_ring", "right_ring"),
    ("hands", "feet"),
)
TAKEN_SHADE = (96, 96, 104)  # multiplies the greyed icon of an off hand taken by a two-hander
BORDER_WORN = (110, 96, 64)
BORDER_EMPTY = (58, 56, 70)
BORDER_CURSED = (150, 70, 170)
#: Shorter captions for a line that must hold property glyphs too.
SHORT_CAPTIONS: dict[str, str] = {"main_hand": "Main", "off_hand": "Off"}


def slot_tile(slot: str, item: Item | None) -> str:
    """The tile of an empty slot's silhouette, or ``item``'s own tile."""
    return item.tile if item is not None else f"slot_{slot}"


class SlotView:
    """What one slot box shows: the tile, badges, the two lines of words, and whether it is
    taken by a two-handed weapon in the main hand."""

    def __init__(
        self,
        slot: str,
        item: Item | None,
        tile: str,
        badges: tuple[str, ...],
        name: str,
        taken_by: Item | None = None,
        cursed: bool = False,
        short: str | None = None,
        glyphs: tuple[str, ...] = (),
    ) -> None:
        self.slot = slot
        self.item = item
        self.tile = tile
        self.badges = badges
        self.name = name
        self.short = name if short is None else short  # for a box with little room
        self.taken_by = taken_by
        self.cursed = cursed
        self.glyphs = glyphs  # the glyph tiles of the known properties ("prop_flame")

    @property
    def caption(self) -> str:
        return caption(self.slot)


def taken_off_hand(state: GameState) -> Item | None:
    """The two-handed weapon in the main hand that leaves no room for the off hand."""
    slots = state.player.equipment.slots
    weapon = slots.get("main_hand")
    if (
        weapon is not None
        and weapon.equippable is not None
        and weapon.equippable.two_handed
        and slots.get("off_hand") is None
    ):
        return weapon
    return None


def slot_views(state: GameState, tileset: Tileset) -> dict[str, SlotView]:
    """Each slot's box as the player sees it, by slot name in slot order."""
    views: dict[str, SlotView] = {}
    big = taken_off_hand(state)
    for slot, item in state.player.equipment.slots.items():
        if item is not None:
            views[slot] = SlotView(
                slot,
                item,
                gear_view.item_icon(state, item, tileset),
                gear_view.badges(state, item),
                state.name_of(item),
                cursed=gear_view.known_cursed(state, item),
                short=gear_view.short_name(state, item),
                glyphs=tuple(
                    gear_view.prop_glyph(prop) for prop in gear_view.known_props(state, item)
                ),
            )
        elif slot == "off_hand" and big is not None:
            views[slot] = SlotView(
                slot,
                None,
                gear_view.item_icon(state, big, tileset),
                (),
                f"taken by {state.the_name(big)}",
                taken_by=big,
                short="two hands",
            )
        else:
            views[slot] = SlotView(slot, None, slot_tile(slot, None), (), "empty")
    return views


def slot_lines(view: SlotView, font: int, room: int) -> tuple[str, str]:
    """The two lines beside a slot box, ``room`` pixels wide: always the slot's caption ("Left
    ring"), so two rings are told apart whatever they are, then what it holds: the whole name
    if it fits ("+2 Great Helm"), else its short form (``SlotView.short``: "-3 Regen"), else
    that cut with "...". The tooltip says it all."""
    for words in (view.name, view.short):
        if text.width(words, font) <= room:
            return text.fit(view.caption, font, room), words
    return text.fit(view.caption, font, room), text.fit(view.short, font, room)


def caption_glyphs(view: SlotView, font: int, room: int) -> tuple[str, tuple[str, ...]]:
    """The caption's line in ``room`` pixels: (its words, the glyphs after them). The whole
    caption and every glyph where they fit, else the short caption ("Main"), else the glyphs
    alone (as many as fit); a slot with no glyphs keeps its caption (cut if it must be)."""
    if not view.glyphs:
        return text.fit(view.caption, font, room), ()
    need = len(view.glyphs) * glyph_size(font)
    for words in (view.caption, SHORT_CAPTIONS.get(view.slot)):
        if words and text.width(words, font) + glyph_gap(font) + need <= room:
            return words, view.glyphs
    return "", view.glyphs[: max(0, room // glyph_size(font))]


def glyph_gap(font: int) -> int:
    """Pixels between a caption and the glyphs beside it."""
    return max(3, glyph_size(font) // 4)


def word_gap(layout: Layout) -> int:
    """Pixels between a slot box and its words, and between the boxes and the frame."""
    return max(2, layout.pad // 4)


class PaperDoll(CachedPanel):
    """Draws the doll; keeps each slot box's rect by slot name for hit-testing."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self._boxes: dict[str, pygame.Rect] = {}
        self._icons: dict[str, pygame.Rect] = {}
        self._figure = pygame.Rect(0, 0, 0, 0)
        self.figure_scale = 1
        self.highlight: str | None = None  # a slot to light up (hover, drag target)
        self.shown: dict[str, str] = {}  # slot -> tile drawn in its box, for tests
        self.lines: dict[str, tuple[str, ...]] = {}  # slot -> the words beside its box
        self._words: dict[str, list[pygame.Rect]] = {}  # slot -> where those lines went
        self.rooms: dict[str, int] = {}  # slot -> the width its words had, for tests
        self.views: dict[str, SlotView] = {}  # slot -> what its box shows, for tests
        #: slot -> each property glyph drawn beside its box and where (panel coordinates)
        self._glyphs: dict[str, list[tuple[str, pygame.Rect]]] = {}
        self.figure_kinds: tuple[str, ...] = ()  # the kinds the figure was drawn wearing

    # -- hit regions (screen coordinates) -----------------------------------------------
    @property
    def slot_rects(self) -> dict[str, pygame.Rect]:
        """Each slot box by slot name ("head", ...), in screen coordinates."""
        return {slot: self.to_screen(rect) for slot, rect in self._boxes.items()}

    @property
    def icon_rects(self) -> dict[str, pygame.Rect]:
        """Where each slot's icon (or silhouette) is drawn, in screen coordinates."""
        return {slot: self.to_screen(rect) for slot, rect in self._icons.items()}

    @property
    def word_rects(self) -> dict[str, list[pygame.Rect]]:
        """Where each slot's lines of words were drawn, in screen coordinates."""
        return {
            slot: [self.to_screen(rect) for rect in rects] for slot, rects in self._words.items()
        }

    @property
    def glyph_rects(self) -> dict[str, list[tuple[str, pygame.Rect]]]:
        """Each slot's property glyphs as drawn: (tile, rect in screen coordinates)."""
        return {
            slot: [(glyph, self.to_screen(rect)) for glyph, rect in drawn]
            for slot, drawn in self._glyphs.items()
        }

    @property
    def figure_rect(self) -> pygame.Rect:
        return self.to_screen(self._figure)

    def slot_at(self, pos: tuple[int, int]) -> str | None:
        """The slot name whose box, or the words drawn beside it (its caption and what it
        holds), hold screen pixel ``pos``: a drop on "Main hand / Dagger" is a drop on that
        slot, as a player means it."""
        for slot, rect in self.slot_rects.items():
            if rect.collidepoint(pos):
                return slot
        for slot, rects in self.word_rects.items():
            if any(rect.collidepoint(pos) for rect in rects):
                return slot
        return None

    # -- drawing -------------------------------------------------------------------------
    def signature(self, state: GameState, layout: Layout) -> tuple:
        # everything a box shows follows from these: its name, icon and badges from the item,
        # its enchantment and what the player knows (identified, the kinds learned)
        worn = tuple(
            None
            if item is None
            else (id(item), item.kind.id, item.enchantment, item.identified, item.cursed)
            for item in state.player.equipment.slots.values()
        )
        return layout, worn, len(state.learned), self.highlight

    def render(self, surface: pygame.Surface, state: GameState, layout: Layout) -> None:
        rect = surface.get_rect()
        self.text_area = framed(surface, self.tileset, rect, layout.frame_scale)
        inset = layout.pad + 4 * layout.frame_scale
        inner = rect.inflate(-2 * inset, -2 * inset)
        views = slot_views(state, self.tileset)
        self.views = views
        icon = layout.slot_icon
        box_side = icon + 2 * max(3, icon // 8)
        widest = max(text.width(caption(slot), layout.small_font) for slot in SLOT_CAPTIONS)
        column_need = box_side + word_gap(layout) + widest

        doll = self.tileset.doll
        art_w, art_h = doll.size
        # as large as the room leaves, but no larger than the interface's pixels (the font's):
        # a wider panel gives the names beside the boxes the room
        scale = max(
            1,
            min(
                inner.height // art_h,
                (inner.width - 2 * column_need) // art_w,
                glyphs.scale(layout.font),
            ),
        )
        self.figure_scale = scale
        self._figure = pygame.Rect(0, 0, art_w * scale, art_h * scale)
        self._figure.center = inner.center
        self.figure_kinds = worn_kinds(state.player.equipment)
        surface.blit(doll.figure(self.figure_kinds, scale), self._figure)

        self._boxes.clear()
        self._icons.clear()
        self.shown.clear()
        self.lines.clear()
        self._words.clear()
        self._glyphs.clear()
        rows_h = len(DOLL_ROWS) * layout.doll_row
        top = inner.y + max(0, (inner.height - rows_h) // 2)
        for index, pair in enumerate(DOLL_ROWS):
            # the boxes reach into the padding: the words beside them need the room
            reach = layout.pad - word_gap(layout)
            row = pygame.Rect(
                inner.x - reach,
                top + index * layout.doll_row,
                inner.width + 2 * reach,
                layout.doll_row,
            )
            for side, slot in enumerate(pair):
                view = views.get(slot)
                if view is not None:
                    self._slot(surface, layout, view, row, box_side, left=side == 0)

    def _slot(
        self,
        surface: pygame.Surface,
        layout: Layout,
        view: SlotView,
        row: pygame.Rect,
        box_side: int,
        left: bool,
    ) -> None:
        icon = layout.slot_icon
        box = pygame.Rect(0, 0, box_side, box_side)
        box.centery = row.centery
        gap = word_gap(layout)
        if left:
            box.left = row.left
            words = pygame.Rect(
                box.right + gap, row.y, self._figure.left - box.right - gap, row.height
            )
        else:
            box.right = row.right
            words = pygame.Rect(
                self._figure.right, row.y, box.left - gap - self._figure.right, row.height
            )

        lit = self.highlight == view.slot
        if lit:
            border = theme.GOLD
        elif view.cursed:
            border = BORDER_CURSED
        else:
            border = BORDER_WORN if view.item is not None else BORDER_EMPTY
        taken = view.taken_by is not None
        pygame.draw.rect(surface, (0, 0, 0), box.inflate(2, 2))
        pygame.draw.rect(surface, theme.PANEL_DARK if taken else theme.SLOT_BOX, box)
        pygame.draw.rect(surface, border, box, width=max(1, icon // 16))
        icon_rect = pygame.Rect(0, 0, icon, icon)
        icon_rect.center = box.center
        image = self.tileset.get(view.tile, icon)
        if taken:
            image = pygame.transform.grayscale(image)
            image.fill(TAKEN_SHADE + (255,), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(image, icon_rect)
        for badge in view.badges:
            surface.blit(self.tileset.get(badge, icon), icon_rect)

        font = layout.small_font
        line = text.line_height(font)
        first = row.centery - line
        anchor_x, anchor = (words.left, "topleft") if left else (words.right, "topright")
        room = max(0, words.width)
        caption_words, glyphs = caption_glyphs(view, font, room)
        lines = (caption_words, slot_lines(view, font, room)[1])
        self.rooms[view.slot] = room
        self.lines[view.slot] = lines
        if view.item is not None:
            color = theme.MALUS if view.cursed else theme.TEXT
        else:
            color = theme.TEXT_FAINT
        drawn = self._words[view.slot] = []
        with text.inside(surface, words, "words"):
            for index, words_line in enumerate(lines):
                if words_line:
                    drawn.append(
                        text.blit(
                            surface,
                            words_line,
                            font,
                            theme.TEXT_DIM if index == 0 else color,
                            (anchor_x, first + index * line),
                            anchor=anchor,
                        )
                    )
        self._glyphs[view.slot] = self._draw_glyphs(
            surface,
            glyphs,
            font,
            (anchor_x, first + line // 2),
            left,
            text.width(caption_words, font) + glyph_gap(font) if caption_words else 0,
        )
        self._boxes[view.slot] = box
        self._icons[view.slot] = icon_rect
        self.shown[view.slot] = view.tile

    def _draw_glyphs(
        self,
        surface: pygame.Surface,
        glyphs: tuple[str, ...],
        font: int,
        at: tuple[int, int],
        left: bool,
        after: int,
    ) -> list[tuple[str, pygame.Rect]]:
        """The glyphs in a row centred on the line through ``at``, ``after`` pixels from
        its anchor toward the figure (rightward beside a left box); where each went."""
        size = glyph_size(font)
        x, cy = at
        drawn = []
        for index, glyph in enumerate(glyphs):
            place = pygame.Rect(0, 0, size, size)
            place.centery = cy
            if left:
                place.left = x + after + index * size
            else:
                place.right = x - after - index * size
            surface.blit(self.tileset.get(glyph, size), place)
            drawn.append((glyph, place))
        return drawn
