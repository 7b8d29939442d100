"""Armed monsters: gear a monster is born wearing, and everything it carried falling with it.

A monster wears its gear exactly as the hero does: the item is in its ``inventory`` and worn
through its ``equipment``, so the bonuses count through ``fighter.power`` / ``defense`` /
``max_hp`` by the same code. Monsters never take gear off and never pick any up: what they are
born wearing is what they drop, the very same objects (enchantment, curse and what the player
knows of them kept).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.world import World


def arm(actor: Actor, item: Item) -> bool:
    """Carry and wear ``item`` if the slot it goes to is free (nothing would come off) and
    there is room in the pack; False (and nothing changed) otherwise. HP is topped up to the
    new max, as for a creature born with it."""
    if item.equippable is None or not actor.inventory.can_take(item):
        return False
    if actor.equipment.displaced_by(item):
        return False
    actor.inventory.add(item)
    actor.equipment.put_on(item)
    actor.fighter.hp = actor.fighter.max_hp
    return True


def drop_everything(state: World, actor: Actor) -> list[Item]:
    """Put every item ``actor`` carried on its tile, worn gear taken off first; returns them
    in pack order."""
    dropped = list(actor.inventory.items)
    for item in dropped:
        actor.equipment.remove(item)
        actor.inventory.take_one(item)
        item.x, item.y = actor.x, actor.y
        state.stage.entities.append(item)
    return dropped
