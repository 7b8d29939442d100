"""Frame time of the tile screen next to the cheapest possible frame, on SDL's dummy driver.

For each window size the game screen is drawn on two scenes: an 80x43 open floor of the Halls
and a Caves floor (floor 6: its cavern walls' faces and tops, deep and shallow water, tall
grass and wall torches in view, found traps), every tile explored, in view as the engine
sees it (field of view of radius 8 around the player) and lit by the hero and the torches,
with up to 100 entities (monsters, items and remains) placed inside the field of view.
Measured in the same run, each timing being the drawing plus ``display.flip()``:
  floor   ONE full-window blit of an opaque surface + ``display.flip()``: the unit
  quiet   a game frame where nothing changed: every panel and entity is checked against the
          state; the window still shows the last frame, so nothing is written to it
  moved   a turn passed: one monster stepped (field of view and camera unchanged), so the
          view's kept terrain and the sprites are drawn again on the window
  step    the player stepped (alternately right and left), a turn, with animation off: the
          centred camera moved, the field of view moved, the terrain of the view is redrawn
          on the window (every turn counted, as the game counts it: what the view reads once
          a turn, such as the creatures' looks, is read again); the frame the key makes,
          which leaves the panels to the next (``GameScreen._panels_wait``). Steps come no
          faster than a key's repeat or a journey's STEP_DELAY, frames apart, so the frame
          after each, which draws the panels, is drawn between them (untimed)
  step2nd only that frame after each step: the HUD, the minimap and the log
  animating  frames of an animation under way (game/ui/animation.py): the player's step
          sliding with the camera, a monster's step, a blow with its flash and number; five
          frames a step, as a step plays at 60 fps: the one drawn as the key is handled
          (``App.frame`` handles its events, then draws: the slide not begun), then one
          every 1/60 s until the slide (SLIDE, 65 ms) is over, each drawing the terrain as
          seen from the sliding camera (what the lit box needs is read once per step)
  anim1st only the first frame of each step's animation (the others drawn untimed between,
          as in play): the frame the key makes, the dearest of an animation: the new field
          of view and light, drawn over the last frame with the camera where it was (the
          lit boxes of both drawn again in place), the panels left to the next frame
          (``GameScreen._panels_wait``)
  anim2nd only the second frame of each: the slide begins, and the panels (the HUD, the
          minimap) are drawn
  modal   the inventory is open over the game, nothing changed: the app's frame over the
          dimmed backdrop it made when the modal opened (nothing is drawn again)
  dialog  the inventory is open and its cursor moves each frame (down, then up): the rows
          it left and reached and the detail pane are drawn again over the dialog's last
          frame, and only they are sent to the display
  opens   the frame that opens a modal over the game (``App.frame`` with its key or click:
          the key handled, the dimmed backdrop and the dialog drawn and shown), per modal of
          MODALS: the inventory, the game menu, the character sheet, an item's context menu;
          each opening follows the closing of the one before, the game unchanged between:
          the modal's kept picture and the whole frame kept from openings alike are shown
          (game/ui/modal_backdrop.py)
  closes  the frame that closes it again (Esc), the game shown as before
  after   the frame that opens a modal just after a turn, as a player opens one: a monster
          stepped and the game's frame showed it, so the dimmed backdrop is made again from
          the changed picture (the window's own, shaded in place) and the game's quiet check
          runs; every modal's kept picture still serves (the context menu's follows the
          item's name, not the revision), and the character sheet draws its footer, the
          turn line, again (the turn is counted, as in ``moved``). In the goal: ``opens``
          alone times an opening that follows an identical one, which the kept whole frame
          serves
Each kind is timed in blocks alternating with blocks of ``floor`` frames, and its ratio is
taken to the floor block next to it: side by side, so a busy machine moves both. The goal is
every kind <= 3x. Beside every block a fixed piece of pure Python is timed too
(``python_reference``, in no ratio): the ``load`` line says how far its time moved over the
run and how the blocks' ratios followed it, since a busy host's CPU clock moves a frame's
Python but not the unit, a copy bound by memory. The longest frame of a change of zoom
(every tile explored, in and out through every zoom, a key each frame) should stay under
16.7 ms (60 fps). Then, per zoom, what a change of zoom costs: building the remembered floor
(every tile explored; the tiles in view) once, and the memory it holds.
With ``--parts``, where the time of a ``step``, an ``anim1st`` and an ``anim2nd`` frame goes
(a diagnostic: each part is the time inside one method of the view or the game screen, median
per frame).
How much of a step frame is blits onto the window, and how much the game's Python, is
measured by bench/pixel_floor.py. Launch to the first menu frame is timed by
bench/startup.py; the idle loop under a real X server by bench/idle.py.
Run: python bench/render.py [--frames N] [--blocks B] [--parts] [--only KIND ...]
(``--only``: time only those kinds, e.g. ``--only after opens closes``; each measured as in a
full run, the zoom and floor tables left out unless ``zoom`` is named)
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout, no install

import numpy as np  # noqa: E402
import pygame  # noqa: E402

import game  # noqa: E402
from game.content import create_actor, create_item  # noqa: E402
from game.engine.events import Hurt, Moved, Struck  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.engine.tiles import DEEP_WATER, SHALLOW_WATER, TALL_GRASS, TORCH  # noqa: E402
from game.ui.animation import SLIDE  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.scenario import scenario  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
ENTITIES = 100
KINDS = ("orc", "troll", "health_potion", "fireball_scroll", "sword", "shield", "corpse")
FRAME_KINDS = (
    "quiet",
    "moved",
    "step",
    "step2nd",
    "animating",
    "anim1st",
    "anim2nd",
    "modal",
    "dialog",
)
#: The modals whose opening and closing frames are timed (``opens``, ``closes``).
MODALS = ("inventory", "gamemenu", "character", "context")
#: The longest a frame may take when the zoom changes: one frame at 60 fps.
ZOOM_GOAL_MS = 1000 / 60
#: Every kind of frame should cost at most this many full-window blits + flips.
GOAL = 3.0
#: Frames an animation of a step is drawn in: the key's, then every 1/60 s until its slide
#: (SLIDE, 65 ms: five frames) is over.
ANIMATION_FRAMES = 1 + math.ceil(SLIDE * 60)
#: ``--parts``: the parts of a frame timed, by name: (the game screen's attribute holding
#: the object, or "" for the game screen itself; the method). Parts may nest: the lit box is
#: read within the terrain's drawing, the minimap is one of the panels.
PARTS = {
    "terrain": ("stage_view", "_draw_terrain"),
    "lit box": ("stage_view", "_lit_box"),
    "sprites": ("stage_view", "_sprites"),
    "check": ("stage_view", "_refresh_terrain"),
    "panels": ("", "_draw_panels"),
    "minimap": ("minimap", "draw"),
}
#: ``--parts``: per scene and window, per kind, the median microseconds of a frame and of
#: each of its PARTS.
PARTS_SEEN: dict[tuple[str, tuple[int, int]], dict[str, dict[str, float]]] = {}


def open_floor() -> GameState:
    """An 80x43 floor, all open, every tile explored, the player in the middle in full gear."""
    rows = ["#" * 80] + ["#" + "." * 78 + "#" for _ in range(41)] + ["#" * 80]
    middle = list(rows[21])
    middle[40] = "@"
    rows[21] = "".join(middle)
    state = scenario("\n".join(rows), seed=1)
    for kind in ("iron_helm", "shield", "chain_mail"):
        item = create_item(kind)
        state.player.inventory.add(item)
        state.player.equipment.equip(item)
    state.stage.explored[:] = True
    state.update_fov()
    return state


#: The Caves scene: floor 6 of this seed's game.
CAVES_SEED, CAVES_FLOOR = 2, 6


def caves_floor() -> GameState:
    """Floor 6 (the Caves) of a new game, its own monsters and items gone, every tile
    explored and every trap found, the player where most torches, water and grass are in
    view (and a step right and left is free): ``populate`` adds the entities."""
    state = game.new_game(CAVES_SEED)
    state.depth = CAVES_FLOOR - 1
    state.new_floor()
    stage = state.stage
    stage.entities[:] = [state.player]
    stage.explored[:] = True
    stage.traps_found[:] = stage.traps > 0
    walk = stage.walkable & (stage.tiles != TALL_GRASS)
    best: tuple[int, int, int] = (-1, 0, 0)
    for y, x in np.argwhere(walk[:, 1:-1] & walk[:, :-2] & walk[:, 2:]).tolist()[::2]:
        stage.update_fov(x + 1, y)
        seen = stage.tiles[stage.visible]
        score = sum(
            min(cap, int((seen == tile).sum())) * weight
            for tile, cap, weight in (
                (TORCH, 3, 12),
                (DEEP_WATER, 8, 1),
                (SHALLOW_WATER, 6, 1),
                (TALL_GRASS, 8, 1),
            )
        )
        best = max(best, (score, x + 1, y))
    state.place(state.player, best[1], best[2])
    state.update_fov()
    return state


def in_view(state: GameState) -> dict[str, int]:
    """How many torches, water and grass tiles the player sees (the Caves scene's point)."""
    seen = state.stage.tiles[state.stage.visible]
    return {
        name: int((seen == tile).sum())
        for name, tile in (
            ("torches", TORCH),
            ("deep", DEEP_WATER),
            ("shallow", SHALLOW_WATER),
            ("grass", TALL_GRASS),
        )
    }


SCENES = {"halls": open_floor, "caves": caves_floor}


def populate(state: GameState) -> None:
    """Up to ENTITIES things on distinct free tiles within 7 tiles of the player, in sight
    (never beside the player on its row: the player steps there), orcs on both sides."""
    px, py = state.player.pos
    rng = random.Random(7)
    stage = state.stage
    spots = [
        (x, y)
        for y in range(py - 7, py + 8)
        for x in range(px - 7, px + 8)
        if (x - px) ** 2 + (y - py) ** 2 <= 49
        and (y != py or abs(x - px) > 1)
        and stage.in_bounds(x, y)
        and stage.is_walkable(x, y)
        and stage.visible[y, x]
        and stage.tiles[y, x] != TALL_GRASS
    ]
    left = [spot for spot in spots if spot[0] < px]
    right = [spot for spot in spots if spot[0] > px]
    chosen = [left.pop(rng.randrange(len(left))), right.pop(rng.randrange(len(right)))]
    rest = [spot for spot in spots if spot not in chosen]
    chosen += rng.sample(rest, min(ENTITIES, len(spots)) - 2)
    for index, (x, y) in enumerate(chosen):
        kind = "orc" if index < 2 else KINDS[index % len(KINDS)]
        if kind == "corpse":
            thing = create_actor("orc")
            thing.fighter.hp = 0
        elif kind in ("orc", "troll"):
            thing = create_actor(kind)
            if index % 3 == 0:
                thing.fighter.hp -= 3  # hurt: draws its health bar too
        else:
            thing = create_item(kind)
        thing.x, thing.y = x, y
        state.stage.entities.append(thing)
    for _ in range(10):
        state.player.inventory.add(create_item("health_potion"))


class _Thing:
    """A stand-in for an entity, read by ``python_reference``."""

    def __init__(self, index: int) -> None:
        self.x, self.y, self.hp, self.name = index % 80, index % 43, index, f"thing {index}"


_THINGS = [_Thing(index) for index in range(ENTITIES)]


def python_reference() -> None:
    """A fixed piece of pure Python of the kind a frame's Python is (attribute reads, small
    tuples, dict lookups, list appends over a hundred objects), timed beside every block: how
    fast this machine runs Python just then. A busy host moves it (the CPU's clock) while the
    blit unit, bound by memory, barely moves: the ratio of a frame that is mostly Python
    swings with it."""
    seen: dict[int, int] = {}
    for _ in range(20):
        out = []
        for thing in _THINGS:
            spot = thing.y * 80 + thing.x
            if seen.get(spot, -1) != thing.hp:
                seen[spot] = thing.hp
            out.append((thing.name, (thing.x * 32, thing.y * 32)))


def timed(
    step: Callable[[], None], frames: int, prepare: Callable[[], None] = lambda: None
) -> float:
    """Median ms of ``frames`` runs of ``step``; ``prepare`` (the change a frame shows: a
    turn, a step) runs before each one, untimed: the engine's work is not the frame's."""
    samples = []
    for _ in range(frames):
        prepare()
        start = time.perf_counter()
        step()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


Timing = tuple[list[float], list[float], list[float]]


def paired(
    step: Callable[[], None],
    unit: Callable[[], None],
    frames: int,
    blocks: int,
    prepare: Callable[[], None] = lambda: None,
) -> Timing:
    """Per block, the median ms of ``frames`` frames of ``step`` and of as many of ``unit``,
    run back to back (the order alternating from block to block), so both see the same load
    and each kind runs as it does in play: several such frames in a row; and the median ms
    of ``python_reference`` run right after them (a diagnostic, not in any ratio)."""
    timed(step, 10, prepare)
    kind_ms, unit_ms, python_ms = [], [], []
    for block in range(blocks):
        if block % 2:
            unit_ms.append(timed(unit, frames))
            kind_ms.append(timed(step, frames, prepare))
        else:
            kind_ms.append(timed(step, frames, prepare))
            unit_ms.append(timed(unit, frames))
        python_ms.append(timed(python_reference, 10))
    return kind_ms, unit_ms, python_ms


def frame_parts(
    app: App, step: Callable[[], None], prepare: Callable[[], None], frames: int
) -> dict[str, float]:
    """Median microseconds of ``frames`` runs of ``step`` (``prepare`` untimed before each)
    and of the time spent in each of PARTS within them (its method wrapped for the while)."""
    spent = dict.fromkeys(PARTS, 0.0)
    wrapped = []
    for name, (holder, method) in PARTS.items():
        owner = getattr(app.game, holder) if holder else app.game
        real = getattr(owner, method)

        def timer(*args, name=name, real=real, **kwargs):  # type: ignore[no-untyped-def]
            start = time.perf_counter()
            try:
                return real(*args, **kwargs)
            finally:
                spent[name] += time.perf_counter() - start

        setattr(owner, method, timer)
        wrapped.append((owner, method))
    samples: dict[str, list[float]] = {name: [] for name in ("frame", *PARTS)}
    try:
        for _ in range(frames):
            prepare()
            for name in spent:
                spent[name] = 0.0
            start = time.perf_counter()
            step()
            samples["frame"].append(time.perf_counter() - start)
            for name, seconds in spent.items():
                samples[name].append(seconds)
    finally:
        for owner, method in wrapped:
            delattr(owner, method)  # the class's own method again
    return {name: statistics.median(values) * 1e6 for name, values in samples.items()}


def measure(
    size: tuple[int, int],
    frames: int,
    blocks: int,
    scene: str = "halls",
    parts: bool = False,
    only: frozenset[str] | None = None,
) -> tuple[dict[str, Timing], int, int]:
    """Per FRAME_KINDS entry, its ms and the ms of ``floor`` timed alternately with it, per
    block; sprites drawn; zoom. ``scene``: a SCENES entry. ``parts``: the parts of a step
    and of an animation's first frame go to PARTS_SEEN too. ``only``: the kinds to time
    (None: all)."""
    app = App(size, resizable=False)
    state = SCENES[scene]()
    populate(state)
    app.play.start(state)
    app.draw()
    screen = app.surface
    backdrop = pygame.Surface(size)
    backdrop.fill((30, 30, 40))
    backdrop = backdrop.convert()
    player = state.player
    walker = next(e for e in state.stage.entities if e.name == "Orc" and e.x < player.x)
    home = (walker.x, walker.y)
    steps = {"moved": 0, "step": 0}

    def frame() -> None:
        app.draw()
        pygame.display.flip()

    def floor() -> None:
        screen.blit(backdrop, (0, 0))
        pygame.display.flip()

    def monster_moves() -> None:
        steps["moved"] += 1
        walker.y = home[1] + steps["moved"] % 2  # one tile down, then back
        state.turn += 1  # a turn, as the monsters' phase ends it
        state.changed()

    def player_steps() -> None:
        steps["step"] += 1
        state.place(player, player.x + (1 if steps["step"] % 2 else -1), player.y)
        state.turn += 1  # a step is a turn: what the view reads once a turn is read again
        state.stage.explored[:] = True  # a real step might show a tile not yet explored

    clock = {"now": 0.0, "frame": 0}
    animations = app.game.animations
    animations.clock = lambda: clock["now"]
    app.animation_speed = 1.0
    victim = next(e for e in state.stage.entities if e.name == "Orc" and e.x > player.x)

    def animation_runs(frames: int = ANIMATION_FRAMES) -> None:
        """Every ``frames`` frames a step (with a monster's step and a blow, as
        state.events would say), its first frame drawn with the clock where the animation
        starts (as ``App.frame`` draws the frame that handles the key); the clock 1/60 s on
        for each frame after."""
        index = clock["frame"] % frames
        clock["frame"] += 1
        if index == 0:
            start = player.pos
            player_steps()
            monster_moves()
            walked = (walker.x, walker.y)
            events = [
                Moved(player, start, player.pos),
                Moved(walker, (walked[0], 2 * home[1] + 1 - walked[1]), walked),
                Struck(player, victim, 3),
                Hurt(victim, 3),
            ]
            clock["now"] += 1.0
            animations.start(events, state, app.game.stage_view, app.animation_speed)
        else:
            clock["now"] += 1 / 60

    def animation_frame(index: int) -> None:
        """The animations of steps go on (a step every ANIMATION_FRAMES frames), the frames
        before the next frame ``index`` of one drawn untimed; the clock then at that frame."""
        while clock["frame"] % ANIMATION_FRAMES != index:
            animation_runs()
            frame()
        animation_runs()

    def step_frame(index: int) -> None:
        """Steps with the frame after each drawn too, as in play (a key's steps, a
        journey's, come no faster than STEP_DELAY, several frames apart): the frame
        before frame ``index`` of a step drawn untimed, then the step if ``index`` is 0."""
        if index == 0:
            frame()  # the last step's next frame: what its own left (the panels)
            player_steps()
        else:
            player_steps()
            frame()  # the step's own frame

    def wanted(kind: str) -> bool:
        return only is None or kind in only

    runs: dict[str, tuple[Callable[[], None], Callable[[], None]]] = {
        "quiet": (frame, lambda: None),
        "moved": (frame, monster_moves),
        "step": (frame, lambda: step_frame(0)),
        "step2nd": (frame, lambda: step_frame(1)),
        "animating": (frame, animation_runs),
        "anim1st": (frame, lambda: animation_frame(0)),
        "anim2nd": (frame, lambda: animation_frame(1)),
    }
    times = {
        kind: paired(step, floor, frames, blocks, prepare)
        for kind, (step, prepare) in runs.items()
        if wanted(kind)
    }
    if parts:
        PARTS_SEEN[(scene, size)] = {
            "step": frame_parts(app, frame, lambda: step_frame(0), frames * blocks),
            "anim1st": frame_parts(app, frame, lambda: animation_frame(0), frames * blocks),
            "anim2nd": frame_parts(app, frame, lambda: animation_frame(1), frames * blocks),
        }
    animations.finish()
    app.animation_speed = 0.0
    view = app.game.stage_view
    x0, y0, x1, y1 = view.tiles_in_view(state.stage)
    shown = sum(
        1
        for e in state.stage.entities
        if x0 <= e.x < x1 and y0 <= e.y < y1 and state.stage.visible[e.y, e.x]
    )
    zoom = view.zoom

    def turn() -> None:
        monster_moves()

    times.update(modal_frames(app, frames, blocks, floor, turn, only))
    app.open("inventory")

    def modal_frame() -> None:
        changed = app.draw()
        if changed is None:
            pygame.display.flip()
        else:
            pygame.display.update(changed)

    heading = {"down": True}
    dialog = app.top

    def cursor_moves() -> None:
        """Down the list to its end, then up to its start, and so on: the cursor moves on
        every frame (at an end a key would leave it, and the frame would show nothing new)."""
        last = len(dialog.rows()) - 1  # type: ignore[attr-defined]
        before = dialog.cursor  # type: ignore[attr-defined]
        if before in (0, last):
            heading["down"] = before == 0
        key = pygame.K_DOWN if heading["down"] else pygame.K_UP
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, unicode="", mod=0, scancode=0))
        assert dialog.cursor != before  # type: ignore[attr-defined]

    if wanted("modal"):
        times["modal"] = paired(frame, floor, frames, blocks)
    if wanted("dialog"):
        times["dialog"] = paired(modal_frame, floor, frames, blocks, cursor_moves)
    pygame.quit()
    return times, shown, zoom


def key(code: int, char: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, unicode=char, mod=0, scancode=0)


def modal_frames(
    app: App,
    frames: int,
    blocks: int,
    unit: Callable[[], None],
    turn: Callable[[], None],
    only: frozenset[str] | None = None,
) -> dict[str, Timing]:
    """Per modal of MODALS, ``opens/<modal>`` and ``closes/<modal>``: ``App.frame`` with the
    key (or right-click) that opens it over the game, and with the Esc that closes it; each
    timed with the other one as its untimed preparation, so every opening starts from the
    game's frame on the window and every closing from the modal's. ``after/<modal>``: the
    opening with the closing, ``turn`` (a change of the game) and the game's frame showing
    it as its preparation. ``only``: the kinds to time (None: all three)."""
    state = app.state
    assert state is not None
    row = app.game.inventory.drawn_rows[0]
    right_click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=row.rect.center)
    opening = {
        "inventory": key(pygame.K_i, "i"),
        "gamemenu": key(pygame.K_ESCAPE, "\x1b"),
        "character": key(pygame.K_c, "c"),
        "context": right_click,
    }
    escape = key(pygame.K_ESCAPE, "\x1b")
    app.frame([])
    times = {}
    for modal in MODALS:

        def opens(event: pygame.event.Event = opening[modal]) -> None:
            app.frame([event])
            assert app.top is not app.game

        def closes() -> None:
            app.frame([escape])
            assert app.top is app.game

        def closes_then_turn() -> None:
            closes()
            turn()
            app.frame([])

        opens()  # each timed frame starts from the other one's
        if only is None or "opens" in only:
            times[f"opens/{modal}"] = paired(opens, unit, frames, blocks, closes)
        closes()
        if only is None or "closes" in only:
            times[f"closes/{modal}"] = paired(closes, unit, frames, blocks, opens)
        opens()
        if only is None or "after" in only:
            times[f"after/{modal}"] = paired(opens, unit, frames, blocks, closes_then_turn)
        closes()
    return times


def zoom_frames(scene: str, size: tuple[int, int], rounds: int = 3) -> list[float]:
    """Per round, the longest ``App.frame`` of a zoom key: from the smallest zoom in to the
    largest and out again, every tile explored (the remembered floor made at each zoom)."""
    from game.ui.layout import ZOOMS

    app = App(size, resizable=False)
    state = SCENES[scene]()
    populate(state)
    app.play.start(state)
    app.set_zoom(ZOOMS[0])
    app.frame([])
    longest = []
    keys = [key(pygame.K_EQUALS, "=")] * (len(ZOOMS) - 1) + [key(pygame.K_MINUS, "-")] * (
        len(ZOOMS) - 1
    )
    for _ in range(rounds):
        samples = []
        for event in keys:
            start = time.perf_counter()
            app.frame([event])
            samples.append((time.perf_counter() - start) * 1000)
        longest.append(max(samples))
    assert app.current_zoom == ZOOMS[0]
    pygame.quit()
    return longest


def floor_builds(scene: str, repeats: int = 5) -> list[tuple[int, float, float]]:
    """(zoom, median ms, MB) of building the remembered floor at each zoom (the tiles in
    view: the others are drawn as they come into view), and the memory it holds (the
    surface of the largest zoom, every zoom's surface a part of it)."""
    from game.ui.layout import ZOOMS

    app = App(SIZES[0], resizable=False)
    state = SCENES[scene]()
    app.play.start(state)
    app.draw()
    view = app.game.stage_view
    rows = []
    for zoom in ZOOMS:
        samples = []
        for _ in range(repeats):
            view.floor.surface = None  # as after a change of zoom
            start = time.perf_counter()
            view.floor.update(state.stage, zoom, view.tiles_in_view(state.stage), state.region)
            samples.append((time.perf_counter() - start) * 1000)
        surface = view.floor.capacity or view.floor.surface  # what memory it holds
        megabytes = surface.get_width() * surface.get_height() * surface.get_bytesize() / 2**20
        rows.append((zoom, statistics.median(samples), megabytes))
    pygame.quit()
    return rows


def load_line(timings: list[Timing]) -> str:
    """How much this machine's speed at Python moved over the run, and how the kinds'
    block ratios followed it (a diagnostic of a busy host: its CPU clock moves a frame's
    Python, not a copy bound by memory, so the ratio of a frame that is mostly Python moves
    with it). Each block's ratio is taken against its kind's median ratio, and the Python
    beside it against the run's median Python, so kinds of any cost can be pooled."""
    python = [ms for timing in timings for ms in timing[2]]
    middle = statistics.median(python)
    relative_ratio, relative_python = [], []
    for kind_ms, unit_ms, python_ms in timings:
        ratios = [k / u for k, u in zip(kind_ms, unit_ms, strict=True)]
        typical = statistics.median(ratios)
        relative_ratio += [ratio / typical for ratio in ratios]
        relative_python += [ms / middle for ms in python_ms]
    try:
        follows = f"r = {statistics.correlation(relative_ratio, relative_python):.2f}"
    except statistics.StatisticsError:  # fewer than two blocks, or all alike
        follows = "r = -"
    return (
        f"load: a fixed piece of pure Python (python_reference) took {min(python):.3f}-"
        f"{max(python):.3f} ms beside the run's blocks ({max(python) / min(python):.2f}x "
        f"apart); the blocks' ratios (each against its kind's median) follow it: {follows} "
        f"over {len(python)} blocks"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=100, help="frames per block")
    parser.add_argument("--blocks", type=int, default=5)
    parser.add_argument(
        "--parts",
        action="store_true",
        help="where a step's and the first two animation frames' time goes",
    )
    parser.add_argument(
        "--only",
        nargs="+",
        choices=(*FRAME_KINDS, "opens", "closes", "after", "zoom"),
        help="time only these kinds (default: all)",
    )
    args = parser.parse_args()
    only = None if args.only is None else frozenset(args.only)
    print(
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
        f"dummy video driver; each kind in {args.blocks} blocks of {args.frames} frames "
        "alternating with blocks of floor frames: ms (median of the blocks' medians), ratio "
        "to the floor block next to it (median, lowest-highest)"
    )
    caves = caves_floor()
    print(
        f"caves scene: floor {CAVES_FLOOR} of seed {CAVES_SEED}, the player at "
        f"{caves.player.pos}, in view: "
        + ", ".join(f"{count} {name}" for name, count in in_view(caves).items())
    )
    print(
        f"{'scene':>5} {'window':>10} {'zoom':>4} {'sprites':>7} {'floor':>6} "
        + " ".join(f"{kind:>22}" for kind in FRAME_KINDS)
    )
    worst: list[tuple[float, str, Timing]] = []
    modal_rows = []
    after_rows = []

    def cell(kind: str, times: dict[str, Timing], where: str) -> str:
        if kind not in times:
            return "-"
        kind_ms, unit_ms, _ = times[kind]
        ratios = [k / u for k, u in zip(kind_ms, unit_ms, strict=True)]
        worst.append((statistics.median(ratios), f"{kind} at {where}", times[kind]))
        return (
            f"{statistics.median(kind_ms):>6.3f} {statistics.median(ratios):>4.1f}x"
            f" {min(ratios):>3.1f}-{max(ratios):<3.1f}"
        )

    for scene, size in [(scene, size) for size in SIZES for scene in SCENES]:
        times, shown, zoom = measure(size, args.frames, args.blocks, scene, args.parts, only)
        where = f"{size[0]}x{size[1]} ({scene})"
        units = [ms for kind in times for ms in times[kind][1]]
        cells = [cell(kind, times, where) for kind in FRAME_KINDS]
        unit = f"{statistics.median(units):>6.3f}" if units else f"{'-':>6}"  # (only zoom)
        print(
            f"{scene:>5} {size[0]:>5}x{size[1]:<4} {zoom:>4} {shown:>7} {unit} "
            + " ".join(f"{cell:>22}" for cell in cells)
        )
        modal_rows.append(
            (
                scene,
                size,
                [
                    (cell(f"opens/{modal}", times, where), cell(f"closes/{modal}", times, where))
                    for modal in MODALS
                ],
            )
        )
        after_rows.append((scene, size, [cell(f"after/{modal}", times, where) for modal in MODALS]))
    print("the frame that opens a modal over the game, and the one that closes it (Esc):")
    print(
        f"{'scene':>5} {'window':>10} "
        + " ".join(f"{modal + ' ' + way:>22}" for modal in MODALS for way in ("opens", "closes"))
    )
    for scene, size, pairs in modal_rows:
        print(
            f"{scene:>5} {size[0]:>5}x{size[1]:<4} "
            + " ".join(f"{c:>22}" for pair in pairs for c in pair)
        )
    print(
        "the frame that opens a modal just after a turn (a monster stepped, the game's frame "
        "shown), as a player meets it:"
    )
    print(f"{'scene':>5} {'window':>10} " + " ".join(f"{modal + ' after':>22}" for modal in MODALS))
    for scene, size, cells in after_rows:
        print(f"{scene:>5} {size[0]:>5}x{size[1]:<4} " + " ".join(f"{c:>22}" for c in cells))
    if PARTS_SEEN:
        print(
            "where a frame's time goes (median us per frame; parts nest: the lit box is read "
            "within the terrain's drawing, the minimap is one of the panels):"
        )
        print(
            f"{'scene':>5} {'window':>10} {'kind':>8} {'frame':>6} "
            + " ".join(f"{name:>8}" for name in PARTS)
        )
        for (scene, size), kinds in PARTS_SEEN.items():
            for kind, spent in kinds.items():
                print(
                    f"{scene:>5} {size[0]:>5}x{size[1]:<4} {kind:>8} {spent['frame']:>6.0f} "
                    + " ".join(f"{spent[name]:>8.0f}" for name in PARTS)
                )
    if worst:  # (none when only the zoom is timed)
        ratio, kind, _ = max(worst, key=lambda entry: entry[0])
        print(
            f"goal every kind <= {GOAL:.0f}x one blit (medians): "
            f"{'MET' if ratio <= GOAL else 'MISSED'}; the dearest is {kind}, {ratio:.2f}x"
        )
        print(load_line([entry[2] for entry in worst]))
    if only is not None and "zoom" not in only:
        return
    longest = {(scene, size): zoom_frames(scene, size) for size in SIZES for scene in SCENES}
    print(
        "the longest frame of a change of zoom (every tile explored; per round in and out "
        "through every zoom):"
    )
    for (scene, size), rounds in longest.items():
        print(f"  {scene} {size[0]}x{size[1]}: " + ", ".join(f"{ms:.1f}" for ms in rounds) + " ms")
    top = max(ms for rounds in longest.values() for ms in rounds)
    print(
        f"goal no zoom frame over {ZOOM_GOAL_MS:.1f} ms: "
        f"{'MET' if top <= ZOOM_GOAL_MS else 'MISSED'}; the longest {top:.1f} ms"
    )
    print(
        "remembered floor, 80x43 all explored, built on a change of zoom (the view's tiles; "
        "the memory: one surface for every zoom):"
    )
    for scene in SCENES:
        for zoom, ms, megabytes in floor_builds(scene):
            print(f"  {scene} zoom {zoom:>2}: {ms:6.2f} ms, {megabytes:5.1f} MB")


if __name__ == "__main__":
    main()
