"""Issue 21, point 1: data nested deeper than any game is refused before it is hashed.

A 258-byte save built a 400,000-deep tuple and used it as a dict key: CPython hashes a tuple in
C with no depth check, and the process died (SIGSEGV). Every load here runs in a child process,
so a crash fails the test instead of ending the test run.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from savetools import envelope_for, pickle_of, played

import game
from game.save import decode_state
from game.save.unpickler import MAX_DATA_NESTING, restricted_loads

REPO = Path(__file__).resolve().parents[1]
PROTO = b"\x80\x04"
NONE, TUPLE1, MARK = b"N", b"\x85", b"("
DEEP = 400_000


def deep_tuple(depth: int) -> bytes:
    """(((None,),),) ``depth`` levels deep, as pickle opcodes."""
    return NONE + TUPLE1 * depth


#: Every door by which a pickle can make the loader hash (or look up) a value it built.
VECTORS: dict[str, bytes] = {
    "dict key (SETITEM)": PROTO + b"}" + deep_tuple(DEEP) + NONE + b"s.",
    "dict key (SETITEMS)": PROTO + b"}" + MARK + deep_tuple(DEEP) + NONE + b"u.",
    "dict key (DICT)": PROTO + MARK + deep_tuple(DEEP) + NONE + b"d.",
    "enum lookup": (PROTO + b"cgame.engine.log\nKind\n" + deep_tuple(DEEP) + TUPLE1 + b"R."),
    "FROZENSET": PROTO + MARK + deep_tuple(DEEP) + b"\x91.",
    "set (ADDITEMS)": PROTO + b"\x8f" + MARK + deep_tuple(DEEP) + b"\x90.",
}

CHILD = """
import json, sys
from game.save import SaveError, decode_state
try:
    decode_state(open(sys.argv[1], "rb").read())
except SaveError as error:
    print(json.dumps({"reason": error.reason.value, "message": str(error)}))
"""


def _env() -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }


def _child(code: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        cwd=REPO,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_258_byte_save_is_that_small() -> None:
    assert len(envelope_for(VECTORS["dict key (SETITEM)"])) <= 300


@pytest.mark.parametrize("name", sorted(VECTORS))
def test_a_deep_tuple_is_refused_before_it_is_hashed(name: str, tmp_path: Path) -> None:
    path = tmp_path / "deep.sav"
    path.write_bytes(envelope_for(VECTORS[name]))
    done = _child(CHILD, str(path))
    assert done.returncode == 0, f"the load killed the process ({done.returncode})"
    said = json.loads(done.stdout)
    assert said["reason"] == "damaged" and "nests deeper than any game" in said["message"]


def test_main_load_says_why_and_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "deep.sav"
    path.write_bytes(envelope_for(VECTORS["dict key (SETITEM)"]))
    before = path.read_bytes()
    done = subprocess.run(
        [sys.executable, "main.py", "--headless", "--load", str(path)],
        cwd=REPO,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2, done.returncode
    assert "is damaged" in done.stderr and "Traceback" not in done.stderr
    assert path.read_bytes() == before


WINDOW = """
import sys
from game.save.slot import SaveSlot
from game.ui.app import App
app = App((800, 600), resizable=False, slot=SaveSlot(sys.argv[1]))
app.play.continue_game()
print(type(app.top).__name__)
print(app.top.message)
"""


def test_the_windows_continue_shows_why(tmp_path: Path) -> None:
    path = tmp_path / "ironbound.sav"
    path.write_bytes(envelope_for(VECTORS["enum lookup"]))
    done = _child(WINDOW, str(path))
    assert done.returncode == 0, f"Continue killed the window ({done.returncode})"
    kind, message = done.stdout.split("\n", 1)
    assert kind == "MessageBox" and "is damaged" in message


@pytest.mark.parametrize("depth", [MAX_DATA_NESTING - 1, MAX_DATA_NESTING])
def test_nesting_up_to_the_limit_is_plain_data(depth: int) -> None:
    raw = PROTO + b"}" + deep_tuple(depth - 1) + NONE + b"s."  # the dict is one level more
    (key,) = restricted_loads(raw)
    for _ in range(depth - 1):
        (key,) = key
    assert key is None


def test_one_level_more_is_refused() -> None:
    from game.save.unpickler import Malformed

    with pytest.raises(Malformed, match="nests deeper"):
        restricted_loads(PROTO + b"}" + deep_tuple(MAX_DATA_NESTING) + NONE + b"s.")
    with pytest.raises(Malformed, match="nests deeper"):  # lists grow by APPEND(S) too
        restricted_loads(PROTO + b"]" + b"]" * MAX_DATA_NESTING + b"a" * MAX_DATA_NESTING + b".")


def test_a_real_game_nests_well_under_the_limit() -> None:
    state = played(6, 400)
    assert game.digest(decode_state(envelope_for(pickle_of(state)))) == game.digest(state)
