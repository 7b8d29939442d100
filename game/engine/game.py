"""GameState and the turn loop: perform the player's action, then run the monsters."""

from __future__ import annotations

import inspect
from functools import cache
from typing import Any

from game.engine.actions import COMMANDS, Action, Impossible
from game.engine.actions.progress import LevelUpAction
from game.engine.ai import run_monsters
from game.engine.conditions import recover
from game.engine.log import Kind
from game.engine.world import World

#: Version of the state's shape; saves record it so later releases can migrate old games.
STATE_SCHEMA = 3


@cache
def _signature(kind: type[Action]) -> inspect.Signature:
    return inspect.signature(kind)


class GameState(World):
    """The whole game: the World (floor, entities, player, log, depth, turn, generator, content,
    revision) and the turn loop: perform the player's action, then run the monsters."""

    schema = STATE_SCHEMA

    def act(self, command: str, **params: Any) -> bool:
        """The player's command by name: the one door for the UI, the bot, tests and replays.

        True when the command happened (and, if it took a turn, the monsters then acted);
        a refusal logs its reason and returns False with nothing changed.
        """
        if self.events is not None:
            self.events = []  # a refusal below did nothing: nothing to show
        kind = COMMANDS.get(command)
        if kind is None:
            self.log(f"Unknown command: {command!r}.", Kind.IMPOSSIBLE)
            return False
        try:  # check the parameters against the action's own signature, not by catching
            _signature(kind).bind(self.player, **params)  # a TypeError from inside it
        except TypeError as bad:
            self.log(f"Bad arguments for {command}: {bad}.", Kind.IMPOSSIBLE)
            return False
        try:
            action = kind(self.player, **params)
        except Impossible as refusal:
            self.log(str(refusal), Kind.IMPOSSIBLE)
            return False
        return self.perform(action)

    def perform(self, action: Action) -> bool:
        """Perform the player's ``action``; see ``act``. A listener's ``events`` start empty."""
        if self.events is not None:
            self.events = []
        if self.game_over:
            self.log("You have won: the run is over." if self.won else "You are dead.",
                     Kind.IMPOSSIBLE)
            return False
        if self.level_up_pending and not isinstance(action, LevelUpAction):
            self.log("Choose a stat to raise first.", Kind.IMPOSSIBLE)
            return False
        try:
            action.perform(self)
        except Impossible as refusal:
            self.log(str(refusal), Kind.IMPOSSIBLE)
            return False
        self.changed()
        if action.takes_turn:
            self.end_turn()
        return True

    def end_turn(self) -> None:
        """The player's turn is spent: look around, then every monster acts."""
        self.turn += 1
        self.regenerate()
        recover(self)
        self.update_fov()
        if self.player.is_alive:
            run_monsters(self)
            self.changed()
