"""The engine is handed its content and never imports it; no import circles, between modules
or between packages."""

from __future__ import annotations

from importgraph import (
    ROOT,
    circles,
    import_graph,
    imported_names,
    modules,
    package_graph,
    subpackages,
)


def _content_imports(package: str) -> list[tuple[str, str]]:
    return sorted(
        (name, target)
        for name, path in modules(package).items()
        for target in imported_names(name, path)
        if target == "game.content" or target.startswith("game.content.")
    )


def test_engine_never_imports_content():
    assert _content_imports("game.engine") == []


def test_the_check_sees_imports_in_functions_and_type_checking(tmp_path, monkeypatch):
    sneaky = tmp_path / "game" / "engine"
    sneaky.mkdir(parents=True)
    (sneaky / "lazy.py").write_text("def f():\n    from game.content import CONTENT\n")
    (sneaky / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game import content\n"
    )
    (sneaky / "relative.py").write_text("from ..content import items\n")
    monkeypatch.setattr("importgraph.ROOT", tmp_path)
    found = {name for name, _ in _content_imports("game.engine")}
    assert found == {"game.engine.lazy", "game.engine.typed", "game.engine.relative"}


def test_circles_are_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert circles(graph) == [["a", "b", "c"]]


def test_no_import_circle_anywhere_in_the_game():
    """Counting lazy imports inside functions and imports under TYPE_CHECKING (issue 15)."""
    assert (ROOT / "game" / "engine").is_dir() and (ROOT / "game" / "ui").is_dir()
    assert circles(import_graph("game")) == []


def test_circles_between_packages_are_found(tmp_path, monkeypatch):
    """No module circle, yet a package circle: a.one -> b.one, b.two -> a.two (issue 22)."""
    for package, module, imports in [
        ("a", "one", "game.b.one"),
        ("a", "two", None),
        ("b", "one", None),
        ("b", "two", "game.a.two"),
        ("c", "one", "game.a.one"),
    ]:
        folder = tmp_path / "game" / package
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "__init__.py").touch()
        (folder / f"{module}.py").write_text(f"import {imports}\n" if imports else "")
    (tmp_path / "game" / "__init__.py").touch()
    (tmp_path / "game" / "tool.py").write_text("from game.c import one\n")
    monkeypatch.setattr("importgraph.ROOT", tmp_path)
    graph = import_graph("game")
    assert circles(graph) == []
    packages = subpackages("game")
    assert packages == {"game.a", "game.b", "game.c"}
    assert package_graph(graph, packages) == {
        "game": set(),
        "game.a": {"game.b"},
        "game.b": {"game.a"},
        "game.c": {"game.a"},
        "game.tool": {"game.c"},
    }
    assert circles(package_graph(graph, packages)) == [["game.a", "game.b"]]


def test_no_import_circle_between_the_games_packages():
    """game.save, game.replay, game.engine, game.ui, game.agents, game.content... and the
    modules of their own (game.cli): none imports, through others, one that imports it."""
    packages = subpackages("game")
    assert {"game.save", "game.replay", "game.engine", "game.ui", "game.content"} <= packages
    assert circles(package_graph(import_graph("game"), packages)) == []
