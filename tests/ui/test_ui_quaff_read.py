"""q drinks a potion and r reads a scroll, as in DCSS: each lists only what it can use (a
letter chooses), then uses it as the inventory would (a scroll read on an item asks which, one
aimed at the map opens the reticle); with nothing to drink or read, a toast and no turn. Which
kinds are drunk or read is the item table's data (``ItemType.verb``)."""

from __future__ import annotations

import pygame

from game.content import CONTENT, create_item
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.targeting import TargetingScreen
from tests.scenario import monsters, scenario

ROOM = """
    ##########
    #@.....o.#
    #........#
    ##########
"""


def pack(state, *kinds: str) -> dict[str, object]:
    items = {}
    for kind in kinds:
        items[kind] = state.player.inventory.add(create_item(kind))
    return items


def listed(app) -> list[str]:
    assert isinstance(app.top, ItemListModal)
    return [row.item.kind.id for row in app.top.rows()]


def test_every_potion_is_drunk_and_every_scroll_read_by_the_item_table():
    verbs = {kind.id: kind.verb for kind in CONTENT.item_types.values()}
    assert verbs["health_potion"] == "drink"
    assert {kind for kind, verb in verbs.items() if verb == "read"} == {
        kind for kind in verbs if kind.endswith("_scroll")
    }
    assert {
        verb for kind, verb in verbs.items() if "potion" not in kind and "scroll" not in kind
    } == {""}


def test_q_lists_the_potions_and_drinks_the_one_chosen(make_app, drive):
    state = scenario(ROOM, seed=3)
    monsters(state)[0].ai = None
    items = pack(state, "health_potion", "fireball_scroll", "sword")
    state.player.fighter.hp = 10
    app = make_app(state=state)
    d = drive(app)
    d.key("q")
    assert listed(app) == ["health_potion"]
    assert app.top.title == "Drink which potion?"
    d.key(items["health_potion"].letter)
    assert app.top is app.game and state.turn == 1
    assert state.player.fighter.hp > 10 and items["health_potion"] not in state.player.inventory


def test_r_lists_the_scrolls_and_each_is_read_as_the_inventory_reads_it(make_app, drive):
    state = scenario(ROOM, seed=3)
    orc = monsters(state)[0]
    orc.ai = None
    items = pack(state, "health_potion", "fireball_scroll", "identify_scroll", "sword")
    app = make_app(state=state)
    d = drive(app)
    d.key("r")
    assert listed(app) == ["fireball_scroll", "identify_scroll"]
    assert app.top.title == "Read which scroll?"
    d.key(items["identify_scroll"].letter)  # read on an item: which one
    assert isinstance(app.top, ItemListModal) and "sword" in listed(app)
    d.key(code=pygame.K_ESCAPE)
    d.key("r")
    d.key(items["fireball_scroll"].letter)  # aimed at the map: the reticle
    assert isinstance(app.top, TargetingScreen)
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game and state.turn == 0


def test_nothing_to_drink_or_read_says_so_and_takes_no_turn(make_app, drive):
    state = scenario(ROOM, seed=3)
    app = make_app(state=state)
    d = drive(app)
    d.key("q")
    assert app.top is app.game and app.game.toast_text == "You have no potion to drink."
    d.key("r")
    assert app.top is app.game and app.game.toast_text == "You have no scroll to read."
    assert state.turn == 0
