"""One running game per save folder: an advisory lock on ``<folder>/.ironbound.lock``.

Two copies of the game writing one folder would race on the save, its backup and the
temporary files. The game holds this lock while it runs (``cli``); a second copy is told
plainly and changes nothing. The lock is the operating system's (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows), so it goes away with the process, even after a crash or a kill.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path
from typing import IO

LOCK_NAME = ".ironbound.lock"


class FolderInUse(Exception):
    """Another running copy of the game holds the save folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(f"Ironbound is already running with the save folder {folder}. Close the "
                         "other window first, or use --save-dir to choose another folder.")
        self.folder = folder


def _try_lock(handle: IO[bytes]) -> bool:
    """Lock ``handle`` without waiting; False if another process holds it."""
    try:
        import fcntl
    except ImportError:  # Windows
        import msvcrt

        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class FolderLock:
    """The held lock of a save folder; ``release`` (or leaving a ``with``) lets it go."""

    def __init__(self, folder: Path, handle: IO[bytes] | None) -> None:
        self.folder = folder
        self._handle = handle

    def release(self) -> None:
        """Let the folder go; never raises (a full disk may fail the close: the OS still drops
        the lock with the file descriptor)."""
        handle, self._handle = self._handle, None
        if handle is not None:
            with contextlib.suppress(OSError):
                handle.close()  # closing the file drops the OS lock

    def __enter__(self) -> FolderLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


#: How long a starting copy waits for the lock: a copy that is closing (saving) lets go soon.
PATIENCE = 2.0


def hold_save_folder(folder: Path | str, create: bool = True,
                     patience: float = PATIENCE) -> FolderLock:
    """Lock ``folder`` for this process (making it first if ``create``); raises FolderInUse if
    another copy still holds it after ``patience`` seconds.

    A folder where no lock file can be made (missing, read-only, not a folder) is not locked:
    nothing can be saved there either, and saving says why.
    """
    folder = Path(folder)
    if not create and not folder.is_dir():
        return FolderLock(folder, None)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # unbuffered: a write the disk refuses fails at once, never again at the close
        handle = open(folder / LOCK_NAME, "a+b", buffering=0)  # noqa: SIM115 - held open
    except OSError:
        return FolderLock(folder, None)
    deadline = time.monotonic() + patience
    while not _try_lock(handle):
        if time.monotonic() >= deadline:
            handle.close()
            raise FolderInUse(folder)
        time.sleep(0.05)
    with contextlib.suppress(OSError):  # who holds it, for a curious player
        handle.truncate(0)
        handle.write(f"{os.getpid()}\n".encode())
        handle.flush()
    return FolderLock(folder, handle)
