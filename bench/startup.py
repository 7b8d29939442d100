"""Launch to the first menu frame: how long ``python main.py`` takes to show the menu.

Each run starts a fresh interpreter that runs main.py as a player would (saves in a temporary
folder) and stops at the first frame sent to the display; the time is taken by this process,
from just before starting the child to the line it prints at that frame, so it includes the
interpreter's own start. Side by side with each launch, a bare pygame window (import pygame,
open a window, first flip) is timed the same way: the ratio says how much the game adds, on a
loaded machine too. Also printed: the slowest imports before that frame (``-X importtime``),
whether tcod or the engine had been imported (they should not be), and whether the mixer was
open or a sound module loaded (they should not be: sounds start after the first frame).
Goal: <= 0.4 s. Runs on SDL's dummy driver unless DISPLAY is set and ``--real`` is given.
Run: python bench/startup.py [--runs N] [--real]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAVY = ("tcod", "game.engine.game", "game.content", "game.engine.procgen")
#: Modules that only playing sounds needs (``game.ui.audio`` itself is small and imported).
SOUND = ("game.ui.sounds", "game.ui.sfx", "numpy")
GOAL = 0.4
#: The floor under any game: pygame imported, a window opened, its first flip.
BARE = """
import os, pygame
pygame.display.init()
pygame.display.set_mode((1280, 720))
print("FRAME - -", flush=True)
os._exit(0)
"""

#: Runs main.py; at the first flip (or update) prints which heavy modules are loaded, exits.
CHILD = f"""
import os, sys, pygame
def first_frame(*args):
    heavy = [name for name in {HEAVY!r} if name in sys.modules]
    mixer = sys.modules.get("pygame.mixer")
    sound = [*(["mixer open"] if mixer is not None and mixer.get_init() else []),
             *(name for name in {SOUND!r} if name in sys.modules)]
    print("FRAME", ",".join(heavy) or "-", ",".join(sound) or "-", flush=True)
    os._exit(0)
pygame.display.flip = first_frame
pygame.display.update = first_frame
sys.argv = ["main.py", "--save-dir", sys.argv[1]]
sys.path.insert(0, {str(ROOT)!r})
import runpy
runpy.run_path({str(ROOT / "main.py")!r}, run_name="__main__")
"""


def launch(
    saves: str, env: dict[str, str], importtime: bool = False, code: str = CHILD
) -> tuple[float, str, str, str]:
    """Seconds to the first frame, the heavy modules and the sound loaded by then, stderr."""
    flags = ["-X", "importtime"] if importtime else []
    start = time.perf_counter()
    child = subprocess.run(
        [sys.executable, *flags, "-c", code, saves],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    elapsed = time.perf_counter() - start
    line = next((line for line in child.stdout.splitlines() if line.startswith("FRAME")), "")
    if not line:
        raise SystemExit(f"no frame was shown:\n{child.stdout}\n{child.stderr}")
    return elapsed, line.split()[1], line.split()[2], child.stderr


def slowest_imports(report: str, count: int = 8) -> list[tuple[int, str]]:
    """(cumulative us, module) of the top-level imports that took longest."""
    rows = []
    for line in report.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _, cumulative, name = (part.strip() for part in line[len("import time:") :].split("|"))
        if not name.startswith(" "):
            rows.append((int(cumulative), name))
    return sorted(rows, reverse=True)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--real", action="store_true", help="use the real display (DISPLAY)")
    args = parser.parse_args()
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER="dummy")
    if not args.real:
        env["SDL_VIDEODRIVER"] = "dummy"
    with tempfile.TemporaryDirectory() as saves:
        launch(saves, env)  # warm the file cache and the .pyc files
        times, bare, heavy, sound = [], [], "", ""
        for _ in range(args.runs):  # alternately: both see the same load
            elapsed, heavy, sound, _ = launch(saves, env)
            times.append(elapsed)
            bare.append(launch(saves, env, code=BARE)[0])
        _, _, _, report = launch(saves, env, importtime=True)
    median = statistics.median(times)
    print(
        f"launch to first menu frame ({'real display' if args.real else 'dummy driver'}, "
        f"{args.runs} runs): median {median:.3f} s, "
        f"min {min(times):.3f} s, max {max(times):.3f} s "
        f"({'MET' if median <= GOAL else 'MISSED'}: goal <= {GOAL} s)"
    )
    print(
        f"a bare pygame window, side by side: median {statistics.median(bare):.3f} s; the "
        f"game takes {median / statistics.median(bare):.2f}x as long"
    )
    print(f"heavy modules loaded by the first frame: {heavy}")
    print(f"sound loaded by the first frame: {sound} (none expected)")
    print("slowest top-level imports before it (cumulative ms):")
    for micros, name in slowest_imports(report):
        print(f"  {micros / 1000:7.1f}  {name}")


if __name__ == "__main__":
    main()
