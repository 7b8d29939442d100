"""The inventory rows carry "(E)" exactly for worn items, after equip, remove, drop and swap."""

from __future__ import annotations

import pygame

from game.content import create_item
from game.ui.panels.inventory import WORN_MARK, inventory_rows


def pick_up(state, kind_id):
    """Put a new item under the player and pick it up the ordinary way (gear known, as the
    tutorial's was: these tests are about the marks, not identification)."""
    item = create_item(kind_id)
    item.identified = True
    state.place(item, *state.player.pos)
    assert state.act("pickup")
    return item


def check_marks(app):
    """Model rows and the rows the panel actually drew both mark exactly the worn items."""
    state = app.state
    equipment = state.player.equipment
    rows = inventory_rows(state, app.tileset)
    assert [row.item for row in rows] == state.player.inventory.items
    for row in rows:
        assert (WORN_MARK in row.text) == equipment.is_equipped(row.item), row.text
    app.draw()
    drawn = app.game.inventory.drawn_rows
    assert [row.item for row in drawn] == state.player.inventory.items
    for row in drawn:
        assert row.text.endswith(WORN_MARK) == equipment.is_equipped(row.item), row.text
        assert row.text.count(WORN_MARK) <= 1
    return {row.item.name: row.text for row in drawn}


def test_marks_follow_equip_remove_drop_and_swap(make_app, room_state):
    app = make_app((1280, 720), room_state)
    state = room_state
    dagger, leather = state.player.inventory.items
    assert check_marks(app) == {
        "Dagger": "(a) Dagger (E)",
        "Leather Armor": "(b) Leather Armor (E)",
    }

    sword = pick_up(state, "sword")  # main hand taken: carried, not worn
    shield = pick_up(state, "shield")  # off hand empty: worn at once
    texts = check_marks(app)
    assert texts["Sword"] == "(c) Sword" and texts["Shield"] == "(d) Shield (E)"

    assert app.act("equip", item=sword)  # swap: the dagger comes off
    texts = check_marks(app)
    assert texts["Sword"] == "(c) Sword (E)" and texts["Dagger"] == "(a) Dagger"

    assert app.act("remove", item=shield)
    assert check_marks(app)["Shield"] == "(d) Shield"

    assert app.act("drop", item=leather)  # worn: taken off, then dropped
    texts = check_marks(app)
    assert "Leather Armor" not in texts
    assert texts["Sword"] == "(c) Sword (E)"  # letters stay put: (b) is free now

    assert app.act("use", item=dagger)  # using gear toggles it: the sword comes off
    texts = check_marks(app)
    assert texts["Dagger"] == "(a) Dagger (E)" and texts["Sword"] == "(c) Sword"
    pick_up(state, "iron_helm")  # the first free letter
    assert check_marks(app)["Iron Helm"] == "(b) Iron Helm (E)"


def test_keyboard_equip_and_drop_through_the_modals(make_app, room_state, press):
    app = make_app((1280, 720), room_state)
    state = room_state
    sword = pick_up(state, "sword")
    press(app, "i")
    modal = app.top
    app.draw()
    assert [r.text for r in modal.drawn_rows] == [
        "(a) Dagger (E)",
        "(b) Leather Armor (E)",
        "(c) Sword",
    ]
    press(app, "c")  # the sword's letter: wear it
    assert app.top is app.game
    assert state.player.equipment.item_in("main_hand") is sword
    check_marks(app)

    press(app, "R")
    app.draw()
    assert [r.text for r in app.top.drawn_rows] == ["(b) Leather Armor (E)", "(c) Sword (E)"]
    press(app, "b")
    assert not state.player.equipment.is_equipped(state.player.inventory.items[1])
    check_marks(app)

    press(app, "d")
    press(app, "c")
    assert sword not in state.player.inventory
    assert state.player.equipment.item_in("main_hand") is None
    check_marks(app)


def test_escape_closes_the_list_without_a_turn(make_app, room_state, press):
    app = make_app((1280, 720), room_state)
    turn = room_state.turn
    press(app, "d")
    assert app.top is not app.game
    press(app, code=pygame.K_ESCAPE)
    assert app.top is app.game
    assert room_state.turn == turn
    assert len(room_state.player.inventory.items) == 2


def test_a_full_pack_is_drawn_without_overflow(make_app, room_state):
    state = room_state
    gear = ["sword", "shield", "chain_mail", "iron_helm"]
    for kind in [gear[i % 4] for i in range(22)] + ["health_potion"] * 9 + ["confusion_scroll"]:
        state.player.inventory.add(create_item(kind))
    assert len(state.player.inventory.items) == 26
    for size in [(1280, 720), (800, 600), (1920, 1080)]:
        app = make_app(size, state)
        app.draw()
        panel, layout = app.game.inventory, app.layout
        drawn = panel.drawn_rows
        if layout.inventory_scrolls:  # small window: one column of full names that scrolls
            assert len(drawn) == layout.inventory_rows < 26
            panel.scroll_by(100, 26)
            app.draw()
            assert panel.drawn_rows[-1].item is state.player.inventory.items[-1]
            assert panel.drawn_rows[-1].text == "(z) Confusion Scroll"
        else:
            assert len(drawn) == 26
        box = layout.inventory
        for row in panel.drawn_rows:
            assert box.contains(row.rect)
        for a, b in zip(drawn, drawn[1:], strict=False):
            assert not a.rect.colliderect(b.rect)


def test_rows_take_the_whole_width_short_pack_or_full(make_app, room_state):
    """One column of full-width rows, whatever the pack holds (it used to split into two
    cramped columns once one was full, cutting names): long known names ("-1 Leather Gloves
    (E) (cursed)") show whole. The rows reach into the panel's padding, not its frame."""
    state = room_state
    app = make_app((1280, 720), state)
    app.draw()
    panel, layout = app.game.inventory, app.layout
    frame = layout.inventory.inflate(-8 * layout.frame_scale, -8 * layout.frame_scale)
    widths = {row.rect.width for row in panel.drawn_rows}
    assert len(widths) == 1 and min(widths) > layout.inventory.width - 2 * (
        layout.pad + 4 * layout.frame_scale
    )
    kinds = ["sword", "shield", "chain_mail", "iron_helm"]  # gear does not stack
    while len(state.player.inventory.items) < 26:
        state.player.inventory.add(create_item(kinds[len(state.player.inventory.items) % 4]))
    app.draw()
    assert {row.rect.width for row in panel.drawn_rows} == widths
    assert {row.rect.x for row in panel.drawn_rows} == {panel.drawn_rows[0].rect.x}
    assert all(frame.contains(row.rect) for row in panel.drawn_rows)
