"""Animation: what the last command did, played over the dungeon view. It never holds the
game back.

When an animation starts the engine has already done everything: the state is the next
turn's, and the screen only shows the way there. The app has the engine record what each
command did (``state.events``, see ``game.engine.events``); after each command the game screen
hands them to ``Animator.start``, which turns them into tracks, each a short span of time:

- a step slides the sprite from its tile to the next (a centred camera slides with it);
- an attack bumps the attacker toward its target; a hit flashes the target white and floats
  its damage up from it; a blow that does nothing floats "no damage";
- Lightning draws a jagged bolt, Fireball a flight and a burst over its blast area, a
  confusion spell an orb to its victim (whose mark, while it lasts, the stage view draws from
  the state: ``ConfusedAI``);
- an arrow, a thrown dart or javelin flies as its own sprite (``fx_arrow``, ``fx_dart``,
  ``fx_javelin``, drawn pointing east) turned along its way; a breath of fire pours from the
  breather to its victim as a tongue of flame, yellow at the mouth, red at the end;
- the dead fade from their living look to their remains.

While a track runs the view is drawn by ``StageView.draw_moving`` (sprites nudged, the camera
on its way) and the effects over it; when none runs nothing is drawn for them, so an idle game
stays idle. Any key or click calls ``finish``: every track ends at once, and the key then acts on
the state as it already is, so held keys never queue behind an animation.

The speed is the app's ``animation_speed`` (see ``DEFAULT_SPEED``): every duration is divided by
it, and 0 turns animation off.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.events import Died, Hurt, Moved, Struck, Zap
from game.ui import glyphs, text, theme

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Entity
    from game.engine.events import Event, Tile
    from game.engine.game import GameState
    from game.ui.panels.stage_view import StageView
    from game.ui.tileset import Tileset

#: Animation speed when nothing else sets it: 1 as designed, 2 twice as fast, 0 off.
DEFAULT_SPEED = 1.0
#: The settings' animation choices ("normal", "fast", "off") as factors of DEFAULT_SPEED.
SETTING_FACTORS: dict[str, float] = {"normal": 1.0, "fast": 2.0, "off": 0.0}


#: Moving sprites and the sliding camera land on whole multiples of this many pixels (the
#: slide's steps). The view's terrain copies at the same speed at any offset: its surfaces
#: are laid out off the 16-byte grid (``game.ui.pixels``).
SNAP = 4


def _snap(pixels: float) -> int:
    """``pixels`` rounded to the nearest multiple of SNAP."""
    return SNAP * round(pixels / SNAP)


def speed_for(setting: str) -> float:
    """The animation speed the settings' choice stands for."""
    return SETTING_FACTORS.get(setting, 1.0) * DEFAULT_SPEED


# Durations in seconds at speed 1.
SLIDE = 0.065  # a step: under the 70 ms of a held key's repeat, so a walk glides on
BUMP = 0.12
IMPACT = 0.45  # the share of a bump after which its blow lands
FLASH = 0.15
FLOAT = 0.6
FADE = 0.4
BOLT = 0.22
FLIGHT_PER_TILE = 0.03
FLIGHT_LIMITS = (0.08, 0.22)
BURST = 0.3
SPELL = 0.2
BREATH = 0.35
#: A breath's fire reaches its victim in this share of its time, then burns there and fades.
BREATH_REACH = 0.45

#: How far a bump reaches toward its target, in tiles; how high a number floats.
BUMP_REACH = 0.3
FLOAT_RISE = 0.7

HIT_COLOR = (255, 226, 120)  # damage the hero deals
HURT_COLOR = theme.MALUS  # damage the hero takes
NO_DAMAGE_COLOR = theme.TEXT_DIM
BOLT_COLORS = ((110, 170, 255), (240, 248, 255))
FIRE_COLORS = ((240, 110, 30), (255, 226, 120))
BURST_COLOR = (255, 120, 30)
SPELL_COLORS = ((170, 90, 230), (235, 200, 255))
#: A breath's flame from the mouth outward: white-hot, yellow, orange, red (none of them the
#: art's own colours, so a flame is told from a salamander's scales).
BREATH_COLORS = ((255, 246, 206), (255, 220, 88), (246, 150, 52), (222, 66, 50))
#: What flies as its own sprite, by Zap kind: the tile drawn pointing east.
MISSILES: dict[str, str] = {"arrow": "fx_arrow", "dart": "fx_dart", "javelin": "fx_javelin"}
#: The missiles a hero throws (their flight is noted after what it did).
THROWN = frozenset({"dart", "javelin"})


@dataclass
class Track:
    """Something shown from ``start`` for ``duration`` seconds (the clock's)."""

    start: float
    duration: float

    def progress(self, now: float) -> float:
        """0 at the start, 1 at the end (below 0: not begun)."""
        return (now - self.start) / self.duration if self.duration > 0 else 1.0

    @property
    def end(self) -> float:
        return self.start + self.duration


@dataclass
class Slide(Track):
    """``actor`` comes from ``back`` tiles away (start - end) to its tile."""

    actor: Actor
    back: tuple[int, int]

    def offset(self, p: float, zoom: int) -> tuple[float, float]:
        left = 1.0 - p
        return self.back[0] * zoom * left, self.back[1] * zoom * left


@dataclass
class Bump(Track):
    """``actor`` lunges a little toward ``toward`` (a direction) and back."""

    actor: Actor
    toward: tuple[int, int]

    def offset(self, p: float, zoom: int) -> tuple[float, float]:
        reach = p / IMPACT if p < IMPACT else (1.0 - p) / (1.0 - IMPACT)
        reach *= BUMP_REACH * zoom
        return self.toward[0] * reach, self.toward[1] * reach


@dataclass
class Pan(Track):
    """The camera comes from ``camera`` (at ``zoom``) to where the view has it now."""

    camera: tuple[int, int]
    zoom: int


@dataclass
class Flash(Track):
    actor: Actor


@dataclass
class Fade(Track):
    """``actor`` died: its living look stays over its remains for the first ``hold`` of the
    track (until the blow lands), then fades."""

    actor: Actor
    hold: float

    def alpha(self, p: float) -> int:
        return 255 if p <= self.hold else round(255 * (1 - p) / (1 - self.hold))


@dataclass
class Label(Track):
    """``words`` float up from ``actor`` (a damage number, "no damage")."""

    actor: Actor
    words: str
    color: tuple[int, int, int]


@dataclass
class Bolt(Track):
    source: Tile
    target: Tile


@dataclass
class Orb(Track):
    """A ball flying from ``source`` to ``target``: Fireball's flight, a confusion spell."""

    source: Tile
    target: Tile
    colors: tuple[tuple[int, int, int], tuple[int, int, int]]


@dataclass
class Missile(Track):
    """``sprite`` (a tile pointing east) flying from ``source`` to ``target``, turned along
    its way: an arrow, a thrown dart or javelin."""

    source: Tile
    target: Tile
    sprite: str


@dataclass
class Breath(Track):
    """Fire breathed from ``source`` at ``target``: a tongue of flame that reaches it in the
    first BREATH_REACH of the track, then burns there and fades."""

    source: Tile
    target: Tile


@dataclass
class Burst(Track):
    """Fire over every tile within ``radius`` of ``centre`` (the engine's measure)."""

    centre: Tile
    radius: int


def in_flight_order(events: Iterable[Event]) -> list[Event]:
    """``events`` with each thrown weapon's flight (its ``Zap``, which the engine notes once
    the throw has hit or missed: a throw is the hero's own command, first in the list) before
    the hurt and deaths it caused, so the blow lands when the weapon arrives. An arrow is
    noted before its hit, as spells are."""
    out: list[Event] = []
    for event in events:
        if isinstance(event, Zap) and event.kind in THROWN:
            at = len(out)
            while at and isinstance(out[at - 1], Hurt | Died):
                at -= 1
            out.insert(at, event)
        else:
            out.append(event)
    return out


def _sign(value: int) -> int:
    return (value > 0) - (value < 0)


class Animator:
    """The tracks under way and how to draw a frame of them. ``clock`` gives the time in
    seconds (tests hand it a fixed one)."""

    def __init__(self, tileset: Tileset, clock: Callable[[], float] = time.monotonic) -> None:
        self.tileset = tileset
        self.clock = clock
        self.tracks: list[Track] = []
        self._flashes: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}
        self._ghosts: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}
        self._fire: tuple[tuple[int, int], list[pygame.Surface]] = ((0, 0), [])
        #: A thrown weapon's flight, its kind and where it lies now: hidden there until it lands.
        self._landing: list[tuple[Missile, str, Tile]] = []
        self._turned: dict[tuple[str, int, int], pygame.Surface] = {}
        self.frames = 0  # animation frames drawn (tests)
        self.starts = 0  # animations started
        #: Where the last frame drew effects over the view (its flashes, fades and numbers,
        #: put right by the next frame), or None when it drew others (the next is drawn in
        #: full).
        self._effects_over: list[pygame.Rect] | None = []

    # -- the tracks ----------------------------------------------------------------------
    def drawn_at_rest(self) -> None:
        """The view was drawn whole at rest: no effect of an animation is over it now, and
        the first frame of the next may build on it (``StageView.draw_moving``)."""
        self._effects_over = []

    def finish(self) -> None:
        """End every track at once (a key or click came)."""
        self.tracks = []
        self._landing = []

    def running(self) -> bool:
        """A track is under way now (those over are dropped)."""
        if self.tracks:
            now = self.clock()
            self.tracks = [track for track in self.tracks if track.end > now]
        return bool(self.tracks)

    def start(
        self,
        events: Iterable[Event],
        state: GameState,
        view: StageView,
        speed: float,
        pace: float | None = None,
    ) -> None:
        """Tracks for what one command did (``events``, in order), after ending those under
        way. ``speed`` divides every duration (0: nothing is shown); ``pace`` (a journey's
        seconds between steps) caps how long a slide lasts, so a walk never lags behind."""
        self.finish()
        if speed <= 0:
            return
        self.starts += 1
        now = self.clock()
        player = state.player
        impact = 0.0  # when the latest blow or spell lands (speed-1 seconds from now)
        heroic = 0.0  # when the hero's attack is over: the monsters' blows come after it
        tracks: list[Track] = []

        def add(track_type: type[Track], at: float, duration: float, *data: object) -> None:
            tracks.append(track_type(now + at / speed, duration / speed, *data))

        for event in in_flight_order(events):
            if isinstance(event, Moved):
                slide = SLIDE if pace is None else min(SLIDE, pace * speed)
                back = (event.start[0] - event.end[0], event.start[1] - event.end[1])
                add(Slide, 0.0, slide, event.actor, back)
                if event.actor is player:
                    add(Pan, 0.0, slide, view.camera, view.zoom)
            elif isinstance(event, Struck):
                by_hero = event.attacker is player
                at = 0.0 if by_hero else heroic
                toward = (
                    _sign(event.target.x - event.attacker.x),
                    _sign(event.target.y - event.attacker.y),
                )
                add(Bump, at, BUMP, event.attacker, toward)
                impact = at + BUMP * IMPACT
                if by_hero:
                    heroic = max(heroic, at + BUMP)
                if event.damage <= 0:
                    add(Label, impact, FLOAT, event.target, "no damage", NO_DAMAGE_COLOR)
            elif isinstance(event, Hurt):
                add(Flash, impact, FLASH, event.actor)
                color = HURT_COLOR if event.actor is player else HIT_COLOR
                add(Label, impact, FLOAT, event.actor, str(event.amount), color)
            elif isinstance(event, Died):
                if event.actor is not player:  # the hero's death has its own screen
                    hold = impact + FLASH / 2
                    add(Fade, 0.0, hold + FADE, event.actor, hold / (hold + FADE))
            elif isinstance(event, Zap):
                landed = self._zap(add, event)
                impact = landed
                heroic = max(heroic, landed)
                if event.kind in THROWN and isinstance(tracks[-1], Missile):
                    self._landing.append((tracks[-1], event.kind, event.target))
        self.tracks = tracks

    def _zap(self, add: Callable[..., None], zap: Zap) -> float:
        """The tracks of a spell; when it lands (speed-1 seconds from now)."""
        if zap.kind == "lightning":
            add(Bolt, 0.0, BOLT, zap.source, zap.target)
            return BOLT * 0.25
        distance = math.dist(zap.source, zap.target)
        flight = min(max(distance * FLIGHT_PER_TILE, FLIGHT_LIMITS[0]), FLIGHT_LIMITS[1])
        if zap.kind == "fireball":
            add(Orb, 0.0, flight, zap.source, zap.target, FIRE_COLORS)
            add(Burst, flight, BURST, zap.target, zap.radius)
            return flight
        if zap.kind in MISSILES:
            add(Missile, 0.0, flight, zap.source, zap.target, MISSILES[zap.kind])
            return flight
        if zap.kind == "fire":
            add(Breath, 0.0, BREATH, zap.source, zap.target)
            return BREATH * BREATH_REACH
        add(Orb, 0.0, SPELL, zap.source, zap.target, SPELL_COLORS)
        return SPELL

    def token(self) -> float | None:
        """Something that differs from frame to frame while a track runs (the app draws a
        frame when its look changes), None when none does."""
        return self.clock() if self.running() else None

    def _in_flight(self, state: GameState, now: float) -> frozenset[Entity]:
        """The thrown weapons still on their way: each lies where it lands already (the
        engine is done), but is not drawn there before its flight ends."""
        stage = state.stage
        return frozenset(
            item
            for track, kind, (x, y) in self._landing
            if track.progress(now) < 1.0
            for item in stage.items_at(x, y)
            if item.kind.id == kind
        )

    # -- a frame -------------------------------------------------------------------------
    def draw(
        self,
        surface: pygame.Surface,
        state: GameState,
        view: StageView,
        font: int,
        kept: bool = False,
    ) -> None:
        """The dungeon view as the tracks show it now, and their effects over it. ``kept``:
        ``surface`` still holds the last frame drawn, with nothing drawn over the view since
        but this animation's effects (the view may then scroll that frame, putting right
        where they were: ``draw_moving``)."""
        now = self.clock()
        z = view.zoom
        live = [(track, min(1.0, track.progress(now))) for track in self.tracks]
        nudges: dict[Actor, tuple[int, int]] = {}
        shift = (0, 0)
        effects = []  # the tracks drawn over the view, once it is drawn
        for track, p in live:
            if p < 0:
                continue
            if type(track) not in _MOVERS:
                effects.append((track, p))
            if isinstance(track, _MOVES):
                dx, dy = track.offset(p, z)
                was = nudges.get(track.actor, (0, 0))
                nudges[track.actor] = (was[0] + _snap(dx), was[1] + _snap(dy))
            elif isinstance(track, Pan) and track.zoom == z:
                moved = (view.camera[0] - track.camera[0], view.camera[1] - track.camera[1])
                if abs(moved[0]) <= z and abs(moved[1]) <= z:  # a step's, not a jump's
                    shift = (_snap(moved[0] * (1 - p)), _snap(moved[1] * (1 - p)))
        over = self._effects_over
        kept = kept and over is not None
        hidden = self._in_flight(state, now) if self._landing else frozenset()
        view.draw_moving(surface, state, shift, nudges, kept=kept, over=over or (), hidden=hidden)
        self._effects_over = []
        self.frames += 1
        if not effects:  # a walk: nothing more to draw
            return
        previous_clip = surface.get_clip()
        surface.set_clip(view.rect)
        visible = state.stage.visible

        def spot(tile: Tile) -> tuple[int, int]:
            """Screen pixel of ``tile``'s top-left corner in this frame."""
            return (
                view.rect.x + tile[0] * z - view.camera[0] + shift[0],
                view.rect.y + tile[1] * z - view.camera[1] + shift[1],
            )

        def seen(tile: Tile) -> bool:
            return state.stage.in_bounds(*tile) and bool(visible[tile[1], tile[0]])

        def actor_spot(actor: Actor) -> tuple[int, int]:
            x, y = spot(actor.pos)
            nudge = nudges.get(actor, (0, 0))
            return x + nudge[0], y + nudge[1]

        labels = []
        drawn: list[pygame.Rect] | None = []  # where this frame's effects go, if known
        self._effects_over = drawn
        for track, p in sorted(effects, key=lambda pair: _LAYER.get(type(pair[0]), 0)):
            if isinstance(track, Fade | Flash) and seen(track.actor.pos):
                image = self._ghost(track.actor, state, z, white=isinstance(track, Flash))
                image.set_alpha(track.alpha(p) if isinstance(track, Fade) else round(230 * (1 - p)))
                if drawn is not None:
                    drawn.append(surface.blit(image, actor_spot(track.actor)))
                else:
                    surface.blit(image, actor_spot(track.actor))
                continue
            if not isinstance(track, Label):
                drawn = self._effects_over = None  # drawn all over: the next frame in full
            if isinstance(track, Burst):
                self._burst(surface, track, p, z, spot, seen, state)
            elif isinstance(track, Bolt) and seen(track.target):
                _bolt(surface, spot(track.source), spot(track.target), z, p)
            elif isinstance(track, Orb) and seen(track.target):
                _orb(surface, spot(track.source), spot(track.target), z, p, track.colors)
            elif isinstance(track, Missile) and (seen(track.source) or seen(track.target)):
                self._missile(surface, spot(track.source), spot(track.target), z, p, track.sprite)
            elif isinstance(track, Breath) and (seen(track.source) or seen(track.target)):
                _breath(surface, spot(track.source), spot(track.target), z, p)
            elif isinstance(track, Label) and seen(track.actor.pos):
                labels.append((track, p))
        shadow = glyphs.scale(font)  # a number's shadow, down and right of it
        for track, p in labels:  # numbers over everything
            x, y = actor_spot(track.actor)
            rise = round(FLOAT_RISE * z * p)
            number = text.shadowed(
                surface,
                track.words,
                font,
                track.color,
                (x + z // 2, y - 2 - rise),
                anchor="midbottom",
            )
            if drawn is not None:
                drawn.append(number.union(number.move(shadow, shadow)))
        surface.set_clip(previous_clip)

    def _missile(
        self,
        surface: pygame.Surface,
        source: tuple[int, int],
        target: tuple[int, int],
        zoom: int,
        p: float,
        sprite: str,
    ) -> None:
        """``sprite`` ``p`` of the way from ``source`` to ``target`` (tiles' screen corners),
        turned to point along the way and centred there, whole."""
        (x0, y0), (x1, y1) = _centre(source, zoom), _centre(target, zoom)
        at = (round(x0 + (x1 - x0) * p), round(y0 + (y1 - y0) * p))
        image = self.turned(sprite, zoom, x1 - x0, y1 - y0)
        surface.blit(image, image.get_rect(center=at))

    def turned(self, sprite: str, zoom: int, dx: int, dy: int) -> pygame.Surface:
        """Tile ``sprite`` at ``zoom`` turned from east to point along (dx, dy) on the
        screen (y down); kept per tile, zoom and angle."""
        angle = round(math.degrees(math.atan2(-dy, dx)))
        key = (sprite, zoom, angle)
        image = self._turned.get(key)
        if image is None:
            image = self._turned[key] = pygame.transform.rotate(
                self.tileset.get(sprite, zoom), angle
            )
        return image

    def _fire_tiles(self, zoom: int, radius: int) -> list[pygame.Surface]:
        """A tile of fire per whole distance from a blast's centre, yellow to red; kept."""
        if self._fire[0] != (zoom, radius):
            inner, outer = FIRE_COLORS[1], BURST_COLOR
            tiles = []
            for band in range(radius + 1):
                t = band / max(1, radius)
                tile = pygame.Surface((zoom, zoom))
                tile.fill(tuple(round(a + (b - a) * t) for a, b in zip(inner, outer, strict=True)))
                tiles.append(tile.convert() if pygame.display.get_surface() else tile)
            self._fire = ((zoom, radius), tiles)
        return self._fire[1]

    def _ghost(self, actor: Actor, state: GameState, zoom: int, white: bool) -> pygame.Surface:
        """The actor's living look at ``zoom``, as a copy of its own (a fading body) or a white
        silhouette (a hit's flash); kept per sprite."""
        if actor is state.player:
            sprite = self.tileset.player_sprite(actor.equipment, zoom)
        else:
            sprite = self.tileset.monster_sprite(actor.breed.tile, actor.equipment, zoom)
        kept = self._flashes if white else self._ghosts
        found = kept.get(id(sprite))
        if found is None or found[0] is not sprite:
            if white:
                mask = pygame.mask.from_surface(sprite)
                image = mask.to_surface(
                    setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0)
                ).convert_alpha()
            else:
                image = sprite.copy()
            found = kept[id(sprite)] = (sprite, image)  # the sprite kept: its id stays its own
        return found[1]

    def _burst(
        self,
        surface: pygame.Surface,
        burst: Burst,
        p: float,
        zoom: int,
        spot: Callable[[Tile], tuple[int, int]],
        seen: Callable[[Tile], bool],
        state: GameState,
    ) -> None:
        """Fire over the blast's open tiles, spreading from the centre (yellow) to the edge
        (red) in the first third, then fading; and a ring growing to its edge."""
        cx, cy = burst.centre
        r = burst.radius
        fires = self._fire_tiles(zoom, r)
        reach = (r + 1) * min(1.0, 3 * p)
        fade = 1.0 if p < 1 / 3 else 1.5 * (1 - p)
        for band, fire in enumerate(fires):
            fire.set_alpha(round(210 * fade * (1 - band / (2 * (r + 1)))))
        walkable = state.stage.walkable
        blits = []
        for y in range(cy - r, cy + r + 1):
            for x in range(cx - r, cx + r + 1):
                distance = math.hypot(x - cx, y - cy)
                if distance <= min(r, reach) and seen((x, y)) and walkable[y, x]:
                    blits.append((fires[round(distance)], spot((x, y))))
        surface.fblits(blits)
        if seen(burst.centre):
            x, y = spot(burst.centre)
            ring = max(2, round((r + 0.5) * zoom * min(1.0, 0.3 + p)))
            pygame.draw.circle(
                surface, FIRE_COLORS[1], (x + zoom // 2, y + zoom // 2), ring, max(1, zoom // 12)
            )


#: Draw order of the effects, back to front (numbers last of all).
_LAYER: dict[type, int] = {
    Fade: 0,
    Burst: 1,
    Breath: 1,
    Flash: 2,
    Bolt: 3,
    Orb: 4,
    Missile: 4,
    Label: 5,
}
#: Tracks that only move things (drawn by the view itself), and those that move sprites.
_MOVERS: frozenset[type] = frozenset({Slide, Bump, Pan})
_MOVES = (Slide, Bump)


def _centre(at: tuple[int, int], zoom: int) -> tuple[int, int]:
    return at[0] + zoom // 2, at[1] + zoom // 2


def _bolt(
    surface: pygame.Surface, source: tuple[int, int], target: tuple[int, int], zoom: int, p: float
) -> None:
    """A jagged bolt from ``source`` to ``target`` (tiles' screen corners), thinning out. The
    zigzag is a fixed pattern: the screen draws nothing at random."""
    (x0, y0), (x1, y1) = _centre(source, zoom), _centre(target, zoom)
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # across the bolt
    steps = max(3, round(length / (zoom * 0.5)))
    points = []
    for i in range(steps + 1):
        t = i / steps
        swing = 0 if i in (0, steps) else (1 if i % 2 else -1) * (0.5 + (i * 7 % 3) / 4)
        swing *= zoom * 0.22
        points.append((x0 + (x1 - x0) * t + nx * swing, y0 + (y1 - y0) * t + ny * swing))
    outer, inner = BOLT_COLORS
    width = max(1, round(max(2, zoom // 8) * (1 - p)))
    pygame.draw.lines(surface, outer, False, points, width + 2)
    pygame.draw.lines(surface, inner, False, points, width)


def _orb(
    surface: pygame.Surface,
    source: tuple[int, int],
    target: tuple[int, int],
    zoom: int,
    p: float,
    colors: tuple[tuple[int, int, int], tuple[int, int, int]],
) -> None:
    """A ball on its way from ``source`` to ``target``, ``p`` of the way there."""
    (x0, y0), (x1, y1) = _centre(source, zoom), _centre(target, zoom)
    at = (round(x0 + (x1 - x0) * p), round(y0 + (y1 - y0) * p))
    radius = max(3, zoom // 4)
    pygame.draw.circle(surface, colors[0], at, radius)
    pygame.draw.circle(surface, colors[1], at, max(1, radius // 2))


def _breath(
    surface: pygame.Surface, source: tuple[int, int], target: tuple[int, int], zoom: int, p: float
) -> None:
    """A tongue of flame from ``source`` toward ``target`` (tiles' screen corners): blobs
    along the line, wider and redder away from the mouth, its front reaching the target at
    BREATH_REACH of the way through, then shrinking back into the target as it fades. The
    flicker is a fixed pattern: the screen draws nothing at random."""
    (x0, y0), (x1, y1) = _centre(source, zoom), _centre(target, zoom)
    length = math.hypot(x1 - x0, y1 - y0)
    if length < 1:
        return
    front = min(1.0, p / BREATH_REACH)
    tail = 0.0 if p <= BREATH_REACH else (p - BREATH_REACH) / (1 - BREATH_REACH)
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # across the flame
    steps = max(4, round(length / (zoom * 0.25)))
    last = len(BREATH_COLORS) - 1
    for i in range(steps, -1, -1):  # the far end first: the mouth's white over it
        t = i / steps
        if t > front or t < tail:
            continue
        swing = ((i * 5) % 3 - 1) * zoom * 0.12 * t
        at = (round(x0 + (x1 - x0) * t + nx * swing), round(y0 + (y1 - y0) * t + ny * swing))
        radius = max(2, round(zoom * (0.12 + 0.38 * t) * (1 - 0.5 * tail)))
        color = BREATH_COLORS[min(last, int(t * (last + 1)))]
        pygame.draw.circle(surface, BREATH_COLORS[min(last, int(t * (last + 1)) + 1)], at, radius)
        pygame.draw.circle(surface, color, at, max(1, radius * 2 // 3))
