"""The ui package has no import circle, counting every import: at the top, inside functions and
under ``if TYPE_CHECKING:`` (a circle hidden by a lazy import is still a circle)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "game.ui"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def ui_modules() -> dict[str, Path]:
    base = ROOT / Path(*PACKAGE.split("."))
    return {module_name(path): path for path in sorted(base.rglob("*.py"))}


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """Every module of ``known`` that ``path`` imports anywhere in its body."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join(parent + ([base] if base else []))
            # "from game.ui import text" imports the module game.ui.text
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            # the deepest known module the target names (a name inside a module -> that module)
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and target != PACKAGE:
                found.add(target)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = ui_modules()
    known = set(modules)
    return {name: imported(path, name, known) for name, path in modules.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def test_the_checker_sees_the_ui_and_finds_a_planted_circle():
    graph = import_graph()
    assert len(graph) >= 40 and "game.ui.app" in graph
    assert "game.ui.screens.base" in graph["game.ui.screens.main_menu"]
    planted = {name: set(edges) for name, edges in graph.items()}
    planted["game.ui.theme"].add("game.ui.screens.main_menu")  # main_menu -> ... -> theme
    assert any("game.ui.theme" in group for group in circles(planted))


def test_no_import_circle_in_the_ui():
    assert circles(import_graph()) == []
