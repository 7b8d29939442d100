"""Issue 21, point 5: text in a save is valid Unicode that encodes to UTF-8, checked on load.
Lone surrogates ('\\ud800') in a name or a message passed the shape check, then crashed the
morgue writer (and the dead run's save was not deleted), the window at death and the recording
of a refused command."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime
from pathlib import Path

import pytest
from savetools import envelope_for, pickle_of, played

from game.engine.recording import Recording
from game.engine.shape import SHAPES, Text, TextMap, TextSet
from game.save import Reason, SaveError, decode_state, save_game
from game.save.morgue_file import write_morgue

REPO = Path(__file__).resolve().parents[1]
BAD = "Orc\ud800"  # a lone surrogate: a str, but no UTF-8 holds it


def _state():
    state = played(8, 200)
    state.cause = "Orc"
    state.kills_by_breed = {"orc": 2}
    state.learned = {"ring_of_protection"}
    return state


def _spoil(state, cls: type, name: str, part: str) -> None:
    """Put a lone surrogate into ``part`` ("text", "key", "value") of the field."""
    target = state if cls is type(state) else state.messages.messages[-1]
    value = getattr(target, name)
    if part == "text":
        setattr(target, name, BAD)
    elif part == "member":
        setattr(target, name, {*value, BAD})
    elif part == "key":
        setattr(target, name, {**value, BAD: next(iter(value.values()))})
    else:
        setattr(target, name, {key: BAD for key in value})


def _text_fields() -> list[tuple[type, str, str]]:
    """Every saved field that holds text, and each part of it that does."""
    found = []
    for cls, fields in SHAPES.items():
        for field in fields:
            spec = field.spec
            if isinstance(spec, Text):
                found.append((cls, field.name, "text"))
            elif isinstance(spec, TextSet):
                found.append((cls, field.name, "member"))
            elif isinstance(spec, TextMap):
                found.append((cls, field.name, "key"))
                if isinstance(spec.values, Text):
                    found.append((cls, field.name, "value"))
    return found


TEXT_FIELDS = _text_fields()


def test_every_text_field_is_covered() -> None:
    assert {(c.__name__, n) for c, n, _ in TEXT_FIELDS} >= {
        ("GameState", "cause"),
        ("GameState", "kills_by_breed"),
        ("GameState", "appearances"),
        ("GameState", "learned"),
        ("Message", "text"),
    }
    assert len(TEXT_FIELDS) >= 6  # and any text field added since


@pytest.mark.parametrize(
    ("cls", "name", "part"), TEXT_FIELDS, ids=[f"{c.__name__}.{n}.{p}" for c, n, p in TEXT_FIELDS]
)
def test_a_lone_surrogate_in_saved_text_is_refused(cls: type, name: str, part: str) -> None:
    state = _state()
    _spoil(state, cls, name, part)
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(pickle_of(state)))
    assert caught.value.reason is Reason.DAMAGED and "not valid text" in str(caught.value)


def test_control_what_a_surrogate_breaks_further_on(tmp_path: Path) -> None:
    """Why text is checked on load: the morgue and the recording encode text as UTF-8."""
    state = _state()
    state.log(f"The {BAD} hits you.")
    with pytest.raises(UnicodeEncodeError):
        write_morgue(state, tmp_path, datetime(2026, 1, 1))
    with pytest.raises(UnicodeEncodeError):
        Recording().refused(f"The {BAD} is in the way.")


def test_the_cli_refuses_the_save_and_keeps_it(tmp_path: Path) -> None:
    state = _state()
    path = tmp_path / "ironbound.sav"
    save_game(state, path)  # a good save: then its text spoiled behind a good checksum
    state.messages.messages[-1].text = BAD
    path.write_bytes(envelope_for(pickle_of(state)))
    before = path.read_bytes()
    done = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--headless",
            "--load",
            str(path),
            "--autoplay",
            "5",
            "--save",
            str(path),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2 and "not valid text" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr and path.read_bytes() == before


def test_good_unicode_is_kept() -> None:
    state = _state()
    state.messages.messages[-1].text = "Ünïcødé ✓ 𝔊"
    loaded = decode_state(envelope_for(pickle_of(state)))
    assert loaded.messages.messages[-1].text == "Ünïcødé ✓ 𝔊"
