"""The save slot: where saves live, and the calls the UI and the CLI make around them.

- ``save_dir(override)``: ``--save-dir``, else ``$IRONBOUND_SAVE_DIR``, else ``<repo>/saves``
  (an installed copy: the user data folder, see ``game.paths``).
- ``SaveSlot.in_dir(dir)``: the game's one save, ``ironbound.sav`` (backup ``.bak``).
- ``save(state)``: on quit (Escape, window close) and on descending, holding the folder's
  lock; a run that is over is not saved.
- ``save_on_crash(slot, get_state)``: when an unexpected exception ends the game (and the
  run's recording is kept beside the save, marked where it crashed); but a game
  that crashes right after it was loaded (before its first turn is over) is not saved over its
  file:
  that file is set aside like a damaged one, and "Continue" then offers the backup.
- ``load_or_backup()``: for "Continue": the game, or what went wrong and a backup to offer.
- ``delete_after_death()``: permadeath, after the death screen.
"""

from __future__ import annotations

import contextlib
import os
import threading
import time
import weakref
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.files.atomic import bad_copy_name, real_path, set_aside_copies, stray_temps
from game.paths import default_save_dir, expand_home
from game.save import backup_path, errors, load_game, save_game
from game.save.errors import Reason, SaveError
from game.save.runs import PLAYED_ON_TURNS, describe_game

__all__ = [
    "ENV_VAR",
    "PLAYED_ON_TURNS",
    "SAVE_NAME",
    "AtStake",
    "Offer",
    "SaveSlot",
    "describe_game",
    "save_dir",
    "save_on_crash",
]

if TYPE_CHECKING:
    from game.engine.game import GameState

ENV_VAR = "IRONBOUND_SAVE_DIR"
SAVE_NAME = "ironbound.sav"


def save_dir(override: Path | str | None = None) -> Path:
    """The saves folder: ``override`` (``--save-dir``), else $IRONBOUND_SAVE_DIR, else default.
    NoDataFolder (``game.paths``) when none can be told (no home folder, nothing set)."""
    if override:
        return expand_home(override)
    from_env = os.environ.get(ENV_VAR, "").strip()
    if from_env:
        return expand_home(from_env)
    return default_save_dir()


#: A crash within this many turns after loading counts as "right after loading": the turn
#: counter goes up before the monsters act, so 1 also covers a crash in the first monster phase.
PROBATION_TURNS = 1
#: Games loaded from a file and still on probation: state -> (file, turn at load).
_ON_PROBATION: weakref.WeakKeyDictionary[GameState, tuple[Path, int]] = weakref.WeakKeyDictionary()


def _loaded(state: GameState, path: Path) -> GameState:
    _ON_PROBATION[state] = (path, state.turn)
    return state


def crashed_right_after_loading(state: GameState | None) -> Path | None:
    """The file ``state`` was loaded from, if at most PROBATION_TURNS turns began since."""
    if state is None:
        return None
    loaded = _ON_PROBATION.get(state)
    if loaded is None or not 0 <= state.turn - loaded[1] <= PROBATION_TURNS:
        return None
    return loaded[0]


@dataclass(frozen=True)
class Offer:
    """What "Continue" found: a game to play, and if it came from the backup, why."""

    state: GameState | None
    error: SaveError | None = None  # why the save itself did not load
    from_backup: bool = False
    backup_saved_at: str = ""

    @property
    def message(self) -> str:
        """What to tell the player ("" when the save loaded normally)."""
        if self.error is None:
            return ""
        if self.state is None:
            return str(self.error)
        return (
            f"{self.error} A backup saved {self.backup_saved_at} loads fine: continue "
            "from it? (The save file is kept as it is.)"
        )


@dataclass(frozen=True)
class AtStake:
    """A run that a new game's save would replace: what the slot holds, and where."""

    path: Path  # the save, or the backup when only the backup is left
    description: str  # "A game on floor 4, turn 1,250" ("" when it is damaged)
    in_backup: bool = False
    damaged: SaveError | None = None  # why the file does not load, if it does not


class SaveSlot:
    """One save file and its backup."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)

    @classmethod
    def in_dir(cls, directory: Path | str | None = None) -> SaveSlot:
        """The game's save in ``save_dir(directory)``."""
        return cls(save_dir(directory) / SAVE_NAME)

    @property
    def backup_path(self) -> Path:
        return backup_path(self.path)

    def exists(self) -> bool:
        return self.path.exists()

    def save(self, state: GameState) -> None:
        """Save ``state`` here, holding the folder's lock (no other copy saves there meanwhile).
        A run that is over (death or victory) is not saved: permadeath deletes its save.
        Raises SaveError (the previous save then stays as it was)."""
        if state.game_over:
            return
        with folder_held(real_path(self.path)):
            save_game(state, self.path)

    def at_stake(self) -> AtStake | None:
        """The run a new game's save would replace here (None: nothing, or a run that ended).
        The save is read, or when it is gone its backup; a file that does not load is named
        as damaged. Nothing is changed."""
        path = self.path if self.exists() else self.backup_path
        if not path.exists():
            return None
        in_backup = path != self.path
        try:
            saved = load_game(path)
        except SaveError as error:
            return AtStake(path, "", in_backup, error)
        if saved.game_over:
            return None
        return AtStake(path, describe_game(saved), in_backup)

    def load(self) -> GameState:
        """The saved game; raises SaveError."""
        return _loaded(load_game(self.path), self.path)

    def load_or_backup(self) -> Offer:
        """The saved game, or else the backup to offer with the reason; never raises.

        When the save itself is gone because a crash right after loading set it aside, the
        backup is offered too, saying so.
        """
        try:
            return Offer(self.load())
        except SaveError as exc:
            error = exc
        if not self.backup_path.exists():
            return Offer(None, error)
        if error.reason is Reason.MISSING:
            aside = set_aside_copies(self.path)
            if not aside:
                return Offer(None, error)
            error = errors.set_aside(self.path, aside[-1])
        try:
            state = _loaded(load_game(self.backup_path), self.backup_path)
        except SaveError:
            return Offer(None, error)
        saved_at = time.strftime("%Y-%m-%d %H:%M", time.localtime(self.backup_path.stat().st_mtime))
        return Offer(state, error, from_backup=True, backup_saved_at=saved_at)

    def delete_after_death(self) -> None:
        """Permadeath: remove the save and its backup (files set aside as bad stay), holding
        the folder's lock; OSError if that cannot be done. Through a symbolic link, the file
        it points at goes and the link stays for the next game."""
        saved = real_path(self.path)
        try:
            with folder_held(saved):
                for path in (saved, self.backup_path, *stray_temps(saved)):
                    with contextlib.suppress(FileNotFoundError):
                        path.unlink()
        except SaveError as busy:  # another copy holds the folder: not deleted under it
            raise OSError(busy.message) from None


#: One save (or deletion) at a time in this process: the folder's lock is shared within it.
_SAVING = threading.RLock()
#: How long a save waits for another copy's save (or deletion) in the same folder to end.
SAVE_PATIENCE = 10.0


@contextlib.contextmanager
def folder_held(save: Path) -> Iterator[None]:
    """While the body runs, hold the folder of the save file ``save`` (shared with this
    process's own hold, as the running game's; waiting up to SAVE_PATIENCE for another copy's
    save). SaveError if another copy holds it longer (a game running on that folder)."""
    from game.save.lock import FolderInUse, hold_save_folder

    with _SAVING:
        try:
            lock = hold_save_folder(save.parent, patience=SAVE_PATIENCE, poll=0.01)
        except FolderInUse as busy:
            raise errors.folder_in_use(save, busy.folder) from None
        with lock:
            yield


@contextlib.contextmanager
def save_on_crash(
    slot: SaveSlot | None, get_state: Callable[[], GameState | None]
) -> Iterator[None]:
    """If the body raises, save the game (if it still goes on), note it on the error, re-raise.

    A game whose first turn since loading is not over is not saved: the crash may come
    from the file itself, and saving it back would make every "Continue" crash. Its file is set
    aside instead (as ``<name>.bad-<time>``, like a damaged file), so the backup is offered next.
    """
    try:
        yield
    except Exception as exc:
        state = get_state() if slot is not None else None
        if slot is not None and state is not None:
            _keep_crash_recording(state, slot.path, exc)
        source = crashed_right_after_loading(state)
        if slot is not None and source is not None:
            _set_aside_after_crash(source, exc)
        elif slot is not None and state is not None and not state.game_over:
            try:
                slot.save(state)
            except Exception as failed:  # never hide the original error
                exc.add_note(f"Ironbound could not save the game before stopping: {failed}")
            else:
                exc.add_note(f"Ironbound saved the game to {slot.path} before stopping.")
        raise


def _keep_crash_recording(state: GameState, beside: Path, exc: Exception) -> None:
    """The run's recording beside the save, so the crash can be replayed (never raises)."""
    from game.replay.keep import keep_crash_recording

    try:
        path = keep_crash_recording(state, beside)
    except Exception as failed:  # never hide the original error
        exc.add_note(f"Ironbound could not keep the recording of this run: {failed}")
    else:
        exc.add_note(f"Ironbound kept the recording of this run up to the crash in {path}.")


def _set_aside_after_crash(source: Path, exc: Exception) -> None:
    source = real_path(source)
    aside = bad_copy_name(source)
    try:
        os.replace(source, aside)
    except OSError as failed:
        exc.add_note(
            f"Ironbound stopped right after loading {source}, and could not set that "
            f"file aside ({failed.strerror or failed}); it was not saved over."
        )
    else:
        exc.add_note(
            f"Ironbound stopped right after loading {source}: that file was set aside "
            f"as {aside} and not saved over; Continue will offer the backup."
        )
