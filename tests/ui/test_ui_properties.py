"""Properties where a player meets gear (issue 23, point 1): tooltips and the detail pane say
each known property with its glyph and words, a runed piece not yet known says only that runes
show one, the comparison names what a swap gains and loses, the inventory's icon wears the
rune badge; and no text the screen draws ever names a property the player does not know."""

from __future__ import annotations

import pygame
import pytest

from game.content import CONTENT, create_item
from game.engine.properties import PROPS
from game.ui import text
from game.ui.describe import RUNED_CHANGE, RUNED_NOTE, item_lines
from game.ui.gear_view import RUNED_BADGE, UNKNOWN_BADGE, badges
from game.ui.panels.inventory import inventory_rows
from game.ui.panels.tooltip import glyph_of
from game.ui.screens.context_menu import ItemInfoModal
from tests.scenario import scenario
from tests.ui.conftest import key_event

ROOM = """
    ##########
    #........#
    #...@....#
    #........#
    #......>.#
    ##########
"""

#: What a property is called and what it says, by id: neither may show while it is unknown.
WORDS = {prop: (row.name, row.description) for prop, row in CONTENT.properties.items()}


def words(lines) -> list[str]:
    return [str(line) for line, _ in lines]


def carried(state, kind: str, prop: str | None = None, known: bool = False, **kw):
    item = state.player.inventory.add(create_item(kind, prop=prop, **kw))
    if known:
        state.learn(item)
    return item


def test_a_known_property_is_said_with_its_glyph_and_what_it_does(room_state):
    sword = carried(room_state, "sword", "flame", known=True, enchantment=1)
    lines = item_lines(room_state, sword)
    assert lines[0][0] == "+1 Sword of Flame"
    flame = [line for line, _ in lines if str(line).startswith("Flame: ")]
    assert flame == [f"Flame: {WORDS['flame'][1]}"]
    assert glyph_of(flame[0]) == "prop_flame"
    assert RUNED_NOTE not in words(lines)


def test_an_artefacts_properties_are_all_said_once_known(room_state):
    crown = carried(room_state, "warlords_crown", known=True)
    said = words(item_lines(room_state, crown))
    for prop in crown.kind.props:
        assert f"{WORDS[prop][0]}: {WORDS[prop][1]}" in said
    assert crown.kind.description in said


@pytest.mark.parametrize("prop", PROPS)
def test_a_runed_piece_says_runes_and_never_which_property(room_state, prop):
    kind = "sword" if CONTENT.properties[prop].weapon else "cloak"
    item = carried(room_state, kind, prop, enchantment=2)
    lines = item_lines(room_state, item)
    said = words(lines)
    assert said[0] == f"runed {CONTENT.item_type(kind).name} ?"
    assert RUNED_NOTE in said and f"  {RUNED_CHANGE}" in said
    blob = "\n".join(said)
    for name, description in WORDS.values():
        assert name not in blob and description not in blob


def test_an_unknown_artefact_keeps_its_name_its_words_and_its_properties(room_state):
    crown = carried(room_state, "warlords_crown")
    blob = "\n".join(words(item_lines(room_state, crown)))
    assert "runed Horned Crown ?" in blob and RUNED_NOTE in blob
    assert "Warlord" not in blob and crown.kind.description not in blob
    for name, description in WORDS.values():
        assert name not in blob and description not in blob


def test_the_comparison_names_the_properties_a_swap_gains_and_loses(room_state):
    worn = carried(room_state, "cloak", "fire_resistance", known=True)
    assert room_state.act("equip", item=worn)
    other = carried(room_state, "cloak", "thorns", known=True)
    said = words(item_lines(room_state, other))
    assert "  + Thorns" in said and "  - Fire Resistance" in said
    assert "  No change" not in said
    same = carried(room_state, "cloak", "fire_resistance", known=True)
    said = words(item_lines(room_state, same))
    assert "  + Fire Resistance" not in said and "  - Fire Resistance" not in said
    assert "  No change" in said
    said = words(item_lines(room_state, worn))  # taking it off
    assert said[said.index("If removed:") + 1 :].count("  - Fire Resistance") == 1


def test_the_inventory_marks_runed_gear_with_the_rune_badge(room_state, make_app):
    app = make_app(state=room_state)
    runed = carried(room_state, "sword", "venom")
    plain = carried(room_state, "sword")
    known = carried(room_state, "sword", "venom", known=True)
    crown = carried(room_state, "warlords_crown")
    assert badges(room_state, runed) == (RUNED_BADGE, UNKNOWN_BADGE)
    assert badges(room_state, crown) == (RUNED_BADGE, UNKNOWN_BADGE)
    assert badges(room_state, plain) == (UNKNOWN_BADGE,)
    assert badges(room_state, known) == ()
    rows = {row.item: row for row in inventory_rows(room_state, app.tileset)}
    assert RUNED_BADGE in rows[runed].badges and RUNED_BADGE not in rows[plain].badges
    assert rows[crown].name == "runed Horned Crown ?"
    room_state.learn(crown)
    assert inventory_rows(room_state, app.tileset)[-1].name == "the Warlord's Crown"


def test_the_detail_pane_draws_each_glyph_beside_its_words(make_app, room_state):
    sword = carried(room_state, "sword", "frost", known=True)
    app = make_app(state=room_state)
    modal = ItemInfoModal(app, sword)
    app.push(modal)
    with text.recording() as written:
        app.draw()
    frost = next(done for done in written if done.words.startswith("Frost: "))
    glyph = app.tileset.get("prop_frost", 16)
    # the glyph's own pixels stand just left of the words, on their line
    left = frost.rect.x - 16 - 4
    shown = app.surface.subsurface((left, frost.rect.y + 2, 16, 16)).copy()
    assert any(
        shown.get_at((x, y))[:3] == glyph.get_at((x, y))[:3]
        for x in range(16)
        for y in range(16)
        if glyph.get_at((x, y))[3] == 255
    )


def every_drawn_text(app, drive) -> str:
    """Every text the game draws with the pointer on each row of the pack and each slot of
    the doll, the pack list with its cursor on each row, each row's detail box and the
    character sheet."""
    state = app.state
    d = drive(app)
    with text.recording() as written:
        for row in list(app.game.inventory.drawn_rows):
            d.move(row.rect.center)
        for rect in list(app.game.doll.slot_rects.values()):
            d.move(rect.center)
        pack = app.open("inventory")
        app.draw()
        for _ in state.player.inventory.items:
            app.handle(key_event(code=pygame.K_DOWN))
            app.draw()
        app.pop(pack)
        for item in state.player.inventory.items:
            modal = ItemInfoModal(app, item)
            app.push(modal)
            app.draw()
            app.pop()
        app.open("character")
        app.draw()
    seen = [done.words for done in written]
    return "\n".join(seen)


def test_no_text_drawn_names_a_property_the_player_does_not_know(make_app, drive):
    state = scenario(ROOM, seed=4)
    for prop in PROPS:
        carried(state, "sword" if CONTENT.properties[prop].weapon else "cloak", prop, enchantment=1)
    carried(state, "warlords_crown")
    carried(state, "bloodthirst")
    app = make_app((1280, 720), state)
    blob = every_drawn_text(app, drive)
    assert "runed Sword ?" in blob and "runed Horned Crown ?" in blob and RUNED_NOTE in blob
    for name, description in WORDS.values():
        assert name not in blob and description not in blob
    for kind in ("warlords_crown", "bloodthirst"):
        assert CONTENT.item_type(kind).name not in blob
        assert CONTENT.item_type(kind).description not in blob


def wearing(state, kind: str, prop: str | None = None, **kw):
    item = carried(state, kind, prop, **kw)
    assert state.act("equip", item=item), state.messages[-1].text
    return item


def test_the_doll_shows_known_properties_as_glyphs_and_short_names(make_app, room_state):
    """At 1280x720 the crown and the gloves were cut ("the Warlo...", "-3 Glove..."): the doll
    says them short ("Crown", "-3 Gloves") and draws each property's glyph, at 16 px or
    more, on the caption's line."""
    crown = wearing(room_state, "warlords_crown")
    wearing(room_state, "leather_gloves", "poison_resistance", enchantment=-3, cursed=True)
    app = make_app((1280, 720), room_state)
    app.draw()
    doll = app.game.doll
    assert doll.lines["head"] == ("Head", "Crown")
    assert doll.lines["hands"] == ("Hands", "-3 Gloves")
    assert [g for g, _ in doll.glyph_rects["head"]] == [f"prop_{p}" for p in crown.kind.props]
    assert [g for g, _ in doll.glyph_rects["hands"]] == ["prop_poison_resistance"]
    for glyph, rect in doll.glyph_rects["head"] + doll.glyph_rects["hands"]:
        image = app.tileset.get(glyph, rect.width)
        opaque = [
            (x, y)
            for x in range(rect.width)
            for y in range(rect.height)
            if image.get_at((x, y))[3] == 255
        ]
        assert opaque and all(
            app.surface.get_at((rect.x + x, rect.y + y))[:3] == image.get_at((x, y))[:3]
            for x, y in opaque
        )


def test_the_doll_draws_no_glyph_for_a_property_not_known(make_app, room_state):
    sword = wearing(room_state, "sword", "flame")
    app = make_app((1280, 720), room_state)
    app.draw()
    assert [g for g, _ in app.game.doll.glyph_rects["main_hand"]] == ["prop_flame"]
    sword.identified = False  # as if never learned: the rule, not a way the game goes
    app.draw()
    assert app.game.doll.glyph_rects["main_hand"] == []
    assert app.game.doll.views["main_hand"].glyphs == ()
