"""Gear by keyboard and by mouse, driven through pygame's event queue: dragging onto the ten
slots (a ring onto either ring slot, a wrong slot lit red and refused), "Read on..." lists that
show only what fits, the remove command refusing cursed gear, a ring into a chosen ring slot,
and tooltips that never leak unknown numbers."""

from __future__ import annotations

import re

import pygame
import pytest
from gear_kit import carry, dressed, wear

from game.ui.describe import ENCHANTMENT_UNKNOWN, item_lines
from game.ui.drag import INVALID, VALID
from game.ui.hover import spot_at, tooltip_lines
from game.ui.screens.context_menu import ContextMenu
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.message_box import MessageBox


def row_center(app, item):
    row = next(r for r in app.game.inventory.drawn_rows if r.item is item)
    return row.rect.center


def slot_center(app, slot):
    return app.game.doll.slot_rects[slot].center


def border_color(app, slot):
    """The colour just outside a slot box, where the drag outline is drawn."""
    rect = app.game.doll.slot_rects[slot]
    return tuple(app.surface.get_at((rect.centerx, rect.top - 2)))[:3]


def hold_over(d, start, end, steps: int = 4) -> None:
    """Press on ``start`` and move to ``end`` with the button held (no release)."""
    d.move(start)
    d.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(start), button=1))
    for i in range(1, steps + 1):
        d.move(
            (
                start[0] + (end[0] - start[0]) * i // steps,
                start[1] + (end[1] - start[1]) * i // steps,
            ),
            held=True,
        )


def test_a_ring_dragged_onto_the_right_ring_slot(make_app, room_state, drive):
    state = room_state
    ring = carry(state, "ring_of_strength", 1)
    app = make_app((1280, 720), state)
    d = drive(app)
    hold_over(d, row_center(app, ring), slot_center(app, "right_ring"))
    app.draw()
    assert border_color(app, "right_ring") == VALID
    assert border_color(app, "left_ring") == VALID  # a ring fits either ring slot
    assert border_color(app, "head") == INVALID
    d.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot_center(app, "right_ring"), button=1))
    slots = state.player.equipment.slots
    assert slots["right_ring"] is ring and slots["left_ring"] is None
    assert state.knows(ring)  # wearing reveals
    # and from the right ring slot across to the left one
    d.drag(slot_center(app, "right_ring"), slot_center(app, "left_ring"))
    assert slots["left_ring"] is ring and slots["right_ring"] is None
    # dragged off onto the inventory: taken off
    d.drag(slot_center(app, "left_ring"), app.layout.inventory.center)
    assert not state.player.equipment.is_equipped(ring)


def test_a_wrong_slot_lights_red_and_is_refused(make_app, room_state, drive):
    state = room_state
    sword = carry(state, "sword")
    app = make_app((1280, 720), state)
    d = drive(app)
    turn = state.turn
    hold_over(d, row_center(app, sword), slot_center(app, "head"))
    app.draw()
    assert border_color(app, "head") == INVALID
    assert border_color(app, "main_hand") == VALID
    d.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot_center(app, "head"), button=1))
    assert not state.player.equipment.is_equipped(sword)
    assert state.player.equipment.slots["head"] is None
    assert state.turn == turn
    assert "not worn on the head" in app.game.toast_text
    # the right slot takes it
    d.drag(row_center(app, sword), slot_center(app, "main_hand"))
    assert state.player.equipment.slots["main_hand"] is sword


@pytest.fixture
def identify_state(room_state):
    """A known dagger and armour worn, an unknown sword and ring, a potion, and a Scroll of
    Identify: the scroll fits only the sword and the ring."""
    state = room_state
    sword = carry(state, "sword", 2)
    ring = carry(state, "ring_of_protection", 1)
    carry(state, "health_potion")
    scroll = carry(state, "identify_scroll")
    return state, sword, ring, scroll


def read_list_items(app):
    modal = app.top
    assert isinstance(modal, ItemListModal) and modal.mode == "read"
    app.draw()
    return [row.item for row in modal.drawn_rows]


def test_read_identify_by_the_menu_and_a_click(make_app, identify_state, drive):
    state, sword, ring, scroll = identify_state
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(row_center(app, scroll), button=3)
    menu = app.top
    assert isinstance(menu, ContextMenu)
    assert menu.labels[0] == "Read on..."
    app.draw()
    d.click(menu.entry_rects[0].center)
    assert read_list_items(app) == [sword, ring]  # ONLY what fits
    modal = app.top
    turn = state.turn
    target = next(r for r in modal.drawn_rows if r.item is sword)
    d.click(target.rect.center)
    assert state.knows(sword) and not state.knows(ring)
    assert scroll not in state.player.inventory.items
    assert state.turn == turn + 1
    assert app.top is app.game
    assert state.name_of(sword) == "+2 Sword"


def test_read_identify_by_keys_shows_only_what_fits(make_app, identify_state, drive):
    state, sword, ring, scroll = identify_state
    app = make_app((1280, 720), state)
    d = drive(app)
    pack = state.player.inventory
    d.key("i")
    d.key(pack.letter_of(scroll))
    assert read_list_items(app) == [sword, ring]
    d.key(pack.letter_of(state.player.inventory.items[0]))  # the known Dagger: not listed
    assert isinstance(app.top, ItemListModal) and state.knows(sword) is False
    d.key(pack.letter_of(ring))
    assert state.knows(ring) and state.kind_known(ring.kind)
    assert state.name_of(ring) == "+1 Ring of Protection"
    assert app.top is app.game


def test_a_gear_menu_offers_the_scrolls_that_fit_it(make_app, identify_state, drive):
    state, sword, ring, scroll = identify_state
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(row_center(app, sword), button=3)
    labels = app.top.labels
    assert "Read the Scroll of Identify on it" in labels
    d.key(chr(ord("a") + labels.index("Read the Scroll of Identify on it")))
    assert state.knows(sword)
    d.click(row_center(app, state.player.inventory.items[0]), button=3)  # the known Dagger
    assert not any(label.startswith("Read the") for label in app.top.labels)


def test_remove_curse_reads_directly(make_app, room_state, drive):
    state = wear(room_state, [("mace", -2, True, None)])
    scroll = carry(state, "remove_curse_scroll")
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(row_center(app, scroll), button=3)
    assert app.top.labels[0] == "Read"
    d.key("a")
    assert app.top is app.game
    assert not state.player.equipment.slots["main_hand"].cursed


def test_the_remove_command_refuses_a_cursed_item(make_app, room_state, drive):
    state = wear(room_state, [("mace", -2, True, None)])
    mace = state.player.equipment.slots["main_hand"]
    app = make_app((1280, 720), state)
    d = drive(app)
    turn = state.turn
    d.key("R")
    modal = app.top
    assert isinstance(modal, ItemListModal) and modal.mode == "remove"
    app.draw()
    assert {row.item for row in modal.drawn_rows} == set(
        state.player.equipment.worn_items()
    )  # worn items only
    d.key(state.player.inventory.letter_of(mace))
    assert state.player.equipment.slots["main_hand"] is mace
    assert state.messages[-1].text == "You can't remove the -2 Mace: it is cursed."
    assert state.turn == turn
    # by the mouse too: a click on its box, or a drag off, is refused the same way
    d.click(slot_center(app, "main_hand"))
    d.drag(slot_center(app, "main_hand"), app.layout.inventory.center)
    assert state.player.equipment.slots["main_hand"] is mace and state.turn == turn
    assert app.game.toast_text == "You can't remove the -2 Mace: it is cursed."


def test_a_ring_goes_into_the_chosen_slot_by_keys(make_app, drive):
    state = dressed([("ring_of_protection", 0, False, None), ("ring_of_strength", 0, False, None)])
    left, right = (state.player.equipment.slots[s] for s in ("left_ring", "right_ring"))
    new = carry(state, "ring_of_regeneration")
    app = make_app((1280, 720), state)
    d = drive(app)
    d.key("i")
    d.key(state.player.inventory.letter_of(new))
    box = app.top
    assert isinstance(box, MessageBox) and box.title == "Which ring?"
    assert [label.split(":")[0] for label, _ in box.buttons] == [
        "Left ring",
        "Right ring",
        "Cancel",
    ]
    d.key("r")
    slots = state.player.equipment.slots
    assert slots["right_ring"] is new and slots["left_ring"] is left
    assert not state.player.equipment.is_equipped(right)
    # Cancel changes nothing
    d.key("i")
    d.key(state.player.inventory.letter_of(right))
    turn = state.turn
    d.key("c")
    assert slots["right_ring"] is new and state.turn == turn
    # with a ring slot free, no question: the ring goes into it
    assert state.act("remove", item=left)
    d.key("i")
    d.key(state.player.inventory.letter_of(right))
    assert slots["left_ring"] is right and app.top is app.game


def test_the_menu_puts_a_ring_on_either_slot(make_app, room_state, drive):
    state = room_state
    ring = carry(state, "ring_of_strength")
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(row_center(app, ring), button=3)
    assert app.top.labels[:2] == ["Equip on left ring", "Equip on right ring"]
    d.key("b")
    assert state.player.equipment.slots["right_ring"] is ring


DIGIT = re.compile(r"\d")


def test_an_unknown_ring_tooltip_shows_no_numbers(make_app, room_state, drive):
    state = room_state
    ring = carry(state, "ring_of_protection", 3)
    sword = carry(state, "sword", 3)
    app = make_app((1280, 720), state)
    d = drive(app)
    d.move(row_center(app, ring))
    lines = [
        line for line, _ in tooltip_lines(state, spot_at(app.game, app.layout, state, app.pointer))
    ]
    words = "\n".join(lines)
    assert lines[0] == f"{state.appearances['ring_of_protection']} ring"
    assert not DIGIT.search(words), words  # not its bonus, its enchantment or any change
    assert "Protection" not in words and ENCHANTMENT_UNKNOWN in words
    assert "On your empty left ring:" in words and "On your empty right ring:" in words
    # the detail pane says the same (Describe, and the inventory list's pane)
    assert [line for line, _ in item_lines(state, ring)] == lines[:-1]
    # an unknown sword: its kind's +4 is known, its +3 never shows
    words = "\n".join(line for line, _ in item_lines(state, sword))
    assert "+3" not in words and "+7" not in words and ENCHANTMENT_UNKNOWN in words
    assert re.search(r"Power \d+ -> \d+ at \+0 \(enchantment unknown\)", words)
    # once worn, the numbers show
    assert state.act("equip", item=ring)
    words = "\n".join(line for line, _ in item_lines(state, ring))
    assert "+3 Ring of Protection" in words
    assert DIGIT.search(words)


def test_a_ring_compares_with_both_ring_slots(room_state):
    state = wear(
        room_state, [("ring_of_protection", 1, False, None), ("ring_of_strength", 0, False, None)]
    )
    other = carry(state, "ring_of_protection", 2)
    other.identified = True
    state.learned.add("ring_of_protection")
    lines = [line for line, _ in item_lines(state, other)]
    assert "Instead of the +1 Ring of Protection (left ring):" in lines
    assert "Instead of the Ring of Strength (right ring):" in lines


@pytest.mark.parametrize(
    "size", [(1, 1), (40, 40), (200, 120), (639, 479), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}"
)
def test_the_gear_screens_draw_at_small_sizes(make_app, size):
    """The full doll, the Read on... list, the ring question and a ring's menu at tiny sizes."""
    state = dressed()
    spare = carry(state, "ring_of_regeneration")
    scroll = carry(state, "identify_scroll")
    app = make_app((1280, 720), state)
    openers = [
        lambda: None,
        lambda: app.play.use_item(scroll),
        lambda: app.play.use_item(spare),
        lambda: app.push(ContextMenu(app, spare, (3, 3))),
    ]
    kinds = []
    for open_it in openers:
        app.play.start(state)
        pygame.display.set_mode(size)
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        open_it()
        app.draw()
        kinds.append(type(app.top).__name__)
    assert kinds == ["GameScreen", "ItemListModal", "MessageBox", "ContextMenu"]


def test_identify_with_nothing_to_identify_says_so(make_app, room_state, drive):
    state = room_state  # only the known starting gear
    scroll = carry(state, "identify_scroll")
    app = make_app((1280, 720), state)
    d = drive(app)
    turn = state.turn
    d.key("i")
    d.key(state.player.inventory.letter_of(scroll))
    assert app.top is app.game  # no empty list opened
    assert app.game.toast_text == "Nothing you carry can take the Scroll of Identify."
    assert scroll in state.player.inventory.items and state.turn == turn
