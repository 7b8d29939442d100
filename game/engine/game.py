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
from game.engine.recording import Recording
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

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Every command from here on (``game.engine.recording``); ``new_game`` marks it as
        #: recording from the start.
        self.recording = Recording(start_turn=self.turn)

    def act(self, command: str, **params: Any) -> bool:
        """The player's command by name: the one door for the UI, the bot, tests and replays.

        True when the command happened (and, if it took a turn, the monsters then acted);
        a refusal logs its reason and returns False with nothing changed.
        """
        if self.events is not None:
            self.events = []  # a refusal below did nothing: nothing to show
        kind = COMMANDS.get(command)
        if kind is None:
            self.refuse(f"Unknown command: {command!r}.")
            return False
        try:  # check the parameters against the action's own signature, not by catching
            _signature(kind).bind(self.player, **params)  # a TypeError from inside it
        except TypeError as bad:
            self.refuse(f"Bad arguments for {command}: {bad}.")
            return False
        try:
            action = kind(self.player, **params)
        except Impossible as refusal:
            self.refuse(str(refusal))
            return False
        return self.perform(action)

    def perform(self, action: Action) -> bool:
        """Perform the player's ``action``; see ``act``. Every action is recorded; a listener's
        ``events`` start empty."""
        mark, depth = self.recording.note(self, action), self.depth
        if self.events is not None:
            self.events = []
        if self.game_over:
            self.refuse("You have won: the run is over." if self.won else "You are dead.", mark)
            return False
        if self.level_up_pending and not isinstance(action, LevelUpAction):
            self.refuse("Choose a stat to raise first.", mark)
            return False
        try:
            action.perform(self)
        except Impossible as refusal:
            self.refuse(str(refusal), mark)
            return False
        self.changed()
        arrived = self.depth != depth
        if action.takes_turn:
            self.end_turn(arrived)
        if arrived:
            self.recording.descended(self)
        return True

    def refuse(self, message: str, mark: int | None = None) -> None:
        """A command is refused: log why (nothing else changed), and record that in place of
        the command noted at ``mark``."""
        self.log(message, Kind.IMPOSSIBLE)
        self.recording.refused(message, mark)

    def end_turn(self, arrived: bool = False) -> None:
        """The player's turn is spent: look around, then every monster acts (on the turn the
        hero ``arrived`` on a floor, no spell reaches them: see ``run_monsters``)."""
        self.turn += 1
        self.regenerate()
        recover(self)
        self.update_fov()
        if self.player.is_alive:
            run_monsters(self, arrived)
            self.changed()
