"""Windows whose lines may not all fit (help, the character sheet on a short window): which
lines show, the keys and wheel that scroll them, and the line that says how many are hidden."""

from __future__ import annotations

import pygame

from game.ui import mouse
from game.ui.input import menu_command

#: Lines a wheel notch scrolls.
WHEEL_LINES = 3


class LineScroll:
    """The first line shown and how many show (``page``), as the last frame laid them out."""

    def __init__(self) -> None:
        self.first = 0
        self.page = 1

    def handle(self, event: pygame.event.Event) -> bool:
        """Arrows, Page Up / Down, Home / End and the wheel move the lines; True if used."""
        if event.type == pygame.MOUSEWHEEL:
            self.first -= WHEEL_LINES * mouse.wheel_steps(event)
            return True
        command = menu_command(event)
        steps = {
            "up": -1,
            "down": 1,
            "page_up": -self.page,
            "page_down": self.page,
            "first": -(10**6),
            "last": 10**6,
        }
        if command is None or command.name not in steps:
            return False
        self.first += steps[command.name]
        return True

    def lay_out(self, total: int, fits: int) -> range:
        """The lines to draw out of ``total`` when ``fits`` lines fit: all of them, or a page
        one line short of ``fits`` (that line says what is hidden: ``more``)."""
        self.page = total if fits >= total else max(1, fits - 1)
        self.first = max(0, min(self.first, total - self.page))
        return range(self.first, min(total, self.first + self.page))

    def more(self, total: int, noun: str = "lines") -> str:
        """ "3 more below: arrows or the wheel scroll" (also what is above), or "" when all
        lines show."""
        if self.page >= total:
            return ""
        above, below = self.first, total - self.first - self.page
        parts = [f"{above} {noun} above" if above else "", f"{below} more below" if below else ""]
        return ", ".join(part for part in parts if part) + ": arrows or the wheel scroll"
