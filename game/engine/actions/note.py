"""A line the player's own walk writes in the log: why auto-explore or travel stopped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import Action, Impossible
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World

#: A note is one line of the log, no longer than this.
NOTE_LIMIT = 120


class NoteAction(Action):
    """Write ``text`` in the log; takes no turn and changes nothing else.

    The walks (``game.agents.journey``) run outside the engine, but the log is game state (it is
    in the digest and the save), so their stop reasons come in through the same door as every
    other command and a replay of the commands writes them again.
    """

    takes_turn = False

    def __init__(self, actor: Actor, text: str) -> None:
        super().__init__(actor)
        if not isinstance(text, str) or not text.strip() or "\n" in text \
                or len(text) > NOTE_LIMIT:
            raise Impossible(f"A note is one line of 1 to {NOTE_LIMIT} characters.")
        self.text = text.strip()

    def perform(self, state: World) -> None:
        state.log(self.text, Kind.INFO)
