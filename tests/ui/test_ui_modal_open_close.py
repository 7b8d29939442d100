"""The frame that opens a modal is made from the window's own picture (the game's last frame
brought up to date, kept, shaded in place), and the frame that closes it puts that picture
back: both must leave exactly the pixels of the stack drawn in full, whatever happened in
between (the pointer over the map, the game changed under the dialog, a toast)."""

from __future__ import annotations

import pygame
import pytest

from game.content import create_actor, create_item
from game.engine.actions import DropAction
from game.ui.screens.context_menu import ContextMenu
from tests.scenario import scenario
from tests.ui.conftest import key_event

ESCAPE = key_event("\x1b", pygame.K_ESCAPE)


def drawn_in_full(app) -> pygame.Surface:
    """The stack drawn the plain way, every screen over the one below, no cache; the game
    screen's memory of the window is left as it was (the next frame may draw by parts)."""
    game_screen = app.game
    kept = (
        game_screen._shown_on,
        game_screen._overlay,
        game_screen.changed_rects,
        game_screen.frames,
        game_screen._still,
    )
    out = pygame.Surface(app.surface.get_size()).convert()
    for screen in app.stack.visible(lambda s: s.modal):
        screen.draw(out)
    (
        game_screen._shown_on,
        game_screen._overlay,
        game_screen.changed_rects,
        game_screen.frames,
        game_screen._still,
    ) = kept
    return out


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return bool((pygame.surfarray.array2d(a) == pygame.surfarray.array2d(b)).all())


def motion(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


@pytest.fixture
def hall():
    rows = ["#" * 50] + ["#" + "." * 48 + "#" for _ in range(20)] + ["#" * 50]
    rows[10] = "#" + "." * 20 + "@" + "." * 27 + "#"
    state = scenario("\n".join(rows), seed=3)
    orc = create_actor("orc")
    state.place(orc, 24, 10)
    orc.fighter.hp -= 2
    for kind in ("health_potion", "health_potion", "sword"):
        state.player.inventory.add(create_item(kind))
    return state


def opening_events(app) -> dict[str, pygame.event.Event]:
    row = app.game.inventory.drawn_rows[0]
    return {
        "inventory": key_event("i"),
        "gamemenu": ESCAPE,
        "character": key_event("c"),
        "context": pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=row.rect.center),
    }


@pytest.fixture
def restores(monkeypatch):
    """How often a closing frame put the kept picture back (the fast way)."""
    from game.ui.screens.game_screen import GameScreen

    count = {"restored": 0}
    plain = GameScreen.restored

    def counted(self, surface):
        count["restored"] += 1
        plain(self, surface)

    monkeypatch.setattr(GameScreen, "restored", counted)
    return count


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("modal", ["inventory", "gamemenu", "character", "context"])
def test_opening_and_closing_frames_are_the_full_drawing(make_app, hall, restores, modal, size):
    app = make_app(size, hall)
    app.frame([])
    view = app.game.stage_view.rect
    app.frame([motion((view.centerx + 40, view.centery))])  # a hover frame on the map
    for round_ in range(3):
        app.frame([opening_events(app)[modal]])
        assert app.top is not app.game
        assert isinstance(app.top, ContextMenu) == (modal == "context")
        assert same_pixels(app.surface, drawn_in_full(app)), (modal, round_, "opens")
        app.frame([])
        assert same_pixels(app.surface, drawn_in_full(app)), (modal, round_, "again")
        app.frame([ESCAPE])
        assert app.top is app.game
        assert same_pixels(app.surface, drawn_in_full(app)), (modal, round_, "closes")
    assert restores["restored"] == 3  # every closing frame put the kept picture back


def test_the_game_changed_under_the_dialog_shows_when_it_closes(make_app, hall, restores):
    """A potion dropped, a monster moved and a toast while the inventory is up: the closing
    frame (the kept picture, then only what changed) is still the game drawn in full."""
    app = make_app((1280, 720), hall)
    app.frame([])
    app.frame([key_event("i")])
    state = app.state
    potion = next(i for i in state.player.inventory.items if i.name == "Health Potion")
    assert app.act(DropAction(state.player, potion))
    orc = next(e for e in state.stage.entities if e.name == "Orc")
    state.place(orc, orc.x + 1, orc.y + 1)
    state.changed()
    app.game.toast("Something happened")
    app.frame([])
    assert same_pixels(app.surface, drawn_in_full(app))
    app.frame([ESCAPE])
    assert app.top is app.game and restores["restored"] == 1
    assert same_pixels(app.surface, drawn_in_full(app))


def test_a_game_drawn_elsewhere_meanwhile_is_drawn_again_in_full(make_app, hall, restores):
    """A screenshot of the game taken to another surface while a modal is up: the kept
    picture is no longer the game's last frame, so closing draws the game whole."""
    app = make_app((1280, 720), hall)
    app.frame([])
    app.frame([key_event("c")])
    app.game.draw(pygame.Surface(app.surface.get_size()))
    app.frame([ESCAPE])
    assert restores["restored"] == 0
    assert same_pixels(app.surface, drawn_in_full(app))


def test_the_inventory_is_measured_once_for_its_openings_until_the_game_changes(
    make_app, hall, monkeypatch
):
    from game.ui.screens.item_list import ItemListModal

    measured = []
    plain = ItemListModal._measure_box
    monkeypatch.setattr(ItemListModal, "_measured", [])
    monkeypatch.setattr(
        ItemListModal,
        "_measure_box",
        lambda self, window: measured.append(1) or plain(self, window),
    )
    app = make_app((1280, 720), hall)
    app.frame([])
    for _ in range(3):
        app.frame([key_event("i")])
        app.frame([ESCAPE])
    assert len(measured) == 1
    state = app.state
    sword = next(i for i in state.player.inventory.items if i.name == "Sword")
    assert app.act(DropAction(state.player, sword))
    app.frame([key_event("i")])
    assert len(measured) == 2
    assert same_pixels(app.surface, drawn_in_full(app))
