"""The help window: every row readable, none drawn over the hint line or out of the box, and
none cut short.

The playtest saw the last row written over "Esc or ? to close" at the default 1280x720, and at
800x600 or 640x480 the rows ran under the hint and out of the window with no way to read them.
A later one saw long rows cut with "..." (most of them at 800x600): they wrap now.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui import text
from game.ui.input import help_rows
from game.ui.screens.help import INTRO, HelpScreen

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
    for _ in help_.lines(help_.content.width):  # one line a key press
        d.key(code=pygame.K_DOWN)
        assert inside(help_)
        seen |= {index for index, _ in help_.drawn}
    assert seen == set(range(ALL))
    d.key(code=pygame.K_HOME)
    assert help_.drawn[0][0] == 0 and help_.scroll.first == 0
    d.wheel(help_.box.center, -1)  # a notch toward the user: down
    assert help_.scroll.first == 3
    d.key(code=pygame.K_END)
    assert help_.drawn[-1][0] == ALL - 1 and inside(help_)
    assert app.top is help_  # scrolling never closed it
    d.key("?")
    assert not isinstance(app.top, HelpScreen)


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720)])
def test_every_row_is_drawn_whole_wrapped_beside_its_keys(make_app, drive, room_state, size):
    """Scrolled from the first line to the last, the help draws every row's keys and all of
    its words, line after line in the column right of the keys: nothing is cut."""
    app = make_app(size, state=room_state)
    d = drive(app)
    rows = help_rows(app.keymap)
    words: dict[int, list[str]] = {}
    keys: set[str] = set()
    press = ("?", *[pygame.K_DOWN] * len(rows) * 3)  # more lines than any size wraps to
    for key in press:
        with text.recording() as written:  # each key's frame draws the help anew
            d.key(key) if isinstance(key, str) else d.key(code=key)
        help_ = app.top
        assert isinstance(help_, HelpScreen)
        if key == "?":  # the line above the keys, wrapped as well
            top = help_.drawn[0][1].y
            intro = [done.words for done in written if help_.content.y <= done.rect.y < top]
            assert " ".join(intro) == INTRO
        column = help_.content.x + help_.keys_width()
        for index, rect in help_.drawn:
            for done in written:
                if done.rect.y == rect.y and done.rect.x == column:
                    if done.words not in words.setdefault(index, []):
                        words[index].append(done.words)
                elif done.rect.y == rect.y and done.rect.x == help_.content.x:
                    keys.add(done.words)
    assert {index: " ".join(parts) for index, parts in words.items()} == {
        index: what for index, (_, what) in enumerate(rows)
    }
    assert keys == {row_keys for row_keys, _ in rows}
    assert size != (800, 600) or max(len(parts) for parts in words.values()) > 1  # wraps
