"""How much of a step frame is pixel work: the floor that no Python speed-up can go under.

A step frame (the player steps, a turn, the frame before drawn untimed: ``bench/render.py``'s
``step`` kind, on its two scenes)
is drawn onto a window that records every ``blit``, ``fblits`` and ``fill`` made onto it. The
recorded calls are then replayed alone, with the same surfaces, places and clips, onto a
plain surface of the window's size and format (no game code runs between them), then
``display.flip()``. Timed in blocks alternating with the real step frame and with the unit
of ``bench/render.py`` (one full-window blit + flip), in one process:
  step     the real step frame (the game's Python and its pixel work; drawn on the recording
           window, whose methods add a few us of calls)
  in frame the time the step frame's own blits, fblits and fills onto the window took, timed
           one by one inside it
  pixels   those calls replayed alone: what a frame drawn the same way costs with no Python
           between the calls. Lower than ``in frame``: replayed back to back, the tiles and
           sprites stay in the cache, which the game's own work between the calls evicts
  python   step - in frame: the game's own work (reading the state, choosing what to draw),
           and the panels' drawing into surfaces of their own
The goal of ``bench/render.py`` (every frame <= 3x the unit) leaves ``3 - in frame`` units for
everything that is not a blit onto the window.
Run: python bench/pixel_floor.py [--frames N] [--blocks B]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench/render.py's scenes

import pygame  # noqa: E402
from render import SCENES, SIZES, populate  # noqa: E402

from game.ui.app import App  # noqa: E402

Call = tuple[str, tuple[Any, ...], dict[str, Any]]


class RecordingWindow(pygame.Surface):
    """A surface that notes the blits, fblits and fills made onto it (while ``calls`` is a
    list), then makes them, adding the time they took to ``spent``."""

    calls: list[Call] | None = None
    spent = 0.0

    def _made(self, method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        if RecordingWindow.calls is not None:
            RecordingWindow.calls.append((method, args, kwargs))
        start = time.perf_counter()
        try:
            return getattr(super(), method)(*args, **kwargs)
        finally:
            RecordingWindow.spent += time.perf_counter() - start

    def blit(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        return self._made("blit", args, kwargs)

    def fblits(self, blit_sequence: Any, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        # an iterator is read once: a list is kept for the replay
        self._made("fblits", (list(blit_sequence), *args), kwargs)

    def fill(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        return self._made("fill", args, kwargs)

    def set_clip(self, *args: Any, **kwargs: Any) -> None:  # type: ignore[override]
        self._made("set_clip", args, kwargs)


def median_us(
    action: Callable[[], None], prepare: Callable[[], None], frames: int
) -> tuple[float, float]:
    """Median us of ``frames`` runs of ``action`` (``prepare`` untimed before each), and of
    the time the recording window's calls took within them."""
    samples, spent = [], []
    for _ in range(frames):
        prepare()
        RecordingWindow.spent = 0.0
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
        spent.append(RecordingWindow.spent)
    return statistics.median(samples) * 1e6, statistics.median(spent) * 1e6


def measure(scene: str, size: tuple[int, int], frames: int, blocks: int) -> dict[str, float]:
    """Median us of the step frame, its replayed pixel calls and the unit, per kind."""
    app = App(size, resizable=False)
    display = app.surface
    # the game draws on it from the first frame: a new window would draw everything again
    app.surface = RecordingWindow(size, 0, display)
    state = SCENES[scene]()
    populate(state)
    app.play.start(state)
    app.draw()
    player = state.player
    steps = [0]

    def player_steps() -> None:  # as bench/render.py's step: a step and a turn
        steps[0] += 1
        state.place(player, player.x + (1 if steps[0] % 2 else -1), player.y)
        state.turn += 1
        state.stage.explored[:] = True

    def frame() -> None:
        app.draw()
        pygame.display.flip()

    def next_step() -> None:  # the last step's next frame (its panels), then a step
        frame()
        player_steps()

    for _ in range(20):
        next_step()
        frame()
    recorded: list[list[Call]] = []
    for _ in range(2):  # a step right and a step left, replayed in turn
        next_step()
        RecordingWindow.calls = []
        frame()
        recorded.append(RecordingWindow.calls)
        RecordingWindow.calls = None
    plain = pygame.Surface(size, 0, display)
    backdrop = pygame.Surface(size, 0, display)
    backdrop.fill((30, 30, 40))
    replays = [0]

    def replay() -> None:
        replays[0] += 1
        for method, args, kwargs in recorded[replays[0] % 2]:
            getattr(plain, method)(*args, **kwargs)
        pygame.display.flip()

    def unit() -> None:
        plain.blit(backdrop, (0, 0))
        pygame.display.flip()

    times: dict[str, list[float]] = {"step": [], "pixels": [], "unit": [], "in frame": []}
    runs = {
        "step": (frame, next_step),
        "pixels": (replay, lambda: None),
        "unit": (unit, lambda: None),
    }
    for block in range(blocks):
        order = list(runs) if block % 2 == 0 else list(reversed(runs))
        for kind in order:
            took, spent = median_us(*runs[kind], frames)
            times[kind].append(took)
            if kind == "step":
                times["in frame"].append(spent)
    result = {kind: statistics.median(values) for kind, values in times.items()}
    result["calls"] = sum(
        len(a[0]) if m == "fblits" else m != "set_clip" for m, a, _ in recorded[0]
    )
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=60, help="frames per block")
    parser.add_argument("--blocks", type=int, default=8)
    args = parser.parse_args()
    print(
        f"pygame-ce {pygame.version.ver}, SDL {'.'.join(map(str, pygame.get_sdl_version()))}; "
        f"{args.blocks} alternating blocks of {args.frames} frames; median us, and x the unit"
    )
    kinds = ("step", "in frame", "pixels", "python")
    print(f"{'scene':>5} {'window':>10} {'unit':>6} " + " ".join(f"{k:>13}" for k in kinds))
    for size in SIZES:
        for scene in SCENES:
            r = measure(scene, size, args.frames, args.blocks)
            r["python"] = r["step"] - r["in frame"]
            u = r["unit"]
            cells = [f"{r[k]:>6.0f} {r[k] / u:>5.2f}x" for k in kinds]
            print(f"{scene:>5} {size[0]:>5}x{size[1]:<4} {u:>6.0f} " + " ".join(cells))
    print(f"blits onto the window per step frame (a sequence's blits counted): {r['calls']:.0f}")


if __name__ == "__main__":
    main()
