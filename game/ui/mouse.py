"""Mouse basics shared by the screens: buttons, clicks versus drags, the wheel.

A press becomes a *drag* only once the pointer has moved more than ``DRAG_THRESHOLD`` pixels
with the button held; a release before that is a click. SDL also reports the wheel as
buttons 4 and 5 (besides MOUSEWHEEL events): those presses are ignored here so that one notch
is handled once.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

LEFT, MIDDLE, RIGHT = 1, 2, 3
#: Pixels the pointer may move with the button held and still make a click.
DRAG_THRESHOLD = 6

Pos = tuple[int, int]


def is_press(event: pygame.event.Event, button: int | None = None) -> bool:
    """A MOUSEBUTTONDOWN of a real button (not the wheel), optionally a given one."""
    if event.type != pygame.MOUSEBUTTONDOWN or event.button > RIGHT:
        return False
    return button is None or event.button == button


def is_release(event: pygame.event.Event, button: int | None = None) -> bool:
    if event.type != pygame.MOUSEBUTTONUP or event.button > RIGHT:
        return False
    return button is None or event.button == button


def wheel_steps(event: pygame.event.Event) -> int:
    """Wheel notches of a MOUSEWHEEL event: positive away from the user (scroll up)."""
    if event.type != pygame.MOUSEWHEEL:
        return 0
    return int(event.y) if event.y else 0


def pointer() -> Pos:
    """Where the pointer is now (for wheel events, which carry no position)."""
    return pygame.mouse.get_pos()


def is_mouse(event: pygame.event.Event) -> bool:
    return event.type in (
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
    )


@dataclass
class Press:
    """A left button held down: where, on what, and whether it has become a drag."""

    pos: Pos
    target: Any = None
    dragging: bool = False

    def moved(self, pos: Pos) -> bool:
        """Note a motion to ``pos``; True when this motion turned the press into a drag."""
        if self.dragging:
            return False
        dx, dy = pos[0] - self.pos[0], pos[1] - self.pos[1]
        if dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD:
            self.dragging = True
            return True
        return False
