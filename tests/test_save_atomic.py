"""Saving can fail or the process can die at any step: a complete, loadable save stays on disk."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from savetools import file_state, played

import game
from game.files.atomic import stray_temps
from game.save import Reason, SaveError, backup_path, load_game, save_game

KILLED = 77
# Every OS call a save makes: dying just before any of them is dying "between the steps".
STEPS = ("open", "write", "fsync", "close", "link", "replace", "unlink", "rename")


@pytest.fixture(scope="module")
def games() -> tuple[game.GameState, game.GameState, game.GameState]:
    """Three different games: an older save, the current save, and the one being saved."""
    return played(31, 100), played(31, 200), played(31, 300)


def setup_saves(directory: Path, older: game.GameState, old: game.GameState) -> Path:
    path = directory / "game.sav"
    save_game(older, path)
    save_game(old, path)
    return path


def digest_at(path: Path) -> str:
    return game.digest(load_game(path))


def test_rotation_keeps_the_previous_save_as_backup(tmp_path: Path, games) -> None:
    older, old, new = games
    path = setup_saves(tmp_path, older, old)
    assert digest_at(path) == game.digest(old)
    assert digest_at(backup_path(path)) == game.digest(older)
    save_game(new, path)
    assert digest_at(path) == game.digest(new)
    assert digest_at(backup_path(path)) == game.digest(old)
    assert not stray_temps(path)


def test_write_fails_half_way(tmp_path: Path, games, monkeypatch: pytest.MonkeyPatch) -> None:
    older, old, new = games
    path = setup_saves(tmp_path, older, old)
    before, backup_before = file_state(path), file_state(backup_path(path))
    real_write, calls = os.write, []

    def write_half_then_fail(fd: int, data) -> int:
        calls.append(len(data))
        if len(calls) == 1:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", write_half_then_fail)
    with pytest.raises(SaveError) as caught:
        save_game(new, path)
    monkeypatch.undo()
    assert len(calls) == 2  # it really did write half before failing
    assert caught.value.reason is Reason.WRITE_FAILED
    assert "No space left on device" in str(caught.value) and "unchanged" in str(caught.value)
    assert file_state(path) == before and file_state(backup_path(path)) == backup_before
    assert digest_at(path) == game.digest(old)
    assert not stray_temps(path)


@pytest.mark.parametrize("step", ["fsync", "replace", "link", "close"])
def test_a_failing_step_leaves_the_old_save(
    tmp_path: Path, games, step: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    older, old, new = games
    path = setup_saves(tmp_path, older, old)
    before = file_state(path)
    real = getattr(os, step)

    def fail(*args, **kwargs):
        if step == "close":  # closing is also how a temp file is finished: fail after it
            real(*args, **kwargs)
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, step, fail)
    if step == "link":  # no hard links (some file systems): the backup is copied instead
        save_game(new, path)
        monkeypatch.undo()
        assert digest_at(path) == game.digest(new)
        assert digest_at(backup_path(path)) == game.digest(old)
    else:
        with pytest.raises(SaveError):
            save_game(new, path)
        monkeypatch.undo()
        assert file_state(path) == before
    assert not stray_temps(path)


def _die_before_call(n: int) -> None:
    """In the child: make the n-th OS call of the save kill the process, like a SIGKILL."""
    count = [0]
    for name in STEPS:
        real = getattr(os, name)

        def dying(*args, _real=real, **kwargs):
            count[0] += 1
            if count[0] == n:
                os._exit(KILLED)
            return _real(*args, **kwargs)

        setattr(os, name, dying)


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_killed_between_any_two_steps(tmp_path: Path, games) -> None:
    older, old, new = games
    digests = {name: game.digest(g) for name, g in zip(("older", "old", "new"), games, strict=True)}
    kills = 0
    for n in range(1, 200):
        directory = tmp_path / f"kill{n}"
        path = setup_saves(directory, older, old)
        before = file_state(path)
        pid = os.fork()
        if pid == 0:  # the child saves and dies at step n (or finishes)
            try:
                _die_before_call(n)
                save_game(new, path)
                os._exit(0)
            except BaseException:
                os._exit(1)
        code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        assert code in (0, KILLED), code
        main = digest_at(path)
        assert main in (digests["old"], digests["new"])
        if main == digests["old"]:
            assert file_state(path) == before
            assert digest_at(backup_path(path)) in (digests["older"], digests["old"])
        else:
            assert digest_at(backup_path(path)) == digests["old"]
        assert not list(directory.glob("*.bad-*"))
        save_game(new, path)  # the next save works and sweeps up what the dead one left
        assert not stray_temps(path) and digest_at(path) == digests["new"]
        if code == 0:
            break
        kills += 1
    assert kills >= 6  # it died at every step of a save before one finally completed


def test_a_stray_temp_file_is_swept_up(tmp_path: Path, games) -> None:
    path = tmp_path / "game.sav"
    stray = tmp_path / ".game.sav.abc123.tmp"
    stray.write_bytes(b"half a save")
    save_game(games[0], path)
    assert not stray.exists() and not stray_temps(path)


def test_a_bad_save_is_set_aside_not_made_the_backup(tmp_path: Path, games) -> None:
    older, old, new = games
    path = setup_saves(tmp_path, older, old)
    path.write_bytes(path.read_bytes()[:-10])  # the current save got damaged on disk
    damaged = path.read_bytes()
    save_game(new, path)
    assert digest_at(path) == game.digest(new)
    assert digest_at(backup_path(path)) == game.digest(older)  # the good backup survives
    kept = list(tmp_path.glob("game.sav.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == damaged  # and the bad file is kept


def test_saving_into_a_new_folder_and_into_a_file(tmp_path: Path, games) -> None:
    path = tmp_path / "deep" / "er" / "game.sav"
    save_game(games[0], path)
    assert digest_at(path) == game.digest(games[0])
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    with pytest.raises(SaveError) as caught:
        save_game(games[0], blocker / "game.sav")
    assert caught.value.reason is Reason.WRITE_FAILED
