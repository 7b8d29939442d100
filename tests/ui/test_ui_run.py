"""Running (Shift + a direction, as in DCSS and Brogue): one step a turn one way, through the
app's real key events, until something is worth a look; any key stops it."""

from __future__ import annotations

import pygame
import pytest
from scenario import scenario

from game.agents.journey import into_view
from game.agents.run import CONFUSED
from game.content import create_actor, create_item
from game.engine.tiles import DOOR_CLOSED, FIRE_TRAP, STAIRS_DOWN
from game.ui.screens import game_screen


@pytest.fixture(autouse=True)
def no_delay(monkeypatch):
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)


def run(app, d, code: int | None = None, char: str = "", frames: int = 60) -> None:
    """Shift + a key, then frames until the run ends."""
    d.key(char, code=code, mod=pygame.KMOD_SHIFT)
    for _ in range(frames):
        if not app.game.traveling:
            return
        d.send()
    raise AssertionError("the run did not end")


CORRIDOR = """
    #################
    #...#############
    #.@.........#####
    #...######.######
    #################
"""


def test_shift_right_runs_to_the_room_s_mouth_then_down_the_corridor_to_a_side_passage(
    make_app, drive
):
    state = scenario(CORRIDOR, seed=1)
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert app.game.traveling  # a run, not one step
    for _ in range(40):
        if not app.game.traveling:
            break
        d.send()
    assert state.player.pos == (4, 2)  # out of the room: the corridor's mouth
    run(app, d, code=pygame.K_RIGHT)
    assert state.player.pos == (10, 2) and state.turn == 8  # where a passage opens south


def test_a_run_stops_at_the_wall_and_a_capital_letter_runs_too(make_app, drive):
    state = scenario(CORRIDOR, seed=1)
    app = make_app(state=state)
    d = drive(app)
    run(app, d, char="H")  # west, the vi key in capitals
    assert state.player.pos == (1, 2)
    run(app, d, char="L")  # east: stops where the room's side wall ends (the corridor)
    assert state.player.pos[0] > 1


def test_a_run_stops_on_an_item(make_app, drive):
    state = scenario(CORRIDOR, seed=1)
    state.place(create_item("health_potion"), 6, 2)
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT)  # into the corridor's mouth first
    d.key(code=pygame.K_RIGHT)
    run(app, d, code=pygame.K_RIGHT)
    assert state.player.pos == (6, 2)
    assert "There is something here" in app.game.toast_text


def test_no_run_with_a_monster_in_view_and_one_coming_into_view_stops_it(make_app, drive):
    state = scenario(CORRIDOR, seed=1)
    orc = create_actor("orc")
    state.place(orc, 3, 1)
    state.update_fov()
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert app.game.toast_text == "You cannot run with an Orc in view." and state.turn == 0
    state.stage.entities.remove(orc)
    state.place(orc, 10, 3)  # in the side passage, out of sight from the corridor's mouth
    state.changed()
    d.key(code=pygame.K_RIGHT)
    d.key(code=pygame.K_RIGHT)
    assert state.player.pos == (4, 2) and not state.stage.visible[3, 10]
    run(app, d, code=pygame.K_RIGHT)
    assert state.stage.visible[3, 10] and state.player.pos[0] < 10
    assert app.game.toast_text == into_view([orc]) == "An Orc comes into view!"


def test_any_key_stops_a_run_but_its_own_held_key_repeating(make_app, drive):
    state = scenario(CORRIDOR, seed=1)
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert app.game.traveling
    d.key(code=pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)  # held: the key repeats
    assert app.game.traveling
    turn = state.turn
    d.key("k")
    assert not app.game.traveling and state.turn == turn


def test_plain_keys_still_move_one_step(make_app, drive):
    state = scenario(CORRIDOR, seed=1)
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT)
    assert state.player.pos == (3, 2) and not app.game.traveling
    d.key("R")  # a capital that is a command of its own stays that command
    assert not app.game.traveling and app.top is not app.game  # the remove list
    d.key(code=pygame.K_ESCAPE)
    d.key("L")  # a move letter in capitals without Shift (Caps Lock): one step still
    assert state.player.pos == (4, 2) and not app.game.traveling


@pytest.mark.parametrize("what", ["door", "trap", "stairs"])
def test_a_run_stops_before_a_closed_door_or_a_found_trap_and_on_the_stairs(make_app, drive, what):
    state = scenario(CORRIDOR, seed=1)
    stage = state.stage
    if what == "door":
        stage.tiles[2, 8] = DOOR_CLOSED
    elif what == "trap":
        stage.traps[2, 8] = FIRE_TRAP
        stage.traps_found[2, 8] = True
    else:
        stage.tiles[2, 7] = STAIRS_DOWN
    state.update_fov()
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT)
    d.key(code=pygame.K_RIGHT)
    run(app, d, code=pygame.K_RIGHT)
    assert state.player.pos == (7, 2)


def test_a_run_away_from_a_doorway_is_not_stopped_by_it(make_app, drive):
    """Beside the start a door (or a passage) may open the side: the sides the run follows
    are read from its first step on."""
    state = scenario(
        """
        #######
        #.....#
        #.....#
        #.....#
        #@....#
        #######
        """,
        seed=1,
    )
    state.stage.tiles[4, 0] = DOOR_CLOSED  # the door the hero came in by, west of it
    state.update_fov()
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    run(app, d, code=pygame.K_UP)
    assert state.player.pos == (1, 1)  # along the west wall, up to the north wall


def test_no_run_while_confused(make_app, drive):
    state = scenario(CORRIDOR, seed=1)
    state.player.confused_turns = 3
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    d.key(code=pygame.K_RIGHT, mod=pygame.KMOD_SHIFT)
    assert app.game.toast_text == CONFUSED and state.turn == 0 and not app.game.traveling
