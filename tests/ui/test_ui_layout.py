"""Layout is a pure function of the window size: panels inside the window, never overlapping."""

from __future__ import annotations

import itertools

import pytest

from game.ui.layout import (
    INVENTORY_SLOTS,
    ZOOMS,
    compute_layout,
    default_zoom,
    step_zoom,
)

SIZES = [(640, 480), (800, 600), (1024, 768), (1280, 720), (1366, 768), (1600, 900),
         (1920, 1080), (2560, 1440), (3840, 2160), (1280, 1024), (2000, 600)]


@pytest.mark.parametrize("size", SIZES)
def test_panels_inside_the_window_and_apart(size):
    layout = compute_layout(*size)
    panels = {"stage": layout.stage, "bar": layout.bar, "log": layout.log, "hud": layout.hud,
              "doll": layout.doll, "inventory": layout.inventory}
    if layout.minimap.width:
        panels["minimap"] = layout.minimap
    for name, rect in panels.items():
        assert layout.window.contains(rect), name
        assert rect.width > 0 and rect.height > 0, name
    for (a, ra), (b, rb) in itertools.combinations(panels.items(), 2):
        assert not ra.colliderect(rb), f"{a} overlaps {b}"
    covered = sum(r.width * r.height for r in panels.values())
    assert covered == layout.window.width * layout.window.height


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (2560, 1440)])
def test_the_inventory_shows_all_26_rows_from_1280x720_up(size):
    layout = compute_layout(*size)
    assert layout.inventory_columns * layout.inventory_rows >= INVENTORY_SLOTS
    assert not layout.inventory_scrolls
    needed = layout.inventory_rows * layout.row_height
    assert needed < layout.inventory.height


@pytest.mark.parametrize("size", [(640, 480), (800, 600)])
def test_small_windows_scroll_the_inventory_instead_of_overflowing(size):
    layout = compute_layout(*size)
    assert layout.inventory_scrolls
    assert layout.inventory_columns == 1  # full names rather than two cramped columns
    assert layout.inventory_rows * layout.row_height < layout.inventory.height


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
