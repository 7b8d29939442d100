"""The run history: ``ironbound.db`` (stdlib ``sqlite3``) in the saves folder.

One row per run (``runs``). The schema's version is ``PRAGMA user_version``; opening an older
database brings it up to date step by step (``MIGRATIONS``), each step in one transaction with
the version it reaches. WAL mode, so the rankings can read while a row is written; a write
is one transaction (``synchronous=NORMAL``: a row lost to a power cut is written again from its
run summary file at the next start, see ``game.save.run_history``).

Nothing here raises at the game: every method answers, and a problem is kept in ``problem``
as one line for the player ("The run history is in use by another program..."). A damaged
file (not a database, truncated, corrupt) is set aside as ``ironbound.db.bad-<time>`` and a
new one begun, which the run summary files fill again. A database from a newer Ironbound is
read but not written.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

from game.history.pictures import Pictures
from game.history.run import OUTCOMES, Run

DB_NAME = "ironbound.db"
#: Connections kept open for the life of the process, by database path: closing the last
#: connection of a WAL database checkpoints it and deletes its WAL (about 10 ms), which a
#: run's end must not pay; the next write would pay again to make the WAL.
_OPEN: dict[str, sqlite3.Connection] = {}
#: How long a write waits for another connection's lock before giving up (seconds).
BUSY_TIMEOUT = 0.1


def _v1(db: sqlite3.Connection) -> None:
    """Version 1: the runs, sorted by score or by date."""
    db.execute(f"""CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        seed TEXT NOT NULL,
        started TEXT,
        ended TEXT NOT NULL,
        version TEXT,
        rules INTEGER,
        outcome TEXT NOT NULL CHECK (outcome IN {OUTCOMES!r}),
        cause TEXT,
        floor INTEGER NOT NULL,
        turns INTEGER NOT NULL,
        level INTEGER NOT NULL,
        xp INTEGER NOT NULL,
        kills INTEGER NOT NULL,
        score INTEGER NOT NULL,
        kills_by_breed TEXT NOT NULL DEFAULT '[]',
        worn TEXT NOT NULL DEFAULT '[]',
        morgue TEXT UNIQUE,
        recording TEXT)""")
    # covering the rankings' columns: a page far down the list skips rows in the index alone
    listed = "outcome, cause, floor, turns, level, seed"
    db.execute(f"CREATE INDEX runs_by_score ON runs (score DESC, ended DESC, id DESC, {listed})")
    db.execute(f"CREATE INDEX runs_by_date ON runs (ended DESC, id DESC, score, {listed})")


def _v2(db: sqlite3.Connection) -> None:
    """Version 2: a run's pictures (JSON), and the run summary files that could not be read
    (each is tried once)."""
    db.execute("ALTER TABLE runs ADD COLUMN pictures TEXT")
    db.execute("CREATE TABLE unread (morgue TEXT PRIMARY KEY, why TEXT NOT NULL)")


#: Step n takes a database at version n to version n + 1.
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v1, _v2)
VERSION = len(MIGRATIONS)

#: The orders the rankings offer: name -> ORDER BY.
ORDERS = {"score": "score DESC, ended DESC, id DESC", "date": "ended DESC, id DESC"}
#: What a rankings row holds.
LIST_COLUMNS = ("id", "score", "outcome", "cause", "floor", "turns", "level", "ended", "seed")
_COLUMNS = (
    "seed",
    "started",
    "ended",
    "version",
    "rules",
    "outcome",
    "cause",
    "floor",
    "turns",
    "level",
    "xp",
    "kills",
    "score",
    "kills_by_breed",
    "worn",
    "morgue",
    "recording",
    "pictures",
)
_DAMAGED = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_BUSY = {5, 6}  # SQLITE_BUSY, SQLITE_LOCKED


class Newer(Exception):  # noqa: N818
    """The database was made by a newer Ironbound."""


def close_all() -> None:
    """Close the connections kept open (tests; the process's end does it too)."""
    while _OPEN:
        _, db = _OPEN.popitem()
        db.close()


def explain(error: BaseException, what: str = "") -> str:
    """One line for the player about ``error`` (``what``: what could not be done)."""
    code = getattr(error, "sqlite_errorcode", None)
    then = f" {what}" if what else ""
    if isinstance(error, Newer):
        return f"The run history ({DB_NAME}) is from a newer Ironbound: it is only read.{then}"
    if code is not None and (code & 0xFF) in _BUSY:
        return f"The run history ({DB_NAME}) is in use by another program.{then}"
    if code is not None and (code & 0xFF) in _DAMAGED:
        return f"The run history ({DB_NAME}) is damaged.{then}"
    reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
    return f"The run history ({DB_NAME}) cannot be used: {reason}.{then}"


def damaged(error: BaseException) -> bool:
    code = getattr(error, "sqlite_errorcode", None)
    return code is not None and (code & 0xFF) in _DAMAGED


def _int(value: Any, default: int = 0) -> int:
    return value if type(value) is int else default


def _text(value: Any) -> str | None:
    return value if type(value) is str else None


def _pairs(text: Any) -> tuple[tuple[str, Any], ...]:
    try:
        data = json.loads(text) if type(text) is str else []
        return tuple((str(a), b) for a, b in data)
    except (ValueError, TypeError):
        return ()


class History:
    """The run history of the saves folder ``folder`` (the file need not exist yet)."""

    def __init__(self, folder: Path | str) -> None:
        self.path = Path(folder) / DB_NAME
        #: The last problem met, one line (None: none).
        self.problem: str | None = None
        #: Where a damaged database was set aside, if it was.
        self.set_aside: Path | None = None

    # -- connections -------------------------------------------------------------------------
    def _connect(self, write: bool) -> sqlite3.Connection:
        """A connection, the schema up to date (``write``: creating the file if need be)."""
        if not write and not self.path.exists():
            raise FileNotFoundError(f"no {DB_NAME}")
        db = sqlite3.connect(
            self.path, timeout=BUSY_TIMEOUT, isolation_level=None, check_same_thread=False
        )
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > VERSION:
                if write:
                    raise Newer()
                return db
            if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            while version < VERSION:
                with self._transaction(db):
                    MIGRATIONS[version](db)
                    version += 1
                    db.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            db.close()
            raise
        return db

    def _read_only(self) -> sqlite3.Connection:
        """A connection that writes nothing at all (a read-only folder: no WAL index can be
        made there), for reading when the usual one cannot open."""
        uri = self.path.resolve().as_uri() + "?mode=ro&immutable=1"
        return sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)

    @staticmethod
    @contextmanager
    def _transaction(db: sqlite3.Connection) -> Iterator[None]:
        db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    @property
    def _key(self) -> str:
        return os.path.abspath(self.path)

    def _open(self, write: bool) -> tuple[sqlite3.Connection, bool]:
        """The kept connection, or a new one (kept when its schema is current); and whether
        the caller should close it after use."""
        db = _OPEN.get(self._key)
        if db is not None:
            return db, False
        db = self._connect(write)
        if db.execute("PRAGMA user_version").fetchone()[0] == VERSION:
            _OPEN[self._key] = db
            return db, False
        return db, True

    def _drop(self) -> None:
        """Forget the kept connection (after an error: the next use opens afresh)."""
        db = _OPEN.pop(self._key, None)
        if db is not None:
            db.close()

    def damaged_line(self) -> str:
        where = self.set_aside.name if self.set_aside is not None else "?"
        return (
            f"The run history ({DB_NAME}) was damaged: it is set aside as {where} and begun again."
        )

    def _set_aside(self) -> None:
        """Move a damaged database (and its WAL files) out of the way."""
        self._drop()
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{DB_NAME}.bad-{stamp}")
        os.replace(self.path, target)
        for extra in ("-wal", "-shm"):
            side = self.path.with_name(DB_NAME + extra)
            if side.exists():
                os.replace(side, target.with_name(target.name + extra))
        self.set_aside = target

    def _run(
        self, work: Callable[[sqlite3.Connection], Any], write: bool, what: str, default: Any
    ) -> Any:
        """``work`` on a connection; a problem is kept in ``problem`` and ``default`` returned.
        A damaged file is set aside (and ``work`` tried once on a new one, for a write)."""
        self.problem = None
        self.set_aside = None
        for attempt in (1, 2):
            try:
                db, close = self._open(write)
                try:
                    return work(db)
                finally:
                    if close:
                        db.close()
            except FileNotFoundError:
                return default
            except (sqlite3.Error, OSError, Newer, OverflowError, ValueError) as error:
                self._drop()
                if damaged(error) and attempt == 1:
                    try:
                        self._set_aside()
                    except OSError as stuck:
                        self.problem = explain(
                            error, f"It could not be set aside: {stuck.strerror or stuck}."
                        )
                        return default
                    if write:
                        continue
                    self.problem = self.damaged_line()
                    return default
                if not write and not damaged(error) and not isinstance(error, Newer):
                    try:  # a read-only folder: read what is there all the same
                        with closing(self._read_only()) as db:
                            return work(db)
                    except (sqlite3.Error, OSError):
                        pass
                self.problem = explain(error, what)
                return default
        return default

    # -- writing -----------------------------------------------------------------------------
    def add(self, run: Run) -> int | None:
        """Add ``run``'s row in one transaction; its id, or None (see ``problem``). A run
        whose run summary file already has a row is not added twice (that row's id)."""

        def work(db: sqlite3.Connection) -> int:
            with self._transaction(db):
                return self._insert(db, run)

        result = self._run(
            work, True, "This run is kept in morgue/ and will be added at the next start.", None
        )
        if self.set_aside is not None and self.problem is None:
            self.problem = self.damaged_line()
        return result

    def add_many(self, runs: list[Run], unread: list[tuple[str, str]] | None = None) -> int:
        """Add ``runs`` (and note the ``unread`` run summary files with why) in one
        transaction; how many rows were added."""

        def work(db: sqlite3.Connection) -> int:
            with self._transaction(db):
                before = db.total_changes
                for run in runs:
                    self._insert(db, run)
                added = db.total_changes - before
                db.executemany(
                    "INSERT OR IGNORE INTO unread (morgue, why) VALUES (?, ?)", unread or []
                )
                return added

        return self._run(work, True, "", 0)

    @staticmethod
    def _insert(db: sqlite3.Connection, run: Run) -> int:
        if run.morgue is not None:
            row = db.execute("SELECT id FROM runs WHERE morgue = ?", (run.morgue,)).fetchone()
            if row is not None:
                return row[0]
        values = (
            run.seed,
            run.started,
            run.ended,
            run.version,
            run.rules,
            run.outcome,
            run.cause,
            run.floor,
            run.turns,
            run.level,
            run.xp,
            run.kills,
            run.score,
            json.dumps(run.kills_by_breed),
            json.dumps(run.worn),
            run.morgue,
            run.recording,
            None if run.pictures is None else run.pictures.to_json(),
        )
        cursor = db.execute(
            f"INSERT INTO runs ({', '.join(_COLUMNS)}) VALUES ({', '.join('?' * len(_COLUMNS))})",
            values,
        )
        return int(cursor.lastrowid or 0)

    # -- reading -----------------------------------------------------------------------------
    def count(self) -> int:
        return self._run(
            lambda db: db.execute("SELECT count(*) FROM runs").fetchone()[0], False, "", 0
        )

    def page(self, order: str, offset: int, limit: int) -> list[tuple]:
        """Rows ``offset``.. of the rankings in ``order`` ("score" or "date"): LIST_COLUMNS."""
        sql = (
            f"SELECT {', '.join(LIST_COLUMNS)} FROM runs ORDER BY {ORDERS[order]} LIMIT ? OFFSET ?"
        )
        return self._run(lambda db: db.execute(sql, (limit, offset)).fetchall(), False, "", [])

    def known_summaries(self) -> set[str]:
        """The run summary files that have a row, or were tried and could not be read."""

        def work(db: sqlite3.Connection) -> set[str]:
            names = {
                row[0] for row in db.execute("SELECT morgue FROM runs WHERE morgue IS NOT NULL")
            }
            return names | {row[0] for row in db.execute("SELECT morgue FROM unread")}

        return self._run(work, False, "", set())

    def get(self, run_id: int) -> Run | None:
        """The whole row of run ``run_id``."""
        sql = f"SELECT id, {', '.join(_COLUMNS)} FROM runs WHERE id = ?"
        row = self._run(lambda db: db.execute(sql, (run_id,)).fetchone(), False, "", None)
        return None if row is None else _run_from_row(row)

    def all(self, order: str = "score") -> list[Run]:
        """Every run, in ``order``."""
        sql = f"SELECT id, {', '.join(_COLUMNS)} FROM runs ORDER BY {ORDERS[order]}"
        rows = self._run(lambda db: db.execute(sql).fetchall(), False, "", [])
        return [_run_from_row(row) for row in rows]


def _run_from_row(row: tuple) -> Run:
    """A row as read, held to the types a run has (a hand-edited file may hold anything)."""
    (
        run_id,
        seed,
        started,
        ended,
        version,
        rules,
        outcome,
        cause,
        floor,
        turns,
        level,
        xp,
        kills,
        _score,
        kills_by_breed,
        worn,
        morgue,
        recording,
        pictures,
    ) = row
    return Run(
        seed=str(seed),
        ended=str(ended),
        outcome=outcome if outcome in OUTCOMES else "death",
        floor=_int(floor),
        turns=_int(turns),
        level=_int(level, 1),
        xp=_int(xp),
        kills=_int(kills),
        cause=_text(cause),
        started=_text(started),
        version=_text(version),
        rules=rules if type(rules) is int else None,
        kills_by_breed=tuple((name, _int(n)) for name, n in _pairs(kills_by_breed)),
        worn=tuple((slot, str(name)) for slot, name in _pairs(worn)),
        morgue=_text(morgue),
        recording=_text(recording),
        pictures=Pictures.from_json(_text(pictures)),
        id=_int(run_id),
    )
