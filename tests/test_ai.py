"""Monster minds: act in view, attack adjacent, path around each other, confusion."""

from __future__ import annotations

from tests.scenario import monsters, scenario


def test_monster_out_of_view_does_nothing():
    state = scenario("""
        ###########
        #@..#....o#
        ###########
    """)
    orc = monsters(state)[0]
    for _ in range(3):
        state.act("wait")
    assert orc.pos == (9, 1)


def test_monster_in_view_steps_toward_the_player():
    state = scenario("""
        #########
        #@.....o#
        #########
    """)
    orc = monsters(state)[0]
    state.act("wait")
    assert orc.pos == (6, 1)


def test_monsters_walk_around_each_other():
    # The front orc is adjacent and attacks; the one behind it goes around instead of waiting.
    state = scenario("""
        #######
        #.....#
        #@oo..#
        #.....#
        #######
    """)
    front, back = monsters(state)
    state.player.fighter.base_max_hp = 1000
    state.player.fighter.hp = 1000
    state.act("wait")
    assert front.pos == (2, 2)
    assert back.pos != (3, 2)
    assert max(abs(back.x - 1), abs(back.y - 2)) == 1  # now adjacent too
    state.act("wait")
    hits = [m for m in state.messages if m.text.startswith("The Orc hits you")]
    assert sum(m.count for m in hits) >= 3


def test_monster_takes_a_detour_around_a_blocked_corridor():
    # The direct corridor is plugged by an orc that cannot move; the other orc takes the loop.
    state = scenario("""
        #########
        #@.o.o..#
        #.#####.#
        #.......#
        #########
    """)
    plug, walker = monsters(state)
    plug.ai = None
    state.player.fighter.base_max_hp = 1000
    state.player.fighter.hp = 1000
    state.stage.visible[:] = True
    from game.engine.ai import run_monsters

    trail = [walker.pos]
    for _ in range(9):
        run_monsters(state)
        trail.append(walker.pos)
    # it turned away from the plug, took the loop, and arrived next to the player
    assert trail[1][0] > trail[0][0]
    assert (4, 3) in trail
    assert max(abs(walker.x - 1), abs(walker.y - 1)) == 1


def test_monster_queue_in_a_dead_end_corridor_waits_without_jitter():
    state = scenario("""
        #######
        #@ooo.#
        #######
    """)
    state.player.fighter.base_max_hp = 1000
    state.player.fighter.hp = 1000
    positions = [m.pos for m in monsters(state)]
    for _ in range(4):
        state.act("wait")
        assert [m.pos for m in monsters(state)] == positions


def test_confused_monster_stumbles_and_can_hit_other_monsters():
    state = scenario("""
        #####
        #...#
        #.o.#
        #...#
        #####
        #@..#
        #####
    """)
    from game.engine.ai import ConfusedAI

    orc = monsters(state)[0]
    orc.ai = ConfusedAI(orc.ai, 10)
    seen = set()
    for _ in range(6):
        state.act("wait")
        seen.add(orc.pos)
    assert len(seen) > 1


def _refuse_all(kind, monkeypatch):
    """Make every ``kind`` action refuse, and count the attempts."""
    from game.engine.actions import Impossible

    tried = []

    def refuse(self, state):
        tried.append(self.actor)
        raise Impossible("not today")

    monkeypatch.setattr(kind, "perform", refuse)
    return tried


def test_monsters_step_through_the_players_move_action(monkeypatch):
    from game.engine.actions import MoveAction

    state = scenario("""
        #########
        #@.....o#
        #########
    """)
    orc = monsters(state)[0]
    tried = _refuse_all(MoveAction, monkeypatch)
    state.act("wait")
    assert tried == [orc] and orc.pos == (7, 1)  # the action said no: the orc stayed


def test_monsters_attack_through_the_melee_action(monkeypatch):
    from game.engine.actions import MeleeAction

    state = scenario("""
        ######
        #@o..#
        ######
    """)
    orc = monsters(state)[0]
    tried = _refuse_all(MeleeAction, monkeypatch)
    hp = state.player.fighter.hp
    state.act("wait")
    assert tried == [orc] and state.player.fighter.hp == hp


def test_a_confused_monster_stumbles_through_the_bump_action(monkeypatch):
    from game.engine.actions import MeleeAction, MoveAction
    from game.engine.ai import ConfusedAI, HostileAI

    state = scenario("""
        #######
        #@....#
        #..o..#
        #.....#
        #######
    """)
    orc = monsters(state)[0]
    orc.ai = ConfusedAI(HostileAI(), 5)
    moves = _refuse_all(MoveAction, monkeypatch)
    hits = _refuse_all(MeleeAction, monkeypatch)
    state.act("wait")
    assert moves + hits == [orc] and orc.pos == (3, 2)


def test_the_monsters_phase_reads_blockers_from_an_index_that_is_never_saved():
    """A step must not scan every entity (200 monsters made that quadratic); the index exists
    only while the monsters act, so no save can hold it."""

    class Scans(list):
        count = 0

        def __iter__(self):
            Scans.count += 1
            return super().__iter__()

    state = scenario("""
        ##########
        #@.....o.#
        #......o.#
        #......o.#
        #......o.#
        ##########
    """)
    stage = state.stage
    stage.entities = Scans(stage.entities)
    before = [(a.x, a.y) for a in stage.actors if a is not state.player]
    Scans.count = 0
    state.act("wait")
    after = [(a.x, a.y) for a in stage.actors if a is not state.player]
    assert sum(b != a for b, a in zip(before, after, strict=True)) == 4  # all four stepped
    assert Scans.count <= 3  # the phase's own passes, not one per step
    assert "_blockers" not in stage.__dict__
    assert all(stage.blocking_actor_at(a.x, a.y) is a for a in stage.actors)
