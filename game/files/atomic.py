"""Atomic replacement of a file, keeping the previous good version as a backup.

The steps, and what is on disk if the process dies after each one:

1. write the new bytes to a temporary file in the same folder, fsync it, close it
   -> the old save is untouched (a stray temporary file may remain; the next save removes it);
2. if the old file is intact, hard-link it as the backup (via a temporary name and
   ``os.replace``); if it is not intact, link it aside as ``<name>.bad-<time>`` so that a bad
   file is never lost -> the old save is still at ``path``;
3. ``os.replace`` the temporary file onto ``path`` -> the new save is at ``path``;
4. fsync the folder so the renames survive a power cut.

``path`` therefore always holds a complete file, old or new, and ``os.replace`` is atomic on
POSIX and Windows. Where hard links are not possible the backup is a copy (written the same
careful way).

Names: every name made from the save's (temporary, backup, set-aside) fits the file system's
limit of ``NAME_MAX`` bytes even when the save's own name is as long as allowed. A save path
that is a symbolic link is saved through: the link stays and its target gets the new save.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

#: The longest file name (in bytes) the usual file systems allow.
NAME_MAX = 255
#: Room kept for what is added to a name: ".bak", ".bad-YYYYmmdd-HHMMSS-n", a random part...
_SUFFIX_ROOM = 40


def short_name(name: str, room: int = _SUFFIX_ROOM) -> str:
    """``name``, or if it leaves less than ``room`` bytes before NAME_MAX, a shortened name that
    stays unique (a hash of the whole name)."""
    if len(os.fsencode(name)) <= NAME_MAX - room:
        return name
    tag = "~" + hashlib.sha256(os.fsencode(name)).hexdigest()[:10]
    keep = name
    while len(os.fsencode(keep + tag)) > NAME_MAX - room:
        keep = keep[:-1]
    return keep + tag


def real_path(path: Path) -> Path:
    """``path``, or where it points if it is a symbolic link (the file a save replaces)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem+suffix``, or when that is taken the first free ``stem-1+suffix``,
    ``stem-2+suffix``... (files kept side by side: run summaries, recordings)."""
    path = folder / f"{stem}{suffix}"
    number = 1
    while path.exists():
        path = folder / f"{stem}-{number}{suffix}"
        number += 1
    return path


def sibling(path: Path, suffix: str) -> Path:
    """``<name><suffix>`` next to ``path`` (with a shortened name if that would be too long)."""
    return path.with_name(short_name(path.name) + suffix)


def temp_prefix(path: Path) -> str:
    """Temporary files for ``path`` are ``.<name>.<random>.tmp`` in the same folder."""
    return f".{short_name(path.name)}."


class NotAFile(OSError):
    """The path is a folder, a pipe or a device, not a file: never read or replace it."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(f"{path} is {what}")
        self.what = what


def _kind_of(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file (a pipe, device or socket)"


def read_regular(path: Path, limit: int | None = None) -> bytes:
    """The bytes of the regular file ``path`` (at most ``limit`` + 1 of them). Never blocks on
    a pipe: anything but a regular file raises NotAFile. FileNotFoundError if there is none."""
    kind = _kind_of(os.stat(path).st_mode)
    if kind is not None:
        raise NotAFile(path, kind)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    with open(fd, "rb") as file:
        info = os.fstat(fd)
        kind = _kind_of(info.st_mode)  # it may have been swapped since the stat
        if kind is not None:
            raise NotAFile(path, kind)
        size = info.st_size if limit is None else min(info.st_size, limit) + 1
        return file.read(size)


def stray_temps(path: Path) -> list[Path]:
    """Temporary files a save of ``path`` that was cut short may have left behind."""
    prefix = temp_prefix(path)
    if not path.parent.is_dir():
        return []
    return [p for p in path.parent.iterdir() if p.name.startswith(prefix) and p.suffix == ".tmp"]


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def write_temp(directory: Path, prefix: str, data: bytes) -> Path:
    """``data`` in a new temporary file in ``directory``, flushed to disk; returns its path."""
    fd, name = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=directory)
    try:
        try:
            _write_all(fd, data)
            os.fsync(fd)
        finally:
            os.close(fd)  # may fail too (some file systems report write errors here)
    except BaseException:
        _unlink_quietly(Path(name))
        raise
    return Path(name)


def _unlink_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        os.unlink(path)


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:  # e.g. Windows cannot open folders; its renames are durable enough
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _set_aside(path: Path, target: Path, old: bytes) -> None:
    """Make ``target`` a complete copy of ``path`` (whose bytes are ``old``), atomically."""
    link = path.parent / f"{temp_prefix(path)}{os.getpid()}-link.tmp"
    _unlink_quietly(link)
    try:
        os.link(path, link)
    except OSError:  # no hard links here: copy instead
        link = write_temp(path.parent, temp_prefix(path), old)
    try:
        os.replace(link, target)
    finally:
        # rename() does nothing when both names are already links to one file (a save that
        # died after this step leaves the backup so), and then the temporary name stays.
        _unlink_quietly(link)


def bad_copy_name(path: Path) -> Path:
    """Where a bad file that a save would replace is kept: ``<name>.bad-YYYYmmdd-HHMMSS``."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    candidate = sibling(path, f".bad-{stamp}")
    n = 1
    while candidate.exists():
        candidate = sibling(path, f".bad-{stamp}-{n}")
        n += 1
    return candidate


def set_aside_copies(path: Path) -> list[Path]:
    """The files set aside for ``path`` (``<name>.bad-<time>``), oldest first."""
    if not path.parent.is_dir():
        return []
    prefix = sibling(path, ".bad-").name
    return sorted(
        (p for p in path.parent.iterdir() if p.name.startswith(prefix)),
        key=lambda p: p.stat().st_mtime_ns,
    )


def replace_file(
    path: Path, data: bytes, backup: Path | None, is_intact: Callable[[bytes], bool]
) -> None:
    """Put ``data`` at ``path`` atomically; the old file, if intact, becomes ``backup``.

    Raises NotAFile (an OSError) if ``path`` is a folder, a pipe or a device.
    """
    directory = path.parent
    directory.mkdir(parents=True, exist_ok=True)
    try:
        old: bytes | None = read_regular(path)
    except FileNotFoundError:
        old = None
    for stray in stray_temps(path):
        _unlink_quietly(stray)
    temp = write_temp(directory, temp_prefix(path), data)
    try:
        if old is not None and not is_intact(old):
            _set_aside(path, bad_copy_name(path), old)  # never lose a file we cannot read
        elif old is not None and backup is not None:
            _set_aside(path, backup, old)
        os.replace(temp, path)
    except BaseException:
        _unlink_quietly(temp)
        raise
    _fsync_dir(directory)
