"""Is there a screen to open a window on? Asked before and after SDL starts; no pygame here,
so the command line can ask cheaply.

Without a display SDL quietly falls back to an off-screen driver: the game would run with no
window and no word, looking hung. The player is told instead, and the program exits non-zero.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

#: SDL video drivers that draw nowhere: fine when asked for (tests, --screenshot), not otherwise.
OFF_SCREEN = frozenset({"offscreen", "dummy"})

NO_DISPLAY = (
    "Ironbound needs a display to open its window, and {why}. Run it from a desktop "
    "session, or use a mode that needs none: --screenshot PATH, or --autoplay TURNS "
    "--headless."
)


def driver_chosen(environ: Mapping[str, str] = os.environ) -> bool:
    """The user (or a test) picked SDL's video driver: whatever it is, it was asked for."""
    return bool(environ.get("SDL_VIDEODRIVER", "").strip())


def display_problem(
    environ: Mapping[str, str] = os.environ, platform: str = sys.platform
) -> str | None:
    """Why no window can open here, before starting SDL (None: try). On Linux a window needs
    an X11 or Wayland session; a chosen driver is trusted."""
    if driver_chosen(environ):
        return None
    if platform.startswith("linux") and not (
        environ.get("DISPLAY", "").strip() or environ.get("WAYLAND_DISPLAY", "").strip()
    ):
        return NO_DISPLAY.format(why="none was found (DISPLAY and WAYLAND_DISPLAY are not set)")
    return None


def fallback_problem(driver: str, chosen: bool) -> str | None:
    """Why the window SDL opened is no window (None: it is one): SDL fell back, unasked, to a
    driver that draws nowhere."""
    if chosen or driver not in OFF_SCREEN:
        return None
    return NO_DISPLAY.format(why=f"SDL found no screen (it fell back to its {driver} driver)")
