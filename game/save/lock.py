"""One running game per save folder: an advisory lock on ``<folder>/.ironbound.lock``.

Two copies of the game writing one folder would race on the save, its backup and the
temporary files. The game holds this lock while it runs (``cli``); a second copy is told
plainly and changes nothing. The lock is the operating system's (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows), so it goes away with the process, even after a crash or a kill.
Every save takes it too (``SaveSlot``), so two processes saving to one folder wait for each
other; within one process the lock is shared (a save inside the running game's hold).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import time
from pathlib import Path
from typing import IO

LOCK_NAME = ".ironbound.lock"


class FolderInUse(Exception):
    """Another running copy of the game holds the save folder."""

    def __init__(self, folder: Path) -> None:
        super().__init__(
            f"Ironbound is already running with the save folder {folder}. Close the "
            "other window first, or use --save-dir to choose another folder."
        )
        self.folder = folder


def _try_lock(handle: IO[bytes]) -> bool:
    """Lock ``handle`` without waiting; False if another process holds it."""
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


class _Held:
    """A folder this process holds: the open lock file, and how many holders share it."""

    def __init__(self, handle: IO[bytes]) -> None:
        self.handle = handle
        self.holders = 1


#: The folders this process holds, by their real path: a second hold (the save slot's, inside
#: the game's own) shares the first instead of waiting for itself.
_HELD: dict[str, _Held] = {}
_HELD_GUARD = threading.Lock()


def _key(folder: Path) -> str:
    return os.path.normcase(os.path.realpath(folder))


class FolderLock:
    """The held lock of a save folder; ``release`` (or leaving a ``with``) lets it go."""

    def __init__(self, folder: Path, key: str | None) -> None:
        self.folder = folder
        self._key = key  # None: nothing held (a folder where no lock file can be made)

    def release(self) -> None:
        """Let the folder go (the last of this process's holders closes the lock file); never
        raises (a full disk may fail the close: the OS still drops the lock with the file)."""
        key, self._key = self._key, None
        if key is None:
            return
        with _HELD_GUARD:
            held = _HELD[key]
            held.holders -= 1
            if held.holders:
                return
            del _HELD[key]
        with contextlib.suppress(OSError):
            held.handle.close()  # closing the file drops the OS lock

    def __enter__(self) -> FolderLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


#: How long a starting copy waits for the lock: a copy that is closing (saving) lets go soon.
PATIENCE = 2.0


def hold_save_folder(
    folder: Path | str, create: bool = True, patience: float = PATIENCE, poll: float = 0.05
) -> FolderLock:
    """Lock ``folder`` for this process (making it first if ``create``); raises FolderInUse if
    another copy still holds it after ``patience`` seconds.

    A folder where no lock file can be made (missing, read-only, not a folder) is not locked:
    nothing can be saved there either, and saving says why.
    """
    folder = Path(folder)
    if not create and not folder.is_dir():
        return FolderLock(folder, None)
    key = _key(folder)
    with _HELD_GUARD:
        held = _HELD.get(key)
        if held is not None:  # this process holds it already: share that
            held.holders += 1
            return FolderLock(folder, key)
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
        time.sleep(poll)
    with contextlib.suppress(OSError):  # who holds it, for a curious player
        handle.truncate(0)
        handle.write(f"{os.getpid()}\n".encode())
    with _HELD_GUARD:
        _HELD[key] = _Held(handle)
    return FolderLock(folder, key)
