"""``--scores``: the run history as a table for the terminal, or as CSV (``--csv``); printed
by ``game.save.run_history.print_scores``."""

from __future__ import annotations

import csv
from typing import TextIO

from game.history.run import Run

#: (heading, value of a run) for the table and the CSV file alike.
COLUMNS: tuple[tuple[str, str], ...] = (
    ("rank", ""),
    ("score", "score"),
    ("outcome", "outcome"),
    ("floor", "floor"),
    ("turns", "turns"),
    ("level", "level"),
    ("xp", "xp"),
    ("kills", "kills"),
    ("cause", "cause"),
    ("ended", "ended"),
    ("seed", "seed"),
)
#: Extra CSV columns (the table would be too wide).
CSV_EXTRA = (
    ("started", "started"),
    ("version", "version"),
    ("rules", "rules"),
    ("morgue", "morgue"),
    ("recording", "recording"),
)
#: The longest seed the table shows whole.
SEED_WIDTH = 20


def _values(rank: int, run: Run, columns: tuple[tuple[str, str], ...]) -> list[str]:
    out = []
    for _, attr in columns:
        value = rank if not attr else getattr(run, attr)
        out.append("" if value is None else str(value))
    return out


def table(runs: list[Run]) -> str:
    """The runs as aligned columns, best first (the order given), with a heading."""
    if not runs:
        return "No runs yet: a run is added when it ends (won, lost or abandoned)."
    rows = [[heading for heading, _ in COLUMNS]]
    for rank, run in enumerate(runs, start=1):
        row = _values(rank, run, COLUMNS)
        if len(row[-1]) > SEED_WIDTH:
            row[-1] = row[-1][: SEED_WIDTH - 3] + "..."
        rows.append(row)
    widths = [max(len(row[i]) for row in rows) for i in range(len(COLUMNS))]
    numeric = {"rank", "score", "floor", "turns", "level", "xp", "kills"}
    lines = []
    for row in rows:
        cells = [
            cell.rjust(width) if heading in numeric else cell.ljust(width)
            for cell, width, (heading, _) in zip(row, widths, COLUMNS, strict=True)
        ]
        lines.append("  ".join(cells).rstrip())
    return "\n".join(lines)


def write_csv(runs: list[Run], out: TextIO) -> None:
    """The runs as CSV with a header row (every column of the table, and a few more)."""
    columns = COLUMNS + CSV_EXTRA
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([heading for heading, _ in columns])
    for rank, run in enumerate(runs, start=1):
        writer.writerow(_values(rank, run, columns))
