"""Rest: wait turn after turn until HP is full, or until something needs the player.

Like a journey (``journey.py``) it is UI-side bookkeeping, never part of the game state: each
turn is a ``wait`` through ``state.act``. It stops when HP is full, a monster comes into
view, the player is hurt, a level-up waits, or after MAX_TURNS; the UI stops it at any key.

A plain hero does not regenerate (SPEC), so resting would only pass turns with nothing gained:
it is refused then, saying why, instead of burning turns the player did not ask to lose. ``.``
still waits one turn for a player who wants time to pass.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.agents.journey import disturbed, in_view_words, monsters_in_view
from game.engine.game import GameState

#: A rest gives up after this many turns (far more than any heal needs at +1 HP per period).
MAX_TURNS = 1000
NOTHING_HEALS = "You cannot rest: nothing would heal you."
FULL_ALREADY = "You are already at full health."
RESTED = "You are fully rested."
INTERRUPTED = "You stop resting."


@dataclass
class Rest:
    """A rest under way; ``stopped`` says why it ended (or why it never began)."""

    hp: int = 0
    in_view: set[int] = field(default_factory=set)
    stopped: str | None = None
    turns: int = 0

    @classmethod
    def start(cls, state: GameState) -> Rest:
        """Begin resting, or a Rest already stopped with the reason it cannot begin."""
        fighter = state.player.fighter
        rest = cls(fighter.hp, monsters_in_view(state))
        if fighter.hp >= fighter.max_hp:
            rest.stopped = FULL_ALREADY
        elif fighter.regeneration <= 0:
            rest.stopped = NOTHING_HEALS
        elif rest.in_view:
            rest.stopped = f"You cannot rest with {in_view_words(state)}."
        return rest

    def next_command(self, state: GameState) -> str | None:
        """The next turn's command ("wait"), or None (and ``stopped`` set) when the rest ends."""
        if self.stopped is not None:
            return None
        fighter = state.player.fighter
        why = disturbed(state, self.hp, self.in_view)
        if why is not None:
            return self._stop(why)
        if fighter.hp >= fighter.max_hp:
            return self._stop(RESTED)
        if self.turns >= MAX_TURNS:
            return self._stop("You rest a long while and get up.")
        self.hp = fighter.hp
        self.turns += 1
        return "wait"

    def _stop(self, why: str) -> str | None:
        """End the rest saying ``why``; None, the command there is not."""
        self.stopped = why
        return None
