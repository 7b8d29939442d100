"""A find on the floor is weighed before the walk to it: the map's tooltip over an item in view
tells it as the pack's tooltip does (for gear, the change wearing it would make), with how to
get it; the look command reads the same words."""

from __future__ import annotations

import pygame

from game.content import create_actor, create_item
from game.engine.forecast import fight_forecast, melee_forecast
from game.ui.describe import item_lines, tile_tooltip
from game.ui.hover import FLOOR_ITEM_HINT, UNDERFOOT_HINT, spot_at, tooltip_lines


def hovered(app, drive, tile) -> list[str]:
    """The tooltip's words with the real pointer over ``tile`` of the map."""
    drive.move(app.game.stage_view.tile_rect(*tile).center)
    spot = spot_at(app.game, app.layout, app.state, app.pointer)
    assert spot.kind == "tile" and spot.tile == tile
    return [line for line, _ in tooltip_lines(app.state, spot)]


def test_gear_on_the_floor_shows_what_wearing_it_would_change(make_app, room_state, drive):
    state = room_state
    px, py = state.player.pos
    sword = create_item("short_sword")
    state.place(sword, px + 2, py)
    app = make_app((1280, 720), state)
    lines = hovered(app, drive(app), (px + 2, py))
    assert lines[0] == "Short Sword ?"
    assert "Instead of the Dagger:" in lines
    assert "  Power 4 -> 5 at +0 (enchantment unknown)" in lines
    assert lines[-2:] == ["Floor", FLOOR_ITEM_HINT]
    assert lines[:-2] == [line for line, _ in item_lines(state, sword)]


def test_a_creature_on_the_find_comes_first_and_the_find_is_still_told_whole(
    make_app, room_state, drive
):
    state = room_state
    px, py = state.player.pos
    sword = create_item("short_sword")
    orc = create_actor("orc")
    state.place(sword, px + 2, py)
    state.place(orc, px + 2, py)
    app = make_app((1280, 720), state)
    lines = hovered(app, drive(app), (px + 2, py))
    assert lines[0].startswith("Orc")
    assert lines[1] == melee_forecast(state, orc)  # what a fight with it comes to
    assert lines[2] == "A fair fight: it would cost you less than half your HP"  # its verdict
    assert lines[3] == "Short Sword ?" and "Instead of the Dagger:" in lines
    assert tile_tooltip(state, px + 2, py)[0][0] == lines[0]  # the look command's words


def test_a_monster_that_strikes_from_afar_says_so_under_its_melee_line(make_app, room_state, drive):
    state = room_state
    px, py = state.player.pos
    salamander = create_actor("salamander")
    state.place(salamander, px + 2, py)
    app = make_app((1280, 720), state)
    lines = hovered(app, drive(app), (px + 2, py))
    assert lines[0].startswith("Salamander") and "breathes fire" in lines[0]
    assert lines[1:3] == fight_forecast(state, salamander)
    assert lines[2].startswith("Within 4 tiles it breathes fire at you for 15")
    assert lines[3] == "Deadly: it would fell you first"  # its breath and bite: 3 turns
    assert lines[4] == "Floor"


def test_only_the_top_find_is_told_whole_and_a_find_underfoot_says_click_or_g(
    make_app, room_state, drive
):
    """A pile is told top down: the find drawn on top, which a pick-up takes first, whole;
    the one under it in a line."""
    state = room_state
    potion, sword = create_item("health_potion"), create_item("short_sword")
    state.place(potion, *state.player.pos)
    state.place(sword, *state.player.pos)  # on top
    app = make_app((1280, 720), state)
    lines = hovered(app, drive(app), state.player.pos)
    told = [line for line, _ in item_lines(state, sword)]
    assert lines[0].startswith("You") and lines[1 : 1 + len(told)] == told
    assert lines[1 + len(told)] == "Health Potion"  # the one below: one line
    assert lines[-1] == UNDERFOOT_HINT
    drive(app).click(app.game.stage_view.tile_rect(*state.player.pos).center)  # as it says
    assert sword in state.player.inventory and potion not in state.player.inventory


def test_a_find_out_of_sight_is_not_told(make_app, room_state, drive):
    state = room_state
    px, py = state.player.pos
    sword = create_item("short_sword")
    state.place(sword, px + 2, py)
    state.stage.visible[py, px + 2] = False  # remembered, out of sight
    state.changed()
    app = make_app((1280, 720), state)
    assert hovered(app, drive(app), (px + 2, py)) == []  # remembered bare floor: no box
    assert [line for line, _ in tile_tooltip(state, px + 2, py)] == ["Floor (remembered)"]


def test_a_box_too_big_for_any_corner_moves_just_clear_of_the_hero():
    """A find's whole tooltip is wide: beside the hero no corner of the pointer clears the
    hero within the view, so the box goes just below it (or above, if below is too low)."""
    import pygame

    from game.ui.panels.tooltip import tooltip_box

    view = pygame.Rect(0, 0, 890, 560)
    hero = pygame.Rect(429, 264, 32, 32)
    pointer = (413, 280)  # the tile left of the hero
    box = tooltip_box(pointer, (496, 224), view, hero)
    assert view.contains(box) and not box.colliderect(hero)
    assert box.top == hero.bottom + 2
    low_hero = pygame.Rect(429, 400, 32, 32)
    box = tooltip_box((413, 416), (496, 224), view, low_hero)
    assert view.contains(box) and not box.colliderect(low_hero)
    assert box.bottom == low_hero.top - 2


def test_a_right_click_on_a_find_offers_the_walk_and_its_description(
    make_app, room_state, drive, monkeypatch
):
    from game.ui.screens import game_screen
    from game.ui.screens.context_menu import ContextMenu, ItemInfoModal

    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = room_state
    px, py = state.player.pos
    sword = create_item("short_sword")
    state.place(sword, px + 3, py)
    app = make_app((1280, 720), state)
    d = drive(app)
    spot = app.game.stage_view.tile_rect(px + 3, py).center
    d.click(spot, button=3)
    menu = app.top
    assert isinstance(menu, ContextMenu) and menu.item is sword
    assert menu.labels == ["Walk there", "Describe"]
    d.key("b")  # Describe: the whole description, as the pack's menu gives it
    assert isinstance(app.top, ItemInfoModal) and app.top.item is sword
    d.key(code=pygame.K_ESCAPE)
    d.click(spot, button=3)
    d.key("a")  # Walk there: the journey's steps go on frame after frame
    assert app.game.traveling
    for _ in range(10):
        d.send()
    assert state.player.pos == (px + 3, py) and not app.game.traveling
    d.click(app.game.stage_view.tile_rect(px + 3, py).center, button=3)
    assert app.top.labels == ["Pick up", "Describe"]
    d.key("a")
    assert sword in state.player.inventory


def test_a_right_click_on_the_map_without_a_find_opens_nothing(make_app, room_state, drive):
    state = room_state
    px, py = state.player.pos
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(app.game.stage_view.tile_rect(px + 2, py).center, button=3)
    assert app.top is app.game
