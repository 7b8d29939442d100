"""The save file format: a short header (``game.files.header``), then the lzma-compressed pickle
of the state.

Layout (big-endian), format 1::

    magic         8 bytes   b"\\x89IBSAVE\\n"
    format        u16       save-format version (FORMAT_VERSION)
    version_len   u8        \\  the game's version, UTF-8 ("0.1.0")
    version       bytes     /   magic, format and version are the same in every format
    schema        u16       the state's schema (STATE_SCHEMA), for migrations
    length        u64       payload length in bytes
    sha256        32 bytes  SHA-256 of every header byte before it, then the payload
    payload       `length`  xz stream of pickle.dumps(state, protocol=5)

The checksum covers the header fields too, so that no single damaged byte goes unnoticed.
``decode_state`` turns every way a file can be bad into a SaveError and nothing else.
"""

from __future__ import annotations

import contextlib
import gc
import lzma
import pickle
from collections.abc import Iterator
from pathlib import Path

from game.engine.digest import digest
from game.engine.game import STATE_SCHEMA, GameState
from game.engine.recording import under_current_rules, use_fingerprint
from game.files.header import BadHeader, Header, Problem, game_version, pack_file, read_file_header
from game.save import errors
from game.save.errors import SaveError
from game.save.migrations import CannotMigrate, SizeError, can_migrate, check_sizes, migrate
from game.save.unpickler import PROTOCOL, Malformed, Refused, UnknownContent, restricted_loads
from game.save.validate import Invalid, check_state

MAGIC = b"\x89IBSAVE\n"
FORMAT_VERSION = 1

#: No game unpacks to more than this (a long game: under 200 KB); a bigger pickle is damage or
#: a decompression bomb.
MAX_PICKLE_BYTES = 16 * 1024 * 1024
#: The xz preset saves are written with. The default (6) sets up a ~90 MB encoder for a pickle
#: of some 50 KB: that setup was four fifths of a save's compression. Preset 3 writes the same
#: xz format (any reader reads it) within 3% of the default's size, five to eight times faster.
XZ_PRESET = 3
#: Memory the xz decoder may use (preset 6 needs about 9 MiB; preset 3, about 5 MiB).
_LZMA_MEMLIMIT = 128 * 1024 * 1024

PathLike = Path | str | None


# -- writing -------------------------------------------------------------------------------------
def pack(
    payload: bytes,
    schema: int = STATE_SCHEMA,
    game_version: str | None = None,
    format_version: int = FORMAT_VERSION,
) -> bytes:
    """Header + ``payload`` (already compressed). Tests use it to build files by hand."""
    return pack_file(MAGIC, format_version, schema, payload, game_version)


def encode_state(state: GameState, path: PathLike = None) -> bytes:
    """The bytes of a save of ``state``. Raises SaveError if the state cannot be pickled."""
    try:
        pickled = pickle.dumps(state, protocol=PROTOCOL)
    except Exception as exc:  # an unpicklable object crept into the state
        raise errors.unsavable(path, f"{type(exc).__name__}: {exc}") from exc
    return pack(lzma.compress(pickled, preset=XZ_PRESET))


# -- reading -------------------------------------------------------------------------------------
#: How a damaged header is worded for the player.
_DAMAGE = {
    Problem.TRUNCATED: errors.TRUNCATED,
    Problem.EXTRA_DATA: errors.EXTRA_DATA,
    Problem.CHECKSUM: errors.CHECKSUM,
}


def read_header(data: bytes, path: PathLike = None) -> Header:
    """Parse and check the header and checksum of ``data``; SaveError if anything is off."""
    try:
        return read_file_header(data, MAGIC, FORMAT_VERSION)
    except BadHeader as bad:
        if bad.problem is Problem.NOT_OURS:
            raise errors.not_a_save(path) from None
        if bad.problem is Problem.FORMAT:
            make = errors.newer if bad.format > FORMAT_VERSION else errors.older
            raise make(path, bad.game_version, bad.format, None, game_version()) from None
        raise errors.damaged(path, _DAMAGE[bad.problem]) from None


def is_intact(data: bytes) -> bool:
    """True when ``data`` has a good header and checksum (the payload is not unpacked)."""
    try:
        read_header(data)
    except SaveError:
        return False
    return True


def _decompress(payload: bytes | memoryview, path: PathLike) -> bytes:
    decompressor = lzma.LZMADecompressor(format=lzma.FORMAT_XZ, memlimit=_LZMA_MEMLIMIT)
    try:
        pickled = decompressor.decompress(payload, max_length=MAX_PICKLE_BYTES + 1)
    except (lzma.LZMAError, EOFError, MemoryError) as exc:
        raise errors.damaged(path, errors.NO_DECOMPRESS) from exc
    if len(pickled) > MAX_PICKLE_BYTES:
        raise errors.damaged(path, errors.TOO_LARGE)
    if not decompressor.eof or decompressor.unused_data:
        raise errors.damaged(path, errors.NO_DECOMPRESS)
    return pickled


def _unpickle(pickled: bytes, path: PathLike) -> object:
    try:
        return restricted_loads(pickled)
    except Refused as exc:
        raise errors.refused(path, exc.what) from None
    except UnknownContent as exc:
        raise errors.unknown_content(path, exc.what, game_version()) from None
    except Malformed as exc:
        raise errors.damaged(path, f"{errors.NOT_A_GAME}: {exc.what}") from None
    except Exception as exc:  # anything a broken pickle stream can raise
        raise errors.damaged(path, errors.NO_UNPICKLE) from exc


def decode_state(data: bytes, path: PathLike = None, loading: bool = True) -> GameState:
    """The GameState saved in ``data``. Every problem raises SaveError, and only SaveError.

    ``loading`` False: the check a save makes of the bytes it is about to write, held to what
    the game saves rather than to the load limits a margin under it (``game.engine.shape``).

    The cycle collector is paused meanwhile: a load makes thousands of objects, and the
    collections they would set off (walking every one of them, and then the game's) took a
    quarter of the time; the budgets bound what a load can make."""
    with _collector_paused():
        return _decode_state(data, path, loading)


@contextlib.contextmanager
def _collector_paused() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()


def _decode_state(data: bytes, path: PathLike, loading: bool) -> GameState:
    header = read_header(data, path)
    current = STATE_SCHEMA
    if header.schema > current:
        raise errors.newer(path, header.game_version, header.format, header.schema, game_version())
    if not can_migrate(header.schema, current):
        raise errors.older(path, header.game_version, header.format, header.schema, game_version())
    state = _unpickle(_decompress(memoryview(data)[header.size :], path), path)
    try:
        check_sizes(state)  # before a migration walks the floor and the packs
        state = migrate(state, header.schema, current)
        checked = check_state(state, loading)
    except SizeError as exc:
        raise errors.damaged(path, f"{errors.NOT_A_GAME}: {exc}") from None
    except CannotMigrate:
        raise errors.older(
            path, header.game_version, header.format, header.schema, game_version()
        ) from None
    except Invalid as exc:
        raise errors.damaged(path, f"{errors.NOT_A_GAME}: {exc}") from None
    except Exception as exc:  # a migration or a check tripped over nonsense
        raise errors.damaged(path, errors.NOT_A_GAME) from exc
    use_fingerprint(digest)  # the loaded game's recording goes on with its checkpoints
    checked.recording = under_current_rules(checked.recording, checked.turn)
    return checked
