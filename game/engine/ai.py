"""Monster minds and the monsters' phase of a turn.

Monsters act through the same action classes as the player (MoveAction, BumpAction,
MeleeAction): a mind only chooses the action. One distance map from the player serves every
hostile monster in a turn: each steps downhill on it. Other monsters cost extra on that map,
so crowds are walked around when a way exists.
"""

from __future__ import annotations

from itertools import chain
from typing import TYPE_CHECKING

import numpy as np

from game.engine import pathing
from game.engine.actions.base import Action, Impossible, carry_out
from game.engine.actions.combat import MeleeAction
from game.engine.actions.movement import DIRECTIONS, BumpAction, MoveAction
from game.engine.actions.spells import BreatheFire, CastConfusion, Shoot
from game.engine.actor import Actor
from game.engine.conditions import notices, regrow, suffer, wake
from game.engine.log import Kind

if TYPE_CHECKING:
    from game.engine.actor import Mind
    from game.engine.kinds import Spell
    from game.engine.world import World

# Extra cost of a tile holding another monster (the tutorial's number): worth a detour of ~10.
CROWD_COST = 10


class MonsterTurn:
    """What the monsters share during one phase: who stands where, and the distance map.

    The distance map and each monster's downhill choices on it are made ONCE, in numpy, when
    the first monster needs them (so they see the crowd as it stands then): the occupied
    tiles' extra cost, the map, and for every tile a creature stands on the neighbours worth
    stepping to, best first. A monster then only checks which of its few choices is free.
    """

    def __init__(self, state: World, hero_arrived: bool = False) -> None:
        self.state = state
        self.player = player = state.player
        #: Where the hero stands: nothing moves them during the monsters' phase.
        self.player_at = (player.x, player.y)
        #: What the hero sees (``Stage.visible``: no step in the phase changes it).
        self.visible = state.stage.visible
        #: The hero came down the stairs this turn: nothing reaches them from afar yet.
        self.hero_arrived = hero_arrived
        #: The living actors, in placement order, as the phase begins (the hero too).
        self.actors = [e for e in state.stage.entities if isinstance(e, Actor) and e.is_alive]
        #: Blocking actors by position (``Stage.blocker_index``; a living actor blocks), kept
        #: in step by ``perform``.
        self.blockers = {(a.x, a.y): a for a in self.actors}
        self._walkable: list[list[bool]] | None = None
        self._dist: np.ndarray | None = None
        #: Per tile (x, y): its downhill steps on the map, best first (``_plan``).
        self._choices: dict[tuple[int, int], list[tuple[int, int]]] = {}

    @property
    def walkable(self) -> list[list[bool]]:
        """The floor's walkable tiles [y][x], as lists: far faster than numpy scalar reads."""
        if self._walkable is None:
            self._walkable = self.state.stage.walkable.tolist()
        return self._walkable

    def crowd_costs(self, xs: np.ndarray | None = None, ys: np.ndarray | None = None) -> np.ndarray:
        """Step costs [y, x]: 1 on walkable tiles, 0 on walls, plus CROWD_COST where a
        creature stands now (the player's own tile too: the map's root, whose cost of entry
        never counts). ``xs``, ``ys``: the blockers' tiles, if the caller has them."""
        if xs is None or ys is None:
            xs, ys = _columns(list(self.blockers))
        cost = self.state.stage.walkable.astype(np.int32)
        cost[ys, xs] += CROWD_COST
        return cost

    @property
    def dist(self) -> np.ndarray:
        """Distance to the player [y, x], computed on first use and once per phase, with the
        downhill choices of every creature's tile on it (``toward_player``)."""
        if self._dist is None:
            self._make_map()
        assert self._dist is not None
        return self._dist

    def _make_map(self) -> None:
        tiles = list(self.blockers)
        xs, ys = _columns(tiles)
        self._dist = pathing.distance_map(self.crowd_costs(xs, ys), [self.player_at])
        self._plan(tiles, xs, ys)

    def _plan(
        self,
        tiles: list[tuple[int, int]],
        xs: np.ndarray | None = None,
        ys: np.ndarray | None = None,
    ) -> None:
        """Add the downhill choices of ``tiles`` (x, y) on the phase's distance map."""
        if xs is None or ys is None:
            xs, ys = _columns(tiles)
        self._choices.update(zip(tiles, pathing.downhill_choices(self.dist, xs, ys), strict=True))

    def toward_player(
        self, actor: Actor, here: tuple[int, int] | None = None
    ) -> tuple[int, int] | None:
        """The tile ``actor`` steps to toward the player: ``pathing.downhill`` on the phase's
        distance map, from the value its tile would have if it cost nothing extra (a creature's
        own crowd cost must not hold it back); None when no lower neighbour is free.

        Every choice has a distance, so it is walkable (no step during a phase makes a tile
        walkable or not: a door opens, grass is trampled): only the crowd is checked.
        ``here``: the actor's tile, if the caller has read it already."""
        if here is None:
            here = (actor.x, actor.y)
        choices = self._choices.get(here)
        if choices is None:  # the map is not made yet, or the actor is not where it stood
            if self._dist is None:
                self._make_map()
            if here not in self._choices:
                self._plan([here])
            choices = self._choices[here]
        blockers = self.blockers
        for step in choices:
            if step not in blockers:
                return step
        return None

    def perform_spell(self, actor: Actor, spell: Spell) -> bool:
        """``actor`` casts ``spell`` at the hero if the hero is in its reach; whether it did."""
        hero = self.state.player
        distance = max(abs(hero.x - actor.x), abs(hero.y - actor.y))
        if distance > spell.reach:
            return False
        if spell.kind == "fire":
            return self.perform(BreatheFire(actor, hero, spell.damage, spell.verb))
        if spell.kind == "arrow":
            return distance >= 2 and self.perform(Shoot(actor, hero))
        return hero.confused_turns == 0 and self.perform(CastConfusion(actor, hero, spell.turns))

    def free(self, x: int, y: int) -> bool:
        return self.walkable[y][x] and (x, y) not in self.blockers

    def perform(self, action: Action) -> bool:
        """Perform a monster's ``action`` as the player's are performed; False if refused.

        Keeps the position index in step with a move and drops an actor the action killed.
        """
        actor = action.actor
        before = (actor.x, actor.y)
        try:
            done = carry_out(action, self.state)
        except Impossible:
            return False
        after = (actor.x, actor.y)
        if after != before:
            blockers = self.blockers
            del blockers[before]
            blockers[after] = actor
        if isinstance(done, MeleeAction) and not done.target.is_alive:
            self.forget(done.target)
        return True

    def forget(self, actor: Actor) -> None:
        """Drop a dead actor from the position index."""
        if self.blockers.get((actor.x, actor.y)) is actor:
            del self.blockers[(actor.x, actor.y)]


class AI:
    """A monster's mind: decides and performs its action for this turn."""

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        raise NotImplementedError


class HostileAI(AI):
    """Acts while in the player's view: attacks when adjacent, else steps toward the player."""

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        here = x, y = actor.x, actor.y
        if not turn.visible.item(y, x):  # a Python bool: cheaper than a numpy scalar
            return
        player_x, player_y = turn.player_at
        if -1 <= player_x - x <= 1 and -1 <= player_y - y <= 1:
            turn.perform(MeleeAction(actor, turn.player))
            return
        step = turn.toward_player(actor, here)
        if step is not None:
            turn.perform(MoveAction(actor, step[0] - x, step[1] - y))


class CasterAI(HostileAI):
    """A hostile mind that also uses its breed's spell (``breed.spell``) on the hero: when it is
    in the hero's view, the hero stands within the spell's reach (an arrow: two tiles or
    more), the hero did not arrive on the floor this very turn, and its cooldown has run out
    (a confusion waits too while the hero is confused already). Otherwise it fights like
    ``HostileAI``.

    ``cooldown`` counts the turns (in view) until it may cast again; saved with the game.
    """

    def __init__(self) -> None:
        self.cooldown = 0

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        state = turn.state
        if not state.stage.visible[actor.y, actor.x]:
            return
        if self.cooldown > 0:
            self.cooldown -= 1
        spell = actor.breed.spell
        if (
            spell is not None
            and self.cooldown == 0
            and not turn.hero_arrived
            and turn.perform_spell(actor, spell)
        ):
            self.cooldown = spell.cooldown
            return
        super().act(turn, actor)


class ConfusedAI(AI):
    """Stumbles in a random direction for ``turns_remaining`` turns, then recovers."""

    def __init__(self, previous: Mind | None, turns_remaining: int) -> None:
        self.previous = previous
        self.turns_remaining = turns_remaining

    def act(self, turn: MonsterTurn, actor: Actor) -> None:
        state = turn.state
        if self.turns_remaining <= 0:
            state.log(f"The {actor.name} is no longer confused.", Kind.STATUS)
            actor.ai = self.previous
            return
        self.turns_remaining -= 1
        dx, dy = state.rng.choice(DIRECTIONS)
        # Walking into a wall does nothing; walking into a creature attacks it.
        turn.perform(BumpAction(actor, dx, dy).resolve(state))


def _columns(tiles: list[tuple[int, int]]) -> tuple[np.ndarray, np.ndarray]:
    """The xs and the ys of ``tiles`` (x, y), as numpy index arrays."""
    flat = np.fromiter(chain.from_iterable(tiles), dtype=np.intp, count=2 * len(tiles))
    return flat[0::2], flat[1::2]


def run_monsters(state: World, hero_arrived: bool = False) -> None:
    """Every living monster with a mind acts once, in placement order; a breed that regrows
    (the Hydra) regrows first, whatever its mind does (``conditions.regrow``). A sleeping one
    only may notice the hero (and wake, its turn spent), a frozen one loses its turn. On the
    turn the hero arrived on the floor, no spell is cast at them: they get one look around
    first."""
    turn = MonsterTurn(state, hero_arrived)
    hero = state.player
    with state.stage.indexed_blockers(turn.blockers):
        for actor in turn.actors:
            if actor is hero or not actor.is_alive:  # the hero, or killed earlier in the phase
                continue
            if actor.poisoned_turns > 0 or actor.fighter.worn_guard:  # what ``suffer`` acts on
                suffer(state, actor)
                if not actor.is_alive:
                    turn.forget(actor)
                    continue
            mind = actor.ai
            if mind is None:
                continue
            if actor.breed.regrowth > 0:
                regrow(actor)
            if actor.asleep:
                if not notices(state, actor):
                    continue
                wake(state, actor)  # it wakes: its turn is spent looking
                continue
            if actor.frozen_turns > 0:
                actor.frozen_turns -= 1
                continue
            mind.act(turn, actor)
            if not hero.is_alive:
                break
