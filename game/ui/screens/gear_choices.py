"""The questions gear asks before it acts: which item to read a scroll on (a list of only the
items it fits), and which ring to replace when both ring slots are full.

Each answer becomes one engine action through the host (``UseAction`` with the chosen item as
target, ``EquipAction`` with the chosen slot), so the engine still decides and refuses.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.engine.actions import EquipAction, UseAction
from game.engine.equipment import Slot
from game.ui.gear_view import caption
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.message_box import Button, MessageBox

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.ui.host import Host

RING_SLOTS: tuple[str, ...] = tuple(slot.value for slot in Slot if slot.is_ring)


def reads_on_an_item(item: Item) -> bool:
    """``item`` is a scroll read on a chosen item (Enchanting, Identify)."""
    return item.equippable is None and item.effect is not None and item.effect.targeting == "item"


def read_on(host: Host, scroll: Item) -> ItemListModal | None:
    """Open the list of the items ``scroll`` may be read on (only those), or say there are
    none. Choosing one reads the scroll on it."""
    state = host.state
    assert state is not None
    name = state.name_of(scroll)
    if not state.fitting_items(scroll):
        host.game.toast(f"Nothing you carry can take the {name}.")
        return None

    def read(target: Item) -> bool:
        return bool(host.act(UseAction(state.player, scroll, target=target)))

    return host.push(
        ItemListModal(
            host,
            "read",
            read,
            only=lambda: state.fitting_items(scroll),
            title=f"Read the {name} on which item?",
        )
    )


def needs_ring_choice(host: Host, item: Item) -> bool:
    """Putting on ``item`` (a ring not worn) would replace one of two worn rings."""
    state = host.state
    assert state is not None
    wearable, equipment = item.equippable, state.player.equipment
    return (
        wearable is not None
        and wearable.is_ring
        and not equipment.is_equipped(item)
        and all(equipment.slots[slot] is not None for slot in RING_SLOTS)
    )


def put_on(host: Host, item: Item, slot: str | None = None) -> bool:
    """Put on (or take off) ``item``; a ring into ``slot`` if given."""
    state = host.state
    assert state is not None
    return bool(host.act(EquipAction(state.player, item, slot=slot)))


def choose_ring_slot(host: Host, ring: Item) -> MessageBox:
    """Ask which worn ring ``ring`` replaces: (l) left, (r) right, (c) cancel."""
    state = host.state
    assert state is not None
    equipment = state.player.equipment
    buttons: list[Button] = []
    for slot in RING_SLOTS:
        worn = equipment.slots[slot]
        assert worn is not None
        buttons.append(
            (f"{caption(slot)}: {state.name_of(worn)}", partial(put_on, host, ring, slot))
        )
    buttons.append(("Cancel", lambda: None))
    message = f"Both ring slots are full. Put {state.the_name(ring)} on instead of which ring?"
    return host.push(MessageBox(host, "Which ring?", message, buttons))


def wear(host: Host, item: Item) -> None:
    """Put on or take off ``item`` from a letter or a click: asks for the ring slot when both
    are full."""
    if needs_ring_choice(host, item):
        choose_ring_slot(host, item)
    else:
        put_on(host, item)
