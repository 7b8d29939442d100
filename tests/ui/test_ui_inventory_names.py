"""The side panel reads whole names: one column of full-width rows whose letter and (E) /
(cursed) marks are never cut (the name is, where it must be), names whole from 1280x720 up,
scrolling that keeps clicks, drags, tooltips and keys on the right item, and the doll's boxes
naming their gear without a cut."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from pack_kit import LONGEST, longest_pack

from game.content import create_item
from game.content.items import ITEM_KINDS
from game.ui import text, theme
from game.ui.gear_view import SHORT_NAMES
from game.ui.hover import SCROLL_HINT, spot_at, tooltip_lines
from game.ui.layout import INVENTORY_SLOTS
from game.ui.panels.inventory import inventory_rows
from game.ui.panels.paper_doll import DOLL_ROWS, SHORT_CAPTIONS
from game.ui.screens.context_menu import ContextMenu
from game.ui.settings import WINDOW_SIZES
from tests.scenario import scenario

#: The sizes the settings offer, and smaller windows the game still copes with.
SMALLER = [(1366, 768), (1024, 768), (800, 600), (640, 480)]


def every_drawn_row(app):
    """Every row the side panel draws, scrolling from the top to the bottom, by letter."""
    panel = app.game.inventory
    total = len(app.state.player.inventory.items)
    panel.scroll_by(-INVENTORY_SLOTS, total)
    app.draw()
    seen = {}
    for _ in range(INVENTORY_SLOTS):
        seen.update({row.text.split()[0]: row for row in panel.drawn_rows})
        before = panel.scroll
        panel.scroll_by(1, total)
        if panel.scroll == before:
            break
        app.draw()
    return seen


def panel_inside_doll(layout):
    border = 4 * layout.frame_scale
    return layout.doll.inflate(-2 * border, -2 * border)


def panel_inside(layout):
    """The inventory panel inside its frame: every row and caption must stay in it."""
    border = 4 * layout.frame_scale
    return layout.inventory.inflate(-2 * border, -2 * border)


@pytest.mark.parametrize("size", [*WINDOW_SIZES, *SMALLER], ids=lambda s: "x".join(map(str, s)))
def test_every_row_keeps_its_letter_and_marks_whole(make_app, size):
    """With the longest names the content makes, every row at every window size starts with
    its whole "(x)" letter and ends with its whole marks, each drawn inside the row and the
    panel's frame, left to right without overlapping; only the name may be cut ("...")."""
    state = longest_pack()
    app = make_app(size, state)
    model = {f"({row.letter})": row for row in inventory_rows(state, app.tileset)}
    drawn = every_drawn_row(app)
    assert sorted(drawn) == sorted(model) and len(drawn) == 26
    inside = panel_inside(app.layout)
    marked = 0
    for letter, row in drawn.items():
        want = model[letter]
        words = [piece for piece, _ in row.pieces]
        assert words[0] == letter, row.text
        assert tuple(words[2:]) == want.marks, row.text
        name = words[1]
        assert name == want.name or (
            name.endswith("...") and want.name.startswith(name[:-3].rstrip())
        ), row.text
        rects = [rect for _, rect in row.pieces]
        for piece, rect in row.pieces:
            assert row.rect.contains(rect) and inside.contains(rect), (size, piece, row.text)
        for a, b in zip(rects, rects[1:], strict=False):
            assert a.right <= b.x, row.text
        marked += len(want.marks)
    assert marked == 9 * 2 + 4  # nine worn and cursed, four more known cursed: all seen


@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda s: "x".join(map(str, s)))
def test_names_show_whole_from_1280x720_up(make_app, size):
    """At every size the settings offer, no name is cut, "-3 Ring of Regeneration (E)
    (cursed)" included, at the interface size the window picks and at 1x; from 1920x1080 up,
    at 1x, all 26 rows show at once, without a scroll bar."""
    state = longest_pack()
    app = make_app(size, state)
    model = {f"({row.letter})": row.text for row in inventory_rows(state, app.tileset)}
    drawn = every_drawn_row(app)
    assert {letter: row.text for letter, row in drawn.items()} == model
    assert LONGEST in model["(c)"]
    app.change_settings(replace(app.settings, interface=1.0))
    assert app.layout.scale == 1.0
    drawn = every_drawn_row(app)
    assert {letter: row.text for letter, row in drawn.items()} == model
    panel = app.game.inventory
    if size >= (1920, 1080):
        panel.scroll_by(-26, 26)
        app.draw()
        assert len(panel.drawn_rows) == 26 and not panel.scrollbar and panel.captions == ()


def test_a_short_window_says_more_rows_are_above_and_below(make_app, drive):
    """1280x720 shows 12 rows of 26: a scroll bar and "↓ 14 more" under the list; the wheel
    over the panel scrolls (not the map's zoom) and the captions follow, inside the frame."""
    app = make_app((1280, 720), longest_pack())
    d = drive(app)
    panel, layout = app.game.inventory, app.layout
    assert len(panel.drawn_rows) == layout.inventory_rows == 12
    assert panel.captions == ("\u2193 14 more",)
    assert panel_inside(layout).contains(panel.to_screen(panel.scrollbar))
    zoom = app.zoom
    d.wheel(layout.inventory.center, -3)  # wheel down: later rows
    assert panel.scroll == 3 and app.zoom == zoom
    assert panel.captions == ("\u2191 3 more", "\u2193 11 more")
    assert panel.drawn_rows[0].text.startswith("(d)")
    d.wheel(layout.inventory.center, -30)
    assert panel.scroll == 14 and panel.captions == ("\u2191 14 more",)
    assert panel.drawn_rows[-1].text == "(z) -3 Leather Cap (cursed)"
    d.wheel(layout.inventory.center, 30)
    assert panel.scroll == 0
    # the signs are buttons too: "↓ 14 more" pages down, "↑ 11 more" back up
    ((down, rows),) = [zone for zone in panel.scroll_zones if zone[0].width > 8]  # a caption
    assert rows == 11 and layout.inventory.contains(down)
    d.move(down.center)
    lines = tooltip_lines(app.state, spot_at(app.game, layout, app.state, app.pointer))
    assert lines == [(SCROLL_HINT, theme.TEXT_DIM)]
    d.click(down.center)
    assert panel.scroll == 11 and panel.captions == ("\u2191 11 more", "\u2193 3 more")
    up = next(rect for rect, rows in panel.scroll_zones if rows < 0 and rect.width > 8)
    d.click(up.center)
    assert panel.scroll == 0
    track = next(rect for rect, rows in panel.scroll_zones if rows > 0 and rect.width <= 8)
    d.click(track.center)  # the bar below its lit part: a page down
    assert panel.scroll == 11


def gear_pack():
    """The room, the hero wearing the Dagger and Leather Armor and carrying 24 more rows:
    known gear that can be put on and taken off (no curses), then potions."""
    state = scenario(ROOM, seed=2)
    pack = state.player.inventory
    kinds = ["sword", "shield", "iron_helm", "chain_mail", "cloak", "mace"]
    for index in range(22):
        item = pack.add(create_item(kinds[index % len(kinds)]))
        item.identified = True
    for kind in ("health_potion", "lightning_scroll"):
        pack.add(create_item(kind))
    return state


ROOM = """
    ##########
    #........#
    #...@....#
    #........#
    #......>.#
    ##########
"""


def last_of(state, kind_id):
    return [item for item in state.player.inventory.items if item.kind.id == kind_id][-1]


def row_rect(app, item):
    """Where ``item``'s row is drawn now (screen coordinates)."""
    return next(row.rect for row in app.game.inventory.drawn_rows if row.item is item)


def test_after_scrolling_pointer_hits_the_right_item(make_app, drive):
    """Scrolled by the wheel, the rows' hit regions move with them: hover lights and describes
    the item under the pointer, a click puts it on, a drag onto the doll wears it, a
    right-click opens its menu (a row that scrolled away is never hit)."""
    state = gear_pack()
    app = make_app((1280, 720), state)
    d = drive(app)
    items = state.player.inventory.items
    sword, shield = (last_of(state, kind) for kind in ("sword", "shield"))
    assert items.index(sword) >= 12 and items.index(shield) >= 12  # below the first rows
    d.wheel(app.layout.inventory.center, -20)  # to the bottom
    assert app.game.inventory.scroll == 14
    rect = row_rect(app, sword)
    d.move(rect.center)
    assert app.game.inventory.selected is sword
    # the row lit on the screen is the row whose rect the pointer is in
    assert app.surface.get_at((rect.right - 3, rect.centery))[:3] == theme.ROW_SELECTED
    spot = spot_at(app.game, app.layout, state, app.pointer)
    assert spot.item is sword
    assert tooltip_lines(state, spot)[0][0] == "Sword"
    d.click(rect.center)
    assert state.player.equipment.item_in("main_hand") is sword
    assert app.game.inventory.scroll == 14  # the sword's row stayed where it was clicked
    d.drag(row_rect(app, shield).center, app.game.doll.slot_rects["off_hand"].center)
    assert state.player.equipment.item_in("off_hand") is shield
    d.click(row_rect(app, items[-5]).center, button=3)
    assert isinstance(app.top, ContextMenu) and app.top.item is items[-5]
    d.key(code=pygame.K_ESCAPE)
    first = app.game.inventory.drawn_rows[0]
    assert first.item is not items[0]  # (a) scrolled away: nothing hits it any more
    assert all(
        app.game.inventory.item_at(row.rect.center) is row.item
        for row in app.game.inventory.drawn_rows
    )


def test_keys_choose_by_letter_whatever_the_scroll(make_app, drive):
    """Letters are the pack's own: scrolled or not, "d" then a letter drops that item; a row
    changed by a key (a sword put on from the inventory list) is scrolled into view with its
    (E), and the list goes back up when a key changes a row above."""
    state = gear_pack()
    app = make_app((1280, 720), state)
    d = drive(app)
    panel = app.game.inventory
    items = list(state.player.inventory.items)
    d.wheel(app.layout.inventory.center, -20)
    assert panel.scroll == 14
    d.key("d")
    d.key(items[2].letter)  # (c): a row scrolled away above
    assert items[2] not in state.player.inventory
    assert panel.drawn_rows[0].text.startswith("(")  # still drawn, nothing else moved
    d.wheel(app.layout.inventory.center, 20)
    assert panel.scroll == 0
    sword = last_of(state, "sword")
    assert all(row.item is not sword for row in panel.drawn_rows)
    d.key("i")
    d.key(sword.letter)  # wear it, from the keyboard
    assert state.player.equipment.item_in("main_hand") is sword
    texts = [row.text for row in panel.drawn_rows]
    assert f"({sword.letter}) Sword (E)" in texts
    d.key("i")
    d.key("a")  # the Dagger back on: row (a), far above, comes into view
    assert panel.scroll == 0 and panel.drawn_rows[0].text == "(a) Dagger (E)"


#: Every kind that can be worn, with the slot it goes on (rings: the left one).
WEARABLE = [kind for kind in ITEM_KINDS if kind.equippable is not None]


@pytest.mark.parametrize("size", WINDOW_SIZES, ids=lambda s: "x".join(map(str, s)))
@pytest.mark.parametrize("enchantment", [-3, 3])
def test_the_doll_names_every_piece_under_its_caption(make_app, size, enchantment):
    """Each piece worn (cursed at -3, or +3) is named beside its box under the box's caption
    (beside its properties' glyphs, in short where they do not fit together):
    its whole name, or its short form ("-3 Regen"), cut with "..." only when even that is
    wider than the room; the off hand a two-hander takes says so."""
    checked = 0
    for kind in WEARABLE:
        state = scenario(ROOM, seed=1)
        item = state.player.inventory.add(
            create_item(kind.id, enchantment=enchantment, cursed=enchantment < 0)
        )
        assert state.act("equip", item=item)
        app = make_app(size, state)
        app.draw()
        doll = app.game.doll
        slot = state.player.equipment.slot_of(item).value
        view, lines = doll.views[slot], doll.lines[slot]
        if view.glyphs:  # a property's glyphs share the caption's line (issue 23)
            assert lines[0] in (view.caption, SHORT_CAPTIONS.get(slot), ""), (size, lines)
            assert [glyph for glyph, _ in doll.glyph_rects[slot]] == list(view.glyphs)
        else:
            assert lines[0] == view.caption, (size, lines)
        if text.width(view.short, app.layout.small_font) <= doll.rooms[slot]:
            assert lines[1] in (view.name, view.short), (size, lines)
        else:
            assert lines[1].endswith("...") and view.short.startswith(lines[1][:-3]), lines
        if kind.equippable.two_handed:
            assert doll.lines["off_hand"] == ("Off hand", "two hands")
        inside = panel_inside_doll(app.layout)
        for words in doll.word_rects.values():  # between its box and the figure, in the frame
            for rect in words:
                assert inside.contains(rect) and not rect.colliderect(doll.figure_rect)
                assert not any(rect.colliderect(box) for box in doll.slot_rects.values())
        checked += 1
    assert checked == len(WEARABLE) >= 20


def test_doll_names_are_whole_where_there_is_room(make_app):
    """At 1x on a 1920x1080 window (the side panel takes a share of the width beyond 1280 px)
    the longest worn names show whole but the rings' and the amulet's; at 1280x720 the long
    ones fall back to their short forms or are cut."""
    state = longest_pack()
    for size, interface, short in (
        ((1920, 1080), 1.0, {"left_ring", "right_ring", "neck"}),
        (
            (1280, 720),
            None,
            {"left_ring", "right_ring", "neck", "hands", "feet", "head", "body", "main_hand"},
        ),
    ):
        app = make_app(size, state)
        app.change_settings(replace(app.settings, interface=interface))
        app.draw()
        doll = app.game.doll
        shortened = {
            slot
            for slot, view in doll.views.items()
            if view.item is not None and doll.lines[slot][1] != view.name
        }
        assert shortened == short, (size, {s: doll.lines[s] for s in shortened})
        assert {slot for pair in DOLL_ROWS for slot in pair} == set(doll.lines)


def test_short_names_are_unambiguous():
    """No two kinds worn on the same slot (rings: either hand) share a short name, and no short
    name is another such kind's name."""
    groups: dict[str, list] = {}
    for kind in WEARABLE:
        slot = kind.equippable.slot.value
        groups.setdefault("ring" if slot.endswith("ring") else slot, []).append(kind)
    assert set(SHORT_NAMES) <= {kind.id for kind in WEARABLE}
    for kinds in groups.values():
        shorts = [SHORT_NAMES.get(kind.id, kind.name) for kind in kinds]
        assert len(set(shorts)) == len(shorts), shorts
        for kind in kinds:
            others = {other.name for other in kinds if other is not kind}
            assert SHORT_NAMES.get(kind.id, kind.name) not in others
