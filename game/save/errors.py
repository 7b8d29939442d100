"""SaveError and every message about saves a player can see, in one place.

Each message says what went wrong and what to do. ``SaveError.reason`` is a short code for the
UI and tests; ``str(error)`` is the sentence to show.
"""

from __future__ import annotations

import errno
import os
import reprlib
from enum import Enum
from pathlib import Path

#: The most of a file's own words (an id, a name) a message quotes: enough to recognise them.
MAX_QUOTE = 60
#: No message about a save is longer than this (long paths included): a longer one is cut.
MAX_MESSAGE = 5000

_QUOTE = reprlib.Repr()
_QUOTE.maxstring = _QUOTE.maxother = _QUOTE.maxlong = MAX_QUOTE
_QUOTE.maxlevel = 3


def cut(text: str, limit: int = MAX_QUOTE) -> str:
    """``text``, or if longer than ``limit`` characters its start and "..." (``limit`` in all)."""
    return text if len(text) <= limit else text[: max(0, limit - 3)] + "..."


def quoted(value: object, limit: int = MAX_QUOTE) -> str:
    """``repr(value)`` for a message, never longer than about ``limit`` characters (however big
    or deep the value a file holds)."""
    return cut(_QUOTE.repr(value), limit)


class Reason(Enum):
    """Why a save could not be loaded or written."""

    MISSING = "missing"  # no save yet
    UNREADABLE = "unreadable"  # the OS would not let us read it
    NOT_A_SAVE = "not_a_save"  # some other kind of file
    INCOMPATIBLE = "incompatible"  # made by a version that this one cannot load
    DAMAGED = "damaged"  # truncated, checksum mismatch, cannot decompress/unpickle
    REFUSED = "refused"  # holds something the restricted loader does not allow
    WRITE_FAILED = "write_failed"  # saving failed; the previous save is unchanged


class SaveError(Exception):
    """The only exception a bad save file raises; ``str()`` is the message for the player."""

    def __init__(self, message: str, reason: Reason, path: Path | str | None = None) -> None:
        super().__init__(cut(message, MAX_MESSAGE))
        self.reason = reason
        self.path = None if path is None else Path(path)

    @property
    def message(self) -> str:
        return str(self.args[0])


NEW_GAME = "Start a new game, or load a backup if you have one."


def _name(path: Path | str | None) -> str:
    return "The save file" if path is None else f"The save file {path}"


def missing(path: Path | str) -> SaveError:
    """No file at ``path``: nothing saved yet."""
    return SaveError(
        f"There is no saved game yet (nothing at {path}). Start a new game.", Reason.MISSING, path
    )


def symlink_loop(path: Path | str) -> Path | None:
    """The first symbolic link on the way to ``path`` that leads back to itself, if any."""
    path = Path(path)
    for part in (*reversed(path.parents), path):
        if part.is_symlink():
            try:
                os.stat(part)
            except OSError as error:
                if error.errno == errno.ELOOP:
                    return part
    return None


_LOOP = "is a symbolic link that leads back to itself (a loop)"
_UNLOOP = "Fix or remove that link, or choose another folder with --save-dir or IRONBOUND_SAVE_DIR."


def unreadable(path: Path | str, why: str) -> SaveError:
    """The file exists but the OS would not let us read it (or a link loop is in the way)."""
    loop = symlink_loop(path)
    if loop is not None:
        return SaveError(
            f"{_name(path)} could not be read: {loop} {_LOOP}, so no file can be there. {_UNLOOP}",
            Reason.UNREADABLE,
            path,
        )
    return SaveError(
        f"{_name(path)} could not be read ({why}). Check that it exists and that "
        "you may read it, then try again.",
        Reason.UNREADABLE,
        path,
    )


def folder_in_use(path: Path | str, folder: Path | str) -> SaveError:
    """Another running copy of the game holds the save's folder: not saved under it."""
    return SaveError(
        f"Could not save the game to {path}: Ironbound is already running with the "
        f"save folder {folder}. Your previous save is unchanged. Close the other "
        f"copy first, or {_ELSEWHERE}.",
        Reason.WRITE_FAILED,
        path,
    )


def not_a_save(path: Path | str | None) -> SaveError:
    """Some other kind of file."""
    where = "This file" if path is None else str(path)
    return SaveError(
        f"{where} is not an Ironbound save file. Choose another file, or start a new game.",
        Reason.NOT_A_SAVE,
        path,
    )


def newer(
    path: Path | str | None, made_by: str, fmt: int, schema: int | None, ours: str
) -> SaveError:
    """Made by a newer release (format or game data version above ours)."""
    what = f"save format {fmt}" + ("" if schema is None else f", game data version {schema}")
    return SaveError(
        f"{_name(path)} was made by Ironbound {made_by} ({what}), which is newer "
        f"than this game (Ironbound {ours}). Update Ironbound to continue it.",
        Reason.INCOMPATIBLE,
        path,
    )


def older(
    path: Path | str | None, made_by: str, fmt: int, schema: int | None, ours: str
) -> SaveError:
    """Made by an older release that no migration reaches."""
    what = f"save format {fmt}" + ("" if schema is None else f", game data version {schema}")
    return SaveError(
        f"{_name(path)} was made by Ironbound {made_by} ({what}), which this "
        f"version (Ironbound {ours}) can no longer load. Continue it with Ironbound "
        f"{made_by}, or start a new game.",
        Reason.INCOMPATIBLE,
        path,
    )


def unknown_content(path: Path | str | None, what: str, ours: str) -> SaveError:
    """Names an item kind, creature or message kind this release does not have."""
    return SaveError(
        f"{_name(path)} holds {what}, which this version (Ironbound {ours}) does "
        "not know. It was probably made by a newer version: update Ironbound to "
        "continue it.",
        Reason.INCOMPATIBLE,
        path,
    )


def damaged(path: Path | str | None, detail: str) -> SaveError:
    """Truncated, extra data, checksum mismatch, cannot decompress or unpickle, invalid."""
    return SaveError(
        f"{_name(path)} is damaged ({detail}) and cannot be loaded. {NEW_GAME}",
        Reason.DAMAGED,
        path,
    )


# The details a damaged-file message can carry.
TRUNCATED = "it is cut short"
EXTRA_DATA = "it has unexpected data after its end"
CHECKSUM = "its checksum does not match: it changed after it was saved"
NO_DECOMPRESS = "its contents cannot be decompressed"
NO_UNPICKLE = "its contents cannot be read back as a game"
NOT_A_GAME = "its contents are not a valid game"
TOO_LARGE = "it unpacks to far more data than any game holds"


def set_aside(path: Path | str, aside: Path | str) -> SaveError:
    """The save was set aside because the game crashed right after loading it."""
    return SaveError(
        f"The game stopped with an error right after {path} was loaded, so that "
        f"save was set aside as {aside} (kept, but not loaded again).",
        Reason.DAMAGED,
        path,
    )


def refused(path: Path | str | None, what: str) -> SaveError:
    """Names (or changes) something the restricted loader does not allow."""
    return SaveError(
        f"{_name(path)} contains something Ironbound does not load ({what}), so "
        "it was refused and nothing in it was run. It may have been tampered with: "
        f"load only saves you trust. {NEW_GAME}",
        Reason.REFUSED,
        path,
    )


def not_a_file(path: Path | str, what: str, writing: bool = False) -> SaveError:
    """``path`` is a folder, a pipe or a device: it is never read from or written over."""
    if writing:
        return SaveError(
            f"Could not save the game: {path} is {what}, not a save file. Your "
            "previous save is unchanged. Choose a file name, or another folder "
            "with --save-dir or IRONBOUND_SAVE_DIR.",
            Reason.WRITE_FAILED,
            path,
        )
    return SaveError(
        f"{path} is {what}, not a save file. Choose a save file (such as "
        "ironbound.sav), or start a new game.",
        Reason.NOT_A_SAVE,
        path,
    )


_NO_SPACE = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)}
_READ_ONLY = {errno.EACCES, errno.EPERM, errno.EROFS}
_ELSEWHERE = "choose another folder with --save-dir or IRONBOUND_SAVE_DIR"


def write_failed(path: Path | str, error: OSError | str) -> SaveError:
    """The OS refused the write; the previous save is untouched. The advice fits the cause:
    a full disk, a read-only folder, or anything else."""
    why = error if isinstance(error, str) else (error.strerror or str(error))
    code = None if isinstance(error, str) else error.errno
    loop = None if code is None else symlink_loop(path)
    if loop is not None:  # (the OS says "File exists" or "Too many levels of symbolic links")
        return SaveError(
            f"Could not save the game to {path}: {loop} {_LOOP}, so nothing can "
            f"be saved there. Your previous save is unchanged. {_UNLOOP}",
            Reason.WRITE_FAILED,
            path,
        )
    if code in _READ_ONLY:
        folder = Path(path).parent
        return SaveError(
            f"The folder {folder} is read-only (or you may not write in it), so "
            f"the game could not be saved to {path} ({why}). Your previous save is "
            f"unchanged. Make the folder writable, or {_ELSEWHERE}.",
            Reason.WRITE_FAILED,
            path,
        )
    advice = (
        f"Free some disk space or {_ELSEWHERE}"
        if code in _NO_SPACE or code is None
        else _ELSEWHERE[0].upper() + _ELSEWHERE[1:]
    )
    return SaveError(
        f"Could not save the game to {path} ({why}). Your previous save is unchanged. {advice}.",
        Reason.WRITE_FAILED,
        path,
    )


def unsavable(path: Path | str | None, why: str) -> SaveError:
    """The state holds something that cannot be pickled or would not load back."""
    return SaveError(
        f"Could not save the game: it holds something that cannot be saved ({why})."
        " Your previous save is unchanged. This is a bug; please report it.",
        Reason.WRITE_FAILED,
        path,
    )
