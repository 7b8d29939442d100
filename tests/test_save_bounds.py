"""Hostile saves built only from allowed names: memory bombs, changes to shared objects, values
out of range and broken invariants are all refused with SaveError, early, changing nothing
(issue "Trust" 5, 6, 7)."""

from __future__ import annotations

import copy
import lzma
import pickle
import struct
import tracemalloc
from collections import deque
from enum import Enum
from pathlib import Path

import pytest
from savetools import envelope_for, pickle_of, played

import game
from game.content import create_actor, create_item
from game.content.registry import BREEDS, ITEM_TYPES
from game.engine import shape
from game.engine.actor import Actor
from game.engine.ai import ConfusedAI
from game.engine.chronicle import Chronicle
from game.engine.entity import Entity, Item
from game.engine.game import GameState
from game.engine.invariants import broken_rules
from game.engine.log import Kind, Message
from game.engine.recording import Recording
from game.engine.shape import SHAPES, Int
from game.engine.stage import Stage
from game.save import Reason, SaveError, decode_state, load_game, save_game
from game.save.unpickler import MAX_STEPS
from tests.invariants import Broken, check_invariants

PROTO = b"\x80\x04"
MEMOIZE, BINGET, MARK, STOP = b"\x94", b"h", b"(", b"."
TUPLE2, EMPTY_TUPLE, REDUCE, BUILD, LIST = b"\x86", b")", b"R", b"b", b"l"


def glob(module: str, name: str) -> bytes:
    return b"c" + module.encode() + b"\n" + name.encode() + b"\n"


def bininit2(n: int) -> bytes:
    return b"M" + struct.pack("<H", n)


def refusal(data: bytes) -> tuple[SaveError, int]:
    """The SaveError ``data`` (a whole save file) is refused with, and the memory peak."""
    tracemalloc.start()
    try:
        with pytest.raises(SaveError) as caught:
            decode_state(data)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return caught.value, peak


def assert_damaged(error: SaveError) -> None:
    assert error.reason is Reason.DAMAGED, error
    assert "not a valid game" in str(error) and "cannot be loaded" in str(error)


# -- 5: memory bombs ---------------------------------------------------------------------------
def floor_bomb(floors: int, side: int) -> bytes:
    """A pickle calling ``Stage(side, side)`` ``floors`` times: every floor allocates 3 grids."""
    calls = (BINGET + b"\x00" + bininit2(side) + bininit2(side) + TUPLE2 + REDUCE) * floors
    return PROTO + glob("game.engine.stage", "Stage") + MEMOIZE + MARK + calls + LIST + STOP


def test_the_floor_bomb_builds_floors_with_a_plain_unpickler() -> None:
    floors = pickle.loads(floor_bomb(2, 30))  # control: small, so it is safe to really build
    assert [type(f) for f in floors] == [Stage, Stage] and floors[0].tiles.shape == (30, 30)


def test_a_tiny_file_that_would_build_gigabytes_is_refused_early() -> None:
    data = envelope_for(floor_bomb(40, 8000))  # 40 floors x 3 grids x 64 MB = 7.7 GB
    assert len(data) < 600
    error, peak = refusal(data)
    assert_damaged(error)
    assert peak < 8 * 2**20, f"{peak:,} bytes allocated before the refusal"


def test_millions_of_generators_from_a_small_file_are_refused_early() -> None:
    count = 2_000_000  # 2.5 KB each: 5 GB of random.Random
    raw = (
        PROTO
        + glob("random", "Random")
        + MEMOIZE
        + MARK
        + (BINGET + b"\x00" + EMPTY_TUPLE + REDUCE) * count
        + LIST
        + STOP
    )
    data = envelope_for(raw)
    assert len(data) < 20_000
    error, peak = refusal(data)
    assert_damaged(error)
    assert peak < 40 * 2**20, f"{peak:,} bytes allocated before the refusal"


def test_millions_of_game_objects_are_refused_by_the_step_budget() -> None:
    count = MAX_STEPS  # each one a NEWOBJ of an allowed class: more steps than the budget
    raw = (
        PROTO
        + glob("game.engine.ai", "HostileAI")
        + MEMOIZE
        + MARK
        + (BINGET + b"\x00" + EMPTY_TUPLE + b"\x81") * count
        + LIST
        + STOP
    )
    error, peak = refusal(envelope_for(raw))
    assert_damaged(error)
    assert peak < 40 * 2**20, f"{peak:,} bytes allocated before the refusal"


def test_a_byte_array_longer_than_the_file_is_refused_before_allocating() -> None:
    raw = PROTO + b"\x96" + struct.pack("<Q", 2**40) + b"x" * 16 + STOP  # BYTEARRAY8 of 1 TB
    error, peak = refusal(envelope_for(raw))
    assert error.reason is Reason.DAMAGED
    assert peak < 8 * 2**20


def test_a_floor_beyond_the_games_limits_is_refused() -> None:
    state = played(3, 5)
    big = Stage(shape.MAX_SIDE + 1, 10)
    big.entities = state.stage.entities
    state.stage = big
    error, _ = refusal(envelope_for(pickle_of(state)))
    assert_damaged(error)


def test_the_largest_floor_within_the_limits_loads() -> None:
    state = played(3, 5)
    big = Stage(shape.MAX_SIDE, shape.MAX_SIDE)
    big.tiles[:] = 1
    big.entities = state.stage.entities
    state.stage = big
    assert game.digest(decode_state(envelope_for(pickle_of(state)))) == game.digest(state)


# -- 6: a refused load changes nothing ---------------------------------------------------------
def _snapshot() -> dict[str, dict[str, object]]:
    shared: list[object] = [*SHAPES, *ITEM_TYPES.values(), *BREEDS.values(), *Kind, Kind]
    return {repr(obj): dict(vars(obj)) | {"__class__": type(obj)} for obj in shared}


def _build(target: bytes, state: bytes) -> bytes:
    return PROTO + target + state + BUILD + STOP


def _slot_state(**attrs: bytes) -> bytes:
    """(None, {name: value}): BUILD's "set these attributes with setattr" form."""
    items = b"".join(b"\x8c" + bytes([len(k)]) + k.encode() + v for k, v in attrs.items())
    return b"N}" + MARK + items + b"u" + TUPLE2


def _dict_state(**attrs: bytes) -> bytes:
    items = b"".join(b"\x8c" + bytes([len(k)]) + k.encode() + v for k, v in attrs.items())
    return b"}" + MARK + items + b"u"


SWORD = glob("game.engine.kinds", "item_type") + b"\x8c\x05sword\x85R"
ORC = glob("game.engine.kinds", "breed") + b"\x8c\x03orc\x85R"
INFO = glob("game.engine.log", "Kind") + b"\x8c\x04info\x85R"
STR_X = b"\x8c\x01x"

HOSTILE_BUILDS = {
    "class __qualname__": _build(
        glob("game.engine.game", "GameState"), _slot_state(__qualname__=STR_X)
    ),
    "class __bases__": _build(
        glob("game.engine.actor", "Actor"),
        _slot_state(__bases__=glob("game.engine.entity", "Item") + b"\x85"),
    ),
    "class method": _build(glob("game.engine.game", "GameState"), _slot_state(act=b"K\x01")),
    "class dict": _build(glob("game.engine.entity", "Item"), _dict_state(name=STR_X)),
    "enum member __class__": _build(
        INFO, _slot_state(__class__=glob("game.engine.stage", "Stage"))
    ),
    "enum member attribute": _build(INFO, _dict_state(_value_=STR_X)),
    "item kind": _build(SWORD, _dict_state(equippable=b"N", name=STR_X)),
    "breed": _build(ORC, _dict_state(hp=b"J\x0f'\x00\x00")),
    "setitems on a class": PROTO
    + glob("game.engine.game", "GameState")
    + MARK
    + STR_X
    + b"K\x01u"
    + STOP,
    "appends to a kind": PROTO + SWORD + MARK + b"K\x01e" + STOP,
    "build twice": PROTO
    + glob("game.engine.ai", "HostileAI")
    + EMPTY_TUPLE
    + b"\x81"
    + _dict_state()
    + BUILD
    + _dict_state(x=STR_X)
    + BUILD
    + STOP,
}


@pytest.mark.parametrize("name", sorted(HOSTILE_BUILDS))
def test_a_refused_load_leaves_every_shared_object_as_it_was(name: str, tmp_path: Path) -> None:
    before = _snapshot()
    error, _ = refusal(envelope_for(HOSTILE_BUILDS[name]))
    assert error.reason in (Reason.REFUSED, Reason.DAMAGED), error
    assert _snapshot() == before
    assert GameState.__qualname__ == "GameState" and Actor.__bases__ == (Entity,)
    assert type(Kind.INFO) is Kind and ITEM_TYPES["sword"].name == "Sword"
    # and the game still saves and loads
    state = played(4, 30)
    path = tmp_path / "after.sav"
    save_game(state, path)
    assert game.digest(load_game(path)) == game.digest(state)


def test_the_hostile_builds_do_change_classes_under_a_plain_unpickler() -> None:
    """Control: the streams above are real attacks (a plain pickle.loads obeys this one)."""
    stream = _build(glob("game.engine.log", "Message"), _slot_state(evil=b"K\x01"))
    try:
        pickle.loads(stream)
        assert Message.evil == 1  # type: ignore[attr-defined]
    finally:
        if "evil" in vars(Message):
            del Message.evil  # type: ignore[attr-defined]


# -- 7: every field's type and range, and the invariants ---------------------------------------
def _rich() -> GameState:
    state = played(6, 300)
    monster = next(
        a for a in state.stage.entities if isinstance(a, Actor) and a is not state.player
    )
    monster.ai = ConfusedAI(monster.ai, 3)
    state.stage.entities.append(create_item("sword"))
    shaman = create_actor("shaman")  # a caster's mind has saved fields of its own
    shaman.x, shaman.y = monster.x, monster.y
    state.stage.entities.append(shaman)
    return state


def _instances(state: GameState, cls: type) -> list[object]:
    """Every object of ``cls`` in ``state``, found by walking the shape table."""
    found: dict[int, object] = {}

    def visit(obj: object, depth: int = 0) -> None:
        if type(obj) in SHAPES and id(obj) not in found and depth < 20:
            found[id(obj)] = obj
            for field in SHAPES[type(obj)]:
                visit(getattr(obj, field.name), depth + 1)
        elif isinstance(obj, list | tuple | deque):
            for element in obj:
                visit(element, depth + 1)
        elif isinstance(obj, dict):
            for element in obj.values():
                visit(element, depth + 1)

    visit(state)
    return [obj for obj in found.values() if type(obj) is cls]


INT_FIELDS = [
    (cls, f.name, f.spec)
    for cls, fields in SHAPES.items()
    for f in fields
    if isinstance(f.spec, Int)
]
#: The recording and the chronicle are saved and checked but are not part of the game: the
#: digest leaves them out (tests/test_recording.py and tests/history/test_chronicle.py check
#: that it does).
DIGESTED_INT_FIELDS = [field for field in INT_FIELDS if field[0] not in (Recording, Chronicle)]


@pytest.mark.parametrize(
    ("cls", "name", "spec"), INT_FIELDS, ids=[f"{c.__name__}.{n}" for c, n, _ in INT_FIELDS]
)
def test_every_number_out_of_its_range_is_refused(cls: type, name: str, spec: Int) -> None:
    state = _rich()
    targets = _instances(state, cls)
    assert targets, f"no {cls.__name__} in the sample game"
    for bad in (spec.hi + 1, spec.lo - 1, 10**5000, float(spec.lo), True):
        hostile = copy.deepcopy(state)
        target = _instances(hostile, cls)[0]
        target.__dict__[name] = bad
        error, _ = refusal(envelope_for(pickle_of(hostile)))
        assert_damaged(error)
    # the same game with the value inside its range loads
    assert game.digest(decode_state(envelope_for(pickle_of(state)))) == game.digest(state)


def test_every_saved_attribute_is_in_the_table() -> None:
    """A field added to a class but not to SHAPES makes every save fail: this says which."""
    state = _rich()
    for cls, fields in SHAPES.items():
        for obj in _instances(state, cls):
            assert set(vars(obj)) == {f.name for f in fields}, cls.__name__


def test_a_message_count_of_ten_to_the_5000_is_refused() -> None:
    state = _rich()
    state.messages.messages[-1].count = 10**5000
    error, _ = refusal(envelope_for(pickle_of(state)))
    assert_damaged(error)


def test_deep_nesting_in_the_generator_state_is_refused() -> None:
    state = _rich()
    marker = 1234.5678125
    version, words, _ = state.rng.getstate()
    state.rng.setstate((version, words, marker))
    stream = pickle_of(state)
    binfloat = b"G" + struct.pack(">d", marker)
    assert stream.count(binfloat) == 1
    nested = b"N" + b"\x85" * 200_000  # (((...None,),),) 200,000 deep
    error, _ = refusal(envelope_for(stream.replace(binfloat, nested)))
    assert_damaged(error)


def _break_worn_twice(s: GameState) -> None:
    worn = next(i for i in s.player.equipment.slots.values() if i is not None)
    s.player.inventory.items.append(worn)


def _break_worn_not_carried(s: GameState) -> None:
    worn = next(i for i in s.player.equipment.slots.values() if i is not None)
    s.player.inventory.items.remove(worn)


def _break_wrong_slot(s: GameState) -> None:
    slots = s.player.equipment.slots
    key = next(k for k, v in slots.items() if v is not None)
    other = next(k for k in slots if k != key)
    slots[other], slots[key] = slots[key], None


def _break_pack_and_floor(s: GameState) -> None:
    s.stage.entities.append(s.player.inventory.items[0])


def _break_two_packs(s: GameState) -> None:
    monster = next(a for a in s.stage.entities if isinstance(a, Actor) and a is not s.player)
    monster.inventory.items.append(s.player.inventory.items[0])


def _break_27_rows(s: GameState) -> None:
    items = s.player.inventory.items
    while len(items) < 27:
        items.append(create_item("dagger"))  # gear: rows that cannot merge into a stack


def _break_hp_above_max(s: GameState) -> None:
    s.player.fighter._hp = s.player.fighter.max_hp + 1


def _break_off_the_floor(s: GameState) -> None:
    item = next(e for e in s.stage.entities if isinstance(e, Item))
    item.x = s.stage.width


def _break_player_missing(s: GameState) -> None:
    s.stage.entities.remove(s.player)


def _break_shared_fighter(s: GameState) -> None:
    monster = next(a for a in s.stage.entities if isinstance(a, Actor) and a is not s.player)
    monster.fighter = s.player.fighter


def _carried(s: GameState, kind_id: str, enchantment: int = 0, cursed: bool = False) -> Item:
    return s.player.inventory.add(create_item(kind_id, enchantment, cursed))


def _break_two_hander_with_off_hand(s: GameState) -> None:
    slots = s.player.equipment.slots
    slots["main_hand"], slots["off_hand"] = _carried(s, "greataxe"), _carried(s, "shield")


def _break_ring_on_the_head(s: GameState) -> None:
    s.player.equipment.slots["head"] = _carried(s, "ring_of_protection")


def _break_cursed_without_negative_enchantment(s: GameState) -> None:
    _carried(s, "sword", -1, cursed=True).enchantment = 1


def _break_enchanted_potion(s: GameState) -> None:
    next(i for i in s.player.inventory.items if i.equippable is None).enchantment = 2


BREAKS = {
    f.__name__.removeprefix("_break_"): f
    for f in (
        _break_worn_twice,
        _break_worn_not_carried,
        _break_wrong_slot,
        _break_pack_and_floor,
        _break_two_packs,
        _break_27_rows,
        _break_hp_above_max,
        _break_off_the_floor,
        _break_player_missing,
        _break_shared_fighter,
        _break_two_hander_with_off_hand,
        _break_ring_on_the_head,
        _break_cursed_without_negative_enchantment,
        _break_enchanted_potion,
    )
}


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_a_state_breaking_an_invariant_is_refused(name: str) -> None:
    state = _rich()
    BREAKS[name](state)
    error, _ = refusal(envelope_for(pickle_of(state)))
    assert_damaged(error)


def test_saved_enums_are_the_only_enums_the_loader_hands_out() -> None:
    from game.save.unpickler import allowed_globals

    enum_names = {n for n in allowed_globals() if n[1] == "Kind"}
    assert enum_names == {("game.engine.log", "Kind")}
    assert all(issubclass(e, Enum) for e in shape.saved_enums())


def test_the_schema1_save_from_the_last_release_passes_every_check() -> None:
    state = load_game(Path(__file__).parent / "data" / "schema1_floor.sav")
    assert state.turn == 1500 and state.depth == 4
    assert len(lzma.compress(pickle_of(state))) > 1000


def test_a_sound_game_breaks_no_rule() -> None:
    assert broken_rules(_rich()) == []


@pytest.mark.parametrize("name", sorted(BREAKS))
def test_the_shared_oracle_names_each_broken_invariant(name: str) -> None:
    state = _rich()
    BREAKS[name](state)
    assert broken_rules(state), name
    with pytest.raises(Broken):
        check_invariants(state)


@pytest.mark.parametrize(
    ("cls", "name", "spec"),
    DIGESTED_INT_FIELDS,
    ids=[f"{c.__name__}.{n}" for c, n, _ in DIGESTED_INT_FIELDS],
)
def test_the_digest_sees_every_number_in_the_table(cls: type, name: str, spec: Int) -> None:
    state = _rich()
    before = game.digest(state)
    target = _instances(state, cls)[0]
    value = target.__dict__[name]
    target.__dict__[name] = value + 1 if value < spec.hi else value - 1
    assert game.digest(state) != before
    target.__dict__[name] = value
    assert game.digest(state) == before


def test_the_digest_sees_identity_not_only_equality() -> None:
    state = _rich()
    slots = state.player.equipment.slots
    key = next(k for k, v in slots.items() if v is not None)
    twin = create_item(slots[key].kind.id)  # equal in every field to the worn one
    state.player.inventory.items.append(twin)
    wearing_the_first = game.digest(state)
    slots[key] = twin
    assert game.digest(state) != wearing_the_first


def test_minds_nested_beyond_the_limit_are_refused() -> None:
    state = _rich()
    monster = next(
        a for a in state.stage.entities if isinstance(a, Actor) and a is not state.player
    )
    for _ in range(shape.MAX_NESTING):
        monster.ai = ConfusedAI(monster.ai, 1)
    error, _ = refusal(envelope_for(pickle_of(state)))
    assert_damaged(error)
    assert "nest too deeply" in str(error)


@pytest.mark.parametrize(
    ("where", "name", "bad"),
    [
        ("item", "cursed", 1),
        ("item", "identified", "yes"),
        ("item", "identified", None),
        ("state", "learned", ["ring_of_protection"]),
        ("state", "learned", {1}),
        ("state", "appearances", {"ring_of_protection": 5}),
        ("state", "appearances", ["jade"]),
        ("state", "appearances", {f"k{n}": "jade" for n in range(shape.MAX_KINDS + 1)}),
    ],
)
def test_gear_knowledge_of_the_wrong_type_is_refused(where: str, name: str, bad: object) -> None:
    state = _rich()
    target = (
        next(i for i in state.stage.entities if isinstance(i, Item)) if where == "item" else state
    )
    setattr(target, name, bad)
    error, _ = refusal(envelope_for(pickle_of(state)))
    assert_damaged(error)


def test_sets_are_plain_data_but_only_real_sets_take_items() -> None:
    from game.save.unpickler import Malformed, restricted_loads

    assert restricted_loads(pickle.dumps({"known": {"sword"}}, 5)) == {"known": {"sword"}}
    with pytest.raises(Malformed):  # ADDITEMS onto a class
        restricted_loads(PROTO + glob("game.engine.game", "GameState") + MARK + b"K\x01\x90.")
