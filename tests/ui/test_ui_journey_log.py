"""Every stop of auto-explore and travel with a reason is written to the message log (issue 13
point 4), through the engine, so it is in the digest and a replay of the commands."""

from __future__ import annotations

from game import digest
from game.content import create_item
from tests.scenario import scenario

CORRIDOR = """
    ##################
    #@......!........#
    ##################
"""


def log_texts(state) -> list[str]:
    return [m.text for m in state.messages.messages]


def walk(app, ticks: int = 60) -> None:
    for _ in range(ticks):
        if app.game.journey is None:
            return
        app.game.journey_tick()


def test_explore_stopping_on_an_item_names_it_in_the_log(make_app, press):
    """Gear stops it (a potion would be picked up on the way: test_ui_autopickup.py)."""
    state = scenario(CORRIDOR.replace("!", "/"), seed=1, legend={"/": "sword"})
    state.stage.explored[:] = False
    state.update_fov()
    app = make_app(state=state)
    press(app, "x")
    walk(app)
    assert app.game.journey is None and state.player.pos == (8, 1)
    assert log_texts(state)[-1] == "There is something here: Sword ?"
    assert app.game.toast_text == "There is something here: Sword ?"
    app.draw()
    assert app.game.hud.lines[-2] == "Here: Sword ?"


def test_explore_done_and_refused_journeys_are_logged(make_app, press):
    state = scenario(
        """
        ########
        #@.....#
        ########
    """,
        seed=1,
    )
    app = make_app(state=state)
    press(app, "x")
    walk(app)
    assert log_texts(state)[-1] == "Done exploring."
    app.game.start_journey(state.player.pos)  # travel to where you stand
    assert log_texts(state)[-1] == "You are already there."


def test_monsters_in_view_stop_a_journey_and_the_log_says_so(make_app, press):
    state = scenario(
        """
        ##########
        #@......o#
        ##########
    """,
        seed=1,
    )
    app = make_app(state=state)
    press(app, "x")
    assert app.game.journey is None
    assert log_texts(state)[-1] == "An Orc is nearby!"


def test_an_interruption_is_logged_and_a_silent_stop_writes_nothing(make_app, press):
    state = scenario(CORRIDOR, seed=1)
    app = make_app(state=state)
    press(app, "x")
    app.game.journey_tick()
    turn = state.turn
    press(app, "z")  # any key interrupts, takes no turn, and the log says so
    assert app.game.journey is None and state.turn == turn
    assert log_texts(state)[-1] == "You stop exploring."
    app.game.start_journey((6, 1))  # travel
    assert app.game.journey is not None
    press(app, "z")
    assert log_texts(state)[-1] == "You stop."
    app.game.start_journey((6, 1))
    before = log_texts(state)
    app.game.stop_journey()  # the app ends it (a new floor, a screen): no reason, no line
    assert log_texts(state) == before


def test_the_note_goes_through_the_engine_and_replays_to_the_same_digest():
    """The stop reason is a command (``note``): replaying the same commands on the same seed
    gives the same log and digest, and the note takes no turn."""

    def play():
        state = scenario(CORRIDOR, seed=4)
        state.place(create_item("sword"), 3, 1)
        assert state.act("move", dx=1, dy=0)
        turn = state.turn
        assert state.act("note", text="A monster comes into view!")
        assert state.turn == turn
        return state

    first, second = play(), play()
    assert log_texts(first)[-1] == "A monster comes into view!"
    assert digest(first) == digest(second)


def test_done_exploring_names_the_key_to_the_stairs_it_found(make_app, press):
    """DCSS's "Done exploring." leaves the player to find the stairs: here its toast says
    which key walks there (the log keeps the plain words, which a replay writes again); not
    where there are no stairs, when the hero stands on them, or when no key is bound."""
    hall = CORRIDOR.replace("!", ".").replace(".#\n", ">#\n", 1)
    state = scenario(hall, seed=1)
    state.stage.explored[:] = False
    state.update_fov()
    app = make_app(state=state)
    press(app, "x")
    walk(app)
    assert app.game.toast_text == "Done exploring. >: to the stairs."
    assert log_texts(state)[-1] == "Done exploring."
    press(app, ">")
    walk(app)
    assert state.player.pos == state.stage.stairs
    app.game.stop_journey("Done exploring.")
    assert app.game.toast_text == "Done exploring."  # on them: > takes them
    state.place(state.player, 1, 1)
    app.keymap.bindings.pop("descend")
    app.game.stop_journey("Done exploring.")
    assert app.game.toast_text == "Done exploring."
    plain = scenario(CORRIDOR.replace("!", "."), seed=1)
    app = make_app(state=plain)
    press(app, "x")
    walk(app)
    assert plain.stage.stairs is None and app.game.toast_text == "Done exploring."


def test_the_stairs_key_before_the_stairs_are_found_says_so_and_takes_no_turn(make_app, press):
    hall = CORRIDOR.replace("!", ".").replace(".#\n", ">#\n", 1)
    state = scenario(hall, seed=1)
    state.stage.explored[:] = False
    state.update_fov()
    stairs = state.stage.stairs
    assert stairs is not None and not state.stage.explored[stairs[1], stairs[0]]
    app = make_app(state=state)
    turn, log = state.turn, log_texts(state)
    press(app, ">")
    assert app.game.toast_text == "You have not found the stairs down yet."
    assert state.turn == turn and log_texts(state) == log and app.game.journey is None


def test_a_long_stop_wraps_inside_the_view_on_a_small_window(make_app):
    """A crowd named as it comes into view ("An Orc Shaman, 2 Stone Golems and ...") is wider
    than the 800x600 view: the toast breaks it into lines within the view, and a short one
    stays one line."""
    from game.agents.journey import into_view
    from game.content import create_actor
    from game.ui import text

    crowd = into_view([create_actor(b) for b in ("shaman", "golem", "golem", "warlord")])
    for size, words in (((800, 600), crowd), ((1280, 720), crowd), ((800, 600), "Hi.")):
        app = make_app(size, state=scenario(CORRIDOR, seed=1))
        app.game.toast(words)
        with text.recording() as written:
            app.draw()
        drawn = [done for done in written if done.words == words]
        assert len(drawn) == 1
        view = app.layout.stage
        assert view.contains(drawn[0].rect), (size, drawn[0].rect, view)
        lines = drawn[0].rect.height // text.line_height(app.layout.font)
        assert lines == (2 if size == (800, 600) and words == crowd else 1)
