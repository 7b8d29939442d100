"""Gear's properties and the elements: what Flame, Venom, Draining, Frost, the resistances,
Thorns, Stealth and Warding do in a fight, and the deadlock rule.

A property is a ``Property`` row of the content (its name and its one number, ``amount``);
the rules are here, keyed by id:

- weapons, on every blow the wielder lands (even one that does no damage through armour):
  ``flame`` adds ``amount`` fire damage; ``venom`` poisons for ``amount`` turns; ``frost``
  freezes one turn ``amount`` times in a hundred; ``draining`` heals the wielder ``amount``
  percent of the damage the blow dealt (at least 1 when it dealt any);
- armour of any slot: ``fire_resistance`` halves fire (rounded up), ``poison_resistance``
  stops poison; ``thorns`` deals ``amount`` damage back to each melee attacker, per piece;
  ``stealth`` lets sleeping monsters notice the hero only within ``amount`` tiles; ``warding``
  makes spells fail (confusion, by spell or scroll).

Fire ignores defense: a Salamander's breath, a Flame weapon, a Fireball. A breed may resist
fire (halved) or poison (never poisoned), or fear fire (double).

Deadlock rule (no stand-offs): a melee blow that does no damage, struck at a target that could
not hurt the striker either, wears the target's guard: its defense drops by 1 (never below 0)
until it is clear of foes, when it comes back 1 a turn. Two fighters who cannot hurt each other
soon can; a fight one side can win is left as it is. A boss is the exception: every blow
struck at him wears his guard, damage or not, so any hero who reaches him can beat him, and a
stronger hero never does worse (a hero too weak to dent the Warlord's plate and able to
outlast his blows stood before him for thousands of turns).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.damage import apply_damage
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.kinds import Property
    from game.engine.world import World

FLAME, VENOM, DRAINING, FROST = "flame", "venom", "draining", "frost"
FIRE_RESISTANCE, POISON_RESISTANCE = "fire_resistance", "poison_resistance"
THORNS, STEALTH, WARDING = "thorns", "stealth", "warding"
WEAPON_PROPS: tuple[str, ...] = (FLAME, VENOM, DRAINING, FROST)
ARMOUR_PROPS: tuple[str, ...] = (FIRE_RESISTANCE, POISON_RESISTANCE, THORNS, STEALTH, WARDING)
PROPS: tuple[str, ...] = WEAPON_PROPS + ARMOUR_PROPS

FIRE, POISON = "fire", "poison"
#: Poison never builds up past this many turns.
MAX_POISON = 20


def rule(state: World, prop: str) -> Property:
    """The content's row for property ``prop`` (its name and number)."""
    assert state.content is not None
    return state.content.properties[prop]


def worn_props(actor: Actor) -> list[str]:
    """Every property of everything ``actor`` wears, once per piece that carries it."""
    return [prop for item in actor.equipment.worn_items() for prop in item.props]


def wears(actor: Actor, prop: str) -> bool:
    return any(prop in item.props for item in actor.equipment.worn_items())


def weapon_props(actor: Actor) -> tuple[str, ...]:
    """The properties of the weapon in ``actor``'s main hand (none bare-handed)."""
    weapon = actor.equipment.slots["main_hand"]
    return weapon.props if weapon is not None else ()


def resists(actor: Actor, element: str) -> bool:
    """Fire or poison resisted: by breed, or by armour of that resistance."""
    if element in actor.breed.resists:
        return True
    return wears(actor, FIRE_RESISTANCE if element == FIRE else POISON_RESISTANCE)


def fire_amount(actor: Actor, amount: int, worn: bool = True, resisting: bool | None = None) -> int:
    """What ``amount`` fire does to ``actor``: halved (rounded up) if it resists fire,
    doubled if it fears it; defense never counts. Without ``worn``, as its breed alone shows
    it (what a player can tell of a monster whose gear is unknown); ``resisting`` says
    whether it resists, for an actor in other gear than it wears (a swap's forecast)."""
    if resisting is None:
        resisting = resists(actor, FIRE) if worn else FIRE in actor.breed.resists
    if resisting:
        amount = (amount + 1) // 2
    if FIRE in actor.breed.fears:
        amount *= 2
    return amount


def burn(state: World, target: Actor, amount: int, cause: str) -> int:
    """``amount`` fire on ``target`` (see ``fire_amount``); the damage dealt."""
    dealt = fire_amount(target, amount)
    if dealt > 0 and target.is_alive:
        apply_damage(state, target, dealt, cause=cause)
    return dealt


def poison(state: World, target: Actor, turns: int) -> bool:
    """Poison ``target`` for ``turns`` more turns unless it resists; True if it took."""
    if turns <= 0 or not target.is_alive:
        return False
    if resists(target, POISON):
        if target is state.player:
            state.log("You shrug off the poison.", Kind.STATUS)
        return False
    if target.poisoned_turns == 0:
        state.log(
            "You are poisoned!" if target is state.player else f"The {target.name} is poisoned.",
            Kind.STATUS,
        )
    target.poisoned_turns = min(MAX_POISON, target.poisoned_turns + turns)
    return True


def freeze(state: World, target: Actor, turns: int = 1) -> None:
    """``target`` loses its next ``turns`` turns, frozen."""
    if not target.is_alive:
        return
    target.frozen_turns = max(target.frozen_turns, turns)
    state.log(
        "You are frozen solid!"
        if target is state.player
        else f"The {target.name} is frozen solid.",
        Kind.STATUS,
    )


def warded(actor: Actor) -> bool:
    """Spells fail on ``actor`` (Warding)."""
    return wears(actor, WARDING)


def after_blow(state: World, attacker: Actor, target: Actor, damage: int) -> None:
    """What the striker's weapon and the target's armour add to a melee blow that dealt
    ``damage`` (0: the armour took it all): Flame, Venom, Frost, Draining, then Thorns."""
    dealt = damage
    weapon = weapon_props(attacker)
    name = attacker.breed.name
    for prop in weapon:
        if not target.is_alive:
            break
        if prop == FLAME:
            dealt += burn(state, target, rule(state, FLAME).amount, cause=name)
        elif prop == VENOM:
            poison(state, target, rule(state, VENOM).amount)
        elif prop == FROST and state.rng.randrange(100) < rule(state, FROST).amount:
            freeze(state, target)
    if DRAINING in weapon and dealt > 0 and attacker.is_alive:
        share = max(1, dealt * rule(state, DRAINING).amount // 100)
        if attacker.fighter.heal(share) and attacker is state.player:
            state.log(f"You drain {share} HP.", Kind.HEAL)
    thorns = sum(1 for prop in worn_props(target) if prop == THORNS)
    if thorns and attacker.is_alive:
        back = thorns * rule(state, THORNS).amount
        if attacker is state.player:
            state.log(f"Thorns prick you for {back} damage.", Kind.ENEMY_ATTACK)
        else:
            state.log(f"Thorns prick the {name} for {back} damage.", Kind.PLAYER_ATTACK)
        apply_damage(state, attacker, back, cause="thorns")


def wear_guard(attacker: Actor, target: Actor, damage: int = 0) -> bool:
    """The deadlock rule: a blow that did ``damage`` 0 wears ``target``'s guard by 1 when the
    target could not hurt ``attacker`` in melee either; any blow at a boss wears his. True
    when it wore."""
    fighters = attacker.fighter, target.fighter
    if fighters[1].defense <= 0:
        return False
    if not target.breed.boss and (damage > 0 or fighters[1].power - fighters[0].defense > 0):
        return False
    fighters[1].worn_guard += 1
    return True


def mend_guard(state: World, actor: Actor) -> None:
    """A turn has passed: a guard worn by a deadlock mends by 1 while no foe is next to its
    owner (a monster's foe is the hero, the hero's any monster)."""
    hero = state.player
    if actor is hero:
        near = any(
            max(abs(a.x - hero.x), abs(a.y - hero.y)) <= 1
            for a in state.stage.actors
            if a is not hero
        )
    else:
        near = hero.is_alive and max(abs(actor.x - hero.x), abs(actor.y - hero.y)) <= 1
    if not near:
        actor.fighter.worn_guard -= 1


def gear_props_known(state: World, item: Item) -> tuple[str, ...]:
    """The properties of ``item`` the player knows: all of them once it is identified."""
    return item.props if state.knows(item) else ()
