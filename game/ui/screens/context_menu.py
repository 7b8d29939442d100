"""The right-click menu on an item, next to the pointer: Use / Read on... / Equip (a ring: on
either ring slot) / Remove / Read a carried Enchanting or Identify on it / Drop / Throw... (any
command on an item and a place) / Describe; on an item lying on the map: Walk there (or Pick
up, where the hero stands) / Describe.

Only the entries that make sense for the item are listed. Letters, arrows + Enter, or a click
choose; Esc, a right-click or a click outside close it. Each entry is an engine action (or a
host call), so the engine still decides (and refuses) everything.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.actions import COMMANDS, DropAction, EquipAction, RemoveAction, UseAction
from game.engine.actions.commands import parameters
from game.ui import commands, mouse, text, theme
from game.ui.describe import item_lines
from game.ui.gear_view import caption, draw_icon
from game.ui.input import letter
from game.ui.memo import Same, gear_look
from game.ui.menu_list import MenuList
from game.ui.screens import gear_choices
from game.ui.screens.base import Screen, frame_inside
from game.ui.screens.info import InfoModal

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.ui.host import Host
    from game.ui.mouse import Pos


def _wear_entries(app: Host, item: Item) -> list[tuple[str, Callable[[], object]]]:
    """Gear's first entries: Remove when worn, else Equip (a ring: on either ring slot)."""
    assert app.state is not None and item.equippable is not None
    player = app.state.player
    if player.equipment.is_equipped(item):
        return [("Remove", lambda: app.act(RemoveAction(player, item)))]
    if item.equippable.is_ring:
        return [
            (f"Equip on {caption(slot).lower()}", partial(gear_choices.put_on, app, item, slot))
            for slot in gear_choices.RING_SLOTS
        ]
    return [("Equip", lambda: app.act(EquipAction(player, item)))]


def item_actions(app: Host, item: Item) -> list[tuple[str, Callable[[], object]]]:
    """The entries for ``item`` as (label, what choosing it does)."""
    state = app.state
    assert state is not None
    player = state.player
    entries: list[tuple[str, Callable[[], object]]] = []
    if gear_choices.reads_on_an_item(item):
        entries.append(("Read on...", lambda: gear_choices.read_on(app, item)))
    elif item.effect is not None:  # "Drink", "Read" (a dart's only use is its throw, below)
        entries.append(((item.kind.verb or "use").capitalize(), lambda: app.play.use_item(item)))
    elif item.equippable is not None:
        entries += _wear_entries(app, item)
    if item.equippable is not None:
        for scroll in scrolls_for(app, item):
            entries.append(
                (
                    f"Read {state.the_name(scroll)} on it",
                    partial(app.act, UseAction(player, scroll, target=item)),
                )
            )
    entries.append(
        ("Drop one" if item.count > 1 else "Drop", lambda: app.act(DropAction(player, item)))
    )
    for kind in COMMANDS.values():  # commands on an item and a place (a throw)
        if (
            commands.takes_a_target(kind)
            and "item" in parameters(kind)
            and kind.offers(state, item)
        ):
            entries.append(
                (
                    f"{(kind.command or '').capitalize()}...",
                    partial(commands.with_item, app, kind, item),
                )
            )
    entries.append(("Describe", lambda: app.push(ItemInfoModal(app, item))))
    return entries


def floor_item_actions(
    app: Host,
    item: Item,
    here: bool,
    walk: Callable[[], object],
    pick_up: Callable[[], object],
    fetches: bool = False,
) -> list[tuple[str, Callable[[], object]]]:
    """The entries for ``item`` lying on the map in view: pick it up where the hero stands
    on it (``here``), else walk there (``fetches``: the walk picks it up, autopickup); and
    describe it."""
    walking = ("Go and pick up", walk) if fetches else ("Walk there", walk)
    entries: list[tuple[str, Callable[[], object]]] = [("Pick up", pick_up) if here else walking]
    entries.append(("Describe", lambda: app.push(ItemInfoModal(app, item))))
    return entries


def scrolls_for(app: Host, item: Item) -> list[Item]:
    """The carried scrolls read on an item that fit ``item`` (one per kind)."""
    state = app.state
    assert state is not None
    found: dict[str, Item] = {}
    for scroll in state.player.inventory.items:
        if (
            gear_choices.reads_on_an_item(scroll)
            and scroll.kind.id not in found
            and any(fit is item for fit in state.fitting_items(scroll))
        ):
            found[scroll.kind.id] = scroll
    return list(found.values())


class ContextMenu(Screen):
    """A small framed list drawn at ``pos`` over the game (not centred, no shade)."""

    modal = True
    #: Drawn by the app over a kept picture of what is under it (``modal_backdrop``), as a
    #: ``Modal`` is: it draws only inside its ``box``, and shades nothing.
    over_backdrop = True

    def __init__(
        self,
        app: Host,
        item: Item,
        pos: Pos,
        entries: list[tuple[str, Callable[[], object]]] | None = None,
    ) -> None:
        """``entries``: (label, what choosing it does); by default a carried item's
        (``item_actions``)."""
        super().__init__(app)
        self.item = item
        self.pos = pos
        self.entries = item_actions(app, item) if entries is None else entries
        self.list = MenuList(len(self.entries))
        self.box = pygame.Rect(0, 0, 0, 0)
        self.shaded_below = False  # nothing to shade: the game shows as it is

    #: It leaves what is under it as it is (``cast_shade``).
    shades = False

    def cast_shade(self, surface: pygame.Surface) -> None:
        """The menu leaves what is under it as it is."""

    def picture_key(self) -> Hashable | None:
        """The menu of this item, by the name it shows and these entries, with this gear, at
        this place and cursor: all its drawing follows from (not the turn: a monster's step
        leaves it as it was), so the app may show a picture of it kept from an opening alike
        (see ``Modal``)."""
        state = self.app.state
        if state is None:
            return None
        return (
            type(self),
            Same(self.app.layout),
            Same(self.app.tileset),
            Same(state),
            state.name_of(self.item),
            gear_look(state),
            Same(self.item),
            tuple(self.labels),
            self.pos,
            self.cursor,
        )

    def drawing(self) -> tuple:
        """What a drawing left in the menu's fields: its box and the entries' rects."""
        return (self.box.copy(), [rect.copy() for rect in self.list.rects])

    def reuse(self, drawing: tuple) -> None:
        """Set the fields a drawing would have set (a kept picture shows)."""
        box, rects = drawing
        self.box, self.list.rects = box.copy(), [rect.copy() for rect in rects]

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @property
    def entry_rects(self) -> list[pygame.Rect]:
        """Where the entries were drawn last."""
        return self.list.rects

    @property
    def labels(self) -> list[str]:
        return [label for label, _ in self.entries]

    def choose(self, label: str) -> None:
        """Close the menu, then do the entry called ``label``."""
        self.close()
        dict(self.entries)[label]()

    def handle(self, event: pygame.event.Event) -> None:
        outcome = self.list.handle(event)
        if outcome is not None:
            if outcome.chosen is not None:
                self.choose(self.labels[outcome.chosen])
            elif outcome.cancelled:
                self.close()
            return
        if mouse.is_press(event, mouse.LEFT) or mouse.is_press(event, mouse.RIGHT):
            self.close()  # a click elsewhere, or the mouse's Esc
            return
        typed = letter(event)
        if typed is not None and ord(typed) - ord("a") < len(self.entries):
            self.choose(self.labels[ord(typed) - ord("a")])

    def text_area(self) -> pygame.Rect | None:
        """Inside the menu's frame."""
        return frame_inside(self.box, self.app.tileset.frame_slice, self.app.layout.frame_scale)

    def draw(self, surface: pygame.Surface) -> None:
        layout, tileset = self.app.layout, self.app.tileset
        font, pad = layout.font, layout.pad
        inset = pad + 4 * layout.frame_scale
        row_h = text.line_height(font) + pad // 2
        assert self.app.state is not None
        title = self.app.state.name_of(self.item)
        rows = [f"({chr(97 + i)}) {label}" for i, label in enumerate(self.labels)]
        width = max(text.width(line, font) for line in [title, *rows]) + 2 * inset + pad
        height = (len(rows) + 1) * row_h + 2 * inset + pad // 2
        box = pygame.Rect(self.pos[0] + 4, self.pos[1] + 4, width, height)
        window = surface.get_rect()
        if box.right > window.right:
            box.right = self.pos[0] - 4
        if box.bottom > window.bottom:
            box.bottom = self.pos[1] - 4
        box.clamp_ip(window)
        self.box = box
        surface.blit(tileset.frame(width, height, layout.frame_scale), box)
        x, y = box.x + inset, box.y + inset
        text.blit(surface, title, font, theme.TITLE, (x, y))
        y += row_h + pad // 2
        self.list.rects = []
        for index, line in enumerate(rows):
            edge = max(inset // 2, self.app.tileset.frame_slice * layout.frame_scale)
            rect = pygame.Rect(box.x + edge, y, box.width - 2 * edge, row_h)
            if index == self.cursor:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=3)
            with text.inside(surface, rect, "row"):
                text.blit(surface, line, font, theme.TEXT, (x, rect.centery), anchor="midleft")
            self.list.rects.append(rect)
            y += row_h


class ItemInfoModal(InfoModal):
    """Everything about one item: icon, words, bonuses, and what wearing it would change."""

    def __init__(self, app: Host, item: Item) -> None:
        super().__init__(app)
        self.item = item
        assert app.state is not None
        self.title = app.state.label_of(item)

    def lines(self) -> list[tuple[str, theme.Color]]:
        assert self.app.state is not None
        return item_lines(self.app.state, self.item)[1:]

    def draw_picture(self, surface: pygame.Surface, size: int, midtop: tuple[int, int]) -> None:
        assert self.app.state is not None
        draw_icon(surface, self.app.tileset, self.app.state, self.item, size, midtop=midtop)
