"""The real schema-3 save (tests/data/schema3_floor.sav) loads into the current schema: what
was worn, known and cursed stays so, and the game plays on and saves again."""

from __future__ import annotations

from pathlib import Path

import game
from game.engine.game import STATE_SCHEMA
from game.save import load_game, save_game
from game.save.envelope import read_header

SCHEMA3 = Path(__file__).parent / "data" / "schema3_floor.sav"


def test_the_kept_file_is_a_schema_3_save():
    assert read_header(SCHEMA3.read_bytes()).schema == 3


def test_a_schema_3_game_keeps_what_was_worn_known_and_cursed():
    state = load_game(SCHEMA3)
    assert (state.depth, state.turn, state.player.fighter.hp) == (5, 1800, 50)
    player = state.player
    labels = {state.label_of(item): item for item in player.inventory.items}
    shield = labels["-1 Shield"]
    assert shield.cursed and player.equipment.is_equipped(shield) and state.knows(shield)
    boots = labels["Leather Boots ?"]
    assert boots.cursed and not state.knows(boots) and not player.equipment.is_equipped(boots)
    assert "+7 Ring of Regeneration" in labels and "Sword ?" in labels
    for worn in player.equipment.worn_items():
        assert worn in player.inventory and state.knows(worn)
    ogre = next(a for a in state.stage.actors if a.name == "Ogre")
    assert [item.name for item in ogre.equipment.worn_items()] == ["Short Sword"]


def test_a_schema_3_game_plays_on_and_saves_in_the_current_schema(tmp_path: Path):
    from game.agents.autoplay import play

    state = load_game(SCHEMA3)
    play(state, 200)
    assert state.turn > 1800
    path = tmp_path / "now.sav"
    save_game(state, path)
    assert read_header(path.read_bytes()).schema == STATE_SCHEMA
    assert game.digest(load_game(path)) == game.digest(state)


def test_a_schema_3_game_takes_gear_third_edition_as_nothing_new():
    """Schema 3 -> 4: no item carried a property, nobody was poisoned, frozen, asleep or
    hungry, no guard was worn, and no artefact had been made."""
    state = load_game(SCHEMA3)
    items = [e for e in state.stage.entities if hasattr(e, "prop")]
    items += [i for a in state.stage.actors for i in a.inventory.items]
    assert items and all(item.prop is None for item in items)
    for actor in state.stage.actors:
        assert (actor.poisoned_turns, actor.frozen_turns, actor.hunger) == (0, 0, 0)
        assert not actor.asleep and actor.fighter.worn_guard == 0
    assert state.artefacts == set()
