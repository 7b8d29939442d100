"""The main loop's frame cap keeps a schedule: sleeps that wake late cost no frames, frames
never come faster than the cap, and a stall is not made up for with a burst."""

from __future__ import annotations

from game.ui.pacing import FramePacer


class FakeTime:
    """A clock that moves only by the frames' work and the pacer's sleeps (which wake late)."""

    def __init__(self, oversleep: float) -> None:
        self.now = 0.0
        self.oversleep = oversleep
        self.sleeps = 0

    def clock(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.sleeps += 1
        self.now += seconds + self.oversleep


def frame_starts(pacer: FramePacer, time: FakeTime, frames: int, work: float) -> list[float]:
    starts = []
    for _ in range(frames):
        starts.append(time.now)
        time.now += work
        pacer.after_frame()
    return starts


def test_late_wake_ups_cost_no_frames():
    time = FakeTime(oversleep=0.0015)  # every sleep wakes 1.5 ms late, as on a busy machine
    pacer = FramePacer(60, time.clock, time.sleep)
    starts = frame_starts(pacer, time, 600, work=0.002)
    assert abs(starts[-1] - 599 / 60) < 2 / 60  # 60 a second, not 60 / (1 + 0.09)
    assert time.sleeps >= 590  # it did sleep: the frames were cheap


def test_never_faster_than_the_cap_and_no_burst_after_a_stall():
    time = FakeTime(oversleep=0.0)
    pacer = FramePacer(60, time.clock, time.sleep)
    starts = frame_starts(pacer, time, 120, work=0.001)
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert min(gaps) >= 1 / 60 - 1e-9
    time.now += 1.0  # a stall (a save, a swapped-out process)
    after = frame_starts(pacer, time, 5, work=0.001)
    quick = [b - a for a, b in zip(after, after[1:], strict=False) if b - a < 1 / 60 - 1e-9]
    assert len(quick) <= 1  # at most one frame early, never a burst to catch up
