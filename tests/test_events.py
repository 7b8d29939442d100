"""``state.events``: what each command did, for the screen to animate. Off until someone
listens, started empty by every command, in the order things happened, and never part of the
game: not saved, not checked, not digested, and a game that records plays exactly as one that
does not."""

from __future__ import annotations

import pickle

import game
from game.content import create_item
from game.engine.actions import UseAction
from game.engine.ai import ConfusedAI
from game.engine.events import Died, Hurt, Moved, Struck, Zap
from game.engine.shape import check_shape
from game.save import load_game, save_game
from game.scenario import scenario

DUEL = """
    #########
    #.@o....#
    #.......#
    #......T#
    #########
"""


def listening(picture: str = DUEL, seed: int = 1):
    state = scenario(picture, seed=seed)
    state.events = []
    return state


def kinds(events) -> list[str]:
    return [type(event).__name__ for event in events]


def test_nothing_is_recorded_until_someone_listens():
    state = game.new_game(3)
    assert state.events is None
    for _ in range(5):
        state.act("wait")
    assert state.events is None


def test_a_step_and_the_monsters_moves_are_recorded_in_order():
    state = listening("""
        #########
        #@......#
        #......T#
        #########
    """)
    troll = next(a for a in state.stage.actors if a.name == "Troll")
    troll_from = troll.pos
    assert state.act("move", dx=1, dy=0)
    assert state.events == [Moved(state.player, (1, 1), (2, 1)),
                            Moved(troll, troll_from, troll.pos)]


def test_a_blow_a_hurt_and_a_death_come_in_order_and_a_second_command_starts_empty():
    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    orc.fighter.hp = 1
    damage = state.player.fighter.power - orc.fighter.defense
    assert state.act("move", dx=1, dy=0)
    assert state.events[:3] == [Struck(state.player, orc, damage), Hurt(orc, damage), Died(orc)]
    assert state.act("wait")
    assert Died(orc) not in state.events and Struck(state.player, orc, damage) not in state.events
    assert not state.act("move", dx=0, dy=-5)  # refused: nothing happened
    assert state.events == []


def test_a_blow_that_does_nothing_is_recorded_with_no_damage():
    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    orc.fighter.base_defense = 100
    hp = orc.fighter.hp
    state.act("move", dx=1, dy=0)
    assert state.events[0] == Struck(state.player, orc, 0)
    assert not any(isinstance(e, Hurt) and e.actor is orc for e in state.events)
    assert orc.fighter.hp == hp


def test_spells_are_recorded_where_they_go():
    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    troll = next(a for a in state.stage.actors if a.name == "Troll")
    for kind in ("lightning_scroll", "confusion_scroll", "fireball_scroll"):
        state.player.inventory.add(create_item(kind))
    scroll = {i.kind.id: i for i in state.player.inventory.items}
    assert state.perform(UseAction(state.player, scroll["lightning_scroll"]))
    assert state.events[0] == Zap("lightning", state.player.pos, orc.pos)
    assert kinds(state.events)[:2] == ["Zap", "Hurt"]
    at = troll.pos  # it walks on after the scroll is read
    assert state.perform(UseAction(state.player, scroll["confusion_scroll"], target=at))
    assert state.events[0] == Zap("confusion", state.player.pos, at)
    assert isinstance(troll.ai, ConfusedAI)
    target = (6, 2)
    assert state.perform(UseAction(state.player, scroll["fireball_scroll"], target=target))
    assert state.events[0] == Zap("fireball", state.player.pos, target, 3)


def test_events_are_never_saved_checked_nor_digested(tmp_path):
    state = listening()
    quiet = scenario(DUEL, seed=1)
    state.act("move", dx=1, dy=0)
    quiet.act("move", dx=1, dy=0)
    assert state.events and quiet.events is None
    assert "events" not in vars(state)
    check_shape(state)  # exactly the declared attributes
    assert game.digest(state) == game.digest(quiet)
    assert pickle.dumps(state) == pickle.dumps(quiet)
    save_game(state, tmp_path / "run.sav")
    loaded = load_game(tmp_path / "run.sav")
    assert loaded.events is None and "events" not in vars(loaded)
    assert game.digest(loaded) == game.digest(state)


def test_a_game_that_records_plays_exactly_as_one_that_does_not():
    """The same commands on the same seed, once listening and once not: the same game."""
    heard, plain = game.new_game(5), game.new_game(5)
    heard.events = []
    recorded = 0
    for step in range(200):
        dx, dy = ((1, 0), (0, 1), (-1, 0), (0, -1))[step // 7 % 4]
        for state in (heard, plain):
            if not state.act("move", dx=dx, dy=dy):
                state.act("wait")
        recorded += len(heard.events)
        if heard.game_over:
            break
    assert recorded > 100
    assert game.digest(heard) == game.digest(plain)
