"""Saves do not depend on the Python that wrote them (issue "Trust" 4).

Python 3.11.0-3.11.3 pickle enum members as ``builtins.getattr(EnumClass, "NAME")``, which the
loader refuses, so on Debian 12's python3 (3.11.2) no game could be saved. Every saved enum now
reduces by value; these tests check the pickles' opcodes for that, and, when the system
``python3`` is another version than the one running the tests, play the save round trip under
it too (in a virtual environment with the game's engine dependencies, cached between runs).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import lzma
import os
import pickle
import pickletools
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from savetools import played

import game
from game.content import ITEM_TYPES, create_item
from game.engine.ai import ConfusedAI
from game.engine.enums import SavedEnum
from game.engine.shape import saved_enums
from game.save import encode_state, load_game, save_game
from game.save.envelope import read_header

ROOT = Path(__file__).resolve().parents[1]


def pickled_globals(stream: bytes) -> set[tuple[str, str]]:
    """Every (module, name) a pickle names, read off its opcodes (GLOBAL and STACK_GLOBAL)."""
    names: set[tuple[str, str]] = set()
    memo: list[object] = []
    recent: list[object] = []  # the last values pushed; STACK_GLOBAL takes the last two
    for opcode, arg, _ in pickletools.genops(stream):
        if opcode.name == "GLOBAL":
            module, name = arg.split(" ", 1)
            names.add((module, name))
            recent.append(None)
        elif opcode.name == "STACK_GLOBAL":
            names.add((str(recent[-2]), str(recent[-1])))
            recent.append(None)
        elif opcode.name == "MEMOIZE":
            memo.append(recent[-1] if recent else None)
        elif opcode.name in ("BINGET", "LONG_BINGET", "GET"):
            recent.append(memo[int(arg)] if int(arg) < len(memo) else None)
        elif opcode.name in ("BINPUT", "LONG_BINPUT", "PUT"):
            memo.extend([None] * (int(arg) + 1 - len(memo)))
            memo[int(arg)] = recent[-1] if recent else None
        elif opcode.name.endswith("UNICODE"):
            recent.append(arg)
        else:
            recent.append(None)
    return names


def rich_game():
    state = played(5, 400)
    orc = next((a for a in state.stage.actors if a is not state.player), None)
    if orc is not None:
        orc.ai = ConfusedAI(ConfusedAI(orc.ai, 2), 3)
    for kind_id in sorted(ITEM_TYPES)[:8]:
        state.stage.entities.append(create_item(kind_id))
    return state


def payload(data: bytes) -> bytes:
    return lzma.decompress(data[read_header(data).size :])


def test_the_opcode_reader_sees_getattr_when_it_is_there() -> None:
    class Old:  # how Python 3.11.2 pickles an enum member
        def __reduce__(self):
            return getattr, (SavedEnum, "x")

    for protocol in (2, 4, 5):
        assert "getattr" in {name for _, name in pickled_globals(pickle.dumps(Old(), protocol))}


def test_no_save_names_builtins_getattr() -> None:
    names = pickled_globals(payload(encode_state(rich_game())))
    assert ("game.engine.log", "Kind") in names  # the enum is there, by value
    assert not any(name == "getattr" for _, name in names), names


def test_every_saved_enum_reduces_by_value() -> None:
    enums = saved_enums()
    assert enums
    for enum in enums:
        assert issubclass(enum, SavedEnum), enum
        for member in enum:
            for protocol in range(2, pickle.HIGHEST_PROTOCOL + 1):
                assert member.__reduce_ex__(protocol) == (enum, (member.value,))


# -- the round trip under the system python3 ---------------------------------------------------
CHILD = """
import json, sys
import game
from game.agents.autoplay import play
from game.save import load_game, save_game
mode, path = sys.argv[1], sys.argv[2]
if mode == "write":
    state = play(game.new_game(11), 300)
    save_game(state, path)
    assert game.digest(load_game(path)) == game.digest(state)
    print(json.dumps({"digest": game.digest(state)}))
else:
    print(json.dumps({"digest": game.digest(load_game(path))}))
"""

NETWORK_WORDS = (
    "NewConnectionError",
    "Temporary failure in name resolution",
    "Network is unreachable",
    "No matching distribution",
    "Could not find a version",
    "Connection refused",
    "timed out",
    "ProxyError",
)


def _version(python: str) -> tuple[int, ...] | None:
    try:
        out = subprocess.run(
            [python, "-c", "import sys; print(*sys.version_info[:3])"],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    return tuple(int(part) for part in out.split())


def _engine_requirements() -> list[str]:
    """The game's dependencies without the window's (pygame): what saves need."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [dep for dep in project["dependencies"] if not dep.lower().startswith("pygame")]


def _cache_root() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "ironbound-tests"


@contextlib.contextmanager
def _locked(path: Path):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "a+b") as handle:
        try:
            import fcntl
        except ImportError:  # Windows: one test run at a time is the usual case
            yield
            return
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)


def system_venv(python: str, version: tuple[int, ...]) -> Path:
    """A virtual environment of ``python`` with the engine's dependencies (built once, cached);
    skips the test if that python cannot make one or PyPI cannot be reached."""
    requirements = _engine_requirements()
    key = hashlib.sha256(json.dumps([python, version, requirements]).encode()).hexdigest()[:12]
    home = _cache_root() / f"py{'.'.join(map(str, version))}-{key}"
    bin_dir = home / ("Scripts" if os.name == "nt" else "bin")
    venv_python = bin_dir / ("python.exe" if os.name == "nt" else "python")
    with _locked(home.with_name(home.name + ".lock")):
        if (home / "ready").exists():
            return venv_python
        shutil.rmtree(home, ignore_errors=True)
        made = subprocess.run(
            [python, "-m", "venv", str(home)], capture_output=True, text=True, timeout=300
        )
        if made.returncode != 0 or not venv_python.exists():
            pytest.skip(
                f"{python} cannot make a virtual environment (no venv/ensurepip): "
                f"{made.stderr.strip()[-300:]}"
            )
        installed = subprocess.run(
            [
                str(venv_python),
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                *requirements,
            ],
            capture_output=True,
            text=True,
            timeout=900,
        )
        if installed.returncode != 0:
            shutil.rmtree(home, ignore_errors=True)
            if any(word in installed.stderr for word in NETWORK_WORDS):
                pytest.skip(
                    f"cannot install {requirements} for {python} (no network?): "
                    f"{installed.stderr.strip()[-300:]}"
                )
            pytest.fail(f"pip install {requirements} failed under {python}:\n{installed.stderr}")
        (home / "ready").write_text(" ".join(requirements) + "\n")
    return venv_python


def _child(venv_python: Path, mode: str, path: Path) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [str(venv_python), "-c", CHILD, mode, str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])["digest"]


def other_python() -> tuple[str, tuple[int, ...]] | None:
    """A system python3 of another version than this one ($IRONBOUND_OTHER_PYTHON first)."""
    here = tuple(sys.version_info[:3])
    candidates = [
        os.environ.get("IRONBOUND_OTHER_PYTHON", ""),
        "/usr/bin/python3",
        "/usr/local/bin/python3",
        shutil.which("python3") or "",
    ]
    for python in dict.fromkeys(c for c in candidates if c and Path(c).exists()):
        version = _version(python)
        if version is not None and version != here:
            return python, version
    return None


@pytest.mark.slow
def test_the_save_round_trip_under_the_system_python(tmp_path: Path) -> None:
    found = other_python()
    if found is None:
        pytest.skip(
            "no python3 of another version than this one "
            f"({'.'.join(map(str, sys.version_info[:3]))}) on this machine"
        )
    python, version = found
    venv_python = system_venv(python, version)
    # written and loaded back there...
    theirs = tmp_path / "theirs.sav"
    digest = _child(venv_python, "write", theirs)
    assert not any(name == "getattr" for _, name in pickled_globals(payload(theirs.read_bytes())))
    # ...loaded here...
    assert game.digest(load_game(theirs)) == digest
    # ...and a save written here loads there.
    ours = tmp_path / "ours.sav"
    state = rich_game()
    save_game(state, ours)
    assert _child(venv_python, "read", ours) == game.digest(state)
