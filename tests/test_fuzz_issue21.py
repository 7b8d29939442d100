"""Issue 21's fuzz campaigns: nesting depth, lone surrogates, shared tiles and the end of a
recording. Each campaign makes many hostile variants of real games and recordings, checks that
every one is refused (or, for the harmless ones, loads and plays), and asserts how many of each
kind it covered."""

from __future__ import annotations

import copy
import random
import struct
from collections import Counter
from dataclasses import replace

import pytest
from savetools import envelope_for, pickle_of, played

import game
from game.agents.autoplay import play
from game.engine.actor import Actor
from game.replay.file import RecordingError, decode_recording, encode, from_state
from game.replay.player import Replay
from game.save import Reason, SaveError, decode_state
from game.save.unpickler import (
    MAX_DATA_NESTING,
    Malformed,
    UnknownContent,
    restricted_loads,
)

PROTO = b"\x80\x04"


# -- nesting depth -------------------------------------------------------------------------------
def _nested(rng: random.Random, depth: int) -> bytes:
    """Pickle opcodes for plain data ``depth`` levels deep, each level a random kind of
    container: tuple (1, 2 or 3 items, or MARK...TUPLE), list, dict value, frozenset."""
    out = b"N"
    for _ in range(depth - 1):
        kind = rng.randrange(6)
        if kind == 0:
            out += b"\x85"  # TUPLE1
        elif kind == 1:
            out = b"N" + out + b"\x86"  # TUPLE2
        elif kind == 2:
            out = b"(" + out + b"K\x01t"  # MARK ... TUPLE
        elif kind == 3:
            out = b"]" + out + b"a"  # EMPTY_LIST ... APPEND
        elif kind == 4:
            out = b"}\x8c\x01k" + out + b"s"  # EMPTY_DICT ... SETITEM (as a value)
        else:
            out += b"\x85"  # (a frozenset of a list cannot be: tuples again)
    return out


#: How the nested data is used once built: each makes the loader hash or hold it.
USES = {
    "dict key": lambda data: b"}" + data + b"Ns",
    "frozenset member": lambda data: b"(" + data + b"\x91",
    "set member": lambda data: b"\x8f(" + data + b"\x90",
    "list item": lambda data: b"]" + data + b"a",
    "enum value": lambda data: b"cgame.engine.log\nKind\n" + data + b"\x85R",
}


def test_nesting_depth_campaign() -> None:
    """Random containers nested a few levels under or over the limit, used as keys, members,
    items or enum values: deeper than the limit is always refused as such, before any hash;
    within it the data loads (or is refused for what it is: an unhashable key, no such kind)."""
    rng = random.Random(21)
    seen: Counter[str] = Counter()
    for case in range(600):
        use = rng.choice(sorted(USES))
        depth = rng.choice(
            [
                rng.randint(1, MAX_DATA_NESTING - 2),
                rng.randint(MAX_DATA_NESTING + 2, 4 * MAX_DATA_NESTING),
            ]
        )
        raw = PROTO + USES[use](_nested(rng, depth)) + b"."
        deep = depth > MAX_DATA_NESTING
        try:
            restricted_loads(raw)
        except Malformed as error:
            assert "nests deeper" in str(error) and deep, (case, use, depth, error)
            seen["deep: refused as too deep"] += 1
        except (TypeError, UnknownContent):
            assert not deep, (case, use, depth)
            seen["shallow: refused as unhashable or unknown"] += 1
        else:
            assert not deep, (case, use, depth)
            seen["shallow: loaded"] += 1
        seen[use] += 1
    assert seen["deep: refused as too deep"] >= 250 and seen["shallow: loaded"] >= 50, seen
    assert all(seen[use] >= 80 for use in USES), seen


def test_every_deep_use_is_refused_whole_saves_too() -> None:
    """The same deep data inside a real save (in the generator's state): always SaveError."""
    state = played(6, 120)
    version, words, _ = state.rng.getstate()
    marker = 4321.125
    state.rng.setstate((version, words, marker))
    stream = pickle_of(state)
    binfloat = b"G" + struct.pack(">d", marker)
    assert stream.count(binfloat) == 1
    rng = random.Random(5)
    refused = 0
    for _ in range(40):
        deep = _nested(rng, rng.randint(MAX_DATA_NESTING + 1, 3 * MAX_DATA_NESTING))
        with pytest.raises(SaveError) as caught:
            decode_state(envelope_for(stream.replace(binfloat, deep)))
        assert caught.value.reason is Reason.DAMAGED
        refused += 1
    assert refused == 40


# -- lone surrogates -----------------------------------------------------------------------------
def _text_places(state) -> list[tuple[str, object, object]]:
    """Every text of the state a save holds: (what, container, key)."""
    places: list[tuple[str, object, object]] = []
    for message in state.messages.messages:
        places.append(("message", message, "text"))
    places.append(("cause", state, "cause"))
    for key in state.kills_by_breed:
        places.append(("kills key", state.kills_by_breed, key))
    for key in state.appearances:
        places.append(("appearance key", state.appearances, key))
        places.append(("appearance", state.appearances, ("value", key)))
    places.append(("learned", state.learned, None))
    return places


def _spoil(state, place: tuple[str, object, object], rng: random.Random, bad: str) -> None:
    what, where, key = place
    if what == "message":
        text = where.text
        at = rng.randrange(len(text) + 1)
        where.text = text[:at] + bad + text[at:]
    elif what == "cause":
        state.cause = f"Or{bad}c"
    elif what in ("kills key", "appearance key"):
        where[f"{key[:2]}{bad}{key[2:]}"] = where.pop(key)
    elif what == "appearance":
        where[key[1]] = where[key[1]] + bad
    else:
        where.add(f"ring{bad}")


def test_surrogate_campaign() -> None:
    rng = random.Random(8)
    base = played(8, 300)
    base.cause = "Orc"
    base.learned = {"ring_of_protection"}
    seen: Counter[str] = Counter()
    for _ in range(120):
        state = copy.deepcopy(base)
        places = _text_places(state)
        kind = rng.choice(sorted({what for what, _, _ in places}))
        place = rng.choice([p for p in places if p[0] == kind])
        _spoil(state, place, rng, chr(rng.randint(0xD800, 0xDFFF)))
        with pytest.raises(SaveError) as caught:
            decode_state(envelope_for(pickle_of(state)))
        assert "not valid text" in str(caught.value), place[0]
        seen[place[0]] += 1
    for _ in range(30):  # control: real characters beyond the BMP load
        state = copy.deepcopy(base)
        place = rng.choice([p for p in _text_places(state) if p[0] == "message"])
        _spoil(state, place, rng, chr(rng.randint(0x10000, 0x10FFFF)))
        decode_state(envelope_for(pickle_of(state)))
        seen["control loaded"] += 1
    assert seen["control loaded"] == 30, seen
    kinds = [kind for kind in seen if kind != "control loaded"]
    assert len(kinds) == 6 and all(seen[kind] >= 8 for kind in kinds), seen


# -- shared tiles --------------------------------------------------------------------------------
def test_shared_tile_campaign() -> None:
    rng = random.Random(4)
    seen: Counter[str] = Counter()
    for seed in range(8):
        base = played(30 + seed, 250)
        for _ in range(12):
            state = copy.deepcopy(base)
            actors = [e for e in state.stage.entities if isinstance(e, Actor)]
            living = [a for a in actors if a.blocks]
            dead = [a for a in actors if not a.blocks]
            if len(living) < 2:
                continue
            mover = rng.choice([a for a in living if a is not state.player] or living)
            if dead and rng.random() < 0.3:  # onto remains: allowed
                target = rng.choice(dead)
                if any(a.blocks and a is not mover and a.pos == target.pos for a in actors):
                    continue
                mover.x, mover.y = target.x, target.y
                loaded = decode_state(envelope_for(pickle_of(state)))
                play(loaded, 3)
                seen["onto remains: loaded and played"] += 1
                continue
            target = rng.choice([a for a in living if a is not mover])
            mover.x, mover.y = target.x, target.y
            with pytest.raises(SaveError) as caught:
                decode_state(envelope_for(pickle_of(state)))
            assert "share the tile" in str(caught.value)
            seen["onto the hero" if target is state.player else "onto a creature"] += 1
    assert seen["onto a creature"] >= 20 and seen["onto the hero"] >= 3, seen
    assert seen["onto remains: loaded and played"] >= 5, seen


# -- the end of a recording ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def recorded():
    state = play(game.new_game(17), 1_500)
    return decode_recording(encode(from_state(state, "autoplay")))


def test_end_of_recording_campaign(recorded) -> None:
    rng = random.Random(9)
    steps = recorded.steps
    ends = [0, *(step.end for step in steps)]
    seen: Counter[str] = Counter()
    for _ in range(60):
        kind = rng.choice(["cut", "emptied", "end turn", "end digest", "end later"])
        end = recorded.end
        commands, checkpoints = recorded.commands, recorded.checkpoints
        if kind in ("cut", "emptied"):
            cut = 0 if kind == "emptied" else rng.choice(ends[:-1])
            commands = commands[:cut]
            checkpoints = tuple(c for c in checkpoints if c.offset <= cut)
        elif kind == "end turn":
            end = replace(end, turn=max(0, end.turn - rng.randint(1, 50)))
        elif kind == "end later":
            end = replace(end, turn=end.turn + rng.randint(1, 50))
        else:
            end = replace(end, digest=f"{rng.getrandbits(256):064x}")
        try:
            recording = decode_recording(
                encode(replace(recorded, commands=commands, checkpoints=checkpoints, end=end))
            )
        except RecordingError as error:
            assert "turns" in str(error), kind
            seen[f"{kind}: refused"] += 1
            continue
        replay = Replay(recording)
        replay.run()
        assert replay.out_of_sync is not None, kind
        assert "every digest matched" not in replay.why_stopped()
        seen[f"{kind}: out of sync"] += 1
    whole = Replay(recorded)
    whole.run()
    assert whole.out_of_sync is None and "every digest matched" in whole.why_stopped()
    assert sum(seen.values()) == 60
    assert seen["emptied: out of sync"] >= 5 and seen["cut: out of sync"] >= 5, seen
    assert seen["end turn: refused"] >= 5 and seen["end digest: out of sync"] >= 5, seen
