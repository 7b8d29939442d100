"""The foes' saved fields: the hero's confusion, a hydra's regrowth pause, a caster's cooldown;
and the schema-2 save brought up to them."""

from __future__ import annotations

from pathlib import Path

import pytest

import game
from game.engine.actor import Actor
from game.engine.ai import CasterAI
from game.engine.shape import Invalid, check_shape
from game.save import SaveError, load_game, save_game
from tests.scenario import monsters, scenario

SCHEMA2 = Path(__file__).parent / "data" / "schema2_floor.sav"


def test_a_schema_2_game_loads_with_a_clear_hero_and_no_paused_regrowth():
    state = load_game(SCHEMA2)
    actors = [e for e in state.stage.entities if isinstance(e, Actor)]
    assert len(actors) > 1
    assert all(a.confused_turns == 0 and a.regrowth_pause == 0 for a in actors)
    moved = state.player.pos
    assert state.act("wait") and state.player.pos == moved


def test_confusion_pause_and_cooldown_survive_save_and_load(tmp_path: Path):
    state = scenario(
        """
        ##########
        #@...s...#
        #......H.#
        ##########
    """,
        seed=4,
    )
    state.player.fighter.base_max_hp = state.player.fighter.hp = 300
    state.act("wait")
    shaman, hydra = monsters(state)
    assert isinstance(shaman.ai, CasterAI) and shaman.ai.cooldown > 0
    assert state.player.confused_turns > 0
    hydra.regrowth_pause = 1
    path = tmp_path / "foes.sav"
    save_game(state, path)
    loaded = load_game(path)
    assert game.digest(loaded) == game.digest(state)
    l_shaman, l_hydra = monsters(loaded)
    assert isinstance(l_shaman.ai, CasterAI) and l_shaman.ai.cooldown == shaman.ai.cooldown
    assert loaded.player.confused_turns == state.player.confused_turns
    assert l_hydra.regrowth_pause == 1
    for each in (state, loaded):
        for _ in range(12):
            each.act("move", dx=1, dy=0)
    assert game.digest(loaded) == game.digest(state)


def test_the_digest_sees_the_new_fields():
    state = scenario("#####\n#@.s#\n#####")
    before = game.digest(state)
    state.player.confused_turns = 2
    assert game.digest(state) != before
    state.player.confused_turns = 0
    assert game.digest(state) == before
    monsters(state)[0].ai.cooldown = 3
    assert game.digest(state) != before


@pytest.mark.parametrize(
    ("field", "value"), [("confused_turns", -1), ("confused_turns", "3"), ("regrowth_pause", 99)]
)
def test_a_save_with_a_bad_condition_is_refused(tmp_path: Path, field: str, value: object):
    state = scenario("#####\n#@.s#\n#####")
    setattr(state.player, field, value)
    with pytest.raises(Invalid):
        check_shape(state)
    path = tmp_path / "bad.sav"
    with pytest.raises(SaveError, match=f"Actor.{field}"):  # the writer checks it loads back
        save_game(state, path)
    assert not path.exists()
