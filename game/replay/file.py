"""The recording file: the save's header (``game.files.header``), then zlib-compressed plain data.

Layout (big-endian), format 1::

    magic         8 bytes   b"\\x89IBREPL\\n"
    format        u16       recording-format version (FORMAT_VERSION)
    version_len   u8        \\  the game's version, UTF-8 ("0.1.0")
    version       bytes     /
    rules         u16       the rules it was recorded under (``RULES_VERSION``)
    length        u64       payload length in bytes
    sha256        32 bytes  SHA-256 of every header byte before it, then the payload
    payload       `length`  zlib stream of the body

    body:  meta_len u32 | meta (JSON, UTF-8) | commands | checkpoints

The meta is a JSON object: ``seed``, ``from_start``, ``start_turn``, the sizes of the two
sections, and ``end`` (why the file was written, its turn, floor and the state's digest, or
null where no digest can be compared: a crash, a full recording). Commands and checkpoints are
the packed bytes of ``game.engine.recording``. Nothing is ever unpickled: a hostile file can
only be refused. ``read_recording`` turns every way a file can be bad into a RecordingError
with a message for the player, and checks every size against a budget before using it.
"""

from __future__ import annotations

import json
import struct
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine.recording import (
    CHECKPOINT,
    COMMAND_LIMIT,
    MAX_CHECKPOINTS,
    MAX_COMMAND_BYTES,
    RULES_VERSION,
    BadRecording,
    Step,
    decode,
    scan_steps,
    takes_a_turn,
)
from game.files.header import BadHeader, Problem, game_version, pack_file, read_file_header

MAGIC = b"\x89IBREPL\n"
FORMAT_VERSION = 1
SUFFIX = ".ibrec"
_META_LEN = struct.Struct(">I")

#: Budgets: no recording this game writes comes near them.
MAX_META_BYTES = 64 * 1024
MAX_BODY_BYTES = (
    _META_LEN.size + MAX_META_BYTES + MAX_COMMAND_BYTES + MAX_CHECKPOINTS * CHECKPOINT.size
)
MAX_FILE_BYTES = MAX_BODY_BYTES + 1024
#: As many commands as the largest command section could hold.
MAX_STEPS = MAX_COMMAND_BYTES
SEED_LIMIT = 2**512
MAX_TURN = 10**9
#: Why a recording file was written.
REASONS = ("death", "victory", "key", "crash", "autoplay", "replay", "abandoned")


class RecordingError(Exception):
    """The only exception a bad recording file raises; ``str()`` is the message to show."""


@dataclass(frozen=True)
class Checkpoint:
    """The state after a descent: where in the commands (bytes), turn, floor, digest (hex)."""

    offset: int
    turn: int
    depth: int
    digest: str


@dataclass(frozen=True)
class End:
    """Why the file was written and the state then; ``digest`` None: nothing to compare."""

    reason: str
    turn: int
    depth: int
    digest: str | None


@dataclass(frozen=True)
class RecordingFile:
    """A recording as plain data: what a replay needs, and no game object."""

    game_version: str
    rules: int
    seed: int
    from_start: bool
    start_turn: int
    commands: bytes
    checkpoints: tuple[Checkpoint, ...]
    end: End

    @property
    def steps(self) -> list[Step]:
        """The commands, decoded all at once (the file was checked when read, so this cannot
        fail): for tools and tests; a replay decodes them one at a time as it goes."""
        return decode(self.commands)


# -- from a game ---------------------------------------------------------------------------------
def unpack_checkpoints(data: bytes | bytearray) -> tuple[Checkpoint, ...]:
    return tuple(
        Checkpoint(offset, turn, depth, raw.hex())
        for offset, turn, depth, raw in CHECKPOINT.iter_unpack(bytes(data))
    )


def from_state(state: Any, reason: str) -> RecordingFile:
    """The recording of the game ``state`` as it is now, written for ``reason``.

    A crash leaves no digest to compare (the state may be half-way through a command); nor does
    a full recording (the game went on past its last command)."""
    from game import __version__
    from game.engine.digest import digest

    recording = state.recording
    comparable = reason != "crash" and not recording.full
    return RecordingFile(
        game_version=__version__,
        rules=recording.rules,
        seed=state.seed,
        from_start=recording.from_start,
        start_turn=recording.start_turn,
        commands=bytes(recording.commands),
        checkpoints=unpack_checkpoints(recording.checkpoints),
        end=End(reason, state.turn, state.depth, digest(state) if comparable else None),
    )


# -- writing -------------------------------------------------------------------------------------
def encode(recording: RecordingFile, format_version: int = FORMAT_VERSION) -> bytes:
    """The bytes of the file for ``recording``."""
    end = recording.end
    meta = json.dumps(
        {
            "seed": recording.seed,
            "from_start": recording.from_start,
            "start_turn": recording.start_turn,
            "commands": len(recording.commands),
            "checkpoints": len(recording.checkpoints),
            "end": {
                "reason": end.reason,
                "turn": end.turn,
                "depth": end.depth,
                "digest": end.digest,
            },
        },
        separators=(",", ":"),
    ).encode()
    checkpoints = b"".join(
        CHECKPOINT.pack(c.offset, c.turn, c.depth, bytes.fromhex(c.digest))
        for c in recording.checkpoints
    )
    body = _META_LEN.pack(len(meta)) + meta + recording.commands + checkpoints
    return pack(zlib.compress(body, 9), recording.rules, recording.game_version, format_version)


def pack(
    payload: bytes,
    rules: int = RULES_VERSION,
    game_version: str | None = None,
    format_version: int = FORMAT_VERSION,
) -> bytes:
    """Header + ``payload`` (already compressed). Tests use it to build files by hand."""
    return pack_file(MAGIC, format_version, rules, payload, game_version)


def write_recording(recording: RecordingFile, path: Path | str) -> Path:
    """Write ``recording`` to ``path`` atomically (a temporary file, then a rename)."""
    from game.files.atomic import replace_file

    path = Path(path)
    replace_file(path, encode(recording), None, lambda _old: True)
    return path


# -- reading -------------------------------------------------------------------------------------
def _named(path: Path | str | None) -> str:
    return "The recording" if path is None else f"The recording {Path(path).name}"


def damaged(path: Path | str | None, detail: str) -> RecordingError:
    return RecordingError(f"{_named(path)} is damaged ({detail}); it cannot be replayed.")


def read_recording(path: Path | str) -> RecordingFile:
    """The recording in the file ``path``; RecordingError (only) if it cannot be read."""
    from game.files.atomic import NotAFile, read_regular

    try:
        data = read_regular(Path(path), MAX_FILE_BYTES)
    except FileNotFoundError:
        raise RecordingError(f"There is no recording at {path}.") from None
    except NotAFile:
        raise RecordingError(f"{path} is not a file: it cannot be a recording.") from None
    except OSError as exc:
        raise RecordingError(f"{_named(path)} cannot be read: {exc.strerror or exc}.") from None
    if len(data) > MAX_FILE_BYTES:
        raise RecordingError(f"{_named(path)} is far bigger than any recording; it is not one.")
    return decode_recording(data, path)


def decode_recording(data: bytes, path: Path | str | None = None) -> RecordingFile:
    """The recording in ``data``. Every problem raises RecordingError, and only that."""
    try:
        return _decode(data, path)
    except RecordingError:
        raise
    except Exception as exc:  # a check missed something: still a clear refusal, no traceback
        raise damaged(path, f"{type(exc).__name__}") from None


def _decode(data: bytes, path: Path | str | None) -> RecordingFile:
    if len(data) > MAX_FILE_BYTES:
        raise RecordingError(f"{_named(path)} is far bigger than any recording; it is not one.")
    try:
        if not data:  # no recording (a save that is empty is one cut short)
            raise BadHeader(Problem.NOT_OURS)
        header = read_file_header(data, MAGIC, FORMAT_VERSION)
    except BadHeader as bad:
        raise _unreadable(bad, path) from None
    version, rules = header.game_version, header.schema  # a recording's schema: its rules
    if rules != RULES_VERSION:
        raise RecordingError(
            f"{_named(path)} was made under other rules (rules {rules}, Ironbound {version}); "
            f"this copy plays rules {RULES_VERSION} (Ironbound {game_version()}), so the same "
            "commands would make a different game. Replay it with the version that made it."
        )
    body = _decompress(memoryview(data)[header.size :], path)
    return _parse_body(body, version, rules, path)


def _unreadable(bad: BadHeader, path: Path | str | None) -> RecordingError:
    """The player's words for a header that does not read."""
    if bad.problem is Problem.NOT_OURS:
        return RecordingError(f"{_named(path)} is not an Ironbound recording.")
    if bad.problem is Problem.FORMAT:
        which = "a newer" if bad.format > FORMAT_VERSION else "an older"
        return RecordingError(
            f"{_named(path)} was written by Ironbound {bad.game_version} in "
            f"{which} recording format ({bad.format}); this copy "
            f"({game_version()}) reads format {FORMAT_VERSION} only."
        )
    return damaged(path, _DAMAGE[bad.problem])


#: How a damaged header is worded for the player.
_DAMAGE = {
    Problem.TRUNCATED: "it is cut short",
    Problem.EXTRA_DATA: "extra bytes after its end",
    Problem.CHECKSUM: "its checksum does not match",
}


def _decompress(payload: memoryview, path: Path | str | None) -> bytes:
    inflater = zlib.decompressobj()
    try:
        body = inflater.decompress(payload, MAX_BODY_BYTES + 1)
    except zlib.error:
        raise damaged(path, "it does not decompress") from None
    if len(body) > MAX_BODY_BYTES:
        raise damaged(path, "it unpacks to more than any recording holds")
    if not inflater.eof or inflater.unused_data:
        raise damaged(path, "it does not decompress")
    return body


def _parse_body(body: bytes, version: str, rules: int, path: Path | str | None) -> RecordingFile:
    if len(body) < _META_LEN.size:
        raise damaged(path, "no description")
    (meta_len,) = _META_LEN.unpack_from(body)
    if meta_len > MAX_META_BYTES or _META_LEN.size + meta_len > len(body):
        raise damaged(path, "its description has an impossible size")
    try:
        meta = json.loads(body[_META_LEN.size : _META_LEN.size + meta_len].decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise damaged(path, "its description is not readable") from None
    if type(meta) is not dict:
        raise damaged(path, "its description is not readable")
    seed = _whole(meta, "seed", -SEED_LIMIT, SEED_LIMIT, path)
    start_turn = _whole(meta, "start_turn", 0, MAX_TURN, path)
    command_bytes = _whole(meta, "commands", 0, MAX_COMMAND_BYTES, path)
    checkpoint_count = _whole(meta, "checkpoints", 0, MAX_CHECKPOINTS, path)
    from_start = meta.get("from_start")
    if type(from_start) is not bool:
        raise damaged(path, "'from_start' is not true or false")
    end = _end(meta.get("end"), path)
    at = _META_LEN.size + meta_len
    if len(body) != at + command_bytes + checkpoint_count * CHECKPOINT.size:
        raise damaged(path, "its sections do not add up to its size")
    commands = body[at : at + command_bytes]
    if end.digest is None and end.reason != "crash" and command_bytes < COMMAND_LIMIT:
        raise damaged(
            path, "it ends without the digest to compare (only a crash or a full recording does)"
        )
    checkpoints = unpack_checkpoints(body[at + command_bytes :])
    _check_commands(commands, checkpoints, start_turn, end, path)
    return RecordingFile(version, rules, seed, from_start, start_turn, commands, checkpoints, end)


def _check_commands(
    commands: bytes,
    checkpoints: tuple[Checkpoint, ...],
    start_turn: int,
    end: End,
    path: Path | str | None,
) -> None:
    """Every command reads, every checkpoint falls just after one (in order), and the commands
    take no more turns than the recording had from its start to its end. One pass that keeps
    no command: a recording's commands are decoded again as it is replayed."""
    last = (0, 0)
    for point in checkpoints:
        if (point.offset, point.turn) < last:
            raise damaged(path, "a checkpoint out of place")
        last = (point.offset, point.turn)
    turns = crashes = count = matched = 0
    try:
        for name, step_end in scan_steps(commands):
            count += 1
            if count > MAX_STEPS:
                raise damaged(path, f"more than {MAX_STEPS:,} commands")
            if matched < len(checkpoints) and checkpoints[matched].offset < step_end:
                raise damaged(path, "a checkpoint out of place")
            while matched < len(checkpoints) and checkpoints[matched].offset == step_end:
                matched += 1
            if takes_a_turn(name):
                turns += 1
            elif name == "crash":  # the command under way may not have ended its turn
                crashes += 1
    except BadRecording as bad:
        raise damaged(path, f"{bad}") from None
    if matched < len(checkpoints):
        raise damaged(path, "a checkpoint out of place")
    if end.turn < start_turn or turns > end.turn - start_turn + crashes:
        raise damaged(
            path,
            f"its commands take {turns:,} turns, more than it had from turn "
            f"{start_turn:,} to its end at turn {end.turn:,}",
        )


def _whole(meta: dict[str, Any], key: str, lo: int, hi: int, path: Path | str | None) -> int:
    value = meta.get(key)
    if type(value) is not int or not lo <= value <= hi:
        raise damaged(path, f"{key!r} is not a whole number in range")
    return value


def _end(end: object, path: Path | str | None) -> End:
    if type(end) is not dict:
        raise damaged(path, "it does not say how it ends")
    reason, digest = end.get("reason"), end.get("digest")
    if reason not in REASONS:
        raise damaged(path, "it ends for no known reason")
    if digest is not None and not (
        type(digest) is str and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)
    ):
        raise damaged(path, "its final digest is not one")
    return End(
        reason,
        _whole(end, "turn", 0, MAX_TURN, path),
        _whole(end, "depth", 0, 10_000, path),
        digest,
    )
