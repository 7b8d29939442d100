"""MenuList: the one cursor logic behind the main menu, message boxes, the context menu, item
lists and the level-up choice."""

from __future__ import annotations

import pygame
import pytest

from game.ui.menu_list import MOVED, MenuList, Outcome
from game.ui.screens.context_menu import ContextMenu
from game.ui.screens.message_box import MessageBox


def key_event(char: str = "", code: int = 0) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.KEYDOWN, key=code or ord(char), unicode=char, mod=0, scancode=0
    )


def press(code: int) -> pygame.event.Event:
    return key_event(code=code)


def rows(menu: MenuList, top: int = 0) -> None:
    menu.rects = [pygame.Rect(0, top + 20 * i, 100, 20) for i in range(menu.count)]


def test_keys_stop_at_the_ends_or_wrap():
    menu = MenuList(3)
    assert menu.handle(press(pygame.K_UP)) is MOVED and menu.cursor == 0
    for _ in range(5):
        menu.handle(press(pygame.K_DOWN))
    assert menu.cursor == 2
    wrapping = MenuList(3, wrap=True)
    wrapping.handle(press(pygame.K_UP))
    assert wrapping.cursor == 2
    wrapping.handle(press(pygame.K_DOWN))
    assert wrapping.cursor == 0
    wrapping.handle(press(pygame.K_END))
    assert wrapping.cursor == 2  # Home / End go to the ends even in a wrapping list
    wrapping.handle(press(pygame.K_HOME))
    assert wrapping.cursor == 0


def test_pages_and_the_wheel():
    menu = MenuList(30)
    menu.handle(press(pygame.K_PAGEDOWN))
    assert menu.cursor == 10
    menu.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert menu.cursor == 13
    menu.handle(press(pygame.K_PAGEUP))
    assert menu.cursor == 3


def test_disabled_rows_are_skipped_and_cannot_be_chosen():
    menu = MenuList(3, wrap=True, enabled=lambda index: index != 1)
    menu.handle(press(pygame.K_DOWN))
    assert menu.cursor == 2
    rows(menu)
    assert menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 25), button=1)) is None
    menu.cursor = 1  # e.g. set by a screen before the row was disabled
    assert menu.handle(press(pygame.K_RETURN)) is MOVED
    clamped = MenuList(4, enabled=lambda index: index < 2)
    clamped.handle(press(pygame.K_END))
    assert clamped.cursor == 1


def test_enter_escape_hover_and_click():
    menu = MenuList(3)
    rows(menu)
    assert (
        menu.handle(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 45), rel=(0, 0), buttons=(0, 0, 0))
        )
        is MOVED
    )
    assert menu.cursor == 2
    assert menu.handle(press(pygame.K_RETURN)) == Outcome(chosen=2)
    assert menu.handle(press(pygame.K_ESCAPE)) == Outcome(cancelled=True)
    assert menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)) == Outcome(
        chosen=0
    )
    # not the list's: a click off the rows, a right-click, a letter
    assert menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(500, 5), button=1)) is None
    assert menu.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)) is None
    assert menu.handle(key_event("a")) is None


def test_a_scrolled_list_maps_drawn_rects_to_their_rows():
    menu = MenuList(30)
    menu.first_drawn = 12
    menu.rects = [pygame.Rect(0, 20 * i, 100, 20) for i in range(5)]
    assert menu.index_at((5, 45)) == 14


@pytest.mark.parametrize("which", ["menu", "message", "context", "items", "levelup"])
def test_every_menu_screen_uses_it(make_app, room_state, which):
    app = make_app(state=room_state)
    item = room_state.player.inventory.items[0]
    screen = {
        "menu": lambda: app.menu,
        "message": lambda: MessageBox(app, "t", "m"),
        "context": lambda: ContextMenu(app, item, (5, 5)),
        "items": lambda: app.open("inventory"),
        "levelup": lambda: app.open("levelup"),
    }[which]()
    assert isinstance(screen.list, MenuList)
