"""GameState and the turn loop: perform the player's action, then run the monsters."""

from __future__ import annotations

import inspect
from functools import cache
from typing import TYPE_CHECKING, Any

from game.engine.actions import COMMANDS, Action, Impossible
from game.engine.actions.progress import LevelUpAction
from game.engine.actor import Actor
from game.engine.ai import run_monsters
from game.engine.entity import Entity
from game.engine.log import Kind, MessageLog
from game.engine.procgen import generate_floor
from game.engine.rng import make_rng
from game.engine.stage import Stage

if TYPE_CHECKING:
    from game.engine.content import Content

#: Version of the state's shape; saves record it so later releases can migrate old games.
STATE_SCHEMA = 2


@cache
def _signature(kind: type[Action]) -> inspect.Signature:
    return inspect.signature(kind)


class GameState:
    """The whole game: floor, entities, player, log, depth, turn and the seeded generator.

    ``content`` is the game's data the engine was handed (kinds, makers, spawn tables); the
    state keeps the reference (saves store it as a name, never as data).

    ``revision`` counts the changes the screen shows: every performed action, every monster
    phase, a new floor, a placed entity. A screen redraws when it differs from the one it
    drew; a refused command leaves it as it was.
    """

    schema = STATE_SCHEMA

    def __init__(self, seed: int, player: Actor, content: Content | None = None) -> None:
        self.content = content
        self.seed = seed
        self.rng = make_rng(seed)
        self.player = player
        self.depth = 0
        self.turn = 0
        self.kills = 0
        self.messages = MessageLog()
        self.stage = Stage(1, 1)
        self.revision = 0

    # -- facts -----------------------------------------------------------------------------
    @property
    def game_over(self) -> bool:
        return not self.player.is_alive

    @property
    def level_up_pending(self) -> bool:
        return self.player.is_alive and self.player.level.requires_level_up

    # -- changes ---------------------------------------------------------------------------
    def changed(self) -> None:
        """Something the screen shows changed: bump ``revision``."""
        self.revision += 1

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
        self.changed()

    def update_fov(self) -> None:
        self.stage.update_fov(self.player.x, self.player.y)

    def new_floor(self) -> None:
        """Build the next floor and put the player in its first room."""
        if self.content is None:
            raise RuntimeError("this state was given no content to build floors from")
        self.depth += 1
        self.stage = generate_floor(self.rng, self.player,
                                    self.content.populace_for_floor(self.depth))
        self.update_fov()
        self.changed()

    def act(self, command: str, **params: Any) -> bool:
        """The player's command by name: the one door for the UI, the bot, tests and replays.

        True when the command happened (and, if it took a turn, the monsters then acted);
        a refusal logs its reason and returns False with nothing changed.
        """
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
        self.changed()
        if action.takes_turn:
            self.end_turn()
        return True

    def end_turn(self) -> None:
        """The player's turn is spent: look around, then every monster acts."""
        self.turn += 1
        self.update_fov()
        if self.player.is_alive:
            run_monsters(self)
            self.changed()
