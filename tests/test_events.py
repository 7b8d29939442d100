"""What each command did, for the screen to animate: the ``events`` of the ``Outcome`` a
watched command answers with (``state.do(..., watch=True)``, ``state.perform(action,
watch=True)``). Empty unless watched, in the order things happened, and never part of the game:
not saved, not checked, not digested, and a watched game plays exactly as one that is not."""

from __future__ import annotations

import pickle

import game
from game.content import create_item
from game.engine.actions import UseAction
from game.engine.ai import ConfusedAI
from game.engine.events import Died, Hurt, Moved, Struck, Used, Zap
from game.engine.shape import check_shape
from game.save import load_game, save_game
from tests.scenario import scenario

DUEL = """
    #########
    #.@o....#
    #.......#
    #......T#
    #########
"""


def listening(picture: str = DUEL, seed: int = 1):
    return scenario(picture, seed=seed)


def kinds(events) -> list[str]:
    return [type(event).__name__ for event in events]


def test_nothing_is_recorded_unless_watched():
    state = game.new_game(3)
    assert state.events is None
    for _ in range(5):
        outcome = state.do("wait")
        assert outcome.done and outcome.events == ()
    assert state.events is None
    assert state.do("wait", watch=True).done and state.events is None  # only while it acts


def test_a_step_and_the_monsters_moves_are_recorded_in_order():
    state = listening("""
        #########
        #@......#
        #......T#
        #########
    """)
    troll = next(a for a in state.stage.actors if a.name == "Troll")
    troll_from = troll.pos
    outcome = state.do("move", dx=1, dy=0, watch=True)
    assert outcome.events == (
        Moved(state.player, (1, 1), (2, 1)),
        Moved(troll, troll_from, troll.pos),
    )


def test_a_blow_a_hurt_and_a_death_come_in_order_and_a_second_command_starts_empty():
    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    orc.fighter.hp = 1
    damage = state.player.fighter.power - orc.fighter.defense
    events = state.do("move", dx=1, dy=0, watch=True).events
    assert events[:3] == (Struck(state.player, orc, damage), Hurt(orc, damage), Died(orc))
    events = state.do("wait", watch=True).events
    assert Died(orc) not in events and Struck(state.player, orc, damage) not in events
    refused = state.do("move", dx=0, dy=-5, watch=True)  # refused: nothing happened
    assert not refused and refused.events == () and refused.refusal


def test_a_blow_that_does_nothing_is_recorded_with_no_damage():
    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    orc.fighter.base_defense = 100
    hp = orc.fighter.hp
    events = state.do("move", dx=1, dy=0, watch=True).events
    assert events[0] == Struck(state.player, orc, 0)
    assert not any(isinstance(e, Hurt) and e.actor is orc for e in events)
    assert orc.fighter.hp == hp


def test_spells_are_recorded_where_they_go():
    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    troll = next(a for a in state.stage.actors if a.name == "Troll")
    for kind in ("lightning_scroll", "confusion_scroll", "fireball_scroll"):
        state.player.inventory.add(create_item(kind))
    scroll = {i.kind.id: i for i in state.player.inventory.items}
    events = state.perform(UseAction(state.player, scroll["lightning_scroll"]), watch=True).events
    assert events[:2] == (
        Used(scroll["lightning_scroll"]),
        Zap("lightning", state.player.pos, orc.pos),
    )
    assert kinds(events)[:3] == ["Used", "Zap", "Hurt"]
    at = troll.pos  # it walks on after the scroll is read
    events = state.perform(
        UseAction(state.player, scroll["confusion_scroll"], target=at), watch=True
    ).events
    assert events[1] == Zap("confusion", state.player.pos, at)
    assert isinstance(troll.ai, ConfusedAI)
    target = (6, 2)
    events = state.perform(
        UseAction(state.player, scroll["fireball_scroll"], target=target), watch=True
    ).events
    assert events[1] == Zap("fireball", state.player.pos, target, 3)


def test_events_are_never_saved_checked_nor_digested(tmp_path):
    state = listening()
    quiet = scenario(DUEL, seed=1)
    assert state.do("move", dx=1, dy=0, watch=True).events
    quiet.act("move", dx=1, dy=0)
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
    recorded = 0
    for step in range(200):
        dx, dy = ((1, 0), (0, 1), (-1, 0), (0, -1))[step // 7 % 4]
        outcome = heard.do("move", dx=dx, dy=dy, watch=True)
        if not outcome:
            outcome = heard.do("wait", watch=True)
        recorded += len(outcome.events)
        if not plain.act("move", dx=dx, dy=dy):
            plain.act("wait")
        if heard.game_over:
            break
    assert recorded > 100
    assert game.digest(heard) == game.digest(plain)


def test_a_bump_answers_with_an_attack_and_a_use_of_gear_with_an_equip():
    """Alternates (Hauberk's way): the command is recorded as given, the action done is the one
    it answered with."""
    from game.engine.actions import BumpAction, EquipAction, MeleeAction
    from game.engine.actions.base import ActionResult

    state = listening()
    orc = state.stage.blocking_actor_at(3, 1)
    answer = BumpAction(state.player, 1, 0).perform(state)
    assert isinstance(answer, ActionResult) and isinstance(answer.alternate, MeleeAction)
    assert answer.alternate.target is orc and orc.fighter.hp == orc.fighter.max_hp  # not yet
    helm = create_item("iron_helm")
    state.player.inventory.add(helm)
    answer = UseAction(state.player, helm).perform(state)
    assert isinstance(answer.alternate, EquipAction) and answer.alternate.item is helm
    assert state.perform(UseAction(state.player, helm))
    assert state.player.equipment.is_equipped(helm)
    assert state.recording.commands[-3] == 15  # recorded as the "use" it was asked as


# -- what the sounds hear (issue 26): doors, gear, potions, scrolls, levels, stairs, victory --
ROOM = """
    #########
    #.@.....#
    #.......#
    #########
"""


def test_a_door_opened_by_a_step_is_recorded_where_it_is():
    from game.engine.events import Opened
    from game.engine.tiles import DOOR_CLOSED

    state = listening(ROOM)
    state.stage.tiles[1, 3] = DOOR_CLOSED
    events = state.do("move", dx=1, dy=0, watch=True).events
    assert events[0] == Opened(state.player, (3, 1))
    assert not any(isinstance(e, Moved) and e.actor is state.player for e in events)


def test_pick_up_equip_curse_remove_and_use_are_recorded():
    from game.engine.events import Bound, Equipped, PickedUp, Removed, Used

    state = listening(ROOM)
    player = state.player
    helm = create_item("iron_helm")
    helm.identified = True
    state.place(helm, *player.pos)
    events = state.do("pickup", watch=True).events
    assert events[:2] == (PickedUp(helm), Equipped(helm))
    events = state.do("remove", item=helm, watch=True).events
    assert events[0] == Removed(helm)
    sword = create_item("sword", enchantment=-1, cursed=True)
    player.inventory.add(sword)
    dagger = player.equipment.slots["main_hand"]
    events = state.do("equip", item=sword, watch=True).events
    assert events[:3] == (Removed(dagger), Equipped(sword), Bound(sword))
    potion = create_item("health_potion")
    player.inventory.add(potion)
    player.fighter.hp -= 5
    assert state.do("use", item=potion, watch=True).events[0] == Used(potion)


def test_the_level_reached_is_recorded_once_and_stairs_and_victory_too():
    from game.engine.damage import gain_xp
    from game.engine.events import Descended, LevelReached, Won
    from game.engine.tiles import STAIRS_DOWN

    state = listening(ROOM)
    state.events = []
    gain_xp(state, state.player.level.xp_to_next_level)
    gain_xp(state, 10)  # the level is still to be chosen: not heard again
    assert state.events == [LevelReached(2)]
    state.events = None
    hero = game.new_game(4)
    hero.stage.tiles[hero.player.y, hero.player.x] = STAIRS_DOWN
    assert hero.do("descend", watch=True).events[0] == Descended(2)
    last = listening("""
        #######
        #.@W..#
        #######
    """)
    warlord = last.stage.blocking_actor_at(3, 1)
    warlord.fighter.hp = 1
    last.player.fighter.base_power = 50
    assert Won() in last.do("move", dx=1, dy=0, watch=True).events and last.won
