"""Descriptions: a window with a picture over everything the player can tell of one thing, an
item (``context_menu.ItemInfoModal``) or a monster (``MonsterInfoModal``: right-click it on
the map, or Enter on it in the look command)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.describe import monster_sheet, verdict_line
from game.ui.panels.tooltip import draw_line, fit_line, wrap_lines
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.ui.host import Host


class InfoModal(Modal):
    """A picture (``draw_picture``), then ``lines`` wrapped to the box."""

    hint = "Esc to close"
    WIDTH = 520

    def lines(self) -> list[tuple[str, theme.Color]]:
        raise NotImplementedError

    def draw_picture(self, surface: pygame.Surface, size: int, midtop: tuple[int, int]) -> None:
        raise NotImplementedError

    def wrapped(self, room: int) -> list[tuple[str, theme.Color]]:
        """The lines broken to ``room`` pixels (a property's words, an artefact's tale)."""
        return wrap_lines(self.lines(), self.app.layout.font, max(1, room))

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        width = self.fitted(window, self.WIDTH, 0)[0]
        room = width - 2 * (layout.pad * 2 + 4 * layout.frame_scale)
        content = (
            layout.slot_icon * 2
            + layout.pad
            + len(self.wrapped(room)) * (text.line_height(layout.font))
        )
        return self.fitted(window, self.WIDTH, content)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        self.draw_picture(surface, layout.slot_icon * 2, (content.centerx, content.y))
        y = content.y + layout.slot_icon * 2 + layout.pad
        for line, color in self.wrapped(content.width):
            draw_line(
                surface,
                self.app.tileset,
                fit_line(line, layout.font, content.width),
                layout.font,
                color,
                (content.x, y),
            )
            y += text.line_height(layout.font)


class MonsterInfoModal(InfoModal):
    """Everything the player can tell of a monster in sight (``monster_sheet``): what it is,
    what it has on, its HP and conditions, what it does, and what a fight with it comes to,
    under its picture as the map draws it."""

    def __init__(self, app: Host, monster: Actor) -> None:
        super().__init__(app)
        self.monster = monster
        self.title = monster.name

    def lines(self) -> list[tuple[str, theme.Color]]:
        assert self.app.state is not None
        state = self.app.state
        sheet = monster_sheet(state, self.monster)
        told = 1 if self.monster.breed.description else 0  # its breed's words, then the facts
        lines = [(line, theme.TEXT_DIM if n < told else theme.TEXT) for n, line in enumerate(sheet)]
        lines[-1] = verdict_line(state, self.monster)  # the verdict, in its colour
        return lines

    def draw_picture(self, surface: pygame.Surface, size: int, midtop: tuple[int, int]) -> None:
        monster = self.monster
        image = self.app.tileset.monster_sprite(monster.breed.tile, monster.equipment, size)
        surface.blit(image, image.get_rect(midtop=midtop))
