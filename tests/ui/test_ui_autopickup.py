"""Auto-explore picks up potions, scrolls and thrown weapons on its way (the ``autopickup``
setting, on by default), as DCSS's autopickup and Brogue's explore do; it still stops at gear,
and it leaves alone what the player dropped (every way of dropping goes through the engine's
door, whose ``Dropped`` event the game screen notes)."""

from __future__ import annotations

from dataclasses import replace

from game.content import create_actor, create_item
from game.engine.actions import DropAction
from game.engine.tiles import ALARM_TRAP, FIRE_TRAP, TELEPORT_TRAP
from game.ui.hover import FETCH_HINT, FLOOR_ITEM_HINT, spot_at, tooltip_lines
from game.ui.screens.context_menu import ContextMenu
from tests.scenario import scenario

HALL = """
    ##############################
    #@..!....?......./...........#
    ##############################
"""
LEGEND = {"?": "identify_scroll", "/": "sword"}


def walk(app, ticks: int = 200) -> None:
    for _ in range(ticks):
        if app.game.journey is None:
            return
        app.game.journey_tick()
    raise AssertionError("the journey never ended")


def log_texts(state) -> list[str]:
    return [m.text for m in state.messages.messages]


def carried(state, kind_id: str) -> int:
    return sum(item.count for item in state.player.inventory.items if item.kind.id == kind_id)


def test_explore_picks_up_on_its_way_and_stops_at_gear(make_app, press):
    state = scenario(HALL, seed=1, legend=LEGEND)
    app = make_app(state=state)
    assert app.settings.autopickup
    press(app, "x")
    walk(app)
    assert state.player.pos == (17, 1)
    assert app.game.toast_text == "There is something here: Sword ?"
    assert carried(state, "health_potion") == 1 and carried(state, "identify_scroll") == 1
    texts = log_texts(state)
    assert "You pick up the Health Potion." in texts
    assert "You pick up the Scroll of Identify." in texts
    assert not [text for text in texts if text.startswith("There is something here: Health")]
    app.draw()
    shown = [row.text for row in app.game.inventory.drawn_rows]
    assert "(c) Health Potion" in shown and "(d) Scroll of Identify" in shown


def test_with_autopickup_off_explore_stops_at_the_potion(make_app, press):
    state = scenario(HALL, seed=1, legend=LEGEND)
    app = make_app(state=state)
    app.settings = replace(app.settings, autopickup=False)
    press(app, "x")
    walk(app)
    assert state.player.pos == (4, 1)
    assert app.game.toast_text == "There is something here: Health Potion"
    assert carried(state, "health_potion") == 0


def test_what_the_player_dropped_is_left_lying(make_app, press):
    state = scenario(HALL, seed=1, legend=LEGEND)
    potions = create_item("health_potion")
    potions.count = 2
    state.player.inventory.add(potions)
    app = make_app(state=state)
    press(app, "d")
    press(app, potions.letter)  # one of the two, by the drop list's letter
    dropped = state.stage.items_at(1, 1)
    assert len(dropped) == 1 and potions.count == 1
    assert app.act(DropAction(state.player, potions))  # the last one, as a menu would
    assert len(state.stage.items_at(1, 1)) == 2
    press(app, "l")
    press(app, "x")
    walk(app)
    assert state.player.pos == (17, 1)  # the potion and scroll ahead were picked up...
    assert carried(state, "health_potion") == 1
    assert len(state.stage.items_at(1, 1)) == 2  # ...the two dropped never, nor walked back to
    press(app, "x")
    walk(app)
    assert app.game.toast_text == "Done exploring."
    assert len(state.stage.items_at(1, 1)) == 2 and state.player.pos != (1, 1)


def test_a_new_floor_forgets_the_last_floors_drops(make_app, press):
    state = scenario(HALL, seed=1, legend=LEGEND)
    app = make_app(state=state)
    potion = create_item("health_potion")
    state.player.inventory.add(potion)
    assert app.act(DropAction(state.player, potion))
    assert app.game._left_alone(state) == {id(potion)}
    state.stage = scenario(HALL, seed=2, legend=LEGEND).stage
    assert app.game._left_alone(state) == set()


def hint(app, drive, tile) -> str:
    """The last line of the map's tooltip with the real pointer over ``tile``."""
    drive.move(app.game.stage_view.tile_rect(*tile).center)
    spot = spot_at(app.game, app.layout, app.state, app.pointer)
    return tooltip_lines(app.state, spot, app.game.fetches)[-1][0]


def test_a_click_on_a_potion_fetches_it_and_the_tooltip_says_so(make_app, drive):
    """Travel picks up too: a click on a far potion walks there and takes it, and on the
    scroll next to the hero, steps and takes it; the sword stays (gear is the player's
    call), and the tooltip tells each what a click does."""
    state = scenario(HALL, seed=1, legend=LEGEND)
    state.stage.explored[:] = True
    app = make_app((1280, 720), state)
    d = drive(app)
    assert hint(app, d, (4, 1)) == FETCH_HINT
    d.click(app.game.stage_view.tile_rect(4, 1).center)
    walk(app)
    assert state.player.pos == (4, 1) and carried(state, "health_potion") == 1
    assert not state.stage.items_at(4, 1) and app.game.journey is None
    state.place(state.player, 8, 1)
    state.update_fov()
    d.click(app.game.stage_view.tile_rect(9, 1).center)  # next to the hero
    walk(app)
    assert state.player.pos == (9, 1) and carried(state, "identify_scroll") == 1
    assert hint(app, d, (17, 1)) == FLOOR_ITEM_HINT
    d.click(app.game.stage_view.tile_rect(17, 1).center)
    walk(app)
    assert state.player.pos == (17, 1) and state.stage.items_at(17, 1)


def test_a_click_fetches_nothing_when_off_dropped_or_watched(make_app, drive):
    """With autopickup off, on the player's own drop, or with a monster in sight, a click on
    a potion is the walk it was (or one careful step), and the tooltip says click or g."""
    state = scenario(HALL, seed=1, legend=LEGEND)
    state.stage.explored[:] = True
    app = make_app((1280, 720), state)
    d = drive(app)
    app.settings = replace(app.settings, autopickup=False)
    assert hint(app, d, (4, 1)) == FLOOR_ITEM_HINT
    d.click(app.game.stage_view.tile_rect(4, 1).center)
    walk(app)
    assert state.player.pos == (4, 1) and carried(state, "health_potion") == 0
    app.settings = replace(app.settings, autopickup=True)
    potion = state.stage.items_at(4, 1)[0]
    assert state.act("pickup") and app.act(DropAction(state.player, potion))  # dropped
    state.place(state.player, 2, 1)
    assert hint(app, d, (4, 1)) == FLOOR_ITEM_HINT
    d.click(app.game.stage_view.tile_rect(4, 1).center)
    walk(app)
    assert state.player.pos == (4, 1) and state.stage.items_at(4, 1) == [potion]
    orc = create_actor("orc")
    state.place(orc, 12, 1)
    state.update_fov()
    assert orc in state.visible_monsters()
    assert hint(app, d, (9, 1)) == FLOOR_ITEM_HINT
    assert not app.game.fetches((9, 1))


def test_the_menu_of_a_far_potion_goes_and_picks_it_up(make_app, drive):
    state = scenario(HALL, seed=1, legend=LEGEND)
    state.stage.explored[:] = True
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(app.game.stage_view.tile_rect(4, 1).center, button=3)
    menu = app.top
    assert isinstance(menu, ContextMenu) and menu.labels[0] == "Go and pick up"
    menu.choose("Go and pick up")
    walk(app)
    assert carried(state, "health_potion") == 1 and state.player.pos == (4, 1)
    state.place(state.player, 12, 1)
    state.update_fov()
    app.frame([])
    d.click(app.game.stage_view.tile_rect(17, 1).center, button=3)
    assert isinstance(app.top, ContextMenu) and app.top.labels[0] == "Walk there"


def stepped_app(make_app, at=(3, 1), legend=LEGEND):
    """The hall, the hero at ``at``, an app whose animations run on a clock of our own."""
    state = scenario(HALL, seed=1, legend=legend)
    state.place(state.player, *at)
    state.update_fov()
    app = make_app((1280, 720), state)
    app.animation_speed = 1.0  # tests run without animation unless they ask for it
    now = [1000.0]
    app.game.animations.clock = lambda: now[0]
    app.frame([])
    return state, app, now


def tick(app) -> None:
    """The frame loop's update once the time between a walk's steps has passed."""
    app.game._last_step -= 1.0
    app.game.update()


def test_a_move_key_onto_a_potion_picks_it_up_once_the_step_has_played(make_app, press):
    """DCSS's autopickup on every step: the step, then the pick-up as a turn of its own
    through the engine, not before the step's slide has played (its turn would cut it)."""
    state, app, now = stepped_app(make_app)
    turn = state.turn
    press(app, "l")
    assert state.player.pos == (4, 1) and state.turn == turn + 1
    assert app.game.animating() and app.game.journey is not None
    tick(app)  # still sliding: nothing yet
    assert carried(state, "health_potion") == 0 and state.turn == turn + 1
    now[0] += 1.0  # the slide is over
    tick(app)
    assert carried(state, "health_potion") == 1 and state.turn == turn + 2
    assert log_texts(state)[-1] == "You pick up the Health Potion."
    tick(app)
    assert app.game.journey is None and log_texts(state)[-1] == "You pick up the Health Potion."
    assert not app.game.toast_text


def test_the_next_key_before_the_pick_up_goes_on_and_leaves_the_potion(make_app, press):
    """A held key walks over the potion: the next key is a step as any other, no "You
    stop." is said, and the potion stays where it lies."""
    state, app, now = stepped_app(make_app)
    press(app, "l")
    press(app, "l")
    assert state.player.pos == (5, 1) and app.game.journey is None
    assert carried(state, "health_potion") == 0 and len(state.stage.items_at(4, 1)) == 1
    assert "You stop." not in log_texts(state)
    now[0] += 1.0
    tick(app)
    assert carried(state, "health_potion") == 0


def test_a_step_picks_up_nothing_off_watched_on_gear_a_trap_or_a_drop(make_app, press):
    """No pick-up after a step with autopickup off, a monster in sight, onto gear, a found
    trap or the player's own drop, nor when the step hurt (a hidden fire trap under it)."""
    cases = {}
    state, app, now = stepped_app(make_app)
    app.settings = replace(app.settings, autopickup=False)
    cases["off"] = state, app
    state, app, now = stepped_app(make_app)
    state.place(create_actor("orc"), 12, 1)
    state.update_fov()
    cases["watched"] = state, app
    state, app, now = stepped_app(
        make_app, legend={"?": "identify_scroll", "/": "sword", "!": "sword"}
    )
    cases["gear"] = state, app
    state, app, now = stepped_app(make_app)
    state.stage.traps[1, 4] = ALARM_TRAP
    state.stage.traps_found[1, 4] = True
    cases["found trap"] = state, app
    state, app, now = stepped_app(make_app)
    state.stage.traps[1, 4] = FIRE_TRAP
    cases["hurt"] = state, app
    state, app, now = stepped_app(make_app, at=(5, 1))
    assert app.act(DropAction(state.player, state.player.inventory.items[0]))
    state.place(state.player, 6, 1)
    cases["drop"] = state, app
    for why, (state, app) in cases.items():
        target = (5, 1) if why == "drop" else (4, 1)
        lying = list(state.stage.items_at(*target))
        press(app, "h" if why == "drop" else "l")
        assert state.player.pos == target, why
        assert app.game.journey is None, why
        assert state.stage.items_at(*target) == lying, why
    assert cases["hurt"][0].player.fighter.hp < cases["hurt"][0].player.fighter.max_hp


def test_a_click_next_to_the_hero_on_a_found_trap_steps_onto_it(make_app, drive):
    """A potion on a found teleport trap: travel never walks onto one, so a click next to
    the hero does not fetch it (a careful player's deliberate step, as a key's)."""
    state, app, now = stepped_app(make_app)
    state.stage.traps[1, 4] = TELEPORT_TRAP
    state.stage.traps_found[1, 4] = True
    d = drive(app)
    assert not app.game.fetches((4, 1))
    d.click(app.game.stage_view.tile_rect(4, 1).center)
    assert state.player.pos not in ((3, 1), (4, 1))  # stepped on, sent elsewhere
    assert app.game.toast_text != "You can't find a way there."


def test_a_step_onto_a_scroll_with_the_pack_full_says_so_once_and_leaves_it(make_app, press):
    """The pack full (of daggers), a step onto the Scroll of Identify: the step, then the
    journey says why it took nothing; the next step onto it says nothing more."""
    state, app, now = stepped_app(make_app, at=(8, 1))
    inventory = state.player.inventory
    while not inventory.is_full:
        inventory.add(create_item("dagger"))
    press(app, "l")
    assert state.player.pos == (9, 1)
    now[0] += 1.0
    tick(app)
    said = "There is something here: Scroll of Identify. Your pack is full."
    assert app.game.journey is None and log_texts(state)[-1] == said
    assert len(state.stage.items_at(9, 1)) == 1
    press(app, "h")
    press(app, "l")  # back onto it: left alone now, no journey and nothing said
    assert state.player.pos == (9, 1) and app.game.journey is None
    assert log_texts(state).count(said) == 1
