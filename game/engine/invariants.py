"""The game's invariants: the rules no action, input or save may break. One oracle for all.

``broken_rules(state)`` lists what is wrong (empty when all is well). The save loader refuses a
state that breaks any rule; the input storm and the state-machine tests check them after every
step. The rules are cheap (one pass over the entities and packs), so tests can run them often.
"""

from __future__ import annotations

from collections import Counter

from game.engine.actor import INVENTORY_CAPACITY, LETTERS, Actor
from game.engine.entity import Item
from game.engine.equipment import SLOT_ORDER, Slot, Stat
from game.engine.game import GameState
from game.engine.properties import WEAPON_PROPS

SLOT_KEYS = [slot.value for slot in SLOT_ORDER]


def _actor_rules(actor: Actor, placed: dict[int, str], where: str) -> list[str]:
    out: list[str] = []
    fighter, equipment, pack = actor.fighter, actor.equipment, actor.inventory
    if fighter.equipment is not equipment or equipment.wearer is not fighter:
        out.append(f"{where}: equipment is not linked to its wearer")
    items = pack.items
    carried = Counter(map(id, items))  # how often each object is in the pack
    if not len(items) <= pack.capacity <= INVENTORY_CAPACITY:
        out.append(
            f"{where}: the pack holds {len(items)} rows, more than its "
            f"{min(pack.capacity, INVENTORY_CAPACITY)}"
        )
    for item in items:
        if not isinstance(item, Item):
            out.append(f"{where}: the pack holds a {type(item).__name__}")
            continue
        place = placed.setdefault(id(item), where)
        if place != where or carried[id(item)] != 1:
            out.append(f"{where}: {item.name} is in two places")
    out += _pack_rules([item for item in items if isinstance(item, Item)], where)
    if list(equipment.slots) != SLOT_KEYS:
        out.append(f"{where}: the slots are not {SLOT_KEYS}")
    worn = [piece for piece in equipment.slots.values() if piece is not None]
    if len({id(item) for item in worn}) != len(worn):
        out.append(f"{where}: an item is worn twice")
    for key, piece in equipment.slots.items():
        if piece is None:
            continue
        if carried[id(piece)] != 1:
            out.append(f"{where}: the worn {piece.name} is not in the pack exactly once")
        wearable = piece.kind.equippable
        if wearable is None or not wearable.fits(key):
            out.append(f"{where}: {piece.name} is worn in the wrong slot ({key})")
    main, off = equipment.slots[Slot.MAIN_HAND.value], equipment.slots[Slot.OFF_HAND.value]
    if (
        main is not None
        and off is not None
        and main.kind.equippable is not None
        and main.kind.equippable.two_handed
    ):
        out.append(f"{where}: the two-handed {main.name} is worn with the {off.name}")
    for stat in Stat:
        # known and unknown alike: the kinds' own numbers plus each enchantment, summed here
        # independently of Equipment.bonus
        expected = fighter.base(stat)
        for i in worn:
            wearable = i.kind.equippable
            if wearable is not None:
                expected += wearable.bonus(stat)
                if wearable.main_stat is stat:
                    expected += i.enchantment * wearable.enchant_step
        if fighter.value(stat) != expected:
            out.append(f"{where}: {stat.value} is not base + worn bonuses")
    gear = fighter.value(Stat.DEFENSE)
    if fighter.defense != gear - min(fighter.worn_guard, max(gear, 0)):
        out.append(f"{where}: defense is not base + worn bonuses - worn guard")
    hp = fighter.hp
    if hp < 0 or (actor.is_alive and not 0 < hp <= fighter.max_hp):
        out.append(f"{where}: HP {hp} is outside 0 < HP <= {fighter.max_hp}")
    return out


def _pack_rules(items: list[Item], where: str) -> list[str]:
    """Rows keep their own letters, in letter order; gear never stacks; one row a consumable."""
    out: list[str] = []
    letters = [item.letter for item in items]
    if any(letter is None or letter not in LETTERS for letter in letters):
        out.append(f"{where}: a pack row has no letter")
    elif letters != sorted({letter for letter in letters if letter is not None}):
        out.append(f"{where}: pack letters repeat or are out of order")
    earlier_rows: dict[object, list[Item]] = {}  # by kind: only one kind makes a stack
    for item in items:
        out += _item_rules(item, where)
        if item.count < 1 or (item.count > 1 and item.equippable is not None):
            out.append(f"{where}: {item.name} is stacked {item.count} high")
        same_kind = earlier_rows.setdefault(item.kind, [])
        if any(earlier.stacks_with(item) for earlier in same_kind):
            out.append(f"{where}: {item.name} is in two rows")
        same_kind.append(item)
    return out


def _item_rules(item: Item, where: str) -> list[str]:
    """A curse always comes with a negative enchantment; consumables are plain and known."""
    out: list[str] = []
    if item.cursed and item.enchantment >= 0 and not item.kind.binds:
        out.append(f"{where}: the {item.name} is cursed at {item.enchantment:+d}")
    if item.equippable is None and (item.enchantment or item.cursed or not item.identified):
        out.append(f"{where}: the {item.name} is not gear but has an enchantment or curse")
    wearable = item.equippable
    if item.prop is not None and (
        wearable is None
        or wearable.disguise is not None
        or item.kind.artefact
        or (item.prop in WEAPON_PROPS) != (wearable.slot is Slot.MAIN_HAND)
    ):
        out.append(f"{where}: the {item.name} carries {item.prop}, which it cannot")
    return out


def broken_rules(state: GameState) -> list[str]:
    """Every invariant ``state`` breaks, as short sentences; empty when the game is sound."""
    out: list[str] = []
    stage = state.stage
    entities = stage.entities
    if sum(1 for e in entities if e is state.player) != 1:
        out.append("the player is not on the floor exactly once")
    placed: dict[int, str] = {}
    for entity in entities:
        if id(entity) in placed:
            out.append(f"{entity!r} is on the floor twice")
        placed[id(entity)] = "the floor"
        if isinstance(entity, Item):
            if entity.letter is not None or entity.count < 1:
                out.append(f"{entity!r} lies on the floor with a pack letter or no count")
            out += _item_rules(entity, "the floor")
        if not stage.in_bounds(entity.x, entity.y):
            out.append(f"{entity!r} is off the {stage.width}x{stage.height} floor")
    standing: dict[tuple[int, int], str] = {}  # tile -> who blocks it
    for number, actor in enumerate(e for e in entities if isinstance(e, Actor)):
        where = "the player" if actor is state.player else f"creature {number}"
        out += _actor_rules(actor, placed, where)
        if actor.blocks:
            other = standing.setdefault((actor.x, actor.y), where)
            if other != where:
                out.append(f"{other} and {where} share the tile {actor.x},{actor.y}")
    artefacts = [e.kind.id for e in entities if isinstance(e, Item) and e.kind.artefact]
    artefacts += [
        item.kind.id
        for e in entities
        if isinstance(e, Actor)
        for item in e.inventory.items
        if item.kind.artefact
    ]
    if len(set(artefacts)) != len(artefacts):
        out.append("an artefact is in the game twice")
    return out
