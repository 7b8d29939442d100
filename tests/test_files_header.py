"""A save and a recording share one header (``game.files.header``, issue 22 point 7): the same
bytes but for the magic, each kind refuses the other, and every header problem is told in each
kind's own words."""

from __future__ import annotations

import struct

import pytest

from game.replay import file as recording_file
from game.replay.file import RecordingError, decode_recording
from game.save import Reason, SaveError, decode_state
from game.save import envelope as save_file

PAYLOAD = b"a compressed payload"


def _save_problem(data: bytes) -> str:
    with pytest.raises(SaveError) as caught:
        decode_state(data)
    error = caught.value
    if error.reason is Reason.DAMAGED:
        return str(error).split("(", 1)[1].split(")", 1)[0]
    return error.reason.value


def _recording_problem(data: bytes) -> str:
    with pytest.raises(RecordingError) as caught:
        decode_recording(data)
    message = str(caught.value)
    return message.split("(", 1)[1].split(")", 1)[0] if "is damaged" in message else message


def test_a_save_and_a_recording_have_the_same_header_but_for_the_magic() -> None:
    save = save_file.pack(PAYLOAD, 3, "9.9.9")
    recording = recording_file.pack(PAYLOAD, 3, "9.9.9")
    assert save[:8] == save_file.MAGIC and recording[:8] == recording_file.MAGIC
    head = len(save) - len(PAYLOAD) - 32  # the checksum covers the magic: it differs too
    assert save[8:head] == recording[8:head] and save[-len(PAYLOAD) :] == PAYLOAD
    assert recording[-len(PAYLOAD) :] == PAYLOAD


def test_each_kind_refuses_the_other() -> None:
    recording = recording_file.pack(PAYLOAD)
    assert _save_problem(recording) == Reason.NOT_A_SAVE.value
    assert "is not an Ironbound recording" in _recording_problem(save_file.pack(PAYLOAD))


def _damages(good: bytes) -> dict[str, bytes]:
    """The same damage to a file of either kind (the version is 5 bytes long)."""
    version_end = 8 + 2 + 1 + 5
    return {
        "cut in the prefix": good[:9],
        "cut in the version": good[: version_end - 1],
        "cut in the fields": good[: version_end + 3],
        "cut in the payload": good[:-1],
        "extra data": good + b"\x00",
        "checksum": good[:-1] + bytes([good[-1] ^ 1]),
        "a newer format": good[:8] + struct.pack(">H", 7) + good[10:],
        "an older format": good[:8] + struct.pack(">H", 0) + good[10:],
    }


SAID = {  # what each kind says of each damage: (the save's words, the recording's words)
    "cut in the prefix": ("it is cut short", "it is cut short"),
    "cut in the version": ("it is cut short", "it is cut short"),
    "cut in the fields": ("it is cut short", "it is cut short"),
    "cut in the payload": ("it is cut short", "it is cut short"),
    "extra data": ("it has unexpected data after its end", "extra bytes after its end"),
    "checksum": (
        "its checksum does not match: it changed after it was saved",
        "its checksum does not match",
    ),
    "a newer format": (Reason.INCOMPATIBLE.value, "a newer recording format (7)"),
    "an older format": (Reason.INCOMPATIBLE.value, "an older recording format (0)"),
}


@pytest.mark.parametrize("damage", sorted(SAID))
def test_every_header_problem_is_told_in_each_kinds_words(damage: str) -> None:
    save = _damages(save_file.pack(PAYLOAD, game_version="0.1.0"))[damage]
    recording = _damages(recording_file.pack(PAYLOAD, game_version="0.1.0"))[damage]
    said_by_save, said_by_recording = SAID[damage]
    assert _save_problem(save) == said_by_save
    assert said_by_recording in _recording_problem(recording)
