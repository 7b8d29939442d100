"""Spells monsters cast: an action like any other, chosen by the caster's mind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible
from game.engine.conditions import confuse_hero
from game.engine.events import Zap
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World


class CastConfusion(Action):
    """Cast confusion on the hero for ``turns`` turns (clarity resists: see ``conditions``)."""

    def __init__(self, actor: Actor, target: Actor, turns: int) -> None:
        super().__init__(actor)
        self.target = target
        self.turns = turns

    def perform(self, state: World) -> ActionResult:
        if self.target is not state.player or not self.target.is_alive:
            raise Impossible("Nobody to confuse.")
        state.record(Zap("confusion", self.actor.pos, self.target.pos))
        state.log(f"The {self.actor.name} casts a spell of confusion at you!", Kind.ENEMY_ATTACK)
        confuse_hero(state, self.target, self.turns)
        return DONE
