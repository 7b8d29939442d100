"""The UI builds the engine's actions itself: no ``act("name", ...)`` string tables under
game/ui (``state.act(name, **params)`` stays the named door for the bot, the CLI and tests)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame

from game.engine.actions import EquipAction

ROOT = Path(__file__).resolve().parents[2]


def named_calls(source: str) -> list[str]:
    """``x.act("name", ...)`` calls in ``source``: the command names used."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "act"
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append(node.args[0].value)
    return found


def test_the_checker_finds_a_named_call():
    assert named_calls('app.act("move", dx=1, dy=0)\nstate.act(MoveAction(p, 1, 0))') == ["move"]


def test_no_command_names_in_the_ui():
    files = sorted((ROOT / "game" / "ui").rglob("*.py"))
    assert len(files) >= 40
    used = {
        str(path.relative_to(ROOT)): names
        for path in files
        if (names := named_calls(path.read_text()))
    }
    assert used == {}


def test_an_action_built_by_the_ui_goes_through_the_app(make_app, room_state, drive):
    from game.content import create_item

    sword = create_item("sword")
    room_state.player.inventory.add(sword)
    app = make_app(state=room_state)
    drive(app)
    assert app.act(EquipAction(room_state.player, sword))
    assert room_state.player.equipment.is_equipped(sword)
    turn = room_state.turn
    # a refusal (not carried): no turn passes, the engine's message is logged
    assert not app.act(EquipAction(room_state.player, create_item("sword")))
    assert room_state.turn == turn
    assert room_state.messages[-1].text == "You do not carry that."
    pygame.event.clear()
