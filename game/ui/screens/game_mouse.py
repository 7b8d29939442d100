"""The pointer on the game screen: hover tooltips, clicks, right-click menus, the wheel, and
dragging gear between the inventory and the paper doll.

A left press remembers what it was on; a release within ``mouse.DRAG_THRESHOLD`` pixels is a
click, a longer move with the button held is a drag (if the press was on an item). A release
with no press before it (the press went to a window that has closed since) does nothing.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine.actions import RemoveAction
from game.ui import mouse
from game.ui.describe import monster_seen_at, top_item
from game.ui.drag import INVENTORY, VALID, Drag, draw_ghost, drop, outline, slot_colors
from game.ui.gear_view import caption, item_icon
from game.ui.hover import GamePanels, Spot, spot_at, tooltip_lines
from game.ui.input import Command
from game.ui.panels.tooltip import draw_tooltip
from game.ui.screens.context_menu import ContextMenu, floor_item_actions
from game.ui.screens.info import MonsterInfoModal

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.host import GameHost
    from game.ui.mouse import Pos
    from game.ui.panels.message_log import MessageLogPanel

HOVER_FRAME = (240, 200, 110)


class PointerOwner(GamePanels, Protocol):
    """What the pointer code needs of the game screen (``GameScreen`` is the one)."""

    @property
    def app(self) -> GameHost: ...

    @property
    def log(self) -> MessageLogPanel: ...

    @property
    def traveling(self) -> bool: ...

    def perform(self, command: Command) -> None: ...

    def click_tile(self, tile: tuple[int, int]) -> None: ...

    def start_journey(self, goal: tuple[int, int] | None) -> None: ...

    def go_toward(self, tile: tuple[int, int]) -> None: ...

    def fetches(self, tile: tuple[int, int]) -> bool: ...

    def pick_up(self) -> None: ...

    def toast(self, message: str) -> None: ...

    def zoom(self, steps: int) -> None: ...


class GameMouse:
    """UI state of the pointer over the game screen; every change to the game goes through
    the host (``act`` with an engine action, ``use_item``) so the engine decides."""

    def __init__(self, screen: PointerOwner) -> None:
        self.screen = screen
        self.hover: Pos | None = None
        self.press: mouse.Press | None = None
        self.drag: Drag | None = None
        self.pressed_tile: Pos | None = None  # the map tile under a held left button

    @property
    def app(self) -> GameHost:
        return self.screen.app

    def reset(self) -> None:
        """Forget a held button or drag (another screen takes the events now)."""
        self.press = None
        self.drag = None
        self.pressed_tile = None

    # -- events --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        state = self.app.state
        if state is None:
            return
        if event.type == pygame.MOUSEMOTION:
            self.motion(event.pos)
        elif event.type == pygame.WINDOWLEAVE:
            self.hover = None
        elif mouse.is_press(event, mouse.LEFT):
            self.hover = event.pos
            self.press = mouse.Press(event.pos, self.grab(state, event.pos))
            # the map tile aimed at now: the view may move before the button comes up
            self.pressed_tile = self.screen.stage_view.tile_at(event.pos, state.stage)
        elif mouse.is_release(event, mouse.LEFT):
            press, drag, tile = self.press, self.drag, self.pressed_tile
            self.reset()
            if drag is not None:
                drop(self.app, drag, event.pos)
            elif press is not None and not press.dragging:
                self.click(state, event.pos, tile)
        elif mouse.is_press(event, mouse.RIGHT):
            if self.press is not None:
                self.reset()  # a right-click cancels a drag
            else:
                self.right_click(state, event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.wheel(state, self.app.pointer, mouse.wheel_steps(event))

    def motion(self, pos: Pos) -> None:
        self.hover = pos
        press = self.press
        if press is not None and press.moved(pos) and press.target is not None:
            item, source = press.target
            self.drag = Drag(item, source, pos)
        if self.drag is not None:
            self.drag.pos = pos

    def grab(self, state: GameState, pos: Pos) -> tuple[Item, str] | None:
        """What a drag starting at ``pos`` would carry: a carried item or a worn one."""
        spot = spot_at(self.screen, self.app.layout, state, pos)
        if spot.kind == "item" and spot.item is not None:
            return spot.item, INVENTORY
        if spot.kind == "slot" and spot.item is not None and spot.slot is not None:
            return spot.item, spot.slot
        return None

    def click(self, state: GameState, pos: Pos, pressed_tile: Pos | None = None) -> None:
        """A left click released at ``pos``; on the map it acts on ``pressed_tile``, the tile
        under the pointer when the button went down, if there was one."""
        spot = spot_at(self.screen, self.app.layout, state, pos)
        if spot.kind == "tile" and pressed_tile is not None:
            spot = Spot("tile", tile=pressed_tile)
        app = self.app
        if spot.kind == "button" and spot.command is not None:
            self.screen.perform(Command(spot.command))
        elif spot.kind == "item" and spot.item is not None:
            app.play.use_item(spot.item)
        elif spot.kind == "scroll":
            rows = self.screen.inventory.scroll_at(pos)
            self.screen.inventory.scroll_by(rows, len(state.player.inventory.items))
        elif spot.kind == "slot" and spot.slot is not None:
            if spot.item is not None:
                app.act(RemoveAction(state.player, spot.item))
            else:
                where = caption(spot.slot).lower()
                self.screen.toast(f"Nothing on your {where}: drag gear here.")
        elif spot.kind in ("tile", "foe") and spot.tile is not None:
            self.screen.click_tile(spot.tile)
        elif spot.kind == "minimap" and spot.tile is not None:
            self.screen.go_toward(spot.tile)
        elif spot.kind == "hud":
            app.open("character")
        elif spot.kind == "log":
            app.open("history")

    def right_click(self, state: GameState, pos: Pos) -> None:
        spot = spot_at(self.screen, self.app.layout, state, pos)
        if spot.kind in ("item", "slot") and spot.item is not None:
            self.app.push(ContextMenu(self.app, spot.item, pos))
        elif spot.kind in ("tile", "foe") and spot.tile is not None:
            monster = monster_seen_at(state, *spot.tile)
            if monster is not None:  # what the tooltip tells first, told whole
                self.app.push(MonsterInfoModal(self.app, monster))
                return
            found = top_item(state, *spot.tile)  # the one the tooltip tells whole
            if found is not None:
                entries = floor_item_actions(
                    self.app,
                    found,
                    spot.tile == state.player.pos,
                    partial(self.screen.go_toward, spot.tile),
                    self.screen.pick_up,
                    self.screen.fetches(spot.tile),
                )
                self.app.push(ContextMenu(self.app, found, pos, entries))

    def wheel(self, state: GameState, pos: Pos, steps: int) -> None:
        """Wheel up: older log lines, earlier inventory rows, or zoom in over the map."""
        if not steps:
            return
        layout, screen = self.app.layout, self.screen
        if layout.log.collidepoint(pos):
            screen.log.scroll = max(0, screen.log.scroll + steps)
        elif layout.inventory.collidepoint(pos):
            screen.inventory.scroll_by(-steps, len(state.player.inventory.items))
        elif layout.stage.collidepoint(pos):
            screen.zoom(1 if steps > 0 else -1)

    # -- drawing -------------------------------------------------------------------------
    def spot(self, state: GameState) -> Spot | None:
        if self.hover is None or self.app.top is not self.screen:
            return None
        return spot_at(self.screen, self.app.layout, state, self.hover)

    def button_lit(self, state: GameState) -> str | None:
        """The action-bar button under the pointer, if any."""
        spot = self.spot(state) if self.drag is None else None
        return spot.command if spot is not None and spot.kind == "button" else None

    def before_panels(self, state: GameState) -> None:
        """Light up the hovered inventory row and doll slot (the panels draw them)."""
        spot = self.spot(state) if self.drag is None else None
        self.screen.inventory.selected = spot.item if spot and spot.kind == "item" else None
        self.screen.doll.highlight = spot.slot if spot and spot.kind == "slot" else None

    def draw_overlay(self, surface: pygame.Surface, state: GameState) -> list[pygame.Rect] | None:
        """Drag targets and the dragged icon, or the hover frame and tooltip; where it drew
        (None: it may be anywhere, as while dragging)."""
        layout, tileset = self.app.layout, self.app.tileset
        width = max(2, layout.frame_scale + 1)
        if self.drag is not None:
            rects = self.screen.doll.slot_rects
            for slot, color in slot_colors(self.drag, state.player).items():
                if slot in rects:
                    outline(surface, rects[slot], color, width)
            if self.drag.from_slot:
                outline(
                    surface,
                    layout.inventory.inflate(-2 * layout.pad, -2 * layout.pad),
                    VALID,
                    width,
                )
            draw_ghost(
                surface,
                tileset,
                self.drag,
                layout.slot_icon,
                item_icon(state, self.drag.item, tileset),
            )
            return None
        spot = self.spot(state)
        drawn: list[pygame.Rect] = []
        if spot is None or self.screen.traveling or self.hover is None:
            return drawn
        if spot.kind in ("tile", "foe") and spot.tile is not None:  # a foe: where it stands
            view = self.screen.stage_view
            previous = surface.get_clip()
            surface.set_clip(view.rect)
            drawn.append(
                pygame.draw.rect(surface, HOVER_FRAME, view.tile_rect(*spot.tile), width=1)
            )
            surface.set_clip(previous)
        lines = tooltip_lines(state, spot, self.screen.fetches)
        if lines:
            # the tile the tooltip keeps clear of: the hero's beside a map tile, the framed
            # monster's beside its picture in the HUD
            view = self.screen.stage_view
            if spot.kind == "tile" and spot.tile != state.player.pos:
                clear: pygame.Rect | None = view.tile_rect(*state.player.pos)
            elif spot.kind == "foe" and spot.tile is not None:
                clear = view.tile_rect(*spot.tile)
            else:
                clear = None
            drawn.append(
                draw_tooltip(
                    surface,
                    tileset,
                    lines,
                    self.hover,
                    layout.small_font,
                    layout.pad // 2,
                    layout.frame_scale,
                    avoid=clear,
                )
            )
        return drawn
