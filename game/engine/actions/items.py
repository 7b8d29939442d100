"""Item actions: pick up, drop, use, equip (toggle), remove."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import Action, Impossible
from game.engine.entity import Item
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.effects import Target
    from game.engine.world import World


def _carried(actor: Actor, item: object) -> Item:
    if not isinstance(item, Item) or item not in actor.inventory:
        raise Impossible("You do not carry that.")
    return item


def equip_with_messages(state: World, actor: Actor, item: Item) -> None:
    """Wear ``item``; what it displaces comes off first, each with its message."""
    displaced = actor.equipment.equip(item)
    if displaced is not None:
        state.log(f"You remove the {displaced.name}.", Kind.EQUIP)
    state.log(f"You equip the {item.name}.", Kind.EQUIP)


def remove_with_message(state: World, actor: Actor, item: Item) -> None:
    actor.equipment.remove(item)
    state.log(f"You remove the {item.name}.", Kind.EQUIP)


class PickupAction(Action):
    """Pick up the top item here (a consumable joins its stack); wear it at once if it is
    equipment for an empty slot. A full pack still takes a consumable that joins a stack."""

    def perform(self, state: World) -> None:
        actor = self.actor
        here = state.stage.items_at(actor.x, actor.y)
        if not here:
            raise Impossible("There is nothing here to pick up.")
        item = here[-1]
        if not actor.inventory.can_take(item):
            raise Impossible("Your inventory is full.")
        state.stage.entities.remove(item)
        actor.inventory.add(item)
        state.log(f"You pick up the {item.name}.", Kind.PICKUP)
        wearable = item.equippable
        if wearable is not None and actor.equipment.item_in(wearable.slot) is None:
            equip_with_messages(state, actor, item)


class ItemAction(Action):
    """An action on one item the actor carries."""

    def __init__(self, actor: Actor, item: Item) -> None:
        super().__init__(actor)
        self.item = item


class DropAction(ItemAction):
    """Drop one item here (one off a stack); a worn item is removed first."""

    def perform(self, state: World) -> None:
        item = _carried(self.actor, self.item)
        if self.actor.equipment.is_equipped(item):
            remove_with_message(state, self.actor, item)
        dropped = self.actor.inventory.take_one(item)
        state.place(dropped, self.actor.x, self.actor.y)
        state.log(f"You drop the {dropped.name}.", Kind.PICKUP)


class EquipAction(ItemAction):
    """Toggle an equippable item: wear it (displacing what is in its slot) or take it off.

    With ``slot`` (a slot name, e.g. the paper-doll box an item was dropped on) it only
    puts the item on, and only there: another slot, or an item already worn, is refused.
    """

    def __init__(self, actor: Actor, item: Item, slot: str | None = None) -> None:
        super().__init__(actor, item)
        self.slot = slot

    def perform(self, state: World) -> None:
        item = _carried(self.actor, self.item)
        if item.equippable is None:
            raise Impossible(f"The {item.name} cannot be worn.")
        if self.slot is not None:
            self._check_slot(item, self.slot)
        if self.actor.equipment.is_equipped(item):
            remove_with_message(state, self.actor, item)
        else:
            equip_with_messages(state, self.actor, item)

    def _check_slot(self, item: Item, slot: str) -> None:
        wearable = item.equippable
        assert wearable is not None
        if slot != wearable.slot.value:
            where = slot.replace("_", " ")
            raise Impossible(f"The {item.name} is not worn on the {where}; "
                             f"it goes on the {wearable.slot.label}.")
        if self.actor.equipment.is_equipped(item):
            raise Impossible(f"You are already wearing the {item.name}.")


class RemoveAction(ItemAction):
    """Take off a worn item (the separate remove command: only worn items qualify)."""

    def perform(self, state: World) -> None:
        item = _carried(self.actor, self.item)
        if not self.actor.equipment.is_equipped(item):
            raise Impossible(f"You are not wearing the {item.name}.")
        remove_with_message(state, self.actor, item)


class UseAction(ItemAction):
    """Use an item: a consumable takes effect and one is used up; equipment toggles."""

    def __init__(self, actor: Actor, item: Item, target: Target = None) -> None:
        super().__init__(actor, item)
        self.target = target

    def perform(self, state: World) -> None:
        item = _carried(self.actor, self.item)
        if item.equippable is not None:
            EquipAction(self.actor, item).perform(state)
            return
        if item.effect is None:
            raise Impossible(f"The {item.name} cannot be used.")
        if item.effect.targeting is not None and self.target is None:
            raise Impossible(f"The {item.name} needs a target.")
        item.effect.activate(state, self.actor, item, self.target)
        self.actor.inventory.take_one(item)
