"""The code's own checks, run as tests so CI runs them with everything else: mypy finds no
error in ``game/``, ruff finds nothing, and ruff format has nothing to change (issue 22.6;
``.pre-commit-config.yaml`` runs the same before a commit)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, tmp_path: Path | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, timeout=600
    )


def test_mypy_finds_no_error_in_the_game(tmp_path: Path):
    done = run("mypy", "--cache-dir", str(tmp_path / "mypy"), "game")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-1000:]


def test_ruff_finds_nothing():
    done = run("ruff", "check", "--no-cache", ".")
    assert done.returncode == 0, done.stdout[-3000:]


def test_ruff_format_has_nothing_to_change():
    done = run("ruff", "format", "--no-cache", "--check", ".")
    assert done.returncode == 0, done.stdout[-3000:]
