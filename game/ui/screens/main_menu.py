"""The main menu: a title picture built from our tiles, then New game / Continue / Rankings /
Settings / Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.menu_list import MenuList
from game.ui.screens.base import Screen

if TYPE_CHECKING:
    from game.ui.host import MenuHost
    from game.ui.tileset import Tileset

#: The title scene, one character per 16 px tile: # wall, . floor, > stairs, @ the hero in full
#: gear, o orc, T troll, % remains, ! potion, ? a scroll.
SCENE = (
    "#################",
    "#...#.......#...#",
    "#.%.......T.....#",
    "#..!..@.......>.#",
    "#.......?...o...#",
    "#################",
)
HERO = ("player", "worn_chain_mail", "worn_iron_helm", "worn_shield", "worn_sword")
SCENE_TILES = {
    "o": "orc",
    "T": "troll",
    "%": "corpse",
    "!": "health_potion",
    "?": "fireball_scroll",
}

OPTIONS = (
    ("new", "New game"),
    ("continue", "Continue"),
    ("rankings", "Rankings"),
    ("settings", "Settings"),
    ("quit", "Quit"),
)


def title_picture(tileset: Tileset, scale: int) -> pygame.Surface:
    """The title scene at ``scale`` x 16 px per tile, darkening toward the edges."""
    size = tileset.tile_size * scale
    rows, cols = len(SCENE), len(SCENE[0])
    picture = pygame.Surface((cols * size, rows * size))
    picture.fill(theme.BACKGROUND)
    for y, row in enumerate(SCENE):
        for x, char in enumerate(row):
            variant = (x * 7 + y * 3) % 9
            ground = (
                f"wall_{variant % 4 if variant < 4 else 0}"
                if char == "#"
                else (
                    "stairs_down" if char == ">" else f"floor_{variant % 4 if variant < 3 else 0}"
                )
            )
            picture.blit(tileset.get(ground, size), (x * size, y * size))
            if char == "@":
                picture.blit(tileset.composed(HERO, size), (x * size, y * size))
            elif char in SCENE_TILES:
                picture.blit(tileset.get(SCENE_TILES[char], size), (x * size, y * size))
    hero_y = next(y for y, row in enumerate(SCENE) if "@" in row)
    hero_x = SCENE[hero_y].index("@")
    _vignette(picture, hero=(hero_x * size + size // 2, hero_y * size + size // 2))
    return picture


def pixel_title(label: str, scale: int) -> pygame.Surface:
    """``label`` in blocky capitals: small unsmoothed text scaled up, gold, outlined in black."""
    glyphs = text.render_scaled(label, 1, (255, 255, 255))
    w, h = glyphs.get_size()
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    mask.blit(glyphs, (0, 0))
    gradient = pygame.Surface((w, h), pygame.SRCALPHA)
    top, bottom = (255, 236, 160), (214, 132, 44)
    for y in range(h):
        t = y / max(1, h - 1)
        gradient.fill(
            tuple(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)) + (255,),
            (0, y, w, 1),
        )
    gradient.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    shadow = text.render_scaled(label, 1, (0, 0, 0))
    out = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2), (2, 3), (3, 2), (2, 2), (3, 3)):
        out.blit(shadow, (dx, dy))
    out.blit(gradient, (1, 1))
    return pygame.transform.scale(out, (out.get_width() * scale, out.get_height() * scale))


def _vignette(picture: pygame.Surface, hero: tuple[int, int]) -> None:
    """Torchlight: bright around the hero, dark at the edges (a multiply pass per ring)."""
    w, h = picture.get_size()
    light = pygame.Surface((w, h))
    light.fill((40, 36, 48))
    reach = max(w, h) * 0.5
    steps = 24
    for i in range(steps, 0, -1):
        level = 1 - i / steps
        radius = int(reach * i / steps)
        tone = (
            round(40 + 215 * level**0.6),
            round(36 + 214 * level**0.7),
            round(48 + 190 * level**0.8),
        )
        pygame.draw.circle(light, tone, hero, radius)
    picture.blit(light, (0, 0), special_flags=pygame.BLEND_MULT)


class MainMenu(Screen):
    """Title, picture and the three choices."""

    app: MenuHost

    def __init__(self, app: MenuHost) -> None:
        super().__init__(app)
        self.list = MenuList(
            len(OPTIONS), wrap=True, enabled=lambda index: self.enabled(OPTIONS[index][0])
        )
        self._picture: pygame.Surface | None = None
        self._picture_scale = 0
        self._title: pygame.Surface | None = None
        self._title_scale = 0
        self.note = ""  # one line under the options ("Game saved.")

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @cursor.setter
    def cursor(self, index: int) -> None:
        self.list.cursor = index

    @property
    def option_rects(self) -> dict[str, pygame.Rect]:
        """Option -> where it was drawn last, for the mouse."""
        return {key: rect for (key, _), rect in zip(OPTIONS, self.list.rects, strict=False)}

    def enabled(self, option: str) -> bool:
        return option != "continue" or self.app.play.can_continue()

    def handle(self, event: pygame.event.Event) -> None:
        outcome = self.list.handle(event)
        if outcome is not None:
            if outcome.chosen is not None:
                self.choose(OPTIONS[outcome.chosen][0])
            elif outcome.cancelled:
                self.app.request_quit()
            return
        if event.type == pygame.KEYDOWN:
            keys = {"n": "new", "c": "continue", "r": "rankings", "s": "settings", "q": "quit"}
            if event.unicode in keys:
                self.choose(keys[event.unicode])

    def choose(self, option: str) -> None:
        if not self.enabled(option):
            return
        self.note = ""
        if option == "new":
            self.app.play.offer_new_game()
        elif option == "continue":
            self.app.play.continue_game()
        elif option in ("settings", "rankings"):
            self.app.open(option)
        elif option == "quit":
            self.app.request_quit()

    def text_area(self) -> pygame.Rect | None:
        """The whole window: the menu has no box."""
        return self.app.surface.get_rect()

    def draw(self, surface: pygame.Surface) -> None:
        layout, tileset = self.app.layout, self.app.tileset
        window = surface.get_rect()
        surface.fill(theme.BACKGROUND)
        title_scale = max(4, min(16, window.width // 150))  # font pixels: caps 7 tall
        if self._title is None or self._title_scale != title_scale:
            self._title = pixel_title("IRONBOUND", title_scale)
            self._title_scale = title_scale
        title_h = self._title.get_height()
        tagline_h = text.line_height(layout.font)
        # under the picture: the options, a note and the hint, each a line
        below = (
            len(OPTIONS) * (text.line_height(layout.title_font) + layout.pad)
            + text.line_height(layout.font)
            + text.line_height(layout.small_font)
            + 6 * layout.pad
        )
        room = window.height - title_h - tagline_h - below - 2 * layout.pad
        scale = max(
            1,
            min(
                window.width * 7 // 10 // (len(SCENE[0]) * 16),
                window.height * 45 // 100 // (len(SCENE) * 16),
                room // (len(SCENE) * 16),
            ),
        )
        if self._picture is None or scale != self._picture_scale:
            self._picture = title_picture(tileset, scale)
            self._picture_scale = scale
        picture = self._picture.get_rect(centerx=window.centerx)
        top = max(layout.pad, (window.height - title_h - tagline_h - picture.height - below) // 2)
        surface.blit(self._title, self._title.get_rect(midtop=(window.centerx, top)))
        text.blit(
            surface,
            "Your gear is all you have.",
            layout.font,
            theme.TEXT_DIM,
            (window.centerx, top + title_h + layout.pad // 2),
            anchor="midtop",
        )
        picture.top = top + title_h + tagline_h + 2 * layout.pad
        frame = picture.inflate(4 * layout.frame_scale * 2, 4 * layout.frame_scale * 2)
        surface.blit(tileset.frame(frame.width, frame.height, layout.frame_scale), frame)
        surface.blit(self._picture, picture)
        y = frame.bottom + 2 * layout.pad
        self.list.rects = []
        line_h = text.line_height(layout.title_font) + layout.pad
        for index, (key, label) in enumerate(OPTIONS):
            enabled = self.enabled(key)
            selected = index == self.cursor and enabled
            color = theme.TITLE if selected else (theme.TEXT if enabled else theme.TEXT_FAINT)
            shown = f"-  {label}  -" if selected else label
            rect = text.blit(
                surface, shown, layout.title_font, color, (window.centerx, y), anchor="midtop"
            )
            self.list.rects.append(rect.inflate(40, 6))
            y += line_h
        if self.note:
            shown = text.fit(self.note, layout.font, window.width - 2 * layout.pad)
            text.blit(
                surface, shown, layout.font, theme.TEXT_DIM, (window.centerx, y), anchor="midtop"
            )
        text.blit(
            surface,
            "Arrows and Enter, n / c / r / s / q, or click",
            layout.small_font,
            theme.TEXT_FAINT,
            (window.centerx, window.bottom - layout.pad),
            anchor="midbottom",
        )
