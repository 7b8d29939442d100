"""The world as the rules see it: the game's data and the small changes every rule makes.

``GameState`` (``game.engine.game``) is this plus the turn loop. Actions, effects and minds
take a World, so they need not import the module that imports them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actor import Actor
from game.engine.entity import Entity
from game.engine.log import Kind, MessageLog
from game.engine.procgen import generate_floor
from game.engine.rng import make_rng
from game.engine.stage import Stage

if TYPE_CHECKING:
    from game.engine.content import Content


class World:
    """The whole game's data: floor, entities, player, log, depth, turn, the seeded generator.

    What every rule (action, effect, mind) sees and changes; ``GameState`` adds the turn loop.

    ``content`` is the game's data the engine was handed (kinds, makers, spawn tables); the
    state keeps the reference (saves store it as a name, never as data).

    ``revision`` counts the changes the screen shows: every performed action, every monster
    phase, a new floor, a placed entity. A screen redraws when it differs from the one it
    drew; a refused command leaves it as it was.
    """

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
