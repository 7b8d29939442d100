"""The interface grows with the window by whole steps (issue 20): 1x at 1280x720, 1.5x at
1920x1080, 2x at 2560x1440, or the step the player chose; the pixel font at twice the step
(whole, crisp), icons whole multiples of 16 px; at a bigger window or step nothing is smaller."""

from __future__ import annotations

import pytest

from game.ui.glyphs import line_height, scale
from game.ui.layout import (
    DEFAULT_SIZE,
    MAP_TILES,
    UI_STEPS,
    compute_layout,
    held_steps,
    minimap_inset,
)

#: The window sizes the settings offer.
SIZES = [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)]


def measures(layout) -> dict[str, int]:
    """Every size the interface draws with: text (as the pixel font's scale), icons, rows,
    panels, frames. An inventory row is its own height (its icon or its text, as
    ``inventory_rows`` makes it), not the pitch it is spread to where the whole pack fits with
    room to spare: that spreads the room the panels above leave, which a bigger step's
    taller HUD takes a little of."""
    return {
        "font": scale(layout.font),
        "list_font": scale(layout.list_font),
        "small_font": scale(layout.small_font),
        "title_font": scale(layout.title_font),
        "inventory_font": scale(layout.inventory_font),
        "icon": layout.icon,
        "slot_icon": layout.slot_icon,
        "inventory_icon": layout.inventory_icon,
        "row_height": layout.row_height,
        "inventory_row": max(layout.inventory_icon + 2, line_height(layout.inventory_font) + 1),
        "doll_row": layout.doll_row,
        "doll_sprite": layout.doll_sprite,
        "pad": layout.pad,
        "frame_scale": layout.frame_scale,
        "hud": layout.hud.height,
        "doll": layout.doll.height,
        "side": layout.side.width,
        "bar": layout.bar.height,
        "log": layout.log.height,
        "minimap": layout.minimap.height,
    }


@pytest.mark.parametrize("size", SIZES, ids=lambda s: "x".join(map(str, s)))
def test_nothing_is_smaller_than_at_1280x720(size):
    """At every window size the settings offer, no text, icon, row or panel is smaller than
    at 1280x720 (at 1920x1080 the inventory's text once went down a size)."""
    base = measures(compute_layout(*DEFAULT_SIZE))
    now = measures(compute_layout(*size))
    smaller = {name: (base[name], value) for name, value in now.items() if value < base[name]}
    assert not smaller, smaller


@pytest.mark.parametrize(
    "size",
    [(1920, 1080), (2560, 1440), (3840, 2160), (1920, 1017)],
    ids=lambda s: "x".join(map(str, s)),
)
def test_a_bigger_step_never_makes_anything_smaller(size):
    steps = held_steps(*size)
    assert len(steps) >= 2
    for small, big in zip(steps, steps[1:], strict=False):
        before = measures(compute_layout(*size, interface=small))
        after = measures(compute_layout(*size, interface=big))
        smaller = {
            name: (before[name], value) for name, value in after.items() if value < before[name]
        }
        assert not smaller, (small, big, smaller)


@pytest.mark.parametrize(
    "size, step",
    [
        ((1280, 720), 1.0),
        ((1366, 768), 1.0),
        ((1600, 900), 1.0),
        ((1920, 1080), 1.5),
        ((1920, 1017), 1.5),
        ((2560, 1440), 2.0),
        ((2560, 1377), 2.0),
        ((3840, 2160), 3.0),
    ],
    ids=lambda v: "x".join(map(str, v)) if isinstance(v, tuple) else v,
)
def test_the_window_picks_the_largest_step_it_holds(size, step):
    """Auto: the largest step the window holds (a maximised window on a screen that size,
    a title bar and a task bar shorter, too); the text at twice the step, whole."""
    layout = compute_layout(*size)
    assert layout.scale == step and held_steps(*size)[-1] == step
    assert scale(layout.font) == scale(layout.list_font) == scale(layout.small_font) == 2 * step
    assert scale(layout.title_font) >= 2 * step
    for icon in (layout.icon, layout.slot_icon, layout.inventory_icon):
        assert icon % 16 == 0 and icon >= 16 * step


def test_a_chosen_step_is_kept_where_the_window_holds_it():
    assert held_steps(1920, 1080) == (1.0, 1.5)
    assert held_steps(2560, 1440) == (1.0, 1.5, 2.0)
    assert held_steps(1280, 720) == (1.0,)
    assert held_steps(1024, 768) == ()
    assert compute_layout(2560, 1440, interface=1.5).scale == 1.5
    assert compute_layout(2560, 1440, interface=1.0).scale == 1.0
    assert compute_layout(1280, 720, interface=2.0).scale == 1.0  # more than the window holds
    assert compute_layout(1024, 768, interface=1.0).scale == 0.8  # smaller than 1x: as before
    # 1x on a big window is the 1280x720 interface, with a bigger map
    base, big = compute_layout(1280, 720), compute_layout(1920, 1080, interface=1.0)
    same = {"side": 0, "log": 0, "inventory_row": 0}  # wider and taller: the rest is as at 1x
    assert measures(big) | same == measures(base) | same
    assert all(step * 2 == int(step * 2) for step in UI_STEPS)


@pytest.mark.parametrize("size", SIZES + [(3840, 2160)], ids=lambda s: "x".join(map(str, s)))
def test_the_minimap_fills_its_box(size):
    """The floor's picture (80 x 43 tiles at a whole scale) fills the box right of the log
    both ways, bar a few pixels: no empty band around it."""
    layout = compute_layout(*size)
    inset = minimap_inset(layout.frame_scale)
    room = layout.minimap.inflate(-2 * inset, -2 * inset)
    tile = room.width // MAP_TILES[0]
    assert room.width == MAP_TILES[0] * tile
    assert 0 <= room.height - MAP_TILES[1] * tile < max(12, room.height // 10), (tile, room)
