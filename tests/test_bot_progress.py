"""The bot never gets stuck (issue 11, point 6): the two causes found, on hand-built scenes, and
the survey: on a few seeds (those that once stalled among them) no run stays on one floor for
more than 1,500 turns while alive, nor (issue 23) spends more than 500 turns without exploring,
descending or dealing damage."""

from __future__ import annotations

import pytest

from game.agents import autoplay, wardrobe
from game.agents.journey import Journey
from game.agents.runs import run_many
from game.content import create_item
from tests import gearscenes
from tests.scenario import scenario

# From (3, 2) the potion at (9, 7) is in view, down the diagonal corridor; the first step
# toward it, to (4, 3), loses sight of it.
OUT_OF_SIGHT = """
    ###############
    #.....#########
    #..@..#########
    #.....#########
    #......########
    #######.#######
    ########.######
    #########!#####
    ###############
"""
POTION_AT = (9, 7)


def _sight_scene():
    state = scenario(OUT_OF_SIGHT)
    state.stage.explored[:] = True  # nothing left to explore: only the potion draws the bot
    state.update_fov()
    assert state.stage.visible[POTION_AT[1], POTION_AT[0]]
    state.act("move", **dict(zip(("dx", "dy"), autoplay.explore_step(state), strict=True)))
    assert not state.stage.visible[POTION_AT[1], POTION_AT[0]]  # the scene is what it says
    return state


def test_the_bot_walks_to_an_item_it_saw_after_losing_sight_of_it():
    state = _sight_scene()
    for _ in range(20):
        if state.player.pos == POTION_AT:
            break
        command, params = autoplay.choose(state)
        assert command == "move", (command, state.player.pos)
        assert state.act(command, **params)
    assert state.player.pos == POTION_AT
    assert autoplay.choose(state) == ("pickup", {})


def test_auto_explore_walks_to_an_item_it_saw_after_losing_sight_of_it():
    state = _sight_scene()
    journey = Journey.start(state)
    for _ in range(20):
        step = journey.next_step(state)
        if step is None:
            break
        assert state.act("move", dx=step[0], dy=step[1])
    assert journey.stopped.startswith("There is something here")
    assert state.player.pos == POTION_AT
    journey = Journey.start(state, None, journey.visited)
    assert journey.next_step(state) is None and journey.stopped == "Done exploring."


def _spare(state, kind_id):
    item = create_item(kind_id)  # found gear: unknown
    state.player.inventory.add(item)
    return item


def _room(depth: int):
    state = scenario("""
        #######
        #.....#
        #..@..#
        #.....#
        #######
    """)
    state.depth = depth
    state.stage.explored[:] = True
    state.update_fov()
    return state


def _wear(state, kind_id):
    player = state.player
    item = create_item(kind_id)
    state.learn(item)
    player.inventory.add(item)
    for displaced in player.equipment.displaced_by(item):
        player.equipment.remove(displaced)
        player.inventory.take_one(displaced)
    player.equipment.equip(item)


def _bot_turns(state, turns=30):
    commands = []
    for _ in range(turns):
        command, params = autoplay.choose(state)
        commands.append(command)
        if not state.act(command, **params):
            state.act("wait")
    return commands


def test_gear_picked_up_is_not_dropped_at_once():
    """A spare's worth can depend on the other spares: with a Greataxe worn, an unknown Shield
    is no use alone but is with a one-handed sword to go with it. The pick-up rule judges the
    pack as it will be, so it agrees with the drop rule (seed 38 picked up and dropped the same
    sword for ever)."""
    state = _room(depth=8)  # found gear rolls -3..+3, +0.25 usually
    for kind_id in ("greataxe", "leather_boots", "leather_cap", "cloak"):
        _wear(state, kind_id)
    for kind_id in ("shield", "leather_boots", "leather_cap", "cloak"):
        _spare(state, kind_id)
    assert len(wardrobe.spare_gear(state)) == wardrobe.SPARE_GEAR
    shield = wardrobe.spare_gear(state)[0]
    assert not wardrobe.could_help(state, shield)  # alone, the Shield would cost the Greataxe
    sword = create_item("short_sword")
    state.place(sword, *state.player.pos)
    if wardrobe.wanted_on_floor(state, sword):
        assert state.act("pickup")
        assert wardrobe.outgrown(state) is not sword
    assert _bot_turns(state).count("pickup") <= 1


def test_a_tie_keeps_the_gear_carried():
    """With the spare gear full, a piece that only ties with the least promising spare is
    left lying: taking it would drop one of the two, and the other would lie there to be taken
    again (seed 51 swapped two caps back and forth across floor 4). A better one is taken."""
    state = _room(depth=8)
    for kind_id in ("leather_boots", "leather_cap", "cloak", "leather_gloves", "shield"):
        _wear(state, kind_id)
    for kind_id in ("leather_boots", "leather_cap", "cloak", "leather_gloves"):
        _spare(state, kind_id)  # unknown: +0.25 usually, too risky to wear, worth keeping
    spares = wardrobe.spare_gear(state)
    assert len(spares) == wardrobe.SPARE_GEAR
    shield = create_item("shield")
    state.place(shield, *state.player.pos)
    assert {wardrobe.promise(state, s) for s in spares} == {wardrobe.promise(state, shield)}
    assert not wardrobe.wanted_on_floor(state, shield)
    sword = create_item("sword")
    state.place(sword, *state.player.pos)
    assert wardrobe.wanted_on_floor(state, sword)
    _bot_turns(state)  # the Sword is taken and worn; the Dagger it frees makes room
    assert state.player.equipment.is_equipped(sword)
    later = _bot_turns(state)
    assert later.count("pickup") == later.count("drop") == 0  # and then it all stays put


# -- the survey --------------------------------------------------------------------------------
#: Seeds that once stalled, each for its cause: 78 (a potion on a teleport trap) and 155 (a
#: teleport trap in the only corridor onward), floor 2; 54 (a Scroll of Remove Curse read at
#: the Warlord's Crown again and again, floor 9, under rules 5: since rules 6 the seed plays
#: another game, and ``test_no_scroll_is_read_at_a_curse_it_cannot_lift`` keeps its cause).
#: The broad survey (seeds 1-100, 8,000 turns, every policy) is bench/balance.py's: this one
#: is kept to about 20 seconds.
STALLED = (54, 78, 155)
SEEDS = (*range(1, 7), *STALLED)
#: Each run ends at death, victory or this turn.
TURN_CAP = 2_300
FLOOR_LIMIT = 1_500
STANDOFF = 500


@pytest.mark.slow
def test_no_run_stays_on_one_floor_too_long():
    records = run_many(SEEDS, TURN_CAP, workers=2)
    stuck = [(r.seed, r.longest_stay) for r in records if r.longest_stay[0] > FLOOR_LIMIT]
    assert not stuck, f"(seed, (turns, floor)) stuck: {stuck}"
    # issue 23, no stand-off: never 500 turns without exploring, descending or dealing damage
    standing = [(r.seed, r.longest_standoff) for r in records if r.longest_standoff > STANDOFF]
    assert not standing, f"(seed, turns) standing off: {standing}"
    # what the survey covered
    assert [r.seed for r in records] == list(SEEDS)
    floors = sum(r.floors for r in records)
    turns = sum(r.turns for r in records)
    ended = sum(r.died or r.won for r in records)
    assert all(r.turns == TURN_CAP or r.died or r.won for r in records)
    assert floors >= 3 * len(SEEDS), floors
    assert turns >= len(SEEDS) * TURN_CAP // 2, turns
    print(f"survey: {len(records)} runs, {floors} floors, {turns} turns, {ended} ended early")


def test_a_wanted_item_under_a_pile_is_dug_out():
    """ "pickup" takes the top item: a potion the bot wants under a Dagger it does not is still
    gone for (armed monsters leave piles; seed 1 stepped on and off one for ever)."""
    state = _room(depth=3)
    _wear(state, "sword")
    here = state.player.pos
    state.place(create_item("health_potion"), *here)
    dagger = create_item("dagger")
    state.learn(dagger)
    state.place(dagger, *here)  # on top
    assert not autoplay.worth_taking(state, dagger)
    assert autoplay.choose(state) == ("pickup", {})
    assert autoplay.wanted_items(state) == [here]


def test_the_bot_does_not_fight_what_it_cannot_hurt():
    """An armoured Troll (defense 1 + Plate Armor 5) against a hero of power 4: the bot walks to
    the stairs it knows instead of trading blows for ever (seed 1, floor 11)."""
    state = scenario("""
        #########
        #.@T....#
        #......>#
        #########
    """)
    state.stage.explored[:] = True
    state.update_fov()
    troll = next(a for a in state.stage.actors if a is not state.player)
    plate = create_item("plate_armor")
    troll.inventory.add(plate)
    troll.equipment.equip(plate)
    assert state.player.fighter.power <= troll.fighter.defense
    assert not autoplay.can_hurt(state, troll) and autoplay.monster_hurts(state, troll)
    command, params = autoplay.choose(state)
    assert command == "move" and (params["dx"], params["dy"]) != (1, 0)  # not the Troll
    for _ in range(12):
        if state.depth > 1 or state.game_over:
            break
        command, params = autoplay.choose(state)
        assert not (
            command == "move"
            and (state.player.x + params["dx"], state.player.y + params["dy"]) == troll.pos
        )
        if not state.act(command, **params):
            state.act("wait")
    assert state.depth == 2


def test_a_hurt_hero_levels_up_constitution():
    """The hero does not regenerate: when hurt, Constitution's +20 HP is the best healing,
    so the bot takes it; unhurt, it builds its defense first."""
    state = _room(depth=5)
    level = state.player.level
    level.current_xp = level.xp_to_next_level
    assert state.level_up_pending
    assert autoplay.choose(state) == ("level_up", {"stat": "agility"})
    state.player.fighter.hp = 10
    assert autoplay.choose(state) == ("level_up", {"stat": "constitution"})


def test_no_scroll_is_read_at_a_curse_it_cannot_lift():
    """An artefact that binds is worn for good: with the Warlord's Crown on, a better helm in
    the pack and a Scroll of Remove Curse, the bot read the scroll at the crown, was refused
    ("beyond any scroll") and read it again for 3,153 turns (seed 54, floor 9). It keeps the
    scroll and goes on exploring; a curse a scroll can lift is still lifted."""
    state = gearscenes.room(depth=9)
    crown = gearscenes.carry(state, "warlords_crown", known=True)
    assert crown.cursed and crown.kind.binds
    assert state.act("equip", item=crown)
    gearscenes.carry(state, "great_helm", enchantment=6, known=True)  # blocked by the crown
    scroll = gearscenes.carry(state, "remove_curse_scroll")
    command, params = autoplay.choose(state)
    assert (command, params.get("item")) != ("use", scroll), "read at a curse for good"
    assert state.act(command, **params), (command, params)  # whatever it does is done
    # a curse a scroll can lift, on a worn ring worth less than nothing, is still lifted
    ring = gearscenes.carry(state, "ring_of_strength", enchantment=-3, cursed=True, known=True)
    assert state.act("equip", item=ring, slot="left_ring")
    assert autoplay.choose(state) == ("use", {"item": scroll})
