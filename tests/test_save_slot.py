"""The pieces the UI calls: where saves live, saving, Continue with a backup, permadeath."""

from __future__ import annotations

from pathlib import Path

import pytest
from savetools import file_state, played

import game
from game.save import Reason, SaveError, backup_path, load_game
from game.save.slot import ENV_VAR, SAVE_NAME, SaveSlot, default_save_dir, save_dir, save_on_crash


def test_save_dir_flag_then_env_then_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    repo = Path(__file__).resolve().parents[1]
    assert default_save_dir() == repo / "saves" == save_dir()
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    assert save_dir() == tmp_path / "from-env"
    assert save_dir(tmp_path / "from-flag") == tmp_path / "from-flag"
    assert SaveSlot.in_dir().path == tmp_path / "from-env" / SAVE_NAME
    monkeypatch.setenv(ENV_VAR, "  ")
    assert save_dir() == repo / "saves"


def test_save_and_continue(tmp_path: Path) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    state = played(41, 100)
    slot.save(state)
    assert slot.exists()
    offer = slot.load_or_backup()
    assert offer.error is None and not offer.from_backup and offer.message == ""
    assert game.digest(offer.state) == game.digest(state)


@pytest.mark.parametrize("end", ["death", "victory"])
def test_a_run_that_is_over_is_not_saved(end: str, tmp_path: Path) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    state = played(42, 30)
    slot.save(state)
    before = file_state(slot.path)
    if end == "death":
        state.player.fighter.hp = 0
    else:
        state.won = True
    slot.save(state)
    assert file_state(slot.path) == before and not backup_path(slot.path).exists()
    assert not SaveSlot.in_dir(tmp_path / "fresh").exists()
    SaveSlot.in_dir(tmp_path / "fresh").save(state)
    assert not SaveSlot.in_dir(tmp_path / "fresh").exists()


def test_a_save_that_fails_raises_and_the_window_is_told_why(tmp_path: Path) -> None:
    from game.ui.saving import SaveController  # no pygame: the controller has no screens

    (tmp_path / "file").write_text("in the way")
    slot = SaveSlot(tmp_path / "file" / SAVE_NAME)
    with pytest.raises(SaveError) as caught:
        slot.save(played(43, 10))
    assert caught.value.reason is Reason.WRITE_FAILED
    assert SaveController(slot).save(played(43, 10)) == str(caught.value)
    assert SaveController(None).save(played(43, 10)) is None


def test_continue_with_nothing_saved(tmp_path: Path) -> None:
    offer = SaveSlot.in_dir(tmp_path).load_or_backup()
    assert offer.state is None and offer.error.reason is Reason.MISSING
    assert "no saved game yet" in offer.message


def test_a_damaged_save_offers_the_backup_and_stays_as_it_is(tmp_path: Path) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    first, second = played(44, 50), played(44, 100)
    slot.save(first)
    slot.save(second)
    slot.path.write_bytes(slot.path.read_bytes()[:-1])
    before = file_state(slot.path)
    offer = slot.load_or_backup()
    assert offer.from_backup and offer.error.reason is Reason.DAMAGED
    assert game.digest(offer.state) == game.digest(first)
    assert "A backup saved" in offer.message and "continue from it?" in offer.message
    assert file_state(slot.path) == before


def test_a_damaged_save_without_a_good_backup(tmp_path: Path) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    slot.path.write_bytes(b"\x89IBSAVE\n\x00")
    slot.backup_path.write_bytes(b"junk")
    offer = slot.load_or_backup()
    assert offer.state is None and offer.error.reason is Reason.DAMAGED
    assert offer.message == str(offer.error)


def test_death_deletes_the_save_and_its_backup(tmp_path: Path) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    slot.save(played(45, 20))
    slot.save(played(45, 40))
    assert slot.exists() and backup_path(slot.path).exists()
    slot.delete_after_death()
    assert not slot.exists() and not backup_path(slot.path).exists()
    slot.delete_after_death()  # nothing left: still fine


def test_an_unexpected_exception_saves_then_propagates(tmp_path: Path) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    state = played(46, 60)
    with pytest.raises(ZeroDivisionError) as caught, save_on_crash(slot, lambda: state):
        1 / 0  # noqa: B018
    assert game.digest(load_game(slot.path)) == game.digest(state)
    assert any("saved the game" in note for note in caught.value.__notes__)


def test_a_failing_crash_save_does_not_hide_the_error(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("in the way")
    slot = SaveSlot(tmp_path / "file" / SAVE_NAME)
    with pytest.raises(KeyError) as caught, save_on_crash(slot, lambda: played(47, 5)):
        raise KeyError("boom")
    assert any("could not save" in note for note in caught.value.__notes__)
