"""The engine is handed its content and never imports it; no import circles."""

from __future__ import annotations

from importgraph import ROOT, circles, import_graph, imported_names, modules


def _content_imports(package: str) -> list[tuple[str, str]]:
    return sorted((name, target) for name, path in modules(package).items()
                  for target in imported_names(name, path)
                  if target == "game.content" or target.startswith("game.content."))


def test_engine_never_imports_content():
    assert _content_imports("game.engine") == []


def test_the_check_sees_imports_in_functions_and_type_checking(tmp_path, monkeypatch):
    sneaky = tmp_path / "game" / "engine"
    sneaky.mkdir(parents=True)
    (sneaky / "lazy.py").write_text("def f():\n    from game.content import CONTENT\n")
    (sneaky / "typed.py").write_text("from typing import TYPE_CHECKING\n"
                                     "if TYPE_CHECKING:\n    from game import content\n")
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
