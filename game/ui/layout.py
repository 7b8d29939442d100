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

Sizes grow with the window (``scale``); icons stay whole multiples of 16 px so they stay crisp.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from game.ui.glyphs import MIN_SCALE, SIZE_STEP, line_height
from game.ui.glyphs import scale as font_scale

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


@dataclass(frozen=True)
class Layout:
    """Named screen rectangles plus the sizes the panels draw with."""

    window: Rect
    stage: Rect
    bar: Rect              # the mouse's buttons (Explore, Rest, Stairs...) under the map
    log: Rect
    minimap: Rect          # the floor in small, right of the bar and log; none (0 x 0) when
                           # the window is too small for it
    side: Rect
    hud: Rect
    doll: Rect
    inventory: Rect
    scale: float
    font: int              # body text size
    list_font: int         # inventory and list rows
    small_font: int        # captions
    title_font: int        # panel and modal titles
    icon: int              # icon size in inventory and list rows (multiple of 16)
    slot_icon: int         # icon size in the paper doll's slot boxes
    doll_row: int          # one row of the paper doll's slot boxes (box and its two lines)
    doll_sprite: int       # the character on the paper doll
    row_height: int        # one row of the item lists in modals
    inventory_font: int    # the side panel's inventory rows: text size, icon, row height
    inventory_icon: int
    inventory_row: int
    inventory_rows: int    # rows the side panel shows; fewer than 26 means the list scrolls
    frame_scale: int       # 9-slice frame corners drawn at this multiple
    pad: int

    @property
    def inventory_scrolls(self) -> bool:
        return self.inventory_rows < INVENTORY_SLOTS


def ui_scale(width: int, height: int) -> float:
    """1.0 at 1280x720, more on bigger windows, never below 0.75."""
    return max(0.75, min(width / DEFAULT_SIZE[0], height / DEFAULT_SIZE[1]))


def default_zoom(width: int, height: int) -> int:
    """The largest zoom whose view still shows MIN_VIEW_TILES (32 px at 1280x720)."""
    layout = compute_layout(width, height)
    for zoom in reversed(ZOOMS):
        if (layout.stage.width // zoom >= MIN_VIEW_TILES[0]
                and layout.stage.height // zoom >= MIN_VIEW_TILES[1]):
            return zoom
    return ZOOMS[0]


def step_zoom(zoom: int, steps: int) -> int:
    """The zoom ``steps`` levels in (positive) or out (negative) of ``zoom``, clamped."""
    index = ZOOMS.index(zoom) if zoom in ZOOMS else 1
    return ZOOMS[max(0, min(len(ZOOMS) - 1, index + steps))]


def _multiple_of_16(value: float) -> int:
    return max(16, 16 * int(value / 16 + 0.25))


def minimap_inset(frame_scale: int) -> int:
    """The minimap's frame and margin on each side (its picture sits inside)."""
    return 4 * frame_scale + 2


def inventory_rows(list_h: int, list_font: int, icon: int, caption_h: int,
                   pad: int) -> tuple[int, int, int, int]:
    """The side panel's inventory: (text size, icon, row height, rows shown) for a list
    ``list_h`` pixels tall. One column of full-width rows, so whole names show: the largest
    whole text scale and icon (from ``list_font`` and ``icon`` down to the smallest scale and
    16 px) at which all 26 rows fit (then rows a little apart if there is room); if none
    does, the smallest, and the list scrolls with a caption line of ``caption_h`` under it
    (which may take the ``pad`` below the list)."""
    top = font_scale(list_font)
    sizes = [list_font] + [step * SIZE_STEP for step in range(top - 1, MIN_SCALE - 1, -1)]
    icons = sorted({icon, 16}, reverse=True)
    size, row = list_font, 0
    for size in sizes:
        for icon in icons:
            row = max(icon + 2, line_height(size) + 1)
            if INVENTORY_SLOTS * row <= list_h:  # spread out a little where there is room
                row = max(row, min(list_h // INVENTORY_SLOTS, row + line_height(size) // 2))
                return size, icon, row, INVENTORY_SLOTS
    return size, icon, row, max(1, (list_h - max(0, caption_h - pad)) // row)


def compute_layout(width: int, height: int) -> Layout:
    """Every panel's rectangle for a window of ``width`` x ``height`` pixels."""
    width, height = max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1])
    scale = ui_scale(width, height)
    pad = round(8 * scale)
    font = max(16, round(20 * scale))
    list_font = max(16, round(18 * scale))
    small_font = max(15, round(17 * scale))
    title_font = max(18, round(26 * scale))
    frame_scale = 2 if scale < 1.6 else 3

    side_w = min(max(round(390 * scale), 280), width // 2)
    log_h = max(round(128 * scale), 5 * line_height(font) + 2 * pad)
    bar_h = line_height(small_font) + pad + pad // 2
    stage = Rect(0, 0, width - side_w, height - log_h - bar_h)
    map_inset = minimap_inset(frame_scale)
    map_scale = (bar_h + log_h - 2 * map_inset) // MAP_TILES[1]
    map_w = MAP_TILES[0] * map_scale + 2 * map_inset
    if map_scale < MINIMAP_MIN_SCALE or stage.width - map_w < LOG_MIN_WIDTH:
        map_w = 0
    bar = Rect(0, stage.bottom, stage.width - map_w, bar_h)
    log = Rect(0, bar.bottom, stage.width - map_w, log_h)
    minimap = Rect(bar.right, stage.bottom, map_w, bar_h + log_h if map_w else 0)
    side = Rect(stage.right, 0, side_w, height)

    inset = pad + 4 * frame_scale  # the panels' frame and padding, as they draw it
    # five rows (level, HP, XP, power and defense, what is here) of body text, a little apart
    hud_h = max(round(112 * scale), 5 * (line_height(font) + 2) + 2 * (pad + 2 * frame_scale))
    slot_icon = 16 if scale < 0.95 else (32 if scale < 1.9 else 48)
    small_line = line_height(small_font)
    slot_box = slot_icon + 2 * max(3, slot_icon // 8)
    doll_row = max(slot_box, 2 * small_line) + max(2, pad // 3)
    doll_h = DOLL_ROWS * doll_row + 2 * inset
    room = min(doll_h - 2 * inset, side_w - 2 * inset - 2 * round(100 * scale))
    doll_sprite = max(48, 16 * (room // 16))
    hud = Rect(side.x, 0, side_w, hud_h)
    doll = Rect(side.x, hud.bottom, side_w, doll_h)
    inventory = Rect(side.x, doll.bottom, side_w, max(0, height - doll.bottom))

    icon = 16 if scale < 1.4 else 32
    row_height = max(icon + 4, line_height(list_font) + 2)
    list_h = inventory.height - 2 * inset - line_height(title_font) - pad // 2
    inventory_font, inventory_icon, inventory_row, rows = inventory_rows(
        list_h, list_font, icon, small_line, pad)
    return Layout(
        window=Rect(0, 0, width, height), stage=stage, bar=bar, log=log, minimap=minimap,
        side=side, hud=hud,
        doll=doll, inventory=inventory, scale=scale, font=font, list_font=list_font,
        small_font=small_font,
        title_font=title_font, icon=icon, slot_icon=slot_icon, doll_row=doll_row,
        doll_sprite=doll_sprite,
        row_height=row_height, inventory_font=inventory_font, inventory_icon=inventory_icon,
        inventory_row=inventory_row, inventory_rows=rows,
        frame_scale=frame_scale, pad=pad,
    )
