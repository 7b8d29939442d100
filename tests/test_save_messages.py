"""Issue 21, point 3: a message that quotes a file's content quotes a short piece of it. A 10 MB
item id made a 10 MB error message that the window's message box could not draw."""

from __future__ import annotations

import struct

import pytest
from savetools import envelope_for

from game.save import SaveError, decode_state
from game.save.errors import MAX_QUOTE, quoted

PROTO = b"\x80\x04"
HUGE = "x" * 10_000_000


def text(value: str) -> bytes:
    raw = value.encode()
    return b"\x8d" + struct.pack("<Q", len(raw)) + raw  # BINUNICODE8


def call(module: str, name: str, *args: bytes) -> bytes:
    return (
        PROTO
        + b"c"
        + module.encode()
        + b"\n"
        + name.encode()
        + b"\n"
        + b"("
        + b"".join(args)
        + b"tR."
    )


#: Each door by which a file's own words reach a message.
DOORS = {
    "item kind": call("game.content.registry", "item_type", text(HUGE)),
    "creature": call("game.content.registry", "breed", text(HUGE)),
    "message kind": call("game.engine.log", "Kind", text(HUGE)),
    "array type": call("numpy", "dtype", text(HUGE)),
    "global's module": PROTO + b"c" + HUGE.encode() + b"\nsystem\n.",
    "global's name": PROTO + b"cos\n" + HUGE.encode() + b"\n.",
    "global by STACK_GLOBAL": PROTO + text("os") + text(HUGE) + b"\x93.",
}


@pytest.mark.parametrize("door", sorted(DOORS))
def test_a_10_mb_name_in_a_save_makes_a_short_message(door: str) -> None:
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(DOORS[door]))
    message = str(caught.value)
    assert len(message) < 600, f"{len(message):,} characters"
    assert "xxxx" in message  # still quoted, only cut


def test_a_quote_is_cut_and_says_so() -> None:
    assert quoted("sword") == "'sword'"
    cut = quoted(HUGE)
    assert len(cut) <= MAX_QUOTE and "..." in cut and cut.startswith("'xxx")


def test_a_save_error_of_any_length_is_cut() -> None:
    assert len(str(SaveError("y" * 10_000_000, None))) <= 5_000  # type: ignore[arg-type]
