"""Conditions and the new foes on screen (issue 23, point 2): the HUD shows the hero's
poison, frost, confusion and a worn guard with their icons; the map draws each condition over
the creature's sprite (the "z" of sleep too); a creature's tooltip says its conditions and
what its kind does in the player's words; the character sheet lists the conditions and the
properties worn. Everything is read from the state: when a condition ends, its mark goes."""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.content import create_item
from game.ui.describe import tile_tooltip
from game.ui.hover import Spot, tooltip_lines
from game.ui.panels.stage_view import CONDITION_MARKS
from game.ui.panels.tooltip import glyph_of
from game.ui.screens.character import PROPERTIES_TITLE, CharacterScreen
from tests.scenario import monsters, scenario

ROOM = """
    ##########
    #........#
    #...@....#
    #........#
    #......>.#
    ##########
"""

FOES = """
    ###############
    #.............#
    #.k.a.s.@.L.S.#
    #.........M.o.#
    ###############
"""
LEGEND = {
    "a": "goblin_archer",
    "s": "giant_spider",
    "L": "salamander",
    "S": "skeleton",
    "M": "mummy",
}


def by_breed(state) -> dict:
    return {actor.breed.id: actor for actor in monsters(state)}


def drawn_image(surface: pygame.Surface, image: pygame.Surface, at: tuple[int, int]) -> bool:
    """Every opaque pixel of ``image`` is on ``surface`` with its top-left at ``at``."""
    shown = pygame.surfarray.array3d(surface)
    own = pygame.surfarray.array3d(image)
    alpha = pygame.surfarray.array_alpha(image) if image.get_flags() & pygame.SRCALPHA else None
    if alpha is None:  # a colour-keyed map sprite
        key = np.array(image.get_colorkey()[:3])
        solid = ~(own == key).all(axis=2)
    else:
        solid = alpha == 255
    w, h = image.get_size()
    part = shown[at[0] : at[0] + w, at[1] : at[1] + h]
    assert solid.sum() > 8
    return bool((part[solid] == own[solid]).all())


def afflicted(state):
    hero = state.player
    hero.poisoned_turns, hero.frozen_turns, hero.confused_turns = 5, 1, 3
    hero.fighter.worn_guard = 1
    return hero


def test_the_hud_shows_each_condition_with_its_icon(make_app, room_state):
    app = make_app((1920, 1080), room_state)
    app.draw()
    hud = app.game.hud
    assert hud.chips == []
    afflicted(room_state)
    app.draw()
    assert {"Poisoned (5)", "Frozen", "Confused (3)", "Guard -1"} <= set(hud.lines)
    assert [chip.icon for chip, _, _ in hud.chips] == [
        "ui_poison",
        "ui_frozen",
        "ui_confused",
        "ui_guard",
    ]
    for chip, _, rect in hud.chips:
        image = app.tileset.get(chip.icon, rect.width)
        assert drawn_image(app.surface, image, hud.to_screen(rect).topleft), chip.icon


@pytest.mark.parametrize(
    "size", [(640, 480), (1280, 720), (1920, 1080)], ids=lambda s: "x".join(map(str, s))
)
def test_a_narrow_hud_keeps_every_icon_and_the_tooltip_says_it_all(make_app, room_state, size):
    afflicted(room_state)
    app = make_app(size, room_state)
    app.draw()
    hud = app.game.hud
    assert len(hud.chips) == 4  # words, numbers or icons alone: none left out
    said = [line for line, _ in tooltip_lines(room_state, Spot("hud"))]
    assert said[:4] == [
        "Poisoned: you lose 1 HP a turn for 5 more turns.",
        "Frozen: you lose your next turn.",
        "Confused: your steps go astray for 3 more turns.",
        "Guard worn: -1 defense until no foe is next to you.",
    ]


def test_a_condition_leaves_the_hud_when_it_ends(make_app, room_state):
    room_state.player.poisoned_turns = 1
    app = make_app((1280, 720), room_state)
    app.draw()
    assert [chip.icon for chip, _, _ in app.game.hud.chips] == ["ui_poison"]
    assert room_state.act("wait")
    app.draw()
    assert app.game.hud.chips == [] and not any("Poisoned" in line for line in app.game.hud.lines)


def test_conditions_are_drawn_over_the_sprites_and_go_when_they_end(make_app):
    state = scenario(FOES, seed=5, legend=LEGEND)
    foes = by_breed(state)
    kobold, archer, spider = foes["kobold"], foes["goblin_archer"], foes["giant_spider"]
    hero = state.player
    kobold.asleep = True
    archer.poisoned_turns = 3
    spider.frozen_turns = 1
    hero.poisoned_turns = 4
    app = make_app((1280, 720), state)
    app.draw()
    view = app.game.stage_view
    marks = {name: app.tileset.sprite(name, view.zoom) for name in CONDITION_MARKS}

    def shows(actor, mark: str) -> bool:
        return drawn_image(app.surface, marks[mark], view.tile_rect(*actor.pos).topleft)

    assert shows(kobold, "fx_asleep") and not shows(kobold, "fx_poisoned")
    assert shows(archer, "fx_poisoned") and shows(spider, "fx_frozen")
    assert shows(hero, "fx_poisoned") and not shows(hero, "fx_asleep")
    kobold.asleep, archer.poisoned_turns, spider.frozen_turns, hero.poisoned_turns = (
        False,
        0,
        0,
        0,
    )
    state.changed()  # as the turn that ends them says
    app.draw()
    assert not any(
        shows(actor, mark) for actor in (kobold, archer, spider, hero) for mark in CONDITION_MARKS
    )


def creature_line(state, actor) -> str:
    return tile_tooltip(state, actor.x, actor.y)[0][0]


def test_a_creatures_tooltip_says_its_conditions_and_what_it_does():
    state = scenario(FOES, seed=5, legend=LEGEND)
    foes = by_breed(state)
    kobold, archer, spider, salamander, skeleton, mummy, orc = (
        foes[breed]
        for breed in (
            "kobold",
            "goblin_archer",
            "giant_spider",
            "salamander",
            "skeleton",
            "mummy",
            "orc",
        )
    )
    kobold.asleep = True
    orc.poisoned_turns, orc.frozen_turns = 3, 1
    assert creature_line(state, kobold) == "Kobold - HP 5/5 - asleep"
    assert creature_line(state, orc) == "Orc - HP 10/10 - poisoned (3 turns) - frozen"
    assert creature_line(state, archer).endswith(" - shoots arrows")
    assert creature_line(state, spider).endswith(" - poisonous bite")
    assert creature_line(state, salamander).endswith(" - breathes fire - resists fire")
    assert creature_line(state, skeleton).endswith(" - resists poison")
    assert creature_line(state, mummy).endswith(" - fears fire")
    kobold.asleep = False  # it noticed the hero
    assert creature_line(state, kobold) == "Kobold - HP 5/5"


def test_the_heros_own_tooltip_says_its_conditions(room_state):
    afflicted(room_state)
    hero = room_state.player
    assert creature_line(room_state, hero) == (
        "You (30/30 HP) - Poisoned (5 turns) - Frozen - Confused (3 turns) "
        "- Guard worn (-1 defense)"
    )


def test_the_character_sheet_lists_conditions_and_the_properties_worn(make_app, room_state):
    crown = room_state.player.inventory.add(create_item("warlords_crown"))
    assert room_state.act("equip", item=crown)
    sword = room_state.player.inventory.add(create_item("sword", prop="flame"))
    assert room_state.act("equip", item=sword)
    runed = room_state.player.inventory.add(create_item("cloak", prop="thorns"))
    afflicted(room_state)
    app = make_app((1280, 720), room_state)
    sheet = app.open("character")
    assert isinstance(sheet, CharacterScreen)
    lines = [line for line, _ in sheet.lines()]
    assert any(line.startswith("Poisoned: you lose 1 HP a turn") for line in lines)
    assert any(line.startswith("Defense ") and "worn guard" in line for line in lines)
    at = lines.index(PROPERTIES_TITLE)
    props = lines[at + 1 : at + 5]
    assert [glyph_of(line) for line in props] == [
        "prop_warding",
        "prop_thorns",
        "prop_fire_resistance",
        "prop_flame",
    ]
    assert props[0].startswith("Warding (the Warlord's Crown): Spells fail on you")
    assert props[3].startswith("Flame (Sword of Flame): ")
    assert runed not in room_state.player.equipment.worn_items()
    app.draw()  # and it fits (tests/ui/test_ui_text_boxes.py checks every box)
    sword.identified = False  # as if never learned (the rule, not a way the game goes)
    lines = [str(line) for line, _ in sheet.lines()]
    assert not any("Flame" in line for line in lines)
