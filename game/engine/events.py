"""What happened in the last command, for the screen to animate: never saved, never digested.

``World.events`` is None until a listener (the window's game screen) sets it to a list; from
then on every command (``GameState.perform``) starts it empty, and the rules append what they
do: the player's action first, then the monsters' phase, in order. A headless game never
records, so the bot and the benchmarks pay nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    from game.engine.actor import Actor

Tile = tuple[int, int]
#: What a ``Zap`` is: a Lightning bolt, a Fireball's flight and blast, a confusion spell.
ZapKind = Literal["lightning", "fireball", "confusion"]


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


Event = Moved | Struck | Hurt | Died | Zap
