"""The monsters' phase at scale: plain life flags on actors, and numpy-made choices that move
every monster exactly as the one downhill stepper would."""

from __future__ import annotations

import copy
from pathlib import Path

import numpy as np

import game
from game.content import create_actor
from game.engine import ai, pathing
from game.engine.actor import Actor
from game.engine.ai import ConfusedAI, MonsterTurn
from game.engine.damage import apply_damage
from game.save import load_game, save_game
from tests.scenario import monsters, scenario


def _life_matches_hp(actor: Actor) -> bool:
    alive = actor.fighter.hp > 0
    return actor.is_alive is alive and actor.blocks is alive


def test_is_alive_and_blocks_follow_every_change_of_hp():
    orc = create_actor("orc")
    changes = 0
    for hp in (5, 0, 3, -4, 1, 10**6, 0):
        orc.fighter.hp = hp
        assert _life_matches_hp(orc), hp
        changes += 1
    state = scenario("#@o.#")
    victim = monsters(state)[0]
    apply_damage(state, victim, 10**6)
    assert not victim.is_alive and not victim.blocks and victim.name.startswith("remains")
    assert state.stage.blocking_actor_at(victim.x, victim.y) is None
    assert changes == 7


def test_life_flags_are_derived_never_saved(tmp_path: Path):
    """They live outside the saved attributes (the shape, the digest and old saves never see
    them) and come back from the HP after a load or a copy, even when HP changes first."""
    state = scenario("""
        #######
        #@ooo.#
        #######
    """)
    first, second, third = monsters(state)
    apply_damage(state, third, 10**6)
    assert not {"is_alive", "blocks"} & set(vars(first))
    digest = game.digest(state)
    save_game(state, tmp_path / "game.sav")
    for loaded in (load_game(tmp_path / "game.sav"), copy.deepcopy(state)):
        assert game.digest(loaded) == digest
        one, two, dead = [a for a in loaded.stage.entities if a is not loaded.player]
        apply_damage(loaded, two, 10**6)  # HP falls before anyone read the flags
        assert [a.is_alive for a in (one, two, dead)] == [True, False, False]
        assert all(_life_matches_hp(a) for a in (one, two, dead))
        apply_damage(loaded, one, 10**6)  # and after they were read
        assert not one.is_alive and not one.blocks


def _scalar_toward_player(
    self: MonsterTurn, actor: Actor, here: tuple[int, int] | None = None
) -> tuple[int, int] | None:
    """The phase as it was before numpy: costs by a loop, one scalar step per monster."""
    if not hasattr(self, "_scalar_dist"):
        player = self.state.player
        cost = self.state.stage.walkable.astype(np.int32)
        for (x, y), other in self.blockers.items():
            if other is not player:
                cost[y, x] += ai.CROWD_COST
        self._scalar_dist = pathing.distance_map(cost, [(player.x, player.y)]).tolist()
    dist = self._scalar_dist
    return pathing.downhill(
        dist, actor.x, actor.y, self.free, limit=pathing.value_if_free(dist, actor.x, actor.y)
    )


def _crowd(seed: int) -> game.GameState:
    """A room full of orcs, some confused, around an unkillable hero in a side passage."""
    rows = ["#" * 32] + ["#" + "." * 30 + "#" for _ in range(12)] + ["#" * 32]
    rows[6] = "#" + "." * 14 + "@" + "." * 15 + "#"
    rows[3] = "#" + "." * 8 + "#" * 14 + "." * 8 + "#"
    rows[9] = "#" + "." * 8 + "#" * 14 + "." * 8 + "#"
    state = scenario("\n".join(rows), seed=seed)
    state.player.fighter.base_max_hp = state.player.fighter.hp = 10**6
    rng = np.random.default_rng(seed)
    ys, xs = np.nonzero(state.stage.walkable)
    for i in rng.permutation(len(xs))[:120]:
        x, y = int(xs[i]), int(ys[i])
        if state.stage.blocking_actor_at(x, y) is None:
            orc = create_actor("orc")
            if rng.random() < 0.1:
                orc.ai = ConfusedAI(orc.ai, 3)
            state.place(orc, x, y)
    return state


def test_the_phase_moves_every_monster_as_the_scalar_stepper_would(monkeypatch):
    moved = blocked = 0
    for seed in (1, 2, 3):
        state = _crowd(seed)
        reference = copy.deepcopy(state)
        for _ in range(12):
            before = {id(m): m.pos for m in monsters(state)}
            state.act("wait")
            with monkeypatch.context() as patch:
                patch.setattr(MonsterTurn, "toward_player", _scalar_toward_player)
                reference.act("wait")
            assert game.digest(state) == game.digest(reference)
            after = [(before[id(m)], m.pos) for m in monsters(state) if id(m) in before]
            moved += sum(b != a for b, a in after)
            blocked += sum(b == a for b, a in after)
    assert moved > 300 and blocked > 300  # crowds both flowed and jammed
