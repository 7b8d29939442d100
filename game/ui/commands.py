"""The screen's side of the one registry of commands: a player's command from its key to the
engine, asking the player for what the command's class declares it takes.

A command with a direction (a move) acts at once with the key's direction; one on an item
lists the items its class ``offers`` under its ``question`` (a toast of its ``nothing`` when
there are none); one that also takes a target then opens the reticle (a thrown weapon's
reach), at once when one item alone is offered (the reticle's banner names it, and Esc there
cancels: DCSS's quiver, one key less a throw); any other acts at once. Adding a command is its
class and its key binding: this reads the rest from ``game.engine.actions.commands``.
"""

from __future__ import annotations

import inspect
from typing import TYPE_CHECKING

from game.engine.actions.commands import parameters
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.targeting import TargetingScreen

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.entity import Item
    from game.ui.host import Host
    from game.ui.input import Command


def takes_a_target(kind: type[Action]) -> bool:
    """The command needs a place or a creature, chosen on the map after the item."""
    default = parameters(kind).get("target", None)
    return "target" in parameters(kind) and default is inspect.Parameter.empty


def ask(host: Host, kind: type[Action], command: Command) -> None:
    """Gather what ``kind`` takes from the player (see the module doc), then act."""
    state = host.state
    assert state is not None
    player, names = state.player, parameters(kind)
    if "dx" in names and "dy" in names:
        host.act(kind(player, dx=command.dx, dy=command.dy))  # type: ignore[call-arg]
        return
    if "item" not in names:
        host.act(kind(player))
        return
    offered = [item for item in player.inventory.items if kind.offers(state, item)]
    if not offered:
        host.game.toast(kind.nothing)
        return
    if len(offered) == 1 and takes_a_target(kind):
        with_item(host, kind, offered[0])
        return
    assert kind.command is not None
    host.push(
        ItemListModal(
            host,
            kind.command,
            lambda item: with_item(host, kind, item),
            only=lambda: [i for i in player.inventory.items if kind.offers(state, i)],
            title=kind.question or None,
        )
    )


def with_item(host: Host, kind: type[Action], item: Item) -> None:
    """The item is chosen: act, or first ask for the target on the map."""
    state = host.state
    assert state is not None
    player = state.player
    if not takes_a_target(kind):
        host.act(kind(player, item=item))  # type: ignore[call-arg]
        return
    thrown = item.kind.thrown
    host.push(
        TargetingScreen(
            host,
            item,
            aim=lambda tile: kind(player, item=item, target=tile),  # type: ignore[call-arg]
            reach=thrown.reach if thrown is not None else None,
            verb=kind.command or "",
        )
    )
