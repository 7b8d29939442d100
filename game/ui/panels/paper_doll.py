"""The paper doll: the character drawn large in what it wears, with a box for each slot.

Slot boxes sit around the figure: Head and Main hand on the left (the weapon hand is drawn on
that side of the sprite), Body and Off hand on the right. Each shows the worn item's icon and
name, or the slot's empty silhouette.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.equipment import Slot
from game.ui import text, theme
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import framed

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.tileset import Tileset

#: (slot, column, row): column 0 left of the figure, 1 right of it.
SLOT_PLACES: tuple[tuple[Slot, int, int], ...] = (
    (Slot.HEAD, 0, 0), (Slot.BODY, 1, 0), (Slot.MAIN_HAND, 0, 1), (Slot.OFF_HAND, 1, 1),
)
SLOT_CAPTIONS = {Slot.HEAD: "Head", Slot.BODY: "Body", Slot.MAIN_HAND: "Main hand",
                 Slot.OFF_HAND: "Off hand"}


def slot_tile(slot: Slot, item: Item | None) -> str:
    """The tile a slot box shows: the item's icon, or the slot's empty silhouette."""
    return item.tile if item is not None else f"slot_{slot.value}"


class PaperDoll(CachedPanel):
    """Draws the doll; keeps each slot box's rect by slot name for hit-testing."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self._boxes: dict[str, pygame.Rect] = {}
        self._icons: dict[str, pygame.Rect] = {}
        self._figure = pygame.Rect(0, 0, 0, 0)
        self.highlight: str | None = None  # a slot to light up (hover, drag target)
        self.shown: dict[str, str] = {}  # slot -> tile drawn in its box, for tests

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
    def figure_rect(self) -> pygame.Rect:
        return self.to_screen(self._figure)

    def slot_at(self, pos: tuple[int, int]) -> str | None:
        """The slot name whose box holds screen pixel ``pos``."""
        for slot, rect in self.slot_rects.items():
            if rect.collidepoint(pos):
                return slot
        return None

    # -- drawing -------------------------------------------------------------------------
    def signature(self, state: GameState, layout: Layout) -> tuple:
        worn = tuple((slot, id(item), item.kind.id if item else None)
                     for slot, item in state.player.equipment.slots.items())
        return layout, worn, self.highlight

    def render(self, surface: pygame.Surface, state: GameState, layout: Layout) -> None:
        rect = surface.get_rect()
        framed(surface, self.tileset, rect, layout.frame_scale)
        inset = layout.pad + 4 * layout.frame_scale
        inner = rect.inflate(-2 * inset, -2 * inset)

        size = layout.doll_sprite
        self._figure = pygame.Rect(0, 0, size, size)
        self._figure.center = inner.center
        shadow = pygame.Rect(0, 0, size * 5 // 8, max(4, size // 8))
        shadow.midbottom = (self._figure.centerx, self._figure.bottom - size // 64)
        pygame.draw.ellipse(surface, theme.PANEL_DARK, shadow)
        surface.blit(self.tileset.player(state.player.equipment, size), self._figure)

        column_w = (inner.width - size) // 2
        block_h = inner.height // 2
        equipment = state.player.equipment
        self._boxes.clear()
        self._icons.clear()
        self.shown.clear()
        for slot, column, row in SLOT_PLACES:
            left = inner.x if column == 0 else self._figure.right
            area = pygame.Rect(left, inner.y + row * block_h, column_w, block_h)
            self._slot(surface, layout, slot, equipment.item_in(slot), area)

    def _slot(self, surface: pygame.Surface, layout: Layout, slot: Slot, item: Item | None,
              area: pygame.Rect) -> None:
        icon = layout.slot_icon
        box_pad = max(3, icon // 8)
        box = pygame.Rect(0, 0, icon + 2 * box_pad, icon + 2 * box_pad)
        box.center = area.center
        text.blit(surface, SLOT_CAPTIONS[slot], layout.small_font, theme.TEXT_DIM,
                  (area.centerx, box.top - 1), anchor="midbottom")

        lit = self.highlight == slot.value
        border = theme.GOLD if lit else ((110, 96, 64) if item else (58, 56, 70))
        pygame.draw.rect(surface, (0, 0, 0), box.inflate(2, 2))
        pygame.draw.rect(surface, theme.SLOT_BOX, box)
        pygame.draw.rect(surface, border, box, width=max(1, icon // 16))
        icon_rect = pygame.Rect(box.x + box_pad, box.y + box_pad, icon, icon)
        tile = slot_tile(slot, item)
        surface.blit(self.tileset.get(tile, icon), icon_rect)

        name = item.name if item is not None else "empty"
        color = theme.TEXT if item is not None else theme.TEXT_FAINT
        label = text.fit(name, layout.small_font, area.width)
        text.blit(surface, label, layout.small_font, color, (area.centerx, box.bottom + 2),
                  anchor="midtop")
        self._boxes[slot.value] = box
        self._icons[slot.value] = icon_rect
        self.shown[slot.value] = tile
