"""The level-up choice: part of the current turn, answered before the next one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions.base import DONE, Action, ActionResult, Impossible
from game.engine.actions.codecs import Choice, Form
from game.engine.gear import Stat
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World

# choice -> (what rises, message), in menu order; the stat each raises and by how much (SPEC.md:
# +20 max HP and HP, +1 power, +1 defense) is the Stat's (``Stat.chosen_by``).
LEVEL_UP_CHOICES: dict[str, tuple[str, str]] = {
    "constitution": ("Constitution (+20 HP, from {max_hp})", "Your health improves!"),
    "strength": ("Strength (+1 power, from {power})", "You feel stronger!"),
    "agility": ("Agility (+1 defense, from {defense})", "Your movements are getting swifter!"),
}


class LevelUpAction(Action):
    """Spend a pending level-up on one stat. Raises the BASE value only."""

    command = "level_up"
    forms = (Form(16, (("stat", Choice(tuple(LEVEL_UP_CHOICES), "a level-up choice")),)),)

    takes_turn = False

    def __init__(self, actor: Actor, stat: str) -> None:
        super().__init__(actor)
        self.stat = stat

    def perform(self, state: World) -> ActionResult:
        level, fighter = self.actor.level, self.actor.fighter
        if not level.requires_level_up:
            raise Impossible("You have no level-up to choose.")
        if self.stat not in LEVEL_UP_CHOICES:
            raise Impossible("Choose constitution, strength or agility.")
        stat = Stat.chosen_by(self.stat)
        level.current_xp -= level.xp_to_next_level
        level.current_level += 1
        fighter.raise_base(stat, stat.level_up_gain)
        state.log(LEVEL_UP_CHOICES[self.stat][1], Kind.LEVEL)
        state.log(f"You are now level {level.current_level}.", Kind.LEVEL)
        return DONE
