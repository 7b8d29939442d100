"""The character sheet on every window size: no line over the hint or out of the box, and on
a short window every line reachable by scrolling.

The playtest (seed 11 bot save, floor 9, ten pieces worn) saw the sheet at 800x600 and
640x480 run its worn list over "Esc or c to close" and lose "Floor 9 Turn 3634 Kills 221"
below the box.
"""

from __future__ import annotations

import pygame
import pytest
from gear_kit import TEN, dressed

from game.ui import text
from game.ui.screens.character import CharacterScreen


def open_sheet(make_app, drive, size):
    state = dressed(TEN)
    app = make_app(size, state=state)
    d = drive(app)
    d.key("c")
    assert isinstance(app.top, CharacterScreen)
    return app, d, app.top


def inside(sheet: CharacterScreen) -> bool:
    return all(sheet.content.contains(rect) for rect in sheet.drawn)


def test_the_whole_sheet_shows_at_the_default_size(make_app, drive):
    app, _, sheet = open_sheet(make_app, drive, (1280, 720))
    assert inside(sheet) and sheet.scroll.first == 0
    assert sheet.scroll.page == sheet.total  # nothing hidden
    assert len(sheet.drawn) >= 10 + 3  # the ten slots, level, XP, HP at least


@pytest.mark.parametrize("size", [(800, 600), (640, 480)])
def test_a_short_window_scrolls_to_the_last_line(make_app, drive, size):
    app, d, sheet = open_sheet(make_app, drive, size)
    first_page = len(sheet.drawn)
    assert inside(sheet) and sheet.scroll.first == 0 and sheet.scroll.page < sheet.total
    # the footer (floor, turn, kills) is on the content's last line from the first page on
    footer = sheet.drawn[-1]
    assert footer.bottom > sheet.content.bottom - text.line_height(app.layout.font)
    assert all(rect.bottom <= footer.top for rect in sheet.drawn[:-1])
    for _ in range(sheet.total):  # a line at a time: every page inside the box
        d.key(code=pygame.K_DOWN)
        assert inside(sheet) and sheet.drawn[-1].bottom <= sheet.content.bottom
    d.key(code=pygame.K_END)
    assert inside(sheet) and sheet.scroll.first > 0
    # the last line, "Floor 1   Turn ...   Kills 0", is on the screen now
    state = app.state
    last = f"Floor {state.depth}   Turn {state.turn}   Kills {state.kills}"
    assert sheet.lines()[-1][0] == last
    shown_last = sheet.drawn[-1]
    assert sheet.content.contains(shown_last) and shown_last == footer
    d.key(code=pygame.K_HOME)
    assert sheet.scroll.first == 0 and len(sheet.drawn) == first_page
    d.wheel(sheet.box.center, -1)
    assert sheet.scroll.first > 0 and inside(sheet)
    d.key("c")
    assert app.top is app.game
