"""The help window: every row readable, none drawn over the hint line or out of the box.

The playtest saw the last row written over "Esc or ? to close" at the default 1280x720, and at
800x600 or 640x480 the rows ran under the hint and out of the window with no way to read them.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.input import help_rows
from game.ui.screens.help import HelpScreen

ALL = len(help_rows())


def open_help(make_app, drive, room_state, size):
    app = make_app(size, state=room_state)
    d = drive(app)
    d.key("?")
    assert isinstance(app.top, HelpScreen)
    return app, d


def inside(help_: HelpScreen) -> bool:
    """Every row drawn lies in the content rect (above the hint line, inside the box)."""
    return all(help_.content.contains(rect) for _, rect in help_.drawn)


def test_every_row_fits_at_the_default_size(make_app, drive, room_state):
    app, _ = open_help(make_app, drive, room_state, (1280, 720))
    help_ = app.top
    assert [index for index, _ in help_.drawn] == list(range(ALL))
    assert inside(help_)


@pytest.mark.parametrize("size", [(800, 600), (640, 480)])
def test_a_short_window_scrolls_to_every_row(make_app, drive, room_state, size):
    app, d = open_help(make_app, drive, room_state, size)
    help_ = app.top
    seen = {index for index, _ in help_.drawn}
    assert 0 < len(seen) < ALL and inside(help_)
    for _ in range(ALL):  # one row a key press
        d.key(code=pygame.K_DOWN)
        assert inside(help_)
        seen |= {index for index, _ in help_.drawn}
    assert seen == set(range(ALL))
    d.key(code=pygame.K_HOME)
    assert help_.drawn[0][0] == 0
    d.wheel(help_.box.center, -1)  # a notch toward the user: down
    assert help_.drawn[0][0] == 3
    d.key(code=pygame.K_END)
    assert help_.drawn[-1][0] == ALL - 1 and inside(help_)
    assert app.top is help_  # scrolling never closed it
    d.key("?")
    assert not isinstance(app.top, HelpScreen)
