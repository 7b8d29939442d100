"""Melee with SPEC.md's numbers, refusals, death, corpses and XP."""

from __future__ import annotations

from tests.scenario import monsters, scenario


def test_player_with_dagger_hits_orc_for_four():
    state = scenario("""
        #####
        #@o.#
        #####
    """)
    orc = monsters(state)[0]
    assert state.player.fighter.power == 4  # 2 base + 2 Dagger
    assert state.act("move", dx=1, dy=0) is True
    assert orc.fighter.hp == 10 - 4
    assert "You hit the Orc for 4 damage." in state.messages.texts()


def test_orc_hits_player_through_leather_armor_for_one():
    state = scenario("""
        #####
        #@o.#
        #####
    """)
    state.act("wait")
    assert state.player.fighter.hp == 30 - (3 - 2)
    assert "The Orc hits you for 1 damage." in state.messages.texts()


def test_no_damage_message_when_defense_is_high():
    state = scenario(
        """
        #####
        #@T.#
        #####
    """,
        gear=False,
    )
    troll = monsters(state)[0]
    state.player.fighter.base_power = 1  # 1 - 1 = 0
    state.act("move", dx=1, dy=0)
    assert troll.fighter.hp == 16
    assert "You hit the Troll but do no damage." in state.messages.texts()


def test_repeated_hits_stack_in_the_log():
    state = scenario("""
        #####
        #@T.#
        #####
    """)
    monsters(state)[0].ai = None  # a quiet troll, so our lines follow each other
    for _ in range(3):
        state.act("move", dx=1, dy=0)
    assert state.messages[-1].full_text == "You hit the Troll for 3 damage. (x3)"
    assert len([m for m in state.messages if m.text.startswith("You hit")]) == 1


def test_walking_into_a_wall_is_refused_and_takes_no_turn():
    state = scenario("""
        #####
        #@..#
        #####
    """)
    assert state.act("move", dx=0, dy=-1) is False
    assert state.turn == 0
    assert state.messages[-1].text == "That way is blocked."
    assert state.player.pos == (1, 1)


def test_killing_an_orc_leaves_remains_and_gives_xp():
    state = scenario("""
        #####
        #@o.#
        #####
    """)
    orc = monsters(state)[0]
    for _ in range(3):
        state.act("move", dx=1, dy=0)
    assert not orc.is_alive
    assert orc.name == "remains of Orc"
    assert orc.blocks is False and orc.ai is None
    assert state.player.level.current_xp == 35
    assert state.kills == 1
    assert "The Orc dies!" in state.messages.texts()
    # remains do not block: the player can walk onto them
    assert state.act("move", dx=1, dy=0) is True
    assert state.player.pos == (2, 1)


def test_player_death_ends_the_game():
    state = scenario("""
        #####
        #@T.#
        #####
    """)
    state.player.fighter.hp = 1
    state.act("wait")
    assert not state.player.is_alive
    assert state.game_over
    assert "You died!" in state.messages.texts()
    assert state.act("wait") is False
    assert state.messages[-1].text == "You are dead."


def test_unknown_command_and_bad_arguments_are_refused():
    state = scenario("""
        ####
        #@.#
        ####
    """)
    assert state.act("fly") is False
    assert state.act("move", dx=5, dy=0) is False
    assert state.act("move", up=1) is False
    assert state.turn == 0
