"""The header a save and a recording share: which kind of file, which format, which game wrote
it, and a checksum over every byte.

Layout (big-endian)::

    magic         8 bytes   the kind of file (a save's, a recording's)
    format        u16       the file format's version
    version_len   u8        \\  the game's version, UTF-8 ("0.1.0")
    version       bytes     /   magic, format and version are the same in every format
    schema        u16       the payload's own version: a save's state schema, a recording's rules
    length        u64       payload length in bytes
    sha256        32 bytes  SHA-256 of every header byte before it, then the payload
    payload       `length`

``read_file_header`` raises BadHeader naming the problem; each kind of file words it for the
player in its own way (``game.save.envelope``, ``game.replay.file``).
"""

from __future__ import annotations

import hashlib
import struct
from dataclasses import dataclass
from enum import Enum

_PREFIX = struct.Struct(">8sHB")  # magic, format, version length
_FIELDS = struct.Struct(">HQ")  # schema, payload length
_DIGEST_SIZE = 32


def game_version() -> str:
    """This copy's version ("0.1.0")."""
    from game import __version__

    return __version__


@dataclass(frozen=True)
class Header:
    """The fields of a file's header; ``size`` is where the payload starts."""

    format: int
    game_version: str
    schema: int
    length: int
    digest: bytes
    size: int


class Problem(Enum):
    """What is wrong with a file's header."""

    NOT_OURS = "not this kind of file"
    TRUNCATED = "cut short"
    EXTRA_DATA = "more bytes than the header says"
    CHECKSUM = "checksum mismatch"
    FORMAT = "another file format"


class BadHeader(Exception):
    """The header does not read; with FORMAT, ``format`` and ``game_version`` say whose it is."""

    def __init__(self, problem: Problem, format: int = 0, game_version: str = "") -> None:
        super().__init__(problem.value)
        self.problem = problem
        self.format = format
        self.game_version = game_version


def pack_file(
    magic: bytes, format_version: int, schema: int, payload: bytes, version: str | None = None
) -> bytes:
    """The header for ``payload`` (already compressed), then the payload; ``version``: the
    game's (this copy's by default)."""
    encoded = (game_version() if version is None else version).encode()
    head = (
        _PREFIX.pack(magic, format_version, len(encoded))
        + encoded
        + _FIELDS.pack(schema, len(payload))
    )
    digest = hashlib.sha256(head)
    digest.update(payload)
    return head + digest.digest() + payload


def read_file_header(data: bytes, magic: bytes, format_version: int) -> Header:
    """Parse and check the header and checksum of ``data``, a file of the kind ``magic`` in
    the format ``format_version``; BadHeader if anything is off."""
    if not data.startswith(magic[: len(data)]):
        raise BadHeader(Problem.NOT_OURS)
    if len(data) < _PREFIX.size:
        raise BadHeader(Problem.TRUNCATED)
    _, fmt, version_len = _PREFIX.unpack_from(data)
    fields_at = _PREFIX.size + version_len
    if len(data) < fields_at:
        raise BadHeader(Problem.TRUNCATED)
    version = data[_PREFIX.size : fields_at].decode("utf-8", errors="replace")
    if not version.isprintable():
        version = repr(version)
    if fmt != format_version:
        raise BadHeader(Problem.FORMAT, fmt, version)
    size = fields_at + _FIELDS.size + _DIGEST_SIZE
    if len(data) < size:
        raise BadHeader(Problem.TRUNCATED)
    schema, length = _FIELDS.unpack_from(data, fields_at)
    digest = data[size - _DIGEST_SIZE : size]
    if len(data) - size < length:
        raise BadHeader(Problem.TRUNCATED)
    if len(data) - size > length:
        raise BadHeader(Problem.EXTRA_DATA)
    check = hashlib.sha256(memoryview(data)[: size - _DIGEST_SIZE])
    check.update(memoryview(data)[size:])
    if check.digest() != digest:
        raise BadHeader(Problem.CHECKSUM)
    return Header(fmt, version, schema, length, digest, size)
