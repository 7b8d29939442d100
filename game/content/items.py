"""Item kinds: every item in the game is a row here (SPEC.md's numbers)."""

from __future__ import annotations

from game.engine.effects import Confusion, Fireball, Heal, LightningBolt
from game.engine.equipment import Equippable, Slot
from game.engine.kinds import ItemType

HEALTH_POTION = ItemType("health_potion", "Health Potion", "health_potion",
                         "A red draught that closes wounds.", effect=Heal(amount=4))
LIGHTNING_SCROLL = ItemType("lightning_scroll", "Lightning Scroll", "lightning_scroll",
                            "Calls a bolt down on the nearest foe.",
                            effect=LightningBolt(damage=20, max_range=5))
CONFUSION_SCROLL = ItemType("confusion_scroll", "Confusion Scroll", "confusion_scroll",
                            "Clouds the mind of a creature you can see.",
                            effect=Confusion(turns=10))
FIREBALL_SCROLL = ItemType("fireball_scroll", "Fireball Scroll", "fireball_scroll",
                           "A ball of fire that burns all nearby. Keep your distance.",
                           effect=Fireball(damage=12, radius=3))

DAGGER = ItemType("dagger", "Dagger", "icon_dagger", "A short, sharp blade.",
                  equippable=Equippable(Slot.MAIN_HAND, power_bonus=2))
SWORD = ItemType("sword", "Sword", "icon_sword", "A long, well-balanced blade.",
                 equippable=Equippable(Slot.MAIN_HAND, power_bonus=4))
LEATHER_ARMOR = ItemType("leather_armor", "Leather Armor", "icon_leather_armor",
                         "Boiled leather, light and quiet.",
                         equippable=Equippable(Slot.BODY, defense_bonus=1))
CHAIN_MAIL = ItemType("chain_mail", "Chain Mail", "icon_chain_mail",
                      "Interlocking iron rings.",
                      equippable=Equippable(Slot.BODY, defense_bonus=3))
SHIELD = ItemType("shield", "Shield", "icon_shield", "A round wooden shield rimmed in iron.",
                  equippable=Equippable(Slot.OFF_HAND, defense_bonus=1))
IRON_HELM = ItemType("iron_helm", "Iron Helm", "icon_iron_helm",
                     "A heavy helm; it makes you harder to kill.",
                     equippable=Equippable(Slot.HEAD, defense_bonus=1, max_hp_bonus=10))

#: Every item kind, in the order the registry lists them.
ITEM_KINDS: tuple[ItemType, ...] = (
    HEALTH_POTION, LIGHTNING_SCROLL, CONFUSION_SCROLL, FIREBALL_SCROLL,
    DAGGER, SWORD, LEATHER_ARMOR, CHAIN_MAIL, SHIELD, IRON_HELM,
)

#: What the player starts with, worn.
STARTING_GEAR: tuple[str, ...] = ("dagger", "leather_armor")
