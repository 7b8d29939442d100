"""What the modal frames keep between openings (a modal's picture, the whole frame of openings
alike, tooltips' pictures, item descriptions per revision, the inventory panel's lit row) must
never show what is no longer so: every frame here is compared with the stack drawn for real
(``text.recording`` makes every picture cache draw instead of reusing), and the tests count
the drawings, so a cache that stopped being used would show too."""

from __future__ import annotations

import pygame
import pytest

from game.content import create_actor, create_item
from game.engine.actions import EquipAction
from game.ui import text
from game.ui.describe import item_lines
from game.ui.screens.character import CharacterScreen
from game.ui.screens.context_menu import ContextMenu
from game.ui.screens.game_menu import GameMenu
from game.ui.screens.item_list import ItemListModal
from tests.scenario import scenario
from tests.ui.conftest import key_event
from tests.ui.test_ui_modal_open_close import ESCAPE, drawn_in_full, motion, same_pixels


@pytest.fixture
def hall():
    rows = ["#" * 50] + ["#" + "." * 48 + "#" for _ in range(20)] + ["#" * 50]
    rows[10] = "#" + "." * 20 + "@" + "." * 27 + "#"
    state = scenario("\n".join(rows), seed=3)
    orc = create_actor("orc")
    state.place(orc, 24, 10)
    for kind in ("health_potion", "health_potion", "sword", "shield"):
        state.player.inventory.add(create_item(kind))
    return state


def for_real(app) -> pygame.Surface:
    """The stack drawn the plain way with every picture cache drawing for real."""
    with text.recording():
        return drawn_in_full(app)


@pytest.fixture
def drawings(monkeypatch):
    """How many times the app's frames really drew each modal (``for_real`` not counted)."""
    count: dict[str, int] = {}
    for kind in (ItemListModal, CharacterScreen, GameMenu, ContextMenu):
        plain = kind.draw

        def counted(self, surface, plain=plain, name=kind.__name__):
            if not text.recording_now():
                count[name] = count.get(name, 0) + 1
            plain(self, surface)

        monkeypatch.setattr(kind, "draw", counted)
    return count


def cycle(app, event: pygame.event.Event) -> None:
    """Open a modal, check the frame, close it, check again."""
    app.frame([event])
    assert app.top is not app.game
    assert same_pixels(app.surface, for_real(app))
    app.frame([ESCAPE])
    assert app.top is app.game
    assert same_pixels(app.surface, for_real(app))


def carried(state, name: str):
    return next(i for i in state.player.inventory.items if i.kind.id == name)


def test_the_inventory_is_drawn_again_only_when_what_it_shows_changed(make_app, hall, drawings):
    app = make_app((1280, 720), hall)
    app.frame([])
    for _ in range(4):  # drawn, its picture, its picture again (the whole frame kept), the frame
        cycle(app, key_event("i"))
    assert drawings["ItemListModal"] == 1
    assert app.modal_backdrop.reopen_of is not None  # the whole frame was kept and shown

    state = app.state
    orc = next(e for e in state.stage.entities if e.name == "Orc")
    state.place(orc, orc.x + 1, orc.y)  # a turn's worth: the list shows the same
    state.changed()
    app.frame([])
    cycle(app, key_event("i"))
    assert drawings["ItemListModal"] == 1
    state.player.fighter.base_power += 2  # a level's worth, by hand: the pane's comparison
    state.changed()  # (what the screens show follows the revision, as the engine bumps it)
    cycle(app, key_event("i"))
    assert drawings["ItemListModal"] == 2

    sword = carried(state, "sword")
    assert app.act(EquipAction(state.player, sword))  # an action: the sword put on
    app.frame([])
    cycle(app, key_event("i"))
    assert drawings["ItemListModal"] == 3

    sword.identified = True  # by hand, as a scroll would: "Sword ?" becomes "+2 Sword"
    sword.enchantment = 2
    state.changed()
    cycle(app, key_event("i"))
    assert drawings["ItemListModal"] == 4
    assert any("+2 Sword" in row.text for row in app.game.inventory.drawn_rows)

    app.frame([key_event("i")])
    app.frame([key_event("", pygame.K_DOWN)])  # the cursor moved in this opening only
    app.frame([ESCAPE])
    assert drawings["ItemListModal"] == 4  # the move drew two rows and the pane, no more
    cycle(app, key_event("i"))  # a new list starts on its first row again: its picture
    assert drawings["ItemListModal"] == 4


def test_the_character_sheet_is_drawn_again_when_its_numbers_change(make_app, hall, drawings):
    """The sheet keeps its own picture (drawn over where lines changed: see the next test):
    its second opening alike draws over it, the third is the whole frame kept."""
    app = make_app((1920, 1080), hall)
    app.frame([])
    for _ in range(4):
        cycle(app, key_event("c"))
    assert drawings["CharacterScreen"] == 2
    state = app.state
    state.player.fighter.hp -= 3  # by hand, as a blow would: the sheet's HP line changes
    state.changed()
    cycle(app, key_event("c"))
    assert drawings["CharacterScreen"] == 3
    state.turn += 1
    state.changed()
    cycle(app, key_event("c"))
    assert drawings["CharacterScreen"] == 4


def test_the_game_menu_and_the_context_menu_keep_their_pictures(make_app, hall, drawings):
    app = make_app((1280, 720), hall)
    app.frame([])
    for _ in range(3):
        cycle(app, ESCAPE)
    assert drawings["GameMenu"] == 1
    rows = app.game.inventory.drawn_rows

    def right_click(row):
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=row.rect.center)

    for _ in range(3):
        cycle(app, right_click(rows[0]))
    assert drawings["ContextMenu"] == 1
    cycle(app, right_click(rows[2]))  # another item: its own menu
    assert drawings["ContextMenu"] == 2


def test_a_tooltip_kept_as_a_picture_shows_the_item_as_it_is(make_app, hall, monkeypatch):
    from game.ui.panels import tooltip

    drawn = []
    plain = tooltip.draw_line

    def counted(*args, **kw):
        if not text.recording_now():
            drawn.append(1)
        return plain(*args, **kw)

    monkeypatch.setattr(tooltip, "draw_line", counted)
    app = make_app((1280, 720), hall)
    app.frame([])
    sword_row = next(r for r in app.game.inventory.drawn_rows if "Sword" in r.text)
    away = app.game.stage_view.rect.center
    app.frame([motion(sword_row.rect.center)])
    first = len(drawn)
    assert first > 0 and same_pixels(app.surface, for_real(app))
    app.frame([motion(away)])
    before = len(drawn)
    app.frame([motion(sword_row.rect.center)])  # the same tooltip again: its picture
    assert len(drawn) == before
    assert same_pixels(app.surface, for_real(app))
    sword = carried(app.state, "sword")
    sword.identified, sword.enchantment = True, 1  # by hand: its words change
    app.frame([motion(away)])
    before = len(drawn)
    app.frame([motion(sword_row.rect.center)])
    assert len(drawn) > before
    assert same_pixels(app.surface, for_real(app))


def test_the_inventory_panel_lights_rows_as_the_pointer_goes(make_app, hall):
    """Only the row left and the row reached are drawn again: the panel is still the whole
    drawing after every move, up, down and away."""
    from game.ui.panels.inventory import InventoryPanel

    app = make_app((1280, 720), hall)
    app.frame([])
    panel = app.game.inventory

    def rendered_whole() -> pygame.Surface:
        fresh = InventoryPanel(app.tileset)
        fresh.selected, fresh.scroll = panel.selected, panel.scroll
        surface = pygame.Surface(app.layout.inventory.size).convert()
        fresh.render(surface, app.state, app.layout)
        return surface

    rows = panel.drawn_rows
    assert len(rows) >= 4
    path = [rows[0], rows[1], rows[3], rows[1], rows[2]]
    for row in path:
        app.frame([motion(row.rect.center)])
        assert panel.selected is row.item
        assert same_pixels(panel._surface, rendered_whole())
        assert same_pixels(app.surface, for_real(app))
    app.frame([motion(app.game.stage_view.rect.center)])
    assert panel.selected is None
    assert same_pixels(panel._surface, rendered_whole())
    assert same_pixels(app.surface, for_real(app))
    sword_row = next(row for row in rows if "Sword" in row.text)
    sword = carried(app.state, "sword")
    sword.identified, sword.enchantment = True, 2  # by hand: its row's words change
    for pos in (sword_row.rect.center, app.game.stage_view.rect.center):
        app.frame([motion(pos)])  # lit and not, as the rows were lit before the change
        assert same_pixels(panel._surface, rendered_whole())
        assert same_pixels(app.surface, for_real(app))


def test_item_words_follow_the_item_and_the_game(hall):
    state = hall
    sword = carried(state, "sword")
    before = item_lines(state, sword)
    assert item_lines(state, sword) == before
    sword.identified, sword.enchantment = True, 3  # by hand, no revision
    assert item_lines(state, sword)[0][0] == "+3 Sword"
    potion = carried(state, "health_potion")
    lines = item_lines(state, potion)
    lines.append(("changed by the caller", (0, 0, 0)))  # a copy: the memo keeps its own
    assert ("changed by the caller", (0, 0, 0)) not in item_lines(state, potion)


def test_the_whole_frame_kept_is_not_shown_over_a_changed_game(make_app, hall):
    """Openings alike keep their whole frame; a toast over the game (which the list's picture
    does not follow) makes the next opening shade the new picture, whether the kept picture
    of the game was brought up to date by parts or copied whole."""
    app = make_app((1280, 720), hall)
    app.frame([])
    for _ in range(3):
        cycle(app, key_event("i"))
    assert app.modal_backdrop.reopen_of is not None
    app.game.toast("A toast copied whole")
    app.game.draw(pygame.Surface(app.surface.get_size()))  # the game drawn elsewhere
    app.frame([])
    cycle(app, key_event("i"))
    for _ in range(2):
        cycle(app, key_event("i"))
    assert app.modal_backdrop.reopen_of is not None
    app.game.toast("A toast by parts")
    app.frame([])
    cycle(app, key_event("i"))  # the kept picture brought up to date where the toast is


def sheet_lines_drawn(monkeypatch) -> list[str]:
    """A list that the character sheet's drawing adds each line it draws to (not those the
    text recorder draws again)."""
    from game.ui.screens import character

    lines: list[str] = []
    plain = character.draw_line

    def counted(surface, tileset, words, *args):
        if not text.recording_now():
            lines.append(str(words))
        return plain(surface, tileset, words, *args)

    monkeypatch.setattr(character, "draw_line", counted)
    return lines


@pytest.mark.parametrize("size", [(1280, 720), (800, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_sheet_after_a_turn_draws_only_the_lines_that_changed(
    make_app, hall, size, monkeypatch
):
    """The turn count changed: over the last sheet's picture only its line is drawn again
    (its old words wiped first), and so for HP; gear put on changes the portrait: all of it
    is drawn again."""
    lines = sheet_lines_drawn(monkeypatch)
    app = make_app(size, hall)
    app.frame([])
    cycle(app, key_event("c"))
    full = len(lines)
    assert full > 10
    state = app.state
    for turn in (12, 345, 6):  # longer and shorter words than before
        state.turn = turn
        state.changed()
        app.frame([])
        del lines[:]
        cycle(app, key_event("c"))
        assert lines == [f"Floor {state.depth}   Turn {turn}   Kills 0"]
    state.player.fighter.hp -= 5
    state.changed()
    app.frame([])
    del lines[:]
    cycle(app, key_event("c"))
    assert lines == ["HP 25 / 30"]
    sword = carried(state, "sword")
    sword.identified = True
    assert app.act(EquipAction(state.player, sword))  # the portrait changes: all drawn
    app.frame([])
    del lines[:]
    cycle(app, key_event("c"))
    assert len(lines) == full
    assert "Main hand: Sword" in lines and "Power 6 = 2 base + 4 Sword" in lines
    sword.enchantment = 1  # by hand, as a scroll would: the words that follow the gear
    state.changed()
    del lines[:]
    cycle(app, key_event("c"))
    assert sorted(lines) == ["Main hand: +1 Sword", "Power 7 = 2 base + 5 (+1 Sword)"]


def test_the_sheet_after_a_turn_lays_out_no_line_and_draws_its_footer(make_app, hall, monkeypatch):
    """A new turn: the sheet's lines are the very lines of the last sheet, so none is worked
    out again nor laid out again (``_lines``, ``_laid_line``): the kept picture is shown and
    the footer, the turn's line, alone is drawn; what is drawn is the plain drawing's
    (``cycle``)."""
    drawn = sheet_lines_drawn(monkeypatch)
    from game.ui.screens import character

    made: list[str] = []
    plain_lines, plain_laid = character.CharacterScreen._lines, character._laid_line

    def lines(self, state):  # type: ignore[no-untyped-def]
        made.append("lines")
        return plain_lines(self, state)

    def laid(words, *args):  # type: ignore[no-untyped-def]
        made.append(words)
        return plain_laid(words, *args)

    monkeypatch.setattr(character.CharacterScreen, "_lines", lines)
    monkeypatch.setattr(character, "_laid_line", laid)
    app = make_app((1280, 720), hall)
    app.frame([])
    cycle(app, key_event("c"))
    assert "lines" in made and len(made) > 10
    state = app.state
    for turn in (7, 7000):
        state.turn = turn
        state.changed()
        app.frame([])
        del made[:], drawn[:]
        cycle(app, key_event("c"))
        assert made == []
        assert drawn == [f"Floor {state.depth}   Turn {turn}   Kills 0"]
    state.player.fighter.hp -= 5  # another line than the turn's: worked out again
    state.changed()
    app.frame([])
    del made[:]
    cycle(app, key_event("c"))
    assert made[0] == "lines" and "HP 25 / 30" in made


def test_the_list_after_a_change_draws_only_the_rows_that_changed(make_app, hall, monkeypatch):
    """A potion drunk: over the last list's picture only its row is drawn again (and the
    pane, which describes it); an item dropped: the rows after it move up, the last row is
    wiped. Every frame is the plain drawing's pixels, and a click on a row finds its item."""
    from game.engine.actions import DropAction, UseAction
    from game.ui.screens import item_list

    drawn = []
    plain = item_list.draw_row

    def counted(surface, tileset, row, *args):
        if not text.recording_now():
            drawn.append(row.name)
        return plain(surface, tileset, row, *args)

    monkeypatch.setattr(item_list, "draw_row", counted)
    app = make_app((1280, 720), hall)
    app.frame([])
    state = app.state
    for _ in range(3):
        state.player.inventory.add(create_item("health_potion"))
    state.changed()
    app.frame([])
    cycle(app, key_event("i"))
    full = len(drawn)
    assert full >= 5

    state.player.fighter.hp -= 5
    potion = carried(state, "health_potion")
    assert app.act(UseAction(state.player, potion))
    app.frame([])
    del drawn[:]
    cycle(app, key_event("i"))
    assert drawn == ["4 Health Potions"]

    shield = carried(state, "shield")
    assert app.act(DropAction(state.player, shield))
    app.frame([])
    del drawn[:]
    cycle(app, key_event("i"))
    assert 0 < len(drawn) < full

    sword = carried(state, "sword")
    assert app.act(EquipAction(state.player, sword))
    app.frame([])
    del drawn[:]
    app.frame([key_event("i")])
    assert same_pixels(app.surface, for_real(app))
    assert "Sword" in drawn  # known now that it is worn (the box grew for its words: all)
    row = next(r for r in app.top.drawn_rows if r.item is sword)
    assert app.top.item_at(row.rect.center) is sword
    app.frame([ESCAPE])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("modal", ["inventory", "gamemenu", "character", "context"])
def test_the_frame_that_opens_a_modal_after_a_monster_stepped_is_the_full_drawing(
    make_app, hall, drawings, modal, size, monkeypatch
):
    """As a player meets it: a monster stepped, the game's frame showed it, then the modal
    opens. The frame (the window's picture shaded; the modal's kept picture, or the sheet's
    with only its changed lines drawn; never the whole frame kept from the opening before)
    is the stack drawn from scratch, and it shows the monster where it is now; so is the
    frame that closes it (the kept picture of the game, brought up to date where it drew)."""
    lines = sheet_lines_drawn(monkeypatch)
    app = make_app(size, hall)
    app.frame([])
    state = app.state
    orc = next(e for e in state.stage.entities if e.name == "Orc")
    row = app.game.inventory.drawn_rows[0]
    opening = {
        "inventory": key_event("i"),
        "gamemenu": ESCAPE,
        "character": key_event("c"),
        "context": pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=row.rect.center),
    }[modal]
    shown = []
    for step in range(5):
        app.frame([opening])
        assert app.top is not app.game
        assert same_pixels(app.surface, for_real(app)), (modal, step)
        shown.append(pygame.surfarray.array2d(app.surface).copy())
        app.frame([ESCAPE])
        assert app.top is app.game
        assert same_pixels(app.surface, for_real(app)), (modal, step, "closes")
        state.place(orc, orc.x + (1 if step % 2 == 0 else -1), orc.y)  # the monster's step
        if step == 2:
            state.turn += 1  # a turn counted: the sheet's turn line changes
        state.changed()
        assert app.frame([])  # the game's frame shows the step
    assert all((a != b).any() for a, b in zip(shown, shown[1:], strict=False))
    name = {"inventory": "ItemListModal", "gamemenu": "GameMenu", "context": "ContextMenu"}.get(
        modal
    )
    if name is not None:  # drawn once: every later opening is its kept picture
        assert drawings[name] == 1
    if modal == "character":  # drawn whole once, then only the turn line, once
        assert lines[-1] == f"Floor {state.depth}   Turn {state.turn}   Kills 0"
        assert lines.count(lines[-1]) == 1 and len(lines) > 10


def test_the_sheet_follows_a_guard_worn_down_and_mended(make_app, hall):
    """The stat lines are kept while the gear stays the same, but the defense's breakdown
    counts a deadlock's worn guard too: the sheet opened after it wore (and mended) says so."""
    app = make_app((1280, 720), hall)
    app.frame([])
    cycle(app, key_event("c"))
    state = app.state
    for worn, said in ((2, True), (0, False)):
        state.player.fighter.worn_guard = worn
        state.changed()
        app.frame([])
        cycle(app, key_event("c"))
        app.frame([key_event("c")])
        lines = [str(line) for line, _ in app.top.lines()]
        assert any(line.startswith("Defense ") and "worn guard" in line for line in lines) is said
        app.frame([ESCAPE])


def test_the_sheet_shown_whole_follows_the_interface_size_and_the_window(make_app, hall, drawings):
    """A sheet whose lines are as they were is its kept picture put on, nothing laid out
    (``CharacterScreen._show_kept``): not after the window changed or the interface size
    did (another layout in the same window); each frame is the stack drawn for real."""
    from dataclasses import replace

    from game.ui.layout import UI_STEPS

    app = make_app((1280, 720), hall)
    app.frame([])
    for _ in range(3):
        cycle(app, key_event("c"))
    boxes = set()
    for change in ("window", "interface"):
        if change == "window":
            app.surface = pygame.display.set_mode((1920, 1080))
        else:  # the design's size in this window, not the step it would take (1.5)
            app.change_settings(replace(app.settings, interface=UI_STEPS[0]))
        app.frame([])
        for _ in range(2):
            app.frame([key_event("c")])
            assert same_pixels(app.surface, for_real(app)), change
            boxes.add(tuple(app.top.box))
            app.frame([ESCAPE])
    assert len(boxes) == 2  # each change moved the box
