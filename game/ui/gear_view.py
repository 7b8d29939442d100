"""How a piece of gear looks to the player: its icon, its badges and the words for its slot.

Only what the engine says the player knows is used (``state.knows``, ``state.kind_known``,
``state.appearances``), so unknown gear shows its "?" badge and never its numbers, and a
curse shows only once it is known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.tileset import Tileset

UNKNOWN_BADGE = "badge_unknown"
CURSED_BADGE = "badge_cursed"
RUNED_BADGE = "badge_runed"

#: The doll's captions by slot name (the SPEC's ten slots).
SLOT_CAPTIONS: dict[str, str] = {
    "head": "Head",
    "neck": "Neck",
    "body": "Body",
    "cloak": "Cloak",
    "hands": "Hands",
    "main_hand": "Main hand",
    "off_hand": "Off hand",
    "left_ring": "Left ring",
    "right_ring": "Right ring",
    "feet": "Feet",
}


#: Shorter words for kinds whose names are long, by kind id: the doll's boxes use them when a
#: whole name does not fit beside a box ("-3 Regen" for "-3 Ring of Regeneration"). No two
#: kinds worn on the same slot share one (a test checks), and the tooltip has the whole name.
SHORT_NAMES: dict[str, str] = {
    "ring_of_protection": "Protection",
    "ring_of_strength": "Strength",
    "ring_of_regeneration": "Regen",
    "amulet_of_vitality": "Vitality",
    "amulet_of_clarity": "Clarity",
    "leather_gloves": "Gloves",
    "leather_boots": "Boots",
    "leather_cap": "Cap",
    "great_helm": "Great Helm",
    "iron_helm": "Helm",
    "leather_armor": "Leather",
    "chain_mail": "Chain",
    "scale_mail": "Scale",
    "plate_armor": "Plate",
    # artefacts, known (the doll shows only what is worn, and wearing one teaches it)
    "bloodthirst": "Thirst",
    "winters_edge": "Winter's",
    "ashen_aegis": "Aegis",
    "shadowweave": "Shadow",
    "warlords_crown": "Crown",
    "wanderers_boots": "Wanderer",
}


def short_name(state: GameState, item: Item) -> str:
    """``state.name_of(item)`` as short as the doll may need it: the kind's short word
    (``SHORT_NAMES``) for its name ("-3 Regen", "Gloves ?"), an artefact's alone ("Crown"),
    and no "of Flame": the doll draws a known property's glyph beside the box ("-3 Gloves"
    for "-3 Leather Gloves of Poison Resistance"). A name the player does not know yet
    ("jade ring", "runed Horned Crown ?") stays."""
    name = state.name_of(item)
    kind = item.kind
    if not state.kind_known(kind) or (kind.artefact and not state.knows(item)):
        return name
    short = SHORT_NAMES.get(kind.id)
    if kind.artefact:
        return short or name
    if item.prop is not None and state.knows(item):
        name = name.removesuffix(f" of {state.property_name(item.prop)}")
    return name if short is None else name.replace(kind.name, short, 1)


def caption(slot: str) -> str:
    """The doll's caption for slot ``slot`` ("main_hand" -> "Main hand")."""
    return SLOT_CAPTIONS.get(slot, slot.replace("_", " ").capitalize())


def tile_of(state: GameState, item: Item) -> str:
    """The icon the player sees: rings and amulets by their appearance in this game
    ("icon_ring_jade", from ``state.looks_of``), everything else by its kind's tile
    ("icon_sword")."""
    looks = state.looks_of(item)
    return item.tile if looks is None else "icon_{}_{}".format(*looks)


def item_icon(state: GameState, item: Item, tileset: Tileset) -> str:
    """The icon tile of ``item`` (``tile_of``), as the tileset has it.

    A kind whose tile the tileset lacks (a content row ahead of its art) falls back to the
    tile without its ``icon_`` prefix, then to the "?" badge: a missing picture never stops
    the screen."""
    tile = tile_of(state, item)
    if tileset.has(tile):
        return tile
    bare = tile.removeprefix("icon_")
    return bare if tileset.has(bare) else UNKNOWN_BADGE


def draw_icon(
    surface: pygame.Surface,
    tileset: Tileset,
    state: GameState,
    item: Item,
    size: int,
    **anchor: tuple[int, int],
) -> pygame.Rect:
    """Draw ``item``'s icon with its badges at ``size`` px, placed by a Rect ``anchor``
    keyword (``midtop=(x, y)``); returns where."""
    image = tileset.get(item_icon(state, item, tileset), size)
    place = image.get_rect(**anchor)
    surface.blit(image, place)
    for badge in badges(state, item):
        surface.blit(tileset.get(badge, size), place)
    return place


def is_known(state: GameState, item: Item) -> bool:
    """The player knows all about ``item``: its kind, enchantment and curse."""
    return state.knows(item) and state.kind_known(item.kind)


def known_cursed(state: GameState, item: Item) -> bool:
    """``item`` is cursed and the player knows it."""
    return state.knows(item) and item.cursed


def is_runed(state: GameState, item: Item) -> bool:
    """``item`` carries a property (an artefact: its own) the player does not know yet: its
    name says "runed" and its icon wears the rune badge, so it reads as special before it is
    known."""
    return (
        item.equippable is not None
        and bool(item.props)
        and not state.knows(item)
        and state.kind_known(item.kind)
    )


def known_props(state: GameState, item: Item) -> tuple[str, ...]:
    """The properties of ``item`` the player knows (all, once it is identified; none before):
    the only ones any screen may show."""
    return item.props if item.equippable is not None and state.knows(item) else ()


def description_known(state: GameState, item: Item) -> bool:
    """The kind's own words may be shown: its kind is known, and an artefact (whose words
    tell its properties) is identified."""
    if not item.kind.description or not state.kind_known(item.kind):
        return False
    return not item.kind.artefact or state.knows(item)


def prop_glyph(prop: str) -> str:
    """The glyph tile of property ``prop`` ("prop_flame")."""
    return f"prop_{prop}"


def badges(state: GameState, item: Item) -> tuple[str, ...]:
    """Badge tiles drawn over the icon: the rune while a property is unknown, "?" while
    anything is unknown, the curse once known."""
    if item.equippable is None:
        return ()
    marks: list[str] = []
    if is_runed(state, item):
        marks.append(RUNED_BADGE)
    if not is_known(state, item):
        marks.append(UNKNOWN_BADGE)
    if known_cursed(state, item):
        marks.append(CURSED_BADGE)
    return tuple(marks)
