"""Item kinds: every item in the game is a row here (SPEC.md's numbers)."""

from __future__ import annotations

from game.engine.effects import (
    Confusion,
    Enchant,
    Fireball,
    Heal,
    Identify,
    LightningBolt,
    RemoveCurse,
)
from game.engine.equipment import Equippable, Slot, Stat
from game.engine.kinds import ItemType, Thrown

HEALTH_POTION = ItemType(
    "health_potion",
    "Health Potion",
    "health_potion",
    "A red draught that closes wounds.",
    effect=Heal(amount=4),
    verb="drink",
)
LIGHTNING_SCROLL = ItemType(
    "lightning_scroll",
    "Lightning Scroll",
    "lightning_scroll",
    "Calls a bolt down on the nearest foe.",
    effect=LightningBolt(damage=20, max_range=5),
    verb="read",
)
CONFUSION_SCROLL = ItemType(
    "confusion_scroll",
    "Confusion Scroll",
    "confusion_scroll",
    "Clouds the mind of a creature you can see.",
    effect=Confusion(turns=10),
    verb="read",
)
FIREBALL_SCROLL = ItemType(
    "fireball_scroll",
    "Fireball Scroll",
    "fireball_scroll",
    "A ball of fire that burns all nearby. Keep your distance.",
    effect=Fireball(damage=12, radius=3),
    verb="read",
)

DAGGER = ItemType(
    "dagger",
    "Dagger",
    "icon_dagger",
    "A short, sharp blade.",
    equippable=Equippable(Slot.MAIN_HAND, power_bonus=2),
)
SWORD = ItemType(
    "sword",
    "Sword",
    "icon_sword",
    "A long, well-balanced blade.",
    equippable=Equippable(Slot.MAIN_HAND, power_bonus=4),
)
LEATHER_ARMOR = ItemType(
    "leather_armor",
    "Leather Armor",
    "icon_leather_armor",
    "Boiled leather, light and quiet.",
    equippable=Equippable(Slot.BODY, defense_bonus=1),
)
CHAIN_MAIL = ItemType(
    "chain_mail",
    "Chain Mail",
    "icon_chain_mail",
    "Interlocking iron rings.",
    equippable=Equippable(Slot.BODY, defense_bonus=3),
)
SHIELD = ItemType(
    "shield",
    "Shield",
    "icon_shield",
    "A round wooden shield rimmed in iron.",
    equippable=Equippable(Slot.OFF_HAND, defense_bonus=1),
)
IRON_HELM = ItemType(
    "iron_helm",
    "Iron Helm",
    "icon_iron_helm",
    "A heavy helm; it makes you harder to kill.",
    equippable=Equippable(Slot.HEAD, defense_bonus=1, max_hp_bonus=10),
)

# -- Gear, second edition: added rows (the tutorial's above keep their numbers) ----------------
ENCHANT_SCROLL = ItemType(
    "enchant_scroll",
    "Scroll of Enchanting",
    "enchant_scroll",
    "Makes one piece of gear a little better, and lifts its curse.",
    effect=Enchant(amount=1),
    verb="read",
)
IDENTIFY_SCROLL = ItemType(
    "identify_scroll",
    "Scroll of Identify",
    "identify_scroll",
    "Tells the truth about one piece of gear.",
    effect=Identify(),
    verb="read",
)
REMOVE_CURSE_SCROLL = ItemType(
    "remove_curse_scroll",
    "Scroll of Remove Curse",
    "remove_curse_scroll",
    "Frees you from every curse you wear.",
    effect=RemoveCurse(),
    verb="read",
)


def _wear(slot: Slot, **numbers: object) -> Equippable:
    return Equippable(slot, **numbers)  # type: ignore[arg-type]


GEAR_ROWS: tuple[tuple[str, str, str, Equippable], ...] = (
    # id, name, description, wearable part
    (
        "short_sword",
        "Short Sword",
        "Light and quick; better than a dagger, worse than a sword.",
        _wear(Slot.MAIN_HAND, power_bonus=3),
    ),
    ("mace", "Mace", "A flanged iron head on an oak haft.", _wear(Slot.MAIN_HAND, power_bonus=5)),
    (
        "greataxe",
        "Greataxe",
        "Two hands, one terrible swing: no room for a shield.",
        _wear(Slot.MAIN_HAND, power_bonus=7, two_handed=True),
    ),
    (
        "scale_mail",
        "Scale Mail",
        "Overlapping iron scales on leather.",
        _wear(Slot.BODY, defense_bonus=2),
    ),
    (
        "plate_armor",
        "Plate Armor",
        "The best protection there is; it slows your arm.",
        _wear(Slot.BODY, defense_bonus=5, power_bonus=-1),
    ),
    ("cloak", "Cloak", "A heavy travelling cloak.", _wear(Slot.CLOAK, defense_bonus=1)),
    (
        "leather_gloves",
        "Leather Gloves",
        "Supple gloves with a sure grip.",
        _wear(Slot.HANDS, defense_bonus=1),
    ),
    (
        "leather_boots",
        "Leather Boots",
        "Sturdy boots for long halls.",
        _wear(Slot.FEET, defense_bonus=1),
    ),
    (
        "leather_cap",
        "Leather Cap",
        "A padded cap; light on the head.",
        _wear(Slot.HEAD, defense_bonus=1),
    ),
    (
        "great_helm",
        "Great Helm",
        "A closed helm of thick iron; it narrows your swing.",
        _wear(Slot.HEAD, defense_bonus=3, max_hp_bonus=10, power_bonus=-1),
    ),
    # Gear, third edition: a second kind in every one-kind slot, heavy ones with a price
    (
        "fur_cloak",
        "Fur Cloak",
        "Thick and warm; it rustles and snags as you creep.",
        _wear(Slot.CLOAK, defense_bonus=2, noise=1),
    ),
    (
        "gauntlets",
        "Gauntlets",
        "Plated iron gloves; they clank.",
        _wear(Slot.HANDS, defense_bonus=2, noise=1),
    ),
    (
        "iron_boots",
        "Iron Boots",
        "Iron-shod boots; every step rings out.",
        _wear(Slot.FEET, defense_bonus=2, noise=1),
    ),
    (
        "buckler",
        "Buckler",
        "A small steel buckler: it turns a blow and frees your arm.",
        _wear(Slot.OFF_HAND, defense_bonus=1, power_bonus=1),
    ),
    (
        "tower_shield",
        "Tower Shield",
        "A wall of oak and iron; heavy to swing behind.",
        _wear(Slot.OFF_HAND, defense_bonus=3, power_bonus=-1, noise=1),
    ),
    (
        "ring_of_protection",
        "Ring of Protection",
        "Wards off blows.",
        _wear(Slot.LEFT_RING, defense_bonus=1, main_stat=Stat.DEFENSE),
    ),
    (
        "ring_of_strength",
        "Ring of Strength",
        "Puts weight behind every blow.",
        _wear(Slot.LEFT_RING, power_bonus=1, main_stat=Stat.POWER),
    ),
    (
        "ring_of_regeneration",
        "Ring of Regeneration",
        "Closes your wounds as you go: 1 HP every 5 turns per point.",
        _wear(Slot.LEFT_RING, regeneration=1, main_stat=Stat.REGENERATION),
    ),
    (
        "amulet_of_vitality",
        "Amulet of Vitality",
        "A steady heartbeat against your chest.",
        _wear(Slot.NECK, max_hp_bonus=10, main_stat=Stat.MAX_HP, enchant_step=5),
    ),
    (
        "amulet_of_clarity",
        "Amulet of Clarity",
        "Keeps your mind clear: you cannot be confused.",
        _wear(Slot.NECK, clarity=1, main_stat=Stat.CLARITY),
    ),
)

#: Kinds named in the plural ("the Leather Gloves bind themselves to your hands").
PLURAL_NAMES: frozenset[str] = frozenset(
    {"leather_gloves", "leather_boots", "gauntlets", "iron_boots", "wanderers_boots"}
)

NEW_GEAR: tuple[ItemType, ...] = tuple(
    ItemType(
        kind_id, name, f"icon_{kind_id}", text, equippable=wearable, plural=kind_id in PLURAL_NAMES
    )
    for kind_id, name, text, wearable in GEAR_ROWS
)


# -- Gear, third edition: artefacts, one of each at most per game, from floor 6 --------------
def _artefact(
    kind_id: str,
    name: str,
    look: str,
    text: str,
    wearable: Equippable,
    props: tuple[str, ...],
    binds: bool = False,
    thirst: int = 0,
) -> ItemType:
    return ItemType(
        kind_id,
        name,
        f"icon_{kind_id}",
        text,
        equippable=wearable,
        plural=kind_id in PLURAL_NAMES,
        artefact=True,
        props=props,
        look=look,
        binds=binds,
        thirst=thirst,
    )


ARTEFACTS: tuple[ItemType, ...] = (
    _artefact(
        "bloodthirst",
        "Bloodthirst",
        "Crimson Sword",
        "A blade that drinks: it heals you from every wound it deals and poisons them, "
        "but when it has not killed for 12 turns it drinks from you.",
        _wear(Slot.MAIN_HAND, power_bonus=6),
        ("draining", "venom"),
        thirst=12,
    ),
    _artefact(
        "winters_edge",
        "Winter's Edge",
        "Frosted Greataxe",
        "Rime-bitten steel: its blows freeze, its cold keeps fire from you, and it "
        "numbs the arm that holds it.",
        _wear(Slot.MAIN_HAND, power_bonus=8, defense_bonus=-1, two_handed=True),
        ("frost", "fire_resistance"),
    ),
    _artefact(
        "ashen_aegis",
        "the Ashen Aegis",
        "Charred Shield",
        "A shield that has been through fire and kept it: fire halves on it, and it "
        "bites those who strike you. It is a weight on your arm.",
        _wear(Slot.OFF_HAND, defense_bonus=3, power_bonus=-1),
        ("fire_resistance", "thorns"),
    ),
    _artefact(
        "shadowweave",
        "the Shadowweave",
        "Shadowy Cloak",
        "Woven of dusk: sleepers do not stir as you pass, and no venom takes you; it "
        "draws on your life.",
        _wear(Slot.CLOAK, defense_bonus=2, max_hp_bonus=-10),
        ("stealth", "poison_resistance"),
    ),
    _artefact(
        "warlords_crown",
        "the Warlord's Crown",
        "Horned Crown",
        "The iron crown of a warlord long dead: spells fail on its wearer, fire halves, "
        "and blows come back. Once on, it never comes off.",
        _wear(Slot.HEAD, defense_bonus=3, max_hp_bonus=10),
        ("warding", "thorns", "fire_resistance"),
        binds=True,
    ),
    _artefact(
        "wanderers_boots",
        "the Wanderer's Boots",
        "Silver-buckled Boots",
        "Boots that have walked every road: no poison and no spell takes their wearer. "
        "Their silver buckles ring with every step.",
        _wear(Slot.FEET, defense_bonus=2, noise=2),
        ("poison_resistance", "warding"),
    ),
)

# -- thrown weapons: they stack, and are thrown from the pack ---------------------------------
DART = ItemType(
    "dart",
    "Dart",
    "icon_dart",
    "Thrown from the pack (t): 3 damage against defense, up to 6 tiles; it breaks 1 time in 4.",
    thrown=Thrown(power=3, reach=6, breaks_percent=25),
)
JAVELIN = ItemType(
    "javelin",
    "Javelin",
    "icon_javelin",
    "Thrown from the pack (t): 7 damage against defense, up to 5 tiles.",
    thrown=Thrown(power=7, reach=5),
)

#: Every item kind, in the order the registry lists them.
ITEM_KINDS: tuple[ItemType, ...] = (
    HEALTH_POTION,
    LIGHTNING_SCROLL,
    CONFUSION_SCROLL,
    FIREBALL_SCROLL,
    DAGGER,
    SWORD,
    LEATHER_ARMOR,
    CHAIN_MAIL,
    SHIELD,
    IRON_HELM,
    ENCHANT_SCROLL,
    IDENTIFY_SCROLL,
    REMOVE_CURSE_SCROLL,
    *NEW_GEAR,
    *ARTEFACTS,
    DART,
    JAVELIN,
)

#: What unlearned rings and amulets look like; each game draws one word per kind.
APPEARANCE_POOLS: dict[str, tuple[str, ...]] = {
    "ring": ("jade", "ruby", "sapphire", "topaz", "opal", "iron", "silver", "gold"),
    "amulet": ("bone", "amber", "crystal", "copper"),
}

#: What the player starts with, worn.
STARTING_GEAR: tuple[str, ...] = ("dagger", "leather_armor")
