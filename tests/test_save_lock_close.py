"""Issue 21, point 11: letting go of the save folder's lock never raises. On a full disk the
game said clearly that it could not save, then ended in a traceback when the lock file was
closed (``OSError: File too large`` in ``lock.py``)."""

from __future__ import annotations

import resource
import subprocess
import sys
from pathlib import Path

from game.save import lock as lock_module
from game.save.lock import hold_save_folder

REPO = Path(__file__).resolve().parents[1]


def no_file_may_grow() -> None:
    """In the child: every write that makes a file bigger fails (EFBIG), as on a full disk."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, 0))


def test_a_full_disk_ends_with_the_save_errors_and_no_traceback(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "main.py",
            "--headless",
            "--autoplay",
            "5",
            "--seed",
            "1",
            "--save-dir",
            str(tmp_path / "saves"),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=no_file_may_grow,
    )
    assert "Could not save the game" in done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 1


class FailingClose:
    """The lock file, whose close fails as on a full disk (after really closing it)."""

    def __init__(self, handle) -> None:
        self.handle = handle

    def close(self) -> None:
        self.handle.close()
        raise OSError(27, "File too large")


def test_release_swallows_an_error_from_close(tmp_path: Path) -> None:
    lock = hold_save_folder(tmp_path)
    held = lock_module._HELD[lock._key]
    held.handle = FailingClose(held.handle)  # type: ignore[assignment]
    lock.release()
    lock.release()  # twice is harmless too
    hold_save_folder(tmp_path, patience=0).release()  # and the folder is free


def test_the_lock_is_let_go_even_so(tmp_path: Path) -> None:
    with hold_save_folder(tmp_path):
        pass
    hold_save_folder(tmp_path, patience=0).release()
