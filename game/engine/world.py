"""The world as the rules see it: the game's data and the small changes every rule makes.

``GameState`` (``game.engine.game``) is this plus the turn loop. Actions, effects and minds
take a World, so they need not import the module that imports them.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.engine.actor import Actor
from game.engine.entity import Entity, Item, plural
from game.engine.gear import REGENERATION_PERIOD, Stat, draw_appearances, gear_name
from game.engine.log import Kind, MessageLog
from game.engine.regions import generate_floor
from game.engine.rng import PackedRandom, make_rng
from game.engine.stage import Stage

if TYPE_CHECKING:
    from game.engine.content import Content
    from game.engine.events import Event
    from game.engine.kinds import ItemType, Property


class World:
    """The whole game's data: floor, entities, player, log, depth, turn, the seeded generator.

    What every rule (action, effect, mind) sees and changes; ``GameState`` adds the turn loop.

    ``content`` is the game's data the engine was handed (kinds, makers, spawn tables); the
    state keeps the reference (saves store it as a name, never as data).

    ``revision`` counts the changes the screen shows: every performed action, every monster
    phase, a new floor, a placed entity. A screen redraws when it differs from the one it
    drew; a refused command leaves it as it was.

    What the player knows of gear: ``appearances`` (ring and amulet kind id -> "jade", drawn
    from the seed when the game starts) and ``learned`` (the kind ids the player has learned).
    Every name the player sees comes from ``name_of``.

    ``events``: while a command watched by the screen is performed, the list its rules add
    what they do to (``record``; ``game.engine.events``), else None. A slot, outside
    ``__dict__``: never saved, checked or digested; every way of making a World (``__init__``,
    a load, a copy) goes through ``__new__``, which sets it to None.
    """

    __slots__ = ("events", "__dict__")

    def __new__(cls, *args: Any, **kwargs: Any) -> World:
        world = super().__new__(cls)
        world.events = None
        return world

    def __init__(self, seed: int, player: Actor, content: Content | None = None) -> None:
        self.content = content
        self.seed = seed
        self.rng = make_rng(seed)
        self.player = player
        self.depth = 0
        self.turn = 0
        self.kills = 0
        #: Kills by breed id (the run summary's "kills by breed").
        self.kills_by_breed: dict[str, int] = {}
        #: The run is won (the floor-12 boss is dead); ``cause``: what killed the hero, or None.
        self.won = False
        self.cause: str | None = None
        self.messages = MessageLog()
        self.stage = Stage(1, 1)
        self.revision = 0
        self.appearances: dict[str, str] = {}
        self.learned: set[str] = set()
        #: The artefacts this game has made (one of each at most).
        self.artefacts: set[str] = set()
        if content is not None:
            self.appearances = appearances_for(seed, content)

    events: list[Event] | None

    def __getstate__(self) -> dict[str, Any]:
        """The saved fields only (``events`` is the screen's, not the game's), the generator
        packed (``PackedRandom``)."""
        state = self.__dict__
        if type(state.get("rng")) is random.Random:
            state = {**state, "rng": PackedRandom(state["rng"])}
        return state

    def record(self, event: Event) -> None:
        """Note ``event`` for the screen, if it watches the command under way."""
        if self.events is not None:
            self.events.append(event)

    # -- facts -----------------------------------------------------------------------------
    @property
    def game_over(self) -> bool:
        """The run has ended: the hero died, or won."""
        return self.won or not self.player.is_alive

    @property
    def level_up_pending(self) -> bool:
        return self.player.is_alive and self.player.level.requires_level_up

    @property
    def region(self) -> str:
        """The region the floor lies in ("halls", "caves", "crypt"), by its number."""
        return self.content.region_for(self.depth) if self.content is not None else "halls"

    def visible_monsters(self) -> list[Actor]:
        """Living monsters the player can see, nearest first (Chebyshev; ties in placement
        order)."""
        player, visible = self.player, self.stage.visible
        seen = [a for a in self.stage.actors if a is not player and visible[a.y, a.x]]
        return sorted(seen, key=lambda a: max(abs(player.x - a.x), abs(player.y - a.y)))

    # -- what the player knows -------------------------------------------------------------
    def kind_known(self, kind: ItemType) -> bool:
        """False for a ring or amulet kind the player has not learned yet."""
        wearable = kind.equippable
        return wearable is None or wearable.disguise is None or kind.id in self.learned

    def knows(self, item: Item) -> bool:
        """True when the player knows the item's enchantment and curse (consumables: always)."""
        return item.equippable is None or item.identified

    def name_of(self, item: Item) -> str:
        """The name the player sees, for every message and the screen: "+2 Sword",
        "Sword" (known +0), "Sword ?" (unknown), "jade ring", "Ring of Protection ?", "+1 Sword
        of Flame", "runed Sword ?" (unknown, with a property), an artefact's own name ("the
        Warlord's Crown") or, unknown, its runed look ("runed Horned Crown ?")."""
        wearable = item.equippable
        if wearable is None:
            return item.name
        if not self.kind_known(item.kind):
            look = self.appearances.get(item.kind.id, "plain")
            return f"{look} {wearable.disguise}"
        known = self.knows(item)  # an unknown enchantment is not even read
        kind = item.kind
        if kind.artefact:
            return item.name if known else f"runed {kind.look or item.name} ?"
        name = gear_name(item.name, item.enchantment if known else 0, known)
        if item.prop is None:
            return name
        if not known:
            return f"runed {name}"
        return f"{name} of {self.property_name(item.prop)}"

    def the_name(self, item: Item, capital: bool = False) -> str:
        """The item as a sentence names it: "the Sword", and an artefact, whose name has its
        own article, "the Warlord's Crown" (never "the the ..."); ``capital`` for "The"."""
        name = self.name_of(item)
        named = name if name.startswith("the ") else f"the {name}"
        return named[:1].upper() + named[1:] if capital else named

    def property_name(self, prop: str) -> str:
        """A property's name as the content gives it ("Fire Resistance")."""
        return self.property_words(prop)[0]

    def property_row(self, prop: str) -> Property:
        """A property's row in the content: its name, words and numbers (KeyError if none)."""
        if self.content is None:
            raise KeyError(prop)
        return self.content.properties[prop]

    def property_words(self, prop: str) -> tuple[str, str]:
        """A property's name and what it does, as the content gives them (a property the
        content does not know: its id in words, and nothing said)."""
        rows = self.content.properties if self.content is not None else {}
        row = rows.get(prop)
        if row is None:
            return prop.replace("_", " ").title(), ""
        return row.name, row.description

    def looks_of(self, item: Item) -> tuple[str, str] | None:
        """How a ring or amulet looks in this game, whatever the player knows of it: its
        disguise and appearance (("ring", "jade")); None for everything else."""
        wearable = item.equippable
        if wearable is None or wearable.disguise is None:
            return None
        return wearable.disguise, self.appearances.get(item.kind.id, "plain")

    def label_of(self, item: Item) -> str:
        """``name_of`` with the stack's size, for pack rows: "8 Health Potions"."""
        name = self.name_of(item)
        return name if item.count == 1 else f"{item.count} {plural(name)}"

    def known_bonus(self, item: Item, stat: Stat | str, at_plus_0: bool = False) -> int | None:
        """The bonus to ``stat`` as the player knows it; None where it is unknown (the kind
        of an unlearned ring, or the main stat of gear whose enchantment is unknown). With
        ``at_plus_0``, an unknown enchantment counts as +0: the kind's own bonus, which the
        player knows."""
        wearable = item.equippable
        if wearable is None:
            return 0
        if not self.kind_known(item.kind):
            return None
        stat = Stat(stat)
        if not self.knows(item) and stat is wearable.main_stat and not at_plus_0:
            return None
        return item.bonus(stat) if self.knows(item) else wearable.bonus(stat)

    def compare(
        self, item: Item, slot: str | None = None, at_plus_0: bool = False
    ) -> dict[str, tuple[int, int | None]]:
        """Each stat now and if ``item`` were worn in ``slot`` (default: where equip would put
        it), what it displaces coming off (a two-hander the off hand too); an item already worn
        is compared with taking it off. Only what the player knows: None where unknown (with
        ``at_plus_0``, unknown enchantments count as +0; see ``known_bonus``)."""
        equipment = self.player.equipment
        if item.equippable is None:
            raise ValueError(f"{item.name} cannot be worn")
        if equipment.is_equipped(item) and slot is None:
            off, on = [item], []
        else:
            off, on = equipment.displaced_by(item, slot), [item]
        fighter = self.player.fighter
        out: dict[str, tuple[int, int | None]] = {}
        for stat in Stat:
            now = fighter.value(stat)
            lost = [self.known_bonus(i, stat, at_plus_0) for i in off]
            gained = [self.known_bonus(i, stat, at_plus_0) for i in on]
            if None in lost or None in gained:
                out[stat.value] = (now, None)
            else:
                out[stat.value] = (now, now - sum(lost) + sum(gained))  # type: ignore[arg-type]
        return out

    def fitting_items(self, scroll: Item) -> list[Item]:
        """The pack items a scroll that targets an item (Enchanting, Identify) may be read
        on: what the screen's "only what fits" list shows. Empty for other items."""
        effect = scroll.effect
        if effect is None or effect.targeting != "item":
            return []
        return [item for item in self.player.inventory.items if effect.accepts(self, item)]

    def learn(self, item: Item) -> None:
        """The player now knows ``item``: its enchantment and curse, and its kind for good."""
        if item.equippable is None:
            return
        item.identified = True
        if item.equippable.disguise is not None:
            self.learned.add(item.kind.id)

    # -- changes ---------------------------------------------------------------------------
    def regenerate(self) -> None:
        """Every REGENERATION_PERIOD turns, each living actor regains its regeneration in HP
        (gear only: a plain hero has none)."""
        if self.turn % REGENERATION_PERIOD:
            return
        for actor in self.stage.actors:
            amount = actor.fighter.regeneration
            if amount > 0:
                actor.fighter.heal(amount)

    def changed(self) -> None:
        """Something the screen shows changed: bump ``revision``."""
        self.revision += 1

    def log(self, text: str, kind: Kind = Kind.INFO) -> None:
        self.messages.add(text, kind, self.turn)

    def place(self, entity: Entity, x: int, y: int) -> None:
        """Put ``entity`` at (x, y) on the current floor (adding it if it is not there yet)."""
        if not self.stage.in_bounds(x, y):
            raise ValueError(f"({x}, {y}) is outside the floor")
        entity.x, entity.y = x, y
        if not any(e is entity for e in self.stage.entities):
            self.stage.entities.append(entity)
        if entity is self.player:
            self.update_fov()
        self.changed()

    def update_fov(self) -> None:
        self.stage.update_fov(self.player.x, self.player.y)

    def new_floor(self) -> None:
        """Build the next floor and put the player in its first room."""
        if self.content is None:
            raise RuntimeError("this state was given no content to build floors from")
        self.depth += 1
        self.stage = generate_floor(
            self.rng, self.player, self.content.populace_for_floor(self.depth, self.artefacts)
        )
        self.update_fov()
        self.changed()


def appearances_for(seed: object, content: Content) -> dict[str, str]:
    """The ring and amulet appearances of a game with ``seed`` (see ``draw_appearances``)."""
    disguised = {
        kind.id: kind.equippable.disguise
        for kind in content.item_types.values()
        if kind.equippable is not None and kind.equippable.disguise is not None
    }
    return draw_appearances(seed, disguised, dict(content.appearance_pools))
