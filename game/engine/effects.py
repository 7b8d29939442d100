"""What consumables do. Effects are immutable data shared by an ItemType; numbers live in content.

``activate`` either happens or raises Impossible (nothing changed, no turn, item kept).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from game.engine.actions.base import Impossible, sentence, the
from game.engine.actor import Actor
from game.engine.conditions import can_be_confused, confuse_hero
from game.engine.damage import apply_damage
from game.engine.entity import Item
from game.engine.events import Zap
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.world import World

Target = Actor | Item | tuple[int, int] | None


class Effect:
    """Base of consumable effects. ``targeting`` says what the player must pick first."""

    #: None (no target), "actor" (a visible creature) or "tile" (a visible tile).
    targeting: ClassVar[str | None] = None
    #: Area of effect drawn by the targeting overlay (0: a single tile).
    radius: int = 0

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        raise NotImplementedError

    def describe(self) -> str:
        raise NotImplementedError

    def refusal(self, state: World, item: Item) -> str | None:
        """Why this effect may not be read on ``item`` (None: it may). Only effects whose
        ``targeting`` is "item" accept any."""
        return "That cannot be the target of this."

    def accepts(self, state: World, item: Item) -> bool:
        """True when this effect may be read on ``item`` (the "only what fits" list)."""
        return self.refusal(state, item) is None


def fits(effect: Effect, item: Item, state: World) -> bool:
    """True when ``effect`` may be read on ``item``: ``effect.accepts(state, item)``."""
    return effect.accepts(state, item)


def confuse(state: World, victim: Actor, turns: int) -> bool:
    """Confuse ``victim`` for ``turns`` unless its gear keeps its mind clear (then say so).
    True when it is now confused."""
    from game.engine.ai import ConfusedAI

    if victim is state.player:  # the hero has no mind to replace: it keeps a count instead
        return confuse_hero(state, victim, turns)
    if not can_be_confused(victim):
        state.log(f"The {victim.name} shakes off the confusion.", Kind.STATUS)
        return False
    state.log(
        f"The eyes of the {victim.name} look vacant, as it starts to stumble around!", Kind.STATUS
    )
    previous = victim.ai.previous if isinstance(victim.ai, ConfusedAI) else victim.ai
    victim.ai = ConfusedAI(previous, turns)
    return True


def target_tile(state: World, target: Target) -> tuple[int, int]:
    """The tile a target names; refused if it is not a visible tile of this floor."""
    if isinstance(target, Actor):
        x, y = target.x, target.y
    elif (
        isinstance(target, tuple)
        and len(target) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in target)
    ):
        x, y = target
    else:
        raise Impossible("You must choose a target.")
    if not state.stage.in_bounds(x, y):
        raise Impossible("That is not a place on this floor.")
    if not state.stage.visible[y, x]:
        raise Impossible("You cannot target an area that you cannot see.")
    return x, y


@dataclass(frozen=True)
class Heal(Effect):
    amount: int

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        fighter = user.fighter
        if fighter.hp >= fighter.max_hp:
            raise Impossible("Your health is already full.")
        recovered = fighter.heal(self.amount)
        state.log(f"You consume the {item.name}, and recover {recovered} HP!", Kind.HEAL)

    def describe(self) -> str:
        return f"Heals {self.amount} HP."


@dataclass(frozen=True)
class LightningBolt(Effect):
    damage: int
    max_range: int

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        visible = state.stage.visible
        closest: Actor | None = None
        closest_distance = float(self.max_range)
        for actor in state.stage.actors:
            if actor is user or not visible[actor.y, actor.x]:
                continue
            distance = user.distance(actor.x, actor.y)
            if distance <= closest_distance and (closest is None or distance < closest_distance):
                closest, closest_distance = actor, distance
        if closest is None:
            raise Impossible("No enemy is close enough to strike.")
        state.record(Zap("lightning", user.pos, closest.pos))
        state.log(
            f"A lightning bolt strikes {the(closest, state)} with a loud thunder, "
            f"for {self.damage} damage!",
            Kind.PLAYER_ATTACK,
        )
        apply_damage(state, closest, self.damage, cause="Lightning")

    def describe(self) -> str:
        return (
            f"Strikes the closest visible enemy within {self.max_range} tiles for "
            f"{self.damage} damage."
        )


@dataclass(frozen=True)
class Confusion(Effect):
    turns: int
    targeting: ClassVar[str | None] = "actor"

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        x, y = target_tile(state, target)
        victim = state.stage.blocking_actor_at(x, y)
        if victim is None:
            raise Impossible("You must select an enemy to target.")
        if victim is user:
            raise Impossible("You cannot confuse yourself!")
        state.record(Zap("confusion", user.pos, victim.pos))
        confuse(state, victim, self.turns)

    def describe(self) -> str:
        return f"Confuses a visible enemy for {self.turns} turns."


@dataclass(frozen=True)
class Fireball(Effect):
    damage: int
    radius: int
    targeting: ClassVar[str | None] = "tile"

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        x, y = target_tile(state, target)
        victims = [a for a in state.stage.actors if a.distance(x, y) <= self.radius]
        if not victims:
            raise Impossible("There are no targets in the radius.")
        state.record(Zap("fireball", user.pos, (x, y), self.radius))
        state.log(
            f"The fireball explodes, burning everything within {self.radius} tiles!",
            Kind.PLAYER_ATTACK,
        )
        for victim in victims:
            verb = "are" if victim is state.player else "is"
            state.log(
                sentence(
                    f"{the(victim, state)} {verb} engulfed in a fiery explosion, "
                    f"taking {self.damage} damage!"
                ),
                Kind.PLAYER_ATTACK,
            )
            apply_damage(state, victim, self.damage, cause="Fireball")

    def describe(self) -> str:
        return (
            f"Burns everything within {self.radius} tiles of a chosen spot for "
            f"{self.damage} damage, you included."
        )


class ItemTargeted(Effect):
    """A scroll read on a chosen item of the pack (``target`` is that Item)."""

    targeting: ClassVar[str | None] = "item"

    def refusal(self, state: World, item: Item) -> str | None:
        if item.equippable is None:
            return f"{state.the_name(item, capital=True)} is not a piece of gear."
        return None


@dataclass(frozen=True)
class Enchant(ItemTargeted):
    """Raise one chosen piece of gear's enchantment by ``amount``, lifting its curse."""

    amount: int = 1

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        assert isinstance(target, Item)
        before = state.name_of(target)
        target.enchantment += self.amount
        lifted = target.cursed and not target.kind.binds  # an artefact's curse never lifts
        target.cursed = target.cursed and not lifted
        state.log(f"The {before} glows blue for a moment.", Kind.STATUS)
        if state.knows(target):
            state.log(f"It is now {state.the_name(target)}.", Kind.STATUS)
        if lifted:
            state.log("The malevolent aura leaves it.", Kind.STATUS)

    def describe(self) -> str:
        return f"Raises the enchantment of a piece of gear by {self.amount} and lifts its curse."


@dataclass(frozen=True)
class Identify(ItemTargeted):
    """Reveal one chosen piece of gear: its enchantment, curse and (ring, amulet) kind."""

    def refusal(self, state: World, item: Item) -> str | None:
        refusal = super().refusal(state, item)
        if refusal is None and state.knows(item) and state.kind_known(item.kind):
            refusal = f"You already know {state.the_name(item)}."
        elif refusal is None and item.kind.artefact:
            refusal = (
                f"{state.the_name(item, capital=True)} keeps its secrets from scrolls: "
                "wear it to learn it."
            )
        return refusal

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        assert isinstance(target, Item)
        before = state.name_of(target)
        state.learn(target)
        curse = " It is cursed!" if target.cursed else ""
        state.log(f"The {before} is {state.the_name(target)}.{curse}", Kind.STATUS)

    def describe(self) -> str:
        return "Reveals the enchantment, curse and kind of a piece of gear."


@dataclass(frozen=True)
class RemoveCurse(Effect):
    """Lift the curse from everything the reader wears."""

    def activate(self, state: World, user: Actor, item: Item, target: Target) -> None:
        worn_cursed = [worn for worn in user.equipment.worn_items() if worn.cursed]
        cursed = [worn for worn in worn_cursed if not worn.kind.binds]
        if not cursed:
            if worn_cursed:  # only an artefact's curse, which no scroll lifts
                raise Impossible(
                    f"The curse of {state.the_name(worn_cursed[0])} is beyond any scroll."
                )
            raise Impossible("Nothing you wear is cursed.")
        for worn in cursed:
            worn.cursed = False
        names = ", ".join(state.the_name(worn) for worn in cursed)
        state.log(
            f"You feel as if someone is watching over you: {names} "
            f"{'is' if len(cursed) == 1 else 'are'} no longer cursed.",
            Kind.STATUS,
        )

    def describe(self) -> str:
        return "Lifts the curse from everything you wear."
