"""Where recordings are kept, and writing one: at a run's end, on a key, and on a crash.

- ``recordings_dir(folder)``: ``recordings/`` in the saves folder;
- ``keep_recording(state, folder, reason)``: write the run's recording there now (the end of a
  run, the key in the game); never raises: the path written, or the error to show;
- ``keep_crash_recording(state, save_path)``: beside the save, when the game crashes; the
  recording is marked so that a replay stops at the crash.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.files.atomic import free_path
from game.replay.file import SUFFIX, from_state, write_recording

if TYPE_CHECKING:
    from game.engine.game import GameState

FOLDER_NAME = "recordings"


def recordings_dir(folder: Path | str) -> Path:
    """``recordings/`` in the saves folder ``folder``."""
    return Path(folder) / FOLDER_NAME


def end_reason(state: GameState) -> str:
    """ "victory", "death", or "key" for a run still going on."""
    if state.won:
        return "victory"
    return "death" if not state.player.is_alive else "key"


def recording_name(state: GameState, reason: str) -> str:
    """ "20261123-1204-turn2405-death": when, how far, why (no seed: it may be 155 digits)."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-turn{state.turn}-{reason}"


def keep_recording(
    state: GameState, folder: Path | str, reason: str | None = None
) -> tuple[Path | None, str | None]:
    """Write the recording of ``state`` into ``recordings_dir(folder)``; (path, None), or
    (None, why not) without raising."""
    reason = reason or end_reason(state)
    target = recordings_dir(folder)
    try:
        target.mkdir(parents=True, exist_ok=True)
        return write_recording(
            from_state(state, reason), free_path(target, recording_name(state, reason), SUFFIX)
        ), None
    except OSError as error:
        return None, f"Could not keep the recording: {error.strerror or error}"


def keep_crash_recording(state: GameState, path: Path | str, exact: bool = False) -> Path:
    """Mark the crash in the recording and write it beside the save ``path`` (``exact``: to
    ``path`` itself); raises OSError."""
    state.recording.crashed()
    path = Path(path)
    if not exact:
        path = free_path(path.parent, f"{path.stem}.crash-{time.strftime('%Y%m%d-%H%M%S')}", SUFFIX)
    return write_recording(from_state(state, "crash"), path)
