"""What each piece of gear is made of, as the ear hears it: "metal", "cloth" (leather, fur,
cloth) or "ring" (rings and amulets). Data for the sounds of putting gear on and taking it off;
no rule reads it."""

from __future__ import annotations

from game.engine.kinds import ItemType

MATERIALS: tuple[str, ...] = ("metal", "cloth", "ring")

#: Gear of leather, fur or cloth; jewellery is told by its slot (``material_of``).
CLOTH: frozenset[str] = frozenset(
    {
        "leather_armor",
        "cloak",
        "leather_gloves",
        "leather_boots",
        "leather_cap",
        "fur_cloak",
        "shadowweave",
        "wanderers_boots",
    }
)
#: Gear of iron and steel (a shield rimmed in iron clanks as one).
METAL: frozenset[str] = frozenset(
    {
        "dagger",
        "sword",
        "short_sword",
        "mace",
        "greataxe",
        "chain_mail",
        "scale_mail",
        "plate_armor",
        "shield",
        "iron_helm",
        "great_helm",
        "gauntlets",
        "iron_boots",
        "buckler",
        "tower_shield",
        "bloodthirst",
        "winters_edge",
        "ashen_aegis",
        "warlords_crown",
    }
)


def material_of(kind: ItemType) -> str:
    """The material of a wearable ``kind``; KeyError for gear this table does not know."""
    wearable = kind.equippable
    if wearable is not None and (wearable.is_ring or wearable.slot.value == "neck"):
        return "ring"
    if kind.id in CLOTH:
        return "cloth"
    if kind.id in METAL:
        return "metal"
    raise KeyError(f"no material for {kind.id!r}: add it to game/content/materials.py")
