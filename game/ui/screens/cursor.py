"""A cursor over the map, driven by keys or the pointer: the base of targeting and look.

Keys move it (Shift x5, Ctrl x10), Tab jumps to the next visible enemy, Enter confirms and
Esc cancels; the pointer moves it over the map, a left-click confirms there and a
right-click cancels. The cursor is UI state only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import mouse, text, theme
from game.ui.input import target_command
from game.ui.panels.tooltip import Line, draw_tooltip
from game.ui.screens.base import Screen

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.ui.host import Host


class CursorScreen(Screen):
    """Drawn over the game: a reticle on ``cursor``, a banner, and a tooltip about the tile."""

    modal = True

    def __init__(self, app: Host, start: tuple[int, int]) -> None:
        super().__init__(app)
        self.cursor = start
        #: Where the last frame drew the banner.
        self.banner_box = pygame.Rect(0, 0, 0, 0)
        #: Where the last frame drew the tooltip about the tile (None: it had nothing to say).
        self.tooltip_rect: pygame.Rect | None = None

    @property
    def state(self) -> GameState:
        assert self.app.state is not None
        return self.app.state

    def text_area(self) -> pygame.Rect | None:
        """The window: the banner keeps to the map, the tooltip to the window."""
        return self.app.surface.get_rect()

    def banner(self) -> str:
        raise NotImplementedError

    def describe_cursor(self) -> list[Line]:
        raise NotImplementedError

    def confirm(self, tile: tuple[int, int] | None = None) -> bool:
        """Enter or a left-click on ``tile``; closes by default."""
        self.close()
        return False

    def tile_under(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        return self.app.game.stage_view.tile_at(pos, self.state.stage)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            tile = self.tile_under(event.pos)
            if tile is not None:
                self.cursor = tile
            return
        if mouse.is_press(event, mouse.LEFT):
            tile = self.tile_under(event.pos)
            if tile is not None:
                self.cursor = tile
                self.confirm(tile)
            return
        if mouse.is_press(event, mouse.RIGHT):
            self.close()
            return
        command = target_command(event)
        if command is None:
            return
        if command.name == "move":
            self.move(command.dx, command.dy)
        elif command.name == "next_target":
            self.next_target()
        elif command.name == "cancel":
            self.close()
        elif command.name == "confirm":
            self.confirm()

    def move(self, dx: int, dy: int) -> None:
        stage = self.state.stage
        self.cursor = (
            max(0, min(stage.width - 1, self.cursor[0] + dx)),
            max(0, min(stage.height - 1, self.cursor[1] + dy)),
        )

    def next_target(self) -> None:
        seen = self.state.visible_monsters()
        if seen:
            spots = [(a.x, a.y) for a in seen]
            index = spots.index(self.cursor) + 1 if self.cursor in spots else 0
            self.cursor = spots[index % len(spots)]

    # -- drawing -------------------------------------------------------------------------
    def draw_marks(self, surface: pygame.Surface) -> None:
        """What goes on the map under the reticle (clipped to the view); none by default."""

    def draw_banner(self, surface: pygame.Surface, room: pygame.Rect) -> None:
        """The banner at the top of the map, in as many lines as it takes to stay on the map
        (one line ran over the HUD at 1280x720)."""
        layout = self.app.layout
        size = layout.small_font
        lines = text.wrap(self.banner(), size, max(1, room.width - 4 * layout.pad))
        line_h = text.line_height(size)
        widest = max((text.width(line, size) for line in lines), default=0)
        box = pygame.Rect(0, 0, widest + 2 * layout.pad, len(lines) * line_h + layout.pad)
        box.midtop = (room.centerx, room.y + layout.pad)
        self.banner_box = box
        pygame.draw.rect(surface, theme.PANEL_DARK, box, border_radius=4)
        pygame.draw.rect(surface, theme.GOLD, box, width=1, border_radius=4)
        y = box.y + layout.pad // 2
        with text.inside(surface, room, "map"), text.inside(surface, box, "banner"):
            for line in lines:
                text.blit(surface, line, size, theme.TEXT, (box.centerx, y), anchor="midtop")
                y += line_h

    def draw(self, surface: pygame.Surface) -> None:
        view = self.app.game.stage_view
        layout, tileset = self.app.layout, self.app.tileset
        previous = surface.get_clip()
        surface.set_clip(view.rect)
        self.draw_marks(surface)
        cell = view.tile_rect(*self.cursor)
        surface.blit(tileset.get("reticle", view.zoom), cell)
        surface.set_clip(previous)

        self.draw_banner(surface, view.rect)

        lines = self.describe_cursor()
        self.tooltip_rect = None
        if lines:  # on the map, beside the reticle: never over the action bar or the panels
            self.tooltip_rect = draw_tooltip(
                surface,
                tileset,
                lines,
                cell.bottomright,
                layout.small_font,
                layout.pad // 2,
                layout.frame_scale,
                avoid=cell,
                bounds=view.rect,
            )
