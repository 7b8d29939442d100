"""GameState and the turn loop: perform the player's action, then run the monsters."""

from __future__ import annotations

from typing import Any

from game.engine.actions import COMMANDS, Action, Impossible, commands
from game.engine.actions.base import carry_out
from game.engine.actions.progress import LevelUpAction
from game.engine.ai import run_monsters
from game.engine.chronicle import Chronicle
from game.engine.conditions import recover
from game.engine.events import Event, Outcome
from game.engine.log import Kind
from game.engine.recording import Recording
from game.engine.traps import search
from game.engine.world import World

#: Version of the state's shape; saves record it so later releases can migrate old games.
STATE_SCHEMA = 7


class GameState(World):
    """The whole game: the World (floor, entities, player, log, depth, turn, generator, content,
    revision) and the turn loop: perform the player's action, then run the monsters."""

    schema = STATE_SCHEMA

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: Every command from here on (``game.engine.recording``); ``new_game`` marks it as
        #: recording from the start.
        self.recording = Recording(start_turn=self.turn)
        #: HP, floors and kills over the run, for its pictures (``game.engine.chronicle``).
        self.chronicle = Chronicle()

    def act(self, command: str, **params: Any) -> bool:
        """The player's command by name: the one door for the UI, the bot, tests and replays.

        True when the command happened (and, if it took a turn, the monsters then acted);
        a refusal logs its reason and returns False with nothing changed.
        """
        return self.do(command, **params).done

    def do(self, command: str, *, watch: bool = False, **params: Any) -> Outcome:
        """``act``, answering with the whole ``Outcome`` (see ``perform``)."""
        kind = COMMANDS.get(command)
        if kind is None:
            return self.refuse(f"Unknown command: {command!r}.")
        try:  # check the parameters against the action's own signature, not by catching
            commands.signature(kind).bind(self.player, **params)  # a TypeError from inside it
        except TypeError as bad:
            return self.refuse(f"Bad arguments for {command}: {bad}.")
        try:
            action = kind(self.player, **params)
        except Impossible as refusal:
            return self.refuse(str(refusal))
        return self.perform(action, watch=watch)

    def perform(self, action: Action, watch: bool = False) -> Outcome:
        """Perform the player's ``action`` (and the alternates it answers with), then, if it
        took a turn, the monsters' turns; every command is recorded. The ``Outcome`` says
        whether it happened or why not, and, when the screen ``watch``es, what it did."""
        mark, depth = self.recording.note(self, action), self.depth
        if self.game_over:
            return self.refuse(
                "You have won: the run is over." if self.won else "You are dead.", mark
            )
        if self.level_up_pending and not isinstance(action, LevelUpAction):
            return self.refuse("Choose a stat to raise first.", mark)
        events: list[Event] | None = [] if watch else None
        self.events = events
        try:
            try:
                carry_out(action, self)
            except Impossible as refusal:
                return self.refuse(str(refusal), mark)
            self.changed()
            arrived = self.depth != depth
            if action.takes_turn:
                self.end_turn(arrived)
        finally:
            self.events = None
        if arrived:
            self.recording.descended(self)
        return Outcome(True, events=tuple(events or ()))

    def refuse(self, message: str, mark: int | None = None) -> Outcome:
        """A command is refused: log why (nothing else changed), and record that in place of
        the command noted at ``mark``."""
        self.log(message, Kind.IMPOSSIBLE)
        self.recording.refused(message, mark)
        return Outcome(False, refusal=message)

    def end_turn(self, arrived: bool = False) -> None:
        """The player's turn is spent: look around, then every monster acts (on the turn the
        hero ``arrived`` on a floor, no spell reaches them: see ``run_monsters``). A frozen
        hero then loses whole turns, the monsters taking theirs."""
        self._pass_turn(arrived)
        hero = self.player
        while hero.frozen_turns > 0 and hero.is_alive and not self.won:
            hero.frozen_turns -= 1
            self.log("You are frozen: a turn passes.", Kind.STATUS)
            self._pass_turn(False)

    def _pass_turn(self, arrived: bool) -> None:
        self.turn += 1
        if self.won:  # the run ended with the boss's fall: nothing moves, heals or hurts after
            self.chronicle.tick(self)
            return
        self.regenerate()
        recover(self)
        self.update_fov()
        if self.player.is_alive:
            search(self)
        if self.player.is_alive:
            run_monsters(self, arrived)
            self.changed()
        self.chronicle.tick(self)
