"""Conditions that last some turns on an actor: confusion, poison, frost, sleep, a hydra's
regrowth and a thirsting weapon's hunger.

The hero has no mind to swap for a confused one (monsters get ``ConfusedAI``), so a confused
hero carries ``actor.confused_turns``: while it is above 0 every move goes in a random
direction (``BumpAction``), and it counts down once per turn (``recover``).

Clarity rule: an actor whose gear gives any clarity (``fighter.clarity >= 1``: the Amulet of
Clarity) is never confused, by scroll or spell.

A breed with ``regrowth`` heals that much every turn (at its turn in the monsters' phase),
unless a blow of at least its ``hard_blow`` landed on it that turn or the turn before: the
blow sets ``actor.regrowth_pause`` to 2 (``damage.note_blow``) and each turn's regrowth step spends
one instead of healing (``regrow``).

Poison (``poisoned_turns``) takes 1 HP a turn from anyone. Frost (``frozen_turns``) takes whole
turns: a frozen monster skips its turns, a frozen hero watches the monsters take theirs. A
sleeping monster (``asleep``, from floor 2) does nothing until it notices the hero, by a chance
each turn while the hero is in sight that falls with distance and rises with the din of heavy
gear; a hero in Stealth is noticed only close by; any hurt wakes it at once (``apply_damage``).
A thirsting weapon (an artefact's ``thirst``) takes 1 HP from its wielder every ``thirst``
turns without a kill.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.damage import apply_damage
from game.engine.log import Kind
from game.engine.properties import STEALTH, mend_guard, rule, warded, wears

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World


def can_be_confused(actor: Actor) -> bool:
    """The rules of clarity and Warding: an actor whose gear gives clarity, or who wears
    Warding, cannot be confused."""
    return actor.fighter.clarity <= 0 and not warded(actor)


def confuse_hero(state: World, hero: Actor, turns: int) -> bool:
    """Confuse the hero for ``turns`` (a longer confusion already on stays) unless clarity
    keeps the mind clear (then say so). True when the hero is now confused."""
    if not can_be_confused(hero):
        state.log("Your mind stays clear.", Kind.STATUS)
        return False
    hero.confused_turns = max(hero.confused_turns, turns)
    state.log("Your head spins: you are confused!", Kind.STATUS)
    return True


#: Noticing: the chance in a hundred, each turn, that a sleeping monster in sight at distance
#: d (Chebyshev) notices the hero: NOTICE_NEAR - NOTICE_FALL * d, never below NOTICE_LEAST,
#: plus NOTICE_PER_NOISE for each point of the hero's noise (heavy gear).
NOTICE_NEAR, NOTICE_FALL, NOTICE_LEAST, NOTICE_PER_NOISE = 60, 8, 4, 8


def recover(state: World) -> None:
    """A turn has passed for the hero: confusion wears off by one turn, poison bites, a
    thirsting weapon grows hungrier, a worn guard mends. (Each monster's own turn does the
    same for it: ``suffer``, in the monsters' phase.)"""
    hero = state.player
    if hero.confused_turns > 0:
        hero.confused_turns -= 1
        if hero.confused_turns == 0 and hero.is_alive:
            state.log("You are no longer confused.", Kind.STATUS)
    suffer(state, hero)
    _thirst(state, hero)


def suffer(state: World, actor: Actor) -> None:
    """What the turn does to ``actor`` before it acts: poison bites (1 HP; it may kill) and a
    guard worn in a deadlock mends. (The monsters' phase calls it only for an actor poisoned
    or with a worn guard: a new condition here is named there too, ``ai.run_monsters``.)"""
    if actor.poisoned_turns > 0:
        actor.poisoned_turns -= 1
        apply_damage(state, actor, 1, cause="poison")
        if actor is state.player and actor.poisoned_turns == 0 and actor.is_alive:
            state.log("The poison wears off.", Kind.STATUS)
    if actor.fighter.worn_guard and actor.is_alive:
        mend_guard(state, actor)


def _thirst(state: World, hero: Actor) -> None:
    weapon = hero.equipment.slots["main_hand"]
    thirst = weapon.kind.thirst if weapon is not None else 0
    if weapon is None or not thirst or not hero.is_alive:
        return
    hero.hunger += 1
    if hero.hunger >= thirst:
        hero.hunger = 0
        state.log(
            f"{state.the_name(weapon, capital=True)} thirsts: it drinks your blood.",
            Kind.ENEMY_ATTACK,
        )
        apply_damage(state, hero, 1, cause=f"the thirst of {state.the_name(weapon)}")


def noise(actor: Actor) -> int:
    """The din of what ``actor`` wears (heavy gear)."""
    return sum(
        item.equippable.noise
        for item in actor.equipment.worn_items()
        if item.equippable is not None
    )


def notices(state: World, sleeper: Actor) -> bool:
    """Does the sleeping ``sleeper`` notice the hero this turn? Only while the hero can see it
    (sight goes both ways); by distance and noise, and within Stealth's reach when the hero
    wears it. Draws from the game's generator only when there is a chance."""
    hero = state.player
    if not state.stage.visible[sleeper.y, sleeper.x]:
        return False
    distance = max(abs(hero.x - sleeper.x), abs(hero.y - sleeper.y))
    if wears(hero, STEALTH) and distance > rule(state, STEALTH).amount:
        return False
    chance = max(NOTICE_LEAST, NOTICE_NEAR - NOTICE_FALL * distance)
    chance += NOTICE_PER_NOISE * noise(hero)
    return state.rng.randrange(100) < chance


def wake(state: World, sleeper: Actor) -> None:
    sleeper.asleep = False
    if state.stage.visible[sleeper.y, sleeper.x]:
        state.log(f"The {sleeper.name} notices you!", Kind.ENEMY_ATTACK)


def regrow(actor: Actor) -> None:
    """One turn of ``actor``'s regrowth: heal, or spend a turn of the pause a hard blow set."""
    if actor.regrowth_pause > 0:
        actor.regrowth_pause -= 1
    else:
        actor.fighter.heal(actor.breed.regrowth)
