"""Hostile saves are refused with SaveError and run nothing; only the allowlist is reachable."""

from __future__ import annotations

import builtins
import functools
import io
import lzma
import os
import pickle
import runpy
import shlex
import subprocess
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path

import pytest
from savetools import envelope_for, file_state, pickle_of, played

import game
from game.content import ITEM_TYPES, create_actor, create_item
from game.engine.ai import ConfusedAI
from game.engine.game import GameState
from game.engine.log import Kind
from game.save import Reason, SaveError, decode_state, load_game, save_game
from game.save.envelope import read_header
from game.save.unpickler import Refused, RestrictedUnpickler, allowed_globals
from tests.scenario import mid_game


class Call:
    """Pickles as "call ``func`` with ``args``" (the classic pickle exploit)."""

    def __init__(self, func: Callable, *args: object) -> None:
        self.func, self.args = func, args

    def __reduce__(self):
        return self.func, self.args


def touch_command(marker: Path) -> list[str]:
    return [sys.executable, "-c", f"open({str(marker)!r}, 'w').close()"]


def payloads(marker: Path) -> dict[str, object]:
    """Objects whose unpickling creates ``marker``, each through a different door."""
    command = touch_command(marker)
    code = f"open({str(marker)!r}, 'w').close()"
    script = marker.with_name("script.py")
    script.write_text(code + "\n")
    return {
        "os.system": Call(os.system, shlex.join(command)),
        "os.popen": Call(os.popen, shlex.join(command)),
        "builtins.eval": Call(builtins.eval, code),
        "builtins.exec": Call(builtins.exec, code),
        "builtins.open": Call(builtins.open, str(marker), "w"),
        "subprocess.call": Call(subprocess.call, command),
        "subprocess.Popen": Call(subprocess.Popen, command),
        "subprocess.check_output": Call(subprocess.check_output, command),
        "functools.partial": Call(functools.partial(builtins.exec, code)),
        "runpy.run_path": Call(runpy.run_path, str(script)),
        "pickle.loads": Call(pickle.loads, pickle.dumps(Call(builtins.exec, code))),
        "game.save.save_game": Call(save_game, played(1, 0), str(marker)),
        "Path.touch": Call(Path.touch, marker),
    }


def run_and_settle(result: object) -> None:
    """Wait for what a payload started (a process, a pipe, a file) to finish."""
    if isinstance(result, subprocess.Popen):
        result.wait()
    elif hasattr(result, "close"):
        result.close()


DOORS = (
    "os.system",
    "os.popen",
    "builtins.eval",
    "builtins.exec",
    "builtins.open",
    "subprocess.call",
    "subprocess.Popen",
    "subprocess.check_output",
    "functools.partial",
    "runpy.run_path",
    "pickle.loads",
    "game.save.save_game",
    "Path.touch",
)


@pytest.mark.parametrize("door", DOORS)
@pytest.mark.parametrize("protocol", [0, 2, 5])
def test_hostile_pickles_are_refused_and_run_nothing(
    door: str, protocol: int, tmp_path: Path
) -> None:
    marker = tmp_path / "pwned"
    payload = payloads(marker)[door]
    # control: an ordinary unpickle really does the side effect...
    stream = pickle.dumps(payload, protocol)
    run_and_settle(pickle.loads(stream))
    assert marker.exists(), f"the {door} payload should work on a plain pickle.loads"
    marker.unlink()
    # ...and our loader refuses it, whether alone or hidden deep inside a real game.
    state = played(2, 20)
    state.player.inventory.items.append(payload)
    for hostile in (stream, pickle.dumps(state, protocol)):
        path = tmp_path / "hostile.sav"
        path.write_bytes(envelope_for(hostile))
        before = file_state(path)
        with pytest.raises(SaveError) as caught:
            load_game(path)
        assert caught.value.reason is Reason.REFUSED, caught.value
        assert "nothing in it was run" in str(caught.value)
        assert not marker.exists()
        assert file_state(path) == before


def test_the_refused_global_is_named(tmp_path: Path) -> None:
    raw = b"cos\nsystem\n(S'echo pwned'\ntR."  # protocol 0, spelled out by hand
    with pytest.raises(SaveError) as caught:
        load_game(_write(tmp_path, envelope_for(raw)))
    assert "(os.system)" in str(caught.value)
    raw = pickle.dumps(builtins.eval, protocol=5)  # a reference to the function itself
    with pytest.raises(SaveError) as caught:
        load_game(_write(tmp_path, envelope_for(raw)))
    assert "(builtins.eval)" in str(caught.value)


def _write(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "crafted.sav"
    path.write_bytes(data)
    return path


def _refused(raw: bytes) -> SaveError:
    """The SaveError a save file around the pickle ``raw`` is refused with."""
    with pytest.raises(SaveError) as caught:
        decode_state(envelope_for(raw))
    return caught.value


def test_build_cannot_change_a_game_class() -> None:
    act = GameState.act
    # GLOBAL GameState; BUILD with slot state {"act": 1}: would be setattr(GameState, "act", 1)
    raw = b"\x80\x02cgame.engine.game\nGameState\nN}X\x03\x00\x00\x00actK\x01s\x86b."
    error = _refused(raw)
    assert error.reason is Reason.REFUSED and "changes to the game's own class" in str(error)
    assert GameState.act is act


def test_build_cannot_change_a_shared_item_kind_or_message_kind() -> None:
    sword = ITEM_TYPES["sword"]
    wearable = sword.equippable
    raw = (
        b"\x80\x02cgame.engine.kinds\nitem_type\nX\x05\x00\x00\x00sword\x85R"
        b"}X\n\x00\x00\x00equippableNsb."
    )
    error = _refused(raw)
    assert error.reason is Reason.REFUSED and "changes to the game's own data" in str(error)
    assert sword.equippable is wearable and ITEM_TYPES["sword"] is sword
    raw = (
        b"\x80\x02cgame.engine.log\nKind\nX\x04\x00\x00\x00info\x85R}X\x04\x00\x00\x00evilK\x01sb."
    )
    error = _refused(raw)
    assert error.reason is Reason.REFUSED and "changes to the game's own data" in str(error)
    assert not hasattr(Kind.INFO, "evil")


def test_a_tampered_file_says_so(tmp_path: Path) -> None:
    raw = b"\x80\x02cgame.engine.game\nGameState\nN}X\x03\x00\x00\x00actK\x01s\x86b."
    with pytest.raises(SaveError) as caught:
        load_game(_write(tmp_path, envelope_for(raw)))
    assert caught.value.reason is Reason.REFUSED


def recorded_globals(stream: bytes) -> set[tuple[str, str]]:
    seen: set[tuple[str, str]] = set()

    class Recorder(pickle.Unpickler):
        def find_class(self, module: str, name: str):
            seen.add((module, name))
            return super().find_class(module, name)

    Recorder(io.BytesIO(stream)).load()
    return seen


def test_a_rich_game_needs_exactly_the_allowlist() -> None:
    state = mid_game(seed=5)
    orc = next(a for a in state.stage.actors if a is not state.player)
    orc.ai = ConfusedAI(ConfusedAI(orc.ai, 2), 3)
    shaman = create_actor("shaman")  # a caster's mind is saved too
    state.place(shaman, orc.x, orc.y)
    for kind_id in ITEM_TYPES:
        state.stage.entities.append(create_item(kind_id))
    used = recorded_globals(pickle_of(state))
    # and the names only older saves hold: a log before schema 7 names its deque and lines
    old = (Path(__file__).parent / "data" / "schema6_floor.sav").read_bytes()
    used |= recorded_globals(lzma.decompress(old[read_header(old).size :]))
    allowed = set(allowed_globals())
    assert used <= allowed
    # numpy 2 names numpy._core.numeric._frombuffer, numpy 1 numpy.core.numeric: the one this
    # numpy does not use is the only name allowed but unused
    frombuffer = {("numpy._core.numeric", "_frombuffer"), ("numpy.core.numeric", "_frombuffer")}
    assert len(allowed - used) == 1 and allowed - used < frombuffer


@pytest.mark.parametrize(
    "pair",
    [
        ("game.save", "save_game"),
        ("game.agents.autoplay", "play"),
        ("game", "new_game"),
        ("game.engine.game", "STATE_SCHEMA"),
        ("tests.scenario", "mid_game"),
        ("builtins", "getattr"),
        ("builtins", "__import__"),
        ("numpy", "ndarray"),
        ("numpy._core.multiarray", "_reconstruct"),
        ("numpy", "load"),
        ("random", "SystemRandom"),
        ("copyreg", "_reconstructor"),
        ("posix", "system"),
        ("nt", "system"),
    ],
)
def test_find_class_refuses(pair: tuple[str, str]) -> None:
    with pytest.raises(Refused, match="\\." + pair[1]):
        RestrictedUnpickler(io.BytesIO(b"")).find_class(*pair)
    raw = pickle.dumps(Call(getattr, 1), 0).replace(
        b"c__builtin__\ngetattr\n", f"c{pair[0]}\n{pair[1]}\n".encode()
    )
    error = _refused(raw)
    assert error.reason is Reason.REFUSED and f"{pair[0]}.{pair[1]}" in str(error)


def test_numpy_maker_refuses_object_arrays() -> None:
    import numpy as np

    stream = pickle.dumps(np.array([Fraction(1, 2)], dtype=object), protocol=5)
    assert _refused(stream).reason in (Reason.REFUSED, Reason.DAMAGED)


def test_something_foreign_in_the_state_is_not_saved(tmp_path: Path) -> None:
    path = tmp_path / "game.sav"
    state = played(3, 50)
    save_game(state, path)
    before = file_state(path)
    state.stage.cache = Fraction(1, 3)  # say, a cache the UI hung on the state
    with pytest.raises(SaveError) as caught:
        save_game(state, path)
    assert caught.value.reason is Reason.WRITE_FAILED and "fractions.Fraction" in str(caught.value)
    state.stage.cache = lambda: None  # cannot even be pickled
    with pytest.raises(SaveError):
        save_game(state, path)
    assert file_state(path) == before
    del state.stage.cache
    save_game(state, path)
    assert game.digest(load_game(path)) == game.digest(state)
