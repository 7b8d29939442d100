"""A run summary file read back: its header fields and sections, and the run's row.

The summary screen draws a run from these (``read_summary``); the history writes the row of
a run whose row was never written, or of an old file from before the database
(``run_from_summary``). Files of any age read: what a field lacks is left out (an old file
has no score line: the score is computed from its floor, XP and turns, as always).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from game.history.pictures import SECTION, Pictures
from game.history.run import TIME_FORMAT, Run
from game.history.score import total_xp

#: A run summary file larger than this is not one of ours.
MAX_BYTES = 256 * 1024
#: No number in a run summary of ours is this large (the database holds 64-bit numbers).
MAX_NUMBER = 10**15
_OUTCOMES = {"dead": "death", "won": "victory", "abandoned": "abandoned", "alive": "abandoned"}
_FIELD = re.compile(r"^([A-Z][A-Za-z ]*):\s+(.*)$")
_RULE = re.compile(r"^-{10,}$")
#: Kills-by-breed lines that are not a breed.
_NOT_BREEDS = ("Total", "Before counting by breed")


class UnreadableSummary(ValueError):
    """A file that is not a run summary (or not one this game can read)."""


@dataclass
class Summary:
    """A run summary file: ``title`` ("You died"), ``fate``, the header ``fields`` (Outcome,
    Floor...) and the ``sections`` (title -> lines, unindented), in the file's order."""

    title: str = ""
    fate: str = ""
    fields: dict[str, str] = field(default_factory=dict)
    sections: dict[str, list[str]] = field(default_factory=dict)


def parse_summary(text: str) -> Summary:
    """The parts of a run summary's ``text``; raises UnreadableSummary."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "Ironbound run summary":
        raise UnreadableSummary("not an Ironbound run summary")
    summary = Summary()
    body = [line for line in lines[2:]]
    heads = [index for index in range(len(body) - 1) if _RULE.match(body[index + 1])]
    top = body[: heads[0]] if heads else body
    words = [line for line in top if line.strip() and not _FIELD.match(line)]
    summary.title = words[0].strip() if words else ""
    summary.fate = words[1].strip() if len(words) > 1 else ""
    for line in top:
        match = _FIELD.match(line)
        if match:
            summary.fields[match.group(1)] = match.group(2).strip()
    for at, head in enumerate(heads):
        end = heads[at + 1] if at + 1 < len(heads) else len(body)
        part = [line[2:] if line.startswith("  ") else line for line in body[head + 2 : end]]
        while part and not part[-1].strip():
            part.pop()
        summary.sections[body[head].strip()] = part
    return summary


def read_summary(path: Path) -> Summary:
    """The run summary file at ``path``; raises OSError or UnreadableSummary."""
    with open(path, "rb") as file:
        data = file.read(MAX_BYTES + 1)
    if len(data) > MAX_BYTES:
        raise UnreadableSummary("too large for a run summary")
    try:
        return parse_summary(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise UnreadableSummary("not text") from None


def _number(fields: dict[str, str], name: str) -> int:
    try:
        value = int(fields[name].split()[0].replace(",", ""))
    except (KeyError, IndexError, ValueError):
        raise UnreadableSummary(f"no {name.lower()}") from None
    if not 0 <= value <= MAX_NUMBER:
        raise UnreadableSummary(f"no {name.lower()} a run could have")
    return value


def _kills(lines: list[str]) -> tuple[tuple[str, int], ...]:
    out = []
    for line in lines:
        name, _, count = line.rstrip().rpartition(" ")
        name = name.strip()
        if name and count.isdigit() and len(count) < 16 and name not in _NOT_BREEDS:
            out.append((name, int(count)))
    return tuple(out)


def _worn(lines: list[str]) -> tuple[tuple[str, str], ...]:
    out = []
    for line in lines:
        slot, colon, name = line.partition(":")
        name = name.strip()
        if colon and name and name != "nothing" and not name.startswith("(held by"):
            out.append((slot.strip().lower(), name))
    return tuple(out)


def run_from_summary(summary: Summary, morgue: str | None = None) -> Run:
    """The row of the run ``summary`` tells of; raises UnreadableSummary."""
    fields = summary.fields
    outcome = _OUTCOMES.get(fields.get("Outcome", ""))
    if outcome is None:
        raise UnreadableSummary("no outcome")
    try:
        ended = datetime.strptime(fields.get("Ended", ""), TIME_FORMAT)
    except ValueError:
        raise UnreadableSummary("no end time") from None
    seed = fields.get("Seed", "")
    if not re.fullmatch(r"-?\d{1,200}", seed):
        raise UnreadableSummary("no seed")
    level = max(1, _number(fields, "Level"))
    version, _, rules = fields.get("Version", "").partition(", rules ")
    cause = fields.get("Cause")
    recording = fields.get("Recording")
    return Run(
        seed=seed,
        ended=f"{ended:{TIME_FORMAT}}",
        outcome=outcome,
        floor=_number(fields, "Floor"),
        turns=_number(fields, "Turns"),
        level=level,
        xp=total_xp(level, _number(fields, "XP")),
        kills=_number(fields, "Kills"),
        cause=None if cause in (None, "-") else cause,
        started=fields.get("Started") or None,
        version=version or None,
        rules=int(rules) if rules.isdigit() else None,
        kills_by_breed=_kills(summary.sections.get("Kills by breed", [])),
        worn=_worn(summary.sections.get("Worn", [])),
        morgue=morgue,
        recording=recording or None,
        pictures=Pictures.from_lines(summary.sections.get(SECTION, [])),
    )
