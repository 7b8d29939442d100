"""Which run a save holds: telling a game played on from another game, for the backup's sake.

A run's recording only grows (a command is added, a refused one replaced by its refusal at the
end, a crash marked at the end; a full recording stops growing), so a later save of the same
run has the same seed and recording start, and its commands begin with the earlier save's.

After a new game replaced a saved run, ``save_game`` keeps that run in the backup while the
new game is young (under ``PLAYED_ON_TURNS`` turns): its first save makes the old run the
backup, as every save does, and its next saves leave that backup alone instead of putting the
new game's own earlier save there. Once the new game has really been played on, its saves back
up as always.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.save.errors import SaveError

if TYPE_CHECKING:
    from game.engine.game import GameState

#: A new game keeps the run it replaced in the backup until it has been played this long.
PLAYED_ON_TURNS = 500


def describe_game(state: GameState) -> str:
    """ "A game on floor 4, turn 1,250": what the player would recognise of a run."""
    return f"A game on floor {state.depth}, turn {state.turn:,}"


def same_run(earlier: GameState, later: GameState) -> bool:
    """Is ``later`` the game ``earlier`` became by playing on (or ``earlier`` itself)?"""
    before, after = earlier.recording, later.recording
    return (
        earlier.seed == later.seed
        and earlier.turn <= later.turn
        and before.from_start == after.from_start
        and before.start_turn == after.start_turn
        and after.commands.startswith(before.commands)
    )


def saved_game(path: Path) -> GameState | None:
    """The game saved at ``path`` (held to what saves, not to the load limits), or None."""
    from game.files.atomic import read_regular
    from game.save.envelope import decode_state

    try:
        return decode_state(read_regular(path), path, loading=False)
    except (OSError, SaveError):
        return None


def keeps_replaced_run(state: GameState, save: Path, backup: Path) -> bool:
    """Should saving ``state`` over ``save`` leave ``backup`` as it is? Yes when the save holds
    an earlier point of this run, the backup holds another run (the one a new game replaced)
    and this run is still young."""
    if state.turn - state.recording.start_turn >= PLAYED_ON_TURNS or not backup.exists():
        return False
    current = saved_game(save)
    if current is None or not same_run(current, state):
        return False
    replaced = saved_game(backup)
    return replaced is not None and not same_run(replaced, state)
