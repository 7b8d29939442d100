"""The screen stack: the game or the menu at the bottom, modals above; only the top one gets
events. Every change is announced once (``on_change``), so what depends on which screen is on
top (the game's hover, a held button) is refreshed at the cause, not on the next mouse move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

S = TypeVar("S")


class ScreenStack(Generic[S]):
    """An ordered list of screens, bottom first, never empty."""

    def __init__(self, first: S, on_change: Callable[[], None] = lambda: None) -> None:
        self._screens: list[S] = [first]
        self.on_change = on_change

    def __iter__(self) -> Iterator[S]:
        return iter(tuple(self._screens))

    def __len__(self) -> int:
        return len(self._screens)

    def __contains__(self, screen: object) -> bool:
        return screen in self._screens

    @property
    def top(self) -> S:
        return self._screens[-1]

    def push(self, screen: S) -> S:
        self._screens.append(screen)
        self.on_change()
        return screen

    def pop(self, screen: S | None = None) -> None:
        """Remove ``screen`` (default: the top one); the bottom screen always stays."""
        if len(self._screens) <= 1:
            return
        if screen is None:
            self._screens.pop()
        elif screen in self._screens:
            self._screens.remove(screen)
        else:
            return
        self.on_change()

    def replace(self, *screens: S) -> None:
        """Start over with ``screens`` (bottom first)."""
        assert screens, "the stack is never empty"
        self._screens = list(screens)
        self.on_change()

    def showing(self, kind: type) -> bool:
        return any(isinstance(screen, kind) for screen in self._screens)

    def visible(self, is_modal: Callable[[S], bool]) -> list[S]:
        """The screens to draw, bottom first: the topmost opaque one and every modal above."""
        start = len(self._screens) - 1
        while start > 0 and is_modal(self._screens[start]):
            start -= 1
        return self._screens[start:]
