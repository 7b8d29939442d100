"""The naive gear policy: a player who goes by the numbers on the label and nothing else.

It is the yardstick for ``bench/balance.py``: the same bot as the full policy (same fights,
potions, attack scrolls, level-ups, exploring) except for what it does with gear, so the gap
between the two measures what careful gear choices are worth.

- It wears every unknown piece of gear it carries (enchantment or ring/amulet kind unknown),
  whatever it replaces, unless a known curse holds what would come off (the game refuses).
- It wears a known piece when the sum of its known numbers (power + defense + max HP +
  regeneration + clarity, as the labels show them: ten max HP count as ten) beats the sum of
  what it would take off.
- It never reads Identify or Remove Curse; Enchanting goes on the weapon in hand (else the
  first worn item), the way the scroll's name suggests.
- It takes off a known item whose numbers add up below zero (if the curse lets it), picks up
  gear it would wear (every unknown piece, and known pieces that beat what they replace) and
  drops known spares that do not.

Like ``wardrobe`` it reads only what the player knows (``state.known_bonus``); every choice is
a pure function of the state, so a naive game is deterministic for its seed.
"""

from __future__ import annotations

from game.agents import wardrobe
from game.agents.wardrobe import Command, is_unknown, known_cursed, spare_gear
from game.engine.effects import Enchant
from game.engine.entity import Item
from game.engine.game import GameState
from game.engine.gear import Slot, Stat


def label_total(state: GameState, item: Item) -> int:
    """The sum of the numbers the player reads on ``item`` (unknown ones count 0)."""
    return sum(state.known_bonus(item, stat) or 0 for stat in Stat)


def _displaced(state: GameState, item: Item) -> list[Item]:
    return state.player.equipment.displaced_by(item)


def beats_worn(state: GameState, item: Item) -> bool:
    """A known ``item`` whose numbers add up to more than what wearing it takes off."""
    lost = sum(label_total(state, worn) for worn in _displaced(state, item))
    return label_total(state, item) > lost


def _held(state: GameState, item: Item) -> bool:
    """Wearing ``item`` is refused: a known curse holds something that would come off."""
    return any(known_cursed(state, worn) for worn in _displaced(state, item))


def wants(state: GameState, item: Item) -> bool:
    """Whether the naive player would put ``item`` on (curses aside)."""
    return is_unknown(state, item) or beats_worn(state, item)


def wanted_on_floor(state: GameState, item: Item) -> bool:
    """Gear worth picking up: any piece it would put on."""
    return wants(state, item)


def equip_command(state: GameState) -> Command | None:
    """Put on the first unknown spare, else the known spare that gains most by the labels."""
    spares = [s for s in spare_gear(state) if not _held(state, s)]
    unknown = next((s for s in spares if is_unknown(state, s)), None)
    if unknown is not None:
        return "equip", {"item": unknown}
    better = [s for s in spares if beats_worn(state, s)]
    if not better:
        return None

    def gain(item: Item) -> int:
        return label_total(state, item) - sum(
            label_total(state, w) for w in _displaced(state, item)
        )

    return "equip", {"item": max(better, key=gain)}  # first of equals: pack order


def enchant_command(state: GameState) -> Command | None:
    scrolls = [i for i in state.player.inventory.items if isinstance(i.effect, Enchant)]
    equipment = state.player.equipment
    worn = equipment.item_in(Slot.MAIN_HAND) or next(iter(equipment.worn_items()), None)
    if not scrolls or worn is None:
        return None
    return "use", {"item": scrolls[0], "target": worn}


def take_off_command(state: GameState) -> Command | None:
    return wardrobe.take_off_command(state, label_total)


def drop_command(state: GameState) -> Command | None:
    player = state.player
    if state.stage.items_at(player.x, player.y):
        return None  # never drop onto an item: it could be picked up again and again
    junk = next((s for s in spare_gear(state) if not wants(state, s)), None)
    return None if junk is None else ("drop", {"item": junk})


def gear_command(state: GameState) -> Command | None:
    """The naive player's next gear command when no monster is in view, or None."""
    for decide in (equip_command, enchant_command, take_off_command, drop_command):
        command = decide(state)
        if command is not None:
            return command
    return None
