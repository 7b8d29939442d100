"""The paper doll: ten labelled slot boxes around the large figure wearing every visible layer;
ring and amulet appearances, "?" and curse badges, an off hand greyed by a two-hander; the map
sprite wears the visible layers."""

from __future__ import annotations

import itertools

import pygame
import pytest
from gear_kit import SLOT_OF, TEN, carry, dressed, wear

from game.content import create_item
from game.ui import gear_view, theme
from game.ui.doll_art import map_layers
from game.ui.gear_view import CURSED_BADGE, UNKNOWN_BADGE, item_icon
from game.ui.hover import Spot, tooltip_lines
from game.ui.panels.paper_doll import SHORT_CAPTIONS
from game.ui.tileset import worn_layers

TEN_SLOTS = [
    "head",
    "neck",
    "body",
    "cloak",
    "hands",
    "main_hand",
    "off_hand",
    "left_ring",
    "right_ring",
    "feet",
]


def region(surface: pygame.Surface, rect: pygame.Rect):
    return pygame.surfarray.array3d(surface.subsurface(rect)).copy()


def expected_box(app, tiles, size: int, back=theme.SLOT_BOX):
    """What a slot box's icon area must look like: the tiles over the box colour."""
    box = pygame.Surface((size, size))
    box.fill(back)
    for tile in tiles:
        box.blit(app.tileset.get(tile, size), (0, 0))
    return pygame.surfarray.array3d(box)


def shows(app, slot: str, tiles) -> bool:
    doll = app.game.doll
    return bool(
        (
            region(app.surface, doll.icon_rects[slot])
            == expected_box(app, tiles, app.layout.slot_icon)
        ).all()
    )


@pytest.mark.parametrize("size", [(1280, 720), (800, 600), (1920, 1080)])
def test_ten_boxes_show_the_worn_icon_or_the_silhouette(make_app, room_state, size):
    app = make_app(size, room_state)
    app.draw()
    doll = app.game.doll
    assert list(doll.icon_rects) == [
        slot
        for pair in (
            ("head", "neck"),
            ("body", "cloak"),
            ("main_hand", "off_hand"),
            ("left_ring", "right_ring"),
            ("hands", "feet"),
        )
        for slot in pair
    ]
    assert set(doll.icon_rects) == set(TEN_SLOTS)
    worn = {"body": "icon_leather_armor", "main_hand": "icon_dagger"}
    for slot in TEN_SLOTS:
        tile = worn.get(slot, f"slot_{slot}")
        assert doll.icon_rects[slot].size == (app.layout.slot_icon,) * 2
        assert shows(app, slot, [tile]), (size, slot)
        assert doll.views[slot].caption  # every box is labelled
    # a wrong icon does not match: the comparison can fail
    assert not shows(app, "main_hand", ["icon_sword"])


def test_all_ten_slots_filled(make_app):
    state = dressed()
    app = make_app((1280, 720), state)
    app.draw()
    doll = app.game.doll
    equipment = state.player.equipment
    for kind, *_ in TEN:
        slot = SLOT_OF[kind]
        item = equipment.slots[slot]
        assert item is not None and item.kind.id == kind
        view = doll.views[slot]
        assert view.name == state.name_of(item)
        tile = item_icon(state, item, app.tileset)
        badges = (CURSED_BADGE,) if item.cursed else ()
        assert view.badges == badges
        assert shows(app, slot, [tile, *badges]), slot
    # rings and the amulet show their appearance drawn for this game
    for slot, family in (("left_ring", "ring"), ("right_ring", "ring"), ("neck", "amulet")):
        item = equipment.slots[slot]
        assert doll.shown[slot] == f"icon_{family}_{state.appearances[item.kind.id]}"
    assert doll.views["main_hand"].cursed and doll.views["main_hand"].name == "-2 Mace"

    # the figure wears every visible layer, drawn from the doll's own art
    kinds = [kind for kind, *_ in TEN]
    assert set(doll.figure_kinds) == set(kinds)
    art = app.tileset.doll
    assert len(art.layers(kinds)) == 2 + 7  # shadow, body, and all but rings and amulet
    figure = art.figure(doll.figure_kinds, doll.figure_scale)
    assert doll.figure_rect.size == figure.get_size()
    assert figure.get_width() >= 2 * 48  # larger than the map sprite: 2 px an art pixel
    opaque = pygame.surfarray.array_alpha(figure) == 255
    drawn = region(app.surface, doll.figure_rect)
    assert (drawn[opaque] == pygame.surfarray.array3d(figure)[opaque]).all()
    bare = pygame.surfarray.array3d(art.figure([], doll.figure_scale))
    assert not (drawn[opaque] == bare[opaque]).all()


def test_a_two_hander_greys_the_off_hand(make_app, room_state):
    state = wear(room_state, [("shield", 0, False, None), ("greataxe", 1, False, None)])
    assert state.player.equipment.slots["off_hand"] is None  # the engine took the shield off
    app = make_app((1280, 720), state)
    app.draw()
    doll = app.game.doll
    axe = state.player.equipment.slots["main_hand"]
    view = doll.views["off_hand"]
    assert view.taken_by is axe
    assert view.name == "taken by the +1 Greataxe"
    icon = app.layout.slot_icon
    drawn = region(app.surface, doll.icon_rects["off_hand"])
    assert not (drawn == expected_box(app, ["slot_off_hand"], icon)).all()  # not "empty"
    assert not (drawn == expected_box(app, ["icon_greataxe"], icon)).all()  # greyed
    assert (drawn == expected_box(app, [], icon, back=theme.PANEL_DARK)).any()  # dark box
    lines = [line for line, _ in tooltip_lines(state, Spot("slot", slot="off_hand"))]
    assert lines[0] == "Off hand: taken by the +1 Greataxe"
    # an ordinary weapon leaves the off hand empty
    assert state.act("equip", item=carry(state, "sword"))
    app.draw()
    assert doll.views["off_hand"].taken_by is None and shows(app, "off_hand", ["slot_off_hand"])


def test_unknown_and_cursed_gear_wear_their_badges(make_app, room_state):
    state = room_state
    ring = carry(state, "ring_of_protection", 2)
    gloves = carry(state, "leather_gloves", -1, cursed=True)
    sword = carry(state, "sword", 1)
    app = make_app((1280, 720), state)
    app.draw()
    rows = {row.item: row for row in app.game.inventory.rows}
    assert rows[ring].badges == (UNKNOWN_BADGE,)
    assert rows[ring].icon == f"icon_ring_{state.appearances['ring_of_protection']}"
    assert rows[ring].name == f"{state.appearances['ring_of_protection']} ring"
    assert rows[gloves].badges == (UNKNOWN_BADGE,)  # the curse is not known yet
    assert rows[sword].name == "Sword ?"
    assert state.act("equip", item=gloves)  # wearing reveals: cursed
    app.draw()
    rows = {row.item: row for row in app.game.inventory.rows}
    assert rows[gloves].badges == (CURSED_BADGE,) and rows[gloves].cursed
    assert rows[gloves].marks == ("(E)", "(cursed)")
    assert app.game.doll.views["hands"].badges == (CURSED_BADGE,)
    assert shows(app, "hands", ["icon_leather_gloves", CURSED_BADGE])
    drawn = next(r for r in app.game.inventory.drawn_rows if r.item is ring)
    assert drawn.text.startswith("(") and "ring" in drawn.text


@pytest.mark.parametrize("size", [(640, 480), (800, 600), (1280, 720), (1920, 1080), (2560, 1440)])
def test_the_boxes_fit_the_panel_beside_the_figure(make_app, size):
    app = make_app(size, dressed())
    app.draw()
    doll = app.game.doll
    rects = doll.slot_rects
    assert len(rects) == 10
    for slot, rect in rects.items():
        assert app.layout.doll.contains(rect), (size, slot)
        assert not rect.colliderect(doll.figure_rect), (size, slot)
        assert doll.slot_at(rect.center) == slot
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), (size, a, b)
    assert app.layout.doll.contains(doll.figure_rect)
    assert doll.slot_at(doll.figure_rect.center) is None


def test_the_map_sprite_changes_with_the_weapon(make_app, room_state):
    app = make_app((1280, 720), room_state)
    state = room_state
    view = app.game.stage_view
    app.draw()
    cell = view.tile_rect(*state.player.pos)
    with_dagger = region(app.surface, cell)

    sword = state.player.inventory.add(create_item("sword"))
    assert app.act("equip", item=sword)
    app.draw()
    cell = view.tile_rect(*state.player.pos)
    with_sword = region(app.surface, cell)
    assert not (with_dagger == with_sword).all()

    overlay = app.tileset.get("worn_sword", view.zoom)
    alpha = pygame.surfarray.array_alpha(overlay)
    colours = pygame.surfarray.array3d(overlay)
    opaque = alpha == 255
    assert opaque.any()
    assert (with_sword[opaque] == colours[opaque]).all()
    assert not (with_dagger[opaque] == colours[opaque]).all()


def test_the_map_sprite_wears_every_visible_layer_in_wear_order(make_app, room_state):
    app = make_app((1280, 720), room_state)
    state = wear(
        room_state,
        [
            ("cloak", 0, False, None),
            ("iron_helm", 0, False, None),
            ("shield", 0, False, None),
            ("leather_boots", 0, False, None),
            ("ring_of_strength", 0, False, None),
        ],
    )
    equipment = state.player.equipment
    names = worn_layers(equipment, app.tileset.wear)
    assert names == (
        "worn_cloak",
        "player",
        "worn_leather_boots",
        "worn_leather_armor",
        "worn_iron_helm",
        "worn_dagger",
        "worn_shield",
    )  # no ring on the map
    assert names == map_layers([i.kind.id for i in equipment.worn_items()], app.tileset.wear)
    first = app.tileset.player(equipment, 32)
    assert first is app.tileset.composed(names, 32)
    assert app.tileset.player(equipment, 32) is first  # cached per combination
    assert state.act("remove", item=equipment.slots["head"])
    assert app.tileset.player(equipment, 32) is not first


def test_a_ring_on_the_floor_shows_its_appearance(make_app, room_state):
    state = room_state
    ring = create_item("ring_of_regeneration")
    x, y = state.player.x + 1, state.player.y
    state.place(ring, x, y)
    app = make_app((1280, 720), state)
    app.draw()
    view = app.game.stage_view
    drawn = region(app.surface, view.tile_rect(x, y))
    tile = f"icon_ring_{state.appearances['ring_of_regeneration']}"
    assert gear_view.tile_of(state, ring) == tile
    icon = app.tileset.get(tile, view.zoom)
    opaque = pygame.surfarray.array_alpha(icon) == 255
    assert opaque.any()
    assert (drawn[opaque] == pygame.surfarray.array3d(icon)[opaque]).all()


def test_the_character_sheet_shows_the_doll_figure_and_known_names(make_app):
    state = dressed()
    app = make_app((1280, 720), state)
    sheet = app.open("character")
    app.draw()
    art = app.tileset.doll
    figure = art.figure([kind for kind, *_ in TEN], sheet.portrait_scale())
    assert sheet.portrait.size == figure.get_size() and figure.get_height() > 56
    opaque = pygame.surfarray.array_alpha(figure) == 255
    drawn = region(app.surface, sheet.portrait)
    assert (drawn[opaque] == pygame.surfarray.array3d(figure)[opaque]).all()
    lines = [line for line, _ in sheet.lines()]
    assert "Main hand: -2 Mace" in lines and "Left ring: +1 Ring of Protection" in lines
    assert any(line.startswith("Defense") and "+2 Chain Mail" in line for line in lines)


#: The longest names the content makes, one for each slot (issue 20, defect 5: a ring's
#: name on two lines took its box's "Left ring" away). What is worn is known (putting it on
#: tells all), so these are the longest known names, at -3 and +3.
LONGEST_WORN = [
    ("great_helm", 3, False, None),
    ("amulet_of_vitality", 3, False, None),
    ("leather_armor", -3, True, None),
    ("cloak", 3, False, None),
    ("leather_gloves", 3, False, None),
    ("short_sword", -3, True, None),
    ("shield", 3, False, None),
    ("ring_of_regeneration", -3, True, "left_ring"),
    ("ring_of_protection", 3, False, "right_ring"),
    ("leather_boots", -3, True, None),
]
#: The same with a two-handed weapon: the off hand says it is taken.
TWO_HANDS = [worn for worn in LONGEST_WORN if worn[0] not in ("short_sword", "shield")] + [
    ("greataxe", -3, True, None)
]
#: Properties and artefacts (gear, third edition): "-3 Leather Gloves of Poison Resistance",
#: "the Warlord's Crown". (kind, enchantment, cursed, ring slot, property)
PROPERTIES = [
    ("warlords_crown", 0, False, None, None),
    ("amulet_of_vitality", 3, False, None, None),
    ("leather_armor", -3, True, None, "poison_resistance"),
    ("shadowweave", 0, False, None, None),
    ("leather_gloves", -3, True, None, "poison_resistance"),
    ("mace", 3, False, None, "draining"),
    ("tower_shield", -3, True, None, "fire_resistance"),
    ("ring_of_regeneration", -3, True, "left_ring", None),
    ("ring_of_protection", 3, False, "right_ring", None),
    ("wanderers_boots", 0, False, None, None),
]


def dressed_in(kit):
    """The lit room, the hero wearing ``kit`` (with properties where it gives one)."""
    from game.content import create_item

    state = dressed([])
    for kind, enchantment, cursed, slot, *prop in kit:
        item = state.player.inventory.add(
            create_item(
                kind, enchantment=enchantment, cursed=cursed, prop=prop[0] if prop else None
            )
        )
        assert state.act("equip", item=item, slot=slot), state.messages[-1].text
    return state


@pytest.mark.parametrize(
    "size",
    [(640, 480), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440)],
    ids=lambda s: "x".join(map(str, s)),
)
@pytest.mark.parametrize(
    "kit", [LONGEST_WORN, TWO_HANDS, PROPERTIES], ids=["longest", "two-hands", "properties"]
)
def test_every_box_keeps_its_slot_name_whatever_it_holds(make_app, size, kit):
    """Each box says its slot ("Left ring") on its first line, whatever the name of what it
    holds (in short, "Main", or not at all where its properties' glyphs need the line); the
    glyphs are whole and on nothing else; the name goes on the second line, whole if it fits,
    else in its short form, else cut with "..."; every line stays between its box and the
    figure, inside the frame."""
    state = dressed_in(kit)
    if kit is PROPERTIES:
        names = {state.name_of(item) for item in state.player.equipment.slots.values() if item}
        assert {"-3 Leather Gloves of Poison Resistance", "the Warlord's Crown"} <= names
    app = make_app(size, state)
    app.draw()
    doll = app.game.doll
    border = 4 * app.layout.frame_scale
    inside = app.layout.doll.inflate(-2 * border, -2 * border)
    for slot in TEN_SLOTS:
        view, lines = doll.views[slot], doll.lines[slot]
        if view.glyphs:  # the caption shares its line with the properties' glyphs
            assert lines[0] in (view.caption, SHORT_CAPTIONS.get(slot), ""), (size, slot)
            drawn = doll.glyph_rects[slot]
            assert [glyph for glyph, _ in drawn] == list(view.glyphs), (size, slot)
            for _, rect in drawn:  # whole, readable, and on nothing else
                assert rect.width >= 16 and inside.contains(rect), (size, slot)
                assert not rect.colliderect(doll.figure_rect), (size, slot)
                assert not any(rect.colliderect(box) for box in doll.slot_rects.values())
                assert not any(rect.colliderect(words) for words in doll.word_rects[slot])
        else:
            assert lines[0] == view.caption, (size, slot, lines)
        assert len(lines) == 2
        name = lines[1]
        assert name in (view.name, view.short) or (
            name.endswith("...") and view.short.startswith(name[:-3].rstrip())
        ), (size, slot, lines)
        for rect in doll.word_rects[slot]:
            assert inside.contains(rect), (size, slot, lines)
            assert not rect.colliderect(doll.figure_rect), (size, slot, lines)
            assert not any(rect.colliderect(box) for box in doll.slot_rects.values())
    # the two rings are told apart by their captions
    assert doll.lines["left_ring"][0] == "Left ring"
    assert doll.lines["right_ring"][0] == "Right ring"
