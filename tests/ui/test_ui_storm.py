"""An input storm: random keys, clicks, drags, wheel notches and window closes across every
screen, through pygame's event queue and the app's own handling. After EVERY event the
game's invariants (the shared oracle, game.engine.invariants) must hold; nothing may raise.

Size: STORM_EVENTS events in all, split over SEEDS (the last one with a save folder that
cannot be written, so the save-error boxes get their share); the window is small (640x480)
and is redrawn every DRAW_EVERY events (hit regions move only when drawn), so the whole storm
takes about ten seconds on two cores.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.content import create_item
from game.engine.entity import Item
from game.save.slot import SaveSlot
from game.ui.screens import context_menu, game_mouse, game_screen
from tests.invariants import check_invariants as game_invariants

STORM_EVENTS = 20_000
SEEDS = (1, 2, 3, 4)
DRAW_EVERY = 4
SIZE = (640, 480)
EXTRA_GEAR = (
    "sword",
    "shield",
    "iron_helm",
    "chain_mail",
    "health_potion",
    "fireball_scroll",
    "confusion_scroll",
    "lightning_scroll",
)

CODES = [
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_KP1,
    pygame.K_KP5,
    pygame.K_KP9,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_SPACE,
    pygame.K_F1,
    pygame.K_F11,
    pygame.K_F12,
    pygame.K_KP_PLUS,
    pygame.K_KP_MINUS,
]
CHARS = list("abcdefghijklmnopqrstuvwxyz") + list("R.,>/?+-=gixdcvhjklyubnHJKLZ")


def check_invariants(app) -> None:
    """The game's invariants (the shared oracle) that no input may break."""
    if app.state is not None:
        game_invariants(app.state)


def hot_spots(app) -> list[tuple[int, int]]:
    """Points on things that answer clicks: rows, slots, tiles near the player, buttons."""
    spots: list[tuple[int, int]] = []
    top = app.top
    for name in ("option_rects", "entry_rects", "button_rects", "row_rects"):
        rects = getattr(top, name, None)
        if isinstance(rects, dict):
            spots += [r.center for r in rects.values()]
        elif rects:
            spots += [r.center for r in rects]
    spots += [row.rect.center for row in getattr(top, "drawn_rows", [])]
    if app.state is not None:
        game = app.game
        spots += [row.rect.center for row in game.inventory.drawn_rows]
        spots += [rect.center for rect in game.doll.slot_rects.values()]
        px, py = app.state.player.pos
        view = game.stage_view
        spots += [
            view.tile_rect(px + dx, py + dy).center for dx in range(-3, 4) for dy in range(-3, 4)
        ]
        stage = app.state.stage
        spots += [  # finds lying in sight: hovered, clicked and right-clicked too
            view.tile_rect(item.x, item.y).center
            for item in stage.entities
            if isinstance(item, Item) and stage.visible[item.y, item.x]
        ]
    return spots


def random_pos(rng: random.Random, app) -> tuple[int, int]:
    spots = hot_spots(app)
    if spots and rng.random() < 0.6:
        x, y = rng.choice(spots)
        return x + rng.randint(-3, 3), y + rng.randint(-3, 3)
    w, h = app.surface.get_size()
    return rng.randrange(w), rng.randrange(h)


def key_events(rng: random.Random) -> list[pygame.event.Event]:
    mod = rng.choice([0] * 8 + [pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
    if rng.random() < 0.35:
        code = rng.choice(CODES)
        return [pygame.event.Event(pygame.KEYDOWN, key=code, unicode="", mod=mod, scancode=0)]
    char = rng.choice(CHARS)
    return [
        pygame.event.Event(pygame.KEYDOWN, key=ord(char.lower()), unicode=char, mod=mod, scancode=0)
    ]


def mouse_events(rng: random.Random, app) -> list[pygame.event.Event]:
    roll = rng.random()
    a = random_pos(rng, app)
    if roll < 0.3:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0))]
    if roll < 0.7:
        button = 1 if rng.random() < 0.75 else 3
        return [
            pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=a, button=button),
        ]
    if roll < 0.9:  # a drag, sometimes cancelled with a right-click
        b = random_pos(rng, app)
        out = [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1)]
        for i in range(1, 4):
            mid = (a[0] + (b[0] - a[0]) * i // 3, a[1] + (b[1] - a[1]) * i // 3)
            out.append(
                pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0))
            )
        if rng.random() < 0.1:
            out.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=b, button=3))
        out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))
        return out
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-2, -1, 1, 2]), flipped=False),
    ]


def storm(app, seed: int, events: int, seen: set[str] | None = None) -> int:
    """Send ``events`` random events to ``app``; returns how many games were played. The
    names of the screens that were on top are added to ``seen``."""
    seen = set() if seen is None else seen
    rng = random.Random(seed)
    outfitted: set[int] = set()
    sent = 0
    while sent < events:
        state = app.state
        if state is not None and id(state) not in outfitted:
            outfitted.add(id(state))
            player = state.player
            for kind in EXTRA_GEAR:
                if not player.inventory.is_full:
                    player.inventory.add(create_item(kind))
            # close to a level-up and not far from death, so those screens come up too
            player.level.current_xp = max(0, player.level.xp_to_next_level - 30)
            player.fighter.hp = min(player.fighter.hp, 12)
        roll = rng.random()
        if roll < 0.002:
            batch = [pygame.event.Event(pygame.QUIT)]
        elif roll < 0.45:
            batch = key_events(rng)
        else:
            batch = mouse_events(rng, app)
        for event in batch:
            pygame.event.post(event)
            for got in pygame.event.get():
                app.handle(got)
                check_invariants(app)
            sent += 1
            if not app.running:
                app.running = True  # the window was closed: play on in a "new session"
            app.update()
            check_invariants(app)
            seen.add(type(app.top).__name__)
            if sent % DRAW_EVERY == 0:
                app.draw()
    return len(outfitted)


@pytest.mark.parametrize("seed", SEEDS)
def test_input_storm_keeps_the_equipment_rules(seed, make_app, tmp_path, monkeypatch):
    monkeypatch.setattr(game_screen, "STEP_DELAY", 0.0)  # journeys step every frame
    app = make_app(SIZE)
    app.slot = SaveSlot.in_dir(tmp_path)  # Escape, quit, descend and F12 write here
    if seed == SEEDS[-1]:  # one storm where every save fails: the error boxes get keys too
        (tmp_path / "blocked").write_text("not a folder")
        app.slot = SaveSlot(tmp_path / "blocked" / "ironbound.sav")
    app.play.first_seed = seed
    pygame.event.clear()
    app.draw()
    seen: set[str] = set()
    asked: dict[str, int] = {"run": 0, "fight": 0, "find's menu": 0}
    for name, method in (("run", "start_run"), ("fight", "fight")):
        real = getattr(game_screen.GameScreen, method)

        def counted(self, *args, name=name, real=real):  # type: ignore[no-untyped-def]
            asked[name] += 1
            return real(self, *args)

        monkeypatch.setattr(game_screen.GameScreen, method, counted)
    real_menu = context_menu.floor_item_actions

    def menu_counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked["find's menu"] += 1
        return real_menu(*args, **kwargs)

    monkeypatch.setattr(game_mouse, "floor_item_actions", menu_counted)
    games = storm(app, seed, STORM_EVENTS // len(SEEDS), seen)
    assert games >= 1
    assert {"GameMenu", "MainMenu"} <= seen  # Escape's menu, and Save and quit, came up
    assert seen & {"SettingsScreen", "OverviewScreen"}  # and usually both of these
    # Shift + a move and Tab were met, not skipped (some 40-60 runs and 8-14 fights a seed;
    # a find's menu some 0-8: a storm's timing varies from run to run, so it is not held)
    assert asked["run"] >= 5 and asked["fight"] >= 5, asked
