"""Equip, remove, travel, target and choose with the mouse and the keyboard, through the app's
real event queue (posted pygame events, one frame each), checking the engine state after each.

Click positions come from the panels' own hit regions (``drawn_rows``, ``slot_rects``,
``tile_rect``, ``option_rects``), never from hard-coded pixels.
"""

from __future__ import annotations

import pygame
import pytest

from game.content import create_item
from game.ui.screens import game_screen
from game.ui.screens.context_menu import ContextMenu, ItemInfoModal
from game.ui.screens.level_up import LevelUpScreen
from game.ui.screens.targeting import TargetingScreen
from tests.scenario import monsters, scenario

SIZES = [(1280, 720), (800, 600)]


def carry(state, kind_id):
    """A known piece in the pack (these tests are about the pointer, not identification)."""
    item = create_item(kind_id)
    item.identified = True
    return state.player.inventory.add(item)


def row_center(app, item):
    """Where ``item``'s inventory row was drawn, scrolling the panel to it if needed."""
    panel = app.game.inventory
    for _ in range(30):
        for row in panel.drawn_rows:
            if row.item is item:
                return row.rect.center
        panel.scroll_by(1, len(app.state.player.inventory.items))
        app.frame()
    raise AssertionError(f"{item} has no row")


def slot_center(app, slot):
    return app.game.doll.slot_rects[slot].center


def worn(state):
    return dict(state.player.equipment.slots)


@pytest.fixture(params=SIZES, ids=["1280x720", "800x600"])
def setup(request, make_app, room_state, drive):
    """The room scene with a Sword, a Shield and a potion carried, at two window sizes."""
    state = room_state
    sword, shield = carry(state, "sword"), carry(state, "shield")
    carry(state, "health_potion")
    app = make_app(request.param, state)
    return app, drive(app), state, sword, shield


def test_equip_by_letter_and_remove_by_R(setup):
    app, d, state, sword, _ = setup
    d.key("i")
    d.key("c")  # (a) Dagger, (b) Leather, (c) Sword
    assert state.player.equipment.slots["main_hand"] is sword and state.turn == 1
    assert app.top is app.game
    d.key("R")
    rows = app.top.drawn_rows
    assert [row.item for row in rows] == state.player.equipment.worn_items()  # only worn items
    d.key(state.player.inventory.letter_of(sword))
    assert state.player.equipment.slots["main_hand"] is None
    assert sword in state.player.inventory and state.turn == 2


def test_equip_by_click_and_toggle_off_by_click(setup):
    app, d, state, _, shield = setup
    d.click(row_center(app, shield))
    assert state.player.equipment.slots["off_hand"] is shield and state.turn == 1
    d.click(row_center(app, shield))  # a worn row toggles it off
    assert state.player.equipment.slots["off_hand"] is None and state.turn == 2


def test_equip_by_drag_onto_the_doll(setup):
    app, d, state, sword, _ = setup
    dagger = state.player.equipment.slots["main_hand"]
    d.drag(row_center(app, sword), slot_center(app, "main_hand"))
    assert state.player.equipment.slots["main_hand"] is sword
    assert dagger in state.player.inventory and state.turn == 1
    assert [m.text for m in state.messages][-2:] == [
        "You remove the Dagger.",
        "You equip the Sword.",
    ]


def test_a_drop_on_a_slots_words_is_a_drop_on_the_slot(setup):
    """The playtest dropped a sword on the words "Main hand / Dagger" beside the box, and
    nothing happened: the words belong to their slot."""
    app, d, state, sword, _ = setup
    words = app.game.doll.word_rects["main_hand"]
    assert words and not any(
        app.game.doll.slot_rects["main_hand"].colliderect(rect) for rect in words
    )
    d.drag(row_center(app, sword), words[-1].center)
    assert state.player.equipment.slots["main_hand"] is sword and state.turn == 1


def test_wrong_slot_drag_changes_nothing(setup):
    app, d, state, sword, _ = setup
    before, items = worn(state), list(state.player.inventory.items)
    d.drag(row_center(app, sword), slot_center(app, "head"))
    assert worn(state) == before and state.player.inventory.items == items
    assert state.turn == 0
    assert "not worn on the head" in state.messages[-1].text
    potion = items[-1]
    d.drag(row_center(app, potion), slot_center(app, "body"))
    assert worn(state) == before and state.turn == 0 and potion in state.player.inventory


def test_drag_shows_targets_while_held(setup):
    app, d, state, sword, _ = setup
    start = row_center(app, sword)
    d.move(start)
    d.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    d.move((start[0] - 40, start[1] - 40), held=True)
    drag = app.game.mouse.drag
    assert drag is not None and drag.item is sword
    d.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=3))  # right: cancel
    assert app.game.mouse.drag is None
    d.send(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot_center(app, "main_hand"), button=1))
    assert state.turn == 0  # the cancelled drag dropped nothing


def test_remove_by_clicking_the_slot_and_by_dragging_out(setup):
    app, d, state, _, _ = setup
    dagger = state.player.equipment.slots["main_hand"]
    leather = state.player.equipment.slots["body"]
    d.click(slot_center(app, "main_hand"))
    assert state.player.equipment.slots["main_hand"] is None and state.turn == 1
    assert dagger in state.player.inventory
    d.drag(slot_center(app, "body"), app.layout.inventory.center)
    assert state.player.equipment.slots["body"] is None and state.turn == 2
    assert leather in state.player.inventory
    d.click(slot_center(app, "head"))  # an empty slot: a hint, no turn
    assert state.turn == 2


def test_drag_out_onto_the_map_does_nothing(setup):
    app, d, state, _, _ = setup
    before = worn(state)
    d.drag(slot_center(app, "body"), app.layout.stage.center)
    assert worn(state) == before and state.turn == 0


def test_context_menu_equips_describes_and_drops(setup):
    app, d, state, sword, shield = setup
    d.click(row_center(app, sword), button=3)
    menu = app.top
    assert isinstance(menu, ContextMenu)
    assert menu.labels == ["Equip", "Drop", "Describe"]
    d.click(menu.entry_rects[0].center)
    assert state.player.equipment.slots["main_hand"] is sword and app.top is app.game
    d.click(row_center(app, sword), button=3)
    assert app.top.labels == ["Remove", "Drop", "Describe"]
    d.key("c")  # Describe, by its letter
    assert isinstance(app.top, ItemInfoModal)
    assert any("Power" in line for line, _ in app.top.lines())
    d.key(code=pygame.K_ESCAPE)
    d.click(row_center(app, shield), button=3)
    d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_RETURN)  # Drop
    assert shield not in state.player.inventory
    assert shield in state.stage.items_at(*state.player.pos)
    d.click(row_center(app, sword), button=3)
    d.click((app.layout.stage.x + 3, app.layout.stage.y + 3))  # a click elsewhere closes
    assert app.top is app.game and sword in state.player.inventory


def test_hover_tooltip_compares_with_what_is_worn(setup):
    from game.ui.hover import spot_at, tooltip_lines

    app, d, state, sword, _ = setup
    d.move(row_center(app, sword))
    assert app.game.inventory.selected is sword
    lines = [
        line for line, _ in tooltip_lines(state, spot_at(app.game, app.layout, state, app.pointer))
    ]
    assert "Instead of the Dagger:" in lines
    assert "  Power 4 -> 6 (+2)" in lines
    d.move(slot_center(app, "body"))
    assert app.game.doll.highlight == "body"


def test_click_self_picks_up_then_descends_else_waits(make_app, drive):
    state = scenario(
        """
        #######
        #.@>..#
        #######
    """,
        legend={"s": "sword"},
    )
    app = make_app(state=state)
    d = drive(app)
    view = app.game.stage_view
    d.click(view.tile_rect(*state.player.pos).center)  # nothing here: wait
    assert state.turn == 1
    helm = create_item("iron_helm")
    state.learn(helm)  # known and not cursed: put on at pick-up
    state.place(helm, 3, 1)
    d.click(view.tile_rect(3, 1).center)  # next to me: step
    assert state.player.pos == (3, 1)
    d.click(view.tile_rect(3, 1).center)  # an item here: pick it up (and wear it)
    assert helm in state.player.inventory and state.player.equipment.slots["head"] is helm
    d.click(view.tile_rect(3, 1).center)  # the stairs: go down
    assert state.depth == 2


def test_click_adjacent_monster_attacks(make_app, drive):
    state = scenario("""
        ######
        #@o..#
        ######
    """)
    orc = monsters(state)[0]
    app = make_app(state=state)
    d = drive(app)
    d.click(app.game.stage_view.tile_rect(orc.x, orc.y).center)
    assert orc.fighter.hp < orc.fighter.max_hp and state.player.pos == (1, 1)


@pytest.mark.parametrize(
    ("corridor", "why"),
    [
        ("#@..k....#", "A monster is in the way."),
        ("#@..k.#..#", "You can't find a way there."),
    ],
    ids=["monster in the way", "walled off"],
)
def test_a_click_that_cannot_travel_says_why(make_app, drive, corridor, why):
    """The playtest (seed 3, floor 3): a kobold in a one-wide corridor, a click on the known
    floor behind it said "You can't find a way there." The way is known; the kobold blocks it.
    Where a wall does cut the way, that is what it says."""
    state = scenario("\n".join(["##########", corridor, "##########"]))
    state.stage.explored[:] = True
    app = make_app(state=state)
    d = drive(app)
    d.click(app.game.stage_view.tile_rect(8, 1).center)
    assert app.game.toast_text == why
    assert state.player.pos == (1, 1) and state.turn == 0  # nothing happened


def test_travel_by_click_stops_when_a_monster_appears(make_app, drive, monkeypatch):
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = scenario("""
        ##############
        #@...........#
        #######.######
        #######o######
        ##############
    """)
    state.stage.explored[:] = True
    app = make_app(state=state)
    d = drive(app)
    d.click(app.game.stage_view.tile_rect(12, 1).center)
    assert app.game.traveling
    for _ in range(40):
        if not app.game.traveling:
            break
        d.send()
    assert not app.game.traveling
    assert state.player.pos == (6, 1)  # the orc came into view past the corridor mouth
    assert app.game.toast_text == "An Orc comes into view!"


def test_a_monster_that_stops_a_journey_is_on_screen(make_app, drive, monkeypatch):
    """The playtest (seed 21, floor 1, mouse only): Explore stopped with "A monster comes into
    view!" but the camera, holding still while the mouse drives, left the orc below the view.
    The stop puts the camera back on the player, so what stopped the walk can be seen."""
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = scenario("""
        #######
        #@#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #.#####
        #o#####
        #######
    """)
    state.stage.explored[:] = True
    orc = monsters(state)[0]
    app = make_app(state=state)
    d = drive(app)
    view = app.game.stage_view
    for _ in range(10):  # click the lowest corridor tile on screen, as a player would
        lowest = max(
            y
            for y in range(state.stage.height)
            if view.rect.contains(view.tile_rect(1, y)) and state.stage.walkable[y, 1]
        )
        d.click(view.tile_rect(1, lowest).center)
        for _ in range(80):
            if not app.game.traveling:
                break
            d.send()
        if app.game.toast_text == "An Orc comes into view!":
            break
    assert app.game.toast_text == "An Orc comes into view!"
    assert state.player.y < orc.y - 1  # stopped at the sight of it, not beside it
    d.send()
    assert view.rect.contains(view.tile_rect(orc.x, orc.y))
    assert view.rect.contains(view.tile_rect(*state.player.pos))


def test_travel_is_interrupted_by_a_key_or_a_click(make_app, drive, room_state):
    state = room_state
    state.stage.explored[:] = True
    app = make_app(state=state)
    d = drive(app)
    app.game.start_journey((8, 4))
    assert app.game.traveling
    turn = state.turn
    d.key("k")  # interrupts and does nothing else
    assert not app.game.traveling and state.turn == turn
    app.game.start_journey((8, 4))
    d.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=app.layout.side.center, button=1))
    assert not app.game.traveling and state.turn == turn


ARENA = """
    ############
    #..........#
    #.@....o...#
    #..........#
    #......o...#
    ############
"""


def test_targeting_by_mouse(make_app, drive):
    state = scenario(ARENA, seed=2)
    orcs = monsters(state)
    scroll = carry(state, "fireball_scroll")
    app = make_app(state=state)
    d = drive(app)
    d.click(row_center(app, scroll))
    overlay = app.top
    assert isinstance(overlay, TargetingScreen)
    view = app.game.stage_view
    d.move(view.tile_rect(8, 3).center)
    assert overlay.cursor == (8, 3)  # the reticle follows the pointer
    d.click(view.tile_rect(8, 3).center, button=3)  # right-click cancels
    assert app.top is app.game and scroll in state.player.inventory and state.turn == 0
    d.click(row_center(app, scroll))
    d.click(view.tile_rect(8, 3).center)
    assert app.top is app.game and scroll not in state.player.inventory
    assert all(not orc.is_alive for orc in orcs)


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (640, 480)])
@pytest.mark.parametrize("kind_id", ["fireball_scroll", "confusion_scroll", None])
def test_the_cursor_banner_stays_on_the_map(make_app, drive, size, kind_id):
    """The playtest (seed 7, floor 7, 1280x720): the Fireball banner ran over the HUD and hid
    "Level 8". Targeting and look (None) banners keep to the map, in more lines if need be."""
    state = scenario(ARENA, seed=2)
    app = make_app(size, state=state)
    d = drive(app)
    if kind_id is None:
        d.key("/")
    else:
        d.key("i")
        d.key(state.player.inventory.letter_of(carry(state, kind_id)))
    overlay = app.top
    assert overlay is not app.game and overlay.banner()
    app.draw()
    view = app.game.stage_view.rect
    assert overlay.banner_box.width > 0 and view.contains(overlay.banner_box)


def test_targeting_by_keys_with_shift_and_ctrl(make_app, drive):
    state = scenario(ARENA, seed=2)
    scroll = carry(state, "confusion_scroll")
    app = make_app(state=state)
    d = drive(app)
    d.key("i")
    d.key(state.player.inventory.letter_of(scroll))
    overlay = app.top
    start = overlay.cursor
    d.key(code=pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    assert overlay.cursor == (start[0] - 5, start[1])
    d.key(code=pygame.K_RIGHT, mod=pygame.KMOD_LCTRL)
    assert overlay.cursor == (min(state.stage.width - 1, start[0] + 5), start[1])
    assert overlay.cursor == (11, 2)  # clamped at the map's edge
    for _ in range(4):
        d.key("h")
    assert overlay.cursor == start
    d.key(code=pygame.K_RETURN)
    assert scroll not in state.player.inventory and state.turn == 1


def test_level_up_by_click(make_app, drive, room_state):
    app = make_app(state=room_state)
    d = drive(app)
    player = room_state.player
    player.level.current_xp = player.level.xp_to_next_level
    d.send()
    screen = app.top
    assert isinstance(screen, LevelUpScreen)
    d.click((app.layout.window.x + 2, app.layout.window.y + 2))  # outside: it stays
    assert app.top is screen
    d.click(screen.option_rects["agility"].center)  # picks
    assert screen.picked == "agility" and player.fighter.base_defense == 1
    d.click(screen.button.center)  # Choose
    assert player.fighter.base_defense == 2 and app.top is app.game


def test_menus_by_click_and_log_wheel(make_app, drive):
    app = make_app()
    d = drive(app)
    assert not app.menu.enabled("continue")
    d.click(app.menu.option_rects["continue"].center)  # greyed out: nothing
    assert app.top is app.menu
    d.click(app.menu.option_rects["new"].center)
    assert app.state is not None and app.top is app.game
    for n in range(30):
        app.state.log(f"line {n}")
    d.wheel(app.layout.log.center, 3)
    assert app.game.log.scroll == 3
    d.wheel(app.layout.log.center, -5)
    assert app.game.log.scroll == 0
    d.click(app.layout.hud.center)  # the HUD opens the character sheet
    assert app.top.title == "Character"
    d.click(app.layout.window.topleft, button=3)  # right-click closes it
    assert app.top is app.game


def bar_button(app, command):
    return next(b.rect.center for b in app.game.bar.buttons if b.command == command)


def test_action_bar_explores_walks_to_the_stairs_and_goes_down(make_app, drive, monkeypatch):
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)
    state = scenario("""
        ##############################
        #@...........................#
        #..........................>.#
        ##############################
    """)
    app = make_app(state=state)
    d = drive(app)
    state.update_fov()
    assert not state.stage.explored[2, 27]  # the stairs are out of sight
    d.click(bar_button(app, "explore"))
    assert app.game.exploring
    for _ in range(60):
        d.send()
    assert not app.game.traveling and state.stage.explored[2, 27]
    d.click(bar_button(app, "descend"))  # off the stairs: walk there
    for _ in range(40):
        d.send()
    assert state.player.pos == (27, 2) and state.depth == 1
    d.key(">")  # on them: down
    assert state.depth == 2
    d.click(bar_button(app, "help"))
    assert app.top.title == "How to play"
    d.key(code=pygame.K_ESCAPE)
    d.click(bar_button(app, "menu"))
    d.click(app.top.option_rects["quit"].center)  # the game menu's Save and quit
    assert app.top is app.menu


@pytest.mark.parametrize("how", ["cancel", "confirm"])
def test_no_stale_tooltip_after_targeting(make_app, drive, monkeypatch, how):
    """The item's tooltip does not stay on the map once targeting ends: the game's hover is
    where the pointer is now, with no mouse move needed."""
    from game.ui.screens import game_mouse

    drawn: list[tuple[tuple[int, int], list[str]]] = []
    real = game_mouse.draw_tooltip

    def spy(surface, tileset, lines, anchor, *args, **kwargs):
        drawn.append((tuple(anchor), [line for line, _ in lines]))
        return real(surface, tileset, lines, anchor, *args, **kwargs)

    monkeypatch.setattr(game_mouse, "draw_tooltip", spy)
    state = scenario(ARENA, seed=2)
    scroll = carry(state, "fireball_scroll")
    carry(state, "confusion_scroll")  # takes the fireball's row once it is read
    app = make_app(state=state)
    d = drive(app)
    row = row_center(app, scroll)
    d.click(row)
    assert isinstance(app.top, TargetingScreen)
    floor = app.game.stage_view.tile_rect(4, 1).center
    d.move(floor)
    d.click(floor, button=3 if how == "cancel" else 1)
    assert app.top is app.game
    assert (scroll in state.player.inventory) is (how == "cancel")
    drawn.clear()
    d.send()  # a frame with no mouse event at all
    assert app.game.mouse.hover == floor
    assert all(anchor == floor for anchor, _ in drawn)
    assert not any("Scroll" in line for _, lines in drawn for line in lines)


@pytest.mark.parametrize("where", [(-1, -1), (-1, 0), (0, -1), (-2, -1)])
def test_a_map_tooltip_never_covers_the_hero(make_app, drive, monkeypatch, where):
    """The playtest (seed 3, floor 2): hovering a ring up-left of the hero put its tooltip,
    drawn below-right of the pointer, over the hero. It goes to another corner instead."""
    from game.ui.screens import game_mouse

    boxes: list[pygame.Rect] = []
    real = game_mouse.draw_tooltip

    def spy(*args, **kwargs):
        boxes.append(real(*args, **kwargs))
        return boxes[-1]

    monkeypatch.setattr(game_mouse, "draw_tooltip", spy)
    state = scenario("""
        ###########
        #.........#
        #.........#
        #....@....#
        #.........#
        ###########
    """)
    x, y = state.player.x + where[0], state.player.y + where[1]
    state.place(create_item("ring_of_protection"), x, y)
    app = make_app(state=state)
    d = drive(app)
    view = app.game.stage_view
    d.move(view.tile_rect(x, y).center)
    assert boxes
    assert not boxes[-1].colliderect(view.tile_rect(*state.player.pos))


def test_a_foe_in_sight_off_the_screen_comes_into_view_once_the_pointer_leaves_the_map(
    make_app, drive
):
    """The playtest: fighting click by click near the edge of a view held still for the
    mouse, a monster in sight stood below the screen. While the pointer is on the map the view
    holds (a click's spot stays its tile: issue 20, defect 6); once the pointer leaves the
    map, the camera goes back to the player and every foe in sight is on the screen."""
    rows = ["###"] + ["#.#"] * 25 + ["###"]
    rows[10], rows[11], rows[18] = "#@#", "#o#", "#o#"
    state = scenario("\n".join(rows), seed=2)
    state.stage.explored[:] = True
    near, far = monsters(state)
    app = make_app(state=state)
    d = drive(app)
    view = app.game.stage_view
    app.game.mouse_driving = True
    d.move(view.rect.center)  # the pointer on the map
    view.camera = (view.camera[0], 0)  # held still, as after clicks higher up
    app.draw()
    assert view.camera[1] == 0 and state.stage.visible[far.y, far.x]
    assert not view.rect.colliderect(view.tile_rect(far.x, far.y))  # in sight, off the screen
    d.click(view.tile_rect(near.x, near.y).center)  # a blow at the near one
    assert state.turn == 1 and near.fighter.hp < near.fighter.max_hp
    app.draw()
    assert view.camera[1] == 0  # the pointer is on the map: the view holds
    d.move(app.layout.hud.center)
    app.draw()
    assert view.rect.contains(view.tile_rect(far.x, far.y))


# -- issue 20, defect 6: the view holds still under the pointer in a fight by clicks ---------
FIGHT_ROOM = "\n".join(["#" * 60] + ["#" + "." * 58 + "#"] * 30 + ["#" * 60])


def _click_fight(make_app, drive, orc_at):
    rows = FIGHT_ROOM.splitlines()
    x, y = orc_at
    rows[y] = rows[y][:x] + "o" + rows[y][x + 1 :]
    rows[15] = rows[15][:20] + "@" + rows[15][21:]
    state = scenario("\n".join(rows), seed=4)
    orc = monsters(state)[0]
    orc.ai = None  # it stands and watches: the clicks alone move the hero
    state.stage.explored[:] = True
    app = make_app(state=state)
    return app, state, drive(app)


def test_clicks_on_one_spot_in_a_fight_go_to_one_tile(make_app, drive, monkeypatch):
    """The playtest: clicking one screen spot six times with an orc in sight walked toward
    different tiles, as the held view slid with the hero. In a fight by clicks the view holds
    still while the hero stays well inside it, so one spot is one tile."""
    app, state, d = _click_fight(make_app, drive, (27, 12))
    view = app.game.stage_view
    aimed: list[tuple[int, int]] = []
    real = app.game.click_tile
    monkeypatch.setattr(app.game, "click_tile", lambda tile: (aimed.append(tile), real(tile)))
    spot = view.tile_rect(state.player.x + 9, state.player.y).center
    cameras = []
    for _ in range(8):
        d.click(spot)
        app.draw()
        cameras.append(view.camera)
    assert state.turn == 8 and state.player.x == 28  # eight steps, all toward one place
    assert len(set(aimed)) == 1 and len(set(cameras)) == 1


def test_a_click_acts_on_the_tile_under_the_pointer_when_the_button_went_down(make_app, drive):
    """If the view moves between press and release (a frame drawn in between), the click still
    goes where the pointer was aimed when the button went down."""
    app, state, d = _click_fight(make_app, drive, (27, 12))
    view = app.game.stage_view
    target = (state.player.x + 1, state.player.y)
    pos = view.tile_rect(*target).center
    d.move(pos)
    d.send(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    view.camera = (view.camera[0], view.camera[1] + 3 * view.zoom)  # the view slid under it
    app.game.mouse.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    assert state.player.pos == target


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("corner", ["bottom", "right"])
def test_the_reticles_tooltip_stays_on_the_map(make_app, drive, size, corner):
    """Issue 20, defect 10: the Fireball reticle's tooltip covered the action bar. It keeps to
    the map, beside the reticle."""
    rows = ["#" * 40] + ["#" + "." * 38 + "#"] * 38 + ["#" * 40]
    rows[36] = rows[36][:30] + "@" + rows[36][31:]
    rows[37] = rows[37][:32] + "o" + rows[37][33:]
    rows[35] = rows[35][:37] + "o" + rows[35][38:]
    state = scenario("\n".join(rows), seed=2)
    scroll = carry(state, "fireball_scroll")
    app = make_app(size, state=state)
    d = drive(app)
    d.key("i")
    d.key(state.player.inventory.letter_of(scroll))
    overlay = app.top
    assert isinstance(overlay, TargetingScreen)
    view = app.game.stage_view
    x0, y0, x1, y1 = view.tiles_in_view(state.stage)
    overlay.cursor = (31, y1 - 2) if corner == "bottom" else (x1 - 2, 36)
    app.draw()
    tip = overlay.tooltip_rect
    assert tip is not None and tip.height > 0
    assert view.rect.contains(tip), (tip, view.rect)
    assert not tip.colliderect(app.layout.bar) and not tip.colliderect(app.layout.side)
