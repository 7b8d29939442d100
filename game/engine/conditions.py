"""Conditions that last some turns on an actor: the hero's confusion and a hydra's regrowth.

The hero has no mind to swap for a confused one (monsters get ``ConfusedAI``), so a confused
hero carries ``actor.confused_turns``: while it is above 0 every move goes in a random
direction (``BumpAction``), and it counts down once per turn (``recover``).

Clarity rule: an actor whose gear gives any clarity (``fighter.clarity >= 1``: the Amulet of
Clarity) is never confused, by scroll or spell.

A breed with ``regrowth`` heals that much every turn (at its turn in the monsters' phase),
unless a blow of at least its ``hard_blow`` landed on it that turn or the turn before: the
blow sets ``actor.regrowth_pause`` to 2 (``note_blow``) and each turn's regrowth step spends
one instead of healing (``regrow``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World

#: Turns a hard blow stops regrowth: the turn it lands and the next one.
REGROWTH_PAUSE = 2


def can_be_confused(actor: Actor) -> bool:
    """The rule of clarity: an actor whose gear gives clarity cannot be confused."""
    return actor.fighter.clarity <= 0


def confuse_hero(state: World, hero: Actor, turns: int) -> bool:
    """Confuse the hero for ``turns`` (a longer confusion already on stays) unless clarity
    keeps the mind clear (then say so). True when the hero is now confused."""
    if not can_be_confused(hero):
        state.log("Your mind stays clear.", Kind.STATUS)
        return False
    hero.confused_turns = max(hero.confused_turns, turns)
    state.log("Your head spins: you are confused!", Kind.STATUS)
    return True


def recover(state: World) -> None:
    """A turn has passed: the hero's confusion wears off by one turn."""
    hero = state.player
    if hero.confused_turns > 0:
        hero.confused_turns -= 1
        if hero.confused_turns == 0 and hero.is_alive:
            state.log("You are no longer confused.", Kind.STATUS)


def note_blow(target: Actor, amount: int) -> None:
    """A blow of ``amount`` damage landed on ``target``: a hard one stops its regrowth."""
    breed = target.breed
    if breed.regrowth > 0 and amount >= breed.hard_blow:
        target.regrowth_pause = REGROWTH_PAUSE


def regrow(actor: Actor) -> None:
    """One turn of ``actor``'s regrowth: heal, or spend a turn of the pause a hard blow set."""
    if actor.regrowth_pause > 0:
        actor.regrowth_pause -= 1
    else:
        actor.fighter.heal(actor.breed.regrowth)
