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
from game.engine.tiles import WALKABLE
from game.ui import theme
from game.ui.layout import minimap_inset
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import framed

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.engine.stage import Stage
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


#: What a tile of the picture shows, as an index into PALETTE: the terrain (explored +
#: walkable + 2 x in sight), then the stairs, an item, a monster and the player over it.
PALETTE = np.array([UNKNOWN, WALL_SEEN, FLOOR_SEEN, WALL_LIT, FLOOR_LIT,
                    STAIRS, ITEM, MONSTER, PLAYER], dtype=np.uint8)
SHOW_STAIRS, SHOW_ITEM, SHOW_MONSTER, SHOW_PLAYER = 5, 6, 7, 8
_PALETTE_RGB = [tuple(int(c) for c in color) for color in PALETTE]


def minimap_codes(state: GameState) -> np.ndarray:
    """Per tile, indexed [y, x], the PALETTE entry the player's knowledge of it shows: the
    terrain in a few whole-array operations (a step redraws it, so it must cost little), then
    the stairs, items and creatures on top."""
    stage = state.stage
    explored = stage.explored
    visible = stage.visible & explored
    stairs, terrain = _floor_facts(stage)
    code = terrain * explored  # 1 wall, 2 floor where explored, else 0 (unknown)
    code += visible
    code += visible
    if stairs is not None and explored[stairs[1], stairs[0]]:
        code[stairs[1], stairs[0]] = SHOW_STAIRS
    player, width = state.player, stage.width
    items: list[int] = []  # flat tile indices: y * width + x
    monsters: list[int] = []
    for entity in stage.entities:
        if isinstance(entity, Actor):
            if entity.is_alive and entity is not player:
                monsters.append(entity.y * width + entity.x)
        else:
            items.append(entity.y * width + entity.x)
    # items on explored tiles, then creatures in sight over them, as in the view (in numpy:
    # a hundred scalar reads would cost more than the whole terrain)
    flat = code.reshape(-1)
    for at, shown, show in ((items, explored, SHOW_ITEM), (monsters, visible, SHOW_MONSTER)):
        if at:
            tiles = np.array(at)
            flat[tiles[shown.reshape(-1)[tiles]]] = show
    code[player.y, player.x] = SHOW_PLAYER
    return code


def minimap_colors(state: GameState) -> np.ndarray:
    """One RGB colour per tile, indexed [y, x], for what the player knows of the floor."""
    return PALETTE[minimap_codes(state)]


def stairs_of(stage: Stage) -> tuple[int, int] | None:
    """``stage.stairs``, looked up once per floor and tiles (see ``_floor_facts``)."""
    return _floor_facts(stage)[0]


def _floor_facts(stage: Stage) -> tuple[tuple[int, int] | None, np.ndarray]:
    """What the picture needs of the floor's tiles alone: the stairs, and per tile 1 for a
    wall, 2 for a walkable tile. Kept for one floor; its tiles are compared with the copy the
    facts were read from (cheap next to reading them), so they cannot go stale."""
    known = _FLOOR[0]
    tiles = stage.tiles
    if (known is None or known[0] is not stage or known[1] != tiles.shape
            or known[2] != tiles.tobytes()):
        terrain = (1 + WALKABLE[tiles]).astype(np.uint8)
        known = _FLOOR[0] = (stage, tiles.shape, tiles.tobytes(), stage.stairs, terrain)
    return known[3], known[4]


_FLOOR: list[tuple[Stage, tuple[int, ...], bytes, tuple[int, int] | None, np.ndarray] | None] = [
    None]


def minimap_surface(state: GameState, scale: int,
                    into: pygame.Surface | None = None) -> pygame.Surface:
    """The floor's picture, ``scale`` pixels per tile, with a ring around the player: one
    pixel per tile from numpy, then scaled by SDL (no per-tile Python). ``into``: a surface of
    that size to draw it in (kept by the caller, so a frame makes no new surfaces)."""
    return _picture(state, minimap_codes(state), scale, into)[0]


def _picture(state: GameState, codes: np.ndarray, scale: int, into: pygame.Surface | None,
             ) -> tuple[pygame.Surface, list[tuple[int, int]]]:
    """The whole picture of ``codes`` at ``scale`` with its rings, and the tiles ringed."""
    into = _plain_picture(state, codes, scale, into)
    return into, draw_rings(into, state, scale, (0, 0))


def _plain_picture(state: GameState, codes: np.ndarray, scale: int,
                   into: pygame.Surface | None) -> pygame.Surface:
    """The picture of ``codes`` at ``scale``, without rings."""
    stage = state.stage
    size = (stage.width * scale, stage.height * scale)
    small = pygame.surfarray.make_surface(PALETTE[codes].transpose(1, 0, 2))
    if into is None or into.get_size() != size:
        into = pygame.Surface(size)
    pygame.transform.scale(small, size, into)
    return into


def draw_rings(surface: pygame.Surface, state: GameState, scale: int,
               at: tuple[int, int]) -> list[tuple[int, int]]:
    """Rings around the stairs (once seen) and the player, so the two places that matter
    most stand out at a glance (only from scale 2), on the picture whose top-left is ``at``
    in ``surface`` and never outside it; returns the tiles ringed."""
    if scale < 2:
        return []
    stage = state.stage
    picture = pygame.Rect(at, (stage.width * scale, stage.height * scale))
    previous_clip = surface.get_clip()
    surface.set_clip(picture.clip(previous_clip))
    ringed = ring_tiles(state)
    for tile in ringed:
        _ring(surface, tile, scale, PLAYER_RING if tile == state.player.pos else tuple(STAIRS),
              at)
    surface.set_clip(previous_clip)
    return ringed


def ring_tiles(state: GameState) -> list[tuple[int, int]]:
    """The tiles the minimap rings: the stairs once seen, then the player."""
    stage = state.stage
    stairs = stairs_of(stage)
    seen = stairs is not None and stage.explored[stairs[1], stairs[0]]
    return ([stairs] if seen else []) + [state.player.pos]  # type: ignore[list-item]


class MinimapPicture:
    """The minimap's picture, without its rings, kept from frame to frame: each update
    repaints only the tiles whose PALETTE entry changed (in one ``fblits`` of small squares,
    one per entry); with ``draw_rings`` over it, it equals ``minimap_surface`` of the state
    (tests compare them)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._codes = np.zeros((0, 0), dtype=np.uint8)
        self._scale = 0
        self._squares: list[pygame.Surface] = []  # per PALETTE entry, a tile at the scale
        self.builds = 0  # whole pictures made (tests)
        self.tiles_painted = 0  # tiles repainted by updates (tests)
        #: What the last update repainted: tiles (x0, y0, x1, y1), x1 and y1 exclusive
        #: ((0, 0, 0, 0): none), or None when it made the whole picture.
        self.dirty: tuple[int, int, int, int] | None = None

    def update(self, state: GameState, scale: int) -> pygame.Surface:
        codes = minimap_codes(state)
        surface = self.surface
        if surface is None or scale != self._scale or codes.shape != self._codes.shape:
            self.surface = _plain_picture(state, codes, scale, surface)
            self._codes, self._scale = codes, scale
            self._squares = [_square(color, scale, self.surface) for color in _PALETTE_RGB]
            self.builds += 1
            self.dirty = None
            return self.surface
        ys, xs = (codes != self._codes).nonzero()  # the method: no Python-level dispatch
        self.dirty = (0, 0, 0, 0)
        if len(xs):
            self.tiles_painted += len(xs)
            squares = self._squares
            across, down = xs.tolist(), ys.tolist()
            surface.fblits([(squares[code], (x * scale, y * scale)) for x, y, code in zip(
                across, down, codes[ys, xs].tolist(), strict=True)])
            self.dirty = (min(across), down[0], max(across) + 1, down[-1] + 1)  # rows sorted
        self._codes = codes
        return surface


def _square(color: tuple[int, ...], scale: int, like: pygame.Surface) -> pygame.Surface:
    square = pygame.Surface((scale, scale), 0, like)
    square.fill(color)
    return square


def _ring(surface: pygame.Surface, tile: tuple[int, int], scale: int,
          color: tuple[int, ...], at: tuple[int, int]) -> None:
    x, y = tile
    pygame.draw.rect(surface, color, (at[0] + x * scale - 1, at[1] + y * scale - 1,
                                      scale + 2, scale + 2), 1)


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
        self._picture = MinimapPicture()  # kept, only its changed tiles drawn again
        self._framed: tuple = ()  # the surface, chrome and picture size the box was drawn for
        self._ringed: list[tuple[int, int]] = []  # the tiles ringed when last drawn

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
        inset = minimap_inset(layout.frame_scale)
        room = surface.get_rect().inflate(-2 * inset, -2 * inset)
        stage = state.stage
        self.scale = max(1, min(room.width // stage.width, room.height // stage.height))
        kept = self._picture
        picture = kept.update(state, self.scale)
        # the box around the picture stays as drawn while nothing under it moved
        framed_for = (surface, self._chrome, picture.get_size())
        at = picture.get_rect(center=room.center)
        if framed_for != self._framed or kept.dirty is None or at != self._map_rect:
            surface.blit(self._chrome, (0, 0))
            self._framed = framed_for
            self._map_rect = surface.blit(picture, at)
        else:
            # only the repainted tiles and where the rings were and are go on again
            s = self.scale
            parts = [pygame.Rect(x * s - 1, y * s - 1, s + 2, s + 2) for x, y in self._ringed]
            parts += [pygame.Rect(x * s - 1, y * s - 1, s + 2, s + 2)
                      for x, y in ring_tiles(state)]
            if kept.dirty != (0, 0, 0, 0):
                x0, y0, x1, y1 = kept.dirty
                parts.append(pygame.Rect(x0 * s, y0 * s, (x1 - x0) * s, (y1 - y0) * s))
            area = parts[0].unionall(parts[1:]).clip(picture.get_rect())
            surface.blit(picture, area.move(at.topleft), area)
            self.changed_part = area.move(at.topleft)
        self._ringed = draw_rings(surface, state, self.scale, self._map_rect.topleft)

    def tile_at(self, pos: tuple[int, int], state: GameState) -> tuple[int, int] | None:
        """The floor tile drawn under screen pixel ``pos``, or None off the map."""
        rect = self.map_rect
        if self.scale <= 0 or not rect.collidepoint(pos):
            return None
        x, y = (pos[0] - rect.x) // self.scale, (pos[1] - rect.y) // self.scale
        return (x, y) if state.stage.in_bounds(x, y) else None
