"""Tooltip and character-sheet words."""

from __future__ import annotations

from game.content import create_item
from game.engine import describe, forecast
from game.ui.describe import item_lines
from tests.scenario import monsters, scenario


def fresh():
    return scenario("""
        ######
        #@.o.#
        ######
    """)


def words(state, item) -> list[str]:
    """What the tooltip and the detail pane say of ``item`` (the game's one description)."""
    return [str(text) for text, _ in item_lines(state, item)]


def known(kind_id: str):
    item = create_item(kind_id)
    item.identified = True
    return item


def test_item_lines_name_slot_bonus_and_worn():
    state = fresh()
    dagger = state.player.equipment.slots["main_hand"]
    assert words(state, dagger)[:2] == ["Dagger", "Worn on main hand"]
    assert "+2 power" in words(state, dagger)
    assert "+1 defense, +10 max HP" in words(state, known("iron_helm"))
    assert words(state, known("health_potion"))[-1] == "Heals 4 HP."


def test_comparison_lines():
    """The change in figures, then what it makes of a fight with the Orc in sight (HP 10,
    power 3, defense 0), counted as the forecast counts it."""
    state = fresh()
    assert words(state, known("sword"))[-3:] == [
        "Instead of the Dagger:",
        "  Power 4 -> 6 (+2)",
        "  Against the Orc: you need 2 blows, not 3",
    ]
    dagger = state.player.equipment.slots["main_hand"]
    assert words(state, dagger)[-3:] == [
        "If removed:",
        "  Power 4 -> 2 (-2)",
        "  Against the Orc: you need 5 blows, not 3",
    ]
    assert words(state, known("shield"))[-3:] == [
        "On your empty off hand:",
        "  Defense 2 -> 3 (+1)",
        "  Against the Orc: it could no longer hurt you",
    ]
    assert not any("->" in line for line in words(state, known("health_potion")))
    state.stage.entities.remove(monsters(state)[0])  # none in sight: the figures alone
    state.changed()
    assert words(state, known("sword"))[-2:] == ["Instead of the Dagger:", "  Power 4 -> 6 (+2)"]


def test_the_comparison_counts_a_flame_weapon_s_fire_and_colours_the_change():
    """A +0 Dagger of Flame against a Mummy (HP 40, defense 3, fears fire): the same power,
    but its fire, doubled, gets through; green. Unknown enchantment: no count. A Tower Shield
    (less power, more defense): red on the Mummy, whom it leaves unhurt; on an Orc, a blow
    more but none of its own: a mixed change, neither green nor red."""
    from game.ui import theme
    from game.ui.describe import comparison

    state = scenario(
        """
        #######
        #@.M..#
        #######
    """,
        legend={"M": "mummy"},
    )
    flame = known("dagger")
    flame.prop = "flame"
    said = comparison(state, flame)
    assert said[-2:] == [
        ("  + Flame", theme.BONUS),  # the same power: only the fire changes the count
        ("  Against the Mummy: you need 6 blows, not 40", theme.BONUS),
    ]
    unknown = create_item("sword")  # enchantment unknown: its power is not known
    assert not any("Against" in str(line) for line, _ in comparison(state, unknown))
    assert comparison(state, known("tower_shield"))[-1] == (
        "  Against the Mummy: your blows could no longer fell it",
        theme.MALUS,
    )
    state = fresh()  # an Orc: the Tower Shield costs a blow and stops all of its
    assert comparison(state, known("tower_shield"))[-1] == (
        "  Against the Orc: you need 4 blows, not 3; it could no longer hurt you",
        theme.TEXT,
    )


def test_stat_line_shows_the_breakdown():
    state = fresh()
    player = state.player
    sword = create_item("sword")
    player.inventory.add(sword)
    state.act("equip", item=sword)
    assert describe.stat_line(player, "power") == "Power 6 = 2 base + 4 Sword"


def test_stat_line_keeps_an_enchanted_name_apart_from_its_number():
    """ "+ 8 +6 Dagger" reads as 8 + 6: the playtest saw "Defense 6 = 4 base - 1 -2 Iron Helm
    + 1 -2 Chain Mail" on the character sheet and in the morgue file."""
    state = fresh()
    player = state.player
    for kind_id, enchantment in (("sword", 2), ("iron_helm", -2), ("chain_mail", -2)):
        item = player.inventory.add(create_item(kind_id, enchantment))
        item.identified = True
        state.act("equip", item=item)
    assert describe.stat_line(player, "power", state) == "Power 8 = 2 base + 6 (+2 Sword)"
    assert (
        describe.stat_line(player, "defense", state)
        == "Defense 1 = 1 base - 1 (-2 Iron Helm) + 1 (-2 Chain Mail)"
    )
    assert describe.stat_line(player, "max_hp", state) == "Max HP 40 = 30 base + 10 (-2 Iron Helm)"


def test_tile_lines_show_what_is_known():
    state = fresh()
    orc = monsters(state)[0]
    assert describe.tile_lines(state, orc.x, orc.y) == ["Orc - HP 10/10", "Floor"]
    assert describe.tile_lines(state, 0, 0) == ["Stone wall"]
    state.stage.explored[1, 4] = False
    assert describe.tile_lines(state, 4, 1) == ["Unexplored"]


def test_an_artefact_is_never_the_the_in_a_sentence():
    """An artefact's name has its own article ("the Warlord's Crown"): messages and the
    screen's words say it once ("The Warlord's Crown binds itself...", not "The the ...")."""
    state = fresh()
    crown = state.player.inventory.add(create_item("warlords_crown"))
    state.learn(crown)
    assert state.act("equip", item=crown)
    assert not state.act("remove", item=crown)
    dagger = state.player.equipment.slots["main_hand"]
    said = (
        state.messages.texts()
        + words(state, known("iron_helm"))
        + [state.the_name(crown, capital=True), state.the_name(dagger)]
    )
    assert "The Warlord's Crown binds itself to your head!" in said
    assert "The Warlord's Crown is cursed: it cannot be replaced." in said
    assert "the Dagger" in said
    assert not [line for line in said if "the the" in line.lower()]


def test_the_forecast_of_a_fight_says_each_blow_and_how_many_a_kill_takes():
    """DCSS tells how many blows a kill takes: the hero (Dagger: power 4, Leather Armor:
    defense 2) and an Orc (HP 10, power 3, defense 0)."""
    state = fresh()
    orc = monsters(state)[0]
    assert forecast.melee_forecast(state, orc) == (
        "You hit it for 4 (3 blows); it hits you for 1 (30 blows)"
    )
    orc.fighter.hp = 4
    assert forecast.melee_forecast(state, orc).startswith("You hit it for 4 (1 blow);")
    orc.fighter.base_defense = 4  # armour the dagger cannot get through
    orc.fighter.base_power = 2
    assert forecast.melee_forecast(state, orc) == (
        "Your blows wear its guard down (-1 defense each), then hurt it (5 blows);"
        " it cannot hurt you"
    )


def test_the_forecast_is_the_blow_the_fight_then_deals():
    state = fresh()
    orc = monsters(state)[0]
    said = forecast.melee_forecast(state, orc)
    state.place(state.player, orc.x - 1, orc.y)
    assert state.act("move", dx=1, dy=0)
    hit = next(m.text for m in state.messages.messages if m.text.startswith("You hit"))
    assert hit == f"You hit the Orc for {said.split()[4]} damage."


def test_gear_the_player_does_not_know_counts_as_plus_0_and_the_figures_say_about():
    """The Orc in +3 Chain Mail (defense 3 + 3): unknown, the mail shows its kind's 3, and
    the dagger seems to get through; known, it does not."""
    state = fresh()
    orc = monsters(state)[0]
    mail = create_item("chain_mail")
    mail.enchantment = 3
    orc.equipment.equip(mail)
    assert forecast.melee_forecast(state, orc) == (
        "You hit it for about 1 (10 blows); it hits you for about 1 (30 blows)"
    )
    orc.fighter.base_defense, orc.fighter.base_power = 1, 2  # unknown: neither may get through
    assert forecast.melee_forecast(state, orc) == (
        "Your blows wear its guard down (-1 defense each), then hurt it (about 11 blows);"
        " it may not hurt you"
    )
    orc.fighter.base_power = 9  # it may hurt: no deadlock, and the mail may hold
    assert forecast.melee_forecast(state, orc) == (
        "Your blows may not hurt it; it hits you for about 7 (5 blows)"
    )
    orc.fighter.base_defense, orc.fighter.base_power = 0, 3
    mail.identified = True
    assert forecast.melee_forecast(state, orc) == (
        "Your blows cannot hurt it; it hits you for 1 (30 blows)"
    )


def test_a_flame_weapon_s_fire_is_in_the_forecast_and_the_kill_takes_the_blows_it_says():
    """A Mummy fears fire: the Flame sword's fire, doubled, goes through its armour, and the
    forecast counts it; struck that many times, it falls on the last blow and not before."""
    state = scenario(
        """
        #######
        #@M...#
        #######
    """,
        legend={"M": "mummy"},
    )
    mummy = monsters(state)[0]
    mummy.fighter.base_power = 0  # it stands and takes the blows
    sword = create_item("sword", prop="flame")
    sword.identified = True
    state.player.inventory.add(sword)
    assert state.act("equip", item=sword)
    fire = 2 * state.property_row("flame").amount
    dealt = max(0, state.player.fighter.power - mummy.fighter.defense)
    blows = -(-mummy.fighter.hp // (dealt + fire))
    said = forecast.melee_forecast(state, mummy)
    assert said.startswith(f"You hit it for {dealt} + {fire} fire ({blows} blows);"), said
    struck = 0
    while mummy.is_alive and struck <= blows:
        assert state.act("move", dx=1, dy=0)
        struck += 1
    assert not mummy.is_alive and struck == blows


def test_against_a_fire_breather_the_comparison_counts_its_turns_and_the_resistance():
    """A Salamander in sight breathes fire (15, every other turn) and bites (5) between: the
    hero's 30 HP last 3 turns. A Cloak of Fire Resistance halves the breath and turns a bite
    to 4: 5 turns, green; a plain Cloak, the bite alone softened: still 3, so no count.
    Taking the resistance off again: red."""
    from game.ui import theme
    from game.ui.describe import comparison

    state = scenario(
        """
        #######
        #@.S..#
        #######
    """,
        legend={"S": "salamander"},
    )
    warm = known("cloak")
    warm.prop = "fire_resistance"
    assert comparison(state, warm)[-1] == (
        "  Against the Salamander: it needs 5 turns, not 3",
        theme.BONUS,
    )
    assert not any("Against" in str(line) for line, _ in comparison(state, known("cloak")))
    state.player.inventory.add(warm)
    assert state.act("equip", item=warm)  # a turn: the hero back to full, its breath ready
    state.player.fighter.hp = 30
    monsters(state)[0].ai.cooldown = 0  # type: ignore[union-attr]
    assert comparison(state, warm)[-1] == (
        "  Against the Salamander: it needs 3 turns, not 5",
        theme.MALUS,
    )
