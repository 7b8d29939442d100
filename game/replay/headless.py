"""``--replay FILE --headless``: replay to the end as fast as possible and say how it went.

Prints the same JSON line as ``--autoplay`` for the state where the replay stopped. Exit
status: 0 every digest matched (or the recording ends without one to compare), 1 out of sync
(stderr names the turn), 2 the file cannot be replayed here (damaged, other rules, begun
mid-run), 3 the recorded crash happened again (stderr says where).
"""

from __future__ import annotations

import json
import sys
import traceback
from pathlib import Path

from game.replay.file import RecordingError, read_recording
from game.replay.player import Replay

OK, OUT_OF_SYNC, CANNOT_REPLAY, CRASHED = 0, 1, 2, 3


def _where(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    last = frames[-1] if frames else None
    place = f" ({Path(last.filename).name}:{last.lineno})" if last is not None else ""
    return f"{type(error).__name__}: {error}{place}"


def replay_headless(path: str) -> int:
    """Replay the recording at ``path``; prints the JSON line; returns the exit status."""
    from game.report import summary

    try:
        replay = Replay(read_recording(path))
    except RecordingError as error:
        print(error, file=sys.stderr)
        return CANNOT_REPLAY
    try:
        replay.run()
    except Exception as error:  # the engine failed on a command it recorded without failing
        print(json.dumps(summary(replay.state)))
        print(
            f"The replay stopped at turn {replay.state.turn:,}: the game failed on a recorded "
            f"command ({_where(error)}).",
            file=sys.stderr,
        )
        return CRASHED
    status = OK
    if replay.out_of_sync is not None:
        status = OUT_OF_SYNC
    elif replay.stop == "crash":
        turn = replay.state.turn
        crash = replay.crash_again()
        print(json.dumps(summary(replay.state)))
        if crash is not None:
            print(
                f"The recorded crash happened again at turn {turn:,}: {_where(crash)}",
                file=sys.stderr,
            )
            return CRASHED
        print(
            f"The recorded game crashed at turn {turn:,}; replayed here, the command under "
            "way then ran without error.",
            file=sys.stderr,
        )
        return status
    print(json.dumps(summary(replay.state)))
    print(replay.why_stopped(), file=sys.stderr)
    return status
