"""The game's import graph, read with ``ast``: every import statement counts, including those
inside functions and under ``if TYPE_CHECKING:`` (they are dependencies all the same)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def modules(package: str = "game") -> dict[str, Path]:
    """Dotted module name -> file, for every module of ``package``."""
    found = {}
    for path in sorted((ROOT / package.replace(".", "/")).rglob("*.py")):
        parts = path.relative_to(ROOT).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def imported_names(name: str, path: Path) -> set[str]:
    """Every name an import statement in the file imports (``from a import b`` gives ``a.b``:
    the module ``a.b`` if there is one, else a name defined in ``a``)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def import_graph(package: str = "game") -> dict[str, set[str]]:
    """Module -> the modules of ``package`` it imports (each resolved to a real module)."""
    mods = modules(package)

    def resolve(target: str) -> str | None:
        while target and target not in mods:
            target = target.rpartition(".")[0]
        return target or None

    graph: dict[str, set[str]] = {}
    for name, path in mods.items():
        targets = {resolve(t) for t in imported_names(name, path)}
        graph[name] = {t for t in targets if t is not None and t != name}
    return graph


def package_of(module: str, packages: set[str]) -> str:
    """The package ``module`` belongs to: the longest of ``packages`` that holds it (or is
    it), else the module itself (a module of its own, like ``game.cli``)."""
    holders = [p for p in packages if module == p or module.startswith(p + ".")]
    return max(holders, key=len) if holders else module


def package_graph(graph: dict[str, set[str]], packages: set[str]) -> dict[str, set[str]]:
    """The import graph between packages: A -> B when a module of A imports one of B."""
    result: dict[str, set[str]] = {}
    for module, targets in graph.items():
        source = package_of(module, packages)
        result.setdefault(source, set()).update(
            package_of(t, packages) for t in targets if package_of(t, packages) != source
        )
    return result


def subpackages(package: str = "game") -> set[str]:
    """The packages directly inside ``package`` (``game.save``, ``game.ui``...)."""
    folder = ROOT / package.replace(".", "/")
    return {f"{package}.{d.name}" for d in folder.iterdir() if (d / "__init__.py").is_file()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(graph.get(node, ())):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found
