"""The run summary file: ``morgue/ironbound-<seed>-<yyyymmdd-hhmmss>.txt`` in the saves folder.

Written once when a run ends (won or lost), by the window game and by the headless bot with a
save folder. The text comes from ``game.morgue``; here it is only put on disk, atomically (a
temporary file fsynced, then renamed), under a name no earlier summary holds.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.files.atomic import free_path, replace_file
from game.morgue import run_summary

if TYPE_CHECKING:
    from game.engine.game import GameState

#: The subfolder of the saves folder that holds run summaries.
MORGUE_DIR = "morgue"


def morgue_path(folder: Path, seed: int, ended: datetime) -> Path:
    """A free name for this run's summary in ``folder``: ``ironbound-7-20261123-114005.txt``,
    with ``-1``, ``-2``... when runs of the same seed end in the same second."""
    return free_path(folder, f"ironbound-{seed}-{ended:%Y%m%d-%H%M%S}", ".txt")


def write_morgue(
    state: GameState,
    saves: Path,
    ended: datetime | None = None,
    recording: str | None = None,
    abandoned: bool = False,
) -> Path:
    """Write the run summary of ``state`` into ``saves/morgue/``; returns its path.
    ``recording``: where its recording went, relative to ``saves``; ``abandoned``: a new game
    replaced the run.

    Raises OSError when it cannot be written (nothing is left half-written).
    """
    ended = ended or datetime.now()
    folder = saves / MORGUE_DIR
    folder.mkdir(parents=True, exist_ok=True)
    path = morgue_path(folder, state.seed, ended)
    text = run_summary(state, ended, recording, abandoned)
    replace_file(path, text.encode("utf-8"), None, lambda _old: True)
    return path
