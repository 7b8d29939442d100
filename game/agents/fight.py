"""Auto-fight (Tab, as in DCSS): a blow at the nearest monster in sight, or a step toward it.

One press is one turn, so the player stays in charge of every exchange; it holds back when
the hero is badly hurt (below FIGHT_STOP of max HP), where a careless press could kill, and
while confused, when a bump goes any way. The
choice is UI-side; the blow or step is a ``BumpAction`` the engine carries out (or refuses).
"""

from __future__ import annotations

from game.agents.journey import travel_step
from game.engine.game import GameState

#: Auto-fight holds back below this share of max HP (DCSS's ``autofight_stop``).
FIGHT_STOP = 1 / 3
NO_FOE = "No monster in sight."
TOO_HURT = "You are badly hurt: fight by hand, or drink first."
NO_WAY_TO_FOE = "No known way to the monsters in sight."
#: A confused hero's bump goes any way (``BumpAction``): a blind press could lead anywhere.
CONFUSED = "You are confused: fight by hand."


def fight_step(state: GameState) -> tuple[tuple[int, int] | None, str]:
    """The bump (dx, dy) that strikes the nearest monster in sight when it stands next to
    the hero, else the first step on a known way to the nearest one that has such a way
    (``travel_step``); or None and why not."""
    foes = state.visible_monsters()  # nearest first
    if not foes:
        return None, NO_FOE
    fighter = state.player.fighter
    if fighter.hp < fighter.max_hp * FIGHT_STOP:
        return None, TOO_HURT
    if state.player.confused_turns > 0:
        return None, CONFUSED
    px, py = state.player.pos
    for foe in foes:
        dx, dy = foe.x - px, foe.y - py
        if max(abs(dx), abs(dy)) == 1:
            return (dx, dy), ""
        step = travel_step(state, (foe.x, foe.y))
        if step is not None:
            return step, ""
    return None, NO_WAY_TO_FOE
