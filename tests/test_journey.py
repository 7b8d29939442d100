"""Auto-explore and click-to-travel: multi-turn walks that stop when something needs you."""

from __future__ import annotations

from game.agents.journey import (
    HURT,
    PICK_UP,
    Journey,
    alarming,
    disturbed,
    into_view,
    monsters_in_view,
    no_way_reason,
    travel_step,
)
from game.content import create_actor, create_item
from game.engine.actor import INVENTORY_CAPACITY
from tests.scenario import scenario


def walk(state, journey, limit=200) -> int:
    """Play the journey out (a pick-up through the ``pickup`` command); how many it made."""
    picked = 0
    for _ in range(limit):
        step = journey.next_step(state)
        if step is None:
            return picked
        if step == PICK_UP:
            assert state.act("pickup")
            picked += 1
        else:
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
    assert journey.stopped == "An Orc comes into view!"
    assert state.player.x < 12


def test_the_stop_names_what_came_into_view_nearest_first_and_counts_a_crowd():
    names = [create_actor(breed) for breed in ("orc", "kobold", "kobold", "ogre", "troll")]
    orc, kobold, other_kobold, ogre, troll = names
    assert into_view([orc]) == "An Orc comes into view!"
    assert into_view([kobold, other_kobold]) == "2 Kobolds come into view!"
    assert into_view([ogre, orc]) == "An Ogre and an Orc come into view!"
    assert into_view([kobold, orc, other_kobold, troll]) == (
        "2 Kobolds, an Orc and a Troll come into view!"
    )
    assert into_view(names + [create_actor("golem")]) == (
        "An Orc and 5 more monsters come into view!"
    )
    assert all(alarming(into_view(group)) for group in ([orc], names, names + [troll]))
    assert alarming(HURT) and not alarming("Done exploring.") and not alarming("")


def test_only_the_newcomers_are_named_not_the_monsters_already_in_view():
    state = scenario("""
        ##########
        #@.o.....#
        ##########
    """)
    seen = monsters_in_view(state)
    assert disturbed(state, state.player.fighter.hp, seen) is None
    state.place(create_actor("troll"), 6, 1)
    state.place(create_actor("kobold"), 8, 1)
    state.update_fov()
    assert disturbed(state, state.player.fighter.hp, seen) == (
        "A Troll and a Kobold come into view!"
    )


def test_journeys_refuse_to_start_with_monsters_in_view():
    state = scenario("""
        #######
        #@...o#
        #######
    """)
    assert Journey.start(state, (3, 1)).stopped == "An Orc is nearby!"
    assert Journey.start(state).next_step(state) is None
    crowd = scenario("""
        ##########
        #@..k.o.k#
        ##########
    """)
    assert Journey.start(crowd).stopped == "2 Kobolds and an Orc are nearby!"  # nearest first


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


STREWN = """
    ###############################
    #@..!....?.....!.../...!......#
    ###############################
"""
LEGEND = {"?": "identify_scroll", "/": "sword", "!": "health_potion"}


def test_autopickup_takes_potions_scrolls_and_thrown_weapons_and_stops_at_gear():
    state = scenario(STREWN, legend=LEGEND)
    darts = create_item("dart")
    darts.count = 3
    darts.x, darts.y = 12, 1
    state.stage.entities.append(darts)
    visited: set[int] = set()
    journey = Journey.start(state, None, visited, autopickup=True)
    assert walk(state, journey) == 4  # a potion, the scroll, the darts, a potion
    assert journey.stopped == "There is something here: Sword ?"
    assert state.player.pos == (19, 1)
    pack = {item.kind.id: item.count for item in state.player.inventory.items}
    assert pack["health_potion"] == 2 and pack["identify_scroll"] == 1 and pack["dart"] == 3
    assert [m.text for m in state.messages.messages].count("You pick up the Health Potion.") == 2
    journey = Journey.start(state, None, visited, autopickup=True)  # the sword is left lying
    assert walk(state, journey) == 1
    assert journey.stopped == "Done exploring."
    assert state.stage.items_at(19, 1) and not state.stage.items_at(23, 1)
    assert [item.kind.id for item in state.stage.items] == ["sword"]


def test_without_autopickup_explore_stops_at_every_item():
    state = scenario(STREWN, legend=LEGEND)
    journey = Journey.start(state, None, set())
    assert walk(state, journey) == 0
    assert journey.stopped == "There is something here: Health Potion"
    assert state.player.pos == (4, 1)


def test_autopickup_leaves_what_the_player_dropped_and_a_pack_with_no_room():
    state = scenario(STREWN, legend=LEGEND)
    potion = next(item for item in state.stage.items if item.x == 4)
    under = create_item("lightning_scroll")  # found there, under the potion dropped on it
    under.x, under.y = 4, 1
    state.stage.entities.insert(0, under)
    visited = {id(potion)}  # the screen adds the player's own drops
    journey = Journey.start(state, None, visited, autopickup=True)
    assert walk(state, journey) == 0  # the scroll draws it there; the potion is on top
    assert journey.stopped == "There is something here: Health Potion, Lightning Scroll"
    journey = Journey.start(state, None, visited, autopickup=True)
    assert walk(state, journey) == 2  # the scroll and the potion past them
    assert journey.stopped == "There is something here: Sword ?"
    assert state.stage.items_at(4, 1) == [under, potion]
    # a full pack still takes a potion (it joins the stack), but not a new kind
    state = scenario(STREWN, legend=LEGEND)
    inventory = state.player.inventory
    inventory.add(create_item("health_potion"))
    while not inventory.is_full:
        inventory.add(create_item("dagger"))
    assert len(inventory.items) == INVENTORY_CAPACITY
    journey = Journey.start(state, None, set(), autopickup=True)
    assert walk(state, journey) == 1
    assert journey.stopped == "There is something here: Scroll of Identify. Your pack is full."
    potions = next(item for item in inventory.items if item.kind.id == "health_potion")
    assert state.player.pos == (9, 1) and potions.count == 2


def test_travel_picks_up_on_its_way_and_at_its_goal_but_not_where_it_set_out():
    state = scenario(STREWN, legend=LEGEND)
    state.stage.explored[:] = True  # the hall seen end to end: travel knows the way
    underfoot = create_item("health_potion")  # lying where the walk sets out
    underfoot.x, underfoot.y = 1, 1
    state.stage.entities.insert(0, underfoot)
    journey = Journey.start(state, (15, 1), set(), autopickup=True)
    assert walk(state, journey) == 3  # the potion at 4, the scroll at 9, the potion clicked
    assert journey.stopped == "" and state.player.pos == (15, 1)
    assert underfoot in state.stage.items
    pack = {item.kind.id: item.count for item in state.player.inventory.items}
    assert pack["health_potion"] == 2 and pack["identify_scroll"] == 1
    journey = Journey.start(state, (23, 1), set(), autopickup=True)
    assert walk(state, journey) == 1  # over the sword (gear is the player's call) to a potion
    assert journey.stopped == "" and state.player.pos == (23, 1)
    assert [item.kind.id for item in state.stage.items] == ["health_potion", "sword"]


def test_travel_without_autopickup_or_onto_a_drop_takes_nothing():
    state = scenario(STREWN, legend=LEGEND)
    state.stage.explored[:] = True  # the hall seen end to end: travel knows the way
    journey = Journey.start(state, (15, 1), set())
    assert walk(state, journey) == 0 and journey.stopped == ""
    assert state.player.pos == (15, 1) and len(list(state.stage.items)) == 5
    state = scenario(STREWN, legend=LEGEND)
    state.stage.explored[:] = True  # the hall seen end to end: travel knows the way
    dropped = next(item for item in state.stage.items if item.x == 4)
    journey = Journey.start(state, (4, 1), {id(dropped)}, autopickup=True)
    assert walk(state, journey) == 0 and journey.stopped == ""
    assert dropped in state.stage.items


def test_travel_with_a_full_pack_walks_on_and_says_so_at_its_goal():
    state = scenario(STREWN, legend=LEGEND)
    state.stage.explored[:] = True  # the hall seen end to end: travel knows the way
    inventory = state.player.inventory
    while not inventory.is_full:
        inventory.add(create_item("dagger"))
    visited: set[int] = set()
    journey = Journey.start(state, (9, 1), visited, autopickup=True)
    assert walk(state, journey) == 0  # no room on the way (4) nor at the goal (9)
    assert journey.stopped == "There is something here: Scroll of Identify. Your pack is full."
    assert state.player.pos == (9, 1)
    journey = Journey.start(state, (15, 1), visited, autopickup=True)
    assert walk(state, journey) == 0
    assert journey.stopped == "There is something here: Health Potion. Your pack is full."
