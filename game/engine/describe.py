"""Words for what the player looks at: tooltips, the look command, the character sheet."""

from __future__ import annotations

from game.engine.actions.base import sentence, the
from game.engine.actions.combat import melee_damage
from game.engine.actions.throwing import first_met, hit_chance, throw_line
from game.engine.actor import Actor
from game.engine.ai import ConfusedAI
from game.engine.conditions import can_be_confused
from game.engine.damage import REGROWTH_PAUSE
from game.engine.entity import Entity, Item
from game.engine.equipment import Slot, Stat
from game.engine.game import GameState
from game.engine.grammar import indefinite
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
from game.engine.tiles import DOOR_CLOSED, DOOR_OPEN, TILE_LABELS, TRAP_LABELS
from game.engine.world import World

#: What a vault's door is called, shut and opened (any other door: the terrain table's label).
VAULT_DOOR_LABELS = {DOOR_CLOSED: "Vault door", DOOR_OPEN: "Open vault door"}


def signed(value: int) -> str:
    return f"+{value}" if value >= 0 else str(value)


def bonus_text(item: Item, state: World | None = None) -> str:
    """ "+4 power" / "+1 defense, +10 max HP" / "" for items without bonuses.

    With ``state``, only what the player knows: "+1 defense, enchantment unknown", or
    "unknown kind" for a ring or amulet whose kind is not learned yet.
    """
    wearable = item.equippable
    if wearable is None:
        return ""
    if state is None:
        values: dict[Stat, int | None] = {stat: item.bonus(stat) for stat in Stat}
    else:
        if not state.kind_known(item.kind):
            return "unknown kind"
        values = {stat: state.known_bonus(item, stat) for stat in Stat}
    parts = [f"{signed(value)} {stat.bonus_word}" for stat, value in values.items() if value]
    if None in values.values():
        parts.append("enchantment unknown")
    if state is not None and state.knows(item) and item.cursed:
        parts.append("cursed")
    return ", ".join(parts)


def stat_line(wearer: Actor, stat: Stat | str, state: World | None = None) -> str:
    """ "Power 6 = 2 base + 4 Sword" from the fighter's breakdown (negatives as "- 1 Cursed");
    with ``state``, the items by the names the player knows."""
    fighter = wearer.fighter
    words = []
    name_of = state.name_of if state is not None else None
    for index, (source, value) in enumerate(fighter.breakdown(stat, name_of)):
        source = _apart_from_number(source)
        if index == 0:
            words.append(f"{value} {source}")
        else:
            words.append(f"{'+' if value >= 0 else '-'} {abs(value)} {source}")
    return f"{Stat(stat).label} {fighter.value(stat)} = " + " ".join(words)


def _apart_from_number(source: str) -> str:
    """An enchanted name ("+6 Dagger") in brackets, so that its number is not read as part
    of the sum: "+ 8 (+6 Dagger)", never "+ 8 +6 Dagger"."""
    return f"({source})" if source.startswith(("+", "-")) else source


def _with_article(state: World, item: Item) -> str:
    """ "a Sword ?", "an opal ring"; body armour and things named in the plural take none
    ("Chain Mail ?", "Leather Gloves")."""
    name = state.name_of(item)
    wearable = item.equippable
    if item.kind.plural or (wearable is not None and wearable.slot is Slot.BODY):
        return name
    return indefinite(name)


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def describe_actor(state: World, actor: Actor) -> str:
    """What the player can tell of a creature at a glance, its gear by the names the player
    knows: "Orc, wielding a Sword ? and a Shield, wearing Chain Mail ?"; "Orc" unarmed."""
    if actor is state.player:
        return "You"
    if not actor.is_alive:
        return actor.name[:1].upper() + actor.name[1:]  # "Remains of Orc"
    return ", ".join([actor.name, *gear_words(state, actor)])


def gear_words(state: World, actor: Actor) -> list[str]:
    """What ``actor`` has on, by the names the player knows: "wielding a Sword ? and a
    Shield", "wearing Chain Mail ?" (each only if so)."""
    held = (Slot.MAIN_HAND, Slot.OFF_HAND)
    wielded = [
        _with_article(state, item)
        for slot in held
        if (item := actor.equipment.item_in(slot)) is not None
    ]
    worn = [
        _with_article(state, item)
        for item in actor.equipment.worn_items()
        if actor.equipment.slot_of(item) not in held
    ]
    parts = []
    if wielded:
        parts.append(f"wielding {_listed(wielded)}")
    if worn:
        parts.append(f"wearing {_listed(worn)}")
    return parts


#: The conditions a creature may be in, in the order they are shown (``conditions``).
POISONED, FROZEN, CONFUSED, ASLEEP, WORN_GUARD = (
    "poisoned",
    "frozen",
    "confused",
    "asleep",
    "worn guard",
)


def guard_lost(actor: Actor) -> int:
    """The defense a deadlock's worn guard takes from ``actor`` now (its breakdown's)."""
    parts = actor.fighter.breakdown(Stat.DEFENSE)
    return -sum(value for source, value in parts if source == WORN_GUARD)


def conditions(actor: Actor) -> list[tuple[str, int]]:
    """The conditions ``actor`` is in now, each with its number: turns left (poisoned,
    frozen, confused), the defense a worn guard takes, 0 for asleep. Empty for the dead."""
    if not actor.is_alive:
        return []
    out = []
    if actor.poisoned_turns > 0:
        out.append((POISONED, actor.poisoned_turns))
    if actor.frozen_turns > 0:
        out.append((FROZEN, actor.frozen_turns))
    confused = (
        actor.ai.turns_remaining if isinstance(actor.ai, ConfusedAI) else actor.confused_turns
    )
    if confused > 0:
        out.append((CONFUSED, confused))
    if actor.asleep:
        out.append((ASLEEP, 0))
    lost = guard_lost(actor) if actor.fighter.worn_guard else 0
    if lost > 0:
        out.append((WORN_GUARD, lost))
    return out


def condition_words(name: str, amount: int) -> str:
    """A condition as a tooltip says it: "poisoned (5 turns)", "frozen", "asleep", "guard
    worn (-2 defense)"."""
    if name == WORN_GUARD:
        return f"guard worn ({-amount} defense)"
    if name in (POISONED, CONFUSED):
        return f"{name} ({amount} turn{'s' if amount != 1 else ''})"
    return name


def traits(actor: Actor) -> list[str]:
    """What a breed does that a player must know, in the player's words: "shoots arrows",
    "breathes fire", "casts confusion", "poisonous bite", "regrows 3 HP a turn unless struck
    for 8 or more", "resists poison", "fears fire"."""
    breed = actor.breed
    out = []
    spell = breed.spell
    if spell is not None:
        out.append(
            {"arrow": "shoots arrows", "fire": spell.verb, "confusion": "casts confusion"}.get(
                spell.kind, f"casts {spell.kind}"
            )
        )
    if breed.venom:
        out.append("poisonous bite")
    if breed.regrowth:
        out.append(
            f"regrows {breed.regrowth} HP a turn unless struck for {breed.hard_blow} or more"
        )
    out += [f"resists {element}" for element in breed.resists]
    out += [f"fears {element}" for element in breed.fears]
    return out


def known_stat(state: World, actor: Actor, stat: Stat, base: int) -> int:
    """``base`` plus what the gear ``actor`` wears shows of ``stat`` to the player: a known
    bonus as it is, an unknown enchantment as +0, an unlearned ring or amulet as nothing."""
    total = base
    for item in actor.equipment.worn_items():
        if not state.kind_known(item.kind):
            continue
        known = state.known_bonus(item, stat)
        total += item.gear.bonus(stat) if known is None else known
    return total


def gear_known(state: World, actor: Actor) -> bool:
    """Whether the player knows every piece ``actor`` wears: its kind and enchantment."""
    return all(
        state.kind_known(item.kind) and state.knows(item) for item in actor.equipment.worn_items()
    )


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
    fire = 0
    if FLAME in weapon_props(hero):  # burns through armour, as its breed takes fire
        fire = fire_amount(monster, rule(state, FLAME).amount, worn=not about)
    mine = _your_blows(state, monster, defense, fire, about, taken)
    return f"{mine}; {_its_blows(state, monster, taken, about)}"


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
    you (6 turns)", the count being the blows that would fell the hero from its HP now,
    with the hero's Thorns pricking it back."""
    hero, breed = state.player, monster.breed
    if taken:
        blows = -(-hero.fighter.hp // taken)
        words = f"it hits you for {about}{taken} ({blows} blow{'s' if blows != 1 else ''})"
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
    not known), a shaman's confusion; each with what stops or softens it."""
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
            words = f"shoots you for {about}{shot}"
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
        hits = -(-victim.fighter.hp // damage)
        words = f"{chance}, for {about}{damage} ({hits} hit{'s' if hits != 1 else ''})"
    else:
        words = f"{chance}, but {'it may do' if about else 'it does'} no damage"
    if victim.pos != goal:
        return f"{sentence(the(victim, state))} is in the way: {words}"
    return sentence(words)


def fight_forecast(state: World, monster: Actor) -> list[str]:
    """What a fight with ``monster`` comes to: the melee exchange (``melee_forecast``), then
    what it does from afar, if anything (``ranged_forecast``)."""
    ranged = ranged_forecast(state, monster)
    return [melee_forecast(state, monster)] + ([ranged] if ranged else [])


def actor_lines(state: GameState, actor: Actor) -> list[str]:
    """A creature's name (and gear, as the player can tell), HP, the conditions it is in and
    what its kind does: "Giant Spider - HP 12/12 - asleep - poisonous bite"."""
    if not actor.is_alive:
        return [describe_actor(state, actor)]
    states = [condition_words(name, amount) for name, amount in conditions(actor)]
    if actor is state.player:
        return [
            f"You ({actor.fighter.hp}/{actor.fighter.max_hp} HP)",
            *(words.capitalize() for words in states),
        ]
    return [
        describe_actor(state, actor),
        f"HP {actor.fighter.hp}/{actor.fighter.max_hp}",
        *states,
        *traits(actor),
    ]


def monster_sheet(state: World, monster: Actor) -> list[str]:
    """Everything the player can tell of a living ``monster``, as its description says it:
    what it is (its breed's words), what it has on, its HP and the conditions it is in,
    what its kind does, and what a fight with it comes to (``fight_forecast``)."""
    lines = [monster.breed.description] if monster.breed.description else []
    gear = gear_words(state, monster)
    if gear:
        lines.append(sentence(", ".join(gear)) + ".")
    states = [condition_words(name, amount) for name, amount in conditions(monster)]
    fighter = monster.fighter
    lines.append(", ".join([f"HP {fighter.hp}/{fighter.max_hp}", *states]))
    does = traits(monster)
    if does:
        lines.append(sentence(", ".join(does)) + ".")
    return lines + fight_forecast(state, monster)


def item_line(state: GameState, item: Item) -> str:
    """An item in one line, as the player knows it: "Short Sword ? (enchantment unknown)"."""
    extra = bonus_text(item, state)
    label = state.label_of(item)
    return f"{label} ({extra})" if extra else label


def things_at(state: GameState, x: int, y: int) -> list[Entity]:
    """The creatures and items on tile (x, y) as ``tile_lines`` lists them: creatures first,
    then the pile top down (the last laid first: the one drawn on top and picked up first);
    none unless the tile is in view."""
    stage = state.stage
    if not stage.in_bounds(x, y) or not stage.visible[y, x]:
        return []
    return sorted(reversed(stage.entities_at(x, y)), key=lambda e: -e.render_order)


def tile_lines(state: GameState, x: int, y: int) -> list[str]:
    """What the player knows of tile (x, y): creatures and items if in view, a trap once
    found (a hidden one never), and the terrain (the terrain table's label; a vault's door
    says so)."""
    stage = state.stage
    if not stage.in_bounds(x, y) or not stage.explored[y, x]:
        return ["Unexplored"]
    lines: list[str] = []
    for thing in things_at(state, x, y):
        if isinstance(thing, Actor):
            lines.append(" - ".join(actor_lines(state, thing)))
        elif isinstance(thing, Item):
            lines.append(item_line(state, thing))
    trap = stage.found_trap_at(x, y)
    if trap:
        lines.append(TRAP_LABELS[trap])
    tile = int(stage.tiles[y, x])
    terrain = TILE_LABELS[tile] if tile < len(TILE_LABELS) else TILE_LABELS[0]
    if tile in VAULT_DOOR_LABELS and stage.is_vault_door(x, y):
        terrain = VAULT_DOOR_LABELS[tile]
    lines.append(terrain if stage.visible[y, x] else f"{terrain} (remembered)")
    return lines
