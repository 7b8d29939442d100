"""Files the player names for the game to write (``--record FILE``, ``--screenshot FILE``),
checked before anything is played or drawn: never over a save or its backup, never into a
folder, and never where the folder cannot be made. Each problem is one sentence to print.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path


def _same(one: Path, other: Path) -> bool:
    """Do the two paths name one file (through links, whether it exists or not)?"""
    return os.path.normcase(os.path.realpath(one)) == os.path.normcase(os.path.realpath(other))


def _holds_a_save(path: Path) -> bool:
    """Is ``path`` a regular file that starts like a save (a save, its backup, a copy)?"""
    from game.save.envelope import MAGIC

    try:
        if not path.is_file():
            return False
        with open(path, "rb") as file:
            return file.read(len(MAGIC)) == MAGIC
    except OSError:
        return False


def _first_existing(path: Path) -> Path:
    """``path``'s nearest ancestor that is there (a file, a folder or a link)."""
    for ancestor in path.parents:
        if ancestor.exists() or ancestor.is_symlink():
            return ancestor
    return Path(path.anchor or ".")


def output_problem(path: Path | str, what: str, saves: Iterable[Path] = ()) -> str | None:
    """Why ``what`` ("the recording") may not be written to ``path``, or None if it may.

    ``saves``: the save files (and backups) this run uses, protected even before they exist.
    """
    path = Path(path)
    refuse = f"Cannot write {what} to {path}"
    if path.is_dir():
        return f"{refuse}: it is a folder. Name a file in it instead."
    if _holds_a_save(path):
        return (
            f"{refuse}: it is a saved game, and nothing the game writes goes over a save. "
            "Choose another file name."
        )
    if any(_same(path, save) for save in saves):
        return (
            f"{refuse}: that is where the game's save (or its backup) goes, and nothing "
            "else the game writes goes there. Choose another file name."
        )
    folder = _first_existing(path)
    if not folder.is_dir():
        return f"{refuse}: {folder} is a file, not a folder. Choose another place."
    return None
