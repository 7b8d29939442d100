"""A tiny deterministic PNG writer (RGBA, 8 bits per channel).

Only ``zlib`` and ``struct``: no timestamps, no optional chunks, filter type 0 on
every row and a fixed compression level, so the same pixels always give the same
bytes on the same zlib.
"""

from __future__ import annotations

import struct
import zlib
from collections.abc import Sequence
from pathlib import Path

RGBA = tuple[int, int, int, int]

SIGNATURE = b"\x89PNG\r\n\x1a\n"
COMPRESSION_LEVEL = 9


def _chunk(kind: bytes, data: bytes) -> bytes:
    """One PNG chunk: length, type, data, CRC of type + data."""
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def encode_png(width: int, height: int, pixels: Sequence[RGBA]) -> bytes:
    """Encode ``pixels`` (row-major RGBA tuples, ``width * height`` of them) as PNG bytes."""
    if width <= 0 or height <= 0:
        raise ValueError("width and height must be positive")
    if len(pixels) != width * height:
        raise ValueError(f"expected {width * height} pixels, got {len(pixels)}")
    raw = bytearray()
    for y in range(height):
        raw.append(0)  # filter type 0 (None)
        for r, g, b, a in pixels[y * width : (y + 1) * width]:
            raw += bytes((r, g, b, a))
    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        SIGNATURE
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(bytes(raw), COMPRESSION_LEVEL))
        + _chunk(b"IEND", b"")
    )


def write_png(path: str | Path, width: int, height: int, pixels: Sequence[RGBA]) -> None:
    """Write ``pixels`` to ``path`` as an RGBA PNG."""
    Path(path).write_bytes(encode_png(width, height, pixels))
