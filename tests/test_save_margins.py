"""Issue 21, point 7: every number that grows in play loads only up to a margin under what the
game can still save, so a game that loads can be saved again after a long run. A save at turn
10^9 loaded, and after one turn every save failed with "This is a bug" (the same with level,
kills, revision)."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from savetools import envelope_for, pickle_of
from test_save_bounds import _instances, _rich

from game.content import create_item
from game.engine.actions.combat import apply_damage
from game.engine.actor import Fighter, Level
from game.engine.entity import Item
from game.engine.game import GameState
from game.engine.log import Message
from game.engine.recording import Recording
from game.engine.shape import SHAPES, Int
from game.save import Reason, SaveError, decode_state, load_game, save_game
from tests.scenario import scenario

#: The numbers that grow in play (each by some steps a turn at most).
GROWING = {
    (GameState, "turn"),
    (GameState, "depth"),
    (GameState, "kills"),
    (GameState, "revision"),
    (Recording, "start_turn"),
    (Fighter, "base_max_hp"),
    (Fighter, "base_defense"),
    (Fighter, "base_power"),
    (Fighter, "_hp"),
    (Level, "current_level"),
    (Level, "current_xp"),
    (Item, "count"),
    (Item, "enchantment"),
    (Message, "count"),
    (Message, "turn"),
}


def spec_of(cls: type, name: str) -> Int:
    spec = next(f.spec for f in SHAPES[cls] if f.name == name)
    assert isinstance(spec, Int)
    return spec


def load_limit(spec: Int) -> int:
    """The largest value a save may load with (its save limit less its margin)."""
    return spec.hi - getattr(spec, "margin", 0)


def loads(state: GameState) -> bool:
    try:
        decode_state(envelope_for(pickle_of(state)))
    except SaveError as error:
        assert error.reason is Reason.DAMAGED
        return False
    return True


@pytest.mark.parametrize(
    ("cls", "name"),
    sorted(GROWING, key=str),
    ids=[f"{c.__name__}.{n}" for c, n in sorted(GROWING, key=str)],
)
def test_a_growing_number_loads_only_a_margin_under_what_saves(cls: type, name: str) -> None:
    spec = spec_of(cls, name)
    assert spec.hi - load_limit(spec) >= 1_000 or spec.hi <= 10**5
    assert load_limit(spec) < spec.hi
    state = _rich()
    if cls is Fighter and name == "_hp":  # HP may not pass its max: raise that first
        _instances(state, Fighter)[0].base_max_hp = load_limit(spec_of(Fighter, "base_max_hp"))
    target = _instances(state, cls)[0]
    limit = load_limit(spec)
    if cls is Item and name == "count":  # a consumable, with all of its kind counted together
        target = next(i for i in _instances(state, Item) if i.stackable)
        limit -= sum(
            i.count for i in _instances(state, Item) if i.kind is target.kind and i is not target
        )
    target.__dict__[name] = limit
    if cls is GameState and name == "turn":
        state.recording.start_turn = min(state.recording.start_turn, state.turn)
    assert loads(copy.deepcopy(state)), "the load limit itself loads"
    target.__dict__[name] = limit + 1
    assert not loads(state)


def test_the_kills_by_breed_load_under_what_saves() -> None:
    state = _rich()
    spec = next(f.spec for f in SHAPES[GameState] if f.name == "kills_by_breed").values
    state.kills_by_breed = {"orc": load_limit(spec)}
    assert loads(copy.deepcopy(state))
    state.kills_by_breed = {"orc": load_limit(spec) + 1}
    assert not loads(state)


ROOM = """
    ##########
    #........#
    #.@!..o..#
    #......>.#
    ##########
"""


def at_the_limit(tmp_path: Path, setup) -> GameState:
    """A game with ``setup`` applied, saved and loaded back (so it passed the load check)."""
    state = scenario(ROOM, seed=5)
    state.player.inventory.add(create_item("health_potion"))
    setup(state)
    path = tmp_path / "limit.sav"
    save_game(state, path)
    return load_game(path)


def _set(obj: object, name: str, value: int) -> None:
    obj.__dict__[name] = value


def level_up_all_the_way(state: GameState) -> None:
    level = state.player.level
    level.current_xp = level.xp_to_next_level
    assert state.act("level_up", stat="constitution")


GROWTH = {
    "turn": (
        lambda s: _set(s, "turn", load_limit(spec_of(GameState, "turn"))),
        lambda s: [s.act("wait") for _ in range(200)],
    ),
    "revision": (
        lambda s: _set(s, "revision", load_limit(spec_of(GameState, "revision"))),
        lambda s: [s.act("wait") for _ in range(200)],
    ),
    "kills": (
        lambda s: _set(s, "kills", load_limit(spec_of(GameState, "kills"))),
        lambda s: apply_damage(s, next(a for a in s.stage.actors if a is not s.player), 999),
    ),
    "level": (
        lambda s: _set(
            s.player.level, "current_level", load_limit(spec_of(Level, "current_level"))
        ),
        level_up_all_the_way,
    ),
    "max HP": (
        lambda s: _set(
            s.player.fighter, "base_max_hp", load_limit(spec_of(Fighter, "base_max_hp"))
        ),
        level_up_all_the_way,
    ),
    "message repeats": (
        lambda s: (
            s.log("Drip."),
            _set(s.messages.messages[-1], "count", load_limit(spec_of(Message, "count"))),
        ),
        lambda s: [s.log("Drip.") for _ in range(50)],
    ),
    "stack": (
        lambda s: _set(
            next(i for i in s.player.inventory.items if i.kind.id == "health_potion"),
            "count",
            load_limit(spec_of(Item, "count")) - 1,
        ),
        lambda s: (s.act("move", dx=1, dy=0), s.act("pickup")),
    ),
    "enchantment": (
        lambda s: _set(
            s.player.equipment.slots["main_hand"],
            "enchantment",
            load_limit(spec_of(Item, "enchantment")),
        ),
        lambda s: s.act(
            "use",
            item=s.player.inventory.add(create_item("enchant_scroll")),
            target=s.player.equipment.slots["main_hand"],
        ),
    ),
}


@pytest.mark.parametrize("what", sorted(GROWTH))
def test_a_game_loaded_at_its_limits_saves_after_it_grows(what: str, tmp_path: Path) -> None:
    setup, grow = GROWTH[what]
    state = at_the_limit(tmp_path, setup)
    grow(state)
    save_game(state, tmp_path / "after.sav")  # no "This is a bug"


def test_stacks_on_the_floor_and_in_the_pack_together_load_under_the_limit() -> None:
    """Two stacks that merge on pick-up count together: their sum is what may grow."""
    state = scenario(ROOM, seed=5)
    limit = load_limit(spec_of(Item, "count"))
    carried = state.player.inventory.add(create_item("health_potion"))
    carried.count = limit - 10
    lying = next(e for e in state.stage.entities if isinstance(e, Item))
    lying.count = 11
    assert not loads(state)
    lying.count = 10
    assert loads(state)
