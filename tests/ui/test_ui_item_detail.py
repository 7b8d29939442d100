"""The item list's detail pane shows every line of the item under the cursor.

The playtest (seed 3, floor 3, 1280x720) saw the inventory window end a worn ring's words at
"If removed:" with the number line cut off, and the "Read on which item?" list show only the
description of an unknown "Short Sword ?" (its "+3 + ? power" and "enchantment unknown" cut).
"""

from __future__ import annotations

import pygame
import pytest

from game.content import create_item
from game.ui.screens.item_list import ItemListModal


def carry(state, kind_id, known=True):
    item = create_item(kind_id)
    item.identified = known
    return state.player.inventory.add(item)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_every_row_shows_all_its_words(make_app, drive, room_state, size):
    state = room_state
    ring = carry(state, "ring_of_protection")
    state.act("equip", item=ring)
    carry(state, "short_sword", known=False)
    carry(state, "health_potion")
    app = make_app(size, state)
    d = drive(app)
    d.key("i")
    modal = app.top
    assert isinstance(modal, ItemListModal)
    pack = state.player.inventory.items
    checked = 0
    for index in range(len(pack)):
        if index:
            d.key(code=pygame.K_DOWN)
        assert modal.cursor == index
        item = modal.rows()[modal.cursor].item
        pane_w = modal._pane_width(
            modal.box.width - 2 * (app.layout.pad * 2 + 4 * app.layout.frame_scale)
        )
        want = [line for line, _ in modal._detail_lines(item, pane_w)]
        assert modal.detail_drawn == want, item
        checked += 1
    assert checked == len(pack) == 5
    d.key(code=pygame.K_HOME)
    for _ in range([row.item for row in modal.rows()].index(ring)):
        d.key(code=pygame.K_DOWN)
    assert modal.detail_drawn[-2:] == ["If removed:", "  Defense 3 -> 2 (-1)"]  # indented


def test_the_read_on_list_shows_an_unknown_swords_numbers(make_app, drive, room_state):
    state = room_state
    carry(state, "short_sword", known=False)
    scroll = carry(state, "identify_scroll")
    app = make_app((1280, 720), state)
    d = drive(app)
    d.key("i")
    d.key(scroll.letter)
    modal = app.top
    assert isinstance(modal, ItemListModal) and modal.mode == "read"
    assert "enchantment unknown" in modal.detail_drawn
    assert any(line.startswith("+3 + ? power") for line in modal.detail_drawn)
    d.key(code=pygame.K_ESCAPE)
