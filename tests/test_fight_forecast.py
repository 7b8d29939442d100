"""What a fight comes to, as the map's tooltip and the look command tell it
(``forecast.fight_forecast``): every figure is checked against the fight the engine then
fights, so the words cannot drift from the rules."""

from __future__ import annotations

import re

from game.content import create_item
from game.engine import describe, forecast
from game.engine.actions.base import carry_out
from game.engine.actions.spells import BreatheFire, CastConfusion, Shoot
from game.engine.actor import Actor
from game.engine.game import GameState
from tests.scenario import monsters, scenario


def duel(breed: str) -> tuple[GameState, Actor]:
    """The hero (Dagger, Leather Armor) and one ``breed`` right of it, in a corridor."""
    state = scenario(
        """
        ########
        #@M....#
        ########
    """,
        legend={"M": breed},
    )
    return state, monsters(state)[0]


def wield(state: GameState, kind: str, prop: str | None = None, enchantment: int = 0) -> None:
    """Put on a known ``kind`` (with ``prop``) through the engine's own command."""
    item = create_item(kind, prop=prop)
    item.enchantment = enchantment
    item.identified = True
    state.player.inventory.add(item)
    assert state.act("equip", item=item)


def strike(state: GameState) -> list[str]:
    """One blow east (a turn: the monsters then act); the log lines it wrote."""
    before = len(state.messages.messages)
    assert state.act("move", dx=1, dy=0)
    return [message.text for message in list(state.messages.messages)[before:]]


def blows_said(forecast: str) -> int:
    found = re.search(r"\((\d+) blows?\)", forecast)
    assert found, forecast
    return int(found.group(1))


def fight_to_the_end(state: GameState, monster: Actor, most: int) -> int:
    """Strike east until ``monster`` falls (at most ``most`` + 1 blows); how many it took."""
    struck = 0
    while monster.is_alive and struck <= most:
        strike(state)
        struck += 1
    return struck


def test_a_deadlock_s_blows_wear_the_guard_then_hurt_and_the_count_is_the_fight_s():
    """Neither side can hurt the other: every blow that does no damage wears the monster's
    guard (the deadlock rule) until blows get through. The forecast says so and counts the
    blows the fight then takes; once the monster can hurt the hero, the rule is off."""
    state, orc = duel("orc")
    orc.fighter.base_defense, orc.fighter.base_power = 4, 2  # dagger 4, leather 2: stalemate
    said = forecast.melee_forecast(state, orc)
    assert said.startswith("Your blows wear its guard down (-1 defense each), then hurt it (")
    assert said.endswith("; it cannot hurt you")
    blows = blows_said(said)
    assert fight_to_the_end(state, orc, blows) == blows
    state, orc = duel("orc")
    orc.fighter.base_defense, orc.fighter.base_power = 4, 5
    assert forecast.melee_forecast(state, orc) == (
        "Your blows cannot hurt it; it hits you for 3 (10 blows)"
    )


def test_a_boss_s_guard_wears_with_every_blow_and_the_count_is_the_fight_s():
    """The Warlord in his plate: every blow at him wears his guard, damage or not, so the
    blows hurt more as they go; the count is the fight's own."""
    state, warlord = duel("warlord")
    warlord.ai = None  # he stands and takes the blows
    for item in warlord.equipment.worn_items():
        item.identified = True
    wield(state, "sword", enchantment=5)
    said = forecast.melee_forecast(state, warlord)
    assert ", more as its guard wears (" in said, said
    blows = blows_said(said)
    plain = -(-warlord.fighter.hp // max(1, state.player.fighter.power - warlord.fighter.defense))
    assert blows < plain
    assert fight_to_the_end(state, warlord, blows) == blows


def test_its_count_is_the_blows_that_would_fell_the_hero_and_the_fight_agrees():
    """An Ogre (power 13) on the hero (defense 2, 30 HP): 11 a blow, 3 blows; struck while
    the hero waits, the hero falls on the third and not before."""
    state, ogre = duel("ogre")
    said = forecast.melee_forecast(state, ogre)
    assert said.endswith("; it hits you for 11 (3 blows)")
    state.player.fighter.hp = 23
    assert forecast.melee_forecast(state, ogre).endswith("(3 blows)")
    state.player.fighter.hp = 22
    assert forecast.melee_forecast(state, ogre).endswith("(2 blows)")
    state.player.fighter.hp = 30
    waited = 0
    while state.player.is_alive and waited < 5:
        state.act("wait")
        waited += 1
    assert not state.player.is_alive and waited == 3


def turns_said(forecast: str) -> int:
    found = re.search(r"\((\d+) turns?, with its fire\)", forecast)
    assert found, forecast
    return int(found.group(1))


def waited_to_fall(state: GameState, most: int) -> int:
    """The hero waits until it falls (at most ``most`` + 1 turns); how many turns it took."""
    waited = 0
    while state.player.is_alive and waited <= most:
        state.act("wait")
        waited += 1
    return waited


def test_a_fire_breather_s_count_is_its_turns_of_breath_and_blows_and_the_fight_agrees():
    """A Salamander side by side breathes fire (15, through armour) whenever its cooldown
    allows, every other turn, and bites (5) between: the hero's 30 HP last 3 turns, not the 6
    blows its bite alone would take. Just after a breath, a bite comes first: 4 turns. With
    fire resistance, the breath halved (8): 5 turns. With a bite that cannot hurt, its
    breath alone: 3 turns. Each time the hero waits and falls on the turn said."""
    state, salamander = duel("salamander")
    said = forecast.melee_forecast(state, salamander)
    assert said.endswith("; it hits you for 5 (3 turns, with its fire)")
    assert waited_to_fall(state, 3) == 3
    state, salamander = duel("salamander")
    salamander.ai.cooldown = 2  # it has just breathed  # type: ignore[union-attr]
    assert turns_said(forecast.melee_forecast(state, salamander)) == 4
    assert waited_to_fall(state, 4) == 4
    state, salamander = duel("salamander")
    wield(state, "cloak", prop="fire_resistance")  # a turn: it breathed meanwhile
    state.player.fighter.hp, salamander.ai.cooldown = 30, 0  # type: ignore[union-attr]
    turns = turns_said(forecast.melee_forecast(state, salamander))
    assert turns == 5
    assert waited_to_fall(state, turns) == turns
    state, salamander = duel("salamander")
    salamander.fighter.base_power = 0  # its bite cannot hurt; its fire still does
    assert forecast.melee_forecast(state, salamander).endswith(
        "; its blows cannot hurt you (3 turns, with its fire)"
    )
    assert waited_to_fall(state, 3) == 3


def test_a_hydra_s_regrowth_is_in_the_count_and_the_kill_takes_the_blows_it_says():
    """A Hydra (HP 32, defense 2) grows back 3 HP a turn unless struck for 8 or more: a
    blow of 5 nets 2 a turn. The count is the fight's own, blow for blow."""
    state, hydra = duel("hydra")
    hydra.fighter.base_power = 0  # it stands and takes the blows
    assert forecast.melee_forecast(state, hydra).startswith(
        "You hit it for 2, no more than it grows back;"
    )
    wield(state, "sword", enchantment=3)  # power 2 + 5: 5 through its defense
    dealt = state.player.fighter.power - hydra.fighter.defense
    assert 3 < dealt < 8
    said = forecast.melee_forecast(state, hydra)
    assert said.startswith(f"You hit it for {dealt} (")
    blows = blows_said(said)
    assert blows > -(-hydra.fighter.hp // dealt)  # more than without its regrowth
    assert fight_to_the_end(state, hydra, blows) == blows


def test_a_hydra_still_stunned_by_a_hard_blow_grows_back_later_and_the_count_knows():
    """A hard blow a moment ago stops its regrowth for this turn and the next: the forecast
    starts from that pause, and the fight agrees."""
    state, hydra = duel("hydra")
    hydra.fighter.base_power = 0
    wield(state, "sword", enchantment=3)
    plain = blows_said(forecast.melee_forecast(state, hydra))
    hydra.fighter.hp = 12
    fresh = blows_said(forecast.melee_forecast(state, hydra))
    hydra.regrowth_pause = 2
    paused = blows_said(forecast.melee_forecast(state, hydra))
    assert paused < fresh < plain
    assert fight_to_the_end(state, hydra, paused) == paused


def test_a_hard_blow_stops_the_regrowth_and_the_count_is_the_plain_one():
    state, hydra = duel("hydra")
    hydra.fighter.base_power = 0
    wield(state, "greataxe", enchantment=4)
    dealt = state.player.fighter.power - hydra.fighter.defense
    assert dealt >= hydra.breed.hard_blow
    said = forecast.melee_forecast(state, hydra)
    assert blows_said(said) == -(-hydra.fighter.hp // dealt)
    assert fight_to_the_end(state, hydra, 100) == blows_said(said)
    assert "regrows 3 HP a turn unless struck for 8 or more" in describe.traits(hydra)


def test_a_poisonous_bite_is_told_and_poison_resistance_takes_it_away():
    state, spider = duel("giant_spider")
    taken = spider.fighter.power - state.player.fighter.defense
    said = forecast.melee_forecast(state, spider)
    blows = -(-state.player.fighter.hp // taken)
    assert said.endswith(
        f"; it hits you for {taken} ({blows} blows) and poisons you ({spider.breed.venom} turns)"
    )
    spider.fighter.base_power = 0  # the bite poisons through any armour
    assert said.split("; ")[0] in forecast.melee_forecast(state, spider)
    assert forecast.melee_forecast(state, spider).endswith(
        f"; it cannot hurt you, but poisons you ({spider.breed.venom} turns)"
    )
    state.player.fighter.hp = 30
    state.place(spider, 2, 1)
    state.act("wait")
    assert state.player.poisoned_turns == spider.breed.venom  # as said
    state.player.poisoned_turns = 0
    wield(state, "leather_armor", prop="poison_resistance")
    assert forecast.melee_forecast(state, spider).endswith("; it cannot hurt you")
    state.act("wait")
    assert state.player.poisoned_turns == 0


def test_venom_draining_and_frost_are_told_where_they_take():
    """Venom on an Orc, not on a Skeleton (bone resists poison); Draining's share is what
    the fight then gives back; Frost's chance is its rule's."""
    state, orc = duel("orc")
    wield(state, "sword", prop="venom")
    assert ", poisoning it" in forecast.melee_forecast(state, orc)
    skeleton_state, skeleton = duel("skeleton")
    wield(skeleton_state, "sword", prop="venom")
    assert "poison" not in forecast.melee_forecast(skeleton_state, skeleton).split(";")[0]

    state, troll = duel("troll")
    troll.fighter.base_power = 0
    wield(state, "sword", prop="draining")
    said = forecast.melee_forecast(state, troll)
    share = re.search(r"draining (\d+) HP", said)
    assert share, said
    state.player.fighter.hp = 10
    assert f"You drain {share.group(1)} HP." in strike(state)

    state, orc = duel("orc")
    wield(state, "sword", prop="frost")
    assert f", a {state.property_row('frost').amount}% chance to freeze it" in (
        forecast.melee_forecast(state, orc)
    )


def test_thorns_are_told_on_both_sides_and_on_the_monster_only_once_known():
    state, orc = duel("orc")
    mail = create_item("chain_mail", prop="thorns")
    orc.equipment.equip(mail)
    assert "thorns" not in forecast.melee_forecast(state, orc)  # not known yet
    mail.identified = True
    said = forecast.melee_forecast(state, orc)
    back = re.search(r"its thorns prick you for (\d+) a blow", said)
    assert back, said
    assert f"Thorns prick you for {back.group(1)} damage." in strike(state)

    state, orc = duel("orc")
    wield(state, "leather_armor", prop="thorns")
    said = forecast.melee_forecast(state, orc)
    mine = re.search(r"\(your thorns prick it for (\d+)\)$", said)
    assert mine, said
    state.place(orc, 2, 1)
    state.act("wait")
    assert any(
        m.text == f"Thorns prick the Orc for {mine.group(1)} damage."
        for m in state.messages.messages
    )


def test_what_a_monster_does_from_afar_is_told_with_what_stops_it():
    state, salamander = duel("salamander")
    salamander.ai = None  # it breathes only when told here
    said = forecast.ranged_forecast(state, salamander)
    assert said == (
        "Within 4 tiles it breathes fire at you for 15, every other turn (fire resistance"
        " halves it)"
    )
    carry_out(BreatheFire(salamander, state.player, 15), state)
    assert state.messages.messages[-1].text.endswith("at you for 15 damage!")
    wield(state, "cloak", prop="fire_resistance")
    assert forecast.ranged_forecast(state, salamander) == (
        "Within 4 tiles it breathes fire at you for 8, every other turn (halved by your fire"
        " resistance)"
    )
    carry_out(BreatheFire(salamander, state.player, 15), state)
    assert state.messages.messages[-1].text.endswith("at you for 8 damage!")

    state, archer = duel("goblin_archer")
    archer.ai = None
    shot = archer.fighter.power - state.player.fighter.defense
    shots = -(-state.player.fighter.hp // shot)
    assert forecast.ranged_forecast(state, archer) == (
        f"From 2 to 5 tiles away it shoots you for {shot} ({shots} shots), every turn"
    )
    state.place(archer, 4, 1)
    carry_out(Shoot(archer, state.player), state)
    assert state.messages.messages[-1].text == f"The Goblin Archer shoots you for {shot} damage."

    state, shaman = duel("shaman")
    shaman.ai = None
    assert forecast.ranged_forecast(state, shaman) == (
        "Within 6 tiles it casts confusion (4 turns), every 8 turns (Warding or Clarity stops it)"
    )
    wield(state, "amulet_of_clarity")
    assert forecast.ranged_forecast(state, shaman).endswith("(your mind stays clear)")
    carry_out(CastConfusion(shaman, state.player, 4), state)
    assert state.player.confused_turns == 0
    assert forecast.ranged_forecast(*duel("orc")) is None


def test_the_fight_forecast_is_the_melee_line_then_the_line_from_afar():
    state, salamander = duel("salamander")
    assert forecast.fight_forecast(state, salamander) == [
        forecast.melee_forecast(state, salamander),
        forecast.ranged_forecast(state, salamander),
    ]
    state, orc = duel("orc")
    assert forecast.fight_forecast(state, orc) == [forecast.melee_forecast(state, orc)]


RANGE = """
        ############
        #@...k.o...#
        ############
"""


def throwing_range(picture: str = RANGE) -> GameState:
    """The hero with five darts, at the west end of a long corridor."""
    state = scenario(picture)
    darts = create_item("dart")
    darts.count = 5
    state.player.inventory.add(darts)
    for monster in monsters(state):
        monster.ai = None  # they stand still
    return state


class Rolls:
    """A generator whose every ``randrange`` answers ``value`` (a hit roll sits below the
    chance; a break roll of the same number, at 25, does not break)."""

    def __init__(self, value: int) -> None:
        self.value = value

    def randrange(self, *_: int) -> int:
        return self.value


def test_a_throw_s_forecast_is_the_chance_and_the_blow_the_throw_then_has():
    """At the Kobold, 4 tiles off (the 4th tile of the line: 90 - 3 * 6 = 72%): a roll of 71
    hits for the dart's 3 against its defense 0, a roll of 72 misses."""
    for roll, hits in ((71, True), (72, False)):
        state = throwing_range()
        darts = state.player.inventory.items[-1]
        kobold = next(m for m in monsters(state) if m.name == "Kobold")
        assert forecast.throw_forecast(state, darts, kobold.pos) == "72% to hit, for 3 (2 hits)"
        state.rng = Rolls(roll)
        assert state.act("throw", item=darts, target=kobold.pos)
        assert (kobold.fighter.hp == kobold.fighter.max_hp - 3) is hits


def test_a_creature_in_the_way_is_the_one_the_throw_meets_and_the_forecast_says_so():
    state = throwing_range()
    darts = state.player.inventory.items[-1]
    orc = next(m for m in monsters(state) if m.name == "Orc")
    said = forecast.throw_forecast(state, darts, orc.pos)
    assert said == "The Kobold is in the way: 72% to hit, for 3 (2 hits)"
    state.rng = Rolls(0)
    assert state.act("throw", item=darts, target=orc.pos)
    assert orc.fighter.hp == orc.fighter.max_hp
    assert "The Dart hits the Kobold for 3 damage." in [m.text for m in state.messages.messages]


def test_a_throw_past_its_reach_or_at_nobody_is_said_so_or_not_at_all():
    state = throwing_range(RANGE.replace("o", "."))
    darts = state.player.inventory.items[-1]
    assert forecast.throw_forecast(state, darts, (3, 1)) is None  # an empty tile: nothing met
    far = (10, 1)
    assert forecast.throw_forecast(state, darts, far) == "Too far: it reaches 6 tiles"
    assert not state.act("throw", item=darts, target=far)
    kobold = monsters(state)[0]
    mail = create_item("chain_mail")  # defense 3 or more: an unknown enchantment says about
    kobold.equipment.equip(mail)
    assert (
        forecast.throw_forecast(state, darts, kobold.pos) == "72% to hit, but it may do no damage"
    )
    mail.identified = True
    assert forecast.throw_forecast(state, darts, kobold.pos) == "72% to hit, but it does no damage"


def test_an_archer_s_shots_to_fell_the_hero_are_counted_and_the_fight_agrees():
    """A Goblin Archer three tiles off shoots every turn (1 a shot on the hero's defense 2):
    at 3 HP, 3 shots; the hero waits and falls on the third."""
    state = scenario(
        """
        ########
        #@..a..#
        ########
    """,
        legend={"a": "goblin_archer"},
    )
    archer = monsters(state)[0]
    state.player.fighter.hp = 3
    said = forecast.ranged_forecast(state, archer)
    assert said == "From 2 to 5 tiles away it shoots you for 1 (3 shots), every turn"
    assert waited_to_fall(state, 3) == 3
    assert archer.pos == (4, 1)  # it stood off and shot


def test_the_verdict_is_how_the_fight_then_goes():
    """An Orc: fair (the hero fells it losing less than half its HP). A Troll, whose blows
    take 10 HP before it falls: fair on 21 HP, dangerous on 20 (half) and on 12, deadly on
    10 (the hero falls first). An Ogre: deadly. An Orc whose blows cannot hurt: harmless,
    unless its bite poisons (a Giant Spider's that cannot hurt still poisons: fair). Each
    fought out to the end."""
    state, orc = duel("orc")
    assert forecast.verdict(state, orc) == forecast.FAIR
    fight_to_the_end(state, orc, 10)
    assert not orc.is_alive and state.player.fighter.hp * 2 > 30

    # a Troll takes 6 of the hero's blows and hits for 2: 5 blows (10 HP) in before it falls
    for hp, judged in ((21, forecast.FAIR), (20, forecast.DANGEROUS), (12, forecast.DANGEROUS)):
        state, troll = duel("troll")
        state.player.fighter.hp = hp
        assert forecast.verdict(state, troll) == judged, hp
        fight_to_the_end(state, troll, 10)
        assert not troll.is_alive and state.player.fighter.hp == hp - 10
    state, troll = duel("troll")
    state.player.fighter.hp = 10
    assert forecast.verdict(state, troll) == forecast.DEADLY
    while troll.is_alive and state.player.is_alive:
        strike(state)
    assert troll.is_alive and not state.player.is_alive

    state, ogre = duel("ogre")
    assert forecast.verdict(state, ogre) == forecast.DEADLY
    while ogre.is_alive and state.player.is_alive:
        strike(state)
    assert ogre.is_alive and not state.player.is_alive

    state, orc = duel("orc")
    orc.fighter.base_power = 0
    assert forecast.verdict(state, orc) == forecast.HARMLESS
    state, spider = duel("giant_spider")
    spider.fighter.base_power = 0
    assert forecast.verdict(state, spider) == forecast.FAIR
    assert forecast.VERDICT_WORDS[forecast.DEADLY] == "Deadly: it would fell you first"
