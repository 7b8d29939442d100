"""Layout is a pure function of the window size: panels inside the window, never overlapping."""

from __future__ import annotations

import itertools

import pytest

from game.ui.glyphs import MIN_SCALE, line_height, scale
from game.ui.layout import (
    INVENTORY_SLOTS,
    ZOOMS,
    compute_layout,
    default_zoom,
    step_zoom,
)

SIZES = [
    (640, 480),
    (800, 600),
    (1024, 768),
    (1280, 720),
    (1366, 768),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
    (1280, 1024),
    (2000, 600),
]


@pytest.mark.parametrize("size", SIZES)
def test_panels_inside_the_window_and_apart(size):
    layout = compute_layout(*size)
    panels = {
        "stage": layout.stage,
        "bar": layout.bar,
        "log": layout.log,
        "hud": layout.hud,
        "doll": layout.doll,
        "inventory": layout.inventory,
    }
    if layout.minimap.width:
        panels["minimap"] = layout.minimap
    for name, rect in panels.items():
        assert layout.window.contains(rect), name
        assert rect.width > 0 and rect.height > 0, name
    for (a, ra), (b, rb) in itertools.combinations(panels.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"
    covered = sum(r.width * r.height for r in panels.values())
    assert covered == layout.window.width * layout.window.height


@pytest.mark.parametrize(
    "size, interface",
    [((1920, 1080), 1.0), ((2560, 1440), 1.0), ((3840, 2160), 2.0), ((1280, 1024), None)],
)
def test_the_inventory_shows_all_26_rows_in_one_column_where_there_is_room(size, interface):
    """One column of full-width rows (whole names) shows the whole pack on a window tall
    enough for 26 rows at the interface's size: a tall 1x window, or a big window at an
    interface size the player chose smaller. The text is never made smaller for it."""
    layout = compute_layout(*size, interface)
    assert layout.inventory_rows == INVENTORY_SLOTS
    assert not layout.inventory_scrolls
    assert layout.inventory_font == layout.list_font and layout.inventory_icon == layout.icon
    needed = layout.inventory_rows * layout.inventory_row
    assert needed < layout.inventory.height
    assert layout.inventory_row > line_height(layout.inventory_font)
    assert layout.inventory_row >= layout.inventory_icon + 2


@pytest.mark.parametrize(
    "size",
    [(640, 480), (800, 600), (1024, 768), (1280, 720), (1366, 768), (1600, 900), (2000, 600)],
)
def test_shorter_windows_scroll_the_inventory_instead_of_overflowing(size):
    """Until 1920x1080 the pack's 26 full-width rows do not all fit: the list scrolls (the
    rows shown, then the caption line under them, inside the panel's frame). 1280x720 shows
    12 rows (half the pack but the row the HUD's monsters in sight took); the text never
    goes below the font's smallest scale."""
    layout = compute_layout(*size)
    assert layout.inventory_scrolls
    assert scale(layout.inventory_font) == MIN_SCALE and layout.inventory_icon == 16
    inset = layout.pad + 4 * layout.frame_scale
    list_h = layout.inventory.height - 2 * inset - line_height(layout.title_font) - layout.pad // 2
    caption = line_height(layout.small_font)
    assert layout.inventory_rows * layout.inventory_row + caption <= list_h + layout.pad
    if size[0] >= 1280 and size[1] >= 720:
        assert layout.inventory_rows >= INVENTORY_SLOTS // 2 - 1


def test_default_zoom_fits_the_window():
    assert default_zoom(1280, 720) == 32
    assert default_zoom(800, 600) == 16
    assert default_zoom(1920, 1080) == 48
    for size in SIZES:
        assert default_zoom(*size) in ZOOMS


def test_icons_and_zooms_are_whole_multiples_of_the_tile():
    for size in SIZES:
        layout = compute_layout(*size)
        for value in (layout.icon, layout.slot_icon, layout.doll_sprite):
            assert value % 16 == 0


def test_zoom_steps_clamp_at_the_ends():
    assert step_zoom(32, 1) == 48
    assert step_zoom(64, 1) == 64
    assert step_zoom(16, -1) == 16
