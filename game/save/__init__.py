"""Saves: a versioned pickle envelope, written atomically and read by a restricted loader.

``save_game(state, path)`` and ``load_game(path)`` are the whole contract; ``SaveError`` is the
only exception a bad file raises, and its text is what the player reads. ``SaveSlot`` (in
``game.save.slot``) is what the UI and the CLI call: where saves live, the folder's lock,
backups, and deleting the save after death.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.files.atomic import NotAFile, read_regular, real_path, replace_file, sibling
from game.save import errors
from game.save.errors import Reason, SaveError
from game.save.runs import keeps_replaced_run

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.save.envelope import decode_state, encode_state

#: Names read from ``envelope`` on first use: it needs the whole engine, and the menu (which
#: only asks whether a save exists) is drawn before the engine is imported.
_FROM_ENVELOPE = ("MAGIC", "decode_state", "encode_state", "is_intact")


def __getattr__(name: str) -> Any:
    if name in _FROM_ENVELOPE:
        from game.save import envelope

        return getattr(envelope, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Reason",
    "SaveError",
    "backup_path",
    "decode_state",
    "encode_state",
    "load_game",
    "save_game",
]

#: Nothing a game saves comes near this; a bigger file is not one of ours.
MAX_FILE_BYTES = 64 * 1024 * 1024


def backup_path(path: Path | str) -> Path:
    """Where the previous good save of ``path`` is kept: ``<path>.bak`` (next to the file a
    symbolic link points at)."""
    return sibling(real_path(Path(path)), ".bak")


def save_game(state: GameState, path: Path | str) -> None:
    """Save ``state`` to ``path`` atomically; the previous good save becomes the backup (but
    a young new game leaves the run it replaced there: see ``game.save.runs``).

    The new file is checked by loading it back (in memory) before it replaces anything, so a
    save that could not be loaded is never written over a good one. Raises SaveError if the
    game cannot be saved; the previous save is then unchanged.
    """
    from game.save.envelope import decode_state, encode_state, is_intact

    path = Path(path)
    data = encode_state(state, path)
    try:
        decode_state(data, path, loading=False)
    except SaveError as exc:
        raise errors.unsavable(path, f"it would not load back: {exc}") from exc
    target = real_path(path)  # through a symbolic link: the link stays, its target is saved
    backup = backup_path(target)
    keeps_backup = keeps_replaced_run(state, target, backup)  # a new game keeps the run it ended
    try:
        replace_file(target, data, None if keeps_backup else backup, is_intact)
    except NotAFile as exc:
        raise errors.not_a_file(path, exc.what, writing=True) from exc
    except OSError as exc:
        raise errors.write_failed(path, exc) from exc


def load_game(path: Path | str) -> GameState:
    """The game saved at ``path``. Raises SaveError, and only SaveError, if it cannot load.

    The file is only read: a bad file stays exactly as it is.
    """
    from game.save.envelope import MAGIC, decode_state

    try:
        data = read_regular(Path(path), MAX_FILE_BYTES)
    except FileNotFoundError:
        raise errors.missing(path) from None
    except NotAFile as exc:
        raise errors.not_a_file(path, exc.what) from None
    except OSError as exc:
        raise errors.unreadable(path, exc.strerror or str(exc)) from None
    if len(data) > MAX_FILE_BYTES:
        if data.startswith(MAGIC):
            raise errors.damaged(path, errors.EXTRA_DATA)
        raise errors.not_a_save(path)
    return decode_state(data, path)
