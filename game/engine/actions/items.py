"""Item actions: pick up, drop, use, equip (toggle), remove."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible, instead
from game.engine.actions.codecs import LETTER, TARGET, Choice, Form
from game.engine.damage import die
from game.engine.entity import Item
from game.engine.events import Bound, Dropped, Equipped, PickedUp, Removed, Used
from game.engine.gear import SLOT_ORDER, WEAR_ON_PICKUP, Slot
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.effects import Target
    from game.engine.world import World


#: The slots by name, in order: what a recording writes for equip's chosen slot.
SLOT_NAMES: tuple[str, ...] = tuple(slot.value for slot in SLOT_ORDER)


def carried(actor: Actor, item: object) -> Item:
    """``item`` if ``actor`` carries it; refused otherwise."""
    if not isinstance(item, Item) or item not in actor.inventory:
        raise Impossible("You do not carry that.")
    return item


def cursed_refusal(state: World, item: Item) -> Impossible:
    """The refusal for taking off (replacing, dropping) a worn cursed item."""
    return Impossible(f"You can't remove {state.the_name(item)}: it is cursed.")


def check_can_take_off(state: World, items: list[Item]) -> None:
    """Refuse (no turn) if any of ``items`` is cursed: a worn cursed item never comes off."""
    for item in items:
        if item.cursed:
            raise cursed_refusal(state, item)


def equip_with_messages(state: World, actor: Actor, item: Item, slot: str | None = None) -> None:
    """Wear ``item`` (in ``slot``); what it displaces comes off first, each with its message.
    Wearing reveals the item (and teaches a ring or amulet kind); a cursed one binds itself.
    The caller has checked that nothing displaced is cursed."""
    shown = actor is state.player
    for displaced in actor.equipment.put_on(item, slot):
        if shown:
            state.record(Removed(displaced))
            state.log(f"You remove {state.the_name(displaced)}.", Kind.EQUIP)
    if not shown:
        return
    state.learn(item)
    state.record(Equipped(item))
    state.log(f"You equip {state.the_name(item)}.", Kind.EQUIP)
    if item.cursed:
        state.record(Bound(item))
        where = actor.equipment.slot_of(item)
        part = where.body_part if where is not None else "body"
        binds = "bind themselves" if item.kind.plural else "binds itself"
        state.log(f"{state.the_name(item, capital=True)} {binds} to your {part}!", Kind.EQUIP)
    _dies_of_no_max_hp(state, actor, f"{state.the_name(item)}")


def remove_with_message(state: World, actor: Actor, item: Item) -> None:
    if item.cursed:
        raise cursed_refusal(state, item)
    actor.equipment.remove(item)
    state.record(Removed(item))
    state.log(f"You remove {state.the_name(item)}.", Kind.EQUIP)
    _dies_of_no_max_hp(state, actor, f"taking off {state.the_name(item)}")


def _dies_of_no_max_hp(state: World, actor: Actor, cause: str) -> None:
    """Gear that takes max HP to 0 or below leaves no life to clamp HP to: a death like any
    other, with its message and cause."""
    if actor.fighter.max_hp <= 0:
        die(state, actor, cause)


class PickupAction(Action):
    """Pick up the top item here (a consumable joins its stack). Equipment for an empty slot is
    put on at once when ``wear`` allows it (see ``WEAR_ON_PICKUP``). A full pack still takes a
    consumable that joins a stack."""

    command = "pickup"
    forms = (Form(9), Form(21, (("wear", Choice(WEAR_ON_PICKUP, "a pick-up choice")),)))

    def __init__(self, actor: Actor, wear: str = "known") -> None:
        super().__init__(actor)
        if wear not in WEAR_ON_PICKUP:
            raise Impossible(
                f"Gear is put on at pick-up {', '.join(WEAR_ON_PICKUP)}: not {wear!r}."
            )
        self.wear = wear

    def perform(self, state: World) -> ActionResult:
        actor = self.actor
        here = state.stage.items_at(actor.x, actor.y)
        if not here:
            raise Impossible("There is nothing here to pick up.")
        item = here[-1]
        if not actor.inventory.can_take(item):
            raise Impossible("Your inventory is full.")
        state.stage.entities.remove(item)
        actor.inventory.add(item)
        state.record(PickedUp(item))
        state.log(f"You pick up {state.the_name(item)}.", Kind.PICKUP)
        if item.equippable is not None and not actor.equipment.displaced_by(item):
            if self._puts_on(state, item):
                equip_with_messages(state, actor, item)
            elif self.wear == "known" and actor is state.player:
                what = "cursed" if state.knows(item) else "unknown"
                state.log(f"It is {what}: it goes in your pack.", Kind.PICKUP)
        return DONE

    def _puts_on(self, state: World, item: Item) -> bool:
        if self.wear == "known":
            return state.knows(item) and not item.cursed
        return self.wear == "always"


class ItemAction(Action):
    """An action on one item the actor carries."""

    def __init__(self, actor: Actor, item: Item) -> None:
        super().__init__(actor)
        self.item = item


class DropAction(ItemAction):
    """Drop one item here (one off a stack); a worn item is removed first."""

    command = "drop"
    forms = (Form(11, (("item", LETTER),)),)
    question = "Drop which item?"

    def perform(self, state: World) -> ActionResult:
        item = carried(self.actor, self.item)
        if self.actor.equipment.is_equipped(item):
            remove_with_message(state, self.actor, item)
        dropped = self.actor.inventory.take_one(item)
        state.place(dropped, self.actor.x, self.actor.y)
        state.record(Dropped(dropped))
        state.log(f"You drop {state.the_name(dropped)}.", Kind.PICKUP)
        return DONE


class EquipAction(ItemAction):
    """Toggle an equippable item: wear it (displacing what is in its slot) or take it off.

    With ``slot`` (a slot name: a ring slot chosen, or the paper-doll box an item was dropped
    on) it only puts the item on, and only there: a slot it does not fit, or an item already
    worn there, is refused. A worn cursed item refuses to come off or be replaced.
    """

    command = "equip"
    forms = (
        Form(12, (("item", LETTER),)),
        Form(13, (("item", LETTER), ("slot", Choice(SLOT_NAMES, "a slot")))),
    )

    def __init__(self, actor: Actor, item: Item, slot: str | None = None) -> None:
        super().__init__(actor, item)
        self.slot = slot

    def perform(self, state: World) -> ActionResult:
        item = carried(self.actor, self.item)
        if item.equippable is None:
            raise Impossible(f"{state.the_name(item, capital=True)} cannot be worn.")
        equipment = self.actor.equipment
        if self.slot is not None:
            self._check_slot(state, item, self.slot)
        elif equipment.is_equipped(item):
            remove_with_message(state, self.actor, item)
            return DONE
        if equipment.is_equipped(item):  # a ring moving to the other ring slot
            check_can_take_off(state, [item])
        check_can_take_off(state, equipment.displaced_by(item, self.slot))
        equip_with_messages(state, self.actor, item, self.slot)
        return DONE

    def _check_slot(self, state: World, item: Item, slot: str) -> None:
        wearable = item.equippable
        assert wearable is not None
        try:
            chosen = Slot(slot)
        except ValueError:
            raise Impossible(f"There is no slot called {slot!r}.") from None
        if not wearable.fits(chosen):
            where = "either ring slot" if wearable.is_ring else f"the {wearable.slot.label}"
            raise Impossible(
                f"{state.the_name(item, capital=True)} is not worn on the "
                f"{chosen.label}; it goes on {where}."
            )
        if self.actor.equipment.item_in(chosen) is item:
            raise Impossible(f"You are already wearing {state.the_name(item)}.")


class RemoveAction(ItemAction):
    """Take off a worn item (the separate remove command: only worn items qualify)."""

    command = "remove"
    forms = (Form(14, (("item", LETTER),)),)
    question = "Remove which item?"
    nothing = "You wear nothing."

    @classmethod
    def offers(cls, state: World, item: Item) -> bool:
        return state.player.equipment.is_equipped(item)

    def perform(self, state: World) -> ActionResult:
        item = carried(self.actor, self.item)
        if not self.actor.equipment.is_equipped(item):
            raise Impossible(f"You are not wearing {state.the_name(item)}.")
        remove_with_message(state, self.actor, item)
        return DONE


class UseAction(ItemAction):
    """Use an item: a consumable takes effect and one is used up; equipment toggles."""

    command = "use"
    forms = (Form(15, (("item", LETTER), ("target", TARGET))),)

    def __init__(self, actor: Actor, item: Item, target: Target = None) -> None:
        super().__init__(actor, item)
        self.target = target

    def perform(self, state: World) -> ActionResult:
        item = carried(self.actor, self.item)
        if item.equippable is not None:
            return instead(EquipAction(self.actor, item))
        if item.effect is None:
            raise Impossible(f"{state.the_name(item, capital=True)} cannot be used.")
        if item.effect.targeting is not None and self.target is None:
            raise Impossible(f"{state.the_name(item, capital=True)} needs a target.")
        if item.effect.targeting == "item":
            self._check_item_target(state, item)
        state.record(Used(item))
        item.effect.activate(state, self.actor, item, self.target)
        self.actor.inventory.take_one(item)
        return DONE

    def _check_item_target(self, state: World, scroll: Item) -> None:
        """A scroll read on an item: the target must be another row of the pack that fits."""
        target = self.target
        if not isinstance(target, Item) or target not in self.actor.inventory:
            raise Impossible("You must choose an item you carry.")
        if target is scroll:
            raise Impossible(f"You cannot read {state.the_name(scroll)} on itself.")
        assert scroll.effect is not None
        refusal = scroll.effect.refusal(state, target)
        if refusal is not None:
            raise Impossible(refusal)
