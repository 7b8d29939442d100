"""What the gear art is called and how it stacks: the one table the map sprite, the
paper doll and the icons share (pure data, no pygame).

Layers are drawn back to front in the DCSS paper-doll order, ``LAYER_ORDER``. The base
figure is the ``body`` layer (``player`` on the map, ``doll_body`` on the doll); hair is
part of it and nothing wears the ``legs`` layer yet. A cloak hangs behind the body, so
it is drawn before it. Rings and amulets have no layer: they show in their boxes only.

Tile names, by content id ``k`` of a wearable kind: icon ``icon_k``, map layer
``worn_k``, doll layer ``doll_k``. Rings and amulets are drawn per appearance (the
kind stays hidden behind it): ``icon_ring_<appearance>``, ``icon_amulet_<appearance>``.
Scroll sprites are named by their kind id, like the older scrolls.
"""

from __future__ import annotations

LAYER_ORDER: tuple[str, ...] = (
    "shadow",
    "cloak",
    "body",
    "boots",
    "legs",
    "body_armour",
    "gloves",
    "hair",
    "helm",
    "main_hand",
    "off_hand",
)

#: Every wearable kind that shows on the figure, and the layer it is drawn on.
KIND_LAYER: dict[str, str] = {
    "dagger": "main_hand",
    "sword": "main_hand",
    "short_sword": "main_hand",
    "mace": "main_hand",
    "greataxe": "main_hand",
    "leather_armor": "body_armour",
    "chain_mail": "body_armour",
    "scale_mail": "body_armour",
    "plate_armor": "body_armour",
    "cloak": "cloak",
    "leather_gloves": "gloves",
    "leather_boots": "boots",
    "iron_helm": "helm",
    "leather_cap": "helm",
    "great_helm": "helm",
    "shield": "off_hand",
    # issue 23, "Gear with a soul"
    "fur_cloak": "cloak",
    "gauntlets": "gloves",
    "iron_boots": "boots",
    "buckler": "off_hand",
    "tower_shield": "off_hand",
    # issue 23's artefacts, worn where their slot is
    "bloodthirst": "main_hand",
    "winters_edge": "main_hand",
    "ashen_aegis": "off_hand",
    "shadowweave": "cloak",
    "warlords_crown": "helm",
    "wanderers_boots": "boots",
}

WEARABLE_KINDS: tuple[str, ...] = tuple(KIND_LAYER)
RING_APPEARANCES: tuple[str, ...] = (
    "jade",
    "ruby",
    "sapphire",
    "topaz",
    "opal",
    "iron",
    "silver",
    "gold",
)
AMULET_APPEARANCES: tuple[str, ...] = ("bone", "amber", "crystal", "copper")

#: Slot names of the paper doll; an empty slot shows ``slot_<name>``.
SLOTS: tuple[str, ...] = (
    "head",
    "neck",
    "body",
    "cloak",
    "hands",
    "main_hand",
    "off_hand",
    "left_ring",
    "right_ring",
    "feet",
)

MAP_BODY = "player"

Offset = tuple[int, int]

#: Monster bodies that show worn gear on the map. The ``worn_*`` layers are drawn for the
#: player's body; on another body each layer is shifted by (dx, dy) art pixels so that it
#: lands on that body's hands, head or chest. A layer a body does not list is not drawn on
#: it (a hydra has no hands, a robe leaves no room for body armour). The player's own body
#: needs no entry: every layer at (0, 0).
BODY_LAYERS: dict[str, dict[str, Offset]] = {
    "orc": {
        "cloak": (0, 0),
        "boots": (0, 0),
        "body_armour": (0, 1),
        "gloves": (-1, 0),
        "helm": (0, 1),
        "main_hand": (-1, 0),
        "off_hand": (0, 0),
    },
    "kobold": {"body_armour": (0, 2), "helm": (-1, 2), "main_hand": (0, 0), "off_hand": (0, 1)},
    "shaman": {"helm": (0, 0), "main_hand": (0, 0)},
    "troll": {"helm": (0, -1), "main_hand": (-1, 0)},
    "ogre": {"body_armour": (0, 0), "helm": (0, -1), "main_hand": (-1, 0), "off_hand": (0, 0)},
    "golem": {"main_hand": (-1, 0), "off_hand": (0, 0)},
    "warlord": {
        "cloak": (0, 0),
        "boots": (0, 0),
        "body_armour": (0, 1),
        "gloves": (-1, 0),
        "helm": (0, 0),
        "main_hand": (-1, 0),
        "off_hand": (0, 0),
    },
    "goblin_archer": {"boots": (-3, 0), "body_armour": (-2, 0), "helm": (-3, 0)},
    "skeleton": {
        "cloak": (0, 0),
        "boots": (0, 0),
        "body_armour": (0, 0),
        "gloves": (0, 0),
        "helm": (0, 0),
        "main_hand": (0, 0),
        "off_hand": (0, 0),
    },
}

#: The weapons' layers carry the player's fist; on these bodies its skin colours are
#: repainted in the body's own (palette names: player's skin -> the body's).
BODY_SKIN: dict[str, dict[str, str]] = {
    "orc": {"skin": "green_light", "skin_dark": "green"},
    "kobold": {"skin": "orange", "skin_dark": "copper"},
    "shaman": {"skin": "green_light", "skin_dark": "green"},
    "troll": {"skin": "moss_light", "skin_dark": "moss"},
    "ogre": {"skin": "ogre_light", "skin_dark": "ogre"},
    "golem": {"skin": "stone_5", "skin_dark": "stone_4"},
    "warlord": {"skin": "green_light", "skin_dark": "green"},
    "skeleton": {"skin": "white", "skin_dark": "parchment_dark"},
}
DOLL_BODY = "doll_body"
DOLL_SHADOW = "doll_shadow"
UNKNOWN_BADGE = "badge_unknown"
CURSED_BADGE = "badge_cursed"


def icon_name(kind_id: str) -> str:
    """The inventory icon of a wearable kind: ``icon_<kind>``."""
    return f"icon_{kind_id}"


def ring_icon(appearance: str) -> str:
    """The icon of a ring with this appearance (``jade``...)."""
    return f"icon_ring_{appearance}"


def amulet_icon(appearance: str) -> str:
    """The icon of an amulet with this appearance (``bone``...)."""
    return f"icon_amulet_{appearance}"


def map_layer(kind_id: str) -> str:
    """The 16-px map sprite layer of a wearable kind: ``worn_<kind>``."""
    return f"worn_{kind_id}"


def doll_layer(kind_id: str) -> str:
    """The paper-doll layer of a wearable kind: ``doll_<kind>``."""
    return f"doll_{kind_id}"
