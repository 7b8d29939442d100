"""Save paths a real player has: a symbolic link, a pipe or a folder given to --load, the longest
legal file name, a read-only folder (issue "Trust" 10)."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest
from savetools import file_state, played

import game
from game.files.atomic import NAME_MAX, set_aside_copies, stray_temps
from game.save import Reason, SaveError, backup_path, load_game, save_game
from game.save.slot import SaveSlot

ROOT = Path(__file__).resolve().parents[1]


# -- symbolic links ----------------------------------------------------------------------------
def test_saving_through_a_symlink_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    real_dir, link_dir = tmp_path / "synced", tmp_path / "saves"
    real_dir.mkdir()
    link_dir.mkdir()
    target, link = real_dir / "hero.sav", link_dir / "ironbound.sav"
    first, second = played(81, 20), played(81, 60)
    save_game(first, target)
    link.symlink_to(target)
    save_game(second, link)
    assert link.is_symlink() and link.resolve() == target.resolve()
    assert game.digest(load_game(target)) == game.digest(second)
    assert game.digest(load_game(link)) == game.digest(second)
    assert backup_path(link) == backup_path(target) == real_dir / "hero.sav.bak"
    assert game.digest(load_game(real_dir / "hero.sav.bak")) == game.digest(first)
    assert sorted(p.name for p in link_dir.iterdir()) == ["ironbound.sav"]
    slot = SaveSlot(link)
    assert game.digest(slot.load_or_backup().state) == game.digest(second)
    slot.delete_after_death()  # permadeath takes the game, not the player's link
    assert link.is_symlink() and not target.exists() and not backup_path(target).exists()
    save_game(first, link)  # the dangling link is saved through again
    assert link.is_symlink() and game.digest(load_game(target)) == game.digest(first)


# -- pipes and folders -------------------------------------------------------------------------
def _without_hanging(call) -> object:
    """Run ``call`` in a thread; a call that blocks (on a pipe) fails the test instead of
    hanging the suite. The limit is a guard against a hang, not a speed check."""
    outcome: list[object] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # noqa: BLE001 - handed to the test
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(120)
    assert not thread.is_alive(), "blocked: the pipe was opened for reading"
    return outcome[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_loading_or_saving_a_pipe_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "ironbound.sav"
    os.mkfifo(fifo)
    error = _without_hanging(lambda: load_game(fifo))
    assert isinstance(error, SaveError) and error.reason is Reason.NOT_A_SAVE
    assert "not a regular file" in str(error) and "not a save file" in str(error)
    error = _without_hanging(lambda: save_game(played(82, 5), fifo))
    assert isinstance(error, SaveError) and error.reason is Reason.WRITE_FAILED
    assert "not a save file" in str(error) and "disk space" not in str(error)
    assert fifo.exists() and not fifo.is_file()


def _main(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_load_of_a_pipe_or_a_folder_from_the_command_line(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.sav"
    os.mkfifo(fifo)
    for path, words in ((fifo, "not a regular file"), (tmp_path, "is a folder")):
        done = _main("--headless", "--load", str(path), "--autoplay", "1")
        assert done.returncode == 2, done.stderr
        assert words in done.stderr and "not a save file" in done.stderr
        assert done.stdout == ""


def test_saving_over_a_folder_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "ironbound.sav"
    folder.mkdir()
    (folder / "keep.txt").write_text("mine")
    with pytest.raises(SaveError) as caught:
        save_game(played(83, 5), folder)
    assert "is a folder" in str(caught.value) and "disk space" not in str(caught.value)
    assert (folder / "keep.txt").read_text() == "mine"


# -- long names --------------------------------------------------------------------------------
def test_the_longest_legal_file_name_saves_backs_up_and_sets_aside(tmp_path: Path) -> None:
    path = tmp_path / ("h" * (NAME_MAX - 4) + ".sav")
    assert len(os.fsencode(path.name)) == NAME_MAX
    first, second = played(84, 10), played(84, 40)
    save_game(first, path)
    save_game(second, path)
    assert game.digest(load_game(path)) == game.digest(second)
    assert game.digest(load_game(backup_path(path))) == game.digest(first)
    path.write_bytes(b"\x89IBSAVE\n garbage")  # damaged: the next save sets it aside
    save_game(first, path)
    assert len(set_aside_copies(path)) == 1 and not stray_temps(path)
    assert all(len(os.fsencode(p.name)) <= NAME_MAX for p in tmp_path.iterdir())
    names = {p.name for p in tmp_path.iterdir()}
    assert len(names) == 3  # the save, its backup, the damaged file set aside


# -- read-only folders -------------------------------------------------------------------------
def _failing_mkstemp(code: int):
    def mkstemp(*args, **kwargs):
        raise OSError(code, os.strerror(code))

    return mkstemp


@pytest.mark.parametrize("code", [errno.EACCES, errno.EROFS, errno.EPERM])
def test_a_read_only_folder_is_named_as_such(
    code: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "ironbound.sav"
    save_game(played(85, 10), path)
    before = file_state(path)
    monkeypatch.setattr(tempfile, "mkstemp", _failing_mkstemp(code))
    with pytest.raises(SaveError) as caught:
        save_game(played(85, 30), path)
    text = str(caught.value)
    assert text.startswith(f"The folder {tmp_path} is read-only"), text
    assert "disk space" not in text and "previous save is unchanged" in text
    assert file_state(path) == before


def test_a_full_disk_still_says_free_some_space(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tempfile, "mkstemp", _failing_mkstemp(errno.ENOSPC))
    with pytest.raises(SaveError) as caught:
        save_game(played(85, 10), tmp_path / "ironbound.sav")
    assert "Free some disk space" in str(caught.value)


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0,
    reason="needs a user that permissions apply to (not root)",
)
def test_a_really_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    save_game(played(86, 10), folder / "ironbound.sav")
    folder.chmod(0o555)
    try:
        with pytest.raises(SaveError) as caught:
            save_game(played(86, 30), folder / "ironbound.sav")
    finally:
        folder.chmod(0o755)
    assert str(caught.value).startswith(f"The folder {folder} is read-only")
