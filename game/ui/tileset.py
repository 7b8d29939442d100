"""The tiles in ``assets/tiles``: loaded once, scaled by whole numbers, cached per size.

Scaling is nearest-neighbour (``pygame.transform.scale``) by an integer factor, so pixel art
stays crisp. Terrain comes opaque (in pages laid out for the fast blit: ``pixels``) and
pre-shaded for lighting; everything else keeps its alpha. The player's sprite is the body with
the worn layers around it in the manifest's wear order (``doll_art.map_layers``), composed once
per combination and size.
A monster's sprite is its breed's tile wearing the same layers where its body can show them,
each shifted onto that body and its fist repainted in the body's skin (``doll_art.body_layers``,
manifest ``wear.bodies``): composed at 16 px, then scaled, once per body, gear and size.

The map draws its sprites every frame, so it gets ``sprite()`` copies: our art is either fully
transparent or fully opaque per pixel, and a colour-keyed, RLE-accelerated surface blits 2-3x
faster than per-pixel alpha (measured: 100 sprites after a full-window blit, 0.07 ms vs 0.28 ms).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.paths import tiles_dir
from game.ui import theme
from game.ui.doll_art import DollArt, Placed, Wear, body_layers, map_layers
from game.ui.pixels import display_surface

if TYPE_CHECKING:
    from game.engine.equipment import Equipment

ASSETS = tiles_dir()

Color = tuple[int, int, int]
#: A terrain picture: one tile's name, or tiles drawn bottom to top.
Layers = str | tuple[str, ...]
#: Drawn for a tile the manifest lacks (a new breed before its art is drawn).
STAND_IN = "orc"
#: A page of terrain images (``_Atlas``) is at most this many pixels wide and high (64 kB):
#: small enough for the allocator's heap, whose memory is mostly touched already; pages of
#: 1 MB came fresh from the kernel, faulted in as SDL zeroed them (measured: a zoom's first
#: remembered images cost 3-4x more).
ATLAS_SIDE = 128
#: Full light: a terrain image's colours as drawn.
WHITE: Color = (255, 255, 255)
#: Stands for "transparent" in colour-keyed sprites; no tile uses it (a test checks).
COLOR_KEY: Color = (255, 0, 255)


def worn_kinds(equipment: Equipment) -> tuple[str, ...]:
    """The content ids of everything worn, in slot order."""
    return tuple(item.kind.id for item in equipment.worn_items())


def worn_layers(equipment: Equipment, wear: Wear) -> tuple[str, ...]:
    """The dressed map sprite's tile names for ``equipment``, back to front in the manifest's
    wear order (``player`` among them: a cloak hangs behind it)."""
    return map_layers(worn_kinds(equipment), wear)


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


class Tileset:
    """Named tiles from a manifest; ``get(name, size)`` gives a cached, scaled surface."""

    def __init__(self, root: Path = ASSETS) -> None:
        manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
        self.root = root
        self.tile_size: int = manifest["tile_size"]
        self.wear: Wear = manifest["wear"]
        self._doll: DollArt | None = None
        self._dressed: dict[tuple[str, ...], tuple[str, ...]] = {}  # worn kinds -> layers
        self._placed: dict[tuple[str, tuple[str, ...]], Placed] = {}  # (body, kinds) -> layers
        self._monsters: dict[tuple[str, Placed, int], pygame.Surface] = {}
        self.frame_slice: int = manifest.get("frame_slice", 4)
        self.groups: dict[str, str] = {}
        self._sources: dict[str, pygame.Surface] = {}
        for name, info in manifest["tiles"].items():
            self.groups[name] = info["group"]
            self._sources[name] = pygame.image.load(str(root / info["file"]))
        self._scaled: dict[int, _LazyTiles] = {}
        self._shaded: dict[tuple[Layers, int, Color], pygame.Surface] = {}
        self._remembered: dict[tuple[Layers, int, Color, Color], pygame.Surface] = {}
        self._atlases: dict[int, _Atlas] = {}
        self._remembered_sprites: dict[tuple[str, int], pygame.Surface] = {}
        self._remembered_sources: dict[tuple[str, int], pygame.Surface] = {}
        self._composed: dict[tuple[tuple[str, ...], int], pygame.Surface] = {}
        self._frames: dict[tuple[int, int, int], pygame.Surface] = {}
        self._keyed: dict[int, pygame.Surface] = {}
        self._sprites: dict[int, _LazyTiles] = {}

    # -- single tiles ---------------------------------------------------------------------
    def has(self, name: str) -> bool:
        return name in self._sources

    def get(self, name: str, size: int | None = None) -> pygame.Surface:
        """Tile ``name`` scaled to ``size`` px (a multiple of the tile size), alpha kept."""
        return self.at_size(size or self.tile_size)[name]

    def at_size(self, size: int) -> dict[str, pygame.Surface]:
        """Every tile at ``size`` px by name, scaled on first use: a plain dict for hot loops."""
        table = self._scaled.get(size)
        if table is None:
            table = self._scaled[size] = _LazyTiles(lambda name: self.scaled(name, size))
        return table

    def shaded(self, name: Layers, size: int, shade: Color = WHITE) -> pygame.Surface:
        """An opaque copy of a terrain tile multiplied by ``shade``: lit, dimmed or remembered.
        ``name`` may be a tuple of tiles drawn bottom to top (a floor, the grass over it)."""
        key = (name, size, shade)
        surface = self._shaded.get(key)
        if surface is None:
            surface = self._full_light(name, size)
            if shade != WHITE:
                surface.fill(shade, special_flags=pygame.BLEND_MULT)
            atlas = self._atlas(size)
            if atlas is not None:
                surface = atlas.add(surface)
            self._shaded[key] = surface
        return surface

    def remembered(self, name: Layers, size: int, shade: Color, lift: Color) -> pygame.Surface:
        """A terrain tile as memory shows it: grey (no colour), multiplied by ``shade``, then
        ``lift`` added, so dark floors stay visible against the unknown."""
        key = (name, size, shade, lift)
        surface = self._remembered.get(key)
        if surface is None:
            atlas = self._atlas(size)
            grey = None if atlas is None else atlas.grey
            surface = pygame.transform.grayscale(self._full_light(name, size), grey)
            surface.fill(shade, special_flags=pygame.BLEND_MULT)
            surface.fill(lift, special_flags=pygame.BLEND_ADD)
            if atlas is not None:
                surface = atlas.add(surface)
            self._remembered[key] = surface
        return surface

    def _full_light(self, name: Layers, size: int) -> pygame.Surface:
        """Terrain ``name`` at full light on black in a surface of its own, for the caller to
        change and keep a copy of: the atlas's scratch (a new surface without a display)."""
        atlas = self._atlas(size)
        surface = pygame.Surface((size, size)) if atlas is None else atlas.scratch
        surface.fill((0, 0, 0))
        for layer in (name,) if isinstance(name, str) else name:
            surface.blit(self.get(layer, size), (0, 0))
        return surface

    def _atlas(self, size: int) -> _Atlas | None:
        """Where the terrain images of ``size`` px are kept; None before there is a display
        (the images are then surfaces of their own, in no display's format)."""
        atlas = self._atlases.get(size)
        if atlas is None:
            if not _display_ready():
                return None
            atlas = self._atlases[size] = _Atlas(size)
        return atlas

    def remembered_sprite(self, name: str, size: int) -> pygame.Surface:
        """Sprite ``name`` as memory shows it (an item seen and now out of sight): grey and
        dimmed by theme.REMEMBERED_SPRITE, its transparency kept; colour-keyed for speed."""
        key = (name, size)
        surface = self._remembered_sprites.get(key)
        if surface is None:
            grey = pygame.transform.grayscale(self.get(name, size))
            grey.fill((*theme.REMEMBERED_SPRITE, 255), special_flags=pygame.BLEND_RGBA_MULT)
            self._remembered_sources[key] = grey  # keyed() keys its copy by this one's id
            surface = self._remembered_sprites[key] = self.keyed(grey)
        return surface

    def scaled(self, name: str, size: int) -> pygame.Surface:
        """A new surface of tile ``name`` at ``size`` px (uncached: use ``get``). A name the
        tiles lack (a breed newer than its art) gets the STAND_IN tile, never a crash."""
        source = self._sources.get(name)
        surface = self._scale(self._sources[STAND_IN] if source is None else source, size)
        return surface.convert_alpha() if _display_ready() else surface

    def _scale(self, source: pygame.Surface, size: int) -> pygame.Surface:
        if size % self.tile_size:
            raise ValueError(f"tile size {size} is not a multiple of {self.tile_size}")
        if size == self.tile_size:
            return source.copy()
        return pygame.transform.scale(source, (size, size))

    # -- composed sprites ----------------------------------------------------------------
    def composed(self, layers: Iterable[str], size: int) -> pygame.Surface:
        """Tiles drawn over each other in order (missing tiles skipped); cached per combination."""
        names = tuple(name for name in layers if self.has(name))
        key = (names, size)
        surface = self._composed.get(key)
        if surface is None:
            surface = pygame.Surface((size, size), pygame.SRCALPHA)
            for name in names:
                surface.blit(self.get(name, size), (0, 0))
            if _display_ready():
                surface = surface.convert_alpha()
            self._composed[key] = surface
        return surface

    def player(self, equipment: Equipment, size: int) -> pygame.Surface:
        """The player's body wearing everything in ``equipment``, at ``size`` px."""
        kinds = worn_kinds(equipment)
        names = self._dressed.get(kinds)
        if names is None:
            names = self._dressed[kinds] = map_layers(kinds, self.wear)
        return self.composed(names, size)

    def monster(self, body: str, equipment: Equipment, size: int) -> pygame.Surface:
        """Tile ``body`` (a breed's) wearing what ``equipment`` holds where that body shows
        it, at ``size`` px; the bare tile when it shows none of it."""
        kinds = worn_kinds(equipment)
        placed = self._placed.get((body, kinds))
        if placed is None:
            placed = self._placed[(body, kinds)] = body_layers(kinds, self.wear, body)
        if len(placed) <= 1:
            return self.get(body, size)
        key = (body, placed, size)
        surface = self._monsters.get(key)
        if surface is None:
            surface = self._monsters[key] = self._dress(body, placed, size)
        return surface

    def _dress(self, body: str, placed: Placed, size: int) -> pygame.Surface:
        """Compose ``placed`` at the art's own size, repaint the fists, then scale."""
        art = pygame.Surface((self.tile_size, self.tile_size), pygame.SRCALPHA)
        skin = self.wear.get("bodies", {}).get(body, {}).get("skin", {})
        for name, dx, dy in placed:
            layer = self._sources[name]
            if name != body and skin:
                layer = layer.copy()
                pixels = pygame.PixelArray(layer)
                for old, new in skin.items():
                    pixels.replace(pygame.Color(old), pygame.Color(new))
                pixels.close()
            art.blit(layer, (dx, dy))
        surface = self._scale(art, size)
        return surface.convert_alpha() if _display_ready() else surface

    @property
    def doll(self) -> DollArt:
        """The paper doll's large figure art (loaded on first use)."""
        if self._doll is None:
            self._doll = DollArt(self.root)
        return self._doll

    # -- fast copies for the map --------------------------------------------------------
    def sprite(self, name: str, size: int) -> pygame.Surface:
        """Tile ``name`` at ``size`` px for drawing on the map: colour-keyed where it can be."""
        return self.sprites_at(size)[name]

    def sprites_at(self, size: int) -> dict[str, pygame.Surface]:
        """Every map sprite at ``size`` px by name (see ``sprite``): a plain dict for hot loops."""
        table = self._sprites.get(size)
        if table is None:
            table = self._sprites[size] = _LazyTiles(lambda name: self.keyed(self.get(name, size)))
        return table

    def player_sprite(self, equipment: Equipment, size: int) -> pygame.Surface:
        """The dressed player (``player``) for drawing on the map."""
        return self.keyed(self.player(equipment, size))

    def monster_sprite(self, body: str, equipment: Equipment, size: int) -> pygame.Surface:
        """A monster (tile ``body``) wearing ``equipment`` for drawing on the map."""
        return self.keyed(self.monster(body, equipment, size))

    def keyed(self, surface: pygame.Surface) -> pygame.Surface:
        """A colour-keyed RLE copy of ``surface`` (cached), or ``surface`` itself when it has
        partly transparent pixels or there is no display to convert for yet."""
        found = self._keyed.get(id(surface))
        if found is not None:
            return found
        if not _display_ready() or _has_partial_alpha(surface):
            return surface
        keyed = pygame.Surface(surface.get_size())
        keyed.fill(COLOR_KEY)
        keyed.blit(surface, (0, 0))
        keyed = keyed.convert()
        keyed.set_colorkey(COLOR_KEY, pygame.RLEACCEL)
        # Keyed by id: the source lives in this tileset's caches for as long as the copy does.
        self._keyed[id(surface)] = keyed
        return keyed

    # -- panel frame ---------------------------------------------------------------------
    def frame(self, width: int, height: int, scale: int = 2) -> pygame.Surface:
        """The 9-slice ``frame`` tile stretched to width x height; corners kept at ``scale``."""
        key = (width, height, scale)
        surface = self._frames.get(key)
        if surface is None:
            surface = self._nine_slice(width, height, scale)
            self._frames[key] = surface
        return surface

    def _nine_slice(self, width: int, height: int, scale: int) -> pygame.Surface:
        size = self.tile_size * scale
        source = self.get("frame", size)
        border = self.frame_slice * scale
        inner = size - 2 * border
        surface = pygame.Surface((width, height))
        if _display_ready():
            surface = surface.convert()
        cols = [
            (0, border, 0, border),
            (border, inner, border, width - 2 * border),
            (size - border, border, width - border, border),
        ]
        rows = [
            (0, border, 0, border),
            (border, inner, border, height - 2 * border),
            (size - border, border, height - border, border),
        ]
        for sx, sw, dx, dw in cols:
            for sy, sh, dy, dh in rows:
                if dw <= 0 or dh <= 0:
                    continue
                piece = source.subsurface((sx, sy, sw, sh))
                if (dw, dh) != (sw, sh):
                    piece = pygame.transform.scale(piece, (dw, dh))
                surface.blit(piece, (dx, dy))
        return surface


def _has_partial_alpha(surface: pygame.Surface) -> bool:
    if not surface.get_flags() & pygame.SRCALPHA:
        return False
    alpha = pygame.surfarray.pixels_alpha(surface)
    try:
        return bool(((alpha > 0) & (alpha < 255)).any())
    finally:
        del alpha  # release the surface lock


class _Atlas:
    """The opaque terrain images of one size, side by side in a few big surfaces (pages) laid
    out as ``pixels.display_surface`` lays one out (every copy from them takes ``memcpy``);
    each image a subsurface of a page. A first change to a zoom makes a few hundred images
    (the looks in view remembered, those in sight lit by their bands): as surfaces of their
    own each cost two allocations and three copies, here one copy. Each is made in
    ``scratch`` (``grey``) first, a surface of its own of the tile's size, by the calls that
    would make it alone (on a part of a page, pygame's plain fill and its grayscale take
    paths ten times slower: measured), then copied."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.side = max(1, ATLAS_SIDE // size)  # images along a page's width and height
        self.pages: list[pygame.Surface] = []
        self.used = self.side * self.side  # images in the last page (none yet: a new one)
        self.scratch = pygame.Surface((size, size))
        self.grey = pygame.Surface((size, size))

    def add(self, image: pygame.Surface) -> pygame.Surface:
        """A copy of ``image`` (opaque, size x size px) in a page."""
        side, size = self.side, self.size
        if self.used == side * side:
            self.pages.append(display_surface((side * size, side * size)))
            self.used = 0
        row, column = divmod(self.used, side)
        self.used += 1
        # a subsurface of the page's own surface, not of the page (itself a subsurface of
        # it, one pixel in): a blit locks every surface up a source's chain, and a second
        # link cost the lit box's 289 blits 20 us a frame (measured)
        page = self.pages[-1]
        owner, (dx, dy) = page.get_parent(), page.get_offset()
        cell = owner.subsurface((dx + column * size, dy + row * size, size, size))
        cell.blit(image, (0, 0))
        return cell


class _LazyTiles(dict):
    """Tiles of one kind and size by name; a missing name is made once by ``make`` and kept."""

    def __init__(self, make: Callable[[str], pygame.Surface]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, name: str) -> pygame.Surface:
        surface = self[name] = self.make(name)
        return surface
