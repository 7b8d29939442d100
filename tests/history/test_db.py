"""The run history in SQLite (issue 25, points 1 and 6): rows for a death, a victory and an
abandoned run; the schema's version and its migration; WAL and one transaction per write;
and the faults: a damaged file (truncated, random bytes), a read-only folder, a database held
by another connection, one from a newer game, a missing one. Each is one line, the game goes
on, and a row that could not be written is written at the next start from its run summary;
old run summaries are imported once."""

from __future__ import annotations

import os
import random
import sqlite3
import stat
from datetime import datetime
from pathlib import Path

import pytest

from game.history import db as dbmod
from game.history.db import DB_NAME, VERSION, History, close_all
from game.history.morgue_read import read_summary, run_from_summary
from game.history.run import Run
from game.morgue import run_row
from game.save.morgue_file import MORGUE_DIR
from game.save.run_history import catch_up, remember
from tests.history.conftest import dead_game, going_game, won_game

ENDED = datetime(2026, 11, 25, 10, 0, 0)


def rows(folder: Path) -> list[Run]:
    history = History(folder)
    found = history.all("date")
    assert history.problem is None
    return found


def a_run(n: int = 1, **changes) -> Run:
    values = dict(
        seed=str(n),
        ended=f"2026-11-25 10:00:{n % 60:02d}",
        outcome="death",
        floor=1 + n % 12,
        turns=100 * n,
        level=1,
        xp=n,
        kills=n,
        morgue=f"{MORGUE_DIR}/run-{n}.txt",
    )
    values.update(changes)
    return Run(**values)


# -- rows --------------------------------------------------------------------------------------
def test_a_death_a_victory_and_an_abandoned_run_each_get_their_row(tmp_path):
    dead, won, going = dead_game(), won_game(), going_game()
    recording = tmp_path / "recordings" / "x.ibrec"
    for state, abandoned in ((dead, False), (won, False), (going, True)):
        done = remember(state, tmp_path, recording, abandoned=abandoned, ended=ENDED)
        assert done.notes == [] and done.morgue is not None and done.run_id is not None
    found = {run.outcome: run for run in rows(tmp_path)}
    assert set(found) == {"death", "victory", "abandoned"}
    death = found["death"]
    assert (death.cause, death.floor, death.turns, death.seed) == ("Orc", 1, 1, "2")
    assert death.ended == "2026-11-25 10:00:00" and death.started is not None
    assert death.version == "0.1.0" and death.rules == dead.recording.rules
    assert death.recording == "recordings/x.ibrec"
    assert death.morgue.startswith(f"{MORGUE_DIR}/ironbound-2-")
    assert dict(death.worn) == {"body": "Leather Armor", "main hand": "Dagger"}
    assert found["victory"].kills_by_breed == (("Orc", 1),)  # counted by breed id
    assert found["victory"].score == run_row(won, ENDED).score > death.score
    assert found["abandoned"].fate() == "Left on floor 1"
    assert found["abandoned"].pictures is not None
    text = (tmp_path / found["abandoned"].morgue).read_text(encoding="utf-8")
    assert text.splitlines()[3:7] == [
        "Abandoned",
        "Left on floor 1, on turn 1.",
        "",
        "Outcome: abandoned",
    ]


def test_a_row_read_back_from_its_summary_is_the_same_row(tmp_path):
    state = won_game()
    done = remember(state, tmp_path, ended=ENDED)
    [stored] = rows(tmp_path)
    again = run_from_summary(read_summary(done.morgue), stored.morgue)
    assert again == Run(**{**stored.__dict__, "id": None})
    assert again.pictures == stored.pictures and again.pictures is not None


def test_the_database_is_wal_and_at_the_current_version(tmp_path):
    remember(dead_game(), tmp_path, ended=ENDED)
    with sqlite3.connect(tmp_path / DB_NAME) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert db.execute("PRAGMA user_version").fetchone()[0] == VERSION == 2


def test_a_write_is_one_transaction(tmp_path):
    """A batch with one bad row (an unknown outcome) adds nothing at all."""
    history = History(tmp_path)
    assert history.add_many([a_run(1)]) == 1
    assert history.add_many([a_run(2), a_run(3, outcome="bored")]) == 0
    assert "cannot be used" in history.problem and "CHECK" in history.problem
    assert [run.seed for run in rows(tmp_path)] == ["1"]


def test_a_run_is_never_added_twice(tmp_path):
    history = History(tmp_path)
    first = history.add(a_run(1))
    assert history.add(a_run(1)) == first and len(rows(tmp_path)) == 1


# -- migration ---------------------------------------------------------------------------------
def test_a_version_1_database_is_migrated_and_keeps_its_rows(tmp_path):
    path = tmp_path / DB_NAME
    with sqlite3.connect(path) as db:
        dbmod.MIGRATIONS[0](db)
        db.execute("PRAGMA user_version = 1")
        db.execute(
            "INSERT INTO runs (seed, ended, outcome, floor, turns, level, xp, kills, "
            "score, morgue) VALUES ('5', '2026-01-01 00:00:00', 'victory', 12, 9000, "
            "14, 16000, 300, 48750, 'morgue/old.txt')"
        )
    db.close()
    history = History(tmp_path)
    [old] = history.all()
    assert (old.seed, old.outcome, old.pictures, old.morgue) == (
        "5",
        "victory",
        None,
        "morgue/old.txt",
    )
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 2
        columns = [row[1] for row in db.execute("PRAGMA table_info(runs)")]
        assert "pictures" in columns
        assert db.execute("SELECT count(*) FROM unread").fetchone()[0] == 0
    db.close()
    assert history.add(a_run(7)) is not None and len(history.all()) == 2


def test_a_database_from_a_newer_game_is_read_but_never_written(tmp_path):
    History(tmp_path).add(a_run(1))
    close_all()
    with sqlite3.connect(tmp_path / DB_NAME) as db:
        db.execute(f"PRAGMA user_version = {VERSION + 1}")
    db.close()
    history = History(tmp_path)
    assert [run.seed for run in history.all()] == ["1"] and history.problem is None
    assert history.add(a_run(2)) is None
    assert history.problem.startswith(f"The run history ({DB_NAME}) is from a newer Ironbound")
    assert history.count() == 1


# -- faults ------------------------------------------------------------------------------------
@pytest.mark.parametrize("damage", ["truncated", "random bytes"])
def test_a_damaged_file_is_set_aside_and_begun_again_from_the_summaries(tmp_path, damage):
    for n, state in enumerate((dead_game(), won_game())):
        remember(state, tmp_path, ended=ENDED.replace(minute=n))
    path = tmp_path / DB_NAME
    close_all()  # the game ends; the file is damaged before the next start
    data = path.read_bytes()
    if damage == "truncated":
        path.write_bytes(data[: len(data) // 3] if len(data) > 4096 else data[:100])
    else:
        path.write_bytes(random.Random(4).randbytes(len(data)))
    for extra in ("-wal", "-shm"):
        path.with_name(DB_NAME + extra).unlink(missing_ok=True)
    done = remember(going_game(), tmp_path, abandoned=True, ended=ENDED.replace(minute=5))
    assert done.morgue is not None  # the run summary is written whatever the database does
    [note] = done.notes
    assert (
        note.startswith(
            f"The run history ({DB_NAME}) was damaged: it is set aside as {DB_NAME}.bad-"
        )
        and "\n" not in note
    )
    assert list(tmp_path.glob(f"{DB_NAME}.bad-*"))  # kept, not deleted
    assert catch_up(tmp_path) == (2, None)  # the earlier runs, from their summaries
    assert sorted(run.outcome for run in rows(tmp_path)) == ["abandoned", "death", "victory"]


@pytest.mark.skipif(
    os.geteuid() == 0 if hasattr(os, "geteuid") else False,
    reason="root writes into read-only folders",
)
def test_a_read_only_folder_says_why_and_the_row_comes_at_the_next_start(tmp_path):
    _read_only_case(tmp_path)


def test_a_read_only_database_says_why_and_the_row_comes_at_the_next_start(tmp_path, monkeypatch):
    """As root (CI containers) a read-only folder does not stop writes: the same fault is
    made by SQLite's own read-only mode."""
    real = sqlite3.connect

    def read_only(path, *args, **kwargs):
        if not kwargs.get("uri"):
            return real(f"{Path(path).resolve().as_uri()}?mode=ro", *args, uri=True, **kwargs)
        return real(path, *args, **kwargs)

    remember(dead_game(), tmp_path, ended=ENDED)
    close_all()  # the next start, on a read-only database
    monkeypatch.setattr(dbmod.sqlite3, "connect", read_only)
    done = remember(won_game(), tmp_path, ended=ENDED.replace(minute=1))
    assert done.morgue is not None and len(done.notes) == 1
    assert done.notes[0].startswith(f"The run history ({DB_NAME}) cannot be used: ")
    assert done.notes[0].endswith(
        "This run is kept in morgue/ and will be added at the next start."
    )
    assert [run.outcome for run in History(tmp_path).all()] == ["death"]  # still read
    monkeypatch.setattr(dbmod.sqlite3, "connect", real)
    close_all()
    assert catch_up(tmp_path) == (1, None)
    assert sorted(run.outcome for run in rows(tmp_path)) == ["death", "victory"]


def _read_only_case(tmp_path):
    remember(dead_game(), tmp_path, ended=ENDED)
    close_all()
    mode = tmp_path.stat().st_mode
    try:
        tmp_path.chmod(stat.S_IRUSR | stat.S_IXUSR)
        (tmp_path / MORGUE_DIR).chmod(stat.S_IRWXU)
        done = remember(won_game(), tmp_path, ended=ENDED.replace(minute=1))
        assert done.morgue is not None and len(done.notes) == 1
        assert History(tmp_path).count() >= 0
    finally:
        tmp_path.chmod(mode)
    assert catch_up(tmp_path)[1] is None
    assert sorted(run.outcome for run in rows(tmp_path)) == ["death", "victory"]


def test_a_database_held_by_another_connection(tmp_path):
    remember(dead_game(), tmp_path, ended=ENDED)
    other = sqlite3.connect(tmp_path / DB_NAME, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        done = remember(won_game(), tmp_path, ended=ENDED.replace(minute=1))
        assert done.morgue is not None and done.notes == [
            f"The run history ({DB_NAME}) is in use by another program. This run is kept in "
            "morgue/ and will be added at the next start."
        ]
        assert History(tmp_path).count() == 1  # readers still read (WAL)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert catch_up(tmp_path) == (1, None)
    assert sorted(run.outcome for run in rows(tmp_path)) == ["death", "victory"]


def test_a_missing_database_is_made_and_reading_one_makes_nothing(tmp_path):
    history = History(tmp_path)
    assert history.count() == 0 and history.all() == [] and history.problem is None
    assert not (tmp_path / DB_NAME).exists()
    assert history.add(a_run(1)) is not None and (tmp_path / DB_NAME).exists()


def test_a_database_path_that_is_a_folder_is_one_line(tmp_path):
    (tmp_path / DB_NAME).mkdir()
    history = History(tmp_path)
    assert history.add(a_run(1)) is None
    assert history.problem.startswith(f"The run history ({DB_NAME}) cannot be used: ")
    assert "\n" not in history.problem


# -- importing run summaries -------------------------------------------------------------------
OLD_SUMMARY = """Ironbound run summary
=====================

You died
Killed by an Ogre on floor 5, on turn 1882.

Outcome: dead
Cause:   Ogre
Floor:   5
Turns:   1882
Kills:   69
Level:   4
XP:      515 / 800 to the next level
HP:      0 / 85
Seed:    4
Ended:   2026-11-20 01:14:31

Worn
----------------------------------------
  Head:       nothing
  Main hand:  +1 Greataxe
  Off hand:   (held by the two-handed +1 Greataxe)

Kills by breed
----------------------------------------
  Kobold           32
  Orc              37
  Total            69
"""


def test_old_run_summaries_are_imported_once(tmp_path):
    """Summaries from before the database (no score, no pictures) become rows once; a file
    that is not a summary is noted and never tried again."""
    morgue = tmp_path / MORGUE_DIR
    morgue.mkdir()
    (morgue / "ironbound-4-20261120-011431.txt").write_text(OLD_SUMMARY, encoding="utf-8")
    (morgue / "notes.txt").write_text("my own notes", encoding="utf-8")
    assert catch_up(tmp_path) == (1, None)
    assert catch_up(tmp_path) == (0, None)
    [run] = rows(tmp_path)
    assert (run.outcome, run.cause, run.floor, run.turns, run.level, run.kills) == (
        "death",
        "Ogre",
        5,
        1882,
        4,
        69,
    )
    assert run.xp == 350 + 500 + 650 + 515  # levels 1-3 spent (200 + level x 150), then 515
    assert run.score == 5000 + run.xp + (5000 - 1882) // 4
    assert run.kills_by_breed == (("Kobold", 32), ("Orc", 37))
    assert run.worn == (("main hand", "+1 Greataxe"),) and run.pictures is None
    with sqlite3.connect(tmp_path / DB_NAME) as db:
        assert db.execute("SELECT morgue, why FROM unread").fetchall() == [
            (f"{MORGUE_DIR}/notes.txt", "not an Ironbound run summary")
        ]
    db.close()


def test_a_summary_written_while_the_database_was_damaged_is_not_lost(tmp_path):
    remember(dead_game(), tmp_path, ended=ENDED)
    close_all()
    (tmp_path / DB_NAME).write_bytes(b"this is not a database at all" * 200)
    for extra in ("-wal", "-shm"):
        (tmp_path / (DB_NAME + extra)).unlink(missing_ok=True)
    added, problem = catch_up(tmp_path)
    assert added == 1 and problem is None or problem.startswith("The run history")
    assert [run.outcome for run in rows(tmp_path)] == ["death"]


def test_a_summary_with_numbers_no_run_has_is_noted_not_imported(tmp_path):
    morgue = tmp_path / MORGUE_DIR
    morgue.mkdir()
    absurd = OLD_SUMMARY.replace("Floor:   5", "Floor:   " + "9" * 40)
    (morgue / "ironbound-4-20261120-011431.txt").write_text(absurd, encoding="utf-8")
    assert catch_up(tmp_path) == (0, None)
    assert rows(tmp_path) == []
    history = History(tmp_path)
    assert history.add(a_run(1, turns=10**30)) is None  # told, never raised
    assert history.problem.startswith(f"The run history ({DB_NAME}) cannot be used")
