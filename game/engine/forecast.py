"""What a fight comes to, as the player can tell it: the melee exchange blow for blow (how
many blows each side needs), what a monster does from afar and what stops it, and a throw's
odds. Every figure is the engine's own rule (``melee_damage``, ``fire_amount``, the deadlock's
``wear_guard``, a Hydra's ``regrow``, the throw's line and chance), played out, never a copy;
gear the player does not know counts as +0 and the words say "about"."""

from __future__ import annotations

from game.engine.actions.base import sentence, the
from game.engine.actions.combat import melee_damage
from game.engine.actions.throwing import first_met, hit_chance, throw_line
from game.engine.actor import Actor
from game.engine.ai import CasterAI
from game.engine.conditions import can_be_confused
from game.engine.damage import REGROWTH_PAUSE
from game.engine.describe import gear_known, guard_lost, known_stat
from game.engine.entity import Item
from game.engine.equipment import Stat
from game.engine.properties import (
    DRAINING,
    FIRE,
    FLAME,
    FROST,
    POISON,
    THORNS,
    VENOM,
    fire_amount,
    gear_props_known,
    resists,
    rule,
    warded,
    weapon_props,
    worn_props,
)
from game.engine.world import World


def seen_figures(state: World, actor: Actor) -> tuple[int, int, str]:
    """``actor``'s power and defense as the player can tell them (a worn guard counted), and
    "about " when it wears gear the player does not know, counted at +0 (``known_stat``);
    else its true figures and ""."""
    fighter = actor.fighter
    if gear_known(state, actor):
        return fighter.power, fighter.defense, ""
    power = known_stat(state, actor, Stat.POWER, fighter.base_power)
    defense = known_stat(state, actor, Stat.DEFENSE, fighter.base_defense)
    return power, defense - min(guard_lost(actor), max(defense, 0)), "about "


#: A forecast counts blows up to this many; a fight longer than that is told as one that does
#: not end.
MAX_FORECAST_BLOWS = 500


def melee_forecast(state: World, monster: Actor) -> str:
    """A melee exchange with ``monster`` as the player can tell it, blow for blow, as DCSS
    tells how many blows a kill takes, and Brogue how many of its hits would kill you: "You
    hit it for 4 (3 blows); it hits you for 1 (30 blows)".

    The count is the fight the engine fights (``blows_to_kill``): power against defense
    (``melee_damage``), a Flame weapon's fire, which armour does not stop ("You hit it for 3 +
    6 fire (5 blows)" on a Mummy), a guard the blows wear down (a boss's, a deadlock's), a
    Hydra's regrowth. Then what the blows carry (Venom's poison where it takes, Draining's
    share, Frost's chance, the Thorns each side wears) and a poisonous bite. Gear the monster
    wears that the player does not know counts as +0 (``known_stat``; fire and poison as its
    breed takes them) and the figures say "about"; the hero's own gear is known (worn gear
    shows its properties)."""
    hero = state.player
    power, defense, about = seen_figures(state, monster)
    taken = melee_damage(power, hero.fighter.defense)
    fire = _flame(state, monster, FLAME in weapon_props(hero), about)
    mine = _your_blows(state, monster, defense, fire, about, taken)
    return f"{mine}; {_its_blows(state, monster, taken, about)}"


def _flame(state: World, monster: Actor, flame: bool, about: str) -> int:
    """The fire a Flame weapon (``flame``) adds to a blow on ``monster``: through armour, as
    its breed takes fire, and its worn resistance once its gear is known (not ``about``)."""
    return fire_amount(monster, rule(state, FLAME).amount, worn=not about) if flame else 0


def exchange(
    state: World,
    monster: Actor,
    power: int,
    defense: int,
    flame: bool,
    resisting: bool | None = None,
) -> tuple[int | None, int | None]:
    """For a hero of ``power`` and ``defense`` (a Flame weapon in hand or not; resisting
    fire or not, if told, else as it is) at the HP it has now: the blows it needs to fell
    ``monster``, and what ``monster`` needs to fell it (its blows, or the turns of blows and
    breath of one that breathes fire: ``its_turns``), as ``melee_forecast`` counts them
    (None: never). What a change of gear would make of the fight with the monster in sight
    (the comparison)."""
    m_power, m_defense, about = seen_figures(state, monster)
    taken = melee_damage(m_power, defense)
    fire = _flame(state, monster, flame, about)
    mine = blows_to_kill(monster, power, m_defense, fire, deadlocked=not taken)
    return mine, its_turns(state, monster, taken, breath(state, monster, resisting))


def breath(state: World, monster: Actor, resisting: bool | None = None) -> int:
    """The fire ``monster``'s spell deals the hero a time (0: its spell is no fire, or it
    has none), the hero resisting fire or not as ``resisting`` says (None: as it is)."""
    spell = monster.breed.spell
    if spell is None or spell.kind != "fire":
        return 0
    return fire_amount(state.player, spell.damage, resisting=resisting)


def its_turns(state: World, monster: Actor, taken: int, fire: int) -> int | None:
    """The turns ``monster`` needs to fell the hero side by side, from the HP the hero has
    now: a blow of ``taken`` a turn, or a breath of ``fire`` on each turn its mind would
    breathe (``CasterAI``: as soon as its cooldown has run out); None when neither hurts.
    Without fire, the blows alone (``felled_in``)."""
    hp = state.player.fighter.hp
    if not fire:
        return felled_in(hp, taken) if taken else None
    spell = monster.breed.spell
    assert spell is not None
    mind = monster.ai
    cooldown = mind.cooldown if isinstance(mind, CasterAI) else 0
    for turn in range(1, MAX_FORECAST_BLOWS + 1):
        cooldown = max(0, cooldown - 1)
        if cooldown:
            hp -= taken
        else:
            hp -= fire
            cooldown = spell.cooldown
        if hp <= 0:
            return turn
    return None


def felled_in(hp: int, blow: int) -> int:
    """How many blows of ``blow`` (above 0) fell ``hp``: the last one may be partly spent."""
    return -(-hp // blow)


def blows_to_kill(
    monster: Actor, power: int, defense: int, fire: int, deadlocked: bool
) -> int | None:
    """How many blows of ``power`` against ``defense``, each with ``fire`` (which lands as a
    hurt of its own), fell ``monster`` from its HP now, as the engine deals them; None if
    they never do (not within MAX_FORECAST_BLOWS). A boss's guard wears down by 1 a blow, and
    a deadlocked monster's (one that cannot hurt the hero) by 1 a blow that does no damage
    (``wear_guard``); a Hydra grows back its regrowth each turn no hard blow landed that turn
    or the turn before (``regrow``)."""
    breed, fighter = monster.breed, monster.fighter
    hp, pause = fighter.hp, monster.regrowth_pause
    last = None
    for blow in range(1, MAX_FORECAST_BLOWS + 1):
        dealt = melee_damage(power, defense)
        hp -= dealt + fire
        if hp <= 0:
            return blow
        if defense > 0 and (breed.boss or (deadlocked and not dealt)):
            defense -= 1
        if breed.regrowth:
            if max(dealt, fire) >= breed.hard_blow:
                pause = REGROWTH_PAUSE
            if pause > 0:
                pause -= 1
            else:
                hp = min(fighter.max_hp, hp + breed.regrowth)
        if (hp, defense, pause) == last:  # a turn that changed nothing: so will the rest
            return None
        last = (hp, defense, pause)
    return None


def _your_blows(
    state: World, monster: Actor, defense: int, fire: int, about: str, taken: int
) -> str:
    """The hero's half of ``melee_forecast``: "You hit it for 4 (3 blows), poisoning it"."""
    hero, breed = state.player, monster.breed
    power = hero.fighter.power
    dealt = melee_damage(power, defense)
    blows = blows_to_kill(monster, power, defense, fire, deadlocked=not taken)
    if blows is None:
        if dealt + fire:
            return f"You hit it for {about}{dealt}, no more than it grows back"
        return "Your blows may not hurt it" if about else "Your blows cannot hurt it"
    count = f"{blows} blow{'s' if blows != 1 else ''}"
    if not dealt + fire:
        words = f"Your blows wear its guard down (-1 defense each), then hurt it ({about}{count})"
    else:
        words = f"You hit it for {about}{dealt}" + (f" + {fire} fire" if fire else "")
        worn = melee_damage(power, defense - 1) > dealt  # the next blow, its guard worn
        words += f", more as its guard wears ({count})" if breed.boss and worn else f" ({count})"
    weapon = weapon_props(hero)
    carried = []
    if VENOM in weapon and not (resists(monster, POISON) if not about else POISON in breed.resists):
        carried.append("poisoning it")
    if DRAINING in weapon and dealt + fire:
        share = max(1, (dealt + fire) * rule(state, DRAINING).amount // 100)
        carried.append(f"draining {share} HP")
    if FROST in weapon:
        carried.append(f"a {rule(state, FROST).amount}% chance to freeze it")
    words += "".join(f", {part}" for part in carried)
    thorns = sum(THORNS in gear_props_known(state, item) for item in monster.equipment.worn_items())
    if thorns:
        words += f"; its thorns prick you for {thorns * rule(state, THORNS).amount} a blow"
    return words


def _its_blows(state: World, monster: Actor, taken: int, about: str) -> str:
    """The monster's half of ``melee_forecast``: "it hits you for 3 (10 blows) and poisons
    you (6 turns)", the count being the blows that would fell the hero from its HP now (of
    one that breathes fire, the turns its breath and blows take: "(3 turns, with its
    fire)"), with the hero's Thorns pricking it back."""
    hero, breed = state.player, monster.breed
    fire = breath(state, monster)
    count = its_turns(state, monster, taken, fire)
    if fire:  # the turns, breath and blows (the count cannot be None: the fire hurts)
        told = f"{count} turn{'s' if count != 1 else ''}, with its fire"
        if taken:
            words = f"it hits you for {about}{taken} ({told})"
        else:
            words = f"its blows {'may not' if about else 'cannot'} hurt you ({told})"
    elif taken:
        words = f"it hits you for {about}{taken} ({count} blow{'s' if count != 1 else ''})"
    else:
        words = "it may not hurt you" if about else "it cannot hurt you"
    if breed.venom and not resists(hero, POISON):
        words += f"{' and' if taken else ', but'} poisons you ({breed.venom} turns)"
    thorns = sum(prop == THORNS for prop in worn_props(hero))
    if thorns:
        words += f" (your thorns prick it for {thorns * rule(state, THORNS).amount})"
    return words


def ranged_forecast(state: World, monster: Actor) -> str | None:
    """What ``monster`` does to the hero from afar, as the player can tell it (None: nothing):
    "Within 4 tiles it breathes fire at you for 15, every other turn (fire resistance halves
    it)", an archer's shot (its power against the hero's defense, "about" while its gear is
    not known) and the shots that would fell the hero, a shaman's confusion; each with what
    stops or softens it."""
    spell = monster.breed.spell
    if spell is None:
        return None
    hero = state.player
    every = {1: "every turn", 2: "every other turn"}.get(
        spell.cooldown, f"every {spell.cooldown} turns"
    )
    if spell.kind == "fire":
        note = (
            "halved by your fire resistance" if resists(hero, FIRE) else "fire resistance halves it"
        )
        dealt = fire_amount(hero, spell.damage)
        return f"Within {spell.reach} tiles it {spell.verb} at you for {dealt}, {every} ({note})"
    if spell.kind == "arrow":
        power, _, about = seen_figures(state, monster)
        shot = melee_damage(power, hero.fighter.defense)
        if shot:
            shots = felled_in(hero.fighter.hp, shot)
            words = f"shoots you for {about}{shot} ({shots} shot{'s' if shots != 1 else ''})"
        else:
            words = "shoots, but may not hurt you" if about else "shoots, but cannot hurt you"
        return f"From 2 to {spell.reach} tiles away it {words}, {every}"
    if warded(hero):
        note = "your Warding turns it aside"
    elif not can_be_confused(hero):
        note = "your mind stays clear"
    else:
        note = "Warding or Clarity stops it"
    return f"Within {spell.reach} tiles it casts confusion ({spell.turns} turns), {every} ({note})"


def throw_forecast(state: World, item: Item, goal: tuple[int, int]) -> str | None:
    """What throwing ``item`` from the hero at ``goal`` comes to, by the throw's own rules
    (``throwing``): the creature the throw meets first (another may stand in the way), the
    chance to hit it there and the damage, "80% to hit, for 3 (4 hits)"; its defense as the
    player knows it ("about"). None when the throw meets no creature."""
    thrown = item.kind.thrown
    start = state.player.pos
    if thrown is None or goal == start:
        return None
    if max(abs(goal[0] - start[0]), abs(goal[1] - start[1])) > thrown.reach:
        return f"Too far: it reaches {thrown.reach} tiles"
    met = first_met(state, throw_line(state, start, goal, thrown.reach), goal)
    if met is None:
        return None
    index, victim = met
    _, defense, about = seen_figures(state, victim)
    damage = max(0, thrown.power - defense)
    chance = f"{hit_chance(index)}% to hit"
    if damage:
        hits = felled_in(victim.fighter.hp, damage)
        words = f"{chance}, for {about}{damage} ({hits} hit{'s' if hits != 1 else ''})"
    else:
        words = f"{chance}, but {'it may do' if about else 'it does'} no damage"
    if victim.pos != goal:
        return f"{sentence(the(victim, state))} is in the way: {words}"
    return sentence(words)


#: How a fight with a monster would go for the hero as it is now (``verdict``), mildest first.
HARMLESS, FAIR, DANGEROUS, DEADLY = "harmless", "fair", "dangerous", "deadly"
#: Each verdict in the player's words.
VERDICT_WORDS = {
    HARMLESS: "Harmless: it cannot hurt you",
    FAIR: "A fair fight: it would cost you less than half your HP",
    DANGEROUS: "Dangerous: it would cost you half your HP or more",
    DEADLY: "Deadly: it would fell you first",
}


def verdict(state: World, monster: Actor) -> str:
    """How a fight with ``monster`` side by side would go, from the forecast's counts
    (``exchange``; the hero strikes first, as a bump does): DEADLY when it would fell the
    hero first (or the hero cannot fell it), DANGEROUS when the blows it gets in before it
    falls take half the hero's HP or more, FAIR when fewer, HARMLESS when nothing it does
    hurts (a poisonous bite the hero does not resist does: FAIR)."""
    hero = state.player
    fighter = hero.fighter
    mine, theirs = exchange(
        state, monster, fighter.power, fighter.defense, FLAME in weapon_props(hero)
    )
    if theirs is None:
        venom = monster.breed.venom and not resists(hero, POISON)
        return FAIR if venom else HARMLESS
    if mine is None or mine > theirs:
        return DEADLY
    # it strikes after each of the hero's blows but the last: mine - 1 of its theirs
    return DANGEROUS if 2 * (mine - 1) >= theirs else FAIR


def fight_forecast(state: World, monster: Actor) -> list[str]:
    """What a fight with ``monster`` comes to: the melee exchange (``melee_forecast``), then
    what it does from afar, if anything (``ranged_forecast``)."""
    ranged = ranged_forecast(state, monster)
    return [melee_forecast(state, monster)] + ([ranged] if ranged else [])
