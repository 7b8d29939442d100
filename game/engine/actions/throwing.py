"""Throwing darts and javelins from the pack ("Gear, third edition").

One of the stack flies along a straight line (tcod's Bresenham) toward a tile the thrower
sees, within the weapon's reach. The first creature on the line is the target: it is hit
``HIT_NEAR`` times in a hundred up close, ``HIT_FALL`` fewer a tile further out (never below
``HIT_LEAST``), for the weapon's own power minus its defense ("but does no damage" at 0 or
less). A hit leaves the weapon on the target's tile, unless it breaks (a dart, now and then);
a miss flies on one or two tiles past it, or to the target tile, short of the first wall. One
that ends over deep water sinks there, lost (no item lies in deep water).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import tcod.los

from game.engine.actions.base import DONE, ActionResult, Impossible, sentence, the
from game.engine.actions.codecs import LETTER, TARGET, Form
from game.engine.actions.items import ItemAction, carried
from game.engine.actor import Actor
from game.engine.damage import apply_damage
from game.engine.events import Zap
from game.engine.log import Kind
from game.engine.tiles import HOLDS_ITEMS

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.world import World

#: The chance in a hundred to hit a creature 1 tile away; HIT_FALL less for each tile more.
HIT_NEAR, HIT_FALL, HIT_LEAST = 90, 6, 40
#: How far past a missed creature the weapon flies on (at most).
OVERSHOOT = 2

Tile = tuple[int, int]


def flight_line(start: Tile, end: Tile) -> list[Tile]:
    """The tiles a thrown thing crosses from ``start`` to ``end``, ``start`` left out."""
    points = tcod.los.bresenham(start, end).tolist()
    return [(int(x), int(y)) for x, y in points[1:]]


def hit_chance(index: int) -> int:
    """The chance in a hundred that a throw hits the creature ``index`` tiles along its line
    past the first (0: the tile next to the thrower)."""
    return max(HIT_LEAST, HIT_NEAR - HIT_FALL * index)


def throw_line(state: World, start: Tile, goal: Tile, reach: int) -> list[Tile]:
    """The tiles a thing thrown from ``start`` at ``goal`` (``reach`` tiles at most) may
    cross: the line through ``goal`` and on, up to the first tile nothing flies into."""
    line = flight_line(start, _beyond(start, goal, reach))
    out = []
    for x, y in line:
        if not state.stage.lets_fly(x, y):
            break
        out.append((x, y))
    return out


def aimed(path: list[Tile], goal: Tile) -> list[Tile]:
    """``path`` up to ``goal`` (all of it if a wall cuts it short of ``goal``)."""
    return path[: path.index(goal) + 1] if goal in path else path


def first_met(state: World, path: list[Tile], goal: Tile) -> tuple[int, Actor] | None:
    """The first creature a throw along ``path`` at ``goal`` meets (up to ``goal``, or the
    whole path if a wall cuts it short), with its index on the path; None: none."""
    for index, (x, y) in enumerate(aimed(path, goal)):
        victim = state.stage.blocking_actor_at(x, y)
        if victim is not None:
            return index, victim
    return None


def _beyond(start: Tile, goal: Tile, reach: int) -> Tile:
    """A point on the line from ``start`` through ``goal``, far enough past it for a miss to
    fly on (the line through a whole multiple of the step passes through ``goal`` itself)."""
    dx, dy = goal[0] - start[0], goal[1] - start[1]
    steps = max(abs(dx), abs(dy))
    k = max(1, -(-(reach + OVERSHOOT) // steps))
    return start[0] + dx * k, start[1] + dy * k


class ThrowAction(ItemAction):
    """Throw one ``item`` (a dart, a javelin) at ``target``: a tile (x, y) or a creature."""

    command = "throw"
    forms = (Form(22, (("item", LETTER), ("target", TARGET))),)
    question = "Throw which item?"
    nothing = "You have nothing to throw: darts and javelins are."

    @classmethod
    def offers(cls, state: World, item: Item) -> bool:
        return item.kind.thrown is not None

    def __init__(self, actor: Actor, item: Item, target: object) -> None:
        super().__init__(actor, item)
        self.target = target

    def perform(self, state: World) -> ActionResult:
        item = carried(self.actor, self.item)
        thrown = item.kind.thrown
        if thrown is None:
            raise Impossible(f"{state.the_name(item, capital=True)} is not made for throwing.")
        goal = self._goal(state)
        start = self.actor.pos
        if goal == start:
            raise Impossible("You cannot throw at yourself.")
        if max(abs(goal[0] - start[0]), abs(goal[1] - start[1])) > thrown.reach:
            raise Impossible(
                f"That is beyond {state.the_name(item)}'s reach ({thrown.reach} tiles)."
            )
        path = throw_line(state, start, goal, thrown.reach)
        if not path:
            raise Impossible("There is no room to throw that way.")
        missile = self.actor.inventory.take_one(item)
        end, broke = self._fly(state, missile, path, goal)
        state.record(Zap(item.kind.id, start, end))  # type: ignore[arg-type]
        if not broke and HOLDS_ITEMS[state.stage.tiles[end[1], end[0]]]:
            state.place(missile, *end)
        elif not broke:  # deep water: no item lies there (seed 66, floor 6: out of reach)
            state.log(f"The {state.name_of(missile)} sinks out of reach.", Kind.INFO)
        return DONE

    def _goal(self, state: World) -> Tile:
        target = self.target
        if isinstance(target, Actor):
            x, y = target.x, target.y
        elif isinstance(target, tuple) and len(target) == 2 and all(type(v) is int for v in target):
            x, y = target
        else:
            raise Impossible("You must choose where to throw.")
        if not state.stage.in_bounds(x, y) or not state.stage.visible[y, x]:
            raise Impossible("You cannot throw at a place you cannot see.")
        return x, y

    def _fly(self, state: World, missile: Item, path: list[Tile], goal: Tile) -> tuple[Tile, bool]:
        """Fly along ``path``: where the missile ends, and whether it broke there."""
        thrower = self.actor
        thrown = missile.kind.thrown
        assert thrown is not None
        name = state.name_of(missile)
        met = first_met(state, path, goal)
        if met is not None:
            index, victim = met
            x, y = path[index]
            if state.rng.randrange(100) >= hit_chance(index):
                state.log(
                    sentence(
                        f"{the(thrower, state)} {self._verb(state)} the {name} at "
                        f"{the(victim, state)}, and miss{self._s(state)}."
                    ),
                    Kind.PLAYER_ATTACK,
                )
                victim.asleep = False  # it heard that
                beyond = path[index + 1 : index + 1 + OVERSHOOT]
                free = [tile for tile in beyond if state.stage.blocking_actor_at(*tile) is None]
                return (free[-1] if free else self._short_of(state, path, index)), False
            self._hit(state, victim, missile, thrown.power)
            broke = thrown.breaks_percent > 0 and state.rng.randrange(100) < thrown.breaks_percent
            if broke:
                state.log(f"The {name} breaks.", Kind.INFO)
            return (x, y), broke
        return aimed(path, goal)[-1], False

    @staticmethod
    def _short_of(state: World, path: list[Tile], index: int) -> Tile:
        """The last free tile before ``path[index]`` (where a blocked missile drops)."""
        for tile in reversed(path[:index]):
            if state.stage.blocking_actor_at(*tile) is None:
                return tile
        return path[index]

    def _verb(self, state: World) -> str:
        return "throw" if self.actor is state.player else "throws"

    def _s(self, state: World) -> str:
        return "" if self.actor is state.player else "es"

    def _hit(self, state: World, victim: Actor, missile: Item, power: int) -> None:
        damage = power - victim.fighter.defense
        who = sentence(f"{state.the_name(missile)} hits {the(victim, state)}")
        if damage > 0:
            state.log(f"{who} for {damage} damage.", Kind.PLAYER_ATTACK)
            apply_damage(state, victim, damage, cause=self.actor.breed.name)
        else:
            state.log(f"{who} but does no damage.", Kind.PLAYER_ATTACK)
            victim.asleep = False
