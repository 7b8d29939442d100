"""Issue 21, point 2: a save's sizes are checked before any migration runs, and the schema-1
pack step is linear. A 5 KB save claiming schema 1 listed one Dagger 450,000 times in the pack;
the quadratic pack step hung the load (20,000 copies: 29 s)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from savetools import envelope_for

import game
from game.engine.actor import INVENTORY_CAPACITY
from game.engine.entity import Item
from game.save import Reason, SaveError, decode_state, load_game
from game.save.envelope import read_header
from game.save.migrations import MIGRATIONS, SizeError, check_sizes
from game.save.unpickler import restricted_loads

REPO = Path(__file__).resolve().parents[1]
SCHEMA1 = Path(__file__).parent / "data" / "schema1_floor.sav"


def schema1_state():
    """The kept schema-1 save's state, unpickled but not migrated (its old shape)."""
    import lzma

    data = SCHEMA1.read_bytes()
    header = read_header(data)
    return restricted_loads(lzma.decompress(data[header.size :]))


def daggers_in_the_pack(copies: int) -> bytes:
    """A schema-1 save whose pack lists one Dagger ``copies`` times (one object, memoised)."""
    import pickle

    state = schema1_state()
    pack = state.player.inventory.items
    dagger = next(item for item in pack if item.kind.id == "dagger")
    pack[:] = [dagger] * copies
    return envelope_for(pickle.dumps(state, protocol=5), schema=1)


CHILD = """
import sys, time
from game.save import SaveError, decode_state
data = open(sys.argv[1], "rb").read()
start = time.monotonic()
try:
    decode_state(data)
except SaveError as error:
    print(f"{time.monotonic() - start:.2f}", error.reason.value, str(error)[:200])
"""


def test_a_small_save_with_450000_daggers_is_refused_at_once(tmp_path: Path) -> None:
    data = daggers_in_the_pack(450_000)
    assert len(data) < 16_000  # a real floor around them: the file was 5 KB
    path = tmp_path / "daggers.sav"
    path.write_bytes(data)
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, str(path)],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("the load still hangs after 60 seconds")
    seconds, reason, message = done.stdout.split(" ", 2)
    assert reason == "damaged" and "pack" in message, done.stdout + done.stderr
    assert float(seconds) < 10


def test_the_pack_is_measured_before_the_migration_runs(monkeypatch) -> None:
    ran: list[int] = []
    monkeypatch.setitem(MIGRATIONS, 1, lambda state: ran.append(1) or state)
    with pytest.raises(SaveError) as caught:
        decode_state(daggers_in_the_pack(INVENTORY_CAPACITY + 1))
    assert caught.value.reason is Reason.DAMAGED
    assert ran == []


def test_size_check_names_what_is_too_big() -> None:
    state = schema1_state()
    check_sizes(state)  # the real old save passes
    state.stage.entities.extend([state.player.inventory.items[0]] * 5000)
    with pytest.raises(SizeError, match="floor"):
        check_sizes(state)


def test_the_schema1_pack_step_is_linear(monkeypatch) -> None:
    """26 rows at most reach it now, but the step itself asks the stacking rule once an item."""
    from game.save.migrations import _stack_pack

    state = schema1_state()
    pack = state.player.inventory.items
    copies = 20_000
    potion = next(item for item in pack if item.kind.id == "health_potion")
    dagger = next(item for item in pack if item.kind.id == "dagger")
    pack[:] = [
        *(Item(dagger.kind) for _ in range(copies)),
        *(Item(potion.kind) for _ in range(copies)),
    ]
    for item in pack:
        item.__dict__.pop("count", None), item.__dict__.pop("letter", None)
    calls = {"n": 0}
    real = Item.stacks_with

    def counted(self: Item, other: Item) -> bool:
        calls["n"] += 1
        return real(self, other)

    monkeypatch.setattr(Item, "stacks_with", counted)
    start = time.monotonic()
    _stack_pack(state)
    assert calls["n"] <= 2 * len(pack)
    assert time.monotonic() - start < 5
    rows = state.player.inventory.items
    assert len(rows) == copies + 1 and rows[-1].count == copies


def test_the_kept_schema1_save_still_migrates_as_before() -> None:
    state = load_game(SCHEMA1)
    assert (state.turn, state.depth) == (1500, 4)
    potions = [item for item in state.player.inventory.items if item.kind.id == "health_potion"]
    assert len(potions) == 1 and potions[0].count == 10 and potions[0].letter == "c"
    assert game.digest(state)
