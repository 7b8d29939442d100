"""Actors: the player and monsters, with fighter stats, inventory, equipment, level and AI."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.entity import Entity, Item, RenderOrder
from game.engine.equipment import Equipment, Stat

if TYPE_CHECKING:
    from game.engine.kinds import Breed

INVENTORY_CAPACITY = 26


class Mind(Protocol):
    """A monster's mind (``game.engine.ai`` holds the real ones): acts in the monsters' phase.

    Declared here so an actor need not import the minds, which act through the whole game.
    """

    def act(self, turn: Any, actor: Actor) -> None: ...


class Fighter:
    """Combat stats. Base values are stored; power, defense and max HP are base + worn bonuses.

    ``owner`` is the actor whose ``is_alive`` and ``blocks`` follow this fighter's HP (set by
    the actor; a slot, so never saved: see ``Actor``).
    """

    __slots__ = ("owner", "__dict__")
    owner: Actor

    def __init__(self, hp: int, defense: int, power: int, equipment: Equipment) -> None:
        self.base_max_hp = hp
        self.base_defense = defense
        self.base_power = power
        self.equipment = equipment
        equipment.wearer = self
        self._hp = hp
        #: How far a deadlocked fight has worn this fighter's guard down (see ``defense``).
        self.worn_guard = 0

    @property
    def max_hp(self) -> int:
        return self.base_max_hp + self.equipment.bonus(Stat.MAX_HP)

    @property
    def power(self) -> int:
        return self.base_power + self.equipment.bonus(Stat.POWER)

    @property
    def defense(self) -> int:
        """Base + worn bonuses, less the ``worn_guard`` of a deadlocked fight (which never
        takes it below 0; see ``game.engine.properties.wear_guard``)."""
        raw = self.base_defense + self.equipment.bonus(Stat.DEFENSE)
        return raw - min(self.worn_guard, max(raw, 0)) if self.worn_guard else raw

    @property
    def hp(self) -> int:
        return self._hp

    @hp.setter
    def hp(self, value: int) -> None:
        self._hp = hp = max(0, min(value, self.max_hp))
        try:
            owner = self.owner
        except AttributeError:  # fresh from a save: the actor reads _hp when first asked
            return
        owner.is_alive = owner.blocks = hp > 0

    def __getstate__(self) -> dict[str, Any]:
        return self.__dict__  # the saved fields only: ``owner`` is set again after a load

    def clamp_hp(self) -> None:
        """Bring HP back under a max that just fell (a max-HP item came off)."""
        self.hp = self._hp

    def heal(self, amount: int) -> int:
        """Restore up to ``amount`` HP, never above max HP; returns what was restored."""
        before = self._hp
        self.hp = before + amount
        return self._hp - before

    def base(self, stat: Stat | str) -> int:
        """The stored base value of ``stat`` (a Stat or its name)."""
        match stat if type(stat) is Stat else Stat(stat):  # (a member: no enum call)
            case Stat.POWER:
                return self.base_power
            case Stat.DEFENSE:
                return self.base_defense
            case Stat.MAX_HP:
                return self.base_max_hp
            case Stat.REGENERATION | Stat.CLARITY:
                return 0  # a plain hero neither regenerates nor resists confusion

    def value(self, stat: Stat | str) -> int:
        """The value of ``stat`` now: base + worn bonuses (what the gear gives; ``defense``
        also counts a worn guard, which passes)."""
        return self.base(stat) + self.equipment.bonus(stat)

    @property
    def regeneration(self) -> int:
        return self.value(Stat.REGENERATION)

    @property
    def clarity(self) -> int:
        return self.value(Stat.CLARITY)

    def raise_base(self, stat: Stat, amount: int) -> None:
        """Add ``amount`` to the base of ``stat`` (a level-up); raising max HP heals as much."""
        match stat:
            case Stat.POWER:
                self.base_power += amount
            case Stat.DEFENSE:
                self.base_defense += amount
            case Stat.MAX_HP:
                self.base_max_hp += amount
                self.hp += amount

    def breakdown(
        self, stat: Stat | str, name_of: Callable[[Item], str] | None = None
    ) -> list[tuple[str, int]]:
        """("base", n) then (item name, bonus) per worn item: "Power 6 = 2 base + 4 Sword".

        ``name_of`` names the items as the player knows them (``state.name_of``); without it,
        their real names ("+1 Ring of Protection").
        """
        name = name_of or (lambda item: item.true_name)
        parts = [("base", self.base(stat))] + [
            (name(item), value) for item, value in self.equipment.parts(stat)
        ]
        if Stat(stat) is Stat.DEFENSE and self.worn_guard:
            raw = sum(value for _, value in parts)
            lost = min(self.worn_guard, max(raw, 0))
            if lost:
                parts.append(("worn guard", -lost))
        return parts

    def compare(self, item: Item) -> dict[str, tuple[int, int]]:
        """Each stat now and if ``item`` were worn where equip puts it (what it displaces
        coming off), with the REAL bonuses; the player's view is ``state.compare``.

        For an item already worn, "instead" means taken off. Returns stat -> (now, then).
        """
        if item.equippable is None:
            raise ValueError(f"{item.name} cannot be worn")
        if self.equipment.is_equipped(item):
            off, on = [item], []
        else:
            off, on = self.equipment.displaced_by(item), [item]
        changes: dict[str, tuple[int, int]] = {}
        for stat in Stat:
            now = self.value(stat)
            then = now - sum(i.bonus(stat) for i in off) + sum(i.bonus(stat) for i in on)
            changes[stat.value] = (now, then)
        return changes


LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _by_letter(item: Item) -> str:
    return item.letter or ""


class Inventory:
    """What an actor carries, worn items included: at most ``capacity`` rows.

    A row is one item or one stack of identical consumables (``Item.count``). Each row keeps
    its letter (``Item.letter``) while it is carried: a new row takes the first free letter,
    and using up or dropping a row never moves another. ``items`` is kept in letter order.
    Add and take through ``add`` and ``take_one`` only: a row put straight into ``items`` has
    no letter, and the game refuses to save such a pack (``game.engine.invariants``).
    """

    def __init__(self, capacity: int = INVENTORY_CAPACITY) -> None:
        self.capacity = capacity
        self.items: list[Item] = []

    @property
    def is_full(self) -> bool:
        """True when every row is taken (a stackable item may still join a stack)."""
        return len(self.items) >= self.capacity

    def __contains__(self, item: object) -> bool:
        return any(carried is item for carried in self.items)

    # -- letters ---------------------------------------------------------------------------
    def letter_of(self, item: Item) -> str:
        """The inventory letter shown for ``item``; it stays while the item is carried."""
        if item not in self or item.letter is None:
            raise ValueError(f"{item.name} is not a row of this pack")
        return item.letter

    def first_free_letter(self) -> str:
        """The first letter a..z no carried row holds. Raises ValueError when all are taken."""
        taken = {carried.letter for carried in self.items}
        for letter in LETTERS:
            if letter not in taken:
                return letter
        raise ValueError("every pack letter is taken")

    def by_letter(self, letter: str) -> Item | None:
        """The row with this letter, or None."""
        return next((item for item in self.items if item.letter == letter), None)

    # -- changes ---------------------------------------------------------------------------
    def stack_for(self, item: Item) -> Item | None:
        """The carried stack ``item`` would join, if any."""
        return next(
            (
                carried
                for carried in self.items
                if carried is not item and carried.stacks_with(item)
            ),
            None,
        )

    def can_take(self, item: Item) -> bool:
        """Room for ``item``: a free row, or a stack it joins."""
        return not self.is_full or self.stack_for(item) is not None

    def add(self, item: Item) -> Item:
        """Carry ``item``: it joins its stack (and the stack's letter) or takes the first free
        letter. Returns the row that now holds it. Raises ValueError when there is no room."""
        stack = self.stack_for(item)
        if stack is not None:
            stack.count += item.count
            return stack
        if self.is_full:
            raise ValueError("the pack is full")
        item.letter = self.first_free_letter()
        self.items.append(item)
        self.items.sort(key=_by_letter)
        return item

    def take_one(self, item: Item) -> Item:
        """Take one item off the row ``item``: the row itself when it is the last one (its
        letter is freed), else a new single item split off the stack."""
        if item not in self:
            raise ValueError("not carried")
        if item.count > 1:
            return item.split_one()
        self.items[:] = [carried for carried in self.items if carried is not item]
        item.letter = None
        return item


class Level:
    """Experience and character level. XP to next level = 200 + level * 150 (SPEC.md)."""

    BASE = 200
    FACTOR = 150

    def __init__(self, xp_given: int = 0) -> None:
        self.current_level = 1
        self.current_xp = 0
        self.xp_given = xp_given

    @property
    def xp_to_next_level(self) -> int:
        return self.BASE + self.current_level * self.FACTOR

    @property
    def requires_level_up(self) -> bool:
        return self.current_xp >= self.xp_to_next_level


class Actor(Entity):
    """A creature. Dead actors stay on the floor as non-blocking remains.

    ``is_alive`` and ``blocks`` (HP above 0) are plain attributes, read thousands of times a
    turn: the fighter's HP setter keeps them up to date. They are derived, never saved: slots,
    outside ``__dict__``, which is all a save, the shape check and the digest see. A copy or a
    C ``pickle`` sets them in ``__setstate__``; the game's own loader builds ``__dict__`` alone
    and calls ``track_life`` once the state's shape is checked (``game.save.validate``). There
    is no ``__getattr__`` fallback: a class with one reads every attribute several times
    slower, and an actor's attributes are the monsters' phase's hottest reads.
    """

    __slots__ = ("is_alive", "blocks")

    def __init__(self, breed: Breed, x: int = 0, y: int = 0, ai: Mind | None = None) -> None:
        super().__init__(x, y)
        self.breed = breed
        self.equipment = Equipment()
        self.fighter = Fighter(breed.hp, breed.defense, breed.power, self.equipment)
        self.inventory = Inventory()
        self.level = Level(breed.xp)
        self.ai = ai
        #: Turns of confusion left (the hero's; see ``game.engine.conditions``).
        self.confused_turns = 0
        #: Turns a hard blow still stops this actor's regrowth (``damage.note_blow``).
        self.regrowth_pause = 0
        #: Turns of poison left (1 damage a turn) and of frost (each one a lost turn).
        self.poisoned_turns = 0
        self.frozen_turns = 0
        #: A sleeping monster does nothing until it notices the hero (``conditions``).
        self.asleep = False
        #: Turns since its weapon last drank (a thirsting artefact drains it when they run).
        self.hunger = 0
        self.track_life()

    def track_life(self) -> None:
        """Read the fighter's HP now and link it, so that every HP change from now on sets
        ``is_alive`` and ``blocks``."""
        fighter = self.fighter
        fighter.owner = self
        self.is_alive = self.blocks = fighter.hp > 0

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.track_life()

    def __getstate__(self) -> dict[str, Any]:
        return self.__dict__  # the saved fields only: the slots are derived from the HP

    @property
    def name(self) -> str:
        return self.breed.name if self.is_alive else f"remains of {self.breed.name}"

    @property
    def tile(self) -> str:
        return self.breed.tile if self.is_alive else "corpse"

    @property
    def render_order(self) -> RenderOrder:
        return RenderOrder.ACTOR if self.is_alive else RenderOrder.CORPSE

    def __repr__(self) -> str:
        return f"<Actor {self.breed.id} at {self.x},{self.y} hp={self.fighter.hp}>"
