"""Walks that take many turns: auto-explore and travel to a clicked tile.

A Journey hands out one step per turn and stops itself when something needs the player's
attention: a monster comes into view, the player is hurt, an item lies underfoot (exploring),
the goal is reached or cannot be reached. With ``autopickup`` a journey picks up what is
always worth carrying (potions, scrolls, thrown weapons: never gear, which is the player's to
weigh): exploring instead of stopping at it, travelling on the tiles it walks onto, its goal
among them (a click on a potion fetches it), as DCSS's autopickup and Brogue's explore do.
It is UI-side bookkeeping (what was in view when it started), never part of the game state;
each step and pick-up still goes through ``state.act``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Final, Literal

from game.agents import autoplay
from game.engine import pathing
from game.engine.actions.base import sentence
from game.engine.actor import Actor
from game.engine.entity import Item, plural
from game.engine.game import GameState
from game.engine.grammar import indefinite

#: How the stop at monsters coming into view ends ("An Orc comes into view!": ``into_view``).
INTO_VIEW = "into view!"
HURT = "You are hurt!"
#: Past this many kinds of monster at once, only the nearest newcomer is named.
NAMED_KINDS = 3
NO_WAY = "You can't find a way there."
BLOCKED = "A monster is in the way."  # the known way is there, but a creature in sight blocks it
PACK_FULL = "Your pack is full."
DONE_EXPLORING = "Done exploring."
#: What ``Journey.next_step`` hands out instead of a step: pick up the item on top here.
PICK_UP: Final = "pick up"
Step = tuple[int, int]
PickUp = Literal["pick up"]


@dataclass
class Journey:
    """Auto-explore (``goal`` None) or travel to ``goal``; ``stopped`` says why it ended.

    ``visited`` holds the ids of items exploring leaves alone: those it has already stopped
    at (it walks to each item once, and does not come back to one the player left lying),
    and those the caller adds (the player's own drops). The caller may share one set between
    journeys on a floor (it is filled in as the journey goes). ``autopickup``: exploring, and
    travel on the tiles it walks onto, pick up an item on top underfoot that ``picks_up``
    takes, when the pack has room for it.
    """

    goal: tuple[int, int] | None = None
    hp: int = 0
    in_view: set[int] = field(default_factory=set)
    stopped: str | None = None
    steps: int = 0
    visited: set[int] = field(default_factory=set)
    autopickup: bool = False

    @classmethod
    def start(
        cls,
        state: GameState,
        goal: tuple[int, int] | None = None,
        visited: set[int] | None = None,
        autopickup: bool = False,
    ) -> Journey:
        """Begin a journey; it is stopped at once if monsters are already in view."""
        journey = cls(
            goal,
            state.player.fighter.hp,
            monsters_in_view(state),
            visited=visited if visited is not None else set(),
            autopickup=autopickup,
        )
        if journey.in_view:
            journey.stopped = nearby(state)
        elif goal is not None and goal == (state.player.x, state.player.y):
            journey.stopped = "You are already there."
        elif goal is not None and not (
            state.stage.in_bounds(*goal) and state.stage.explored[goal[1], goal[0]]
        ):
            journey.stopped = "You don't know the way there."
        return journey

    def next_step(self, state: GameState) -> Step | PickUp | None:
        """(dx, dy) of the next step, PICK_UP (take the item on top here), or None (and
        ``stopped`` set) when the journey is over."""
        if self.stopped is not None:
            return None
        player = state.player
        why = disturbed(state, self.hp, self.in_view)
        if why is not None:
            return self._stop(why)
        if self.goal is None or (self.autopickup and self.steps):
            found = self._underfoot(state)
            if found is not None or self.stopped is not None:
                return found
        step: Step | None
        if self.goal is None:
            step = autoplay.explore_step(state, picky=False, ignore=self.visited)
            if step is None:
                return self._stop(DONE_EXPLORING)
        else:
            if (player.x, player.y) == self.goal:
                return self._stop("")
            step = travel_step(state, self.goal)
            if step is None:
                return self._stop(no_way_reason(state, self.goal))
        return self._took(player.fighter.hp, step)

    def _underfoot(self, state: GameState) -> PickUp | None:
        """What the items underfoot ask of the journey: PICK_UP when autopickup takes the
        one on top and the pack has room; else None, and the journey stopped where it must
        look at them: exploring, on any item not left alone (but where it set out); on its
        way, travel walks over them, and stops at its goal only if the pack had no room."""
        player = state.player
        items = state.stage.items_at(player.x, player.y)
        here = {id(item) for item in items}
        if not here - self.visited:
            return None
        top = items[-1]
        takes = self.autopickup and id(top) not in self.visited and picks_up(top)
        if takes and player.inventory.can_take(top):
            self._took(player.fighter.hp, PICK_UP)
            return PICK_UP
        full = f". {PACK_FULL}" if takes else ""
        if self.goal is None:
            self.visited |= here
            if self.steps:
                self._stop(something_here(state) + full)
        elif takes:  # no room for it: not tried again, and said where the walk ends
            self.visited.add(id(top))
            if (player.x, player.y) == self.goal:
                self._stop(something_here(state) + full)
        return None

    def _took(self, hp: int, step: Step | PickUp) -> Step | PickUp:
        """Hand out ``step`` (a turn's move or PICK_UP), the hero at ``hp`` before it."""
        self.hp = hp
        self.steps += 1
        return step

    def _stop(self, why: str) -> Step | None:
        """End the journey saying ``why``; None, the step there is not."""
        self.stopped = why
        return None


def picks_up(item: Item) -> bool:
    """Whether exploring with autopickup takes ``item``: what is always worth carrying
    (potions, scrolls, thrown weapons), never gear (worn or not, it is the player's call)."""
    return item.equippable is None


def names_underfoot(state: GameState) -> list[str]:
    """What lies on the player's tile, as the player names it ("Sword ?", "2 Health
    Potions"), the item on top first."""
    player = state.player
    return [state.label_of(item) for item in reversed(state.stage.items_at(player.x, player.y))]


def something_here(state: GameState) -> str:
    """Why exploring stopped on an item: "There is something here: Sword ?"."""
    names = names_underfoot(state)
    return f"There is something here: {', '.join(names)}" if names else "There is something here."


def monsters_in_view(state: GameState) -> set[int]:
    """The ids of the monsters in sight: a walk stops when one joins them."""
    return {id(a) for a in state.visible_monsters()}


def disturbed(state: GameState, hp: int, in_view: set[int]) -> str | None:
    """Why any walk of many turns (a journey, a run, a rest) stops now, or None: the hero
    dead or a level-up waiting (""), hurt below ``hp`` (its HP at the last step), or monsters
    in sight that were not among ``in_view`` (named: ``into_view``)."""
    player = state.player
    if not player.is_alive or state.level_up_pending:
        return ""
    if player.fighter.hp < hp:
        return HURT
    newcomers = [m for m in state.visible_monsters() if id(m) not in in_view]
    if newcomers:
        return into_view(newcomers)
    return None


def named(monsters: Sequence[Actor]) -> str:
    """``monsters`` (one at least) named in their order, nearest first: "an Orc", "an Orc
    and 2 Kobolds"; past NAMED_KINDS kinds at once, the nearest named and the others counted
    ("an Ogre and 5 more monsters")."""
    counts: dict[str, int] = {}
    for monster in monsters:
        counts[monster.name] = counts.get(monster.name, 0) + 1
    if len(counts) > NAMED_KINDS:
        return f"{indefinite(monsters[0].name)} and {len(monsters) - 1} more monsters"
    names = [indefinite(name) if n == 1 else f"{n} {plural(name)}" for name, n in counts.items()]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def into_view(monsters: Sequence[Actor]) -> str:
    """The stop at ``monsters`` coming into view, naming them (``named``) as DCSS does: "An
    Orc comes into view!", "An Orc and 2 Kobolds come into view!"."""
    verb = "comes" if len(monsters) == 1 else "come"
    return sentence(f"{named(monsters)} {verb} {INTO_VIEW}")


def nearby(state: GameState) -> str:
    """Why a walk cannot begin with monsters in sight, naming them (``named``): "An Orc is
    nearby!", "2 Kobolds are nearby!"."""
    monsters = state.visible_monsters()
    verb = "is" if len(monsters) == 1 else "are"
    return sentence(f"{named(monsters)} {verb} nearby!")


def in_view_words(state: GameState) -> str:
    """The monsters in sight, named (``named``), for a refusal: "an Orc in view"."""
    return f"{named(state.visible_monsters())} in view"


def alarming(why: str) -> bool:
    """Whether a walk's stop calls for a look at the map (the screen shows the player and
    around): a blow, or monsters coming into view."""
    return why == HURT or why.endswith(INTO_VIEW)


def travel_step(state: GameState, goal: tuple[int, int]) -> tuple[int, int] | None:
    """One step along a tcod path over known floor toward ``goal``, around the creatures in
    the way (a creature standing on ``goal`` itself does not block it: walking toward a
    monster is allowed). None when there is no way."""
    return _step(state, goal, around_creatures=True)


def no_way_reason(state: GameState, goal: tuple[int, int]) -> str:
    """Why ``travel_step`` found no step: the creatures in sight block every known way
    (a kobold in a one-wide corridor), or there is no known way at all."""
    return BLOCKED if _step(state, goal, around_creatures=False) is not None else NO_WAY


def _step(
    state: GameState, goal: tuple[int, int], around_creatures: bool
) -> tuple[int, int] | None:
    stage, player = state.stage, state.player
    cost = stage.travel_cost()
    gx, gy = goal
    if not stage.in_bounds(gx, gy) or not cost[gy, gx]:
        return None
    if around_creatures:
        for actor in stage.actors:
            if actor is not player and stage.visible[actor.y, actor.x]:
                cost[actor.y, actor.x] = 0
    cost[gy, gx] = 1
    path = pathing.path_to(cost, (player.x, player.y), goal)
    if not path:
        return None
    x, y = path[0]
    return x - player.x, y - player.y
