"""Auto-explore and click-to-travel: multi-turn walks that stop when something needs you."""

from __future__ import annotations

from game.agents.journey import Journey, no_way_reason, travel_step
from tests.scenario import scenario


def walk(state, journey, limit=200):
    for _ in range(limit):
        step = journey.next_step(state)
        if step is None:
            return
        assert state.act("move", dx=step[0], dy=step[1])
    raise AssertionError("journey never ended")


def test_travel_goes_to_the_goal_around_walls():
    state = scenario("""
        #########
        #@..#...#
        #.#.#.#.#
        #.#...#.#
        #########
    """)
    state.stage.explored[:] = True
    journey = Journey.start(state, (7, 1))
    walk(state, journey)
    assert state.player.pos == (7, 1)
    assert journey.stopped == ""
    assert state.turn == journey.steps


def test_travel_stops_when_a_monster_comes_into_view():
    state = scenario("""
        ##############
        #@...........#
        #######.######
        #######o######
        ##############
    """)
    state.stage.explored[:] = True
    journey = Journey.start(state, (12, 1))
    walk(state, journey)
    assert journey.stopped == "A monster comes into view!"
    assert state.player.x < 12


def test_journeys_refuse_to_start_with_monsters_in_view():
    state = scenario("""
        #######
        #@...o#
        #######
    """)
    assert Journey.start(state, (3, 1)).stopped == "There are monsters nearby!"
    assert Journey.start(state).next_step(state) is None


def test_travel_stops_when_hurt():
    state = scenario("""
        ##########
        #@.......#
        ##########
    """)
    state.stage.explored[:] = True
    journey = Journey.start(state, (8, 1))
    state.act("move", **dict(zip(("dx", "dy"), journey.next_step(state), strict=True)))
    state.player.fighter.hp -= 3
    assert journey.next_step(state) is None
    assert journey.stopped == "You are hurt!"


def test_travel_to_unknown_or_unreachable_places_is_refused():
    state = scenario("""
        #######
        #@.#..#
        #######
    """)
    assert Journey.start(state, (5, 1)).stopped == "You don't know the way there."
    state.stage.explored[:] = True
    journey = Journey.start(state, (5, 1))
    assert journey.next_step(state) is None
    assert journey.stopped == "You can't find a way there."


def test_no_way_reason_tells_a_blocked_way_from_no_way():
    state = scenario("""
        ###########
        #@.k...#..#
        ###########
    """)
    state.stage.explored[:] = True
    assert travel_step(state, (5, 1)) is None and travel_step(state, (8, 1)) is None
    assert no_way_reason(state, (5, 1)) == "A monster is in the way."
    assert no_way_reason(state, (8, 1)) == "You can't find a way there."


def test_auto_explore_stops_on_items_and_when_done():
    state = scenario("""
        ##################
        #@......!........#
        ##################
    """)
    state.stage.explored[:] = False
    state.update_fov()
    journey = Journey.start(state)
    walk(state, journey)
    assert journey.stopped == "There is something here: Health Potion"
    assert state.player.pos == (8, 1)
    state.act("pickup")
    journey = Journey.start(state)
    walk(state, journey)
    assert journey.stopped == "Done exploring."
    assert state.stage.explored[1, 1:17].all()


def test_exploring_visits_an_item_once_and_does_not_come_back():
    state = scenario("""
        ##############################
        #@..!........................#
        ##############################
    """)
    visited: set[int] = set()
    journey = Journey.start(state, None, visited)
    walk(state, journey)
    assert journey.stopped == "There is something here: Health Potion"
    assert state.player.pos == (4, 1)
    journey = Journey.start(state, None, visited)  # the potion is left lying: explore on
    walk(state, journey)
    assert journey.stopped == "Done exploring."
    end = state.player.pos
    assert end[0] > 20
    journey = Journey.start(state, None, visited)  # and never walk back to it
    walk(state, journey)
    assert journey.stopped == "Done exploring." and state.player.pos == end
