"""The OS window: pygame's display set-up, its minimum size, fullscreen and screenshots."""

from __future__ import annotations

import os
import time
import warnings
from pathlib import Path

import pygame

from game.ui import text
from game.ui.layout import MIN_SIZE
from game.ui.tileset import ASSETS

TITLE = "Ironbound"
KEY_REPEAT = (280, 70)  # ms before a held key repeats, ms between repeats: hold to walk
#: SDL's hint (read from the environment when the window's surface is made): "0" shows the
#: window through the video driver's own framebuffer instead of an OpenGL texture.
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def prefer_native_framebuffer() -> None:
    """On X11, have SDL send the window's pixels by X11's shared memory, not through OpenGL.

    SDL 2.32 shows a window surface through an OpenGL texture by default; without a GPU (Mesa's
    llvmpipe) every display update then re-renders the whole window on the CPU in threads
    (10-40 ms on a busy machine), and only after that sends it. The game draws on the CPU and
    updates only what changed, which X11's shared-memory framebuffer sends directly (a view's
    worth in about 0.1 ms). Other drivers (Wayland has no framebuffer of its own in SDL 2) and
    a value the player set are left alone. Call after ``pygame.display.init`` and before the
    first ``set_mode``."""
    if pygame.display.get_driver() == "x11":
        os.environ.setdefault(FRAMEBUFFER_HINT, "0")


def init_display(size: tuple[int, int], resizable: bool = True) -> pygame.Surface:
    """Start pygame's display and font modules and open the window (the sounds start later, on
    the audio driver the system offers: ``game.ui.audio``)."""
    pygame.display.init()
    prefer_native_framebuffer()
    pygame.font.init()
    pygame.display.set_caption(TITLE)
    icon = ASSETS / "player.png"
    if icon.exists():
        pygame.display.set_icon(pygame.transform.scale(pygame.image.load(str(icon)), (32, 32)))
    flags = pygame.RESIZABLE if resizable else 0
    text.reset()
    surface = pygame.display.set_mode(size, flags)
    keep_minimum_size(surface.get_size())
    pygame.key.set_repeat(*KEY_REPEAT)
    return surface


def minimum_size(current: tuple[int, int]) -> tuple[int, int]:
    """MIN_SIZE, but never more than the window is now: a bigger minimum would make SDL grow
    the window under pygame's display surface, which then points at freed memory."""
    return min(MIN_SIZE[0], current[0]), min(MIN_SIZE[1], current[1])


def keep_minimum_size(current: tuple[int, int]) -> None:
    """Ask the window manager not to let the window be dragged smaller than the minimum (the
    screens still cope with any size: some drivers and managers ignore this)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # the display-module window
            pygame.Window.from_display_module().minimum_size = minimum_size(current)
    except (pygame.error, AttributeError):
        pass


class Window:
    """The display surface, and switching it between a window and fullscreen."""

    def __init__(self, size: tuple[int, int], resizable: bool = True) -> None:
        self.surface = init_display(size, resizable)
        self.resizable = resizable
        self.windowed_size = size
        self.fullscreen = False

    def resized(self) -> None:
        """After VIDEORESIZE: the display surface SDL made for the new size."""
        surface = pygame.display.get_surface()
        if surface is not None:  # none only with no window at all (never here)
            self.surface = surface

    def toggle_fullscreen(self) -> str | None:
        """Fullscreen at the desktop's size, or back to the window; why not, if it failed."""
        try:
            if self.fullscreen:
                flags = pygame.RESIZABLE if self.resizable else 0
                self.surface = pygame.display.set_mode(self.windowed_size, flags)
                keep_minimum_size(self.surface.get_size())
            else:
                self.windowed_size = self.surface.get_size()
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        except pygame.error as error:
            return f"Fullscreen failed: {error}"
        self.fullscreen = not self.fullscreen
        return None

    def set_size(self, size: tuple[int, int]) -> str | None:
        """The window at ``size`` (in fullscreen: when it comes back); why not, if it failed."""
        self.windowed_size = size
        if self.fullscreen:
            return None
        try:
            flags = pygame.RESIZABLE if self.resizable else 0
            self.surface = pygame.display.set_mode(size, flags)
            keep_minimum_size(self.surface.get_size())
        except pygame.error as error:
            return f"The window could not take that size: {error}"
        return None

    def save_png(self, folder: Path) -> tuple[Path | None, str]:
        """The last drawn frame as a PNG in ``folder``: (path, "") or (None, why not)."""
        stamp = time.strftime("%Y%m%d-%H%M%S") + f"-{int(time.time() * 1000) % 1000:03d}"
        path = folder / f"ironbound-{stamp}.png"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.surface, str(path))
        except (OSError, pygame.error) as error:
            return None, str(error)
        return path, ""
