"""What the screens work out from the game in play (an item's description, a sheet's lines),
kept until the game's ``revision`` changes.

The engine bumps ``revision`` at every change the screen shows (an action, a monster phase, a
new floor, a placed entity), so a value worked out from the state at one revision holds until
the next: a dialog opened again without a turn in between shows its words without working
them out again. Only the game last asked about is kept (one at a time). What is about the
player's gear is keyed by ``gear_look`` too (read from the items themselves each time), so
gear changed by hand, without a revision, is never worked out stale here. The screens' own
pictures follow the revision alone (the game screen's frame at rest, the map's sprites, the
character sheet's picture): a test or tool that changes the state by hand says so with
``state.changed()``, as the engine does at every change the screen shows.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from game.engine.world import World

T = TypeVar("T")

#: The most values kept for one revision (a long list's every row, twice over).
LIMIT = 512


class RevisionMemo:
    """Values by key, for one game at one revision."""

    def __init__(self) -> None:
        self._state: World | None = None  # the game the values are of (held, not its id)
        self._revision = -1
        self._values: dict[Hashable, object] = {}

    def get(self, state: World, key: Hashable, make: Callable[[], T]) -> T:
        """The value ``make()`` gives for ``key`` at the state's revision, worked out once."""
        if state is not self._state or state.revision != self._revision:
            self._state, self._revision = state, state.revision
            self._values.clear()
        try:
            return self._values[key]  # type: ignore[return-value]
        except KeyError:
            pass
        if len(self._values) >= LIMIT:
            self._values.clear()
        value = self._values[key] = make()
        return value

    def of(self, state: World, thing: object, key: Hashable, make: Callable[[], T]) -> T:
        """``get`` for a value about ``thing`` (an item): keyed by its id, and kept with it, so
        no other object that later gets the same id is taken for it."""
        kept: tuple[object, T] = self.get(state, (id(thing), key), lambda: (thing, make()))
        return kept[1]

    def clear(self) -> None:
        """Forget every value (and the game they were of)."""
        self._state, self._revision = None, -1
        self._values.clear()


class Same:
    """``thing`` in a key, by identity: hashable when ``thing`` is not (a layout holds rects),
    and holding it, so no later object with its id is taken for it."""

    __slots__ = ("thing",)

    def __init__(self, thing: object) -> None:
        self.thing = thing

    def __hash__(self) -> int:
        return id(self.thing)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.thing is self.thing


def gear_look(state: World) -> tuple:
    """What the player's pack, worn gear, knowledge of kinds and base stats look like now, in
    a few attribute reads per item: a key for what is worked out from them (an item's words,
    with the change wearing it makes to the stats; the pack's rows). ``learned`` only grows,
    so its size says when it changed."""
    player = state.player
    fighter = player.fighter
    return (
        (fighter.base_power, fighter.base_defense, fighter.base_max_hp),
        len(state.learned),
        tuple(id(item) for item in player.equipment.slots.values()),
        tuple(
            (id(i), i.letter, i.count, i.enchantment, i.identified, i.cursed)
            for i in player.inventory.items
        ),
    )


#: The one memo the screens share.
MEMO = RevisionMemo()
