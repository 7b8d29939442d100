"""How the bot judges gear, knowing only what the player knows.

Every number here comes from ``state.known_bonus`` (and, for the part the player does not know,
from the item's kind as its name shows it plus a guess at the enchantment); the bot never looks
at an unidentified item's ``enchantment`` or ``cursed``. A worn item is always known (wearing
identifies), so its curse may be read through ``known_cursed``.

The policy, in the order ``gear_command`` applies it (outside fights only):

1. Remove Curse: read one when a worn cursed item is worse than nothing, or blocks a piece of
   gear in the pack that the bot would wear in its place.
2. Identify: read one on the unknown pack item the bot would most like to wear (the highest
   expected gain among those that could be an upgrade at all).
3. Wear the best upgrade. Known gear: any gain (known cursed gear, which would lock its slot:
   only into an empty slot or with a way out of the curse carried). Unknown gear (enchantment,
   or ring/amulet kind, unknown) only when the risk is judged worth it, that is when one of
   these holds:
   - *empty*: nothing comes off (an empty slot, a free ring slot) and it is worth something;
   - *safe*: even the worst enchantment found at this depth (``ROLLS``) leaves it no worse than
     what it replaces;
   - *covered*: a Scroll of Remove Curse is carried, so a curse costs one scroll: any gain
     with the usual enchantment will do;
   - *backed*: it beats what it replaces by ``MARGIN`` with the usual enchantment, and either a
     way out of a curse is carried (Remove Curse, or Enchanting, which lifts the curse of the
     item it raises) or HP is comfortable (at least ``COMFORT`` of max).
   Deeper floors roll better gear (the usual enchantment rises from ``ROLLS``' deep row), so
   the bot takes more chances there. A two-hander is weighed against the main hand AND the
   off hand it frees; a one-handed weapon (or an off-hand item) that replaces a two-hander is
   weighed together with the best companion for the other hand in the pack. A ring is tried
   in both ring slots.
4. Enchanting: on the worn item that gains most from one point (``WEIGHTS`` of its main stat
   times its step; ties go to the weapon first, then slot order). If a cursed worn item blocks
   an upgrade and no Remove Curse is carried, Enchanting goes on that item to lift the curse.
5. Take off a worn, uncursed item worth less than nothing.
6. Drop gear it has outgrown: unworn pieces that could not beat what is worn even with the
   best enchantment of this depth, a second spare that looks the same as one already carried
   (same shown name), and beyond ``SPARE_GEAR`` spare pieces the least promising. What it
   would drop it does not pick up.

Properties (the full policy's *taste*; the "numbers" policy judges by the figures alone, as
if no gear had any): a piece of gear is worth its figures plus what its known properties are
worth in the situation (``property_worth``), less its noise and an artefact's drawback:

- a resistance (or Warding) is worth little until the hero has met the foe that calls for it
  (killed one, or sees one now: a fire breather, a venomous biter, a caster of confusion);
  then it is worth ``MET_WORTH``. Flame is worth more once a foe that fears fire is met.
  Stealth is worth more while the hero is hurt. A resistance, Stealth or Warding counts once
  however many pieces carry it; Thorns count per piece.
- noise (heavy gear) costs ``NOISE_COST`` a point from the floors where monsters sleep;
- an artefact that binds costs ``BINDS_COST`` (its slot is shut for good), one that thirsts
  ``THIRST_COST`` over its thirst.

Clarity (an amulet's figure) keeps confusion off as Warding does: it counts as Warding here.

What the player knows: a known item's properties; an unknown artefact's (its kind's, which
its description tells: artefacts come as their legend says, at +0, cursed only if they bind,
and then for good); of other unknown gear only whether it looks runed, worth the mean of the
properties it could carry (``shown_props``). Unknown runed gear is put on only when a way
out of a curse is carried or it is safe at its worst (point 3). Gear is kept and
picked up by its worth in the most hopeful situation (every foe met, the hero hurt), so that a
fire-resistant cloak is carried for the day the Salamanders come; it is worn by the worth in
the situation now.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from game.engine.effects import Enchant, Identify, RemoveCurse
from game.engine.entity import Item
from game.engine.game import GameState
from game.engine.gear import RING_SLOTS, SLOT_ORDER, Equippable, Slot, Stat
from game.engine.properties import (
    ARMOUR_PROPS,
    FIRE_RESISTANCE,
    FLAME,
    POISON_RESISTANCE,
    STEALTH,
    THORNS,
    WARDING,
    WEAPON_PROPS,
)

Command = tuple[str, dict[str, Any]]

#: What one point of each stat is worth to the bot (10 max HP = 1 power; regeneration heals a
#: hero that otherwise never heals; clarity keeps off the Orc Shaman's 4-turn confusions, which
#: a bot fighting in melee mostly shrugs off: it is worth little next to power or defense).
WEIGHTS: dict[Stat, float] = {
    Stat.POWER: 1.0,
    Stat.DEFENSE: 1.0,
    Stat.MAX_HP: 0.1,
    Stat.REGENERATION: 1.5,
    Stat.CLARITY: 0.3,
}
#: (from floor, (worst, usual, best) enchantment of found gear) as the bot guesses it.
ROLLS: tuple[tuple[int, tuple[float, float, float]], ...] = (
    (1, (-1, 0.0, 1)),
    (3, (-2, 0.0, 2)),
    (6, (-3, 0.25, 3)),
)
MARGIN = 1.0  # an unknown item must beat what it replaces by this much (backed rule)
COMFORT = 0.7  # share of max HP at which the bot accepts the risk of a curse
SPARE_GEAR = 4  # unworn pieces of gear kept in the pack at most
#: Who gets Enchanting first when gains tie: the weapon, then the rest in slot order.
ENCHANT_ORDER: tuple[Slot, ...] = (Slot.MAIN_HAND,) + tuple(
    s for s in SLOT_ORDER if s is not Slot.MAIN_HAND
)
WORST, USUAL, BEST = 0, 1, 2

#: The two tastes: "full" weighs properties, noise and drawbacks; "numbers" the figures only.
FULL, NUMBERS = "full", "numbers"
#: What a property is worth worn, in WEIGHTS' units (1 = a point of power), before the
#: situation raises it (a resistance before its foe is met is worth little: ``MET_WORTH``).
PROPERTY_WORTH: dict[str, float] = {
    FLAME: 2.0,
    "venom": 1.5,
    "draining": 1.5,
    "frost": 1.5,
    FIRE_RESISTANCE: 0.5,
    POISON_RESISTANCE: 0.5,
    THORNS: 1.0,
    STEALTH: 0.5,
    WARDING: 0.3,
}
#: ... once the hero has met (killed, or sees) a foe that calls for it.
MET_WORTH: dict[str, float] = {
    FIRE_RESISTANCE: 3.0,
    POISON_RESISTANCE: 2.5,
    WARDING: 1.0,
    FLAME: 3.0,
}
#: Stealth while the hero is hurt (below ``HURT_SHARE`` of max HP): sleepers left asleep.
HURT_STEALTH, HURT_SHARE = 2.0, 0.6
#: Properties that count once however many worn pieces carry them.
ONCE: frozenset[str] = frozenset(ARMOUR_PROPS) - {THORNS}
NOISE_COST = 0.6  # a point of noise, from the floors where monsters sleep
SLEEP_FROM = 2  # the first floor where monsters sleep (SPEC)
BINDS_COST = 1.0  # an artefact that binds for good shuts its slot
THIRST_COST = 12.0  # over the turns a thirsting artefact waits before it drinks


# -- what the player knows ------------------------------------------------------------------
def known_cursed(state: GameState, item: Item) -> bool:
    """True when the player knows ``item`` is cursed (only ever read once it is known)."""
    return state.knows(item) and item.cursed


def rolls(depth: int) -> tuple[float, float, float]:
    """(worst, usual, best) enchantment the bot expects of gear found at ``depth``."""
    return next(r for floor, r in reversed(ROLLS) if depth >= floor)


def _kind_value(wearable: Equippable, enchantment: float) -> float:
    base = sum(WEIGHTS[stat] * wearable.bonus(stat) for stat in Stat)
    assert wearable.main_stat is not None
    return base + WEIGHTS[wearable.main_stat] * wearable.enchant_step * enchantment


#: value()'s results by everything they depend on: a pure cache (it changes no decision and
#: holds nothing a game could not recompute), capped so that it never grows without end.
_VALUES: dict[tuple[Any, ...], float] = {}
_VALUES_CAP = 20_000


def value(state: GameState, item: Item, case: int = USUAL, now: Situation | None = None) -> float:
    """What ``item`` is worth worn, by what the player knows: its figures (``figures``) and,
    for the full taste, its properties, noise and drawbacks alone (``gear_score``) in the
    situation ``now`` (default: the situation of ``state``)."""
    figures_worth = figures(state, item, case)
    if _TASTE != FULL:
        return figures_worth
    return figures_worth + gear_score(state, [item], now or current(state))


def figures(state: GameState, item: Item, case: int = USUAL) -> float:
    """What ``item``'s figures are worth worn, by what the player knows; the unknown part is
    guessed with the ``case`` (WORST, USUAL, BEST) enchantment of this depth. An unlearned
    ring or amulet is any of the kinds of its family not learned yet (their mean, min or
    max). The full taste knows the artefacts' legend: they come as made, at +0."""
    if _TASTE == FULL and item.kind.artefact and not state.knows(item):
        return _kind_value(item.gear, 0.0)
    known, kind_known = state.knows(item), state.kind_known(item.kind)
    key = (
        id(state.content),
        case,
        rolls(state.depth)[case],
        known,
        item.kind.id if kind_known else (item.gear.disguise, frozenset(state.learned)),
        item.enchantment if known else None,
    )  # read only once the player knows it
    found = _VALUES.get(key)
    if found is None:
        if len(_VALUES) >= _VALUES_CAP:
            _VALUES.clear()
        found = _VALUES[key] = _value(state, item, case)
    return found


def _value(state: GameState, item: Item, case: int) -> float:
    wearable = item.gear
    roll: float = rolls(state.depth)[case]
    if state.kind_known(item.kind):
        total = 0.0
        for stat in Stat:
            known = state.known_bonus(item, stat)
            total += WEIGHTS[stat] * (  # an unknown enchantment: the main stat's likely roll
                wearable.bonus(stat) + wearable.enchant_step * roll if known is None else known
            )
        return total
    content = state.content
    assert content is not None
    family = [
        kind.equippable
        for kind in content.item_types.values()
        if kind.equippable is not None
        and kind.equippable.disguise == wearable.disguise
        and not state.kind_known(kind)
    ]
    guesses = [_kind_value(w, roll) for w in family] or [0.0]
    if case == WORST:
        return min(guesses)
    if case == BEST:
        return max(guesses)
    return sum(guesses) / len(guesses)


# -- properties, noise and drawbacks (the full taste) ----------------------------------------
def shown_props(state: GameState, item: Item) -> tuple[tuple[str, ...], bool]:
    """(the properties the player knows ``item`` carries, whether it carries one more the
    player cannot name yet): all of a known item's; an unknown artefact's own (its kind's, as
    its description tells); of other unknown gear only whether it looks runed, as its shown
    name says (the hidden property itself is never read)."""
    if state.knows(item):
        return item.props, False
    runed = not item.kind.artefact and state.name_of(item).startswith("runed ")
    return item.kind.props, runed


@dataclass(frozen=True)
class Situation:
    """What makes a property worth more now: the properties whose foe the hero has met (a
    resistance's, Warding's, Flame's), whether the hero is hurt, and whether monsters sleep
    on this floor (noise)."""

    met: frozenset[str]
    hurt: bool
    sleepers: bool


#: The most hopeful situation: how gear is judged for keeping and picking up.
HOPEFUL = Situation(frozenset(MET_WORTH), True, True)


def called_for(breed: Any) -> set[str]:
    """The properties a breed makes worth more once met (from its data: fire breath, a
    venomous bite, a confusion spell, a fear of fire)."""
    spell = breed.spell
    out = set()
    if spell is not None and spell.kind == "fire":
        out.add(FIRE_RESISTANCE)
    if spell is not None and spell.kind == "confusion":
        out.add(WARDING)
    if breed.venom:
        out.add(POISON_RESISTANCE)
    if "fire" in breed.fears:
        out.add(FLAME)
    return out


def situation(state: GameState) -> Situation:
    """The situation now: foes met are the breeds the hero has killed or sees."""
    assert state.content is not None
    breeds = state.content.breeds
    met_ids = set(state.kills_by_breed) | {a.breed.id for a in state.visible_monsters()}
    met = frozenset(
        p for breed_id in met_ids if breed_id in breeds for p in called_for(breeds[breed_id])
    )
    # hurt by the max HP without gear: judged with the gear's, a swap that moved max HP
    # across the line changed the verdict, and the bot put the Shadowweave (Stealth, -10 max
    # HP) on and off for 5,559 turns (seed 82, floor 6, rules 6)
    fighter = state.player.fighter
    hurt = fighter.hp < fighter.base_max_hp * HURT_SHARE
    return Situation(met, hurt, state.depth >= SLEEP_FROM)


def property_worth(prop: str, now: Situation) -> float:
    """What ``prop`` is worth worn in the situation ``now``."""
    if prop in now.met and prop in MET_WORTH:
        return MET_WORTH[prop]
    if prop == STEALTH and now.hurt:
        return HURT_STEALTH
    return PROPERTY_WORTH.get(prop, 0.0)


def _mystery_worth(weapon: bool, now: Situation) -> float:
    """An unknown property: the mean of those its piece could carry."""
    props = WEAPON_PROPS if weapon else ARMOUR_PROPS
    return sum(property_worth(p, now) for p in props) / len(props)


def gear_score(state: GameState, items: list[Item], now: Situation) -> float:
    """What ``items`` worn together add beyond their figures, for the full taste: their
    properties (a resistance, Stealth or Warding once), less noise and artefacts'
    drawbacks. 0 for the numbers taste."""
    if _TASTE != FULL:
        return 0.0
    score, counted = 0.0, set()
    for item in items:
        props, runed = shown_props(state, item)
        if state.kind_known(item.kind) and item.gear.clarity > 0:
            props = (*props, WARDING)  # clarity keeps confusion off as Warding does
        for prop in props:
            if prop in ONCE:
                if prop in counted:
                    continue
                counted.add(prop)
            score += property_worth(prop, now)
        wearable = item.gear
        if runed:
            score += _mystery_worth(wearable.slot is Slot.MAIN_HAND, now)
        if now.sleepers:
            score -= NOISE_COST * wearable.noise
        if item.kind.binds:
            score -= BINDS_COST
        if item.kind.thirst:
            score -= THIRST_COST / item.kind.thirst
    return score


def runed_unknown(state: GameState, item: Item) -> bool:
    """Unknown gear the player can tell carries a property: a runed piece, or an artefact."""
    if not is_unknown(state, item):
        return False
    props, runed = shown_props(state, item)
    return runed or bool(props)


#: The taste the bot judges gear with, set for each decision (``one_decision``).
_TASTE = FULL


def looks(state: GameState, item: Item) -> tuple[str, int | None]:
    """What tells two pieces of gear apart to the player, as ``state.name_of`` shows it: the
    kind (or, unlearned, the ring's or amulet's look) and the enchantment once known. Built
    without ``name_of`` for unknown gear, which reads the hidden enchantment to print "?"."""
    kind = item.kind.id if state.kind_known(item.kind) else state.name_of(item)
    return kind, (item.enchantment if state.knows(item) else None)


def is_unknown(state: GameState, item: Item) -> bool:
    return not (state.knows(item) and state.kind_known(item.kind))


# -- options: one piece of gear in one slot ---------------------------------------------------
@dataclass(frozen=True)
class Option:
    """Wearing ``item`` in ``slot``: what comes off and the gain in the three cases."""

    item: Item
    slot: Slot
    displaced: tuple[Item, ...]
    gains: tuple[float, float, float]  # WORST, USUAL, BEST
    blocked: bool  # something that would come off is cursed

    @property
    def gain(self) -> float:
        return self.gains[USUAL]


def spare_gear(state: GameState) -> list[Item]:
    """Unworn gear in the pack, in pack order."""
    equipment = state.player.equipment
    return [
        i
        for i in state.player.inventory.items
        if i.equippable is not None and not equipment.is_equipped(i)
    ]


def spares_after_pickup(state: GameState, item: Item) -> list[Item]:
    """``spare_gear`` as it would be once ``item`` (gear the pack can take) is picked up: in
    pack order, the new row at the first free letter."""
    letter = state.player.inventory.first_free_letter()
    spares = spare_gear(state)
    at = next((n for n, s in enumerate(spares) if (s.letter or "") > letter), len(spares))
    return spares[:at] + [item] + spares[at:]


def _slots_for(wearable: Equippable) -> tuple[Slot, ...]:
    return RING_SLOTS if wearable.is_ring else (wearable.slot,)


def _is_two_handed(item: Item) -> bool:
    return item.equippable is not None and item.equippable.two_handed


def _companion(
    state: GameState,
    item: Item,
    displaced: tuple[Item, ...],
    spares: list[Item] | None = None,
    now: Situation | None = None,
    kept: list[Item] | None = None,
) -> float:
    """When ``item`` replaces a two-hander, the best spare for the hand it leaves free
    (among ``spares``, by default the pack's ``spare_gear``), worth what it adds worn beside
    ``kept`` and ``item``: a resistance the hero already wears counts once (a Shield of Fire
    Resistance beside the Warlord's Crown counted it twice, and a Mace and a Greataxe were
    swapped for 4,000 turns, seed 75, floor 7)."""
    wearable = item.equippable
    assert wearable is not None
    if wearable.two_handed or not any(_is_two_handed(d) for d in displaced):
        return 0.0
    other = Slot.OFF_HAND if wearable.slot is Slot.MAIN_HAND else Slot.MAIN_HAND
    spares = spare_gear(state) if spares is None else spares
    fits = [s for s in spares if s is not item and s.gear.slot is other and not s.gear.two_handed]
    now = now or current(state)
    beside = [*(kept or []), item]
    base = gear_score(state, beside, now)
    return max(
        [figures(state, s) + gear_score(state, [*beside, s], now) - base for s in fits] + [0.0]
    )


#: What the bot works out while it makes one decision (``one_decision``): the state does not
#: change while it thinks, so each item's options (with the pack's own spares, in the
#: situation now or the hopeful one) and the situation are worked out once instead of once per
#: rule. None outside a decision: nothing is kept.
_DECISION: dict[Any, Any] | None = None


@contextmanager
def one_decision(taste: str = FULL) -> Iterator[None]:
    """While the bot makes one decision on an unchanging state, remember each item's options;
    gear is judged with ``taste`` (FULL or NUMBERS) meanwhile."""
    global _DECISION, _TASTE
    outer, outer_taste = _DECISION, _TASTE
    _DECISION = {} if outer is None or outer_taste != taste else outer
    _TASTE = taste
    try:
        yield
    finally:
        _DECISION, _TASTE = outer, outer_taste


def current(state: GameState) -> Situation:
    """The situation of ``state`` (once per decision)."""
    if _DECISION is None:
        return situation(state)
    found = _DECISION.get("now")
    if found is None:
        found = _DECISION["now"] = situation(state)
    return found


def options_for(
    state: GameState, item: Item, spares: list[Item] | None = None, hopeful: bool = False
) -> list[Option]:
    """Each way to wear ``item`` (a ring: either ring slot), carried or lying on the floor;
    ``spares`` (default: the pack's) are the companions a one-hander may count on; judged in
    the situation now, or (``hopeful``) in the most hopeful one (``HOPEFUL``)."""
    now = HOPEFUL if hopeful else current(state)
    if spares is not None or _DECISION is None:
        return list(_options(state, item, spares, now))
    key = (id(item), hopeful)
    found = _DECISION.get(key)
    if found is None:
        found = _DECISION[key] = list(_options(state, item, None, now))
    return found


def _options(
    state: GameState, item: Item, spares: list[Item] | None, now: Situation
) -> Iterator[Option]:
    wearable = item.equippable
    if wearable is None:
        return
    equipment = state.player.equipment
    worn = equipment.worn_items()
    for slot in _slots_for(wearable):
        displaced = tuple(equipment.displaced_by(item, slot))
        lost = sum(figures(state, d) for d in displaced)
        kept = [w for w in worn if not any(w is d for d in displaced)]
        extra = _companion(state, item, displaced, spares, now, kept)
        soul = gear_score(state, kept + [item], now) - gear_score(state, worn, now)
        # rounded: sums in another order must not make a twin look a hair better (two
        # equal Gauntlets were swapped for 6,000 turns, seed 37, floor 4)
        gains = tuple(
            round(figures(state, item, case) - lost + extra + soul, 6)
            for case in (WORST, USUAL, BEST)
        )
        blocked = any(known_cursed(state, d) for d in displaced)
        yield Option(item, slot, displaced, gains, blocked)  # type: ignore[arg-type]


def could_help(state: GameState, item: Item, spares: list[Item] | None = None) -> bool:
    """True when ``item`` could beat what it replaces, with the best enchantment of this depth,
    in the most hopeful situation (gear worth keeping for the day its foe comes)."""
    return any(o.gains[BEST] > 0 for o in options_for(state, item, spares, hopeful=True))


def promise(state: GameState, item: Item, spares: list[Item] | None = None) -> float:
    """The usual gain of ``item`` in its best slot, in the most hopeful situation (how spare
    gear is ranked)."""
    return max((o.gain for o in options_for(state, item, spares, hopeful=True)), default=0.0)


# -- the risk policy --------------------------------------------------------------------------
def _carried(state: GameState, effect_type: type) -> list[Item]:
    return [i for i in state.player.inventory.items if isinstance(i.effect, effect_type)]


def has_remedy(state: GameState) -> bool:
    """A way out of a curse is carried: Remove Curse, or Enchanting (lifts its item's curse)."""
    return bool(_carried(state, RemoveCurse) or _carried(state, Enchant))


def hp_comfortable(state: GameState) -> bool:
    fighter = state.player.fighter
    return fighter.hp >= fighter.max_hp * COMFORT


def worth_the_risk(state: GameState, option: Option) -> bool:
    """Whether to wear ``option`` now: see the module's policy, point 3."""
    if option.blocked or option.gain <= 0:
        return False
    if known_cursed(state, option.item):  # it would lock the slot until a scroll frees it
        return not option.displaced or has_remedy(state)
    if not is_unknown(state, option.item):
        return True
    if _TASTE == FULL and option.item.kind.artefact:
        # an artefact is as its legend tells: cursed only if it binds, and then for good
        # (its cost is in the gain)
        return True
    if _TASTE == FULL and runed_unknown(state, option.item):
        # a property the player cannot name yet, and maybe a curse: never put on what could
        # not come off again, unless it is no loss even at its worst
        return option.gains[WORST] >= 0 or has_remedy(state)
    if not option.displaced:
        return True  # empty
    if option.gains[WORST] >= 0:
        return True  # safe
    if _carried(state, RemoveCurse):
        return True  # covered
    return option.gain >= MARGIN and (has_remedy(state) or hp_comfortable(state))  # backed


def wanted_on_floor(state: GameState, item: Item) -> bool:
    """Gear worth picking up: the pack can take it, it could be an upgrade, no spare carried
    looks the same, and the spare gear has room for it (or it promises strictly more than the
    least promising spare, which ``outgrown`` then leaves behind instead).

    It is judged on the pack as it will be (``spares_after_pickup``): a spare's worth can
    depend on the others (a one-hander counts the best spare for the other hand), and a rule
    judged on the pack without the item picked up and dropped the same sword for ever (seed
    38, floor 8). Ties keep what is carried: with pick-up and drop disagreeing on a tie, two
    caps were swapped back and forth across a floor (seed 51, floor 4; issue 11, point 6)."""
    # could_help first: it is the same with the pack as it is (the item is never its own
    # companion) and rejects most floor gear at the cost of one look
    if not state.player.inventory.can_take(item) or not could_help(state, item):
        return False
    spares = spares_after_pickup(state, item)
    others = [s for s in spares if s is not item]
    if any(looks(state, s) == looks(state, item) for s in others):
        return False
    # the new piece changes the others' worth only as a companion (a one-hander or an off-hand
    # item, for the hand a two-hander would free); else they are judged as they are
    wearable = item.gear
    judged = (
        spares
        if not wearable.two_handed and wearable.slot in (Slot.MAIN_HAND, Slot.OFF_HAND)
        else None
    )
    if len(spares) <= SPARE_GEAR or any(not could_help(state, s, judged) for s in others):
        return True
    return promise(state, item, spares) > min(promise(state, s, judged) for s in others)


# -- the decisions ----------------------------------------------------------------------------
def _blocking_curses(state: GameState) -> list[Item]:
    """Worn cursed items standing in the way of gear the bot would wear, or worth < 0, whose
    curse a scroll can lift. An artefact that binds is worn for good: with the Warlord's Crown
    on, a better helm in the pack and a Scroll of Remove Curse, the bot read the scroll, was
    refused ("beyond any scroll") and tried again for 3,153 turns (seed 54, floor 9)."""
    worn = state.player.equipment.worn_items()
    cursed = [w for w in worn if known_cursed(state, w) and not w.kind.binds]
    out = [w for w in cursed if value(state, w) < 0]
    for item in spare_gear(state):
        for option in options_for(state, item):
            if option.blocked and option.gain > 0:
                out += [d for d in option.displaced if d in cursed and d not in out]
    return out


def remove_curse_command(state: GameState) -> Command | None:
    scrolls = _carried(state, RemoveCurse)
    if scrolls and _blocking_curses(state):
        return "use", {"item": scrolls[0]}
    return None


def identify_command(state: GameState) -> Command | None:
    """Identify the unknown spare the bot would most like to wear (if it could help at all)."""
    scrolls = _carried(state, Identify)
    if not scrolls:
        return None
    reads = scrolls[0].effect
    assert reads is not None
    unknown = [
        i
        for i in spare_gear(state)
        if is_unknown(state, i) and could_help(state, i) and reads.accepts(state, i)
    ]  # an artefact keeps its secrets from scrolls
    if not unknown:
        return None
    best = max(unknown, key=lambda i: promise(state, i))  # first of equals: pack order
    return "use", {"item": scrolls[0], "target": best}


def best_option(state: GameState) -> Option | None:
    """The wearable option with the highest usual gain that is worth the risk."""
    choices = [
        o
        for item in spare_gear(state)
        for o in options_for(state, item)
        if worth_the_risk(state, o)
    ]
    return max(choices, key=lambda o: o.gain, default=None)


def equip_command(state: GameState) -> Command | None:
    option = best_option(state)
    if option is None:
        return None
    params: dict[str, Any] = {"item": option.item}
    if option.item.gear.is_ring:
        params["slot"] = option.slot.value
    return "equip", params


def enchant_target(state: GameState) -> Item | None:
    """The worn item Enchanting goes on (see the policy, point 4)."""
    equipment = state.player.equipment
    if not _carried(state, RemoveCurse):
        blocking = _blocking_curses(state)
        if blocking:
            return blocking[0]
    worn = [w for w in (equipment.item_in(s) for s in ENCHANT_ORDER) if w is not None]

    def gain(item: Item) -> float:
        wearable = item.gear
        if wearable.main_stat is None:  # no stat an enchantment raises
            return 0.0
        return WEIGHTS[wearable.main_stat] * wearable.enchant_step

    return max(worn, key=gain, default=None)  # first of equals: ENCHANT_ORDER


def enchant_command(state: GameState) -> Command | None:
    scrolls = _carried(state, Enchant)
    target = enchant_target(state) if scrolls else None
    if target is None:
        return None
    return "use", {"item": scrolls[0], "target": target}


def take_off_command(
    state: GameState, worth: Callable[[GameState, Item], float] | None = None
) -> Command | None:
    """Take off a worn item worth less than nothing by ``worth`` (default: ``value``), unless
    a known curse holds it. The naive policy passes its own measure, the labels' sum."""
    worth = value if worth is None else worth
    for worn in state.player.equipment.worn_items():
        if worth(state, worn) < 0 and not known_cursed(state, worn):
            return "remove", {"item": worn}
    return None


def outgrown(state: GameState, spares: list[Item] | None = None) -> Item | None:
    """A spare piece of gear to leave behind: it cannot help, or it looks the same as one
    before it, or it is the least promising beyond ``SPARE_GEAR``. ``spares`` (default: the
    pack's ``spare_gear``) lets the pick-up rule ask about a pack with one more item."""
    given, spares = spares, spare_gear(state) if spares is None else spares
    useless = next((s for s in spares if not could_help(state, s, given)), None)
    if useless is not None:
        return useless
    names = [looks(state, s) for s in spares]
    twin = next((s for n, s in enumerate(spares) if names[n] in names[:n]), None)
    if twin is not None or len(spares) <= SPARE_GEAR:
        return twin
    return min(spares, key=lambda s: promise(state, s, given))


def drop_command(state: GameState) -> Command | None:
    player = state.player
    if state.stage.items_at(player.x, player.y):
        return None  # never drop onto an item: it could be picked up again and again
    junk = outgrown(state)
    return None if junk is None else ("drop", {"item": junk})


def gear_command(state: GameState) -> Command | None:
    """The bot's next gear command when no monster is in view, or None."""
    for decide in (
        remove_curse_command,
        identify_command,
        equip_command,
        enchant_command,
        take_off_command,
        drop_command,
    ):
        command = decide(state)
        if command is not None:
            return command
    return None
