"""The bot: plays the game through ``state.act`` and keeps no memory outside the state.

Every decision is derived from the state alone, so a bot game is a pure function of the seed,
and a saved game continues exactly as it would have. ``explore_step`` is also the player's
auto-explore. What it does with gear (wear, identify, uncurse, enchant, drop, and which gear it
picks up) is its policy's part, chosen by name (``POLICIES``): "full", ``wardrobe``'s careful
player who weighs properties by the situation; "numbers", the same careful player judging
gear by its figures alone (power, defense, max HP, regeneration, clarity), as if no gear had
a property, noise or drawback; or "naive", ``naive``'s player who goes by the numbers on the
label. All know only what the player knows; everything else (fights, throwing, potions,
scrolls, exploring) is shared.

In a fight: it drinks a potion when what HP poison leaves would be low, reads attack scrolls
on threats (``danger``), throws darts and javelins at foes it cannot reach yet (archers,
salamanders) and at those coming to it, strikes adjacent foes, walks up to the others
(closing in on shooters), and leaves sleeping monsters asleep when waking them would cost too
much (a sleeper it can beat it strikes first). Thrown weapons lying on seen tiles are picked
up again as exploring goes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any, TypeVar

import numpy as np

from game.agents import naive, wardrobe
from game.engine import pathing
from game.engine.actions.combat import melee_damage
from game.engine.actions.throwing import first_met, throw_line
from game.engine.actor import Actor
from game.engine.ai import ConfusedAI
from game.engine.describe import known_stat
from game.engine.effects import Confusion, Fireball, Heal, LightningBolt
from game.engine.entity import Item
from game.engine.game import GameState
from game.engine.gear import Stat
from game.engine.kinds import Thrown
from game.engine.properties import POISON, fire_amount, resists, weapon_props
from game.engine.tiles import STAIRS_DOWN, TELEPORT_TRAP

E = TypeVar("E")

Command = tuple[str, dict[str, Any]]

POTION_BELOW = 0.4  # drink a potion under this share of max HP
STOCK = 8  # carry at most this many of one consumable, leaving room for gear
HURT = 0.6  # below this share of max HP a level-up goes to Constitution
#: A foe is a threat worth a scroll when killing it in melee would cost this share of HP.
THREAT = 0.35
#: A sleeping foe is left asleep (sneaked past) when fighting it would cost this share of HP.
LET_SLEEP = 0.6


@dataclass(frozen=True)
class Policy:
    """How a bot treats gear: its next gear command outside fights, and which gear lying on
    the floor it walks to and picks up."""

    name: str
    gear_command: Callable[[GameState], Command | None]
    wanted_on_floor: Callable[[GameState, Item], bool]
    #: How ``wardrobe`` weighs gear meanwhile: FULL (properties too) or NUMBERS (figures).
    taste: str = wardrobe.FULL


POLICIES: dict[str, Policy] = {
    "full": Policy("full", wardrobe.gear_command, wardrobe.wanted_on_floor),
    "numbers": Policy("numbers", wardrobe.gear_command, wardrobe.wanted_on_floor, wardrobe.NUMBERS),
    "naive": Policy("naive", naive.gear_command, naive.wanted_on_floor),
}
DEFAULT_POLICY = "full"


def policy_named(name: str) -> Policy:
    """The policy called ``name``; ValueError naming the choices for any other name."""
    try:
        return POLICIES[name]
    except KeyError:
        raise ValueError(f"unknown policy {name!r}: choose one of {', '.join(POLICIES)}") from None


# -- what the bot sees -------------------------------------------------------------------------
def _no_damage_lately(state: GameState, attacker: str, target: str) -> bool:
    """The log's last two turns tell of a blow of ``attacker`` on ``target`` that did no
    damage (what a player reads: "You hit the Troll but do no damage.")."""
    for message in reversed(state.messages.messages):
        if message.turn < state.turn - 2:
            return False
        if message.text.startswith(attacker) and target in message.text:
            return message.text.endswith("no damage.")
    return False


def known_defense(state: GameState, monster: Actor) -> int:
    """``monster``'s defense as its breed and the gear it visibly wears show it."""
    return known_stat(state, monster, Stat.DEFENSE, monster.fighter.base_defense)


def can_hurt(state: GameState, monster: Actor) -> bool:
    """Whether the hero's blows can hurt ``monster``, as far as the player can tell: its power
    beats the monster's defense as its breed and visible gear show it, and the last blow on
    one of its name did damage. Fighting what cannot be hurt never ends (an armoured Troll
    and the hero traded blows of 0 for 4,000 turns, seed 1, floor 11). A boss always can:
    every blow wears his guard (the deadlock rule). So can one next to the hero that cannot
    hurt the hero either: every blow wears its guard too, and stepping back between blows let
    it mend (a Goblin Archer in armour and the hero, 5,000 turns, seed 53, floor 6)."""
    if monster.breed.boss or (
        chebyshev(state.player, monster.x, monster.y) <= 1 and not monster_hurts(state, monster)
    ):
        return True
    return state.player.fighter.power > known_defense(state, monster) and not _no_damage_lately(
        state, "You hit", f"the {monster.name}"
    )


def monster_hurts(state: GameState, monster: Actor) -> bool:
    """Whether ``monster``'s blows can hurt the hero, as far as the player can tell."""
    power = known_stat(state, monster, Stat.POWER, monster.fighter.base_power)
    return power > state.player.fighter.defense


def blow_damage(state: GameState, monster: Actor) -> int:
    """What one of the hero's blows does to ``monster``, as the player can tell: power
    against its known defense, and the fire of a Flame weapon (which armour does not stop)."""
    damage = melee_damage(state.player.fighter.power, known_defense(state, monster))
    if "flame" in weapon_props(state.player):  # the hero's worn weapon: known
        # what its breed shows, not the gear it may wear
        damage += fire_amount(monster, state.property_row("flame").amount, worn=False)
    return damage


def harm_per_turn(state: GameState, monster: Actor) -> float:
    """What ``monster`` takes from the hero a turn, as the player can tell: its blow against
    the hero's defense, its breath (fire ignores defense) and its venom."""
    hero = state.player
    power = known_stat(state, monster, Stat.POWER, monster.fighter.base_power)
    harm = float(melee_damage(power, hero.fighter.defense))
    spell = monster.breed.spell
    if spell is not None and spell.kind == "fire":
        harm += fire_amount(hero, spell.damage) / max(1, spell.cooldown)
    if monster.breed.venom and not resists(hero, POISON):
        harm += 1.0
    return harm


def danger(state: GameState, monster: Actor) -> float:
    """The HP a melee fight with ``monster`` would cost the hero (infinite when it cannot be
    hurt and hurts)."""
    damage = blow_damage(state, monster)
    harm = harm_per_turn(state, monster)
    if harm <= 0:
        return 0.0
    if damage <= 0:
        return float("inf")
    return -(-monster.fighter.hp // damage) * harm


def chebyshev(actor: Actor, x: int, y: int) -> int:
    return max(abs(actor.x - x), abs(actor.y - y))


def frontier(state: GameState) -> np.ndarray:
    """Explored walkable tiles next to a tile never seen: where exploring goes next."""
    stage = state.stage
    unknown = np.pad(~stage.explored, 1, constant_values=False)
    near_unknown = np.zeros_like(stage.explored)
    h, w = stage.explored.shape
    for dx, dy in pathing.NEIGHBOURS:
        near_unknown |= unknown[1 + dy : 1 + dy + h, 1 + dx : 1 + dx + w]
    return stage.explored & stage.safe & near_unknown


def _known_cost(state: GameState) -> np.ndarray:
    stage = state.stage
    return stage.travel_cost()


class _Way:
    """The distance maps ``_step_toward`` walks down toward ``roots``, made once: around the
    monsters in view (if any stand there), and the shortest way."""

    def __init__(self, state: GameState, roots: list[tuple[int, int]]) -> None:
        player, stage = state.player, state.stage
        self.blockers = blockers = stage.blocker_index()
        self.walkable = stage.walkable
        cost = _known_cost(state)
        # awake ones only: a sleeper stays put, and a way around it taken only while it was
        # in view sent the hero back and forth across a doorway (seed 14, floor 11)
        in_view = [
            (x, y)
            for (x, y), actor in blockers.items()
            if actor is not player
            and not actor.asleep
            and stage.visible[y, x]
            and (x, y) not in roots
        ]
        self.around: np.ndarray | None = None
        if in_view:
            around = cost.copy()
            for x, y in in_view:
                around[y, x] = 0
            self.around = pathing.distance_map(around, roots)
        self.shortest = pathing.distance_map(cost, roots)

    def free(self, x: int, y: int) -> bool:
        return bool(self.walkable[y, x]) and (x, y) not in self.blockers

    def step(self, x0: int, y0: int, around: bool = False) -> tuple[int, int] | None:
        """(dx, dy) of the step from (x0, y0), or None; with ``around``, only on a way around
        the monsters in view (none: None)."""
        step = None
        if self.around is not None:
            step = pathing.downhill(self.around, x0, y0, self.free)
            if around:
                return None if step is None else (step[0] - x0, step[1] - y0)
        if step is None:
            step = pathing.downhill(self.shortest, x0, y0, self.free)
        return None if step is None else (step[0] - x0, step[1] - y0)


def _step_toward(
    state: GameState, roots: list[tuple[int, int]], around: bool = False
) -> tuple[int, int] | None:
    """(dx, dy) of one step along known floor toward the nearest root, around actors: by a
    way around the monsters in view if there is one (a monster standing in a doorway is walked
    around through another), else (unless ``around``) by the shortest way, waiting for them to
    move."""
    if not roots:
        return None
    return _Way(state, roots).step(state.player.x, state.player.y, around)


def worth_taking(state: GameState, item: Item, policy: str = DEFAULT_POLICY) -> bool:
    """Consumables until the stock of that kind is full; gear as the ``policy`` judges it
    (the full one: when it could be an upgrade as the player knows it, see ``wardrobe``)."""
    if item.equippable is not None:
        return policy_named(policy).wanted_on_floor(state, item)
    return sum(i.count for i in state.player.inventory.items if i.kind is item.kind) < STOCK


def wanted_items(
    state: GameState, picky: bool = True, ignore: Collection[int] = (), policy: str = DEFAULT_POLICY
) -> list[tuple[int, int]]:
    """Tiles of items the player has seen that are worth walking to (only those the pack has
    room for).

    Seen means on an explored tile, in view or remembered: items appear when a floor is made
    or where a monster dies (in the player's view), so an item on an explored tile is one the
    player saw. Remembering them matters: with only the items in view, a step toward an item
    that takes it out of sight removes the goal, the next step goes back, and the walker
    swings between two tiles for ever (issue 11, point 6).

    ``picky`` skips items the ``policy`` does not want (consumables beyond ``STOCK``, gear
    no better than what the player has); items whose ``id`` is in ``ignore`` (already
    visited) are skipped too. A pile counts when it holds such an item and its top one (the
    one "pickup" takes) fits the pack: see ``pile_wanted``. An item on a teleport trap the
    player has found is out of reach: stepping there sends the hero elsewhere (seed 78 went
    for a potion on one, floor 2, for 1,700 turns).
    """
    explored, stage = state.stage.explored, state.stage
    tiles = {
        (i.x, i.y)
        for i in stage.items
        if explored[i.y, i.x]
        and stage.is_walkable(i.x, i.y)
        and stage.found_trap_at(i.x, i.y) != TELEPORT_TRAP
    }
    return sorted(
        tile for tile in tiles if pile_wanted(state, stage.items_at(*tile), picky, ignore, policy)
    )


def pile_wanted(
    state: GameState,
    pile: list[Item],
    picky: bool = True,
    ignore: Collection[int] = (),
    policy: str = DEFAULT_POLICY,
) -> bool:
    """Whether the items on one tile (``pile``, the top one last) are worth going for: one of
    them is wanted, and the pack can take the top one, since "pickup" takes the top item
    first. Digging down to a wanted item means taking the ones above it too (the drop rule
    leaves those behind once the tile is clear): with only the top item looked at, the bot
    stood on Chain Mail lying under a pair of gloves, stepped off toward it and back on for
    ever (seed 1, floor 6; armed monsters leave piles)."""
    pack = state.player.inventory
    if not pile or not pack.can_take(pile[-1]):
        return False
    return any(
        id(i) not in ignore and pack.can_take(i) and (not picky or worth_taking(state, i, policy))
        for i in pile
    )


def explore_step(
    state: GameState, picky: bool = True, ignore: Collection[int] = (), policy: str = DEFAULT_POLICY
) -> tuple[int, int] | None:
    """One step toward the nearest unexplored place or seen item; None when nothing is left."""
    ys, xs = np.nonzero(frontier(state))
    roots = list(zip(xs.tolist(), ys.tolist(), strict=True)) + wanted_items(
        state, picky, ignore, policy
    )
    here = (state.player.x, state.player.y)
    return _step_toward(state, [r for r in roots if r != here])


# -- decisions ---------------------------------------------------------------------------------
def effect_of(item: Item, effect_type: type[E]) -> E:
    """``item``'s effect, known to be an ``effect_type`` (a TypeError if it is not)."""
    effect = item.effect
    if not isinstance(effect, effect_type):
        raise TypeError(f"{item.kind.id} has no {effect_type.__name__}")
    return effect


def _items_with(state: GameState, effect_type: type) -> list[Item]:
    return [i for i in state.player.inventory.items if isinstance(i.effect, effect_type)]


def _level_up_choice(state: GameState) -> str:
    """Constitution when hurt (its +20 HP is the best healing there is: the hero does not
    regenerate), else Agility up to a base defense of 4, then Strength and Constitution."""
    fighter = state.player.fighter
    if fighter.hp < fighter.max_hp * HURT:
        return "constitution"
    if fighter.base_defense < 4:
        return "agility"
    return "strength" if fighter.base_power <= fighter.base_defense else "constitution"


def _wanted_here(state: GameState, policy: str) -> bool:
    player = state.player
    return pile_wanted(state, state.stage.items_at(player.x, player.y), policy=policy)


def _scroll_command(state: GameState, seen: list[Actor]) -> Command | None:
    """Read a scroll when it pays: fireballs on groups, lightning and confusion on threats."""
    player = state.player
    hurt = player.fighter.hp < player.fighter.max_hp * 0.6
    threats = [a for a in seen if not isinstance(a.ai, ConfusedAI) and not a.asleep]
    if not threats:
        return None
    big = danger(state, threats[0]) >= player.fighter.hp * THREAT
    fireballs = _items_with(state, Fireball)
    if fireballs:
        radius = effect_of(fireballs[0], Fireball).radius
        best, best_hits = None, 0
        for target in threats:
            if player.distance(target.x, target.y) <= radius:
                continue
            hits = sum(1 for a in seen if a.distance(target.x, target.y) <= radius)
            if hits > best_hits:
                best, best_hits = target, hits
        if best is not None and (
            best_hits >= 2 or hurt or danger(state, best) >= player.fighter.hp * THREAT
        ):
            return "use", {"item": fireballs[0], "target": (best.x, best.y)}
    bolts = _items_with(state, LightningBolt)
    if bolts and (hurt or len(threats) >= 2 or big):
        reach = effect_of(bolts[0], LightningBolt).max_range
        if any(player.distance(a.x, a.y) <= reach for a in seen):
            return "use", {"item": bolts[0]}
    confusions = _items_with(state, Confusion)
    if confusions and (hurt or len(threats) >= 2 or big):
        target = threats[-1] if len(threats) >= 2 else threats[0]
        return "use", {"item": confusions[0], "target": target}
    return None


def comes_to_blows(monster: Actor) -> bool:
    """The monster walks up to fight: awake, not confused, and with nothing to use from afar
    (an archer shoots and a salamander breathes from where they stand)."""
    spell = monster.breed.spell
    return (
        not monster.asleep
        and not isinstance(monster.ai, ConfusedAI)
        and (spell is None or spell.kind == "confusion")
    )


def _missiles(state: GameState) -> list[tuple[Item, Thrown]]:
    """The pack's thrown weapons, each with how it flies."""
    return [(i, i.kind.thrown) for i in state.player.inventory.items if i.kind.thrown is not None]


def clear_shot(state: GameState, target: Actor) -> bool:
    """A thrown weapon would fly from the hero to ``target`` with nothing in between: the
    first creature on the throw's own line (``throwing.first_met``) is the target."""
    reach = chebyshev(state.player, target.x, target.y)
    met = first_met(state, throw_line(state, state.player.pos, target.pos, reach), target.pos)
    return met is not None and met[1] is target


def throw_command(state: GameState, foes: list[Actor]) -> Command | None:
    """Throw a dart or javelin at a foe two tiles away or more: one that shoots or breathes
    from afar (it will not come), or one coming to blows (softened on its way). Sleepers are
    left to a first blow in melee. The missile that does most damage goes first."""
    missiles = _missiles(state)
    if not missiles:
        return None
    player = state.player
    for foe in foes:
        distance = chebyshev(player, foe.x, foe.y)
        if foe.asleep or distance < 2 or isinstance(foe.ai, ConfusedAI):
            continue
        defense = known_defense(state, foe)
        fits = [
            (thrown.power - defense, m)
            for m, thrown in missiles
            if thrown.reach >= distance and thrown.power > defense
        ]
        if not fits or not clear_shot(state, foe):
            continue
        _, missile = max(fits, key=lambda pair: pair[0])
        return "throw", {"item": missile, "target": (foe.x, foe.y)}
    return None


def choose(state: GameState, policy: str = DEFAULT_POLICY) -> Command:
    """The bot's next command for ``state``, treating gear by the ``policy`` named."""
    chosen = policy_named(policy)
    with wardrobe.one_decision(chosen.taste):
        return _choose(state, chosen)


def _choose(state: GameState, gear_policy: Policy) -> Command:
    policy = gear_policy.name
    player = state.player
    if state.level_up_pending:
        return "level_up", {"stat": _level_up_choice(state)}
    fighter = player.fighter
    potions = _items_with(state, Heal)
    if potions and fighter.hp - player.poisoned_turns < fighter.max_hp * POTION_BELOW:
        return "use", {"item": potions[0]}

    seen = state.visible_monsters()
    if seen:
        scroll = _scroll_command(state, seen)
        if scroll is not None:
            return scroll
    # Sleepers are no foes to walk to (a goal that leaves the view as the hero steps toward
    # it sends the hero back and forth): one the hero passes by is struck first in its
    # sleep if the fight is affordable, else left asleep (sneaked past)
    foes = [
        a
        for a in seen
        if can_hurt(state, a)
        and (
            not a.asleep
            or (chebyshev(player, a.x, a.y) <= 1 and danger(state, a) < fighter.hp * LET_SLEEP)
        )
    ]
    if foes:
        adjacent = [a for a in foes if chebyshev(player, a.x, a.y) <= 1]
        if adjacent:
            # the hardest blow first (as the player can tell), then the weakest foe
            target = min(adjacent, key=lambda a: (known_defense(state, a), a.fighter.hp))
            return "move", {"dx": target.x - player.x, "dy": target.y - player.y}
        thrown = throw_command(state, foes)
        if thrown is not None:
            return thrown
        nearest = foes[0]
        # At distance 2 a hostile monster steps next to us: waiting gives us the first blow.
        # Not one that shoots or breathes from afar, nor a sleeper: those do not come.
        if chebyshev(player, nearest.x, nearest.y) == 2 and comes_to_blows(nearest):
            return "wait", {}
        step = approach(state, nearest)
        if step is not None:
            return "move", {"dx": step[0], "dy": step[1]}
    elif any(monster_hurts(state, a) for a in seen if not a.asleep):
        # none of them can be hurt, and one awake hurts: leave by the stairs if known, by a
        # way around them (waiting for one that stands in the way to move would never end: it
        # stays to strike, seed 15, floor 11); else exploring may find another way
        escape = _stairs_command(state, around=True)
        if escape is not None:
            return escape

    gear = gear_policy.gear_command(state)
    if gear is not None:
        return gear
    if _wanted_here(state, policy):
        return "pickup", {}
    step = explore_step(state, policy=policy)
    if step is not None:
        return "move", {"dx": step[0], "dy": step[1]}
    return _stairs_command(state) or _make_way(state, seen) or ("wait", {})


#: How far ``approach`` looks along the way (the view's radius is 8).
APPROACH_LOOK = 16


def approach(state: GameState, foe: Actor) -> tuple[int, int] | None:
    """(dx, dy) of the first step toward ``foe`` on a way that keeps it in sight until the
    hero stands next to it; None when there is no such way. A chase that loses sight of its
    foe halfway is not begun: with the foe out of view the bot went back to what it was
    doing, saw the foe again, stepped toward it, and swung between two tiles for thousands of
    turns (seed 24, floor 7: an awake Kobold behind sleeping ones, and a potion)."""
    way = _Way(state, [(foe.x, foe.y)])
    first = way.step(state.player.x, state.player.y)
    if first is None:
        return None
    x, y = state.player.x + first[0], state.player.y + first[1]
    for _ in range(APPROACH_LOOK):
        if not state.stage.sight(x, y)[foe.y, foe.x]:
            return None
        if max(abs(x - foe.x), abs(y - foe.y)) <= 1:
            return first
        step = way.step(x, y)
        if step is None:
            return first  # the way goes on once those in it move
        x, y = x + step[0], y + step[1]
    return first


def _make_way(state: GameState, seen: list[Actor]) -> Command | None:
    """Nothing left to do but a monster that cannot be hurt stands next to the hero (in the
    way, as a rule): step back from it, drawing it out of the corridor it blocks, so that a
    way around it opens (seed 1, floor 11: an armoured Troll held a corridor shut)."""
    player, stage = state.player, state.stage
    near = [a for a in seen if chebyshev(player, a.x, a.y) <= 1]
    if not near:
        return None
    blockers = stage.blocker_index()
    best, best_gap = None, 1
    for dx, dy in pathing.NEIGHBOURS:
        x, y = player.x + dx, player.y + dy
        if not (stage.in_bounds(x, y) and stage.walkable[y, x]) or (x, y) in blockers:
            continue
        gap = min(max(abs(a.x - x), abs(a.y - y)) for a in near)
        if gap > best_gap:
            best, best_gap = (dx, dy), gap
    return None if best is None else ("move", {"dx": best[0], "dy": best[1]})


def _stairs_command(state: GameState, around: bool = False) -> Command | None:
    """Go down when on the stairs, else a step toward the stairs if they are known (with
    ``around``: only by a way around the monsters in view)."""
    player = state.player
    if state.stage.tiles[player.y, player.x] == STAIRS_DOWN:
        return "descend", {}
    stairs = state.stage.stairs
    if stairs is not None and state.stage.explored[stairs[1], stairs[0]]:
        step = _step_toward(state, [stairs], around)
        if step is not None:
            return "move", {"dx": step[0], "dy": step[1]}
    return None


def play(state: GameState, turns: int, policy: str = DEFAULT_POLICY) -> GameState:
    """Let the bot play with the ``policy`` named until ``turns`` more turns have passed or
    the run is over (death or victory)."""
    policy_named(policy)  # an unknown name fails here, before any turn
    # the default policy's call is choose(state), the one-argument call tools replace
    extra = () if policy == DEFAULT_POLICY else (policy,)
    target = state.turn + turns
    while state.turn < target and not state.game_over:
        command, params = choose(state, *extra)
        if not state.act(command, **params):
            state.act("wait")
    return state
