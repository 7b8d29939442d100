"""The small defects of issue 13 (point 8), each guarded: tooltip text inside its frame, the
level-up box clear of the side panel and saying "power", no doll hint on what cannot be worn,
and a plain ``--help``."""

from __future__ import annotations

import pygame
import pytest

from game.cli import parse_args
from game.content import create_item
from game.ui.hover import Spot, tooltip_lines
from game.ui.panels.tooltip import draw_tooltip
from game.ui.screens.level_up import LevelUpScreen

INK = (255, 0, 255)
SIZES = [(1280, 720), (1920, 1080), (1024, 768), (640, 480)]


def ink_box(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """The bounding box of the INK pixels inside ``box``."""
    xs, ys = [], []
    for y in range(box.top, box.bottom):
        for x in range(box.left, box.right):
            if surface.get_at((x, y))[:3] == INK:
                xs.append(x)
                ys.append(y)
    assert xs, "no text drawn"
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("size", SIZES[:2])
def test_tooltip_text_keeps_clear_of_the_frame(make_app, size):
    app = make_app(size)
    layout, tileset = app.layout, app.tileset
    surface = pygame.Surface(size)
    lines = [("Health Potion", INK), ("Jagged text: gjpqy", INK)]
    box = draw_tooltip(
        surface, tileset, lines, (100, 100), layout.small_font, layout.pad // 2, layout.frame_scale
    )
    ink = ink_box(surface, box)
    border = tileset.frame_slice * layout.frame_scale
    gaps = {
        "left": ink.left - box.left,
        "right": box.right - ink.right,
        "top": ink.top - box.top,
        "bottom": box.bottom - ink.bottom,
    }
    for side, gap in gaps.items():
        assert gap >= border + 4, (side, gap, border)


@pytest.mark.parametrize("size", SIZES)
def test_level_up_box_stays_off_the_side_panel_and_holds_its_text(make_app, room_state, size):
    app = make_app(size, room_state)
    player = room_state.player
    player.level.current_xp = player.level.xp_to_next_level
    app.update()
    assert isinstance(app.top, LevelUpScreen)
    app.draw()
    screen = app.top
    box = screen.box
    assert box.width > 0 and box.right <= app.layout.side.x
    assert box.left >= 0
    for line in screen.intro_lines(box.width):
        from game.ui import text

        assert text.width(line, app.layout.small_font) <= box.width - 2 * screen.inset()
    for rect in screen.option_rects.values():
        assert box.contains(rect)


def test_level_up_speaks_of_power_like_the_hud(make_app, room_state):
    app = make_app(state=room_state)
    player = room_state.player
    player.level.current_xp = player.level.xp_to_next_level
    app.update()
    app.draw()
    labels = app.top.labels()
    assert not any("attack" in label.lower() for label in labels)
    strength = labels[app.top.stats.index("strength")]
    assert "+1 power" in strength
    assert any(line.startswith("Power") for line in app.game.hud.lines)


@pytest.mark.parametrize("kind", ["health_potion", "lightning_scroll", "identify_scroll"])
def test_what_cannot_be_worn_has_no_doll_hint(room_state, kind):
    item = create_item(kind)
    room_state.player.inventory.add(item)
    hints = [line for line, _ in tooltip_lines(room_state, Spot("item", item=item))]
    assert hints and not any("doll" in line.lower() for line in hints)
    assert any("use" in line.lower() for line in hints)


def test_gear_keeps_its_doll_hint(room_state):
    sword = create_item("sword")
    room_state.player.inventory.add(sword)
    hints = [line for line, _ in tooltip_lines(room_state, Spot("item", item=sword))]
    assert any("Drag onto the doll." in line for line in hints)


def test_help_shows_no_markup(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    shown = capsys.readouterr().out
    assert "usage: ironbound" in shown and "`" not in shown


# -- issue 20, defect 10: tooltips that say what is true -------------------------------------
def _texts(lines):
    return [line.strip() for line, _ in lines]


def test_a_worn_cursed_item_offers_no_comparison_for_a_removal_that_cannot_happen(room_state):
    from game.ui.describe import item_lines

    state = room_state
    sword = create_item("sword", enchantment=-2, cursed=True)
    state.player.inventory.add(sword)
    assert state.act("equip", item=sword)  # it binds itself, and is known now
    texts = _texts(item_lines(state, sword))
    assert "Cursed: it cannot be taken off." in texts
    assert not any(text.startswith("If removed") for text in texts), texts
    assert not any("->" in text for text in texts), texts


def test_gear_that_would_replace_a_cursed_piece_says_it_cannot(room_state):
    from game.ui.describe import item_lines

    state = room_state
    cursed = create_item("sword", enchantment=-2, cursed=True)
    state.player.inventory.add(cursed)
    assert state.act("equip", item=cursed)
    mace = create_item("mace")
    state.learn(mace)
    state.player.inventory.add(mace)
    texts = _texts(item_lines(state, mace))
    assert any("cursed" in text and "cannot" in text for text in texts), texts
    assert not any("->" in text for text in texts), texts


def test_an_unknown_weapon_compares_with_what_is_known(room_state):
    """ "Power 4 -> ?" said nothing of what is known: the Sword's own +4 is, its enchantment is
    not."""
    from game.ui.describe import item_lines

    state = room_state
    sword = create_item("sword", enchantment=2)
    state.player.inventory.add(sword)
    texts = _texts(item_lines(state, sword))
    power = next(text for text in texts if text.startswith("Power"))
    assert power == "Power 4 -> 6 at +0 (enchantment unknown)", texts
    assert "8" not in power  # the real enchantment never leaks
