"""Where everything goes: a pure function of window size (and zoom) to named rectangles.

    +-----------------------------+-----------+
    |                             |    HUD    |
    |        dungeon view         +-----------+
    |          (stage)            | paper doll|
    |                             +-----------+
    +-------------------+---------+ inventory |
    | action bar        |         |           |
    +-------------------+ minimap |           |
    |    message log    |         |           |
    +-------------------+---------+-----------+

The interface grows with the window by whole steps, as the map's zoom does (``UI_STEPS``):
1x is the interface drawn for a 1280x720 window, 1.5x fills a 1920x1080 one, 2x a 2560x1440
one. A step is a half, so that the pixel font, drawn at twice the step (2 screen pixels a font
pixel at 1x, 3 at 1.5x, 4 at 2x), stays whole and crisp; icons are whole multiples of the
16 px art (16 * the step, rounded up). The window picks the largest step it holds, unless the
player chose a smaller one ("Interface size" in the settings). A window smaller than 1x holds
(under about 1152x648) draws the 1x interface a little smaller, down to 0.75 of it, the text
staying at its smallest whole scale.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from pygame import Rect

from game.ui.glyphs import MIN_SCALE, SIZE_STEP, line_height

ZOOMS: tuple[int, ...] = (16, 32, 48, 64)
DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (640, 480)
INVENTORY_SLOTS = 26
#: The paper doll's slot boxes stand in this many rows, two to a row (ten slots).
DOLL_ROWS = 5

#: The minimap: at least this many pixels per tile, and the log keeps at least LOG_MIN_WIDTH.
MINIMAP_MIN_SCALE = 2
LOG_MIN_WIDTH = 480
MAP_TILES = (80, 43)  # SPEC: a floor is 80 x 43 tiles

#: A zoom is picked so that at least this many tiles fit across and down the view.
MIN_VIEW_TILES = (21, 15)

#: The interface's sizes, times the 1280x720 design, in half steps: the pixel font's scale is
#: twice the step, a whole number at each.
UI_STEPS: tuple[float, ...] = (1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0)
#: A window holds a step when it is at least this share of the step's size (1280x720 times the
#: step) both ways: a maximised window on a 1920x1080 screen, a title bar and a task bar
#: shorter, still holds 1.5x.
HOLD = 0.9
#: A window too small for 1x draws it at this share of its size, at the least.
MIN_FIT = 0.75
#: The side panel's share of the width a window has beyond its step's (1280 px times the
#: step): under 0.3, so that a bigger step never makes the panel narrower.
SIDE_SHARE = 0.25


@dataclass(frozen=True)
class Layout:
    """Named screen rectangles plus the sizes the panels draw with."""

    window: Rect
    stage: Rect
    bar: Rect  # the mouse's buttons (Explore, Rest, Stairs...) under the map
    log: Rect
    minimap: Rect  # the floor in small, right of the bar and log; none (0 x 0) when
    # the window is too small for it
    side: Rect
    hud: Rect
    doll: Rect
    inventory: Rect
    scale: float  # the interface's size: its step (1, 1.5, 2...), or under 1 on a
    # window too small for 1x
    font: int  # body text size
    list_font: int  # inventory and list rows
    small_font: int  # captions
    title_font: int  # panel and modal titles
    icon: int  # icon size in inventory and list rows (multiple of 16)
    slot_icon: int  # icon size in the paper doll's slot boxes
    doll_row: int  # one row of the paper doll's slot boxes (box and its two lines)
    doll_sprite: int  # the character on the paper doll
    row_height: int  # one row of the item lists in modals
    inventory_font: int  # the side panel's inventory rows: text size, icon, row height
    inventory_icon: int
    inventory_row: int
    inventory_rows: int  # rows the side panel shows; fewer than 26 means the list scrolls
    frame_scale: int  # 9-slice frame corners drawn at this multiple
    pad: int

    @property
    def inventory_scrolls(self) -> bool:
        return self.inventory_rows < INVENTORY_SLOTS


def fit_scale(width: int, height: int) -> float:
    """How many times the 1280x720 design the window is (the smaller of its two ratios)."""
    return min(width / DEFAULT_SIZE[0], height / DEFAULT_SIZE[1])


def held_steps(width: int, height: int) -> tuple[float, ...]:
    """The interface steps a ``width`` x ``height`` window holds (none: it is smaller than a
    1280x720 class window, and the 1x interface is drawn a little smaller to fit)."""
    fit = fit_scale(width, height)
    return tuple(step for step in UI_STEPS if fit >= step * HOLD)


def ui_scale(width: int, height: int, interface: float | None = None) -> float:
    """The interface's size on this window: the step ``interface`` asks for (None: auto, the
    largest the window holds), never more than the window holds; on a window too small for
    1x, the fraction of 1x that fits (never below 0.75)."""
    held = held_steps(width, height)
    if not held:
        return max(MIN_FIT, fit_scale(width, height))
    if interface is None or interface not in UI_STEPS:
        return held[-1]
    return min(interface, held[-1])


def default_zoom(width: int, height: int, interface: float | None = None) -> int:
    """The largest zoom whose view still shows MIN_VIEW_TILES (32 px at 1280x720), beside
    the interface at step ``interface`` (None: auto)."""
    layout = compute_layout(width, height, interface)
    for zoom in reversed(ZOOMS):
        if (
            layout.stage.width // zoom >= MIN_VIEW_TILES[0]
            and layout.stage.height // zoom >= MIN_VIEW_TILES[1]
        ):
            return zoom
    return ZOOMS[0]


def step_zoom(zoom: int, steps: int) -> int:
    """The zoom ``steps`` levels in (positive) or out (negative) of ``zoom``, clamped."""
    index = ZOOMS.index(zoom) if zoom in ZOOMS else 1
    return ZOOMS[max(0, min(len(ZOOMS) - 1, index + steps))]


def minimap_inset(frame_scale: int) -> int:
    """The minimap's frame and margin on each side (its picture sits inside)."""
    return 4 * frame_scale + 2


def inventory_rows(list_h: int, font: int, icon: int, caption_h: int, pad: int) -> tuple[int, int]:
    """The side panel's inventory in a list ``list_h`` pixels tall, rows of ``font`` text
    and ``icon`` icons: (row height, rows shown). All 26 rows if they fit (a little apart if
    there is room), else as many as fit with a caption line of ``caption_h`` under them (which
    may take the ``pad`` below the list), and the list scrolls. The text and icons are the
    interface's own: never made smaller to fit more rows."""
    row = max(icon + 2, line_height(font) + 1)
    if INVENTORY_SLOTS * row <= list_h:  # spread out a little where there is room
        row = max(row, min(list_h // INVENTORY_SLOTS, row + line_height(font) // 2))
        return row, INVENTORY_SLOTS
    return row, max(1, (list_h - max(0, caption_h - pad)) // row)


def sight_row(icon: int) -> int:
    """The height of the HUD's row of monsters in sight: an ``icon`` each with its health
    bar under it (``sight_bar``), a pixel apart from the row above and the frame below."""
    return icon + sight_bar(icon) + 2


def sight_bar(icon: int) -> int:
    """The height of the health bar under an ``icon`` in the HUD's row of monsters in sight."""
    return max(2, icon // 8)


def _tiles(size: float) -> int:
    """``size`` pixels of 16 px art as a whole multiple of 16, rounded up (crisp icons)."""
    return 16 * max(1, math.ceil(size / 16 - 1e-9))


def compute_layout(width: int, height: int, interface: float | None = None) -> Layout:
    """Every panel's rectangle for a window of ``width`` x ``height`` pixels, at the interface
    step ``interface`` (None: the largest the window holds; see ``ui_scale``)."""
    width, height = max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1])
    scale = ui_scale(width, height, interface)
    stepped = scale >= UI_STEPS[0]
    text_scale = max(MIN_SCALE, round(2 * scale))  # the pixel font's scale: twice the step
    pad = round(8 * scale)
    font = list_font = small_font = text_scale * SIZE_STEP
    title_font = max(text_scale, int(2.6 * scale)) * SIZE_STEP  # a step up from 2x
    frame_scale = text_scale

    icon = _tiles(16 * scale) if stepped else 16
    # 390 px at 1x, and the pixels an icon rounded up to whole tiles takes in a row, and a
    # share of the width the window has beyond the step's (the names want it more than the map)
    beyond = max(0, width - round(DEFAULT_SIZE[0] * scale)) if stepped else 0
    step_side = max(round(390 * scale) + icon - max(16, round(16 * scale)), 280)
    side_w = min(step_side + round(beyond * SIDE_SHARE), width // 2)
    log_h = max(round(128 * scale), 5 * line_height(font) + 2 * pad)
    bar_h = line_height(small_font) + pad + pad // 2
    map_inset = minimap_inset(frame_scale)
    room = bar_h + log_h - 2 * map_inset
    map_scale = round(room / MAP_TILES[1]) if stepped else room // MAP_TILES[1]
    map_w = MAP_TILES[0] * map_scale + 2 * map_inset
    if map_scale < MINIMAP_MIN_SCALE or width - side_w - map_w < LOG_MIN_WIDTH * max(1.0, scale):
        map_w = 0
    else:  # the log a few pixels taller, if need be, for the minimap to fill its box
        log_h = max(log_h, MAP_TILES[1] * map_scale + 2 * map_inset - bar_h)
    stage = Rect(0, 0, width - side_w, height - log_h - bar_h)
    bar = Rect(0, stage.bottom, stage.width - map_w, bar_h)
    log = Rect(0, bar.bottom, stage.width - map_w, log_h)
    minimap = Rect(bar.right, stage.bottom, map_w, bar_h + log_h if map_w else 0)
    side = Rect(stage.right, 0, side_w, height)

    inset = pad + 4 * frame_scale  # the panels' frame and padding, as they draw it
    # five rows (level, HP, XP, power and defense, what is here) of body text, a little apart,
    # and the row of monsters in sight
    hud_h = max(round(112 * scale), 5 * (line_height(font) + 2) + 2 * (pad + 2 * frame_scale))
    hud_h += sight_row(icon)
    slot_icon = 16 * text_scale if stepped else (16 if scale < 0.95 else 32)
    small_line = line_height(small_font)
    slot_box = slot_icon + 2 * max(3, slot_icon // 8)
    doll_row = max(slot_box, 2 * small_line) + max(2, pad // 3)
    doll_h = DOLL_ROWS * doll_row + 2 * inset
    room = min(doll_h - 2 * inset, min(side_w, step_side) - 2 * inset - 2 * round(100 * scale))
    doll_sprite = max(48, 16 * (room // 16))
    hud = Rect(side.x, 0, side_w, hud_h)
    doll = Rect(side.x, hud.bottom, side_w, doll_h)
    inventory = Rect(side.x, doll.bottom, side_w, max(0, height - doll.bottom))

    row_height = max(icon + 4, line_height(list_font) + 2)
    list_h = inventory.height - 2 * inset - line_height(title_font) - pad // 2
    inventory_row, rows = inventory_rows(list_h, list_font, icon, small_line, pad)
    return Layout(
        window=Rect(0, 0, width, height),
        stage=stage,
        bar=bar,
        log=log,
        minimap=minimap,
        side=side,
        hud=hud,
        doll=doll,
        inventory=inventory,
        scale=scale,
        font=font,
        list_font=list_font,
        small_font=small_font,
        title_font=title_font,
        icon=icon,
        slot_icon=slot_icon,
        doll_row=doll_row,
        doll_sprite=doll_sprite,
        row_height=row_height,
        inventory_font=list_font,
        inventory_icon=icon,
        inventory_row=inventory_row,
        inventory_rows=rows,
        frame_scale=frame_scale,
        pad=pad,
    )
