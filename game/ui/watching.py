"""Watching a past run from the rankings: its recording in the replay window, then back.

The app cannot import the replay screen (which knows the app), so ``enable(app)`` hands it
``watch_file`` as its ``watcher``; ``launch`` does this for the window game.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import App


def watch_file(app: App, path: Path) -> str | None:
    """Open the recording at ``path`` in ``app``'s replay window (Esc comes back); why it
    cannot be, or None."""
    from game.replay.file import RecordingError, read_recording
    from game.replay.player import Replay
    from game.ui.screens.replay_screen import READ_ONLY, ReplayScreen

    try:
        replay = Replay(read_recording(path))
    except RecordingError as error:
        return str(error)
    app.begin_watching(replay.state, ReplayScreen(app, replay, leave=app.stop_watching), READ_ONLY)
    return None


def enable(app: App) -> None:
    """Let ``app`` watch recordings (the run summary's "Watch")."""
    app.watcher = lambda path: watch_file(app, path)
