"""What the game does with the run history (``game.history``): at a run's end, and at start.

- ``remember(state, folder, ...)``: a run ended (or a new game replaced it): its run summary
  file into ``morgue/``, then its row. The file comes first: a row that cannot be written
  (a locked, read-only or damaged database) is written from it later.
- ``catch_up(folder)``: at start (and before the rankings or ``--scores`` are shown): every
  run summary file in ``morgue/`` without a row gets one: runs whose row could not be
  written, and the files of runs from before the database, imported once. A file that does
  not read as a run summary is noted and never tried again.

Neither raises: each answers with what to tell the player, one line per problem.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from game.history.db import History

if TYPE_CHECKING:
    from game.engine.game import GameState

MORGUE_DIR = "morgue"  # as game.save.morgue_file (which imports the engine's words)


def print_scores(folder: Path, as_csv: bool) -> int:
    """``--scores``: catch up on run summaries, then print the history, best score first
    (``as_csv``: as CSV); exit status 0, or 1 when the history could not be read (said in one
    line on stderr)."""
    import sys

    from game.history.table import table, write_csv

    _, problem = catch_up(folder)
    history = History(folder)
    runs = history.all("score")
    problem = history.problem or problem
    if problem:
        print(problem, file=sys.stderr)
    if as_csv:
        write_csv(runs, sys.stdout)
    else:
        print(table(runs))
    return 1 if history.problem else 0


@dataclass
class Remembered:
    """What ``remember`` did: the run summary file (None: it could not be written), the row's
    id (None: not written), and what to tell the player."""

    morgue: Path | None = None
    run_id: int | None = None
    notes: list[str] = field(default_factory=list)


def relative(path: Path | None, folder: Path) -> str | None:
    """``path`` as the history keeps it: relative to the saves folder, with / between parts."""
    if path is None:
        return None
    try:
        return Path(path).resolve().relative_to(Path(folder).resolve()).as_posix()
    except ValueError:
        return str(path)


def remember(
    state: GameState,
    folder: Path,
    recording: Path | None = None,
    abandoned: bool = False,
    ended: datetime | None = None,
) -> Remembered:
    """Write the run summary file of ``state`` and its row in the history (see module doc)."""
    from game.morgue import run_row
    from game.save.morgue_file import write_morgue

    ended = ended or datetime.now()
    done = Remembered()
    kept = relative(recording, folder)
    try:
        done.morgue = write_morgue(state, folder, ended, kept, abandoned)
    except OSError as error:  # never lose the end of the game over it: say so
        done.notes.append(f"Could not write the run summary: {error.strerror or error}")
    history = History(folder)
    done.run_id = history.add(run_row(state, ended, relative(done.morgue, folder), kept, abandoned))
    if history.problem is not None:
        done.notes.append(
            history.problem
            if done.morgue is not None
            else history.problem.replace(
                " This run is kept in morgue/ and will be added at the next start.", ""
            )
        )
    return done


def catch_up(folder: Path) -> tuple[int, str | None]:
    """Rows for the run summary files that have none; (rows added, the problem if any)."""
    from game.history.morgue_read import UnreadableSummary, read_summary, run_from_summary

    morgues = Path(folder) / MORGUE_DIR
    history = History(folder)
    known = history.known_summaries()  # (also opens the database now, not at a run's end)
    try:
        names = sorted(
            f"{MORGUE_DIR}/{entry.name}"
            for entry in morgues.iterdir()
            if entry.name.endswith(".txt") and entry.is_file()
        )
    except OSError:  # no morgue folder (yet): nothing to catch up on
        return 0, history.problem
    if not names:
        return 0, history.problem
    if history.problem is not None and history.set_aside is None:
        return 0, history.problem
    runs, unread = [], []
    for name in names:
        if name in known:
            continue
        try:
            runs.append(run_from_summary(read_summary(Path(folder) / name), name))
        except UnreadableSummary as why:
            unread.append((name, str(why)))
        except OSError:
            continue  # perhaps readable next time
    if not runs and not unread:
        return 0, history.problem
    before = history.problem
    added = history.add_many(runs, unread)
    return added, history.problem or before
