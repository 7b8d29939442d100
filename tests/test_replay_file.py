"""Damaged and hostile recording files get a clear RecordingError, never a traceback: truncated,
bit-flipped, huge counts, unknown commands, bombs, other formats and rules. Each storm counts
what it covered."""

from __future__ import annotations

import json
import random
import struct
import zlib
from pathlib import Path

import pytest

import game
from game.agents.autoplay import play
from game.engine.recording import RULES_VERSION, BadRecording, decode
from game.replay import file as recfile
from game.replay.file import (
    MAX_BODY_BYTES,
    RecordingError,
    decode_recording,
    encode,
    from_state,
    pack,
    read_recording,
)
from game.replay.player import Replay


@pytest.fixture(scope="module")
def good() -> bytes:
    state = game.new_game(12)
    play(state, 800)
    return encode(from_state(state, "autoplay"))


def body_of(data: bytes) -> bytes:
    """The decompressed body of a good file (the header's size read from it)."""
    version_len = data[10]
    size = 11 + version_len + 10 + 32
    return zlib.decompress(data[size:])


def rebuilt(body: bytes, rules: int = RULES_VERSION) -> bytes:
    """A file with a correct header and checksum around ``body``: it reaches the parser."""
    return pack(zlib.compress(body), rules)


def with_meta(good: bytes, **changes) -> bytes:
    body = body_of(good)
    (meta_len,) = struct.unpack_from(">I", body)
    meta = json.loads(body[4 : 4 + meta_len])
    meta.update(changes)
    raw = json.dumps(meta).encode()
    return rebuilt(struct.pack(">I", len(raw)) + raw + body[4 + meta_len :])


def refused(data: bytes) -> str:
    with pytest.raises(RecordingError) as caught:
        decode_recording(data)
    message = str(caught.value)
    assert message and "Traceback" not in message
    return message


def test_a_good_file_reads_back_whole(good: bytes):
    recording = decode_recording(good)
    assert recording.from_start and recording.seed == 12 and recording.end.turn == 800
    assert recording.steps and recording.checkpoints


def test_every_truncation_is_refused_as_cut_short(good: bytes):
    cuts = sorted(set(range(0, len(good), max(1, len(good) // 150))) | {1, 7, 8, len(good) - 1})
    for cut in cuts:
        message = refused(good[:cut])
        assert "cut short" in message or "not an Ironbound recording" in message, cut
    assert len(cuts) >= 150


def test_every_bit_flip_is_refused(good: bytes):
    rng = random.Random(1)
    positions = rng.sample(range(len(good)), min(300, len(good)))
    kinds = set()
    for at in positions:
        bad = bytearray(good)
        bad[at] ^= 1 << rng.randrange(8)
        kinds.add(refused(bytes(bad)).split("(")[-1][:20])
    assert len(positions) >= 300 or len(positions) == len(good)
    assert len(kinds) >= 2  # checksum, and header fields (format, magic...)


def test_flips_inside_a_consistent_file_reach_the_parser_and_are_refused_or_replay(good: bytes):
    """Damage made before the checksum: the parser and the replay must cope, never crash."""
    body = bytearray(body_of(good))
    rng = random.Random(2)
    outcomes = {"refused": 0, "replayed": 0}
    for _ in range(200):
        bad = bytearray(body)
        bad[rng.randrange(len(bad))] = rng.randrange(256)
        try:
            recording = decode_recording(rebuilt(bytes(bad)))
        except RecordingError:
            outcomes["refused"] += 1
            continue
        replay = Replay(recording)
        replay.run()  # a flipped command is refused by the rules, or goes out of sync
        outcomes["replayed"] += 1
    assert outcomes["refused"] >= 10 and outcomes["replayed"] >= 10, outcomes


@pytest.mark.parametrize(
    ("changes", "says"),
    [
        ({"commands": 10**9}, "'commands'"),
        ({"checkpoints": 10**9}, "'checkpoints'"),
        ({"commands": 3}, "do not add up"),
        ({"seed": 2**600}, "'seed'"),
        ({"seed": "7"}, "'seed'"),
        ({"start_turn": -1}, "'start_turn'"),
        ({"from_start": 1}, "'from_start'"),
        ({"end": {"reason": "boredom", "turn": 1, "depth": 1, "digest": None}}, "no known reason"),
        ({"end": {"reason": "key", "turn": 1, "depth": 1, "digest": "zz"}}, "final digest"),
        ({"end": [1, 2]}, "how it ends"),
    ],
)
def test_huge_counts_and_wrong_fields_are_refused(good: bytes, changes, says):
    assert says in refused(with_meta(good, **changes))


def test_unknown_commands_and_broken_commands_are_refused(good: bytes):
    body = body_of(good)
    (meta_len,) = struct.unpack_from(">I", body)
    meta = json.loads(body[4 : 4 + meta_len])
    head = body[: 4 + meta_len]
    for commands, says in [
        (b"\x63", "unknown command (code 99)"),
        (b"\x0b", "end in the middle"),
        (b"\x0b\x40", "letter out of range"),
        (b"\x0d\x00\x0a", "slot out of range"),
        (b"\x10\x07", "level-up choice"),
        (b"\x0f\x00\x09", "unknown kind of target"),
        (b"\x11\x00\x20abc", "end in the middle"),
        (b"\x11\x00\x02\xff\xfe", "not text"),
        (b"\x11\xff\xff" + b"x" * 65535, "longer than any"),
    ]:
        meta.update(commands=len(commands), checkpoints=0)
        raw = json.dumps(meta).encode()
        message = refused(rebuilt(struct.pack(">I", len(raw)) + raw + commands))
        assert says in message, (commands, message)
    assert head


def test_a_checkpoint_out_of_place_is_refused(good: bytes):
    body = body_of(good)
    (meta_len,) = struct.unpack_from(">I", body)
    meta = json.loads(body[4 : 4 + meta_len])
    cut = 4 + meta_len + meta["commands"]
    point = bytearray(body[cut : cut + 42])
    point[0:4] = struct.pack(">I", meta["commands"] + 5)
    assert "checkpoint" in refused(rebuilt(body[:cut] + bytes(point) + body[cut + 42 :]))


def test_bombs_and_junk_are_refused_before_they_are_built():
    bomb = zlib.compress(b"\x00" * (MAX_BODY_BYTES + 10))
    assert "more than any recording" in refused(pack(bomb))
    assert "does not decompress" in refused(pack(b"not zlib at all"))
    assert "does not decompress" in refused(pack(zlib.compress(b"x") + b"tail"))
    assert "description" in refused(pack(zlib.compress(b"\x00\x00")))
    assert "description" in refused(pack(zlib.compress(b"\xff\xff\xff\xff{}")))
    assert "not readable" in refused(pack(zlib.compress(b"\x00\x00\x00\x02[]")))
    assert "not readable" in refused(pack(zlib.compress(b"\x00\x00\x00\x02\xff\xfe")))
    assert "not an Ironbound recording" in refused(b"")
    assert "not an Ironbound recording" in refused(b"\x80\x04\x95 a pickle")


def test_other_formats_and_other_rules_are_refused_clearly(good: bytes):
    newer = pack(
        zlib.compress(b""), format_version=recfile.FORMAT_VERSION + 1, game_version="9.9.9"
    )
    assert "newer recording format" in refused(newer) and "9.9.9" in refused(newer)
    other = rebuilt(body_of(good), rules=RULES_VERSION + 1)
    message = refused(other)
    assert "other rules" in message and f"rules {RULES_VERSION + 1}" in message
    assert "extra bytes" in refused(good + b"\x00")


def test_reading_files_refuses_what_is_not_one(tmp_path: Path, good: bytes):
    with pytest.raises(RecordingError, match="no recording"):
        read_recording(tmp_path / "none.ibrec")
    with pytest.raises(RecordingError, match="not a file"):
        read_recording(tmp_path)
    (tmp_path / "ok.ibrec").write_bytes(good)
    assert read_recording(tmp_path / "ok.ibrec").seed == 12


def random_command(rng: random.Random) -> bytes:
    """Any well-formed command, with any letter, slot, stat, tile or creature in it."""
    letter = rng.choice([*range(26), 255])
    code = rng.randrange(17)
    if code < 11 or code == 16:
        return bytes((code,)) if code < 11 else bytes((16, rng.randrange(3)))
    if code == 13:
        return bytes((13, letter, rng.randrange(10)))
    if code != 15:
        return bytes((code, letter))
    kind = rng.randrange(5)
    spot = struct.pack(">hh", rng.randrange(-3, 90), rng.randrange(-3, 50))
    target = {0: b"", 1: spot, 2: spot + bytes((rng.randrange(3),)), 3: bytes((letter,)), 4: b""}[
        kind
    ]
    return bytes((15, letter, kind)) + target


def test_hostile_but_well_formed_commands_are_refused_by_the_rules_never_crash():
    from dataclasses import replace

    rng = random.Random(3)
    base = decode_recording(encode(from_state(game.new_game(5), "autoplay")))
    replayed = refusals = 0
    for _ in range(8):
        commands = b"".join(random_command(rng) for _ in range(300))
        replay = Replay(
            replace(base, commands=commands, checkpoints=(), end=replace(base.end, digest=None))
        )
        replay.run()
        replayed += replay.position
        refusals += sum(step.name == "refused" for step in decode(replay.state.recording.commands))
    assert replayed == 8 * 300 and refusals >= 300


def test_random_bytes_are_commands_or_a_clear_refusal():
    rng = random.Random(4)
    outcomes = {"decoded": 0, "refused": 0}
    for _ in range(300):
        data = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 30)))
        try:
            steps = decode(data)
        except BadRecording as bad:
            assert "byte" in str(bad) or "commands" in str(bad)
            outcomes["refused"] += 1
            continue
        outcomes["decoded"] += 1
        assert steps[-1].end == len(data)
    assert outcomes["refused"] >= 100 and outcomes["decoded"] >= 1, outcomes
