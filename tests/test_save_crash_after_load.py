"""A save that crashes the game right after loading is set aside like a damaged one and never
saved over itself; "Continue" then offers the backup (issue "Trust" 7)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from savetools import file_state, played

import game
from game import cli
from game.agents import autoplay as autoplay_module
from game.files.atomic import set_aside_copies
from game.save import Reason, load_game
from game.save.slot import PROBATION_TURNS, SaveSlot, save_on_crash


def two_saves(tmp_path: Path) -> tuple[SaveSlot, str, str]:
    """A slot whose backup holds one game and whose save holds a later one."""
    slot = SaveSlot.in_dir(tmp_path)
    older, newer = played(61, 20), played(61, 60)
    slot.save(older)
    slot.save(newer)
    return slot, game.digest(older), game.digest(newer)


@pytest.mark.parametrize("turns", [0, PROBATION_TURNS])
def test_a_crash_right_after_loading_sets_the_save_aside(turns: int, tmp_path: Path) -> None:
    slot, older, newer = two_saves(tmp_path)
    saved = slot.path.read_bytes()
    backup = file_state(slot.backup_path)
    state = slot.load_or_backup().state
    assert state is not None
    for _ in range(turns):
        assert state.act("wait")
    with pytest.raises(RuntimeError) as caught, save_on_crash(slot, lambda: state):
        raise RuntimeError("the first frame (or the first monster phase) fails on this save")
    assert not slot.path.exists()
    [aside] = set_aside_copies(slot.path)
    assert aside.read_bytes() == saved  # kept, byte for byte
    assert file_state(slot.backup_path) == backup  # the good backup is not pushed out
    assert any("set aside" in note for note in caught.value.__notes__)
    # the next "Continue" offers the backup and says why
    offer = slot.load_or_backup()
    assert offer.from_backup and game.digest(offer.state) == older
    assert offer.error.reason is Reason.DAMAGED and str(aside) in offer.message


def test_the_same_crash_later_in_play_saves_as_before(tmp_path: Path) -> None:
    slot, _, newer = two_saves(tmp_path)
    state = slot.load_or_backup().state
    for _ in range(PROBATION_TURNS + 1):
        assert state.act("wait")
    with pytest.raises(RuntimeError), save_on_crash(slot, lambda: state):
        raise RuntimeError("a bug later in play")
    assert game.digest(load_game(slot.path)) == game.digest(state) != newer
    assert game.digest(load_game(slot.backup_path)) == newer
    assert set_aside_copies(slot.path) == []


def test_a_backup_that_crashes_too_is_set_aside_and_nothing_is_offered(tmp_path: Path) -> None:
    slot, _, _ = two_saves(tmp_path)
    for _ in range(2):
        state = slot.load_or_backup().state
        with pytest.raises(RuntimeError), save_on_crash(slot, lambda s=state: s):
            raise RuntimeError("crash")
    assert len(set_aside_copies(slot.path)) == 1
    assert len(set_aside_copies(slot.backup_path)) == 1
    offer = slot.load_or_backup()
    assert offer.state is None and offer.error.reason is Reason.MISSING


def test_headless_load_then_crash_does_not_save_over_the_file(
    tmp_path: Path, capsys, monkeypatch
) -> None:
    path = tmp_path / "g.sav"
    assert cli.main(["--headless", "--autoplay", "40", "--seed", "3", "--save", str(path)]) == 0
    json.loads(capsys.readouterr().out)
    saved = path.read_bytes()

    def crash(state):
        raise RuntimeError("the bot trips at once")

    monkeypatch.setattr(autoplay_module, "choose", crash)
    with pytest.raises(RuntimeError) as caught:
        cli.main(["--headless", "--load", str(path), "--autoplay", "5", "--save", str(path)])
    assert not path.exists() and set_aside_copies(path)[0].read_bytes() == saved
    assert any("set aside" in note for note in caught.value.__notes__)
