"""A line the player's own walk writes in the log: why auto-explore or travel stopped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible
from game.engine.actions.codecs import Form, TextCodec
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World

#: A note is one line of the log, no longer than this.
NOTE_LIMIT = 120


def is_note(text: object) -> bool:
    """True for text a note may write: one line of 1 to NOTE_LIMIT characters."""
    return (
        isinstance(text, str)
        and bool(text.strip())
        and "\n" not in text
        and len(text) <= NOTE_LIMIT
    )


class NoteAction(Action):
    """Write ``text`` in the log; takes no turn and changes nothing else.

    The walks (``game.agents.journey``) run outside the engine, but the log is game state (it is
    in the digest and the save), so their stop reasons come in through the same door as every
    other command and a replay of the commands writes them again.
    """

    command = "note"
    forms = (Form(20, (("text", TextCodec(is_note, "a note that is not one line of the log")),)),)

    takes_turn = False

    def __init__(self, actor: Actor, text: str) -> None:
        super().__init__(actor)
        if not is_note(text):
            raise Impossible(f"A note is one line of 1 to {NOTE_LIMIT} characters.")
        self.text = text.strip()

    def perform(self, state: World) -> ActionResult:
        state.log(self.text, Kind.INFO)
        return DONE
