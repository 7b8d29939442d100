"""Which sound each event makes: ``cues(events, state)`` reads what a command did (the same
``state.events`` the animations read, ``game.engine.events``) and names the sounds to play, in
order. Plain data and lookups: no pygame here (``game.ui.audio`` plays them).

Only what the hero does or meets is heard: the hero's own steps (each terrain its own), blows
given and taken, deaths, doors opened by the hero or in view, gear, potions and scrolls,
spells and missiles, traps set off, a level reached, the stairs, and the run's end.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from game.content.materials import MATERIALS, material_of
from game.engine.events import (
    Bound,
    Descended,
    Died,
    Dropped,
    Equipped,
    Hurt,
    LevelReached,
    Moved,
    Opened,
    PickedUp,
    Removed,
    Sprung,
    Struck,
    Used,
    Won,
    Zap,
)
from game.engine.tiles import TERRAIN, TILE_NAMES

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.events import Event
    from game.engine.game import GameState

#: The hero's step by the terrain stepped onto (every walkable terrain has one).
STEPS: dict[str, str] = {
    "floor": "step_stone",
    "stairs_down": "step_stone",
    "door_closed": "step_wood",
    "door_open": "step_wood",
    "shallow_water": "step_water",
    "tall_grass": "step_grass",
    "trampled_grass": "step_grass",
}
#: A spell's or a missile's sound by its ``Zap`` kind.
ZAPS: dict[str, str] = {
    "lightning": "lightning",
    "fireball": "fireball",
    "confusion": "confusion",
    "fire": "fire_breath",
    "arrow": "arrow",
    "dart": "throw",
    "javelin": "throw",
}
#: A trap's sound by its name (``tiles.TRAP_NAMES``), as the hero sets it off.
TRAPS: dict[str, str] = {
    "fire": "fire_breath",
    "poison_dart": "arrow",
    "teleport": "teleport",
    "alarm": "alarm",
}
#: The long ones: they have a voice of their own, so a busy turn never cuts them out.
JINGLES: frozenset[str] = frozenset({"victory", "death", "level_up", "curse"})


def _material(item: Item) -> str:
    try:
        return material_of(item.kind)
    except KeyError:  # gear the table forgot: heard as metal rather than not at all
        return "metal"


def _moved(event: Moved, state: GameState) -> str | None:
    if event.actor is not state.player:
        return None
    x, y = event.end
    return STEPS.get(TILE_NAMES[state.stage.tiles[y, x]], "step_stone")


def _opened(event: Opened, state: GameState) -> str | None:
    x, y = event.tile
    seen = state.stage.in_bounds(x, y) and bool(state.stage.visible[y, x])
    return "door" if event.actor is state.player or seen else None


def _used(event: Used, state: GameState) -> str:
    return "potion" if event.item.kind.verb == "drink" else "scroll_read"


#: Every kind of event and its sound (None: silent this time).
CUES: dict[type, Callable[[Any, GameState], str | None]] = {
    Moved: _moved,
    Struck: lambda e, s: "hit" if e.damage > 0 else "hit_nothing",
    Hurt: lambda e, s: "hero_hurt" if e.actor is s.player else None,
    Died: lambda e, s: "death" if e.actor is s.player else "monster_death",
    Zap: lambda e, s: ZAPS[e.kind],
    Opened: _opened,
    PickedUp: lambda e, s: "pickup",
    Dropped: lambda e, s: "pickup",  # the same soft sound of an item handled
    Equipped: lambda e, s: f"equip_{_material(e.item)}",
    Removed: lambda e, s: f"remove_{_material(e.item)}",
    Bound: lambda e, s: "curse",
    Used: _used,
    LevelReached: lambda e, s: "level_up",
    Descended: lambda e, s: "stairs",
    Won: lambda e, s: "victory",
    Sprung: lambda e, s: TRAPS[e.kind],
}


def cues(events: Iterable[Event], state: GameState) -> list[str]:
    """The sounds ``events`` make, in order (a sound may come more than once)."""
    out = []
    for event in events:
        cue = CUES.get(type(event))
        name = cue(event, state) if cue is not None else None
        if name is not None:
            out.append(name)
    return out


def every_sound() -> frozenset[str]:
    """Every sound a cue can name (the tests check each has its file)."""
    fixed = {
        "hit",
        "hit_nothing",
        "hero_hurt",
        "death",
        "monster_death",
        "door",
        "pickup",
        "curse",
        "potion",
        "scroll_read",
        "level_up",
        "stairs",
        "victory",
    }
    worn = {f"{verb}_{material}" for verb in ("equip", "remove") for material in MATERIALS}
    heard = set(STEPS.values()) | set(ZAPS.values()) | set(TRAPS.values())
    return frozenset(fixed | worn | heard | {"step_stone"})


def walkable_terrains() -> list[str]:
    return [terrain.name for terrain in TERRAIN if terrain.walkable]
