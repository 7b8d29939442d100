"""A monster described whole, as DCSS's look and Shattered Pixel Dungeon's tap on a foe do: a
right-click on a monster in sight, or Enter (a click) on it in the look command, opens a
window with its picture, what it is, what it has on, its HP and conditions, what its kind
does and what a fight with it comes to (``describe.monster_sheet``). Nothing takes a turn."""

from __future__ import annotations

import pygame
import pytest

from game.content import create_actor, create_item
from game.content.monsters import BREEDS
from game.ui import text, theme
from game.ui.describe import monster_sheet
from game.ui.screens.context_menu import ContextMenu, ItemInfoModal
from game.ui.screens.info import MonsterInfoModal
from game.ui.screens.look import LookScreen


def with_monster(state, breed: str = "salamander", dx: int = 2):
    """``state`` with a ``breed`` ``dx`` tiles right of the hero, watching (no mind)."""
    px, py = state.player.pos
    monster = create_actor(breed)
    monster.ai = None
    state.place(monster, px + dx, py)
    state.update_fov()
    return monster


def shown(modal) -> list[str]:
    return [str(line) for line, _ in modal.lines()]


def test_a_right_click_on_a_monster_describes_it_whole_and_takes_no_turn(
    make_app, room_state, drive
):
    state = room_state
    salamander = with_monster(state)
    app = make_app((1280, 720), state)
    d = drive(app)
    d.click(app.game.stage_view.tile_rect(*salamander.pos).center, button=3)
    modal = app.top
    assert isinstance(modal, MonsterInfoModal) and modal.monster is salamander
    assert modal.title == "Salamander"
    lines = shown(modal)
    assert lines == monster_sheet(state, salamander)
    assert lines[0] == salamander.breed.description and modal.lines()[0][1] != modal.lines()[1][1]
    assert "HP 20/20" in lines and "Breathes fire, resists fire." in lines
    assert lines[-2].startswith("Within 4 tiles it breathes fire at you for 15")
    assert lines[-1] == "Deadly: it would fell you first"
    assert modal.lines()[-1][1] == theme.VERDICT_COLORS["deadly"]  # in its colour
    app.draw()
    assert app.surface.get_rect().contains(modal.box)
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game and state.turn == 0


def test_a_monster_on_a_find_is_described_first(make_app, room_state, drive):
    """The tooltip tells the creature first; the right-click does too (the find's menu is
    a right-click away once it has moved)."""
    state = room_state
    orc = with_monster(state, "orc")
    sword = create_item("short_sword")
    state.place(sword, *orc.pos)
    app = make_app((1280, 720), state)
    d = drive(app)
    spot = app.game.stage_view.tile_rect(*orc.pos).center
    d.click(spot, button=3)
    assert isinstance(app.top, MonsterInfoModal) and app.top.monster is orc
    d.key(code=pygame.K_ESCAPE)
    state.stage.entities.remove(orc)
    state.changed()
    d.click(spot, button=3)
    assert isinstance(app.top, ContextMenu) and app.top.item is sword


def test_the_look_command_describes_what_is_under_its_cursor_and_goes_on(
    make_app, room_state, drive
):
    """Tab onto the monster, Enter: its window over the look; Esc: back to looking. On an
    item, its description; on nothing, Enter ends the look."""
    state = room_state
    orc = with_monster(state, "orc")
    potion = create_item("health_potion")
    px, py = state.player.pos
    state.place(potion, px - 1, py)
    app = make_app((1280, 720), state)
    d = drive(app)
    d.key("/")
    look = app.top
    assert isinstance(look, LookScreen) and "Enter or click describes" in look.banner()
    d.key(code=pygame.K_TAB)
    assert look.cursor == orc.pos
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, MonsterInfoModal) and app.top.monster is orc
    d.key(code=pygame.K_ESCAPE)
    assert app.top is look
    d.click(app.game.stage_view.tile_rect(px - 1, py).center)  # a click on the potion
    assert isinstance(app.top, ItemInfoModal) and app.top.item is potion
    d.key(code=pygame.K_ESCAPE)
    assert app.top is look
    look.cursor = (px, py - 1)  # bare floor
    d.key(code=pygame.K_RETURN)
    assert app.top is app.game and state.turn == 0


def test_what_it_wears_and_the_state_it_is_in_are_told():
    from tests.scenario import monsters, scenario

    state = scenario("""
        ######
        #@.o.#
        ######
    """)
    orc = monsters(state)[0]
    orc.equipment.equip(create_item("sword"))
    orc.asleep = True
    orc.poisoned_turns = 3
    lines = monster_sheet(state, orc)
    assert lines[1] == "Wielding a Sword ?."
    assert lines[2] == "HP 10/10, poisoned (3 turns), asleep"
    assert lines[-2].startswith("You hit it for about ")
    assert lines[-1] == "A fair fight: it would cost you less than half your HP"


@pytest.mark.parametrize("breed", [b.id for b in BREEDS if b.id != "player"])
def test_every_monster_has_words_of_its_own_and_its_window_fits(make_app, room_state, breed):
    state = room_state
    monster = with_monster(state, breed)
    assert len(monster.breed.description) > 40
    assert sum(b.description == monster.breed.description for b in BREEDS) == 1
    app = make_app((800, 600), state)
    app.push(MonsterInfoModal(app, monster))
    app.draw()
    modal = app.top
    window = app.surface.get_rect()
    assert window.contains(modal.box)
    _, content = modal.frame_layout()
    layout = app.layout
    needed = layout.slot_icon * 2 + layout.pad
    needed += len(modal.wrapped(content.width)) * text.line_height(layout.font)
    assert needed <= content.height  # every line inside the window's frame
