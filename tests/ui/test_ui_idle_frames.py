"""Frames that cost nothing: a modal over its cached backdrop looks exactly as one drawn in
full, the cache follows every change, and an idle app draws and flips nothing."""

from __future__ import annotations

import copy

import pygame
import pytest

import game
from game.agents.autoplay import play
from game.content import create_item
from game.ui import app as app_module
from game.ui.screen_names import SCREENS
from game.ui.screens.message_box import MessageBox
from tests.ui.conftest import key_event
from tests.ui.test_ui_modal_open_close import drawn_in_full as drawn_in_full_over


@pytest.fixture(scope="module")
def played():
    return play(game.new_game(11), 600)


def drawn_in_full(app) -> pygame.Surface:
    """The stack drawn the plain way, every screen over the one below, no cache."""
    out = pygame.Surface(app.surface.get_size()).convert()
    for screen in app.stack.visible(lambda s: s.modal):
        screen.draw(out)
    return out


def panel_checks(monkeypatch) -> list[int]:
    """A list that grows by one at each check of the game screen's panels."""
    from game.ui.screens.game_screen import GameScreen

    checks: list[int] = []
    draw_panels = GameScreen._draw_panels
    monkeypatch.setattr(
        GameScreen,
        "_draw_panels",
        lambda screen, *args: checks.append(1) or draw_panels(screen, *args),
    )
    return checks


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bool((pygame.surfarray.array2d(a) == pygame.surfarray.array2d(b)).all())


def cached_frame(app) -> pygame.Surface:
    app.update()
    app.draw()
    return app.surface.copy()


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_looks_the_same_over_the_cached_backdrop(make_app, played, size):
    app = make_app(size, played)
    compared = []
    for name in SCREENS:
        app.play.start(played)
        app.open(name)
        first = cached_frame(app)
        again = cached_frame(app)  # this one comes from the cache
        assert same_pixels(first, drawn_in_full(app)), name
        assert same_pixels(again, first), name
        compared.append(name)
    assert compared == list(SCREENS)


def test_a_modal_redrawn_over_its_last_self_looks_as_one_drawn_in_full(make_app, played):
    """A dialog whose look changed is drawn over its last drawing (its opaque frame covers
    it) and only where its old box is no more is the backdrop put back: after cursor moves,
    and a box that shrinks and grows, every screen's pixels equal the plain drawing."""
    app = make_app((1280, 720), played)
    moves = [key_event(code=code) for code in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP)]
    compared = 0
    for name in SCREENS:
        app.play.start(played)
        app.open(name)
        cached_frame(app)
        for event in moves:
            if app.top is app.game:
                break  # the screen closed itself
            app.handle(event)
            assert same_pixels(cached_frame(app), drawn_in_full(app)), name
            compared += 1
    # the same dialog shrinking, then growing again: its message changes under a key press
    app.play.start(played)
    long = "\n".join(["a line long enough to widen the box past its least size"] * 6)
    box = MessageBox(
        app, "A long title for a wide box", long, [("One", lambda: None), ("Two", lambda: None)]
    )
    app.push(box)
    wide = cached_frame(app) and box.box.copy()
    for message in ("x", long + "\nand one more line"):
        box.message = message
        app.handle(key_event(code=pygame.K_RIGHT))
        assert same_pixels(cached_frame(app), drawn_in_full(app)), message
        assert box.box != wide
    assert compared >= 2 * len(SCREENS)


def test_modals_over_modals_and_over_the_menu_look_the_same(make_app, played):
    app = make_app((1280, 720), played)
    app.open("inventory")
    cached_frame(app)
    app.push(MessageBox(app, "Two modals", "one over the other"))
    assert same_pixels(cached_frame(app), drawn_in_full(app))
    app.to_main_menu()
    app.push(MessageBox(app, "Over the menu", "the menu is the backdrop"))
    assert same_pixels(cached_frame(app), drawn_in_full(app))


def test_the_cache_follows_the_cursor_and_an_item_used(make_app, room_state):
    for _ in range(3):
        room_state.player.inventory.add(create_item("health_potion"))
    room_state.player.fighter.hp -= 5
    app = make_app((1280, 720), room_state)
    app.open("inventory")
    before = cached_frame(app)
    app.handle(key_event(code=pygame.K_DOWN))
    moved = cached_frame(app)
    assert not same_pixels(moved, before), "the cursor moved: the dialog must change"
    assert same_pixels(moved, drawn_in_full(app))
    hp, revision = room_state.player.fighter.hp, room_state.revision
    item = next(i for i in room_state.player.inventory.items if i.name == "Health Potion")
    app.play.use_item(item)  # the game under the dialog changes (hp, log, pack)
    assert room_state.revision != revision and room_state.player.fighter.hp > hp
    used = cached_frame(app)
    assert same_pixels(used, drawn_in_full(app))


def test_a_window_resize_remakes_the_backdrop(make_app, room_state):
    app = make_app((1280, 720), room_state)
    app.open("help")
    cached_frame(app)
    app.surface = pygame.display.set_mode((900, 700))
    assert same_pixels(cached_frame(app), drawn_in_full(app))


@pytest.fixture
def flips(monkeypatch):
    """Counts of display.flip and display.update calls (and the rectangles updated)."""
    counts = {"flip": 0, "update": 0, "rects": []}
    real_flip, real_update = pygame.display.flip, pygame.display.update

    def flip():
        counts["flip"] += 1
        real_flip()

    def update(rects=None):
        counts["update"] += 1
        counts["rects"].append(rects)
        real_update(rects)

    monkeypatch.setattr(pygame.display, "flip", flip)
    monkeypatch.setattr(pygame.display, "update", update)
    return counts


IDLE_FRAMES = 50


def test_an_idle_app_flips_nothing_and_a_key_flips_again(make_app, room_state, flips):
    app = make_app((1280, 720), room_state)
    pygame.event.clear()
    drew = [app.frame([]) for _ in range(IDLE_FRAMES)]
    assert drew.count(True) == 1 and drew[0]
    assert (flips["flip"], flips["update"]) == (1, 0)
    app.frame([key_event(code=pygame.K_RIGHT)])  # a step: the view first
    assert flips["flip"] + flips["update"] == 2
    drew = [app.frame([]) for _ in range(IDLE_FRAMES)]
    assert drew[0] and not any(drew[1:])  # the panels in the next frame, then nothing
    assert flips["flip"] + flips["update"] == 3


def outside(rects, before, after) -> int:
    """How many pixels changed outside ``rects`` (all of them: None)."""
    changed = pygame.surfarray.array2d(before) != pygame.surfarray.array2d(after)
    for rect in rects or []:
        changed[rect.left : rect.right, rect.top : rect.bottom] = False
    return int(changed.sum()) if rects is not None else 0


def test_a_game_frame_sends_every_pixel_that_changed(make_app, room_state, flips):
    """Steps, waits and a pickup send only parts of the window, and every changed pixel is
    in them; after a modal closes, the whole window goes."""
    room_state.stage.entities.append(create_item("health_potion"))
    room_state.stage.entities[-1].x, room_state.stage.entities[-1].y = 6, 2
    app = make_app((1280, 720), room_state)
    app.frame([])
    keys = [
        key_event(code=pygame.K_RIGHT),
        key_event(code=pygame.K_RIGHT),
        key_event("."),
        key_event("g"),
        key_event(code=pygame.K_DOWN),
        key_event(code=pygame.K_LEFT),
    ]
    stage = app.game.stage_view.rect

    def motion(pos):
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def toast_gone():
        app.game._toast_until = 0.0  # its time is up
        return []

    steps = keys + [
        motion(stage.center),
        key_event(code=pygame.K_RIGHT),
        motion((stage.centerx + 40, stage.centery + 40)),
        motion(app.layout.inventory.center),
        key_event(code=pygame.K_LEFT),
        lambda: app.game.toast("A toast") or [],
        toast_gone,
    ]
    partial = 0
    for step in steps:
        before = app.surface.copy()
        sent = len(flips["rects"])
        app.frame(step() if callable(step) else [step])
        rects = flips["rects"][-1] if len(flips["rects"]) > sent else None
        assert outside(rects, before, app.surface) == 0, step
        partial += rects is not None
    assert partial == len(steps)
    assert any(i.name == "Health Potion" for i in room_state.player.inventory.items)
    app.frame([pygame.event.Event(pygame.WINDOWEXPOSED)])  # the window was covered: all of it
    assert flips["flip"] == 2
    app.open("help")
    app.frame([])
    app.frame([key_event(code=pygame.K_ESCAPE)])
    assert app.top is app.game
    assert flips["flip"] == 4  # also the help over the game and the game again


def test_an_idle_modal_flips_nothing_and_a_cursor_move_updates_its_box(make_app, room_state, flips):
    room_state.player.inventory.add(create_item("health_potion"))
    app = make_app((1280, 720), room_state)
    app.open("inventory")
    drew = [app.frame([]) for _ in range(IDLE_FRAMES)]
    assert drew.count(True) == 1 and flips["flip"] + flips["update"] == 1
    app.frame([key_event(code=pygame.K_DOWN)])
    assert flips["update"] == 1
    (rects,) = flips["rects"]
    box = app.top.box
    # only the two rows the cursor left and reached and the detail pane, inside the box
    assert len(rects) == 3 and all(box.contains(rect) for rect in rects)
    assert sum(rect.width * rect.height for rect in rects) < box.width * box.height // 2


def test_timed_things_wake_the_loop(make_app, room_state, flips):
    """A journey or a toast is an animation: the loop wakes for it and redraws when the toast
    is gone; with neither, it sleeps on the event queue."""
    app = make_app((1280, 720), room_state)
    app.frame([])
    assert app.wake_in() is None
    app.game.toast("Hello")
    assert app.wake_in() is not None and app.frame([])
    app.game._toast_until = 0.0  # its time is up
    assert app.wake_in() is None
    assert app.frame([]), "the toast went: the frame must show it gone"
    app.game.start_journey((6, 2))
    assert app.game.journey is not None and app.wake_in() == 0.0


def test_the_loop_sleeps_on_the_queue_when_idle(make_app, room_state, monkeypatch):
    app = make_app((1280, 720), room_state)
    waits = []

    def wait(timeout=0):
        waits.append(timeout)
        return pygame.event.Event(pygame.NOEVENT)

    monkeypatch.setattr(pygame.event, "wait", wait)
    pygame.event.clear()
    assert app.next_events() == []
    assert waits == [app_module.IDLE_WAIT_MS]
    app.game.toast("soon gone")
    app.next_events()
    assert 0 < waits[-1] <= 2500


def test_the_window_drawn_by_parts_is_the_game_drawn_in_full(make_app, flips):
    """Frames that write only what changed onto the window (the view drawn straight on it,
    panels from the backdrop, the view put back under an old hover frame, tooltip or toast)
    leave exactly the pixels of the game drawn in full: steps that scroll the camera, turns
    where only a monster moves, the pointer over the map and over a panel, a toast."""
    from game.content import create_actor
    from tests.scenario import scenario

    rows = ["#" * 70] + ["#" + "." * 68 + "#" for _ in range(30)] + ["#" * 70]
    rows[15] = "#" + "." * 30 + "@" + "." * 37 + "#"
    state = scenario("\n".join(rows), seed=3)
    state.player.fighter.base_max_hp = state.player.fighter.hp = 10**6
    orc = create_actor("orc")
    state.place(orc, 36, 15)
    orc.fighter.hp -= 2  # hurt: its health bar shows
    state.place(create_item("health_potion"), 29, 14)
    app = make_app((1280, 720), state)
    app.frame([])
    view = app.game.stage_view.rect

    def motion(pos):
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def toast_gone():
        app.game._toast_until = 0.0
        return []

    right, left, wait = (
        key_event(code=pygame.K_RIGHT),
        key_event(code=pygame.K_LEFT),
        key_event("."),
    )
    steps = [
        left,
        left,
        wait,
        motion(view.center),
        motion((view.centerx + 64, view.centery)),
        wait,
        right,
        motion((view.centerx - 40, view.centery + 30)),
        wait,
        motion(app.layout.inventory.center),
        left,
        lambda: app.game.toast("A toast") or [],
        wait,
        right,
        toast_gone,
        motion((view.centerx + 5, view.centery - 70)),
        wait,
    ]
    partial = left = moved = 0
    for step in steps:
        sent = len(flips["rects"])
        at = app.state.player.pos
        app.frame(step() if callable(step) else [step])
        game_screen = app.game
        moved += app.state.player.pos != at
        if game_screen.panels_owed:  # a step's frame: the view now, the panels next
            view = app.surface.subsurface(game_screen.stage_view.rect)
            shown = view.copy()
            assert app.frame([]) and not game_screen.panels_owed
            assert same_pixels(view, shown), step  # the view was whole: the next drew panels
            left += 1
        kept = game_screen._shown_on, game_screen._overlay, game_screen.changed_rects
        reference = drawn_in_full(app)
        game_screen._shown_on, game_screen._overlay, game_screen.changed_rects = kept
        assert same_pixels(app.surface, reference), step
        partial += len(flips["rects"]) > sent
    assert partial == len(steps)  # every frame went by parts
    assert left == moved == 4  # each step's frame left the panels to the next
    assert orc.fighter.hp < orc.fighter.max_hp and state.player.pos != (31, 15)


def test_a_game_frame_over_an_unchanged_game_checks_no_panel_and_misses_no_change(
    make_app, played, monkeypatch
):
    """A game frame over its last one at the same revision, with nothing else the view and
    the panels follow from changed (a modal opened over it, the pointer moved within a
    row), skips them (``GameScreen._still_key``); every such other thing changed without
    a revision (the log and the pack scrolled by the wheel, a slot, a row and a button lit
    by the pointer, a change by hand announced) still shows, as the game drawn in full."""

    checks = panel_checks(monkeypatch)
    state = copy.deepcopy(played)
    for kind in ("sword", "shield", "mace", "cloak", "iron_helm", "javelin"):
        state.player.inventory.add(create_item(kind))  # more rows than 800x600 shows
    app = make_app((800, 600), state)
    app.frame([])
    game_screen, layout = app.game, app.layout

    def motion(pos):
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]

    def wheel(pos, notches):
        return motion(pos) + [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches)]

    def by_hand():
        state.player.fighter.hp -= 1
        state.changed()
        return []

    def scrolled_pack():  # as the wheel does, the pointer then off the pack
        game_screen.inventory.scroll_by(1, len(state.player.inventory.items))
        return motion(layout.log.midtop)

    slot = next(iter(game_screen.doll.slot_rects.values())).center
    row = game_screen.inventory.drawn_rows[0].rect.center
    button = game_screen.bar.buttons[0].rect.center
    log = layout.log.center  # nothing lit there
    steps = [
        wheel(log, 2),
        wheel(log, -1),
        motion(button),  # each change alone, then back
        motion(log),
        motion(slot),
        motion(log),
        motion(row),
        motion((row[0] + 1, row[1])),  # the same row lit: nothing to draw
        motion(log),
        scrolled_pack,
        by_hand,
        motion((log[0] + 1, log[1])),
        [key_event("i")],  # the inventory opens over the game: nothing of it is drawn
    ]
    skipped = []
    for index, step in enumerate(steps):
        before = len(checks)
        app.frame(step() if callable(step) else step)
        if len(checks) == before:
            skipped.append(index)
        reference = drawn_in_full_over(app)
        assert same_pixels(app.surface, reference), step
    assert game_screen.log.scroll == 1 and game_screen.inventory.scroll > 0
    # the pointer within its row and within the log (nothing lit), and the opening
    assert skipped == [7, 11, 12]


def test_a_still_game_frame_follows_the_water_the_zoom_and_the_camera(make_app, monkeypatch):
    """What moves the view without a revision moves it in the next frame all the same (see
    the test above): deep water's next picture, a change of zoom, and the camera going back
    to the hero when a key ends the mouse's hold on it."""
    from game.engine.tiles import DEEP_WATER
    from game.ui.panels.stage_view import WATER_PERIOD
    from tests.scenario import scenario

    checks = panel_checks(monkeypatch)
    rows = ["#" * 70] + ["#" + "." * 68 + "#" for _ in range(30)] + ["#" * 70]
    rows[15] = "#" + "." * 30 + "@" + "." * 37 + "#"
    state = scenario("\n".join(rows), seed=3)
    for x in range(28, 35):
        state.stage.tiles[13, x] = DEEP_WATER
    state.update_fov()
    app = make_app((1280, 720), state)
    game_screen, view = app.game, app.game.stage_view
    now = [0.0]
    view.clock = lambda: now[0]
    app.frame([])

    def later():
        now[0] += WATER_PERIOD  # the water's other picture, nothing else changed
        return []

    def held():  # the mouse drives: the camera holds still as the hero steps
        game_screen.mouse_driving = True
        game_screen.mouse.hover = view.rect.center
        for _ in range(2):
            assert app.act("move", dx=1, dy=0)
        return []

    log = [
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=app.layout.log.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    ]
    steps = [
        log,  # the first frame over the last one: its key is noted
        later,
        [key_event("=", pygame.K_EQUALS)],  # zoom in
        held,
        [pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))],
        [key_event("", pygame.K_F13)],  # no command: the key ends the hold, the view centres
    ]
    cameras, frames_checked, owed = [], [], []
    for step in steps:
        before = len(checks)
        assert app.frame(step() if callable(step) else step)
        owed.append(game_screen.panels_owed)
        if game_screen.panels_owed:  # the steps' frame: the panels come in the next
            assert app.frame([])
        frames_checked.append(len(checks) > before)
        cameras.append(view.camera)
        reference = drawn_in_full_over(app)
        assert same_pixels(app.surface, reference), step
    assert view.water_in_view
    assert cameras[4] != cameras[5] and cameras[3] == cameras[4]  # held, then centred
    assert frames_checked == [True, True, True, True, False, True]
    assert owed == [False, False, False, True, False, False]


def test_a_still_game_frame_follows_a_zoom_that_leaves_the_camera(make_app):
    """The hero in the floor's corner: the camera stays at (0, 0) through a change of zoom,
    which the next frame shows all the same."""
    from tests.scenario import scenario

    rows = ["#" * 70] + ["#" + "." * 68 + "#" for _ in range(30)] + ["#" * 70]
    rows[1] = "#@" + "." * 67 + "#"
    app = make_app((1280, 720), scenario("\n".join(rows), seed=3))
    game_screen, view = app.game, app.game.stage_view
    app.frame([])
    still = pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 2), rel=(0, 0), buttons=(0, 0, 0))
    app.frame([still])  # its key noted
    zoom, camera = view.zoom, view.camera
    app.frame([key_event("=", pygame.K_EQUALS)])
    assert view.zoom != zoom and view.camera == camera == (0, 0)
    kept = game_screen._shown_on, game_screen._overlay, game_screen.changed_rects
    reference = drawn_in_full(app)
    game_screen._shown_on, game_screen._overlay, game_screen.changed_rects = kept
    assert same_pixels(app.surface, reference)


def test_the_wheel_over_the_pack_lights_the_row_now_under_the_pointer(make_app, played):
    """A wheel notch over the pack scrolls it in that frame: the row lit (and the item the
    tooltip tells of) is the one now under the pointer, not the one the rows before the
    scroll put there, and the frame is the game drawn in full."""
    state = copy.deepcopy(played)
    for kind in ("sword", "shield", "mace", "cloak", "iron_helm", "javelin"):
        state.player.inventory.add(create_item(kind))  # more rows than 800x600 shows
    app = make_app((800, 600), state)
    app.frame([])
    pack = app.game.inventory
    pointer = pack.drawn_rows[2].rect.center
    for notches in (-1, -1, 1, -2):
        app.frame(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notches),
            ]
        )
        under = next(row for row in pack.drawn_rows if row.rect.collidepoint(pointer))
        assert pack.selected is under.item, notches
        assert same_pixels(app.surface, drawn_in_full_over(app)), notches
    assert pack.scroll == 3
