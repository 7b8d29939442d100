"""Things on a floor: the Entity base and Item, an instance of an ItemType."""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.gear import Equippable
    from game.engine.kinds import ItemType, Use


class RenderOrder(IntEnum):
    """Draw order, back to front: corpses under items under actors."""

    CORPSE = 0
    ITEM = 1
    ACTOR = 2


class Entity:
    """Anything with a position on the current floor."""

    blocks: bool = False

    def __init__(self, x: int = 0, y: int = 0) -> None:
        self.x = x
        self.y = y

    @property
    def name(self) -> str:
        raise NotImplementedError

    @property
    def tile(self) -> str:
        raise NotImplementedError

    @property
    def render_order(self) -> RenderOrder:
        raise NotImplementedError

    @property
    def pos(self) -> tuple[int, int]:
        return self.x, self.y

    def distance(self, x: int, y: int) -> float:
        """Euclidean distance to a tile (the tutorial's measure for scroll ranges)."""
        return ((x - self.x) ** 2 + (y - self.y) ** 2) ** 0.5


class Item(Entity):
    """One item: its kind says what it is; the object itself is what you carry and wear."""

    def __init__(self, kind: ItemType, x: int = 0, y: int = 0) -> None:
        super().__init__(x, y)
        self.kind = kind

    @property
    def name(self) -> str:
        return self.kind.name

    @property
    def tile(self) -> str:
        return self.kind.tile

    @property
    def equippable(self) -> Equippable | None:
        return self.kind.equippable

    @property
    def effect(self) -> Use | None:
        return self.kind.effect

    @property
    def render_order(self) -> RenderOrder:
        return RenderOrder.ITEM

    def __repr__(self) -> str:
        return f"<Item {self.kind.id} at {self.x},{self.y} #{id(self) & 0xFFFF:04x}>"
