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
        (ROOT / "game" / "content").rglob("*.py"))
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


def test_ci_runs_the_readme_test_command():
    readme = (ROOT / "README.md").read_text().splitlines()
    commands = [line for line in readme if line.startswith("python -m pip install")]
    assert len(commands) >= 2
    assert "python main.py" in commands[0]
    test_command = commands[1]
    assert "pytest" in test_command
    assert test_command in (ROOT / ".ci" / "run").read_text()
