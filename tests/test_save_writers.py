"""Issue 21, point 6: the shape table's ranges match what every writer can store. A recording's
rules number of 70,000 was accepted on load (the range allowed 10^6), but the recording file's
header keeps it in 16 bits: ``--record`` printed a struct.error and F9 crashed the window."""

from __future__ import annotations

import contextlib
import copy
import json
from datetime import datetime
from pathlib import Path

import pytest
from savetools import envelope_for, pickle_of
from test_save_bounds import INT_FIELDS, _instances, _rich

from game.engine.recording import Recording
from game.engine.shape import SHAPES
from game.replay.file import RecordingError, decode_recording, encode, from_state
from game.report import summary
from game.save import Reason, SaveError, decode_state, save_game
from game.save.morgue_file import write_morgue
from game.save.validate import check_state

RULES = next(field.spec for field in SHAPES[Recording] if field.name == "rules")


def test_a_rules_number_beyond_16_bits_is_refused_on_load() -> None:
    state = _rich()
    state.recording.rules = 70_000
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(pickle_of(state)))
    assert caught.value.reason is Reason.DAMAGED and "Recording.rules" in str(caught.value)


def test_the_largest_rules_number_a_save_holds_fits_the_recording_file() -> None:
    state = _rich()
    state.recording.rules = RULES.hi
    with pytest.raises(RecordingError, match="other rules"):  # a clear refusal, no struct.error
        decode_recording(encode(from_state(state, "key")))


def _writers(state, tmp_path: Path) -> None:
    """Everything the game writes a state into: a save, a recording file, the run summary
    file and the JSON line."""
    save_game(state, tmp_path / "ironbound.sav")
    data = encode(from_state(state, "key"))
    with contextlib.suppress(RecordingError):  # read back: a clear refusal at most (a state
        decode_recording(data)  # made up here may have more commands than turns)
    write_morgue(state, tmp_path, datetime(2026, 1, 1))
    json.dumps(summary(state))


@pytest.mark.parametrize("end", ["lo", "hi"])
def test_every_number_at_either_end_of_its_range_can_be_written(end: str, tmp_path: Path) -> None:
    base = _rich()
    written = refused_by_rules = 0
    for cls, name, spec in INT_FIELDS:
        state = copy.deepcopy(base)
        _instances(state, cls)[0].__dict__[name] = getattr(spec, end)
        try:
            check_state(state, loading=False)  # what the game may save
        except Exception:  # the value breaks a rule of the game (HP above its max...)
            refused_by_rules += 1
            continue
        _writers(state, tmp_path)
        written += 1
    assert written >= len(INT_FIELDS) - 8 and written + refused_by_rules == len(INT_FIELDS)
