"""One list of choices under a cursor, for every menu: the main menu, message boxes, the
context menu, item lists and the level-up choice.

Keys: up / down (wrapping or stopping at the ends), Home / End, Page Up / Page Down, Enter
chooses, Esc cancels. Pointer: hovering a row moves the cursor onto it, a left press on a row
chooses it, the wheel moves the cursor. Rows that are not ``enabled`` are skipped and cannot be
chosen. What the list does not know (letters, a click outside, right-clicks) is left to the
screen: ``handle`` returns None for those.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.ui import mouse
from game.ui.input import menu_command

STEPS = {"up": -1, "down": 1, "page_up": -10, "page_down": 10, "first": -(10**6), "last": 10**6}


@dataclass(frozen=True)
class Outcome:
    """What an event did to the list: a row chosen, a cancel, or only a cursor move."""

    chosen: int | None = None
    cancelled: bool = False


MOVED = Outcome()


class MenuList:
    """A cursor over ``count`` rows; ``rects`` are where the screen drew them last, from row
    ``first_drawn`` on (a scrolled list draws only some)."""

    def __init__(
        self,
        count: int = 0,
        cursor: int = 0,
        wrap: bool = False,
        enabled: Callable[[int], bool] = lambda index: True,
    ) -> None:
        self.count = count
        self.cursor = cursor
        self.wrap = wrap
        self.enabled = enabled
        self.rects: list[pygame.Rect] = []
        self.first_drawn = 0

    def clamp(self) -> int:
        """Keep the cursor on a row (after the rows changed); returns it."""
        self.cursor = max(0, min(self.cursor, self.count - 1))
        return self.cursor

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The enabled row drawn under ``pos``, if any."""
        for index, rect in enumerate(self.rects, start=self.first_drawn):
            if index < self.count and rect.collidepoint(pos) and self.enabled(index):
                return index
        return None

    def move(self, step: int) -> None:
        """``step`` rows down (negative: up): wrapping around, or stopping at the ends; rows
        that are not enabled are passed over."""
        if self.count <= 0:
            return
        if self.wrap and abs(step) == 1:
            direction = 1 if step > 0 else -1
            for _ in range(self.count):
                self.cursor = (self.cursor + direction) % self.count
                if self.enabled(self.cursor):
                    return
            return
        forward = 1 if step > 0 else -1
        target = max(0, min(self.count - 1, self.cursor + step))
        beyond = target  # a disabled target: the next enabled row further on...
        while 0 <= beyond < self.count and not self.enabled(beyond):
            beyond += forward
        if 0 <= beyond < self.count:
            self.cursor = beyond
            return
        while target != self.cursor and not self.enabled(target):  # ...else the nearest back
            target -= forward
        self.cursor = target

    def handle(self, event: pygame.event.Event) -> Outcome | None:
        """Apply ``event``; None when it is not the list's to handle."""
        if event.type == pygame.MOUSEMOTION or mouse.is_press(event, mouse.LEFT):
            index = self.index_at(event.pos)
            if index is None:
                return None
            self.cursor = index
            return MOVED if event.type == pygame.MOUSEMOTION else Outcome(chosen=index)
        if event.type == pygame.MOUSEWHEEL:
            self.move(-mouse.wheel_steps(event))
            return MOVED
        command = menu_command(event)
        if command is None:
            return None
        if command.name in STEPS:
            self.move(STEPS[command.name])
            return MOVED
        if command.name == "confirm":
            if 0 <= self.cursor < self.count and self.enabled(self.cursor):
                return Outcome(chosen=self.cursor)
            return MOVED
        if command.name == "cancel":
            return Outcome(cancelled=True)
        return None
