"""A damaged file gives SaveError, never another exception, and is left exactly as it was."""

from __future__ import annotations

import lzma
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from savetools import envelope_for, file_state, pickle_of

import game
from game.agents.autoplay import play
from game.save import Reason, SaveError, decode_state, encode_state, load_game
from game.save.envelope import MAGIC, pack, read_header
from tests.scenario import mid_game


@pytest.fixture(scope="module")
def good() -> bytes:
    """A valid save of a mid-game state."""
    return encode_state(mid_game(seed=4))


def load_bytes(tmp_path: Path, data: bytes) -> SaveError:
    """Write ``data``, load it, demand a SaveError and an untouched file; return the error."""
    path = tmp_path / "damaged.sav"
    path.write_bytes(data)
    before = file_state(path)
    with pytest.raises(SaveError) as caught:
        load_game(path)
    assert file_state(path) == before
    return caught.value


def test_the_good_file_loads(tmp_path: Path, good: bytes) -> None:
    path = tmp_path / "good.sav"
    path.write_bytes(good)
    assert load_game(path).depth >= 4


def test_thousands_of_byte_flips(tmp_path: Path, good: bytes) -> None:
    rng = random.Random(1234)
    header = read_header(good).size
    cases = [(i, 1 << bit) for i in range(header) for bit in range(8)]  # every header bit
    cases += [(rng.randrange(len(good)), rng.randrange(1, 256)) for _ in range(2500)]
    for index, mask in cases:
        damaged = bytearray(good)
        damaged[index] ^= mask
        error = load_bytes(tmp_path, bytes(damaged))
        assert error.reason in (Reason.DAMAGED, Reason.NOT_A_SAVE, Reason.INCOMPATIBLE)
        if index >= header:
            assert "checksum" in str(error)


def test_every_truncation(tmp_path: Path, good: bytes) -> None:
    lengths = list(range(0, 200)) + list(range(200, len(good), 7)) + [len(good) - 1]
    for length in lengths:
        error = load_bytes(tmp_path, good[:length])
        assert error.reason is Reason.DAMAGED, length
        assert "cut short" in str(error)


def test_appended_junk(tmp_path: Path, good: bytes) -> None:
    rng = random.Random(99)
    for size in [1, 2, 7, 100, 4096, *(rng.randrange(1, 20000) for _ in range(40))]:
        junk = bytes(rng.randrange(256) for _ in range(size))
        for extra in (junk, b"\0" * size, good[:size]):
            error = load_bytes(tmp_path, good + extra)
            assert error.reason is Reason.DAMAGED and "after its end" in str(error)


def test_a_good_checksum_over_bad_contents(tmp_path: Path) -> None:
    assert "decompressed" in str(load_bytes(tmp_path, pack(b"not xz at all")))
    assert "decompressed" in str(load_bytes(tmp_path, pack(lzma.compress(b"x")[:-5])))
    assert "read back" in str(load_bytes(tmp_path, envelope_for(b"definitely not a pickle")))
    error = load_bytes(tmp_path, envelope_for(pickle_of([1, 2, 3])))
    assert "not a valid game" in str(error)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(payload=st.binary(max_size=2000))
def test_any_payload_behind_a_good_header_is_refused(payload: bytes) -> None:
    for data in (pack(payload), envelope_for(payload)):
        with pytest.raises(SaveError):
            decode_state(data)


def test_flips_inside_the_pickle_never_escape_as_other_errors() -> None:
    """Damage the pickle itself (with a good checksum): SaveError, or a game that plays on."""
    state = play(game.new_game(21), 300)
    pickled = pickle_of(state)
    rng = random.Random(7)
    loaded = 0
    for _ in range(600):
        damaged = bytearray(pickled)
        for _ in range(rng.choice((1, 1, 2, 4))):
            damaged[rng.randrange(len(damaged))] ^= rng.randrange(1, 256)
        try:
            survivor = decode_state(envelope_for(bytes(damaged)))
        except SaveError:
            continue
        loaded += 1
        game.digest(survivor)
        play(survivor, 5)  # whatever got through the checks must still play
    assert 0 < loaded < 600  # both outcomes happen: the test exercises the checks


def test_not_a_save_file(tmp_path: Path) -> None:
    for data in (b"\x89PNG\r\n\x1a\n" + bytes(100), b"hello, world\n" * 10, b"PK\x03\x04", b"x"):
        error = load_bytes(tmp_path, data)
        assert error.reason is Reason.NOT_A_SAVE and "not an Ironbound save file" in str(error)


def test_truncated_inside_the_magic_is_damaged_not_foreign(tmp_path: Path) -> None:
    assert load_bytes(tmp_path, MAGIC[:5]).reason is Reason.DAMAGED
    assert load_bytes(tmp_path, b"").reason is Reason.DAMAGED


def test_missing_and_unreadable(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        load_game(tmp_path / "nothing.sav")
    assert caught.value.reason is Reason.MISSING and "no saved game yet" in str(caught.value)
    with pytest.raises(SaveError) as caught:
        load_game(tmp_path)  # a folder: said plainly (the file tests are in test_save_paths.py)
    assert caught.value.reason is Reason.NOT_A_SAVE and "is a folder" in str(caught.value)


def test_oversized_file_is_refused_without_reading_it_all(
    tmp_path: Path, good: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.save as save

    monkeypatch.setattr(save, "MAX_FILE_BYTES", len(good) - 1)
    assert load_bytes(tmp_path, good).reason is Reason.DAMAGED
    assert load_bytes(tmp_path, b"z" * len(good)).reason is Reason.NOT_A_SAVE
