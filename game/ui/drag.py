"""Dragging gear between the inventory and the paper doll.

A ``Drag`` is UI state only: which item is carried under the pointer and where it came from.
Dropping it turns into one engine command (``equip(item, slot=...)`` onto a doll slot: a ring
onto either ring slot, a worn ring onto the other one; or ``remove(item)`` onto the inventory)
and the engine decides (a wrong slot or a cursed item is refused, with its message shown where
the eye is); a drop anywhere else does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.actions import EquipAction, RemoveAction
from game.ui import theme

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.ui.host import Host
    from game.ui.mouse import Pos
    from game.ui.tileset import Tileset

INVENTORY = "inventory"
#: Drop-target colours while dragging.
VALID: theme.Color = (96, 214, 96)
INVALID: theme.Color = (222, 84, 72)
GHOST_ALPHA = 200


@dataclass
class Drag:
    """An item carried by the pointer; ``source`` is INVENTORY or the slot it is worn on."""

    item: Item
    source: str
    pos: Pos

    @property
    def from_slot(self) -> bool:
        return self.source != INVENTORY


def slot_colors(drag: Drag, wearer: Actor) -> dict[str, theme.Color]:
    """Doll slots to light up: every slot the item fits green (a ring: both ring slots), the
    others red.

    A worn item being dragged off lights no slot (its target is the inventory), except a worn
    ring, which may also move to the other ring slot.
    """
    wearable = drag.item.equippable
    if drag.from_slot and (wearable is None or not wearable.is_ring):
        return {}
    colors = {}
    for slot in wearer.equipment.slots:
        fits = wearable is not None and wearable.fits(slot) and slot != drag.source
        colors[slot] = VALID if fits else INVALID
    if drag.from_slot:
        return {slot: color for slot, color in colors.items() if color == VALID}
    return colors


def drop(app: Host, drag: Drag, pos: Pos) -> bool:
    """Drop ``drag`` at screen ``pos``: the engine command it means, if any. True if it acted."""
    game = app.game
    slot = game.doll.slot_at(pos)
    if slot is not None:
        if slot == drag.source:
            return False  # back where it came from
        assert app.state is not None
        return _acted(app, EquipAction(app.state.player, drag.item, slot=slot))
    if drag.from_slot and app.layout.inventory.collidepoint(pos):
        assert app.state is not None
        return _acted(app, RemoveAction(app.state.player, drag.item))
    if drag.from_slot and not app.layout.doll.collidepoint(pos):
        game.toast("Drop it on the inventory to take it off.")
    return False


def _acted(app: Host, action: Action) -> bool:
    """Hand ``action`` to the engine; a refusal's message is also shown over the map."""
    outcome = app.act(action)
    if outcome.refusal:
        app.game.toast(outcome.refusal)  # where the eye is
    return outcome.done


def draw_ghost(
    surface: pygame.Surface, tileset: Tileset, drag: Drag, size: int, tile: str | None = None
) -> None:
    """The dragged item's icon (``tile``, else its own), see-through, under the pointer."""
    icon = tileset.get(tile or drag.item.tile, size).copy()
    icon.set_alpha(GHOST_ALPHA)
    surface.blit(icon, icon.get_rect(center=drag.pos))


def outline(surface: pygame.Surface, rect: pygame.Rect, color: theme.Color, width: int) -> None:
    """A coloured border around a drop target."""
    pygame.draw.rect(
        surface, color, rect.inflate(2 * width, 2 * width), width=width, border_radius=3
    )
