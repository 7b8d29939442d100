"""What a command did: its ``Outcome``, with the events the screen animates (never saved, never
digested).

``GameState.perform(action, watch=True)`` answers with an ``Outcome`` holding the events its
rules noted (``World.record``): the player's action first, then the monsters' phase, in order.
Unwatched (the bot, the benchmarks, a replay without a window) nothing is noted, so it costs
nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.entity import Item

Tile = tuple[int, int]
#: What a ``Zap`` is: a Lightning bolt, a Fireball's flight and blast, a confusion spell, a
#: breath of fire, an arrow, a thrown dart or javelin.
ZapKind = Literal["lightning", "fireball", "confusion", "fire", "arrow", "dart", "javelin"]


class Moved(NamedTuple):
    """``actor`` stepped from tile ``start`` to tile ``end``."""

    actor: Actor
    start: Tile
    end: Tile


class Struck(NamedTuple):
    """``attacker`` hit at ``target`` in melee for ``damage`` (0: it did no damage)."""

    attacker: Actor
    target: Actor
    damage: int


class Hurt(NamedTuple):
    """``actor`` lost ``amount`` HP (a blow, a bolt, a blast)."""

    actor: Actor
    amount: int


class Died(NamedTuple):
    """``actor`` died (it lies on its tile as remains now)."""

    actor: Actor


class Zap(NamedTuple):
    """A spell went from tile ``source`` to tile ``target``; ``radius`` > 0: it burst there."""

    kind: ZapKind
    source: Tile
    target: Tile
    radius: int = 0


class Opened(NamedTuple):
    """``actor`` opened the door at ``tile`` (the step went into it)."""

    actor: Actor
    tile: Tile


class PickedUp(NamedTuple):
    """The hero picked ``item`` up."""

    item: Item


class Dropped(NamedTuple):
    """The hero dropped ``item`` (one off a stack: the piece that now lies on the floor)."""

    item: Item


class Equipped(NamedTuple):
    """The hero put ``item`` on."""

    item: Item


class Removed(NamedTuple):
    """The hero took ``item`` off (to swap it, to drop it, or on its own)."""

    item: Item


class Bound(NamedTuple):
    """``item``, cursed, bound itself to the hero as it went on."""

    item: Item


class Used(NamedTuple):
    """The hero used ``item`` up: drank a potion, read a scroll (its spell, if any, follows as
    a ``Zap``)."""

    item: Item


class LevelReached(NamedTuple):
    """The hero has XP enough for ``level`` (the choice of a stat follows)."""

    level: int


class Descended(NamedTuple):
    """The hero took the stairs down to floor ``depth``."""

    depth: int


class Won(NamedTuple):
    """The run is won: the last boss is dead."""


class Sprung(NamedTuple):
    """The hero set off the trap at ``tile``: ``kind`` is its name (``tiles.TRAP_NAMES``)."""

    kind: str
    tile: tuple[int, int]


Event = (
    Moved
    | Struck
    | Hurt
    | Died
    | Zap
    | Opened
    | PickedUp
    | Dropped
    | Equipped
    | Removed
    | Bound
    | Used
    | LevelReached
    | Descended
    | Won
    | Sprung
)
#: Every kind of event, for whatever must answer each one (the sounds).
EVENT_KINDS: tuple[type, ...] = (
    Moved,
    Struck,
    Hurt,
    Died,
    Zap,
    Opened,
    PickedUp,
    Dropped,
    Equipped,
    Removed,
    Bound,
    Used,
    LevelReached,
    Descended,
    Won,
    Sprung,
)


class Outcome(NamedTuple):
    """What a command came to: ``done`` (it happened; a refusal changed nothing) or why not
    (``refusal``, the message the log shows), and, when watched, the ``events`` it made."""

    done: bool
    refusal: str | None = None
    events: tuple[Event, ...] = ()

    def __bool__(self) -> bool:
        return self.done
