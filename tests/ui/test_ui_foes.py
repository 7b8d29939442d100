"""The new foes on screen: a breed with no art yet still draws, the tooltip says what a monster
wields as far as the player can tell, and the HUD shows the hero's confusion."""

from __future__ import annotations

from game.content import CONTENT
from game.engine.monster_gear import arm
from game.ui.describe import tile_tooltip
from tests.scenario import monsters, scenario

FOES = """
    ############
    #@.k.s.O...#
    #..G..H..W.#
    ############
"""


def test_every_new_breed_draws_whether_or_not_its_tile_is_drawn_yet(make_app):
    state = scenario(FOES, seed=2)
    app = make_app(state=state)
    app.draw()  # no KeyError for a breed whose art has not landed
    assert len(monsters(state)) == 6


def test_the_tooltip_names_a_monsters_gear_as_the_player_knows_it(make_app):
    state = scenario("""
        #######
        #@.o..#
        #######
    """)
    orc = monsters(state)[0]
    arm(orc, CONTENT.create_item("sword", 2))
    arm(orc, CONTENT.create_item("chain_mail"))
    lines = [line for line, _ in tile_tooltip(state, orc.x, orc.y)]
    assert lines[0] == "Orc, wielding a Sword ?, wearing Chain Mail ? - HP 10/10"


def test_the_hud_shows_the_heros_confusion(make_app, room_state):
    app = make_app(state=room_state)
    app.draw()
    assert not any(line.startswith("Confused") for line in app.game.hud.lines)
    room_state.player.confused_turns = 4
    app.draw()
    assert "Confused (4)" in app.game.hud.lines
    room_state.act("wait")
    app.draw()
    assert "Confused (3)" in app.game.hud.lines
