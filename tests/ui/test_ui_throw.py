"""Throwing from the window (issue 23, point 6): `t` lists what can be thrown, a letter picks
it, the reticle (Tab to the next enemy) chooses where, Enter throws; right-click offers
"Throw..." on a dart or javelin. The command came with one class and one key binding
(issue 22, point 2): these tests drive it through the screen's generic path."""

from __future__ import annotations

import pygame

from game.content import create_item
from game.engine.forecast import throw_forecast
from game.ui.screens.context_menu import ContextMenu
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.targeting import TargetingScreen
from tests.scenario import monsters, scenario

RANGE = """
    ###########
    #@...o....#
    #.........#
    ###########
"""


def throwing_range():
    state = scenario(RANGE, seed=2)
    state.update_fov()
    orc = monsters(state)[0]
    orc.ai = None
    orc.fighter.base_max_hp = orc.fighter.hp = 100
    return state, orc


def carry(state, kind_id, count=3):
    item = create_item(kind_id)
    item.count = count
    return state.player.inventory.add(item)


def test_t_lists_the_throwables_then_the_reticle_throws(make_app, drive):
    state, orc = throwing_range()
    javelins = carry(state, "javelin", 2)
    darts = carry(state, "dart", 3)
    app = make_app(state=state)
    d = drive(app)
    d.key("t")
    listing = app.top
    assert isinstance(listing, ItemListModal) and listing.title == "Throw which item?"
    assert [row.item for row in listing.rows()] == [javelins, darts]  # not the dagger
    d.key(javelins.letter)
    reticle = app.top
    assert isinstance(reticle, TargetingScreen) and reticle.cursor == orc.pos
    assert "Throw the Javelin" in reticle.banner() and "up to 5 tiles" in reticle.banner()
    d.key(code=pygame.K_RETURN)
    assert app.top is app.game and state.turn == 1 and javelins.count == 1
    assert state.recording.commands[-7] == 22  # recorded as a throw


def test_one_kind_to_throw_goes_straight_to_the_reticle(make_app, drive):
    """With one stack to throw there is nothing to choose: `t` aims it at once (the banner
    names it; Esc cancels, no turn taken), as DCSS's quiver does."""
    state, orc = throwing_range()
    darts = carry(state, "dart", 3)
    app = make_app(state=state)
    d = drive(app)
    d.key("t")
    reticle = app.top
    assert isinstance(reticle, TargetingScreen) and reticle.cursor == orc.pos
    assert "Throw the Dart" in reticle.banner()
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game and state.turn == 0 and darts.count == 3
    d.key("t")
    d.key(code=pygame.K_RETURN)
    assert app.top is app.game and state.turn == 1 and darts.count == 2


def test_the_reticle_tells_what_the_throw_comes_to(make_app, drive):
    """Under the reticle, the engine's forecast of the throw (``throw_forecast``): on the
    Orc 4 tiles off, the chance there and the dart's blow; on an empty tile, nothing."""
    state, orc = throwing_range()
    darts = carry(state, "dart", 3)
    app = make_app(state=state)
    d = drive(app)
    d.key("t")
    reticle = app.top
    lines = [line for line, _ in reticle.describe_cursor()]
    assert lines == ["Orc  100/100 HP", throw_forecast(state, darts, orc.pos)]
    assert lines[1] == "72% to hit, for 3 (34 hits)"
    d.key(code=pygame.K_LEFT)
    assert [line for line, _ in reticle.describe_cursor()] == []


def test_nothing_to_throw_says_so_and_takes_no_turn(make_app, drive):
    state, _ = throwing_range()
    app = make_app(state=state)
    d = drive(app)
    d.key("t")
    assert app.top is app.game and state.turn == 0
    assert "nothing to throw" in app.game.toast_text


def test_right_click_offers_throw_on_a_dart(make_app, drive):
    state, orc = throwing_range()
    darts = carry(state, "dart")
    app = make_app(state=state)
    app.draw()
    menu = ContextMenu(app, darts, (10, 10))
    assert menu.labels == ["Drop one", "Throw...", "Describe"]  # no "Use" a dart refuses
    dagger_menu = ContextMenu(app, state.player.inventory.items[0], (10, 10))
    assert "Throw..." not in dagger_menu.labels
    app.push(menu)
    menu.choose("Throw...")
    assert isinstance(app.top, TargetingScreen)
    app.top.confirm(orc.pos)
    assert state.turn == 1 and darts.count == 2


def test_a_throw_refused_for_reach_says_why_and_takes_no_turn(make_app, drive):
    state, _ = throwing_range()
    darts = carry(state, "dart")
    state.player.x = 1
    app = make_app(state=state)
    d = drive(app)
    d.key("t")
    d.key(darts.letter)
    reticle = app.top
    outcome = app.act(reticle.aim((9, 2)))
    assert not outcome and "reach" in outcome.refusal and state.turn == 0
