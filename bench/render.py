"""Frame time of the tile screen next to the cheapest possible frame, on SDL's dummy driver.

For each window size the game screen is drawn on an 80x43 open floor, every tile explored and
lit as the engine lights it (field of view of radius 8 around the player), with 100 entities
(monsters, items and remains) placed inside the field of view. Measured in the same run, each
timing being the drawing plus ``display.flip()``:
  floor   ONE full-window blit of an opaque surface + ``display.flip()``: the unit
  quiet   a game frame where nothing changed: every panel and entity is checked against the
          state and the cached backdrop reaches the window in one blit
  moved   a turn passed: one monster stepped (field of view and camera unchanged), so the
          map's sprites are drawn again over the cached terrain
  step    the player stepped (alternately right and left): the centred camera moved, the
          field of view moved, the terrain of the view is redrawn
  modal   the inventory is open over the game, nothing changed: the app's frame over the
          dimmed backdrop it made when the modal opened (nothing is drawn again)
  dialog  the inventory is open and its cursor moves each frame: the dialog is drawn again
          over the kept backdrop and only its box is sent to the display
Ratios are to ``floor``; the goal is every kind <= 3x. Then, per zoom, what a change of zoom
costs: building the remembered floor (every tile explored) once, and the memory it holds.
Launch to the first menu frame is timed by bench/startup.py; the idle loop under a real X
server by bench/idle.py.
Run: python bench/render.py [--frames N]
"""

from __future__ import annotations

import argparse
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

import pygame  # noqa: E402

from game.content import create_actor, create_item  # noqa: E402
from game.engine.game import GameState  # noqa: E402
from game.scenario import scenario  # noqa: E402
from game.ui.app import App  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))
ENTITIES = 100
KINDS = ("orc", "troll", "health_potion", "fireball_scroll", "sword", "shield", "corpse")
FRAME_KINDS = ("quiet", "moved", "step", "modal", "dialog")


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


def populate(state: GameState) -> None:
    """ENTITIES things on distinct tiles within 7 tiles of the player (so in sight)."""
    px, py = state.player.pos
    rng = random.Random(7)
    spots = [(x, y) for y in range(py - 7, py + 8) for x in range(px - 7, px + 8)
             if (x - px) ** 2 + (y - py) ** 2 <= 49 and (x, y) != (px, py)]
    for index, (x, y) in enumerate(rng.sample(spots, ENTITIES)):
        kind = KINDS[index % len(KINDS)]
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


def median_ms(step: Callable[[], None], frames: int,
              prepare: Callable[[], None] = lambda: None) -> float:
    """Median ms of ``step``; ``prepare`` (the change a frame shows: a turn, a step) runs
    before each one, untimed: the engine's work is not the frame's."""
    for _ in range(10):
        prepare()
        step()
    samples = []
    for _ in range(frames):
        prepare()
        start = time.perf_counter()
        step()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def measure(size: tuple[int, int], frames: int) -> tuple[dict[str, float], int, int]:
    """Median ms of ``floor`` and each FRAME_KINDS entry; sprites drawn; zoom."""
    app = App(size, resizable=False)
    state = open_floor()
    populate(state)
    app.start(state)
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

    def player_steps() -> None:
        steps["step"] += 1
        state.place(player, player.x + (1 if steps["step"] % 2 else -1), player.y)

    times = {"floor": median_ms(floor, frames),
             "quiet": median_ms(frame, frames),
             "moved": median_ms(frame, frames, monster_moves),
             "step": median_ms(frame, frames, player_steps)}
    view = app.game.stage_view
    x0, y0, x1, y1 = view.tiles_in_view(state.stage)
    shown = sum(1 for e in state.stage.entities
                if x0 <= e.x < x1 and y0 <= e.y < y1 and state.stage.visible[e.y, e.x])
    zoom = view.zoom
    app.open("inventory")

    def modal_frame() -> None:
        changed = app.draw()
        if changed is None:
            pygame.display.flip()
        else:
            pygame.display.update(changed)

    def cursor_moves() -> None:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, unicode="", mod=0,
                                      scancode=0))

    times["modal"] = median_ms(frame, frames)
    times["dialog"] = median_ms(modal_frame, frames, cursor_moves)
    pygame.quit()
    return times, shown, zoom


def floor_builds(repeats: int = 5) -> list[tuple[int, float, float]]:
    """(zoom, median ms, MB) of building the whole remembered floor at each zoom."""
    from game.ui.layout import ZOOMS

    app = App(SIZES[0], resizable=False)
    state = open_floor()
    app.start(state)
    app.draw()
    view = app.game.stage_view
    rows = []
    for zoom in ZOOMS:
        samples = []
        for _ in range(repeats):
            view.floor.surface = None  # as after a change of zoom
            start = time.perf_counter()
            view.floor.update(state.stage, zoom, view.tiles_in_view(state.stage))
            samples.append((time.perf_counter() - start) * 1000)
        surface = view.floor.surface
        megabytes = surface.get_width() * surface.get_height() * surface.get_bytesize() / 2**20
        rows.append((zoom, statistics.median(samples), megabytes))
    pygame.quit()
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    print(f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
          f"dummy video driver, median of {args.frames} frames; ms (ratio to floor)")
    print(f"{'window':>10} {'zoom':>4} {'sprites':>7} {'floor':>6} "
          + " ".join(f"{kind:>14}" for kind in FRAME_KINDS))
    for size in SIZES:
        times, shown, zoom = measure(size, args.frames)
        unit = times["floor"]
        cells = " ".join(f"{times[kind]:>6.3f} ({times[kind] / unit:>4.1f}x)"
                         for kind in FRAME_KINDS)
        print(f"{size[0]:>5}x{size[1]:<4} {zoom:>4} {shown:>7} {unit:>6.3f} {cells}")
    print("remembered floor, 80x43 all explored, built on a change of zoom:")
    for zoom, ms, megabytes in floor_builds():
        print(f"  zoom {zoom:>2}: {ms:6.2f} ms, {megabytes:5.1f} MB")


if __name__ == "__main__":
    main()
