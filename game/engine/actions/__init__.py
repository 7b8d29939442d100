"""The player's commands by name: ``state.act("move", dx=1, dy=0)`` builds one of these."""

from __future__ import annotations

from game.engine.actions.base import COMMANDS, Action, Impossible
from game.engine.actions.combat import MeleeAction
from game.engine.actions.items import DropAction, EquipAction, PickupAction, RemoveAction, UseAction
from game.engine.actions.movement import BumpAction, DescendAction, MoveAction, WaitAction
from game.engine.actions.note import NoteAction
from game.engine.actions.progress import LevelUpAction
from game.engine.actions.throwing import ThrowAction

__all__ = [
    "COMMANDS",
    "Action",
    "BumpAction",
    "DescendAction",
    "DropAction",
    "EquipAction",
    "Impossible",
    "LevelUpAction",
    "MeleeAction",
    "MoveAction",
    "NoteAction",
    "PickupAction",
    "RemoveAction",
    "ThrowAction",
    "UseAction",
    "WaitAction",
]
