"""Melee, damage and death."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible, sentence, the
from game.engine.conditions import note_blow
from game.engine.events import Died, Hurt, Struck
from game.engine.log import Kind
from game.engine.monster_gear import drop_everything

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World


class MeleeAction(Action):
    """Hit the blocking actor at an adjacent tile: damage = power - defense."""

    def __init__(self, actor: Actor, target: Actor) -> None:
        super().__init__(actor)
        self.target = target

    def perform(self, state: World) -> ActionResult:
        target = self.target
        if not target.is_alive:
            raise Impossible("Nothing to attack.")
        damage = self.actor.fighter.power - target.fighter.defense
        by_player = self.actor is state.player
        kind = Kind.PLAYER_ATTACK if by_player else Kind.ENEMY_ATTACK
        verb = "hit" if by_player else "hits"
        who = sentence(f"{the(self.actor, state)} {verb} {the(target, state)}")
        state.record(Struck(self.actor, target, max(0, damage)))
        if damage > 0:
            state.log(f"{who} for {damage} damage.", kind)
            apply_damage(state, target, damage, cause=self.actor.breed.name)
        else:
            state.log(f"{who} but {'do' if by_player else 'does'} no damage.", kind)
        return DONE


def apply_damage(state: World, target: Actor, amount: int, cause: str | None = None) -> None:
    """Take ``amount`` HP from ``target``; at 0 it dies. ``cause`` names what dealt the blow
    (a breed's name, "Fireball"): kept as ``state.cause`` when it kills the hero."""
    state.record(Hurt(target, amount))
    target.fighter.hp -= amount
    note_blow(target, amount)
    if target.fighter.hp == 0:
        die(state, target, cause)


def die(state: World, actor: Actor, cause: str | None = None) -> None:
    """Turn ``actor`` into remains. The hero's death records its cause; a monster drops
    everything it carried where it fell, its death counts as a kill of its breed and gives the
    player its XP; a boss's death wins the run."""
    state.record(Died(actor))
    actor.ai = None
    if actor is state.player:
        state.cause = cause or "unknown causes"
        state.log("You died!", Kind.PLAYER_DIE)
        return
    state.log(f"The {actor.breed.name} dies!", Kind.ENEMY_DIE)
    drop_everything(state, actor)
    state.kills += 1
    state.kills_by_breed[actor.breed.id] = state.kills_by_breed.get(actor.breed.id, 0) + 1
    gain_xp(state, actor.level.xp_given)
    if actor.breed.boss and state.player.is_alive:
        state.won = True
        state.log(f"You have slain the {actor.breed.name}! You win!", Kind.LEVEL)


def gain_xp(state: World, amount: int) -> None:
    if amount <= 0 or not state.player.is_alive:
        return
    level = state.player.level
    level.current_xp += amount
    state.log(f"You gain {amount} experience points.", Kind.INFO)
    if level.requires_level_up:
        state.log(f"You reach level {level.current_level + 1}! Choose a stat to raise.",
                  Kind.LEVEL)
