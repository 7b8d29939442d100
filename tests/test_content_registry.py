"""The content's registry: every kind defined is listed once, by a unique id."""

from __future__ import annotations

from game.content import BREEDS, ITEM_TYPES, items, monsters
from game.engine.kinds import Breed, ItemType


def _defined(module, kind_type) -> list:
    return [value for value in vars(module).values() if isinstance(value, kind_type)]


def test_every_item_kind_defined_is_registered_once():
    defined = (
        _defined(items, ItemType)
        + list(items.NEW_GEAR)  # gear rows: a table
        + list(items.ARTEFACTS)
    )
    assert len(defined) == len(items.ITEM_KINDS) == len(ITEM_TYPES)
    assert all(ITEM_TYPES[kind.id] is kind for kind in defined)


def test_every_breed_defined_is_registered_once():
    defined = _defined(monsters, Breed)
    assert len(defined) == len(monsters.BREEDS) == len(BREEDS)
    assert all(BREEDS[kind.id] is kind for kind in defined)
    assert set(monsters.MONSTERS) <= set(BREEDS)


def test_design_ids_are_there():
    assert set(ITEM_TYPES) >= {
        "dagger",
        "sword",
        "leather_armor",
        "chain_mail",
        "shield",
        "iron_helm",
        "health_potion",
        "lightning_scroll",
        "confusion_scroll",
        "fireball_scroll",
    }
    assert set(ITEM_TYPES) >= {
        "short_sword",
        "mace",
        "greataxe",
        "scale_mail",
        "plate_armor",
        "cloak",
        "leather_gloves",
        "leather_boots",
        "leather_cap",
        "great_helm",
        "ring_of_protection",
        "ring_of_strength",
        "ring_of_regeneration",
        "amulet_of_vitality",
        "amulet_of_clarity",
        "enchant_scroll",
        "identify_scroll",
        "remove_curse_scroll",
    }


def test_gear_third_edition_ids_are_there():
    from game.content import ARTEFACTS, PROPERTIES

    assert set(ITEM_TYPES) >= {
        "dart",
        "javelin",
        "fur_cloak",
        "gauntlets",
        "iron_boots",
        "buckler",
        "tower_shield",
    }
    assert set(PROPERTIES) == {
        "flame",
        "venom",
        "draining",
        "frost",
        "fire_resistance",
        "poison_resistance",
        "thorns",
        "stealth",
        "warding",
    }
    assert len(ARTEFACTS) >= 6
    for kind_id in ARTEFACTS:
        kind = ITEM_TYPES[kind_id]
        assert kind.artefact and 2 <= len(kind.props) <= 3 and kind.look
        assert set(kind.props) <= set(PROPERTIES)
        drawback = (
            kind.binds
            or kind.thirst
            or any(kind.equippable.bonus(stat) < 0 for stat in ("power", "defense", "max_hp"))
            or kind.equippable.noise
        )
        assert drawback, kind_id
