"""The dungeon view: the floor around the player, lit, remembered or unknown, and what is on it.

The remembered look of the whole floor is kept at the current zoom (``RememberedFloor``),
redrawn only where tiles change. Every frame that draws the view draws its terrain straight
onto the window: around the box holding the lit tiles of the field of view, the view's part
of the remembered floor in at most four blits; the box's tiles (about 300; their light
depends on the distance to the player) in one ``fblits``; then the sprites in one ``fblits``.
What the box needs from the state is read once per change of the terrain (a step, a new
field of view) and reused by the frames of an animation and by turns where only monsters
move; no view-sized copy of the terrain is made or kept. No frame loops in Python over the
whole view's tiles. The sprites of a frame at rest are read from the entities once per
revision of the game (``_still_sprites``): the engine bumps it at every change the screen
shows, so a modal opened or closed over an unchanged game reads no entity.

Frames that change less draw less, on the window's last frame: where only sprites changed
(a monster stepped), the view is drawn again only where they were and are (``patched``);
a frame of a step's slide scrolls the last one by the camera's move and draws again the
edge it uncovers, where sprites moved on the map and where the animation's flashes and
numbers were (``draw_moving``); a step's first frame, drawn as the key is handled with the
camera where it was, draws again the lit boxes of the field of view it leaves and the one it
enters, and none of the remembered floor around them. Tests compare every such frame with
the frame drawn in full.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, NamedTuple, cast

import numpy as np
import pygame

from game.engine.actor import Actor
from game.engine.ai import ConfusedAI
from game.engine.entity import Entity, Item, RenderOrder
from game.ui import theme
from game.ui.gear_view import item_icon
from game.ui.panels import light
from game.ui.panels.remembered_floor import (
    RememberedFloor,
    display_surface,
    terrain_images,
)
from game.ui.panels.terrain_looks import ANIMATED, LOOK_COUNT, NEXT_FRAME, present
from game.ui.pixels import spill_tile
from game.ui.rects import around

if TYPE_CHECKING:
    from game.engine.actor import Fighter
    from game.engine.game import GameState
    from game.engine.stage import Stage
    from game.ui.tileset import Tileset

#: While the mouse drives, the camera follows once the player is this close to an edge.
DEAD_ZONE = 0.3
Blit = tuple[pygame.Surface, tuple[int, int]]
Bar = tuple[tuple[int, int], int, int]  # (screen x, y), hp, max hp
#: An entity as drawn: its RenderOrder, its image (None for the player, dressed each
#: frame), for a creature its fighter, HP and max HP when read, and for a monster alive
#: what it wore then (its slots' items: its image shows them), else (); last, for a monster
#: that wore nothing, its base max HP (then its max HP: no gear, no bonus), else None.
Look = tuple[int, "pygame.Surface | None", "Fighter | None", int, int, tuple, "int | None"]
CORPSE, ITEM, ACTOR = RenderOrder.CORPSE.value, RenderOrder.ITEM.value, RenderOrder.ACTOR.value
#: A terrain tile's looks in the view: lit by each light band, remembered, unknown.
UNLIT_LOOK = len(theme.LIGHT_BANDS)
LOOKS = UNLIT_LOOK + 2
#: The conditions drawn over a creature's sprite, back to front: frozen (ice round its feet),
#: poisoned (venom drops), confused (stars), asleep (the "z z" of sleep).
CONDITION_MARKS = ("fx_frozen", "fx_poisoned", "fx_confused", "fx_asleep")
#: The box's images at a zoom (see ``StageView._box_images_at``): the unknown tile they were
#: made with, the images by look * LOOKS + how seen, and by a look's first image whether its
#: lit and remembered images are made.
BoxImages = tuple["pygame.Surface | None", np.ndarray, np.ndarray]
#: Deep water in sight shows its other frame every this many seconds (the ripples move).
WATER_PERIOD = 0.6
#: A frame where only sprites changed draws the view again where they did, unless that is
#: more than 1 / PATCH_SHARE of the view (then all of it: one pass is cheaper than that).
PATCH_SHARE = 4
#: How many places of the lit box on the screen keep their tile places (a step's slide
#: passes through a few).
BOX_PLACES_KEPT = 16


def condition_marks(actor: Actor) -> tuple[str, ...]:
    """The marks drawn over ``actor``'s sprite for the conditions it is in, back to front
    (``CONDITION_MARKS``' order): on the map and in the HUD's row of monsters in sight."""
    confused = actor.confused_turns or type(actor.ai) is ConfusedAI
    flags = (actor.frozen_turns, actor.poisoned_turns, confused, actor.asleep)
    if not any(flags):  # most creatures (a generator costs a few times more)
        return ()
    return tuple(mark for mark, on in zip(CONDITION_MARKS, flags, strict=True) if on)


class Shown(NamedTuple):
    """A frame of the view as drawn on the window (see ``draw_moving``): where it was drawn
    (the floor, zoom and view, and the remembered floor's surface and builds), its camera,
    sprites and bars, and its terrain (``rebuilds`` and the water's phase) with the lit box's
    tiles (x0, y0, x1, y1)."""

    place: tuple
    camera: tuple[int, int]
    blits: list[Blit]
    bars: list[Bar]
    terrain: tuple[int, int]
    span: tuple[int, int, int, int]


class Sightings(NamedTuple):
    """What the view's pass over a frame's entities saw that panels show too: the items on
    explored tiles and the living monsters in sight (flat tile indices, y * width + x, in
    the floor's order), the items on the player's tile, and the monsters in sight
    themselves (in the same order). For ``state`` only."""

    state: GameState
    items: list[int]
    monsters: list[int]
    under: list[Entity]
    foes: list[Actor]


class StageView:
    """Draws the floor; converts screen pixels to map tiles and back."""

    def __init__(self, tileset: Tileset) -> None:
        self.tileset = tileset
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.zoom = 32
        self.camera = (0, 0)  # map pixel at the view's top-left corner (may be negative)
        self._place_key: tuple | None = None
        self._terrain_key: tuple | None = None
        self._visible: bytes | None = None  # the FOV the terrain was last drawn for
        self.floor = RememberedFloor(tileset)
        #: Per zoom, the box's table of images and the looks it was filled for (a change of
        #: zoom back to one seen before picks it up instead of making it again).
        self._box_kept: dict[int, tuple[BoxImages, np.ndarray | None]] = {}
        self._box_images: BoxImages = (None, np.empty(0, dtype=object), np.empty(0, dtype=bool))
        self._box_looks: np.ndarray | None = None  # the floor's looks the table was filled for
        self._box_made = self._box_images[2]
        self._next_bases = np.zeros((0, 0), dtype=np.intp)  # bases in the water's next frame
        self.torches = light.TorchLight()
        #: The water's clock (seconds; tests set their own), and whether deep water is in
        #: sight in the view (it then moves: ``water_phase``).
        self.clock = time.monotonic
        self.water_in_view = False
        self._drawn_phase = 0
        self._box_bases: tuple[np.ndarray | None, np.ndarray] = (None, np.empty(0, np.intp))
        self._bar_images: tuple[int, dict[int, pygame.Surface]] = (0, {})
        self._box_spots: dict[tuple, list[tuple[int, int]]] = {}
        self.rebuilds = 0  # how often the view's terrain changed (tests, benchmark)
        #: The parts of the view the last ``draw`` drew again when only sprites changed (in
        #: ``surface`` coordinates; empty when it drew all of the view or nothing), and how
        #: many such draws there were (tests).
        self.patched: list[pygame.Rect] = []
        self.patches = 0
        #: The last frame drawn whole on the window (see ``Shown``), which the next frame of
        #: an animation may build on (``draw_moving``); how many frames were drawn so over
        #: the one before (tests), and how many of them drew the lit box again, in place (a
        #: step's first frame).
        self._slid: Shown | None = None
        self.slides = 0
        self.box_slides = 0
        self.box_reads = 0  # how often the lit box was read from the state (tests)
        self._lit_buffer = np.zeros((0, 0), dtype=bool)  # the lit tiles, made in place
        #: The lit box as last read: (terrain epoch, tiles in view) -> its rows and columns
        #: within the view's tiles and its images; frames until the terrain changes reuse it.
        self._box_read: tuple[tuple, tuple[int, int, int, int], list[pygame.Surface]] = (
            (),
            (0, 0, 0, 0),
            [],
        )
        #: The floor's width, and per tile (y * width + x) as bytes (far faster to index one
        #: cell than numpy) whether it is visible and in view; and the tiles in view then
        #: (an item out of sight is drawn as memory on an explored tile among them).
        self._shown: tuple[int, bytes] = (0, b"")
        self._view_tiles = (0, 0, 0, 0)
        #: The floor's looks and, per tile, whether its look moves (``ANIMATED``).
        self._animated: tuple[np.ndarray | None, np.ndarray] = (None, np.zeros((0, 0), bool))
        self._last_blits: list[Blit] = []
        self._last_bars: list[Bar] = []
        self._icons_key: object = None
        self._looks_key: tuple[int, int, int] | None = None  # game, its appearances, zoom
        self._looks: dict[Entity, Look] = {}
        #: The looks memo and the floor's entities a roster was made for, and the roster
        #: (``_roster_of``).
        self._roster: tuple | None = None
        self._icons: dict[str, str] = {}
        self._dressed: tuple[tuple, pygame.Surface | None] = ((), None)  # worn, zoom -> sprite
        #: What the last pass over the entities saw (see ``Sightings``), None before one.
        self.sightings: Sightings | None = None
        #: The last frame at rest's sprites and what they follow from (``_still_sprites``),
        #: and how many passes over the entities were made (tests).
        self._still: tuple[tuple, list[Blit], list[Bar]] | None = None
        self.entity_passes = 0
        self._drawn_over = False  # an animation's frame is in the view: the next draw draws

    # -- geometry ------------------------------------------------------------------------
    def place(
        self, rect: pygame.Rect, zoom: int, state: GameState, hold: bool = False, snug: bool = False
    ) -> None:
        """Set the view rectangle and zoom, and keep the player in view.

        The camera is centred on the player (clamped at the map's edge). With ``hold`` (the
        mouse is driving) it moves only when the player walks into the outer DEAD_ZONE of
        the view, so the map stays still under the pointer and the next click lands where
        aimed; ``snug`` (a fight by clicks) narrows that zone to the outermost tile, so the
        view slides only when the player would otherwise leave it. A new view, zoom or floor
        centres it regardless.
        """
        stage, player = state.stage, state.player
        key = (tuple(rect), zoom, id(stage))
        recentre = key != self._place_key or not hold
        self._place_key = key
        self.rect = pygame.Rect(rect)
        self.zoom = zoom
        self.camera = (
            self._axis(player.x, stage.width, self.rect.width, self.camera[0], recentre, snug),
            self._axis(player.y, stage.height, self.rect.height, self.camera[1], recentre, snug),
        )

    def _axis(
        self, at: int, tiles: int, pixels: int, now: int, recentre: bool, snug: bool = False
    ) -> int:
        """Camera offset along one axis: ``at`` kept out of the view's outer DEAD_ZONE (one
        tile when ``snug``; centred when ``recentre``), clamped to the map's edge."""
        z = self.zoom
        span = tiles * z
        if span <= pixels:
            return -(pixels - span) // 2
        middle = at * z + z // 2
        if recentre:
            wanted = middle - pixels // 2
        else:
            margin = z + z // 2 if snug else max(z, int(pixels * DEAD_ZONE))
            wanted = min(max(now, middle + margin - pixels), middle - margin)
        return max(0, min(wanted, span - pixels))

    def tile_rect(self, x: int, y: int) -> pygame.Rect:
        """Screen rectangle of map tile (x, y) (it may lie outside the view)."""
        return pygame.Rect(
            self.rect.x + x * self.zoom - self.camera[0],
            self.rect.y + y * self.zoom - self.camera[1],
            self.zoom,
            self.zoom,
        )

    def tile_at(self, pos: tuple[int, int], stage: Stage | None = None) -> tuple[int, int] | None:
        """The map tile under screen pixel ``pos``, or None outside the view (or the map)."""
        if not self.rect.collidepoint(pos):
            return None
        x = (pos[0] - self.rect.x + self.camera[0]) // self.zoom
        y = (pos[1] - self.rect.y + self.camera[1]) // self.zoom
        if stage is not None and not stage.in_bounds(x, y):
            return None
        return x, y

    def tiles_in_view(self, stage: Stage) -> tuple[int, int, int, int]:
        """(x0, y0, x1, y1): the map tiles at least partly in view, x1/y1 exclusive."""
        z = self.zoom
        x0 = max(0, self.camera[0] // z)
        y0 = max(0, self.camera[1] // z)
        x1 = min(stage.width, -(-(self.camera[0] + self.rect.width) // z))
        y1 = min(stage.height, -(-(self.camera[1] + self.rect.height) // z))
        return x0, y0, x1, y1

    # -- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state: GameState, keep: bool = False) -> bool:
        """Terrain, then corpses, items and actors where the player sees them.

        With ``keep``, ``surface`` still holds the last drawing: nothing is drawn unless the
        terrain or a sprite changed, and when only sprites did (a monster stepped, was hurt,
        an item went), only the part of the view under them, where they were and are, is
        drawn again (``patched``). Returns True when it drew the whole view.
        """
        changed = self._refresh_terrain(state)
        blits, bars = self._still_sprites(state, changed)
        phase = self.water_phase()
        self.patched = []
        if keep and not changed and not self._drawn_over and phase == self._drawn_phase:
            if blits == self._last_blits and bars == self._last_bars:
                return False
            area = self._sprite_changes(blits, bars)
            if area is not None:
                self._last_blits, self._last_bars = blits, bars
                self.redraw(surface, state, area)
                self.patched = [area.clip(self.rect)]
                self.patches += 1
                self._slid = self._frame_of(state, self.camera, blits, bars)
                return False
        self._drawn_over = False
        self._drawn_phase = phase
        # straight onto the window: no view-sized copy is ever made or kept
        self._draw_terrain(surface, self.rect.topleft, state)
        previous_clip = surface.get_clip()
        surface.set_clip(self.rect)
        surface.fblits(blits + self._bar_blits(bars))
        surface.set_clip(previous_clip)
        self._last_blits, self._last_bars = blits, bars
        self._slid = self._frame_of(state, self.camera, blits, bars)
        return True

    def _frame_of(
        self, state: GameState, camera: tuple[int, int], blits: list[Blit], bars: list[Bar]
    ) -> Shown:
        """This frame as ``Shown`` notes it (drawn from ``camera`` with these sprites)."""
        place = (
            id(state.stage),
            self.zoom,
            tuple(self.rect),
            id(self.floor.surface),
            self.floor.builds,
        )
        terrain = (self.rebuilds, self.water_phase())
        return Shown(place, camera, blits, bars, terrain, self._lit_box(state)[0])

    def _sprite_changes(self, blits: list[Blit], bars: list[Bar]) -> pygame.Rect | None:
        """Where the sprites and health bars of this frame differ from the last drawn (the
        places of those that came, went or changed, then and now), as one rectangle; None
        when the whole view is better drawn again: much of it changed, or the same sprites
        only changed their order."""
        came_went = set(blits).symmetric_difference(self._last_blits)
        barred = set(bars).symmetric_difference(self._last_bars)
        if not came_went and not barred:
            return None  # the same sprites in another order: a full redraw settles it
        z = self.zoom
        rects = [image.get_rect(topleft=at) for image, at in came_went]
        width, height = z - z // 4 + 2, max(2, z // 16) + 2  # a bar and its frame
        rects += [pygame.Rect(x + z // 8 - 1, y - 1, width, height) for (x, y), _, _ in barred]
        area = rects[0].unionall(rects[1:])
        if area.width * area.height * PATCH_SHARE > self.rect.width * self.rect.height:
            return None
        return area

    def redraw(self, surface: pygame.Surface, state: GameState, area: pygame.Rect) -> None:
        """Draw the view again inside ``area`` as its last draw did, to put back what was
        drawn over it (a hover frame, a tooltip, a toast). Only when nothing changed since."""
        area = area.clip(self.rect)
        if not area:
            return
        previous_clip = surface.get_clip()
        surface.set_clip(area)
        self._draw_terrain(surface, self.rect.topleft, state, area=area)
        surface.fblits(self._last_blits)
        self._health_bars(surface, self._last_bars)
        surface.set_clip(previous_clip)

    def draw_moving(
        self,
        surface: pygame.Surface,
        state: GameState,
        shift: tuple[int, int],
        nudges: dict[Actor, tuple[int, int]],
        kept: bool = False,
        over: Sequence[pygame.Rect] = (),
        hidden: AbstractSet[Entity] = frozenset(),
    ) -> None:
        """A frame of an animation (``game.ui.animation``): the view as now, moved by ``shift``
        pixels (the camera still on its way here), each entity in ``nudges`` moved
        by its offset too. The terrain is drawn as seen from the camera on its way (no copy of
        the whole view is made for it). The next ``draw`` draws the view in full again.

        ``kept``: ``surface`` still holds the last frame drawn (by this or by ``draw``), and
        nothing was drawn over the view since but in the parts ``over`` (an animation's
        effects). If the terrain is the same, that frame is scrolled by how far the camera
        moved, and only the view's edges it uncovers, the parts ``over`` and where the
        sprites that moved on the map were and are, are drawn again (``slides``). If the
        terrain changed with the camera where it was (a step's first frame: it is drawn as
        the key is handled, the slide not begun), the lit boxes of both frames are drawn
        again in place, and none of the remembered floor around them (``box_slides``).
        ``hidden``: items not drawn (a thrown weapon still in flight to where it lies)."""
        self._refresh_terrain(state)
        camera = (self.camera[0] - shift[0], self.camera[1] - shift[1])
        blits, bars = self._sprites(state, shift, nudges, hidden)
        last, shown = self._slid, self._frame_of(state, camera, blits, bars)
        self._slid = shown
        self._drawn_over = True
        areas = None
        if kept and last is not None and last.place == shown.place:
            areas = self._slide_patches(shown, last, over)
        previous_clip = surface.get_clip()
        if areas is None:
            surface.set_clip(self.rect)
            self._draw_terrain(surface, self.rect.topleft, state, camera)
            surface.fblits(blits + self._bar_blits(bars))
        else:
            assert last is not None
            surface.set_clip(self.rect)
            if last.camera != camera:
                surface.scroll(last.camera[0] - camera[0], last.camera[1] - camera[1])
            sprites = blits + self._bar_blits(bars)
            for area in areas:
                surface.set_clip(area)
                self._draw_terrain(surface, self.rect.topleft, state, camera, area)
                surface.fblits(sprites)
            self.slides += 1
            self.box_slides += last.terrain != shown.terrain
        surface.set_clip(previous_clip)

    def _slide_patches(
        self, shown: Shown, last: Shown, over: Sequence[pygame.Rect]
    ) -> list[pygame.Rect] | None:
        """For the frame ``shown`` over the ``last`` one, scrolled by the camera's move: the
        parts of the view to draw again, or None when drawing it all is as cheap, the
        sprites only changed their order, or the terrain changed as the camera moved. The
        parts: the edges it uncovers; where sprites and bars that moved on the map were and
        are, as one rectangle; where ``over`` (drawn over the last) went; and when the
        terrain changed (another field of view, another light), the lit boxes of both frames
        as one rectangle (what lies in it drawn with it) and the tiles the remembered floor
        drew again (``RememberedFloor.redrawn``)."""
        view, camera, blits, bars = self.rect, shown.camera, shown.blits, shown.bars
        dx, dy = last.camera[0] - camera[0], last.camera[1] - camera[1]  # the picture's move
        if abs(dx) * 4 > view.width or abs(dy) * 4 > view.height:
            return None
        relit = last.terrain != shown.terrain
        if relit and (dx or dy):
            # a scroll and the boxes cost more than the whole view: measured
            return None
        moved_bars = [((x + dx, y + dy), hp, top) for (x, y), hp, top in last.bars]
        barred = set() if bars == moved_bars else set(bars).symmetric_difference(moved_bars)
        if len(blits) == len(last.blits):
            # most sprites stand still on the map: pair them up, one by one
            pairs = zip(last.blits, blits, strict=True)
            if not dx and not dy:  # the camera where it was (a step's first frame)
                came_went = {blit for then, now in pairs if then != now for blit in (then, now)}
            else:
                came_went = set()
                for (image, (x, y)), now in pairs:
                    if now[0] is not image or now[1] != (x + dx, y + dy):
                        came_went.add((image, (x + dx, y + dy)))
                        came_went.add(now)
        else:
            moved_blits = [(image, (x + dx, y + dy)) for image, (x, y) in last.blits]
            came_went = set(blits).symmetric_difference(moved_blits)
            if not came_went and not barred and not relit:
                return None  # the same sprites in another order
        areas = []
        if dx:
            areas.append(
                pygame.Rect(view.x if dx > 0 else view.right + dx, view.y, abs(dx), view.h)
            )
        if dy:
            areas.append(
                pygame.Rect(view.x, view.y if dy > 0 else view.bottom + dy, view.w, abs(dy))
            )
        z = self.zoom
        rects = [image.get_rect(topleft=at) for image, at in came_went]
        width, height = z - z // 4 + 2, max(2, z // 16) + 2  # a bar and its frame
        rects += [pygame.Rect(x + z // 8 - 1, y - 1, width, height) for (x, y), _, _ in barred]
        if rects:
            areas.append(rects[0].unionall(rects[1:]))
        areas += [rect.move(dx, dy) for rect in over]  # scrolled with the rest
        areas = [area.clip(view) for area in areas]
        if sum(area.w * area.h for area in areas) * PATCH_SHARE > view.w * view.h:
            return None
        if relit:
            redrawn = self.floor.redrawn
            if redrawn is not None:
                floor = self._box_rect(redrawn, camera).clip(view)
                if floor.w * floor.h * PATCH_SHARE > view.w * view.h:
                    return None
                areas.append(floor)
            boxes = [self._box_rect(box, camera) for box in (last.span, shown.span) if box[2]]
            if boxes:
                union = boxes[0].unionall(boxes[1:]).clip(view)
                areas = [area for area in areas if not union.contains(area)] + [union]
        return [area for area in areas if area]

    def _box_rect(self, span: tuple[int, int, int, int], camera: tuple[int, int]) -> pygame.Rect:
        """Where the tiles ``span`` (x0, y0, x1, y1) are in the view seen from ``camera``."""
        z = self.zoom
        x0, y0, x1, y1 = span
        return pygame.Rect(
            self.rect.x - camera[0] + x0 * z,
            self.rect.y - camera[1] + y0 * z,
            (x1 - x0) * z,
            (y1 - y0) * z,
        )

    def _still_sprites(
        self, state: GameState, terrain_changed: bool
    ) -> tuple[list[Blit], list[Bar]]:
        """The sprites of a frame drawn at rest (``_sprites``), kept while nothing they follow
        from changed: the game at the same revision and turn (the engine bumps ``revision``
        at every change the screen shows), the same view of the same terrain. A modal opened
        or closed over a game that did not change so costs no pass over the entities."""
        stage = state.stage
        key = (
            id(state),
            state.revision,
            state.turn,
            id(stage),
            len(stage.entities),
            self._terrain_key,
            id(self._visible),
            self.rect.topleft,
        )
        kept = self._still
        if not terrain_changed and kept is not None and kept[0] == key:
            return kept[1], kept[2]
        blits, bars = self._sprites(state)
        self._still = (key, blits, bars)
        return blits, bars

    def _sprites(
        self,
        state: GameState,
        shift: tuple[int, int] = (0, 0),
        nudges: dict[Actor, tuple[int, int]] | None = None,
        hidden: AbstractSet[Entity] = frozenset(),
    ) -> tuple[list[Blit], list[Bar]]:
        """The sprite blits back to front (RenderOrder), and health bars of hurt monsters;
        all moved by ``shift`` pixels, and each entity in ``nudges`` by its own. Items out of
        sight on remembered tiles are drawn as memory (grey, dim).

        The same pass over the entities notes what the panels need of them (``sightings``),
        so a frame reads every entity once."""
        self.entity_passes += 1
        stage, player, z = state.stage, state.player, self.zoom
        width, shown = self._shown
        known, seen = stage.explored.tobytes(), self._visible or b""
        ox = self.rect.x - self.camera[0] + shift[0]
        oy = self.rect.y - self.camera[1] + shift[1]
        corpses: list[Blit] = []
        items: list[Blit] = []
        actors: list[Blit] = []
        bars: list[Bar] = []
        marks = None
        underfoot = player.y * width + player.x
        things: list[int] = []  # items on explored tiles, as flat tile indices
        monsters: list[int] = []  # living monsters in sight
        foes: list[Actor] = []  # and the monsters themselves
        under: list[Entity] = []  # the items on the player's tile
        vx0, vy0, vx1, vy1 = self._view_tiles
        lying, creatures = self._roster_of(state)
        for entity, image in lying:  # only its image (an item never moves in an animation)
            x = entity.x
            y = entity.y
            spot = y * width + x
            if known[spot]:
                things.append(spot)
            if spot == underfoot:
                under.append(entity)
            if shown[spot]:
                if not hidden or entity not in hidden:
                    items.append((image, (ox + x * z, oy + y * z)))
                continue
            # drawn as memory where explored, out of sight and in view
            if known[spot] and not seen[spot] and vx0 <= x < vx1 and vy0 <= y < vy1:
                icon = self._remembered_icon(state, entity)  # type: ignore[arg-type]
                items.append((icon, (ox + x * z, oy + y * z)))
        for pair in creatures:
            entity, look = pair
            if look[2].hp != look[3]:  # type: ignore[union-attr]  # HP moved: read again
                look = pair[1] = self._looks[entity] = self._look(state, entity)
            x = entity.x
            y = entity.y
            spot = y * width + x
            order = look[0]
            if order == ACTOR and entity is not player and seen[spot] and known[spot]:
                monsters.append(spot)
                foes.append(entity)
            if not shown[spot]:
                continue
            if nudges and entity in nudges:
                nudge = nudges[entity]  # type: ignore[index]
                at = (ox + x * z + nudge[0], oy + y * z + nudge[1])
            else:
                at = (ox + x * z, oy + y * z)
            if order == CORPSE:
                corpses.append((look[1], at))  # type: ignore[arg-type]
                continue
            if entity is player:
                actors.append((self._dressed_player(player, z), at))
                confused = player.confused_turns
            else:
                actors.append((look[1], at))  # type: ignore[arg-type]
                confused = type(entity.ai) is ConfusedAI  # type: ignore[attr-defined]
                if look[3] < look[4]:
                    bars.append((at, look[3], look[4]))
            # conditions over the sprite (``condition_marks``); most creatures have none
            if (
                confused
                or entity.frozen_turns  # type: ignore[attr-defined]
                or entity.poisoned_turns  # type: ignore[attr-defined]
                or entity.asleep  # type: ignore[attr-defined]
            ):
                marks = marks or self.tileset.sprites_at(z)
                for mark in condition_marks(entity):  # type: ignore[arg-type]
                    actors.append((marks[mark], at))
        self.sightings = Sightings(state, things, monsters, under, foes)
        return corpses + items + actors, bars

    def _roster_of(
        self, state: GameState
    ) -> tuple[list[tuple[Entity, pygame.Surface]], list[list]]:
        """The floor's entities split, in the floor's order, into the items with their image
        and the creatures (the player, monsters, remains) each with its look as a mutable
        pair, kept for a turn while the floor holds the same entities in the same order (a
        list compare: no entity read), so a frame's pass reads no look for an item and no
        render order. On a new turn only the creatures' looks are checked (``_look_moved``);
        made again (the floor's entities changed), the looks kept serve (``_look_memo``) and
        the memo then holds the floor's entities alone."""
        looks = self._look_memo(state)
        entities = state.stage.entities
        roster = self._roster
        turn = state.turn
        if roster is not None and roster[0] is looks and roster[2] == entities:
            if roster[1] != turn:  # a new turn: the creatures' looks are checked
                for pair in roster[4]:
                    entity, look = pair
                    if self._look_moved(entity, look, True):
                        pair[1] = looks[entity] = self._look(state, entity)
                self._roster = (looks, turn, *roster[2:])
            return roster[3], roster[4]
        new_turn = roster is None or roster[0] is not looks or roster[1] != turn
        kept, looks = looks, {}  # only the floor's entities stay in the memo
        self._looks = looks
        items: list[tuple[Entity, pygame.Surface]] = []
        creatures: list[list] = []
        for entity in entities:
            look = kept.get(entity)
            if look is None or self._look_moved(entity, look, new_turn):
                look = self._look(state, entity)
            looks[entity] = look
            if look[0] == ITEM:
                items.append((entity, look[1]))  # type: ignore[arg-type]
            else:
                creatures.append([entity, look])
        self._roster = (looks, turn, list(entities), items, creatures)
        return items, creatures

    @staticmethod
    def _look_moved(entity: Entity, look: Look, new_turn: bool) -> bool:
        """Whether a kept look is no longer ``entity``'s: a creature whose HP moved; on a
        new turn, a monster whose max HP or worn gear did too. An item's never; the player's
        max HP draws nothing (dressed each frame, no health bar)."""
        fighter = look[2]
        if fighter is None:
            return False
        if fighter.hp != look[3]:
            return True
        worn = look[5]
        if not new_turn or not worn:  # an item, the player (dressed each frame), remains
            return False
        if tuple(entity.equipment.slots.values()) != worn:  # type: ignore[attr-defined]
            return True
        # the same gear: a monster that wears nothing has its base max HP as its max HP, read
        # for a fraction of the price of the sum over its ten slots
        base = look[6]
        return fighter.max_hp != look[4] if base is None else fighter.base_max_hp != base

    def _dressed_player(self, player: Actor, zoom: int) -> pygame.Surface:
        """The player's map sprite, dressed in what is worn: looked up again only when what
        fills the slots changed (a kind's look never changes)."""
        key = (tuple(player.equipment.slots.values()), zoom)
        sprite = self._dressed[1]
        if sprite is None or self._dressed[0] != key:
            sprite = self.tileset.player_sprite(player.equipment, zoom)
            self._dressed = (key, sprite)
        return sprite

    def _look(self, state: GameState, entity: Entity) -> Look:
        """How ``entity`` is drawn now (see ``Look``): read when first met, again whenever a
        creature's HP is not what it was read at, and on a new turn when its max HP or (a
        monster's) worn gear is not (``_roster_of``)."""
        z = self.zoom
        if not isinstance(entity, Actor):  # an item (RenderOrder.ITEM)
            return (
                ITEM,
                self.tileset.sprites_at(z)[self._icon_of(state, cast(Item, entity))],
                None,
                0,
                0,
                (),
                None,
            )
        fighter = entity.fighter
        if entity is state.player:  # dressed afresh each frame, drawn even when dead
            return ACTOR, None, fighter, fighter.hp, fighter.max_hp, (), None
        if not entity.is_alive:  # remains (RenderOrder.CORPSE)
            image = self.tileset.sprites_at(z)[entity.tile]
            return CORPSE, image, fighter, fighter.hp, 0, (), None
        worn = tuple(entity.equipment.slots.values())
        image = self.tileset.monster_sprite(entity.tile, entity.equipment, z)
        bare = None if any(worn) else fighter.base_max_hp
        return ACTOR, image, fighter, fighter.hp, fighter.max_hp, worn, bare

    def _remembered_icon(self, state: GameState, item: Item) -> pygame.Surface:
        """An item's icon as memory shows it (grey, dim)."""
        return self.tileset.remembered_sprite(self._icon_of(state, item), self.zoom)

    def _icon_of(self, state: GameState, item: Item) -> str:
        """An item's icon tile for this game: a kind's icon (a ring's appearance) never
        changes within a game, so it is looked up once per kind."""
        if self._icons_key is not state.appearances:
            self._icons_key = state.appearances
            self._icons = {}
        icon = self._icons.get(item.kind.id)
        if icon is None:
            icon = self._icons[item.kind.id] = item_icon(state, item, self.tileset)
        return icon

    def _look_memo(self, state: GameState) -> dict[Entity, Look]:
        """Every entity's look (``_look``), kept in one game at one zoom: an item's never
        changes (its kind's icon, ``_icon_of``); a monster's worn gear and a creature's max HP
        change only through actions, which take turns, so ``_roster_of`` reads them again on
        a new turn; a creature whose HP moved (a death, a test's change) is read again at
        once."""
        key = (id(state), id(state.appearances), self.zoom)
        if key != self._looks_key:
            self._looks_key = key
            self._looks = {}
        return self._looks

    def _health_bars(self, surface: pygame.Surface, bars: list[Bar]) -> None:
        """A thin bar over each hurt monster."""
        surface.fblits(self._bar_blits(bars))

    def _bar_blits(self, bars: list[Bar]) -> list[Blit]:
        """The health bars as blits of kept images: a dark frame one pixel around the bar's
        back, and the bar filled in proportion to HP (one image per zoom and fill width)."""
        z = self.zoom
        if self._bar_images[0] != z:
            self._bar_images = (z, {})
        images = self._bar_images[1]
        width, height = z - z // 4, max(2, z // 16)
        blits: list[Blit] = []
        for (x, y), hp, max_hp in bars:
            fill = max(1, width * hp // max_hp)
            image = images.get(fill)
            if image is None:
                image = images[fill] = display_surface((width + 2, height + 2))
                image.fill((20, 10, 10))
                image.fill(theme.HP_BAR, (1, 1, fill, height))
            blits.append((image, (x + z // 8 - 1, y - 1)))
        return blits

    @property
    def _variants(self) -> np.ndarray:
        """Per tile of the current floor, the variant its terrain image uses."""
        return self.floor.variants

    def _refresh_terrain(self, state: GameState) -> bool:
        """Update the remembered floor; True if the view's terrain changed since the last
        frame (the view, the floor, the FOV or the player's place, which sets the light)."""
        stage = state.stage
        view = self.tiles_in_view(stage)
        floor_changed = self.floor.update(stage, self.zoom, view, state.region)
        key = (self.zoom, self.camera, self.rect.size, state.player.pos, stage.visible.shape)
        visible = stage.visible.tobytes()  # a few kB: compared far faster than with numpy
        if floor_changed or key != self._terrain_key or visible != self._visible:
            self._terrain_key, self._visible, self._view_tiles = key, visible, view
            x0, y0, x1, y1 = view
            in_view = stage.visible[y0:y1, x0:x1]
            shown = np.zeros(stage.visible.shape, dtype=bool)
            shown[y0:y1, x0:x1] = in_view
            self._shown = (stage.width, shown.tobytes())
            codes = self.floor.codes
            if self._animated[0] is not codes:  # which tiles of the floor move (its water)
                self._animated = (codes, ANIMATED[codes])
            moving = self._animated[1][y0:y1, x0:x1] & in_view
            self.water_in_view = 1 in moving.tobytes()  # as bytes: cheaper than .any()
            self.rebuilds += 1
            return True
        return False

    def _draw_terrain(
        self,
        target: pygame.Surface,
        origin: tuple[int, int],
        state: GameState,
        camera: tuple[int, int] | None = None,
        area: pygame.Rect | None = None,
    ) -> None:
        """The view's terrain into ``target`` with the view's top-left at ``origin``, seen
        from ``camera`` (default: the view's own); with ``area`` (``target``'s clip, set by
        the caller), only the tiles under it are drawn.

        The tiles of the box around every lit tile (lit, remembered or unknown) are drawn in
        one ``fblits``; around the box, the view's part of the remembered floor is blitted
        (at most four strips). Each pixel is written once, but for the column the box's
        rows spill to its right, which the strip beside it writes again; only the box
        depends on where the player stands.
        """
        z = self.zoom
        floor = self.floor.surface
        assert floor is not None
        view = pygame.Rect(origin, self.rect.size)
        previous_clip = target.get_clip()
        target.set_clip(view.clip(previous_clip))  # edge tiles are partly outside the view
        cx, cy = self.camera if camera is None else camera
        left, top = view.x - cx, view.y - cy  # where map pixel (0, 0) lands in ``target``
        ox, oy = self.floor.origin
        shown = floor.get_rect(topleft=(left + ox, top + oy))  # the floor in ``target``
        if not shown.contains(view):
            target.fill(theme.BACKGROUND, view)  # the floor does not fill the view
        (x0, y0, x1, y1), images = self._lit_box(state)
        box = pygame.Rect(left + x0 * z, top + y0 * z, (x1 - x0) * z, (y1 - y0) * z)
        if images:
            # first, and cut to the floor: each tile spills a column to its right
            # (``pixels.spill_tile``), which the next tile or the strip right of the box
            # covers, and which past the floor's edge is cut off
            clip = target.get_clip()
            target.set_clip(clip.clip(shown))
            width, height = x1 - x0, y1 - y0
            spots = self._box_spots_at(box.topleft, width, height)
            if area is None or area.contains(box):
                target.fblits(zip(images, spots, strict=True))
            else:  # only the box's tiles under ``area`` (a few of its hundreds)
                c0, r0 = max(0, (area.x - box.x) // z), max(0, (area.y - box.y) // z)
                c1 = min(width, -(-(area.right - box.x) // z))
                r1 = min(height, -(-(area.bottom - box.y) // z))
                under = [r * width + c for r in range(r0, r1) for c in range(c0, c1)]
                target.fblits([(images[i], spots[i]) for i in under])
            target.set_clip(clip)
        for strip in around(view, box.clip(view)):
            part = strip.clip(shown)
            if part:
                target.blit(floor, part, part.move(-shown.x, -shown.y))
        target.set_clip(previous_clip)

    def _lit_box(self, state: GameState) -> tuple[tuple[int, int, int, int], list[pygame.Surface]]:
        """The box of tiles (x0, y0, x1, y1) around every lit tile of the floor (in the
        field of view: a few hundred tiles at most), and the images of its tiles row by row.
        Read again only when the terrain changed (``_refresh_terrain``), so the frames of an
        animation (its sliding camera sees other tiles at the view's edges, not other lit
        ones) and the turns where only monsters move reuse it; tiles of it outside the view
        are clipped away."""
        key = (self.rebuilds, id(state.stage), self.zoom, self.water_phase())
        if self._box_read[0] == key:
            return self._box_read[1], self._box_read[2]
        stage = state.stage
        explored = stage.explored
        lit = self._lit_buffer
        if lit.shape != explored.shape:
            lit = self._lit_buffer = np.empty(explored.shape, dtype=bool)
        np.logical_and(stage.visible, explored, out=lit)
        images: list[pygame.Surface] = []
        span = (0, 0, 0, 0)
        # the rows holding a lit tile from the first and last of them, then the columns of
        # those rows holding one (a ufunc reduction: no Python wrapper); found in bytes,
        # far cheaper than numpy's nonzero on arrays this small
        flat = lit.tobytes()
        first = flat.find(1)
        if first >= 0:
            width = stage.width
            y0, y1 = first // width, flat.rfind(1) // width + 1
            cols = np.logical_or.reduce(lit[y0:y1], axis=0).tobytes()
            x0, x1 = cols.find(1), cols.rfind(1) + 1
            span = (x0, y0, x1, y1)
            images = self._box_tile_images(state, x0, y0, lit[y0:y1, x0:x1], explored[y0:y1, x0:x1])
        self._box_read = (key, span, images)
        self.box_reads += 1
        return span, images

    def _box_tile_images(
        self, state: GameState, x0: int, y0: int, lit: np.ndarray, explored: np.ndarray
    ) -> list[pygame.Surface]:
        """The image of every tile of the box whose top-left tile is (x0, y0), row by row,
        ``lit`` and ``explored`` saying which of its tiles are: lit by its light's band where
        lit (the hero's and the torches', ``light``), else remembered, else unknown."""
        images, bases = self._box_images_at(self.zoom)
        stage = state.stage
        px, py = state.player.pos
        height, width = lit.shape
        torches = self.torches.dark_in(stage.tiles, x0, y0, x0 + width, y0 + height)
        if torches is not None:  # the two lights mixed (``light.mixed_dark``), banded
            bands = light.dark_bands(light.hero_dark(x0 - px, y0 - py, width, height) * torches)
        else:  # the hero's light alone (most steps): its bands from a table
            bands = light.hero_bands(x0 - px, y0 - py, width, height)
        # per tile: its band where lit, else UNLIT_LOOK (remembered) or one more (unknown);
        # a box all lit (an open hall) is its bands
        all_lit = 0 not in lit.tobytes()
        look = bands if all_lit else np.where(lit, bands, UNLIT_LOOK + 1 - explored)
        base = bases[y0 : y0 + height, x0 : x0 + width]
        if self.water_phase():  # deep water in sight shows its other frame; memory stays
            base = np.where(lit, self._next_bases[y0 : y0 + height, x0 : x0 + width], base)
        at = (base + look).ravel()
        made = self._box_made
        if 0 in made.take(at).tobytes():  # (as bytes: cheaper than .all())
            # the images the box shows that are not made yet at this zoom: a look lit by one
            # band, or remembered (a change of zoom that made every band of the box's looks
            # took 8 ms, of every look of the floor 50 ms)
            for index in np.unique(at[~made.take(at)]).tolist():
                code, seen = divmod(index, LOOKS)
                if seen == UNLIT_LOOK:
                    image = self.floor.image(code)
                else:
                    image = self._lit_image(self.zoom, code, seen)
                images[index] = spill_tile(image)
                made[index] = True
        return images.take(at).tolist()

    def _box_spots_at(
        self, topleft: tuple[int, int], width: int, height: int
    ) -> list[tuple[int, int]]:
        """Where each tile of a box of ``width`` x ``height`` tiles whose top-left corner is
        at ``topleft`` goes, row by row. With the camera on the player the box stays put on
        the screen from step to step, and a slide passes the same few places each step:
        those are kept."""
        z = self.zoom
        key = (topleft, width, height, z)
        spots = self._box_spots.get(key)
        if spots is None:
            if len(self._box_spots) >= BOX_PLACES_KEPT:  # a slide's few places are kept
                self._box_spots.clear()
            across = range(topleft[0], topleft[0] + width * z, z)
            down = range(topleft[1], topleft[1] + height * z, z)
            spots = self._box_spots[key] = [(x, y) for y in down for x in across]
        return spots

    def water_phase(self) -> int:
        """Which frame deep water in sight shows now (0 or 1); 0 while none is in view."""
        if not self.water_in_view:
            return 0
        return int(self.clock() // WATER_PERIOD) % 2

    def water_wake_in(self) -> float | None:
        """Seconds until deep water in view shows its next frame (None: none in view)."""
        if not self.water_in_view:
            return None
        now = self.clock()
        return (int(now // WATER_PERIOD) + 1) * WATER_PERIOD - now

    def _box_images_at(self, zoom: int) -> tuple[np.ndarray, np.ndarray]:
        """The images a box is drawn with, by look * LOOKS + how it is seen: the look's lit
        images by band, then its remembered image, then the unknown tile (an array of
        surfaces: a box's images are then picked in one numpy step), filled for the looks
        the floor uses; and per tile of the floor, its look * LOOKS (its first image).
        ``_box_made`` says, by image, whether it is made."""
        floor = self.floor
        assert floor.blank is not None
        if self._box_images[0] is not floor.blank or self._box_images[1].size == 0:
            kept = self._box_kept.get(zoom)  # a zoom seen before: its table, if still good
            if kept is not None and kept[0][0] is floor.blank:
                self._box_images, self._box_looks = kept
            else:
                images = np.empty(LOOK_COUNT * LOOKS, dtype=object)
                made = np.zeros(LOOK_COUNT * LOOKS, dtype=bool)
                self._box_images, self._box_looks = (floor.blank, images, made), None
        if self._box_looks is not floor.codes:
            images = self._box_images[1]
            codes = present(np.concatenate([floor.codes, NEXT_FRAME[floor.codes]]))
            blank = spill_tile(floor.blank)
            for code in codes:  # the lit and remembered ones: when a box first shows them
                images[code * LOOKS + UNLIT_LOOK + 1] = blank
                self._box_images[2][code * LOOKS + UNLIT_LOOK + 1] = True
            self._next_bases = NEXT_FRAME[floor.codes].astype(np.intp) * LOOKS
            self._box_looks = floor.codes
            self._box_kept[zoom] = (self._box_images, self._box_looks)
        if self._box_bases[0] is not floor.codes:
            self._box_bases = (floor.codes, floor.codes.astype(np.intp) * LOOKS)
        self._box_made = self._box_images[2]
        return self._box_images[1], self._box_bases[1]

    def _lit_image(self, zoom: int, code: int, band: int) -> pygame.Surface:
        """Look ``code`` at ``zoom`` lit by light band ``band`` (kept by the tileset)."""
        shade = (round(255 * theme.LIGHT_BANDS[band]),) * 3
        return terrain_images(self.tileset, zoom, shade, [code])[code]
