"""Every window's hint line stays inside its box, in more lines on a narrow one.

The playtest saw the level-up hint ("a, b or c, arrows and Enter, or click to choose") spill
out of both sides of its box at 640x480, and the settings hint at 800x600.
"""

from __future__ import annotations

import pytest
from gear_kit import TEN, dressed

from game.ui.screen_names import SCREENS
from game.ui.screens.base import Modal

SIZES = [(1280, 720), (800, 600), (640, 480)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_hint_is_inside_its_box(make_app, size):
    checked, wrapped = [], []
    for name in SCREENS:
        app = make_app(size, state=dressed(TEN))
        app.open(name)
        app.draw()
        top = app.top
        if not isinstance(top, Modal) or not top.hint:
            continue
        assert top.hint_rects, name
        assert all(top.box.contains(rect) for rect in top.hint_rects), name
        # nothing of the hint is lost: its words, in order, over the lines drawn
        assert " ".join(top.hint_lines(top.box.width)).split() == top.hint.split(), name
        checked.append(name)
        if len(top.hint_rects) > 1:
            wrapped.append(name)
    assert {"levelup", "settings", "help", "character", "inventory"} <= set(checked)
    if size == (640, 480):
        assert {"levelup", "settings"} <= set(wrapped)
