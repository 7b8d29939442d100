"""The HUD shows totals with their bonus part; the log shows the newest line at the bottom."""

from __future__ import annotations

import pytest

from game.content import create_item
from game.engine.log import Kind
from game.ui.panels.hud import stat_text
from game.ui.panels.message_log import FADE, wrapped_lines


def test_hud_shows_bars_floor_and_stats_with_the_bonus_part(make_app, room_state):
    app = make_app(state=room_state)
    app.draw()
    assert app.game.hud.lines == [
        "Level 1",
        "Floor 1",
        "HP 30 / 30",
        "XP 0 / 350",
        "Power 4 (2+2)",
        "Defense 2 (1+1)",
        "Here: nothing",
        "In sight: nothing",
    ]
    sword = create_item("sword")
    room_state.player.inventory.add(sword)
    assert app.act("equip", item=sword)
    app.draw()
    assert "Power 6 (2+4)" in app.game.hud.lines


@pytest.mark.parametrize(
    "size", [(800, 600), (1280, 720), (1920, 1080)], ids=lambda size: f"{size[0]}x{size[1]}"
)
def test_big_numbers_are_never_cut_by_the_hud_frame(make_app, room_state, size):
    """Heavy gear makes long figures ("Defense 24 (4+20)", cut at 800x600 and 1920x1080 in a
    playtest): a figure whose breakdown does not fit shows its total alone, never cut."""
    player = room_state.player
    for kind in ("plate_armor", "shield", "great_helm", "sword"):
        item = create_item(kind, enchantment=3)
        player.inventory.add(item)
        player.equipment.equip(item)
    player.fighter.base_defense += 12
    player.fighter.base_power += 10
    room_state.changed()
    app = make_app(size, room_state)
    app.draw()
    hud = app.game.hud
    fighter = player.fighter
    assert fighter.defense >= 20 and fighter.power >= 10
    power, defense = hud.lines[4], hud.lines[5]
    assert power.startswith(f"Power {fighter.power}")
    assert defense.startswith(f"Defense {fighter.defense}")
    assert all(end <= hud.inner.right for end in hud.stat_ends), (hud.stat_ends, hud.inner)
    assert hud.stat_ends[0] < hud.inner.centerx + app.layout.pad  # power stays in its half


def test_hud_names_what_lies_on_the_players_tile(make_app, room_state):
    """ "Here: ..." names the items underfoot as the player knows them, top first, and the
    HUD redraws when they change."""
    app = make_app(state=room_state)
    player = room_state.player
    sword = create_item("sword", enchantment=2)
    room_state.place(sword, player.x, player.y)
    app.draw()
    assert app.game.hud.lines[-2] == "Here: Sword ?"
    room_state.place(create_item("health_potion"), player.x, player.y)
    app.draw()
    assert app.game.hud.lines[-2] == "Here: Health Potion, Sword ?"
    assert app.act("pickup")
    app.draw()
    assert app.game.hud.lines[-2] == "Here: Sword ?"


class FakeFighter:
    """Just what stat_text reads: the total and the base of a stat."""

    def __init__(self, power: int, base_power: int) -> None:
        self.power = power
        self.base_power = base_power

    def base(self, stat: str) -> int:
        return getattr(self, f"base_{stat}")


def test_stat_text_without_bonus_and_with_a_negative_one():
    assert stat_text(FakeFighter(2, 2), "power", "Power") == "Power 2"
    assert stat_text(FakeFighter(6, 2), "power", "Power") == "Power 6 (2+4)"
    assert stat_text(FakeFighter(1, 2), "power", "Power") == "Power 1 (2-1)"


def test_log_newest_line_at_the_bottom_and_older_lines_fade(make_app, room_state):
    app = make_app(state=room_state)
    for n in range(12):
        room_state.log(f"Line {n}", Kind.INFO)
    app.draw()
    lines = app.game.log.lines
    assert lines[-1] == "Line 11"
    assert lines == [f"Line {n}" for n in range(12 - len(lines), 12)]
    assert 0 < FADE < 1
    wrapped = wrapped_lines(list(room_state.messages), app.layout.font, 120, 4)
    assert len(wrapped) == 4 and wrapped[-1][0] == "Line 11"
