"""Damage and death: the one way HP is lost to harm (blows, bolts, fire, poison, thorns)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.events import Died, Hurt, LevelReached, Won
from game.engine.log import Kind
from game.engine.monster_gear import drop_everything

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World

#: Turns a hard blow stops a regrowing breed's regrowth: the turn it lands and the next one.
REGROWTH_PAUSE = 2


def note_blow(target: Actor, amount: int) -> None:
    """A blow of ``amount`` damage landed on ``target``: a hard one stops its regrowth."""
    breed = target.breed
    if breed.regrowth > 0 and amount >= breed.hard_blow:
        target.regrowth_pause = REGROWTH_PAUSE


def apply_damage(state: World, target: Actor, amount: int, cause: str | None = None) -> None:
    """Take ``amount`` HP from ``target``; at 0 it dies. ``cause`` names what dealt the blow
    (a breed's name, "Fireball"): kept as ``state.cause`` when it kills the hero."""
    state.record(Hurt(target, amount))
    target.fighter.hp -= amount
    target.asleep = False  # pain wakes anyone
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
    state.player.hunger = 0  # a kill sates a thirsting weapon
    drop_everything(state, actor)
    state.kills += 1
    state.kills_by_breed[actor.breed.id] = state.kills_by_breed.get(actor.breed.id, 0) + 1
    gain_xp(state, actor.level.xp_given)
    if actor.breed.boss and state.player.is_alive:
        state.won = True
        state.record(Won())
        state.log(f"You have slain the {actor.breed.name}! You win!", Kind.LEVEL)


def gain_xp(state: World, amount: int) -> None:
    if amount <= 0 or not state.player.is_alive:
        return
    level = state.player.level
    pending = level.requires_level_up
    level.current_xp += amount
    state.log(f"You gain {amount} experience points.", Kind.INFO)
    if level.requires_level_up:
        if not pending:
            state.record(LevelReached(level.current_level + 1))
        state.log(f"You reach level {level.current_level + 1}! Choose a stat to raise.", Kind.LEVEL)
