"""The minimap: the whole floor, one small square per tile, as the player knows it.

Explored floor and walls, the stairs once seen, items on explored tiles, monsters in sight and
the player, with rings round the player and the stairs and, as in DCSS, an outline of the part
of the floor the dungeon view shows. The picture is made with numpy, one colour per tile
(``minimap_colors``), and scaled up by a whole number; the panel keeps it and repaints only the
tiles whose look changed, so a step costs a few small fills. The same picture, bigger, is the
full-window overview (``screens/overview.py``). A click on it names a tile (``tile_at``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
import pygame

from game.engine.actor import Actor
from game.engine.tiles import (
    DEEP_WATER,
    DOOR_CLOSED,
    DOOR_OPEN,
    SHALLOW_WATER,
    TALL_GRASS,
    TERRAIN,
    TRAMPLED_GRASS,
    WALKABLE,
)
from game.ui import text, theme
from game.ui.layout import minimap_inset
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import framed

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.engine.stage import Stage
    from game.ui.layout import Layout
    from game.ui.panels.stage_view import Sightings
    from game.ui.tileset import Tileset

UNKNOWN = np.array(theme.PANEL_DARK, dtype=np.uint8)
FLOOR_SEEN = np.array((84, 81, 96), dtype=np.uint8)
WALL_SEEN = np.array((150, 122, 84), dtype=np.uint8)
STAIRS = np.array((196, 120, 255), dtype=np.uint8)
ITEM = np.array(theme.GOLD, dtype=np.uint8)
MONSTER = np.array((236, 64, 56), dtype=np.uint8)
PLAYER = np.array((255, 255, 255), dtype=np.uint8)
PLAYER_RING = (60, 220, 120)
VIEW_OUTLINE = (196, 196, 210)  # the part of the floor the dungeon view shows
DOOR = np.array((184, 116, 52), dtype=np.uint8)
DEEP = np.array((40, 74, 164), dtype=np.uint8)
SHALLOW = np.array((86, 128, 184), dtype=np.uint8)
GRASS = np.array((70, 128, 58), dtype=np.uint8)
GRASS_FLAT = np.array((86, 104, 78), dtype=np.uint8)
TRAP = np.array((244, 96, 204), dtype=np.uint8)  # a trap the player has found


#: What a tile of the picture shows, as an index into PALETTE: the terrain (explored: a
#: wall, walkable floor, then doors, water and grass after the things), the stairs, an item,
#: a monster and the player over it, and a found trap.
PALETTE = np.array(
    [
        UNKNOWN,
        WALL_SEEN,
        FLOOR_SEEN,
        STAIRS,
        ITEM,
        MONSTER,
        PLAYER,
        DOOR,
        DEEP,
        SHALLOW,
        GRASS,
        GRASS_FLAT,
        TRAP,
    ],
    dtype=np.uint8,
)
SHOW_STAIRS, SHOW_ITEM, SHOW_MONSTER, SHOW_PLAYER = 3, 4, 5, 6
SHOW_TRAP = 12
#: Per terrain id (``game.engine.tiles``), its PALETTE entry: walls and floor by whether
#: they are walked, doors, water and grass their own.
TERRAIN_CODES = np.where(WALKABLE, 2, 1).astype(np.uint8)
for _tile, _code in (
    (DOOR_CLOSED, 7),
    (DOOR_OPEN, 7),
    (DEEP_WATER, 8),
    (SHALLOW_WATER, 9),
    (TALL_GRASS, 10),
    (TRAMPLED_GRASS, 11),
):
    TERRAIN_CODES[_tile] = _code
assert len(TERRAIN_CODES) == len(TERRAIN)
_PALETTE_RGB = [tuple(int(c) for c in color) for color in PALETTE]
_STAIRS_RGB = tuple(int(c) for c in STAIRS)


def minimap_codes(state: GameState) -> np.ndarray:
    """Per tile, indexed [y, x], the PALETTE entry the player's knowledge of it shows: the
    terrain where explored, the stairs once seen, items on explored tiles, then the
    creatures in sight and the player over them."""
    items, monsters = _things_seen(state)
    code = _ground(state.stage, items)
    flat = code.reshape(-1)
    for at, show in _creatures(state, monsters).items():
        flat[at] = show
    return code


def _things_seen(state: GameState) -> tuple[list[int], list[int]]:
    """Flat tile indices (y * width + x) of the items on explored tiles and of the living
    monsters in sight, in the floor's order: one pass over the entities."""
    stage, player = state.stage, state.player
    width = stage.width
    known = stage.explored.tobytes()  # one byte a tile: far cheaper to index than numpy
    seen = stage.visible.tobytes()
    items: list[int] = []
    monsters: list[int] = []
    for entity in stage.entities:
        at = entity.y * width + entity.x
        if not isinstance(entity, Actor):
            if known[at]:
                items.append(at)
        elif entity.is_alive and entity is not player and seen[at] and known[at]:
            monsters.append(at)
    return items, monsters


def _ground(stage: Stage, items: list[int], every: bool = False) -> np.ndarray:
    """The picture's codes under the creatures: explored terrain, the stairs once seen and
    the items (flat tile indices) on explored tiles; with ``every``, as if every tile were
    explored (the same where explored)."""
    explored = np.ones_like(stage.explored) if every else stage.explored
    _, stairs, terrain = _floor_facts(stage)
    code = terrain * explored  # its terrain's code where explored, else 0 (unknown)
    if stairs is not None and explored[stairs[1], stairs[0]]:
        code[stairs[1], stairs[0]] = SHOW_STAIRS
    found = stage.traps_found & explored
    if found.any():
        code[found & (stage.traps > 0)] = SHOW_TRAP
    if items:
        code.reshape(-1)[items] = SHOW_ITEM
    return code


def _creatures(state: GameState, monsters: list[int]) -> dict[int, int]:
    """What is drawn over the ground, by flat tile index: the monsters in sight, then the
    player over anything."""
    shown = dict.fromkeys(monsters, SHOW_MONSTER)
    shown[state.player.y * state.stage.width + state.player.x] = SHOW_PLAYER
    return shown


def minimap_colors(state: GameState) -> np.ndarray:
    """One RGB colour per tile, indexed [y, x], for what the player knows of the floor."""
    return PALETTE[minimap_codes(state)]


def stairs_of(stage: Stage) -> tuple[int, int] | None:
    """``stage.stairs``, looked up once per floor and tiles (see ``_floor_facts``)."""
    return _floor_facts(stage)[1]


def _floor_facts(stage: Stage) -> tuple[int, tuple[int, int] | None, np.ndarray]:
    """What the picture needs of the floor's tiles alone: a serial number that changes
    whenever they are read again, the stairs, and per tile its terrain's PALETTE entry
    (``TERRAIN_CODES``). Kept for one floor; its tiles are compared with the bytes the facts
    were read from (cheap next to reading them), so they cannot go stale."""
    known = _FLOOR[0]
    tiles = stage.tiles
    if (
        known is None
        or known[0] is not stage
        or known[1] != tiles.shape
        or known[2] != tiles.tobytes()
    ):
        serial = 1 if known is None else known[3] + 1
        terrain = TERRAIN_CODES[np.where(tiles < len(TERRAIN), tiles, 0)]
        known = _FLOOR[0] = (stage, tiles.shape, tiles.tobytes(), serial, stage.stairs, terrain)
    return known[3], known[4], known[5]


_FLOOR: list[
    tuple[Stage, tuple[int, ...], bytes, int, tuple[int, int] | None, np.ndarray] | None
] = [None]


def minimap_surface(
    state: GameState,
    scale: int,
    into: pygame.Surface | None = None,
    view: tuple[int, int, int, int] | None = None,
) -> pygame.Surface:
    """The floor's picture, ``scale`` pixels per tile, with the outline of ``view`` (the
    tiles (x0, y0, x1, y1) the dungeon view shows, if given) and rings around the player and
    the stairs: one pixel per tile from numpy, then scaled by SDL (no per-tile Python).
    ``into``: a surface of that size to draw it in (kept by the caller)."""
    picture = _plain_picture(state, minimap_codes(state), scale, into)
    if view is not None:
        draw_view_outline(picture, state, view, scale, (0, 0))
    draw_rings(picture, state, scale, (0, 0))
    return picture


def _plain_picture(
    state: GameState, codes: np.ndarray, scale: int, into: pygame.Surface | None
) -> pygame.Surface:
    """The picture of ``codes`` at ``scale``, without rings."""
    stage = state.stage
    size = (stage.width * scale, stage.height * scale)
    small = pygame.surfarray.make_surface(PALETTE[codes].transpose(1, 0, 2))
    if into is None or into.get_size() != size:
        into = pygame.Surface(size)
    pygame.transform.scale(small, size, into)
    return into


def draw_rings(
    surface: pygame.Surface,
    state: GameState,
    scale: int,
    at: tuple[int, int],
    ringed: list[tuple[int, int]] | None = None,
) -> list[tuple[int, int]]:
    """Rings around the stairs (once seen) and the player, so the two places that matter
    most stand out at a glance (only from scale 2), on the picture whose top-left is ``at``
    in ``surface`` and never outside it; returns the tiles ringed (``ring_tiles``, unless
    the caller has them)."""
    if scale < 2:
        return []
    stage = state.stage
    picture = pygame.Rect(at, (stage.width * scale, stage.height * scale))
    previous_clip = surface.get_clip()
    surface.set_clip(picture.clip(previous_clip))
    ringed = ring_tiles(state) if ringed is None else ringed
    for tile in ringed:
        _ring(surface, tile, scale, PLAYER_RING if tile == state.player.pos else tuple(STAIRS), at)
    surface.set_clip(previous_clip)
    return ringed


def ring_tiles(state: GameState) -> list[tuple[int, int]]:
    """The tiles the minimap rings: the stairs once seen, then the player."""
    stage = state.stage
    stairs = stairs_of(stage)
    if stairs is not None and stage.explored[stairs[1], stairs[0]]:
        return [stairs, state.player.pos]
    return [state.player.pos]


def view_outline(
    state: GameState, view: tuple[int, int, int, int], scale: int
) -> pygame.Rect | None:
    """The outline of the tiles ``view`` (x0, y0, x1, y1) on the picture, or None when the
    view holds the whole floor (there is nothing to point at)."""
    x0, y0, x1, y1 = view
    stage = state.stage
    if x0 <= 0 and y0 <= 0 and x1 >= stage.width and y1 >= stage.height:
        return None
    return pygame.Rect(x0 * scale, y0 * scale, (x1 - x0) * scale, (y1 - y0) * scale)


def draw_view_outline(
    surface: pygame.Surface,
    state: GameState,
    view: tuple[int, int, int, int],
    scale: int,
    at: tuple[int, int],
) -> None:
    """The outline of the tiles the dungeon view shows, on the picture whose top-left is
    ``at`` in ``surface`` (never outside the picture)."""
    outline = view_outline(state, view, scale)
    if outline is None:
        return
    stage = state.stage
    picture = pygame.Rect(at, (stage.width * scale, stage.height * scale))
    previous_clip = surface.get_clip()
    surface.set_clip(picture.clip(previous_clip))
    pygame.draw.rect(surface, VIEW_OUTLINE, outline.move(at), 1)
    surface.set_clip(previous_clip)


class MinimapPicture:
    """The minimap's picture, without its outline and rings, kept from frame to frame. The
    ground (terrain, stairs, items) is read again only when the explored tiles, the items or
    the floor's tiles changed, and then only its changed tiles are repainted; the creatures
    over it are repainted where they were and are. All in one ``fblits`` of small squares,
    one per PALETTE entry. With the outline and the rings over it, it equals
    ``minimap_surface`` of the state (tests compare them)."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._scale = 0
        self._ground_key: tuple = ()
        self._ground = b""  # the ground's codes, one byte a tile
        #: The ground's codes as if every tile were explored, and what they were read from.
        self._every = np.zeros((0, 0), np.uint8)
        self._every_key: tuple = ()
        self._monsters: list[int] = []  # the monsters and the player the picture shows
        self._player_at = -1
        #: The explored tiles the last update read, one byte a tile.
        self.explored = b""
        #: The floor's stairs as the last update read them (``stairs_of``).
        self.stairs: tuple[int, int] | None = None
        self._squares: list[pygame.Surface] = []  # per PALETTE entry, a tile at the scale
        self.builds = 0  # whole pictures made (tests)
        self.tiles_painted = 0  # tiles repainted by updates (tests)
        #: What the last update repainted: tiles (x0, y0, x1, y1), x1 and y1 exclusive
        #: ((0, 0, 0, 0): none), or None when it made the whole picture.
        self.dirty: tuple[int, int, int, int] | None = None

    def update(
        self, state: GameState, scale: int, seen: tuple[list[int], list[int]] | None = None
    ) -> pygame.Surface:
        """Bring the picture up to date with ``state`` at ``scale``. ``seen``: the items on
        explored tiles and the monsters in sight as ``_things_seen`` gives them, when the
        caller already has them (the dungeon view's pass over the entities)."""
        stage = state.stage
        items, monsters = _things_seen(state) if seen is None else seen
        width = stage.width
        player = state.player
        player_at = player.y * width + player.x
        serial, self.stairs, _ = _floor_facts(stage)
        self.explored = explored = stage.explored.tobytes()
        key = (id(stage), serial, explored, stage.traps_found.tobytes(), items)
        surface = self.surface
        if (
            surface is None
            or scale != self._scale
            or surface.get_size() != (width * scale, stage.height * scale)
        ):
            codes = _ground(stage, items)
            fresh = codes.tobytes()
            flat = codes.reshape(-1)
            for at, show in _creatures(state, monsters).items():
                flat[at] = show
            self.surface = _plain_picture(state, codes, scale, surface)
            self._squares = [_square(color, scale, self.surface) for color in _PALETTE_RGB]
            self._scale, self._ground_key, self._ground = scale, key, fresh
            self._monsters, self._player_at = monsters, player_at
            self.builds += 1
            self.dirty = None
            return self.surface
        last_monsters, last_player = self._monsters, self._player_at
        repaint: set[int] = set()
        if key != self._ground_key:
            # the ground as if all were explored, kept while only the explored tiles change
            # (a step's usual change): then it is that, where explored
            every = (key[0], serial, key[3], items)
            if every != self._every_key:
                self._every = _ground(stage, items, every=True)
                self._every_key = every
            now = (self._every * stage.explored).tobytes()
            changed = np.frombuffer(now, np.uint8) != np.frombuffer(self._ground, np.uint8)
            repaint.update(changed.nonzero()[0].tolist())
            self._ground_key, self._ground = key, now
        if monsters != last_monsters:  # where one came or went
            repaint.update(set(monsters).symmetric_difference(last_monsters))
            self._monsters = monsters
        if player_at != last_player:
            repaint.add(last_player)
            repaint.add(player_at)
            self._player_at = player_at
        if not repaint:
            self.dirty = (0, 0, 0, 0)
            return surface
        self.tiles_painted += len(repaint)
        ground, squares = self._ground, self._squares
        among = monsters if len(repaint) < 8 else set(monsters)
        blits = []
        xs, ys = [], []
        for at in repaint:
            y, x = divmod(at, width)
            show = SHOW_PLAYER if at == player_at else SHOW_MONSTER if at in among else ground[at]
            blits.append((squares[show], (x * scale, y * scale)))
            xs.append(x)
            ys.append(y)
        surface.fblits(blits)
        self.dirty = (min(xs), min(ys), max(xs) + 1, max(ys) + 1)
        return surface


def _square(color: tuple[int, ...], scale: int, like: pygame.Surface) -> pygame.Surface:
    square = pygame.Surface((scale, scale), 0, like)
    square.fill(color)
    return square


def _ring(
    surface: pygame.Surface,
    tile: tuple[int, int],
    scale: int,
    color: tuple[int, ...],
    at: tuple[int, int],
) -> None:
    x, y = tile
    pygame.draw.rect(
        surface, color, (at[0] + x * scale - 1, at[1] + y * scale - 1, scale + 2, scale + 2), 1
    )


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
        self._framed: tuple = ()  # the surface and chrome the box was drawn for
        #: The panel's size, frame scale and floor size the room and scale are for.
        self._fit: tuple = ()
        self._at = pygame.Rect(0, 0, 0, 0)  # where the picture goes (panel coordinates)
        #: What the outline and the rings covered when last drawn (picture coordinates).
        self._covered = pygame.Rect(0, 0, 0, 0)
        self._place: tuple = ()  # the surface and rectangle the panel is drawn in

    def draw(
        self, target: pygame.Surface, rect: pygame.Rect, *args: Any, keep: bool = False
    ) -> pygame.Rect | None:
        """``CachedPanel.draw``, but drawn straight into ``target`` (a subsurface of it is the
        panel's surface): a step's changed part is written once, not on the panel's own
        surface and then copied on. Without ``keep`` (``target`` does not hold the last
        drawing), or in a new place, all of the panel is drawn again."""
        key = self.signature(*args)
        place = (target, tuple(rect))
        if place != self._place:
            self._surface = target.subsurface(rect)
            self._place, self._key = place, None  # a new surface: drawn whole (``_framed``)
        elif not keep:
            self._framed = ()
        elif key == self._key:
            return None
        surface = self._surface
        assert surface is not None
        self.changed_part = None
        if text.recording_now():
            with text.inside(surface, lambda: self.text_area, type(self).__name__):
                self.render(surface, *args)
        else:
            self.render(surface, *args)
        self._key = key
        self.origin = rect.topleft
        part = self.changed_part
        return rect.copy() if part is None else part.move(rect.topleft)

    @property
    def map_rect(self) -> pygame.Rect:
        return self.to_screen(self._map_rect)

    def signature(
        self,
        state: GameState,
        layout: Layout,
        view: tuple[int, int, int, int],
        seen: Sightings | None = None,
    ) -> tuple:
        return layout, id(state.stage), state.revision, state.player.pos, view

    def render(
        self,
        surface: pygame.Surface,
        state: GameState,
        layout: Layout,
        view: tuple[int, int, int, int],
        seen: Sightings | None = None,
    ) -> None:
        """The picture in its framed box, with the outline of ``view`` (the tiles the
        dungeon view shows) and the rings; after the first time only what changed. ``seen``:
        what the dungeon view's pass over the entities saw this frame, if it ran first."""
        stage = state.stage
        width, height = stage.width, stage.height
        fit = (surface.get_size(), layout.frame_scale, width, height)
        if fit != self._fit:  # the box, the picture's room and scale: made once per size
            key = fit[:2]
            if self._chrome is None or self._chrome_key != key:
                chrome = pygame.Surface(surface.get_size())
                chrome.fill(theme.PANEL)
                framed(chrome, self.tileset, chrome.get_rect(), layout.frame_scale)
                self._chrome, self._chrome_key = chrome, key
            inset = minimap_inset(layout.frame_scale)
            room = surface.get_rect().inflate(-2 * inset, -2 * inset)
            self.scale = max(1, min(room.width // width, room.height // height))
            self._fit = fit
            self._at = pygame.Rect(0, 0, width * self.scale, height * self.scale)
            self._at.center = room.center
        s = self.scale
        kept = self._picture
        things = (seen.items, seen.monsters) if seen is not None and seen.state is state else None
        picture = kept.update(state, s, things)
        x0, y0, x1, y1 = view
        outline = (
            None
            if x0 <= 0 and y0 <= 0 and x1 >= width and y1 >= height
            else pygame.Rect(x0 * s, y0 * s, (x1 - x0) * s, (y1 - y0) * s)
        )  # ``view_outline``
        pos = state.player.pos
        px, py = pos
        # what the outline and the rings cover: the rings' extent, then with the outline
        left, top, right, bottom = px * s - 1, py * s - 1, px * s + s + 1, py * s + s + 1
        stairs = kept.stairs  # as ``ring_tiles`` gives them
        ringed = stairs is not None and kept.explored[stairs[1] * width + stairs[0]]
        if ringed:
            assert stairs is not None
            sx, sy = stairs[0] * s, stairs[1] * s
            left, top = min(left, sx - 1), min(top, sy - 1)
            right, bottom = max(right, sx + s + 1), max(bottom, sy + s + 1)
        if s < 2:  # no rings
            covered = outline.copy() if outline is not None else pygame.Rect(0, 0, 0, 0)
        else:
            covered = pygame.Rect(left, top, right - left, bottom - top)
            if outline is not None:
                covered.union_ip(outline)
        # the box around the picture stays as drawn while nothing under it moved
        at = self._at
        box = self._chrome
        framed_for = (surface, box)
        if framed_for != self._framed or kept.dirty is None or at != self._map_rect:
            assert box is not None  # made with the fit above
            surface.blit(box, (0, 0))
            self._framed = framed_for
            self._map_rect = surface.blit(picture, at)
        else:
            # only the repainted tiles, and where the outline and rings were and are, again
            area = covered.union(self._covered)
            if kept.dirty != (0, 0, 0, 0):
                dx0, dy0, dx1, dy1 = kept.dirty
                area.union_ip((dx0 * s, dy0 * s, (dx1 - dx0) * s, (dy1 - dy0) * s))
            area = area.clip(0, 0, at.width, at.height)
            self.changed_part = surface.blit(picture, area.move(at.topleft), area)
        self._covered = covered
        # the outline, then the rings (from scale 2), never outside the picture: what
        # ``draw_view_outline`` and ``draw_rings`` draw, under one clip
        corner = self._map_rect.topleft
        previous_clip = surface.get_clip()
        surface.set_clip(self._map_rect.clip(previous_clip))
        if outline is not None:
            pygame.draw.rect(surface, VIEW_OUTLINE, outline.move(corner), 1)
        if s >= 2:
            if ringed:
                _ring(surface, stairs, s, _STAIRS_RGB, corner)  # type: ignore[arg-type]
            _ring(surface, pos, s, PLAYER_RING, corner)
        surface.set_clip(previous_clip)

    def tile_at(self, pos: tuple[int, int], state: GameState) -> tuple[int, int] | None:
        """The floor tile drawn under screen pixel ``pos``, or None off the map."""
        rect = self.map_rect
        if self.scale <= 0 or not rect.collidepoint(pos):
            return None
        x, y = (pos[0] - rect.x) // self.scale, (pos[1] - rect.y) // self.scale
        return (x, y) if state.stage.in_bounds(x, y) else None
