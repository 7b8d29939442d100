"""Melee: a blow of power against defense, and what the weapons and armour add to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible, sentence, the
from game.engine.damage import apply_damage
from game.engine.events import Struck
from game.engine.log import Kind
from game.engine.properties import after_blow, poison, wear_guard

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World


def melee_damage(power: int, defense: int) -> int:
    """The damage of a melee blow of ``power`` on ``defense``: power - defense, never below
    0, before what a property adds after it (``after_blow``)."""
    return max(0, power - defense)


class MeleeAction(Action):
    """Hit the blocking actor at an adjacent tile: damage = power - defense."""

    def __init__(self, actor: Actor, target: Actor) -> None:
        super().__init__(actor)
        self.target = target

    def perform(self, state: World) -> ActionResult:
        target = self.target
        if not target.is_alive:
            raise Impossible("Nothing to attack.")
        damage = melee_damage(self.actor.fighter.power, target.fighter.defense)
        by_player = self.actor is state.player
        kind = Kind.PLAYER_ATTACK if by_player else Kind.ENEMY_ATTACK
        verb = "hit" if by_player else "hits"
        who = sentence(f"{the(self.actor, state)} {verb} {the(target, state)}")
        state.record(Struck(self.actor, target, damage))
        if damage > 0:
            state.log(f"{who} for {damage} damage.", kind)
            apply_damage(state, target, damage, cause=self.actor.breed.name)
        else:
            state.log(f"{who} but {'do' if by_player else 'does'} no damage.", kind)
        if target.is_alive and wear_guard(self.actor, target, damage):
            whose = "Your" if target is state.player else f"The {target.name}'s"
            state.log(f"{whose} guard wears down.", Kind.STATUS)
        if self.actor.breed.venom and target.is_alive:
            poison(state, target, self.actor.breed.venom)
        after_blow(state, self.actor, target, damage)
        return DONE
