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

from game.engine.actor import Actor
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


#: The terrain's colours by code: explored + walkable + 2 x in sight (see ``minimap_colors``).
TERRAIN = np.array([UNKNOWN, WALL_SEEN, FLOOR_SEEN, WALL_LIT, FLOOR_LIT], dtype=np.uint8)


def minimap_colors(state: GameState) -> np.ndarray:
    """One RGB colour per tile, indexed [y, x], for what the player knows of the floor: the
    terrain in one table lookup (a step redraws it, so it must cost little), then the few
    stairs, items and creatures on top."""
    stage = state.stage
    explored = stage.explored
    visible = stage.visible & explored
    code = explored.astype(np.uint8)
    code += explored & stage.walkable
    code += visible
    code += visible
    colors = TERRAIN[code]
    stairs = stage.stairs
    if stairs is not None and explored[stairs[1], stairs[0]]:
        colors[stairs[1], stairs[0]] = STAIRS
    player = state.player
    items: tuple[list[int], list[int]] = ([], [])
    monsters: tuple[list[int], list[int]] = ([], [])
    for entity in stage.entities:
        into = (monsters if entity.is_alive and entity is not player else None) \
            if isinstance(entity, Actor) else items
        if into is not None:
            into[0].append(entity.x)
            into[1].append(entity.y)
    # items on explored tiles, then creatures in sight over them, as in the view (in numpy:
    # a hundred scalar reads would cost more than the whole terrain)
    for (xs, ys), shown, color in ((items, explored, ITEM), (monsters, visible, MONSTER)):
        if xs:
            x, y = np.array(xs), np.array(ys)
            keep = shown[y, x]
            colors[y[keep], x[keep]] = color
    colors[player.y, player.x] = PLAYER
    return colors


def minimap_surface(state: GameState, scale: int,
                    into: pygame.Surface | None = None) -> pygame.Surface:
    """The floor's picture, ``scale`` pixels per tile, with a ring around the player: one
    pixel per tile from numpy, then scaled by SDL (no per-tile Python). ``into``: a surface of
    that size to draw it in (kept by the caller, so a frame makes no new surfaces)."""
    stage = state.stage
    size = (stage.width * scale, stage.height * scale)
    small = pygame.surfarray.make_surface(minimap_colors(state).transpose(1, 0, 2))
    if into is None or into.get_size() != size:
        into = pygame.Surface(size)
    pygame.transform.scale(small, size, into)
    if scale >= 2:  # rings, so the two places that matter most stand out at a glance
        stairs = stage.stairs
        if stairs is not None and stage.explored[stairs[1], stairs[0]]:
            _ring(into, stairs, scale, tuple(STAIRS))
        _ring(into, state.player.pos, scale, PLAYER_RING)
    return into


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
        self._picture: pygame.Surface | None = None  # the last picture, drawn over next time

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
        self._picture = picture = minimap_surface(state, self.scale, self._picture)
        self._map_rect = surface.blit(picture, picture.get_rect(center=room.center))

    def tile_at(self, pos: tuple[int, int], state: GameState) -> tuple[int, int] | None:
        """The floor tile drawn under screen pixel ``pos``, or None off the map."""
        rect = self.map_rect
        if self.scale <= 0 or not rect.collidepoint(pos):
            return None
        x, y = (pos[0] - rect.x) // self.scale, (pos[1] - rect.y) // self.scale
        return (x, y) if state.stage.in_bounds(x, y) else None
