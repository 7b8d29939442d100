"""The overview (``m``): the whole floor as the minimap draws it, as big as the window allows.

A click on a known place travels there (the overview closes first, so the walk is seen; with
a monster in sight it takes one step toward it, as a click on the map does);
``m``, Esc, Enter, a right-click or a click outside the map closes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import mouse, text, theme
from game.ui.panels.minimap import minimap_surface
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import Host


#: The overview's key, a line each: what the squares of the picture mean.
LEGEND = (
    "Floor {depth}:  white you,  red monsters in sight,  gold items,  violet stairs,  "
    "the outline: the map on screen",
    "brown doors,  blue water (deep: dark),  green grass,  pink the traps you found",
)


class OverviewScreen(Modal):
    """The floor's map, scaled by a whole number to fill most of the window."""

    title = "Map of the floor"
    hint = "Click a place to go there   m, Esc or right-click to close"
    close_chars = "m"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.map_rect = pygame.Rect(0, 0, 0, 0)  # where the map was drawn last
        self.scale = 0
        self._picture: pygame.Surface | None = None
        self._drawn: tuple = ()

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        return window.width - 40, window.height - 40

    def handle(self, event: pygame.event.Event) -> None:
        state = self.app.state
        if (
            state is not None
            and mouse.is_press(event, mouse.LEFT)
            and self.map_rect.collidepoint(event.pos)
            and self.scale > 0
        ):
            x = (event.pos[0] - self.map_rect.x) // self.scale
            y = (event.pos[1] - self.map_rect.y) // self.scale
            self.close()
            self.app.game.go_toward((x, y))
            return
        if self.closes(event):
            self.close()

    def draw(self, surface: pygame.Surface) -> None:
        layout, state = self.app.layout, self.app.state
        content = self.frame(surface)
        if state is None:
            return
        stage = state.stage
        line_h = text.line_height(layout.small_font)
        legend_h = len(LEGEND) * line_h + layout.pad
        self.scale = max(
            1, min(content.width // stage.width, (content.height - legend_h) // stage.height)
        )
        view = self.app.game.stage_view.tiles_in_view(stage)  # outlined: where the map is
        drawn = (id(stage), state.revision, self.scale, view)
        if self._picture is None or drawn != self._drawn:
            self._picture, self._drawn = minimap_surface(state, self.scale, view=view), drawn
        self.map_rect = self._picture.get_rect(midtop=(content.centerx, content.y))
        surface.blit(self._picture, self.map_rect)
        for index, line in enumerate(LEGEND):
            words = line.format(depth=state.depth)
            text.blit(
                surface,
                text.fit(words, layout.small_font, content.width),
                layout.small_font,
                theme.TEXT_DIM,
                (content.centerx, self.map_rect.bottom + layout.pad // 2 + index * line_h),
                anchor="midtop",
            )
