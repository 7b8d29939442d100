"""Keeps Python's garbage collector out of the frames.

A full collection walks every tracked object, and nearly all of them (the modules' functions,
classes and tables, the floor just built) live as long as the game does: on this machine one
took 10-22 ms, a dropped frame or two in the middle of a walk. When a game starts or a new
floor appears (the moments that redraw the whole window anyway) the heap is collected once and
what survives is frozen (``gc.freeze``): later collections look only at objects made since.
The freeze is undone before the next settle's collection, so nothing frozen is kept for good.
"""

from __future__ import annotations

import gc
from collections.abc import Hashable


class HeapKeeper:
    """Settles the heap once per ``moment`` (a game and floor): collect, then freeze."""

    def __init__(self) -> None:
        self._moment: Hashable = None
        self.settles = 0  # how often it settled (tests)

    def settle_for(self, moment: Hashable) -> bool:
        """Collect and freeze if ``moment`` differs from the last one; True if it did."""
        if moment == self._moment:
            return False
        self._moment = moment
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.settles += 1
        return True
