"""An idle game idles: the app's own main loop in a real window under an X server.

1. idle: the game screen for --seconds with no input. Prints the CPU time the process used (as
   a share of one core) and the frames flipped (``display.flip`` and ``display.update`` calls,
   counted by wrapping them). Goal: <= 5% of one core, no flip after the first frame.
2. walking: the same length of time at the same size with the player walking: key presses
   (right, then left, ... one every 8 ms: 125 steps a second, more than frames can show)
   are posted by a thread into the real event queue. Prints frames per second over the run,
   and after the first second over the gaps between frames (first to last frame shown then: a
   figure over the whole time would count the time after the last frame too), with the
   longest gap and how many gaps dropped a frame (over 1.5 periods). Goal: >= 60 (the loop
   draws at most 60 a second). A full garbage collection once stopped a walk for 22 ms; the
   app now collects and freezes the heap when a floor first shows (``game.ui.heap``).
   Then where a frame's time goes: the app's own work (events, turns, drawing) and the wait
   for the display (``flip``/``update``), next to a 1x1 update alone (probed before the run).
   That wait was 10-40 ms a frame while SDL showed the window through an OpenGL texture
   (Mesa's llvmpipe re-rendering the whole window per update); the game now asks for X11's
   shared-memory framebuffer (``game.ui.window.prefer_native_framebuffer``).
The game is an 80x43 open floor, every tile explored. If DISPLAY is unset an Xvfb server is
started for the run (and stopped after).
Run: python bench/idle.py [--seconds S] [--size WxH]
"""

from __future__ import annotations

import argparse
import itertools
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.pop("SDL_VIDEODRIVER", None)
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run from a checkout, no install

import pygame  # noqa: E402

from game.engine.game import GameState  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.scenario import scenario  # noqa: E402

KEY_EVERY = 0.008  # s between posted key presses: 125 a second, more than a frame can show


def start_xvfb(size: tuple[int, int]) -> subprocess.Popen[bytes] | None:
    """An Xvfb server on a free display number, DISPLAY set to it; None if one is set."""
    if os.environ.get("DISPLAY"):
        return None
    if shutil.which("Xvfb") is None:
        raise SystemExit("DISPLAY is unset and Xvfb is not installed")
    number = next(n for n in range(90, 200) if not Path(f"/tmp/.X{n}-lock").exists())
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    socket = Path(f"/tmp/.X11-unix/X{number}")
    for _ in range(100):
        if socket.exists():
            break
        time.sleep(0.05)
    else:
        server.terminate()
        raise SystemExit("Xvfb did not start")
    os.environ["DISPLAY"] = f":{number}"
    return server


def open_floor() -> GameState:
    """An 80x43 floor, all open and explored, the player in the middle."""
    rows = ["#" * 80] + ["#" + "." * 78 + "#" for _ in range(41)] + ["#" * 80]
    rows[21] = rows[21][:40] + "@" + rows[21][41:]
    state = scenario("\n".join(rows), seed=1)
    state.stage.explored[:] = True
    state.update_fov()
    return state


class FlipCounter:
    """Counts display.flip and display.update calls while installed, and their time."""

    def __init__(self) -> None:
        self.count = 0
        self.seconds = 0.0
        self.stamps: list[float] = []  # perf_counter when each frame went to the display
        self.real_flip, self.real_update = pygame.display.flip, pygame.display.update

    def __enter__(self) -> FlipCounter:
        def flip() -> None:
            self.count += 1
            start = time.perf_counter()
            self.stamps.append(start)
            self.real_flip()
            self.seconds += time.perf_counter() - start

        def update(rects: object = None) -> None:
            self.count += 1
            start = time.perf_counter()
            self.stamps.append(start)
            self.real_update(rects)
            self.seconds += time.perf_counter() - start

        pygame.display.flip, pygame.display.update = flip, update
        return self

    def __exit__(self, *exc: object) -> None:
        pygame.display.flip, pygame.display.update = self.real_flip, self.real_update


class Run:
    """What one run of the loop measured."""

    def __init__(self) -> None:
        self.wall = self.cpu = self.in_frames = self.display = 0.0
        self.flips = self.late = 0
        self.late_from = 0.0  # s into the run when ``late`` began to count
        self.probe: list[float] = []  # ms of 1x1 updates before the run
        self.stamps: list[float] = []  # s into the run when each frame went to the display

    def steady(self) -> tuple[float, float, int]:
        """After the first second: frames a second over the time from the first of those
        frames to the last (the gaps between frames, not the time after the last one), the
        longest gap in ms, and how many gaps were over 1.5 frame periods (a dropped frame)."""
        shown = [at for at in self.stamps if at >= self.late_from]
        if len(shown) < 2:
            return 0.0, 0.0, 0
        gaps = [b - a for a, b in itertools.pairwise(shown)]
        return (
            (len(shown) - 1) / (shown[-1] - shown[0]),
            1000 * max(gaps),
            sum(1 for gap in gaps if gap > 1.5 / 60),
        )

    @property
    def per_frame(self) -> tuple[float, float]:
        """ms per flipped frame: the app's own work in frames, and the wait for the display."""
        frames = max(1, self.flips)
        return ((self.in_frames - self.display) * 1000 / frames, self.display * 1000 / frames)


def probe_display(times: int = 60) -> list[float]:
    """ms of each of ``times`` 1x1 display updates: the X server's answer time alone."""
    samples = []
    for _ in range(times):
        start = time.perf_counter()
        pygame.display.update([pygame.Rect(0, 0, 1, 1)])
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def run_for(
    seconds: float, size: tuple[int, int], inputs: Callable[[], None] = lambda: None
) -> Run:
    """App.run on the open floor for ``seconds`` (a timed QUIT ends it)."""
    app = App(size, resizable=False)
    app.play.start(open_floor())
    run = Run()
    run.probe = probe_display()
    counts: list[int] = []
    real_frame = app.frame

    def frame(events: list[pygame.event.Event] | None = None) -> bool:
        began = time.perf_counter()
        drew = real_frame(events)
        run.in_frames += time.perf_counter() - began
        if time.perf_counter() - start >= 1.0 and not counts:
            counts.append(flips.count)
            run.late_from = time.perf_counter() - start
        return drew

    app.frame = frame  # type: ignore[method-assign]
    pygame.time.set_timer(pygame.QUIT, round(seconds * 1000), loops=1)
    inputs()
    with FlipCounter() as flips:
        start, cpu = time.perf_counter(), time.process_time()
        app.run()  # ends with pygame.quit()
        run.wall, run.cpu = time.perf_counter() - start, time.process_time() - cpu
    run.flips, run.display = flips.count, flips.seconds
    run.stamps = [at - start for at in flips.stamps]
    run.late = flips.count - (counts[0] if counts else 0)
    return run


def walking_keys() -> None:
    """A thread posts a right arrow, then a left one, ... every KEY_EVERY seconds into the
    real event queue (SDL's queue takes events from any thread) until pygame stops."""

    def key(code: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=code, unicode="", mod=0, scancode=0)

    keys = (key(pygame.K_RIGHT), key(pygame.K_LEFT))

    def post() -> None:
        sent = 0
        while pygame.display.get_init():
            try:
                pygame.event.post(keys[sent % 2])
            except pygame.error:
                return
            sent += 1
            time.sleep(KEY_EVERY)

    threading.Thread(target=post, daemon=True).start()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    size = tuple(int(part) for part in args.size.split("x"))
    assert len(size) == 2
    server = start_xvfb(size)  # type: ignore[arg-type]
    try:
        pygame.display.init()
        print(
            f"pygame-ce {pygame.version.ver}, SDL {pygame.display.get_driver()} driver, "
            f"DISPLAY={os.environ.get('DISPLAY')}, {size[0]}x{size[1]}"
        )
        pygame.display.quit()
        idle = run_for(args.seconds, size)  # type: ignore[arg-type]
        print(
            f"idle    {idle.wall:5.1f} s: CPU {idle.cpu:.3f} s = "
            f"{100 * idle.cpu / idle.wall:4.1f}% of one core (goal <= 5%), {idle.flips} frames "
            f"flipped, {idle.late} after the first second (goal 1 and 0)"
        )
        walk = run_for(args.seconds, size, walking_keys)  # type: ignore[arg-type]
        work, wait = walk.per_frame
        probe = sorted(walk.probe)
        steady, longest, dropped = walk.steady()
        print(
            f"walking {walk.wall:5.1f} s: {walk.flips / walk.wall:5.1f} frames a second, "
            f"{steady:5.1f} after the first second (goal >= 60; longest gap {longest:.1f} "
            f"ms, {dropped} gaps over 1.5 frames), CPU "
            f"{100 * walk.cpu / walk.wall:4.1f}% of one core; per frame "
            f"{work:.1f} ms of the app's work + {wait:.1f} ms waiting for the display; a 1x1 "
            f"update alone took {statistics.median(probe):.1f} ms (median; lowest "
            f"{probe[0]:.1f}) before the run"
        )
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)


if __name__ == "__main__":
    main()
