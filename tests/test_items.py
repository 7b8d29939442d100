"""Consumables with SPEC.md's numbers; pick up, drop, refusals."""

from __future__ import annotations

from game.content import create_item
from game.engine.ai import ConfusedAI, HostileAI
from tests.scenario import monsters, scenario


def give(state, kind_id):
    return state.player.inventory.add(create_item(kind_id))


def test_health_potion_heals_four_never_above_max():
    state = scenario("""
        ####
        #@.#
        ####
    """)
    potion = give(state, "health_potion")
    state.player.fighter.hp = 20
    assert state.act("use", item=potion)
    assert state.player.fighter.hp == 24
    assert potion not in state.player.inventory
    potion = give(state, "health_potion")
    state.player.fighter.hp = 28
    state.act("use", item=potion)
    assert state.player.fighter.hp == 30
    assert "You consume the Health Potion, and recover 2 HP!" in state.messages.texts()


def test_health_potion_refused_at_full_health():
    state = scenario("""
        ####
        #@.#
        ####
    """)
    potion = give(state, "health_potion")
    assert state.act("use", item=potion) is False
    assert state.messages[-1].text == "Your health is already full."
    assert potion in state.player.inventory
    assert state.turn == 0


def test_lightning_strikes_the_closest_visible_enemy_for_twenty():
    state = scenario("""
        ###########
        #@...o..T.#
        ###########
    """)
    orc, troll = monsters(state)
    scroll = give(state, "lightning_scroll")
    assert state.act("use", item=scroll)
    assert not orc.is_alive
    assert troll.fighter.hp == 16
    assert any(
        "lightning bolt strikes the Orc" in t and "20 damage" in t for t in state.messages.texts()
    )


def test_lightning_refused_when_nothing_within_five_tiles():
    state = scenario("""
        ##########
        #@.....o.#
        ##########
    """)
    scroll = give(state, "lightning_scroll")
    assert state.act("use", item=scroll) is False
    assert state.messages[-1].text == "No enemy is close enough to strike."
    assert scroll in state.player.inventory


def test_lightning_does_not_strike_through_walls():
    state = scenario("""
        #######
        #@#.o.#
        #######
    """)
    scroll = give(state, "lightning_scroll")
    assert state.act("use", item=scroll) is False


def test_confusion_lasts_ten_turns_then_wears_off():
    state = scenario("""
        ############
        #@.......o.#
        ############
    """)
    orc = monsters(state)[0]
    scroll = give(state, "confusion_scroll")
    assert state.act("use", item=scroll, target=orc)
    assert isinstance(orc.ai, ConfusedAI)
    assert (
        "The eyes of the Orc look vacant, as it starts to stumble around!" in state.messages.texts()
    )
    # the use itself took a turn: one confused turn already spent
    for _ in range(9):
        assert isinstance(orc.ai, ConfusedAI)
        state.act("wait")
    assert isinstance(orc.ai, ConfusedAI) and orc.ai.turns_remaining == 0
    state.act("wait")
    assert isinstance(orc.ai, HostileAI)
    assert "The Orc is no longer confused." in state.messages.texts()


def test_confusion_target_by_tile_and_refusals():
    state = scenario("""
        #######
        #@..o.#
        #######
    """)
    orc = monsters(state)[0]
    scroll = give(state, "confusion_scroll")
    assert state.act("use", item=scroll, target=(2, 1)) is False
    assert state.messages[-1].text == "You must select an enemy to target."
    assert state.act("use", item=scroll, target=(1, 1)) is False
    assert state.messages[-1].text == "You cannot confuse yourself!"
    assert state.act("use", item=scroll) is False
    assert state.act("use", item=scroll, target="the orc") is False
    assert state.turn == 0
    assert state.act("use", item=scroll, target=(4, 1))
    assert isinstance(orc.ai, ConfusedAI)


def test_confusion_refused_on_unseen_tile():
    state = scenario("""
        ########
        #@#..o.#
        ########
    """)
    scroll = give(state, "confusion_scroll")
    assert state.act("use", item=scroll, target=(5, 1)) is False
    assert state.messages[-1].text == "You cannot target an area that you cannot see."


def test_fireball_burns_everything_in_radius_three_player_included():
    state = scenario("""
        ###########
        #@.o.T...o#
        ###########
    """)
    near_orc, troll, far_orc = monsters(state)
    scroll = give(state, "fireball_scroll")
    assert state.act("use", item=scroll, target=(4, 1))
    assert not near_orc.is_alive  # 10 HP - 12
    assert troll.fighter.hp == 16 - 12
    assert far_orc.fighter.hp == 10  # 5 tiles from the centre
    # the player at distance 3 is inside the radius
    assert state.player.fighter.hp <= 30 - 12
    assert "You are engulfed in a fiery explosion, taking 12 damage!" in state.messages.texts()


def test_fireball_with_no_one_in_radius_is_refused():
    state = scenario("""
        ###########
        #@.......o#
        ###########
    """)
    scroll = give(state, "fireball_scroll")
    assert state.act("use", item=scroll, target=(5, 1)) is False
    assert state.messages[-1].text == "There are no targets in the radius."
    assert scroll in state.player.inventory


def test_pick_up_and_drop():
    state = scenario("""
        #####
        #@!.#
        #####
    """)
    state.act("move", dx=1, dy=0)
    assert state.act("pickup")
    (potion,) = [i for i in state.player.inventory.items if i.name == "Health Potion"]
    assert state.stage.items_at(2, 1) == []
    assert "You pick up the Health Potion." in state.messages.texts()
    assert state.act("pickup") is False
    assert state.messages[-1].text == "There is nothing here to pick up."
    assert state.act("drop", item=potion)
    assert state.stage.items_at(2, 1) == [potion]
    assert potion not in state.player.inventory


def test_using_or_dropping_an_item_not_carried_is_refused():
    state = scenario("""
        ####
        #@.#
        ####
    """)
    stranger = create_item("health_potion")
    assert state.act("use", item=stranger) is False
    assert state.act("drop", item=stranger) is False
    assert state.act("drop", item="a") is False
    assert state.messages[-1].text == "You do not carry that."
