"""Architecture rules: the engine and content never import pygame; CI runs the README's tests."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def test_engine_and_content_never_import_pygame():
    offenders = []
    files = list((ROOT / "game" / "engine").rglob("*.py")) + list(
        (ROOT / "game" / "content").rglob("*.py")
    )
    assert len(files) > 10
    for path in files:
        for module in imported_modules(path):
            if module == "pygame" or module.startswith("pygame."):
                offenders.append(f"{path.relative_to(ROOT)} imports {module}")
    assert offenders == []


def test_detector_sees_a_pygame_import(tmp_path):
    sample = tmp_path / "x.py"
    sample.write_text("def f():\n    from pygame import display\n")
    assert "pygame" in imported_modules(sample)


def test_engine_does_not_use_the_global_random_module():
    for path in (ROOT / "game" / "engine").rglob("*.py"):
        text = path.read_text()
        # random.Random objects are fine; module-level calls like random.randint are not.
        calls = re.findall(r"\brandom\.(?!Random\b|SystemRandom\b)([a-z_]+)\(", text)
        assert calls == [], f"{path.name} calls the global random: {calls}"


def readme_setup_commands() -> list[str]:
    """The command lines of the README's first ``sh`` block: set up and play, set up and test."""
    text = (ROOT / "README.md").read_text()
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


def test_ci_runs_exactly_the_readme_test_command():
    play, test = readme_setup_commands()
    assert "main.py" in play and "pytest" in test
    ci_lines = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert ci_lines[-1] == test, "the last command of .ci/run must be the README's test command"


def test_readme_setup_commands_make_their_own_venv_and_never_call_a_bare_python():
    """Debian and Ubuntu refuse pip outside a venv ("externally-managed-environment") and often
    have no ``python``: each line makes the venv itself and uses its interpreter."""
    for command in readme_setup_commands():
        assert command.startswith("python3 -m venv .venv && ")
        steps = command.split(" && ")[1:]
        assert steps and all(step.startswith(".venv/bin/python ") for step in steps), command
