"""The level-up box (issue 20, defect 1): a choice for the whole game is never made by a key
or a click meant for the fight that opened it.

The playtest's case: XP just below a level, a weak orc south-west, ``b`` pressed twice about
120 ms apart. The first kills the orc and opens the box; the second used to pick "(b) Strength"
before the box was ever seen. Now the box ignores keys and clicks for a moment after it shows
(and says so), and a pick only highlights: Enter or Choose takes it.
"""

from __future__ import annotations

import pygame
import pytest

from game.ui.screens import level_up
from game.ui.screens.level_up import LevelUpScreen
from tests.scenario import scenario

ORC_SOUTH_WEST = """
    #########
    #.......#
    #...@...#
    #..o....#
    #.......#
    #########
"""


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    """The box's real settling moment, on a clock the test moves."""
    fake = Clock()
    monkeypatch.setattr(level_up, "SETTLE_SECONDS", 0.4)
    monkeypatch.setattr(level_up, "clock", fake)
    return fake


def orc_fight(make_app):
    state = scenario(ORC_SOUTH_WEST, seed=3)
    player = state.player
    orc = next(a for a in state.stage.actors if a is not player)
    orc.fighter.hp = 1  # one blow kills it
    player.level.current_xp = player.level.xp_to_next_level - 1  # its XP brings the level
    state.update_fov()
    app = make_app(state=state)
    app.draw()
    return app, state, orc


def test_a_movement_key_pressed_just_after_the_kill_picks_nothing(make_app, press, clock):
    app, state, orc = orc_fight(make_app)
    player = state.player
    press(app, "b")  # kills the orc: the box opens
    assert not orc.is_alive and isinstance(app.top, LevelUpScreen)
    app.draw()  # the box's first frame
    clock.now += 0.12
    press(app, "b")  # the second press, 120 ms later, was meant for the fight
    box = app.top
    assert isinstance(box, LevelUpScreen) and box.picked is None
    assert state.level_up_pending and player.fighter.base_power == 2
    assert box.current_hint() == level_up.SETTLING_HINT  # the box says why keys wait
    press(app, code=pygame.K_RETURN)
    assert state.level_up_pending and isinstance(app.top, LevelUpScreen)


def test_once_settled_a_letter_picks_and_enter_chooses(make_app, press, clock):
    app, state, _ = orc_fight(make_app)
    press(app, "b")
    app.draw()
    assert app.top.wake_in() == pytest.approx(0.4)  # the loop wakes to redraw the hint
    clock.now += 0.5
    box = app.top
    assert box.wake_in() is None and box.current_hint() == level_up.HINT
    press(app, "b")
    assert box.picked == "strength" and state.level_up_pending  # only picked
    press(app, "c")
    assert box.picked == "agility"
    press(app, code=pygame.K_RETURN)
    assert not state.level_up_pending and state.player.fighter.base_defense == 2
    assert app.top is app.game


def test_keys_that_are_not_choices_never_choose(make_app, press, clock):
    app, state, _ = orc_fight(make_app)
    press(app, "b")
    app.draw()
    clock.now += 1
    for char in "hjklyun.gixZ>":
        press(app, char)
    press(app, code=pygame.K_ESCAPE)
    press(app, code=pygame.K_RETURN)  # nothing picked yet: Enter takes nothing
    assert state.level_up_pending and isinstance(app.top, LevelUpScreen)
    assert app.top.picked is None


def test_arrows_pick_from_nothing_then_move(make_app, press, clock):
    app, _, _ = orc_fight(make_app)
    press(app, "b")
    app.draw()
    clock.now += 1
    box = app.top
    press(app, code=pygame.K_UP)
    assert box.picked == "agility"  # up from nothing: the last row
    press(app, code=pygame.K_DOWN)
    assert box.picked == "constitution"


def test_clicks_on_one_spot_never_choose(make_app, drive, clock):
    """A click fighter clicks the same spot again and again: a row under it is picked, never
    taken; only Choose (elsewhere) takes it."""
    app, state, _ = orc_fight(make_app)
    d = drive(app)
    d.key("b")
    box = app.top
    assert isinstance(box, LevelUpScreen)
    spot = box.option_rects["strength"].center
    d.click(spot)  # too soon: nothing
    assert box.picked is None
    clock.now += 1
    for _ in range(6):
        d.click(spot)
    assert box.picked == "strength" and state.level_up_pending
    assert not box.button.collidepoint(spot)
    d.click(box.button.center)
    assert not state.level_up_pending and state.player.fighter.base_power == 3


def test_choose_does_nothing_until_a_stat_is_picked(make_app, drive, clock):
    app, state, _ = orc_fight(make_app)
    d = drive(app)
    d.key("b")
    box = app.top
    clock.now += 1
    d.click(box.button.center)
    assert state.level_up_pending and app.top is box
    assert box.button_label() == "Choose"
    d.click(box.option_rects["constitution"].center)
    assert box.button_label() == "Choose Constitution"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (640, 480)])
def test_the_box_keeps_its_size_and_its_button_inside_when_it_settles(make_app, clock, size):
    app = make_app(size, scenario(ORC_SOUTH_WEST, seed=3))
    player = app.state.player
    player.level.current_xp = player.level.xp_to_next_level
    app.update()
    app.draw()
    box = app.top
    first = box.box.copy()
    assert box.box.contains(box.button)
    clock.now += 1
    app.draw()
    assert box.box == first and box.box.contains(box.button)
    for rect in box.option_rects.values():
        assert box.box.contains(rect) and not rect.colliderect(box.button)
