"""The window game's saves: one controller around the save slot, with no screens and no pygame.

It answers the questions the UI asks (can the menu continue? what would a new game end?) and
does what the UI does with files (save, load or offer the backup, permadeath, where screenshots
go); the app turns its answers into screens. ``slot`` None (tests that need no files): nothing
is ever read or written.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import TYPE_CHECKING

from game.save.errors import SaveError
from game.save.slot import Offer, SaveSlot, describe_game, save_dir

if TYPE_CHECKING:
    from game.engine.game import GameState

__all__ = ["SaveController", "describe_game"]


class SaveController:
    """Saving and loading for the window game, through one ``SaveSlot`` (or none).

    ``slot`` is where the game in play saves; ``home`` is the saves folder's own save (the
    same slot unless ``--load`` named a file elsewhere). The saves folder (``folder``, home's)
    keeps the recordings, run summaries and screenshots; a new game, and the menu once a
    loaded run is over, go back to ``home``.
    """

    def __init__(self, slot: SaveSlot | None = None, home: SaveSlot | None = None) -> None:
        self.slot = slot
        self.home = slot if home is None else home
        #: Runs whose summary file was written (or tried): one file per run.
        self._recorded: weakref.WeakSet[GameState] = weakref.WeakSet()

    @property
    def folder(self) -> Path | None:
        """The saves folder (None without a slot)."""
        return None if self.home is None else self.home.path.parent

    def use_home(self) -> None:
        """Save into the saves folder's own save from now on (a new game; a loaded run over)."""
        self.slot = self.home

    def save(self, state: GameState | None) -> str | None:
        """Save ``state`` (if any, and if there is a slot; a run that is over is not saved);
        never raises: the error message for the window to show, or None."""
        if self.slot is None or state is None:
            return None
        try:
            self.slot.save(state)
        except SaveError as error:
            return str(error)
        return None

    def has_save(self) -> bool:
        """A save (or its backup) is there to continue from."""
        slot = self.slot
        return slot is not None and (slot.exists() or slot.backup_path.exists())

    def load_or_backup(self) -> Offer | None:
        """The saved game, or what went wrong and a backup to offer (None: no slot)."""
        return None if self.slot is None else self.slot.load_or_backup()

    def at_stake(self, state: GameState | None) -> str | None:
        """What starting a new game would end, in the player's words (None: nothing).

        The game in memory if it goes on, else the saves folder's save (or its backup), where
        the new game will save, read to name its floor and turn; a save that does not load is
        named as damaged.
        """
        in_memory = state if state is not None and not state.game_over else None
        if in_memory is not None and self.slot is self.home:
            return f"{describe_game(in_memory)} is in progress. Start a new one and end it?"
        stake = None if self.home is None else self.home.at_stake()  # where a new game saves
        if stake is None:
            if in_memory is not None:  # a loaded game (its file keeps its last save)
                return f"{describe_game(in_memory)} is in progress. Start a new one and end it?"
            return None
        if stake.damaged is not None:
            return (
                f"The saved game is damaged: {stake.damaged}\n"
                "Start a new one? It will replace that save."
            )
        kept = "is kept in the backup" if stake.in_backup else "is in progress"
        return f"{stake.description} {kept}. Start a new one and end it?"

    def write_run_summary(self, state: GameState, recording: Path | None = None) -> str:
        """The run is over: write its summary into ``morgue/`` in the saves folder and its row
        into the run history, once per run (``recording``: where its recording went). Returns
        what to tell the player, a line each: where the summary went, or why it or the row
        could not be written ("" with no slot, or if it was already written)."""
        folder = self.folder
        if folder is None or state in self._recorded:
            return ""
        from game.save.run_history import MORGUE_DIR, remember  # the first menu needs no engine

        self._recorded.add(state)
        done = remember(state, folder, recording)
        lines = [f"Run summary: {MORGUE_DIR}/{done.morgue.name}"] if done.morgue else []
        return "\n".join(lines + done.notes)

    def abandon(self, state: GameState | None) -> str:
        """A new game replaces the run in progress (``state`` if it goes on and saves here,
        else the saves folder's save): keep its recording, summary and row as an abandoned
        run. Returns what to tell the player: "" unless something could not be written."""
        folder = self.folder
        if folder is None:
            return ""
        run = (
            state if state is not None and not state.game_over and self.slot is self.home else None
        )
        if run is None and self.home is not None and self.home.exists():
            from game.save.runs import saved_game

            run = saved_game(self.home.path)
        if run is None or run.game_over or run in self._recorded:
            return ""
        from game.replay.keep import keep_recording
        from game.save.run_history import remember

        self._recorded.add(run)
        recording, error = keep_recording(run, folder, "abandoned")
        done = remember(run, folder, recording, abandoned=True)
        return "\n".join(([error] if error else []) + done.notes)

    def delete_after_death(self) -> str:
        """Permadeath (a death or a victory ends the run): delete the save; "" when done, else
        why it could not be."""
        if self.slot is None:
            return ""
        try:
            self.slot.delete_after_death()
        except OSError as error:  # permadeath could not be enforced: say so
            return f"Could not delete the save: {error.strerror or error}"
        return ""

    def screenshots_dir(self) -> Path:
        """Screenshots go to ``screenshots/`` in the saves folder."""
        folder = self.folder
        return (save_dir() if folder is None else folder) / "screenshots"
