"""The main loop's frame cap: at most FPS frames a second, on a fixed schedule."""

from __future__ import annotations

import time
from collections.abc import Callable


class FramePacer:
    """Holds frames to ``fps`` a second by keeping a schedule: each frame may start one period
    after the last one was due, however late the sleep before it woke. (pygame's
    ``Clock.tick`` sleeps a whole period from whenever it is called, rounded down to whole
    milliseconds, so every late wake-up of a busy machine is lost: 60 a second becomes 55.)
    After a stall of a whole period or more the schedule starts again: no burst of frames.
    """

    def __init__(
        self,
        fps: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.period = 1.0 / fps
        self.clock, self.sleep = clock, sleep
        self.due: float | None = None  # when the next frame may start

    def after_frame(self) -> None:
        """Call when a frame was shown: waits until the next one is due."""
        now = self.clock()
        if self.due is None:
            self.due = now + self.period
        if now < self.due:
            self.sleep(self.due - now)
        # on schedule, unless a whole period late: then the schedule starts again from now
        self.due = (self.due if now - self.due < self.period else now) + self.period
