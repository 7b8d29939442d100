"""The game: dungeon view, HUD, paper doll, inventory and log; keys become ``state.act`` calls."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.engine import autoplay
from game.ui import text, theme
from game.ui.input import Command, game_command
from game.ui.layout import step_zoom
from game.ui.panels.hud import Hud
from game.ui.panels.inventory import InventoryPanel
from game.ui.panels.message_log import MessageLogPanel
from game.ui.panels.paper_doll import PaperDoll
from game.ui.panels.stage_view import StageView
from game.ui.screens.base import Screen

if TYPE_CHECKING:
    from game.ui.app import App

#: Seconds between auto-explore steps, so the walk can be watched.
EXPLORE_DELAY = 0.035
TOAST_SECONDS = 2.5


class GameScreen(Screen):
    """Owns the panels (and their hit regions); the app keeps one while a game is on."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        tileset = app.tileset
        self.stage_view = StageView(tileset)
        self.hud = Hud(tileset)
        self.doll = PaperDoll(tileset)
        self.inventory = InventoryPanel(tileset)
        self.log = MessageLogPanel(tileset)
        self.exploring = False
        self._last_step = 0.0
        self._explore_hp = 0
        self.toast_text = ""
        self._toast_until = 0.0
        self._backdrop: pygame.Surface | None = None

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.exploring:
            self.stop_exploring()
            return
        command = game_command(event)
        if command is not None:
            self.perform(command)

    def perform(self, command: Command) -> None:
        """Carry out a UI command: an engine action through the app, or a UI change."""
        app = self.app
        name = command.name
        if name == "move":
            app.act("move", dx=command.dx, dy=command.dy)
        elif name in ("wait", "pickup", "descend"):
            app.act(name)
        elif name in ("inventory", "drop", "remove"):
            app.open_item_list(name)
        elif name in ("character", "history", "help"):
            app.open(name)
        elif name == "explore":
            self.start_exploring()
        elif name == "zoom_in":
            app.zoom = step_zoom(app.current_zoom, 1)
        elif name == "zoom_out":
            app.zoom = step_zoom(app.current_zoom, -1)
        elif name == "menu":
            app.to_main_menu()

    # -- auto-explore --------------------------------------------------------------------
    def start_exploring(self) -> None:
        state = self.app.state
        if state is None:
            return
        seen = autoplay.visible_monsters(state)
        if seen:
            self.toast(f"Not with the {seen[0].name} in sight.")
            return
        self.exploring = True
        self._explore_hp = state.player.fighter.hp
        self._last_step = 0.0

    def stop_exploring(self, why: str = "") -> None:
        self.exploring = False
        if why:
            self.toast(why)

    def explore_tick(self) -> None:
        """One auto-explore step: pick up what the bot would take, else walk toward the unknown."""
        state = self.app.state
        if state is None or state.game_over or state.level_up_pending:
            self.stop_exploring()
            return
        player = state.player
        seen = autoplay.visible_monsters(state)
        if seen:
            self.stop_exploring(f"You see the {seen[0].name}.")
            return
        if player.fighter.hp < self._explore_hp:
            self.stop_exploring("You are hurt.")
            return
        here = state.stage.items_at(player.x, player.y)
        if here and not player.inventory.is_full and autoplay.worth_taking(state, here[-1]):
            self.app.act("pickup")
            return
        step = autoplay.explore_step(state)
        if step is None:
            self.stop_exploring("Nothing left to explore here.")
            return
        if not self.app.act("move", dx=step[0], dy=step[1]):
            self.stop_exploring()

    def toast(self, message: str) -> None:
        """A short UI note over the map (not part of the game's log)."""
        self.toast_text = message
        self._toast_until = time.monotonic() + TOAST_SECONDS

    # -- frame ---------------------------------------------------------------------------
    def update(self) -> None:
        if self.exploring and time.monotonic() - self._last_step >= EXPLORE_DELAY:
            self._last_step = time.monotonic()
            self.explore_tick()

    def draw(self, surface: pygame.Surface) -> None:
        app, state = self.app, self.app.state
        if state is None:
            surface.fill(theme.BACKGROUND)
            return
        layout = app.layout
        backdrop, keep = self._backdrop_for(surface)
        view = self.stage_view
        view.place(layout.stage, app.current_zoom, state)
        view.draw(backdrop, state, keep)
        self.hud.draw(backdrop, layout.hud, state, layout, keep=keep)
        self.doll.draw(backdrop, layout.doll, state, layout, keep=keep)
        self.inventory.draw(backdrop, layout.inventory, state, layout, keep=keep)
        self.log.draw(backdrop, layout.log, state, layout, keep=keep)
        surface.blit(backdrop, (0, 0))
        self._draw_toast(surface)

    def _backdrop_for(self, surface: pygame.Surface) -> tuple[pygame.Surface, bool]:
        """The window-sized surface holding the map and the panels, and whether it still holds
        the last frame. Each part is redrawn into it only when it changed, so a quiet frame
        is the checks plus ONE full-window blit (SDL's fastest path).
        """
        size = surface.get_size()
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = pygame.Surface(size)
            if pygame.display.get_surface() is not None:
                self._backdrop = self._backdrop.convert()
            self._backdrop.fill(theme.BACKGROUND)
            return self._backdrop, False
        return self._backdrop, True

    def _draw_toast(self, surface: pygame.Surface) -> None:
        if not self.toast_text:
            return
        if time.monotonic() > self._toast_until:
            self.toast_text = ""
            return
        layout, view = self.app.layout, self.app.layout.stage
        image = text.render(self.toast_text, layout.font, theme.TEXT)
        box = image.get_rect().inflate(2 * layout.pad, layout.pad)
        box.midbottom = (view.centerx, view.bottom - layout.pad)
        back = pygame.Surface(box.size)
        back.fill(theme.PANEL_DARK)
        back.set_alpha(210)
        surface.blit(back, box)
        surface.blit(image, image.get_rect(center=box.center))
