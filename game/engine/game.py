"""GameState and the turn loop: perform the player's action, then run the monsters."""

from __future__ import annotations

from typing import Any

from game.engine.actions import COMMANDS, Action, Impossible
from game.engine.actions.progress import LevelUpAction
from game.engine.actor import Actor
from game.engine.ai import run_monsters
from game.engine.entity import Entity
from game.engine.log import Kind, MessageLog
from game.engine.rng import make_rng
from game.engine.stage import Stage

#: Version of the state's shape; saves record it so later releases can migrate old games.
STATE_SCHEMA = 2


class GameState:
    """The whole game: floor, entities, player, log, depth, turn and the seeded generator."""

    schema = STATE_SCHEMA

    def __init__(self, seed: int, player: Actor) -> None:
        self.seed = seed
        self.rng = make_rng(seed)
        self.player = player
        self.depth = 0
        self.turn = 0
        self.kills = 0
        self.messages = MessageLog()
        self.stage = Stage(1, 1)

    # -- facts -----------------------------------------------------------------------------
    @property
    def game_over(self) -> bool:
        return not self.player.is_alive

    @property
    def level_up_pending(self) -> bool:
        return self.player.is_alive and self.player.level.requires_level_up

    # -- changes ---------------------------------------------------------------------------
    def log(self, text: str, kind: Kind = Kind.INFO) -> None:
        self.messages.add(text, kind, self.turn)

    def place(self, entity: Entity, x: int, y: int) -> None:
        """Put ``entity`` at (x, y) on the current floor (adding it if it is not there yet)."""
        if not self.stage.in_bounds(x, y):
            raise ValueError(f"({x}, {y}) is outside the floor")
        entity.x, entity.y = x, y
        if not any(e is entity for e in self.stage.entities):
            self.stage.entities.append(entity)
        if entity is self.player:
            self.update_fov()

    def update_fov(self) -> None:
        self.stage.update_fov(self.player.x, self.player.y)

    def new_floor(self) -> None:
        """Build the next floor and put the player in its first room."""
        from game.content import populace_for_floor
        from game.engine.procgen import generate_floor

        self.depth += 1
        self.stage = generate_floor(self.rng, self.player, populace_for_floor(self.depth))
        self.update_fov()

    def act(self, command: str, **params: Any) -> bool:
        """The player's command by name: the one door for the UI, the bot, tests and replays.

        True when the command happened (and, if it took a turn, the monsters then acted);
        a refusal logs its reason and returns False with nothing changed.
        """
        kind = COMMANDS.get(command)
        if kind is None:
            self.log(f"Unknown command: {command!r}.", Kind.IMPOSSIBLE)
            return False
        try:
            action = kind(self.player, **params)
        except TypeError:
            self.log(f"Bad arguments for {command}.", Kind.IMPOSSIBLE)
            return False
        except Impossible as refusal:
            self.log(str(refusal), Kind.IMPOSSIBLE)
            return False
        return self.perform(action)

    def perform(self, action: Action) -> bool:
        """Perform the player's ``action``; see ``act``."""
        if self.game_over:
            self.log("You are dead.", Kind.IMPOSSIBLE)
            return False
        if self.level_up_pending and not isinstance(action, LevelUpAction):
            self.log("Choose a stat to raise first.", Kind.IMPOSSIBLE)
            return False
        try:
            action.perform(self)
        except Impossible as refusal:
            self.log(str(refusal), Kind.IMPOSSIBLE)
            return False
        if action.takes_turn:
            self.end_turn()
        return True

    def end_turn(self) -> None:
        """The player's turn is spent: look around, then every monster acts."""
        self.turn += 1
        self.update_fov()
        if self.player.is_alive:
            run_monsters(self)
