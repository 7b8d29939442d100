"""Frame time of the tile screen next to the cheapest possible frame, on SDL's dummy driver.

For each window size the game screen is drawn with 100 visible entities (monsters, items and
remains around the player on an open floor). Measured in the same run:
  floor   ONE full-window blit of an opaque surface + ``display.flip()``
  frame   a game frame + ``display.flip()``: every panel and every entity is checked
          against the state, nothing changed, so the cached terrain, panels and sprites
          reach the window in one blit (the state of a quiet turn-based screen)
  moved   the same when the sprites changed (monsters moved, FOV and camera did not):
          the cached terrain is blitted and the 100 sprites (colour-keyed RLE copies)
          drawn again; once per turn
  turn    the same when the camera moved: the terrain cache is rebuilt as well
The goal is frame <= 3x floor.   Run: python bench/render.py [--frames 200]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
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


def open_floor() -> GameState:
    """An 80x43 floor, all open, every tile seen, the player in the middle in full gear."""
    rows = ["#" * 80] + ["#" + "." * 78 + "#" for _ in range(41)] + ["#" * 80]
    middle = list(rows[21])
    middle[40] = "@"
    rows[21] = "".join(middle)
    state = scenario("\n".join(rows), seed=1)
    for kind in ("iron_helm", "shield", "chain_mail"):
        item = create_item(kind)
        state.player.inventory.add(item)
        state.player.equipment.equip(item)
    state.stage.visible[:] = True
    state.stage.explored[:] = True
    return state


def populate(state: GameState, app: App) -> None:
    """ENTITIES things on distinct tiles inside the current view."""
    app.draw()
    x0, y0, x1, y1 = app.game.stage_view.tiles_in_view(state.stage)
    rng = random.Random(7)
    spots = [(x, y) for y in range(max(1, y0), min(42, y1)) for x in range(max(1, x0), min(79, x1))
             if (x, y) != state.player.pos]
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


def median_ms(step, frames: int) -> float:
    for _ in range(10):
        step()
    samples = []
    for _ in range(frames):
        start = time.perf_counter()
        step()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples)


def measure(size: tuple[int, int], frames: int) -> tuple[float, float, float, float, int, int]:
    app = App(size, resizable=False)
    state = open_floor()
    app.start(state)
    populate(state, app)
    screen = app.surface
    backdrop = pygame.Surface(size)
    backdrop.fill((30, 30, 40))
    backdrop = backdrop.convert()

    def floor() -> None:
        screen.blit(backdrop, (0, 0))
        pygame.display.flip()

    def frame() -> None:
        app.draw()
        pygame.display.flip()

    view = app.game.stage_view

    def moved_frame() -> None:
        view._last_blits = []  # as if a sprite moved: draw terrain and sprites again
        app.draw()
        pygame.display.flip()

    def turn_frame() -> None:
        view._terrain_key = None  # as if the camera moved: rebuild the terrain too
        app.draw()
        pygame.display.flip()

    floor_ms = median_ms(floor, frames)
    frame_ms = median_ms(frame, frames)
    moved_ms = median_ms(moved_frame, frames)
    turn_ms = median_ms(turn_frame, max(20, frames // 4))
    x0, y0, x1, y1 = view.tiles_in_view(state.stage)
    shown = sum(1 for e in state.stage.entities if x0 <= e.x < x1 and y0 <= e.y < y1)
    zoom = view.zoom
    pygame.quit()
    return floor_ms, frame_ms, moved_ms, turn_ms, shown, zoom


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=200)
    args = parser.parse_args()
    print(f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}, "
          f"dummy video driver, median of {args.frames} frames")
    print(f"{'window':>10} {'zoom':>4} {'sprites':>7} {'floor ms':>8} {'frame ms':>8} "
          f"{'ratio':>6} {'moved ms':>8} {'ratio':>6} {'turn ms':>7} {'ratio':>6}")
    for size in SIZES:
        floor_ms, frame_ms, moved_ms, turn_ms, shown, zoom = measure(size, args.frames)
        print(f"{size[0]:>5}x{size[1]:<4} {zoom:>4} {shown:>7} {floor_ms:>8.3f} "
              f"{frame_ms:>8.3f} {frame_ms / floor_ms:>5.2f}x {moved_ms:>8.3f} "
              f"{moved_ms / floor_ms:>5.2f}x {turn_ms:>7.3f} {turn_ms / floor_ms:>5.2f}x")


if __name__ == "__main__":
    main()
