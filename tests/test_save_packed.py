"""A faster load (issue 27, point 2): a save holds the message log packed (its texts as one
string, its kinds, lengths, counts and turns as columns of bytes), a handful of pickle
instructions where each line took some twenty; it loads into the same lines, within the
log's budget, through the same shape checks. A log not in its own form is saved as it is,
for the load to refuse as before. The game's generator is saved packed too: its state's
625 words as bytes, one instruction where they took 625."""

from __future__ import annotations

import copy
import pickle
import pickletools
import random
from collections import deque
from pathlib import Path

import pytest
from savetools import envelope_for, pickle_of, played

import game
from game.engine import shape
from game.engine.log import Kind, Message, MessageLog, PackedLines, unpacked_lines
from game.engine.rng import STATE_WORDS, PackedRandom, unpacked_random
from game.engine.shape import Invalid, rng_state_ok
from game.save import Reason, SaveError, decode_state, load_game, save_game
from game.save.unpickler import MAX_RANDOMS, Malformed, UnknownContent, restricted_loads
from game.save.validate import check_state


def full_log() -> MessageLog:
    """MAX_LINES lines of every kind, with repeats, long turns and text beyond ASCII."""
    log = MessageLog()
    kinds = list(Kind)
    for n in range(MessageLog.MAX_LINES + 20):
        log.add(f"Line {n}: Ünïcødé ✓ 𝔊" if n % 7 == 0 else f"Line {n}", kinds[n % len(kinds)], n)
        if n % 5 == 0:
            log.add(f"Line {n}", kinds[n % len(kinds)], n + 1)  # a repeat: count 2
    log.messages[0].turn = 2**32 - 1
    log.messages[1].count = 10**9
    log.messages[2].text = ""
    return log


def lines(log: MessageLog) -> list[tuple[str, Kind, int, int]]:
    return [(m.text, m.kind, m.count, m.turn) for m in log.messages]


def opcodes(data: bytes) -> int:
    return sum(1 for _ in pickletools.genops(data))


def names(data: bytes) -> set[str]:
    return {str(arg) for op, arg, _ in pickletools.genops(data) if "UNICODE" in op.name}


def test_a_full_log_pickles_in_a_handful_of_instructions_and_comes_back_exactly() -> None:
    log = full_log()
    assert len(log) == MessageLog.MAX_LINES
    data = pickle.dumps(log, 5)
    assert opcodes(data) < 150, opcodes(data)  # each kind named once; line by line, 18,000
    assert "unpacked_lines" in names(data) and "Message" not in names(data)
    loaded = restricted_loads(data)
    assert type(loaded) is MessageLog and type(loaded.messages) is deque
    assert loaded.messages.maxlen == MessageLog.MAX_LINES
    assert lines(loaded) == lines(log)
    assert all(type(m) is Message for m in loaded.messages)
    assert lines(pickle.loads(data)) == lines(log)  # the stock loader reads it too
    assert lines(copy.deepcopy(log)) == lines(log)


def test_a_game_saves_its_log_packed_and_loads_the_same_game(tmp_path: Path) -> None:
    state = played(4, 300)
    state.messages.messages[-1].text = "Ünïcødé ✓ 𝔊"
    path = tmp_path / "g.sav"
    save_game(state, path)
    loaded = load_game(path)
    assert lines(loaded.messages) == lines(state.messages)
    assert game.digest(loaded) == game.digest(state)
    assert "unpacked_lines" in names(pickle_of(state))


def test_an_empty_log_and_protocol_2_pickles() -> None:
    log = MessageLog()
    assert lines(restricted_loads(pickle.dumps(log, 5))) == []
    log.add("an old line")
    data = pickle.dumps(log, 2)  # no bytes before protocol 3: the lines as they are
    assert "unpacked_lines" not in data.decode("latin-1")
    assert restricted_loads(data).texts() == ["an old line"]


@pytest.mark.parametrize(
    "spoil",
    [
        lambda log: setattr(log, "messages", deque(log.messages)),  # no bound
        lambda log: setattr(log, "messages", list(log.messages)),
        lambda log: setattr(log.messages[-1], "kind", "info"),
        lambda log: setattr(log.messages[-1], "count", 2**32),
        lambda log: setattr(log.messages[-1], "turn", -1),
        lambda log: setattr(log.messages[-1], "text", b"bytes"),
        lambda log: setattr(log.messages[-1], "extra", 1),
        lambda log: setattr(log, "extra", 1),
    ],
    ids=["unbounded", "list", "kind", "count", "turn", "text", "line attr", "log attr"],
)
def test_a_log_not_in_its_own_form_is_saved_as_it_is_and_refused(spoil) -> None:
    state = played(2, 40)
    spoil(state.messages)
    data = pickle_of(state)
    assert "unpacked_lines" not in names(data)
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(data))
    assert caught.value.reason is Reason.DAMAGED


class Packed:
    """Pickles as a call of the log's maker with any arguments."""

    def __init__(self, *args: object) -> None:
        self.args = args

    def __reduce__(self):
        return unpacked_lines, self.args


def packed(log: MessageLog) -> tuple:
    made = PackedLines.of(log.messages)
    assert made is not None
    return made.kinds, made.text, made.lines


def _one_line() -> MessageLog:
    log = MessageLog()
    log.add("You hit the Orc.", Kind.PLAYER_ATTACK, 5)
    return log


def _repeat_columns(columns: bytes, n: int) -> bytes:
    """One line's columns (kind, length, count, turn: 1, 2, 4, 4 bytes) for ``n`` lines."""
    return columns[:1] * n + columns[1:3] * n + columns[3:7] * n + columns[7:11] * n


def test_a_full_packed_log_is_within_the_makers_budget() -> None:
    assert len(restricted_loads(pickle.dumps(Packed(*packed(full_log())), 5))) == 1000


def _bad_args() -> dict[str, tuple]:
    kinds, text, columns = packed(_one_line())
    return {
        "1001 lines": (kinds, text * 1001, _repeat_columns(columns, 1001)),
        "text too long": (kinds, text + "x", columns),
        "text too short": (kinds, text[:-1], columns),
        "a part of a line": (kinds, text, columns[:-1]),
        "an unknown kind index": ((), text, columns),
        "kinds by name": (("player_attack",), text, columns),
        "columns as a bytearray": (kinds, text, bytearray(columns)),
        "text as bytes": (kinds, text.encode(), columns),
    }


@pytest.mark.parametrize("what", sorted(_bad_args()))
def test_the_maker_refuses_what_no_log_is(what: str) -> None:
    with pytest.raises(Malformed, match="message log"):
        restricted_loads(pickle.dumps(Packed(*_bad_args()[what]), 5))


def test_the_maker_takes_three_arguments() -> None:
    with pytest.raises(TypeError):
        restricted_loads(pickle.dumps(Packed(*packed(_one_line()), None), 5))


def test_an_unknown_kind_is_unknown_content() -> None:
    data = pickle.dumps(Packed(*packed(_one_line())), 5).replace(b"player_attack", b"player_attacc")
    with pytest.raises(UnknownContent):
        restricted_loads(data)


def test_packed_lines_still_pass_the_shape_checks() -> None:
    """What the maker makes is checked as every line was: text length and Unicode, ranges."""
    for spoil, words in (
        (lambda m: setattr(m, "text", "x" * 1001), "not a short text"),
        (lambda m: setattr(m, "text", "Orc\ud800"), "not valid text"),
        (lambda m: setattr(m, "count", 0), "out of range"),
    ):
        state = played(2, 40)
        spoil(state.messages.messages[-1])
        data = pickle_of(state)
        assert "unpacked_lines" in names(data)  # packed: the maker does not judge them
        with pytest.raises(SaveError, match=words):
            decode_state(envelope_for(data))


# -- the generator -------------------------------------------------------------------------------
def test_the_generator_is_saved_packed_and_goes_on_drawing_the_same() -> None:
    state = played(6, 50)
    state.rng.gauss(0, 1)  # a Gaussian kept for the next draw
    data = pickle_of(state)
    assert "unpacked_random" in names(data) and opcodes(data) < 5000
    assert pickle.loads(data).rng.getstate() == state.rng.getstate()
    assert copy.deepcopy(state).rng.getstate() == state.rng.getstate()
    loaded = restricted_loads(data)
    assert loaded.rng.getstate() == state.rng.getstate()
    assert [loaded.rng.gauss(0, 1) for _ in range(3)] == [state.rng.gauss(0, 1) for _ in range(3)]
    assert loaded.rng.random() == state.rng.random()
    old = pickle.dumps(PackedRandom(state.rng), 2)  # no bytes before protocol 3: as it is
    assert b"unpacked_random" not in old
    assert restricted_loads(old).getstate() == state.rng.getstate()


class PackedState:
    """Pickles as a call of the generator's maker with any arguments."""

    def __init__(self, *args: object) -> None:
        self.args = args

    def __reduce__(self):
        return unpacked_random, self.args


def _words(index: int = 624) -> bytes:
    return STATE_WORDS.pack(*random.Random(3).getstate()[1][:-1], index)


@pytest.mark.parametrize(
    "args",
    [
        (_words()[:-1], None),
        (_words() + b"\0", None),
        (bytearray(_words()), None),
        (_words(), 1),
        (_words(), "0.5"),
        (_words(625), None),
        (_words(),),
    ],
    ids=["short", "long", "bytearray", "int gauss", "text gauss", "index", "one argument"],
)
def test_the_generators_maker_refuses_what_no_generator_is(args: tuple) -> None:
    with pytest.raises((Malformed, TypeError)) as caught:
        restricted_loads(pickle.dumps(PackedState(*args), 5))
    assert caught.type is TypeError or "random generator" in str(caught.value)
    assert isinstance(restricted_loads(pickle.dumps(PackedState(_words(), 0.5), 5)), random.Random)


def test_the_generators_maker_counts_against_the_budget() -> None:
    many = [PackedState(_words(), None) for _ in range(MAX_RANDOMS)]
    assert len(restricted_loads(pickle.dumps(many, 5))) == MAX_RANDOMS
    with pytest.raises(Malformed, match="far more"):
        restricted_loads(pickle.dumps([*many, PackedState(_words(), None)], 5))


def test_a_generators_state_is_judged_as_before() -> None:
    version, words, gauss = random.Random(5).getstate()
    assert rng_state_ok((version, words, gauss)) and rng_state_ok((version, words, 0.25))
    for bad in (
        (version, (*words[:10], True, *words[11:]), gauss),  # a bool is no word
        (version, (*words[:10], -1, *words[11:]), gauss),
        (version, (*words[:10], 2**32, *words[11:]), gauss),
        (version, (*words[:10], 1.0, *words[11:]), gauss),
        (version, (*words[:-1], 625), gauss),
        (version, words[:-1], gauss),
        (2, words, gauss),
        (version, words, 1),
        (version, list(words), gauss),
    ):
        assert not rng_state_ok(bad)


# -- the log's lines checked a column at a time ------------------------------------------------
SPOILS = [
    ("text", "x" * 1001),
    ("text", "Orc\ud800"),
    ("text", b"bytes"),
    ("text", None),
    ("text", "Ünïcødé ✓ 𝔊"),
    ("kind", "info"),
    ("kind", None),
    ("count", 0),
    ("count", 10**9),
    ("count", True),
    ("count", 1.0),
    ("turn", -1),
    ("turn", 10**9),
    ("turn", "5"),
]


def _outcome(state, columns: bool, monkeypatch: pytest.MonkeyPatch) -> str:
    with monkeypatch.context() as patch:
        if not columns:
            patch.setattr(shape.Obj, "check_all", lambda self, values, walk: False)
        try:
            check_state(state)
        except Invalid as exc:
            return str(exc)
    return "sound"


def test_the_column_check_says_what_the_line_by_line_check_says(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every spoil of a line (a field's type or range, an extra or missing attribute, a line
    twice, a line of another class) is judged alike with and without the columns; a sound
    log is judged a column at a time."""
    base = played(2, 60)
    assert len(base.messages) > 10
    rng = random.Random(7)
    cases = 0
    for name, value in SPOILS:
        for _ in range(3):
            state = copy.deepcopy(base)
            setattr(rng.choice(state.messages.messages), name, value)
            assert _outcome(state, True, monkeypatch) == _outcome(state, False, monkeypatch)
            cases += 1
    others = [
        lambda log: setattr(log[3], "extra", 1),
        lambda log: delattr(log[3], "turn"),
        lambda log: log.append(log[2]),
        lambda log: log.append(PackedLines.__new__(PackedLines)),
        lambda log: log.append(base.player),
    ]
    for spoil in others:
        state = copy.deepcopy(base)
        spoil(state.messages.messages)
        outcome = _outcome(state, True, monkeypatch)
        assert outcome != "sound" and outcome == _outcome(state, False, monkeypatch)
        cases += 1
    assert cases == 3 * len(SPOILS) + len(others)
    calls: list[object] = []
    real = shape.check_object
    monkeypatch.setattr(shape, "check_object", lambda obj, *a: calls.append(obj) or real(obj, *a))
    check_state(copy.deepcopy(base))
    assert not any(type(obj) is Message for obj in calls) and calls
