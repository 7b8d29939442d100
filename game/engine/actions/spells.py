"""What monsters do from afar: an action like any other, chosen by the caster's mind.

Confusion (Warding and clarity stop it), fire breath (fire ignores defense; resistance halves
it) and arrows (the shooter's power against the hero's defense).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible
from game.engine.conditions import confuse_hero
from game.engine.damage import apply_damage
from game.engine.events import Zap
from game.engine.log import Kind
from game.engine.properties import burn, fire_amount, warded

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
        if warded(self.target):
            state.log("Your ward turns the spell aside.", Kind.STATUS)
            return DONE
        confuse_hero(state, self.target, self.turns)
        return DONE


class BreatheFire(Action):
    """Breathe (or hurl: ``verb``) ``damage`` fire at the hero: defense does not count, fire
    resistance halves it."""

    def __init__(
        self, actor: Actor, target: Actor, damage: int, verb: str = "breathes fire"
    ) -> None:
        super().__init__(actor)
        self.target = target
        self.damage = damage
        self.verb = verb

    def perform(self, state: World) -> ActionResult:
        target = self.target
        if target is not state.player or not target.is_alive:
            raise Impossible("Nobody to burn.")
        state.record(Zap("fire", self.actor.pos, target.pos))
        dealt = fire_amount(target, self.damage)
        state.log(
            f"The {self.actor.name} {self.verb} at you for {dealt} damage!", Kind.ENEMY_ATTACK
        )
        burn(state, target, self.damage, cause=self.actor.breed.name)
        return DONE


class Shoot(Action):
    """Shoot an arrow at the hero: the shooter's power against the hero's defense."""

    def __init__(self, actor: Actor, target: Actor) -> None:
        super().__init__(actor)
        self.target = target

    def perform(self, state: World) -> ActionResult:
        target = self.target
        if target is not state.player or not target.is_alive:
            raise Impossible("Nobody to shoot.")
        state.record(Zap("arrow", self.actor.pos, target.pos))
        damage = self.actor.fighter.power - target.fighter.defense
        if damage > 0:
            state.log(f"The {self.actor.name} shoots you for {damage} damage.", Kind.ENEMY_ATTACK)
            apply_damage(state, target, damage, cause=self.actor.breed.name)
        else:
            state.log(f"The {self.actor.name}'s arrow glances off your armour.", Kind.ENEMY_ATTACK)
        return DONE
