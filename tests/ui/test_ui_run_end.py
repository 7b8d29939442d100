"""The end of a run in the window (issue 11, point 3): a victory or a death opens the summary
screen ("You won!" / "You died", how it ended, the gear by the names the player knows), writes
the run summary into ``morgue/`` once, and leaving it deletes the save; keys and mouse lead to
the main menu or a new game; it fits the window at every size."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from gear_kit import TEN, wear

from game.content import create_item
from game.engine.damage import apply_damage
from game.replay.keep import recordings_dir
from game.save import backup_path
from game.save.morgue_file import MORGUE_DIR
from game.save.slot import SaveSlot
from game.ui import theme
from game.ui.screens.death import DeathScreen
from game.ui.screens.history import HistoryScreen
from game.ui.screens.main_menu import MainMenu
from tests.scenario import monsters, scenario

ARENA = """
    ##########
    #........#
    #...@o...#
    #........#
    ##########
"""


def boss_fight(kit=()) -> object:
    """The hero (wearing ``kit``) beside a boss with 1 HP: one step right wins the run."""
    state = wear(scenario(ARENA, seed=2), kit)
    boss = monsters(state)[0]
    boss.breed = replace(boss.breed, boss=True, name="Orc Warlord")
    boss.fighter.hp = 1
    return state


def doomed() -> object:
    """The hero with 1 HP beside an Orc: a turn's wait ends the run."""
    state = scenario(ARENA, seed=2)
    state.player.fighter.hp = 1
    return state


def saved_app(tmp_path, make_app, state):
    """An app playing ``state``, whose save (and backup) are in ``tmp_path``."""
    slot = SaveSlot.in_dir(tmp_path)
    slot.save(state)
    slot.save(state)
    app = make_app(state=state)
    app.slot = slot
    return app, slot


def summaries(tmp_path) -> list:
    folder = tmp_path / MORGUE_DIR
    return sorted(folder.iterdir()) if folder.is_dir() else []


def test_a_victory_shows_you_won_writes_the_summary_and_deletes_the_save(tmp_path, make_app, drive):
    app, slot = saved_app(tmp_path, make_app, boss_fight())
    d = drive(app)
    d.key("l")  # the killing blow
    screen = app.top
    assert isinstance(screen, DeathScreen) and app.state.won
    assert screen.title == "You won!" and screen.title_color != (235, 110, 100)
    assert screen.lines()[0][0] == "Slew the Orc Warlord on floor 1"
    assert screen.lines()[1][0] == "Floor 1   Level 1   1 turn   1 kill"
    [summary] = summaries(tmp_path)
    assert screen.note == f"Run summary: {MORGUE_DIR}/{summary.name}"
    assert summary.read_text(encoding="utf-8").splitlines()[3] == "You won!"
    assert slot.exists() and backup_path(slot.path).exists()  # kept until the screen goes
    d.click(app.layout.window.center)
    assert isinstance(app.top, MainMenu) and app.state is None
    assert not slot.exists() and not backup_path(slot.path).exists()
    assert not app.menu.enabled("continue") and len(summaries(tmp_path)) == 1


def test_a_death_names_its_cause_and_the_gear_by_known_names(tmp_path, make_app, drive):
    state = doomed()
    ring = create_item("ring_of_strength", enchantment=1)
    state.player.inventory.add(ring)
    state.player.equipment.equip(ring)  # on, but never learned: the player sees its look
    app, slot = saved_app(tmp_path, make_app, state)
    d = drive(app)
    d.key(".")
    screen = app.top
    assert isinstance(screen, DeathScreen) and screen.title == "You died"
    assert [line for line, _ in screen.lines()] == [
        "Killed by an Orc on floor 1",
        "The Orc hits you for 1 damage.",
        "Floor 1   Level 1   1 turn   0 kills",
        "Wearing:",
    ]
    look = state.appearances["ring_of_strength"]
    assert screen.gear_names() == ["Leather Armor", "Dagger", f"{look} ring"]
    assert f"{look} ring" in summaries(tmp_path)[0].read_text(encoding="utf-8")
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, MainMenu) and not slot.exists()


def test_n_starts_a_new_game_from_the_summary(tmp_path, make_app, drive):
    app, slot = saved_app(tmp_path, make_app, boss_fight())
    d = drive(app)
    d.key("l")
    ended = app.state
    d.key("n")
    assert app.top is app.game and app.state is not ended and not app.state.game_over
    assert not backup_path(slot.path).exists() and len(summaries(tmp_path)) == 1


def test_the_summary_is_written_once_per_run(tmp_path, make_app, drive):
    app, slot = saved_app(tmp_path, make_app, doomed())
    d = drive(app)
    d.key(".")
    d.key("v")  # the message history over the summary, and back
    assert isinstance(app.top, HistoryScreen)
    d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, DeathScreen)
    app.play.sync()
    d.send(pygame.event.Event(pygame.QUIT))  # closing the window ends the run too
    assert not app.running and not slot.exists() and len(summaries(tmp_path)) == 1


def test_closing_the_window_on_a_won_run_deletes_the_save(tmp_path, make_app, drive):
    app, slot = saved_app(tmp_path, make_app, boss_fight())
    d = drive(app)
    d.key("l")
    d.send(pygame.event.Event(pygame.QUIT))
    assert not app.running and not slot.exists() and not backup_path(slot.path).exists()


def test_a_summary_that_cannot_be_written_is_said_on_the_screen(tmp_path, make_app, drive):
    app, slot = saved_app(tmp_path, make_app, boss_fight())
    (tmp_path / MORGUE_DIR).write_text("a file where the folder should be")
    d = drive(app)
    d.key("l")
    screen = app.top
    assert isinstance(screen, DeathScreen) and screen.title == "You won!"
    assert screen.note.startswith("Could not write the run summary:")
    d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu) and not slot.exists()


@pytest.mark.parametrize(
    "size", [(1280, 720), (1920, 1080), (640, 480)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("ending", ["won", "died"])
def test_the_summary_fits_the_window(tmp_path, make_app, drive, size, ending):
    """Ten worn items and the note: nothing falls below the box, the box inside the window."""
    state = boss_fight(TEN) if ending == "won" else wear(doomed(), TEN)
    app, _ = saved_app(tmp_path, make_app, state)
    app.slot = SaveSlot.in_dir(tmp_path)
    d = drive(app)
    if ending == "won":
        d.key("l")
    else:
        apply_damage(state, state.player, 999, cause="Orc")
        app.play.sync()
    app.draw()
    screen = app.top
    assert isinstance(screen, DeathScreen) and len(screen.gear_names()) == 10
    red = [name for _, name, color in screen.gear_lines() if color == theme.MALUS]
    assert red == ["-2 Mace"]  # the one cursed piece, known since it bound itself
    assert screen.title == ("You won!" if ending == "won" else "You died")
    window = app.surface.get_rect()
    assert window.contains(screen.box) and screen.box.contains(screen.content)
    assert screen.content.y < screen.drawn_bottom <= screen.content.bottom


def test_the_summary_says_where_the_recording_went(tmp_path, make_app, drive):
    """The playtest (seed 4, a death on floor 7): the toast "Recording kept: ..." was hidden
    under the summary screen, so the recording's name could be read nowhere."""
    app, _ = saved_app(tmp_path, make_app, doomed())
    d = drive(app)
    d.key(".")
    screen = app.top
    assert isinstance(screen, DeathScreen)
    [kept] = sorted(recordings_dir(tmp_path).iterdir())
    [summary] = summaries(tmp_path)
    assert screen.notes() == [
        f"Run summary: {MORGUE_DIR}/{summary.name}",
        f"Recording: recordings/{kept.name}",
    ]
    app.draw()
    assert screen.box.contains(screen.content)
    assert screen.drawn_bottom <= screen.content.bottom
    d.key(code=pygame.K_RETURN)
    d.key("n")  # a new game's end says its own recording, never the last one's
    assert app.state is not None and not app.play._run_end_recording
