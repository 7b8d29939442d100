"""Playing a recording back: the seed's new game, then every recorded command through the same
door the game took (``GameState.perform``), checking the digest at every recorded checkpoint.

``Replay`` is plain engine code (no pygame): the headless replay runs it to the end, the
window's replay screen steps it a turn at a time, and jumps back by starting again (a replay
runs thousands of turns a second, so that is quick).
"""

from __future__ import annotations

from dataclasses import dataclass

import game
from game.engine.digest import digest
from game.engine.events import Event
from game.engine.game import GameState
from game.engine.recording import CHECKPOINT, Step, build_action, read_step, scan_steps
from game.replay.file import Checkpoint, RecordingError, RecordingFile


@dataclass(frozen=True)
class OutOfSync:
    """The replayed game differs from the recorded one at this point."""

    turn: int
    depth: int
    where: str  # "after the descent to floor 5", "at the end"

    def __str__(self) -> str:
        return (
            f"Out of sync at turn {self.turn:,} ({self.where}): the replayed game's digest "
            "differs from the recorded one."
        )


class Replay:
    """A recording being played back in a GameState of its own (``state``).

    ``position`` is how many commands have been replayed; ``stop`` says why the replay cannot
    go further than ``limit`` commands (None: it plays to the end). ``out_of_sync`` is set at
    the first checkpoint whose digest differs; the replay stops there.

    While ``watching`` is set (a window plays the replay at a speed it can hear), each command
    is performed as the screen watches one and its events gather in ``heard`` (the screen takes
    them); a watched game plays exactly as one that is not.
    """

    def __init__(self, recording: RecordingFile) -> None:
        if not recording.from_start:
            raise RecordingError(
                "This recording began mid-run: the game was saved by an older Ironbound "
                f"(before recordings) and continued from turn {recording.start_turn:,}, so it "
                "cannot be replayed from its start."
            )
        self.recording = recording
        self._checkpoints: dict[int, Checkpoint] = {c.offset: c for c in recording.checkpoints}
        #: How many commands the recording holds (each is decoded when it is replayed).
        self.count = 0
        self.limit, self.stop = self._find_limit()
        self.state: GameState = game.new_game(recording.seed)
        self.position = 0
        self._at = 0  # the byte where the next command starts
        self.out_of_sync: OutOfSync | None = None
        self.checked = 0  # digests compared so far (checkpoints and the end)
        self._end_checked = False
        self.watching = False
        self.heard: list[Event] = []
        self._check_end()  # a recording of no command is at its end already

    def _find_limit(self) -> tuple[int, str | None]:
        """One pass that keeps no command: where the replay must stop, and why."""
        commands, start = self.recording.commands, 0
        for index, (name, end) in enumerate(scan_steps(commands)):
            self.count = index + 1
            if name == "crash":
                return max(0, index - 1), "crash"
            if name == "unrecordable":
                return index, f"unrecordable: {read_step(commands, start).params['action']}"
            start = end
        return self.count, None

    def _next_step(self) -> Step:
        return read_step(self.recording.commands, self._at)

    # -- facts ---------------------------------------------------------------------------
    @property
    def done(self) -> bool:
        """Nothing more to replay: the end, the crash, or out of sync."""
        return self.position >= self.limit or self.out_of_sync is not None

    @property
    def last_turn(self) -> int:
        """The turn the recording ends at (the HUD's "turn 134 / 2,405")."""
        return self.recording.end.turn

    def why_stopped(self) -> str:
        """A sentence for the end of the replay: finished, crashed, out of sync."""
        if self.out_of_sync is not None:
            return str(self.out_of_sync)
        turn = self.state.turn
        if self.stop == "crash":
            return (
                f"The recorded game crashed here, at turn {turn:,}, during the next "
                "command: the replay stops before it."
            )
        if self.stop is not None:
            action = self.stop.split(": ", 1)[1]
            return (
                f"At turn {turn:,} the recorded game performed an action the recording "
                f"cannot hold ({action}): the replay stops here."
            )
        end = self.recording.end
        if self.recording.end.digest is None:
            return f"The recording ends at turn {turn:,} ({end.reason})."
        return f"The replay reached the end, turn {turn:,} ({end.reason}); every digest matched."

    # -- playing ---------------------------------------------------------------------------
    def step(self) -> bool:
        """Replay one command; False when there was none to replay."""
        if self.done:
            return False
        step = self._next_step()
        state = self.state
        if step.name == "refused":
            state.refuse(step.params["message"])
        else:
            outcome = state.perform(build_action(state, step), watch=self.watching)
            self.heard.extend(outcome.events)
        self.position += 1
        self._at = step.end
        point = self._checkpoints.get(step.end)
        if point is not None:
            self._compare(point.digest, point.turn, f"after the descent to floor {point.depth}")
        self._check_end()
        return True

    def _check_end(self) -> None:
        """Once the last command is replayed (and none stopped the replay before it), compare
        the end: always, even when there was no command at all."""
        if self._end_checked or self.stop is not None or self.position != self.count:
            return
        self._end_checked = True
        end = self.recording.end
        if end.digest is not None:  # None: a crash or a full recording (see the file's check)
            self._compare(end.digest, end.turn, "at the end")

    def _compare(self, expected: str, turn: int, where: str) -> None:
        self.checked += 1
        if self.state.turn != turn or self._digest_now() != expected:
            self.out_of_sync = OutOfSync(self.state.turn, self.state.depth, where)

    def _digest_now(self) -> str:
        """The replayed state's digest; after a descent its own recording has just taken it
        (the replay records too), so it is not computed twice."""
        own = self.state.recording
        if own.checkpoints:
            offset, turn, _, raw = CHECKPOINT.unpack_from(
                own.checkpoints, len(own.checkpoints) - CHECKPOINT.size
            )
            if offset == len(own.commands) and turn == self.state.turn:
                return raw.hex()
        return digest(self.state)

    def turn(self) -> bool:
        """Replay commands until a turn has passed (or the replay is done)."""
        start = self.state.turn
        moved = False
        while not self.done and self.state.turn == start:
            moved = self.step() or moved
        return moved

    def run(self) -> GameState:
        """Replay everything; the state where it stopped."""
        while self.step():
            pass
        return self.state

    def restart(self) -> None:
        """Back to the start of the recording."""
        self.state = game.new_game(self.recording.seed)
        self.position = 0
        self._at = 0
        self.out_of_sync = None
        self._end_checked = False
        self._check_end()

    def jump(self, turn: int) -> None:
        """Go to ``turn`` (back means starting again), stopping early if the replay ends."""
        if turn < self.state.turn:
            self.restart()
        while not self.done and self.state.turn < turn:
            self.step()

    def crash_again(self) -> BaseException | None:
        """At a recorded crash, perform the command that crashed; the error if it crashes again
        (the state is then half-way through it), None if it ran this time."""
        if self.stop != "crash" or self.position != self.limit:
            return None
        step = self._next_step()
        try:
            if step.name == "refused":
                self.state.refuse(step.params["message"])
            else:
                self.state.perform(build_action(self.state, step))
        except Exception as error:  # the recorded crash, reproduced
            return error
        self.position += 1
        self._at = step.end
        return None
