"""On X11 the window's pixels go by X11's shared memory (SDL's native framebuffer), not
through an OpenGL texture that Mesa's software renderer redraws whole on every update; other
drivers and a value the player set are left alone."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import window


@pytest.mark.parametrize(
    ("driver", "before", "after"),
    [
        ("x11", None, "0"),  # the game's choice
        ("x11", "1", "1"),  # the player's own choice wins
        ("wayland", None, None),  # SDL 2 has no Wayland framebuffer of its own: leave it be
        ("dummy", None, None),
    ],
)
def test_native_framebuffer_on_x11_only(monkeypatch, driver, before, after):
    monkeypatch.setattr(pygame.display, "get_driver", lambda: driver)
    if before is None:
        monkeypatch.delenv(window.FRAMEBUFFER_HINT, raising=False)
    else:
        monkeypatch.setenv(window.FRAMEBUFFER_HINT, before)
    window.prefer_native_framebuffer()
    assert os.environ.get(window.FRAMEBUFFER_HINT) == after


def test_the_window_is_opened_after_the_hint_is_set(monkeypatch):
    """The hint is read when SDL makes the window's surface: set_mode must come after it."""
    calls = []
    monkeypatch.setattr(window, "prefer_native_framebuffer", lambda: calls.append("hint"))
    real_set_mode = pygame.display.set_mode

    def set_mode(*args, **kwargs):
        calls.append("set_mode")
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    try:
        window.init_display((800, 600), resizable=False)
    finally:
        pygame.quit()
    assert calls == ["hint", "set_mode"]
