"""The minimap: the whole floor, one small square per tile, as the player knows it.

Explored floor and walls (brighter where in sight), the stairs once seen, items on explored
tiles, monsters in sight and the player. The picture is made with numpy, one colour per tile
(``minimap_colors``), and scaled up by a whole number; it is redrawn only when the state's
revision or the floor changes, so a frame costs one blit. The same picture, bigger, is the
full-window overview (``screens/overview.py``). A click on it names a tile (``tile_at``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
import pygame

from game.engine.tiles import STAIRS_DOWN
from game.ui import theme
from game.ui.layout import minimap_inset
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import framed

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.tileset import Tileset

UNKNOWN = np.array(theme.PANEL_DARK, dtype=np.uint8)
FLOOR_SEEN = np.array((62, 60, 72), dtype=np.uint8)
FLOOR_LIT = np.array((112, 108, 122), dtype=np.uint8)
WALL_SEEN = np.array((116, 94, 66), dtype=np.uint8)
WALL_LIT = np.array((178, 146, 100), dtype=np.uint8)
STAIRS = np.array((196, 120, 255), dtype=np.uint8)
ITEM = np.array(theme.GOLD, dtype=np.uint8)
MONSTER = np.array((236, 64, 56), dtype=np.uint8)
PLAYER = np.array((255, 255, 255), dtype=np.uint8)
PLAYER_RING = (60, 220, 120)


def minimap_colors(state: GameState) -> np.ndarray:
    """One RGB colour per tile, indexed [y, x], for what the player knows of the floor."""
    stage = state.stage
    explored, visible = stage.explored, stage.visible & stage.explored
    walkable = stage.walkable
    colors = np.empty((stage.height, stage.width, 3), dtype=np.uint8)
    colors[:] = UNKNOWN
    colors[explored & walkable] = FLOOR_SEEN
    colors[explored & ~walkable] = WALL_SEEN
    colors[visible & walkable] = FLOOR_LIT
    colors[visible & ~walkable] = WALL_LIT
    colors[explored & (stage.tiles == STAIRS_DOWN)] = STAIRS
    for item in stage.items:
        if explored[item.y, item.x]:
            colors[item.y, item.x] = ITEM
    player = state.player
    for actor in stage.actors:
        if actor is not player and visible[actor.y, actor.x]:
            colors[actor.y, actor.x] = MONSTER
    colors[player.y, player.x] = PLAYER
    return colors


def minimap_surface(state: GameState, scale: int) -> pygame.Surface:
    """The floor's picture, ``scale`` pixels per tile, with a ring around the player: one
    pixel per tile from numpy, then scaled by SDL (no per-tile Python)."""
    colors = minimap_colors(state)
    small = pygame.surfarray.make_surface(colors.transpose(1, 0, 2))
    stage = state.stage
    surface = pygame.transform.scale(small, (stage.width * scale, stage.height * scale))
    if scale >= 2:  # rings, so the two places that matter most stand out at a glance
        stairs = stage.stairs
        if stairs is not None and stage.explored[stairs[1], stairs[0]]:
            _ring(surface, stairs, scale, tuple(STAIRS))
        _ring(surface, state.player.pos, scale, PLAYER_RING)
    return surface


def _ring(surface: pygame.Surface, tile: tuple[int, int], scale: int,
          color: tuple[int, ...]) -> None:
    x, y = tile
    pygame.draw.rect(surface, color, (x * scale - 1, y * scale - 1, scale + 2, scale + 2), 1)


class Minimap(CachedPanel):
    """The minimap in its box right of the log; ``map_rect`` (screen pixels) and ``scale`` say where
    each tile was drawn, for clicks."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self.scale = 0
        self._map_rect = pygame.Rect(0, 0, 0, 0)  # in panel coordinates
        self._chrome: pygame.Surface | None = None  # the framed box, made once per size
        self._chrome_key: tuple = ()

    @property
    def map_rect(self) -> pygame.Rect:
        return self.to_screen(self._map_rect)

    def signature(self, state: GameState, layout: Layout) -> tuple:
        return layout, id(state.stage), state.revision, state.player.pos

    def render(self, surface: pygame.Surface, state: GameState, layout: Layout) -> None:
        key = (surface.get_size(), layout.frame_scale)
        if self._chrome is None or self._chrome_key != key:
            self._chrome, self._chrome_key = pygame.Surface(surface.get_size()), key
            self._chrome.fill(theme.PANEL)
            framed(self._chrome, self.tileset, self._chrome.get_rect(), layout.frame_scale)
        surface.blit(self._chrome, (0, 0))
        inset = minimap_inset(layout.frame_scale)
        room = surface.get_rect().inflate(-2 * inset, -2 * inset)
        stage = state.stage
        self.scale = max(1, min(room.width // stage.width, room.height // stage.height))
        picture = minimap_surface(state, self.scale)
        self._map_rect = surface.blit(picture, picture.get_rect(center=room.center))

    def tile_at(self, pos: tuple[int, int], state: GameState) -> tuple[int, int] | None:
        """The floor tile drawn under screen pixel ``pos``, or None off the map."""
        rect = self.map_rect
        if self.scale <= 0 or not rect.collidepoint(pos):
            return None
        x, y = (pos[0] - rect.x) // self.scale, (pos[1] - rect.y) // self.scale
        return (x, y) if state.stage.in_bounds(x, y) else None
