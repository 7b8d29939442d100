"""Auto-fight (Tab, as in DCSS): each press a blow at the nearest monster in sight or a step
toward it, one turn each; refused, with the reason and no turn spent, when there is nothing to
fight, no way to it, or the hero is badly hurt."""

from __future__ import annotations

import pygame
from scenario import scenario

from game.agents.fight import CONFUSED, FIGHT_STOP, NO_FOE, NO_WAY_TO_FOE, TOO_HURT
from game.content import create_actor, create_item
from game.engine.tiles import DEEP_WATER

HALL = """
    ###########
    #.........#
    #.@.......#
    #.........#
    ###########
"""


def tab(drive) -> None:
    drive.key(code=pygame.K_TAB)


def with_orc(at: tuple[int, int], picture: str = HALL):
    state = scenario(picture, seed=1)
    orc = create_actor("orc")
    orc.fighter.base_max_hp = orc.fighter.hp = 500  # stands through the test
    state.place(orc, *at)
    state.changed()
    return state, orc


def test_tab_steps_toward_the_nearest_monster_then_strikes_it(make_app, drive):
    state, orc = with_orc((6, 2))
    app = make_app(state=state)
    d = drive(app)
    start = state.turn
    tab(d)
    assert state.player.pos == (3, 2) and state.turn == start + 1  # one step, one turn
    while max(abs(orc.x - state.player.x), abs(orc.y - state.player.y)) > 1:
        tab(d)
        assert state.turn - start < 10
    hp, where, turn = orc.fighter.hp, state.player.pos, state.turn
    tab(d)
    assert state.player.pos == where and state.turn == turn + 1  # a blow, not a step
    assert orc.fighter.hp < hp or "Orc" in state.messages[-1].text


def test_tab_picks_the_nearest_of_two(make_app, drive):
    state, far = with_orc((8, 2))
    near = create_actor("orc")
    state.place(near, 2, 1)  # next to the hero
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    hp = near.fighter.hp
    tab(d)
    assert state.player.pos == (2, 2)
    assert near.fighter.hp < hp or "Orc" in state.messages[-1].text


def test_tab_with_nothing_to_fight_says_so_and_spends_no_turn(make_app, drive):
    state = scenario(HALL, seed=1)
    app = make_app(state=state)
    d = drive(app)
    tab(d)
    assert app.game.toast_text == NO_FOE and state.turn == 0


def test_tab_holds_back_when_the_hero_is_badly_hurt(make_app, drive):
    state, _ = with_orc((6, 2))
    fighter = state.player.fighter
    fighter.hp = int(fighter.max_hp * FIGHT_STOP) - 1
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    tab(d)
    assert app.game.toast_text == TOO_HURT and state.turn == 0
    assert state.player.pos == (2, 2)
    state.player.inventory.add(create_item("health_potion"))  # a potion: the key to drink it
    tab(d)
    assert app.game.toast_text == "You are badly hurt: fight by hand, or drink first (q)."
    fighter.hp = fighter.max_hp  # healed: it fights again
    state.changed()
    tab(d)
    assert state.player.pos == (3, 2)


def test_tab_with_no_way_to_the_monster_says_so(make_app, drive):
    state, _ = with_orc((6, 2))
    state.stage.tiles[1:4, 5] = DEEP_WATER  # seen across it, never reached
    state.update_fov()
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    assert state.stage.visible[2, 6]
    tab(d)
    assert app.game.toast_text == NO_WAY_TO_FOE and state.turn == 0


def test_tab_is_a_key_of_its_own_in_the_help_and_the_settings():
    from game.ui.input import BINDING_BY_ID, help_rows

    assert BINDING_BY_ID["fight"].keys == ("tab",)
    assert ("Tab", "fight: strike the nearest monster in sight, or step toward it") in help_rows()


def test_tab_holds_back_while_the_hero_is_confused(make_app, drive):
    state, _ = with_orc((3, 2))  # next to the hero
    state.player.confused_turns = 3
    state.changed()
    app = make_app(state=state)
    d = drive(app)
    tab(d)
    assert app.game.toast_text == CONFUSED and state.turn == 0
