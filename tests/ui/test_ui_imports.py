"""The ui package has no import circle, counting every import: at the top, inside functions and
under ``if TYPE_CHECKING:`` (a circle hidden by a lazy import is still a circle). The reader of
imports is the one the whole-game test uses (tests/importgraph.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # tests/, for importgraph

from importgraph import circles, import_graph  # noqa: E402


def test_the_checker_sees_the_ui_and_finds_a_planted_circle():
    graph = import_graph("game.ui")
    assert len(graph) >= 40 and "game.ui.app" in graph
    assert "game.ui.screens.base" in graph["game.ui.screens.main_menu"]
    planted = {name: set(edges) for name, edges in graph.items()}
    planted["game.ui.theme"].add("game.ui.screens.main_menu")  # main_menu -> ... -> theme
    assert any("game.ui.theme" in group for group in circles(planted))


def test_no_import_circle_in_the_ui():
    assert circles(import_graph("game.ui")) == []
