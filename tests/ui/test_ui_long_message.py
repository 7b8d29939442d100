"""Issue 21, point 3: the message box keeps a message short enough to draw (a 10 MB one ran
the window out of memory)."""

from __future__ import annotations

import pytest

from game.ui.layout import MIN_SIZE
from game.ui.screens.message_box import MAX_MESSAGE, MessageBox

HUGE = "word " * 2_000_000


@pytest.mark.parametrize("size", [MIN_SIZE, (800, 600)])
def test_the_message_box_keeps_a_message_it_can_draw(make_app, drive, size) -> None:
    app = make_app(size)
    box = MessageBox(app, "The save did not load", HUGE)
    assert len(box.message) <= MAX_MESSAGE and box.message.endswith("...")
    app.push(box)
    drive(app)  # draws
    assert box.box.contains(box.message_rect)
