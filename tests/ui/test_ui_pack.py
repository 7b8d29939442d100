"""Pack letters and stacks as the player sees and types them, through the app's real event
queue: the inventory panel, the item lists, keyboard letters, tooltips and the context menu."""

from __future__ import annotations

import pygame

from game.content import create_item
from game.ui.hover import spot_at, tooltip_lines
from game.ui.screens.context_menu import ContextMenu, ItemInfoModal
from game.ui.screens.item_list import ItemListModal


def pick_up(state, kind_id: str, count: int = 1) -> None:
    for _ in range(count):
        item = create_item(kind_id)
        item.identified = True  # known gear: these tests are about stacks and letters
        state.place(item, *state.player.pos)
        assert state.act("pickup")


def panel_texts(app) -> list[str]:
    app.frame()
    return [row.text for row in app.game.inventory.drawn_rows]


def row_center(app, item):
    app.frame()
    return next(row.rect.center for row in app.game.inventory.drawn_rows if row.item is item)


def test_a_practised_i_then_letter_still_reads_the_same_scroll(make_app, room_state, drive):
    """The issue's case: using up (c) must not make (d)'s letter point at the next item."""
    state = room_state
    pick_up(state, "health_potion")
    pick_up(state, "lightning_scroll")
    pick_up(state, "chain_mail")
    app = make_app((1280, 720), state)
    d = drive(app)
    assert panel_texts(app) == [
        "(a) Dagger (E)",
        "(b) Leather Armor (E)",
        "(c) Health Potion",
        "(d) Lightning Scroll",
        "(e) Chain Mail",
    ]
    state.player.fighter.hp = 10
    d.key("i")
    d.key("c")  # drink the only potion
    assert state.player.fighter.hp == 14
    assert panel_texts(app) == [
        "(a) Dagger (E)",
        "(b) Leather Armor (E)",
        "(d) Lightning Scroll",
        "(e) Chain Mail",
    ]
    d.key("i")
    app.frame()
    assert [r.text for r in app.top.drawn_rows][2:] == ["(d) Lightning Scroll", "(e) Chain Mail"]
    d.key("e")  # the Chain Mail is still (e): wear it
    chain = state.player.equipment.item_in("body")
    assert chain is not None and chain.kind.id == "chain_mail"
    assert state.messages[-1].text == "You equip the Chain Mail."


def test_a_stack_is_one_row_and_the_letter_uses_one(make_app, room_state, drive):
    state = room_state
    pick_up(state, "health_potion", 3)
    pick_up(state, "sword")
    app = make_app((1280, 720), state)
    d = drive(app)
    assert panel_texts(app)[2:] == ["(c) 3 Health Potions", "(d) Sword"]
    state.player.fighter.hp = 5
    for label in ("2 Health Potions", "Health Potion"):
        d.key("i")
        d.key("c")
        assert panel_texts(app)[2:] == [f"(c) {label}", "(d) Sword"]
    d.key("i")
    d.key("c")
    assert panel_texts(app)[2:] == ["(d) Sword"]
    assert state.player.fighter.hp == 17


def test_the_drop_list_drops_one_from_a_stack(make_app, room_state, drive):
    state = room_state
    pick_up(state, "confusion_scroll", 4)
    app = make_app((800, 600), state)
    d = drive(app)
    d.key("d")
    assert isinstance(app.top, ItemListModal)
    app.frame()
    assert "(c) 4 Confusion Scrolls" in [r.text for r in app.top.drawn_rows]
    d.key("c")
    floor = state.stage.items_at(*state.player.pos)
    assert [(i.kind.id, i.count) for i in floor] == [("confusion_scroll", 1)]
    assert panel_texts(app)[-1] == "(c) 3 Confusion Scrolls"
    assert state.messages[-1].text == "You drop the Confusion Scroll."
    d.key("g")  # pick it back up: it joins the stack, letter and all
    assert panel_texts(app)[-1] == "(c) 4 Confusion Scrolls"
    assert state.stage.items_at(*state.player.pos) == []


def test_tooltip_describe_and_menu_speak_of_the_stack(make_app, room_state, drive):
    state = room_state
    pick_up(state, "health_potion", 5)
    stack = state.player.inventory.by_letter("c")
    app = make_app((1280, 720), state)
    d = drive(app)
    turn = state.turn
    d.move(row_center(app, stack))
    spot = spot_at(app.game, app.layout, state, app.pointer)
    lines = [line for line, _ in tooltip_lines(state, spot)]
    assert lines[0] == "5 Health Potions"
    assert "Using or dropping takes one from the stack." in lines
    d.click(row_center(app, stack), button=3)
    menu = app.top
    assert isinstance(menu, ContextMenu) and menu.labels == ["Drink", "Drop one", "Describe"]
    d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_RETURN)  # Drop one
    assert stack.count == 4 and len(state.stage.items_at(*state.player.pos)) == 1
    d.click(row_center(app, stack), button=3)
    app.frame()
    d.click(app.top.entry_rects[app.top.labels.index("Describe")].center)
    assert isinstance(app.top, ItemInfoModal) and app.top.title == "4 Health Potions"
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game and state.turn == turn + 1  # only the drop took a turn


def test_a_full_pack_still_takes_a_potion_for_its_stack(make_app, room_state, drive):
    state = room_state
    pick_up(state, "health_potion")
    pack = state.player.inventory
    for _ in range(23):
        pack.add(create_item("shield"))
    assert pack.is_full
    app = make_app((1280, 720), state)
    d = drive(app)
    state.place(create_item("health_potion"), *state.player.pos)
    d.key("g")
    assert pack.by_letter("c").count == 2 and len(pack.items) == 26
    state.place(create_item("fireball_scroll"), *state.player.pos)
    d.key("g")
    assert state.messages[-1].text == "Your inventory is full."
    assert len(pack.items) == 26
