"""Floors, FOV, spawn tables, descending."""

from __future__ import annotations

import numpy as np
import pytest
import tcod.path

import game
from game.content import ITEM_TYPES, spawns
from game.engine.tiles import STAIRS_DOWN
from tests.scenario import scenario


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_floor_shape_and_connectivity(seed):
    state = game.new_game(seed)
    stage = state.stage
    assert stage.tiles.shape == (43, 80)
    assert (stage.tiles == STAIRS_DOWN).sum() == 1
    # everything walkable is reachable from the player
    cost = stage.walkable.astype(np.int32)
    dist = tcod.path.maxarray(cost.shape, dtype=np.int32)
    dist[state.player.y, state.player.x] = 0
    tcod.path.dijkstra2d(dist, cost, 1, 1, out=dist)
    assert (dist[stage.walkable] < np.iinfo(np.int32).max).all()
    # the map edge is wall
    assert not stage.walkable[0].any() and not stage.walkable[-1].any()
    assert not stage.walkable[:, 0].any() and not stage.walkable[:, -1].any()
    # nobody stands on anybody
    positions = [(a.x, a.y) for a in stage.actors]
    assert len(positions) == len(set(positions))


def test_same_seed_same_floor_different_seed_different_floor():
    a, b, c = game.new_game(7), game.new_game(7), game.new_game(8)
    assert (a.stage.tiles == b.stage.tiles).all()
    assert game.digest(a) == game.digest(b)
    assert game.digest(a) != game.digest(c)


def test_spawn_tables_follow_the_spec():
    w = spawns.weights_for_floor
    assert w(spawns.MONSTER_CHANCES, 1) == {"orc": 80}
    assert w(spawns.MONSTER_CHANCES, 3) == {"orc": 80, "troll": 15}
    assert w(spawns.MONSTER_CHANCES, 5) == {"orc": 80, "troll": 30}
    assert w(spawns.MONSTER_CHANCES, 9) == {"orc": 80, "troll": 60}
    assert w(spawns.ITEM_CHANCES, 1) == {"health_potion": 35}
    assert w(spawns.ITEM_CHANCES, 4) == {
        "health_potion": 35,
        "confusion_scroll": 10,
        "shield": 10,
        "lightning_scroll": 25,
        "sword": 5,
    }
    assert w(spawns.ITEM_CHANCES, 6) == {
        "health_potion": 35,
        "confusion_scroll": 10,
        "shield": 10,
        "lightning_scroll": 25,
        "sword": 5,
        "iron_helm": 8,
        "fireball_scroll": 25,
        "chain_mail": 15,
    }
    v = spawns.value_for_floor
    assert [v(spawns.MAX_MONSTERS_PER_ROOM, f) for f in (1, 3, 4, 5, 6, 9)] == [2, 2, 3, 3, 5, 5]
    assert [v(spawns.MAX_ITEMS_PER_ROOM, f) for f in (1, 3, 4, 8)] == [1, 1, 2, 2]


def test_floor_one_has_only_orcs_potions_and_the_added_floor_one_rows():
    added = {
        ITEM_TYPES[kind_id].name
        for kind_id, _ in spawns.GEAR_CHANCES[1] + spawns.THIRD_EDITION_CHANCES[1]
    }
    for seed in range(5):
        stage = game.new_game(seed).stage
        names = {e.name for e in stage.entities if e is not None}
        assert names <= {"Player", "Orc", "Health Potion"} | added


def test_fov_is_blocked_by_walls_and_explored_accumulates():
    state = scenario("""
        ##########
        #@...#...#
        #....#...#
        ##########
    """)
    stage = state.stage
    assert stage.visible[1, 4] and not stage.visible[1, 6]
    assert stage.visible[1, 5]  # walls themselves are lit
    assert not stage.explored[1, 7]
    assert (stage.explored >= stage.visible).all()


def test_fov_radius_is_eight():
    state = scenario("#" * 22 + "\n#@" + "." * 19 + "#\n" + "#" * 22)
    assert state.stage.visible[1, 9] and not state.stage.visible[1, 10]


def test_descending_builds_the_next_floor_keeping_the_player():
    state = game.new_game(3)
    player = state.player
    gear = list(player.inventory.items)
    sx, sy = state.stage.stairs
    assert state.act("descend") is False
    assert state.messages[-1].text == "There are no stairs here."
    state.place(player, sx, sy)
    player.fighter.hp = 17
    assert state.act("descend")
    assert state.depth == 2
    assert player.inventory.items == gear
    assert player.fighter.hp == 17
    assert any(e is player for e in state.stage.entities)
    assert state.stage.visible[player.y, player.x]
    assert "You descend the staircase." in state.messages.texts()
