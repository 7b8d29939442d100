"""What the pointer is over on the game screen, and the tooltip lines for it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from game.engine.tiles import FLOOR, WALL
from game.ui import theme
from game.ui.describe import item_lines, tile_tooltip, top_item
from game.ui.gear_view import caption
from game.ui.panels.action_bar import TIPS
from game.ui.panels.hud import hud_conditions
from game.ui.panels.paper_doll import taken_off_hand
from game.ui.panels.tooltip import Line

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.mouse import Pos
    from game.ui.panels.action_bar import ActionBar
    from game.ui.panels.hud import Hud
    from game.ui.panels.inventory import InventoryPanel
    from game.ui.panels.minimap import Minimap
    from game.ui.panels.paper_doll import PaperDoll
    from game.ui.panels.stage_view import StageView

ROW_HINT = "Click: put on / take off.  Right-click: more.  Drag onto the doll."
#: For what cannot be worn (potions, scrolls): no word of the doll.
USE_HINT = "Click: use.  Right-click: more."
MINIMAP_HINT = "Click: go there.  m: the whole map."
SCROLL_HINT = "Click or wheel: more of the pack."
WORN_HINT = "Click: take it off.  Drag onto the inventory."
#: Under a map tile's tooltip where an item lies in view: how to get it.
FLOOR_ITEM_HINT = "Click: walk there, then click or g: pick it up.  Right-click: more."
#: An item a click fetches (``GameScreen.fetches``: autopickup takes it).
FETCH_HINT = "Click: go and pick it up.  Right-click: more."
UNDERFOOT_HINT = "Click or g: pick it up.  Right-click: more."
#: Under a monster's tooltip in the HUD's row of monsters in sight.
FOE_HINT = "Click: strike it, or a step toward it.  Right-click: more."


@dataclass(frozen=True)
class Spot:
    """One thing under the pointer: a map tile, an inventory row or a doll slot."""

    kind: str  # "button", "tile", "item", "slot", "scroll", "foe", "hud", "log", "minimap"
    #            or "" (nothing); "scroll": the inventory's "more" signs, command "up" or
    #            "down"; "foe": a monster in the HUD's row of monsters in sight, on ``tile``
    tile: tuple[int, int] | None = None
    item: Item | None = None
    slot: str | None = None
    command: str | None = None  # an action-bar button's command


NOTHING = Spot("")


class GamePanels(Protocol):
    """The game screen's panels that know what they drew where."""

    @property
    def bar(self) -> ActionBar: ...

    @property
    def hud(self) -> Hud: ...

    @property
    def inventory(self) -> InventoryPanel: ...

    @property
    def doll(self) -> PaperDoll: ...

    @property
    def minimap(self) -> Minimap: ...

    @property
    def stage_view(self) -> StageView: ...


def spot_at(screen: GamePanels, layout: Layout, state: GameState, pos: Pos) -> Spot:
    """What lies under screen pixel ``pos`` on the game screen."""
    button = screen.bar.command_at(pos)
    if button is not None:
        return Spot("button", command=button.name)
    item = screen.inventory.item_at(pos)
    if item is not None:
        return Spot("item", item=item)
    rows = screen.inventory.scroll_at(pos)
    if rows:
        return Spot("scroll", command="up" if rows < 0 else "down")
    slot = screen.doll.slot_at(pos)
    if slot is not None:
        return Spot("slot", item=state.player.equipment.slots[slot], slot=slot)
    tile = screen.stage_view.tile_at(pos, state.stage)
    if tile is not None:
        return Spot("tile", tile=tile)
    if layout.minimap.collidepoint(pos):
        return Spot("minimap", tile=screen.minimap.tile_at(pos, state))
    if layout.hud.collidepoint(pos):
        foe = screen.hud.foe_at(pos)
        return Spot("hud") if foe is None else Spot("foe", tile=foe.pos)
    if layout.log.collidepoint(pos):
        return Spot("log")
    return NOTHING


def row_hint(item: Item) -> str:
    """The hint under an inventory row's tooltip: gear is put on (or dragged to the doll),
    everything else is used."""
    return ROW_HINT if item.equippable is not None else USE_HINT


def tooltip_lines(
    state: GameState, spot: Spot, fetches: Callable[[tuple[int, int]], bool] | None = None
) -> list[Line]:
    """The hover tooltip for ``spot`` (empty: no tooltip); ``fetches``: whether a click on a
    tile walks there and picks up its item (``GameScreen.fetches``)."""
    if spot.kind == "button" and spot.command is not None:
        return [(TIPS[spot.command], theme.TEXT)]
    if spot.kind == "tile" and spot.tile is not None:
        x, y = spot.tile
        lines = tile_tooltip(state, x, y)
        # bare floor and walls need no box following the pointer; things and any other
        # terrain (stairs, doors, water, grass, torches...) do
        if top_item(state, x, y) is not None:
            if (x, y) == state.player.pos:
                hint = UNDERFOOT_HINT
            else:
                hint = FETCH_HINT if fetches is not None and fetches((x, y)) else FLOOR_ITEM_HINT
            return [*lines, (hint, theme.TEXT_FAINT)]
        if len(lines) > 1 or (
            state.stage.explored[y, x] and int(state.stage.tiles[y, x]) not in (FLOOR, WALL)
        ):
            return lines
        return []
    if spot.kind == "foe" and spot.tile is not None:  # as its tile on the map tells it
        return [*tile_tooltip(state, *spot.tile), (FOE_HINT, theme.TEXT_FAINT)]
    if spot.kind == "item" and spot.item is not None:
        return item_lines(state, spot.item) + [(row_hint(spot.item), theme.TEXT_FAINT)]
    if spot.kind == "slot" and spot.slot is not None:
        title = caption(spot.slot)
        big = taken_off_hand(state) if spot.slot == "off_hand" else None
        if spot.item is None and big is not None:
            return [
                (f"{title}: taken by {state.the_name(big)}", theme.TEXT_DIM),
                ("A two-handed weapon leaves no room for the off hand.", theme.TEXT_FAINT),
            ]
        if spot.item is None:
            return [
                (f"{title}: empty", theme.TEXT_DIM),
                ("Drag gear from the inventory here.", theme.TEXT_FAINT),
            ]
        return item_lines(state, spot.item) + [(WORN_HINT, theme.TEXT_FAINT)]
    if spot.kind == "minimap":
        return [(MINIMAP_HINT, theme.TEXT_DIM)]
    if spot.kind == "scroll":
        return [(SCROLL_HINT, theme.TEXT_DIM)]
    if spot.kind == "hud":
        chips = [(chip.tip, theme.MALUS) for chip in hud_conditions(state.player)]
        return [*chips, ("Click: character sheet (c)", theme.TEXT_DIM)]
    if spot.kind == "log":
        return [("Wheel: scroll.  Click: message history (v)", theme.TEXT_DIM)]
    return []
