"""The rankings (issue 25, point 3) by keys and mouse: from the main menu (``r``) and the game
menu (``k``); sorted by score or by date; a run's summary drawn from its run summary file with
its pictures; "Watch" opens its recording in the replay window and Esc comes back (the game in
play untouched); "Play this seed" starts that seed, asking first if a run would end (which is
then kept as abandoned). And the window game's run end writes its row."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

import game
from game.history.db import History
from game.history.run import Run
from game.replay.keep import keep_recording
from game.save.run_history import remember
from game.save.slot import SaveSlot
from game.ui.screens.death import DeathScreen
from game.ui.screens.game_menu import GameMenu
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox
from game.ui.screens.rankings import RankingsScreen
from game.ui.screens.replay_screen import ReplayScreen
from game.ui.screens.run_summary import RunSummaryScreen
from game.ui.watching import enable
from tests.scenario import monsters, scenario

ARENA = """
    ##########
    #........#
    #...@o...#
    #........#
    ##########
"""


def recorded_run(folder, seed: int, turns: int, abandoned: bool = True):
    """A real game of ``seed`` played ``turns`` turns, kept with its recording and row."""
    from game.agents.autoplay import play

    state = game.new_game(seed)
    play(state, turns)
    path, error = keep_recording(state, folder, "abandoned")
    assert error is None
    done = remember(state, folder, path, abandoned=abandoned)
    assert done.notes == []
    return state


@pytest.fixture
def history(tmp_path):
    """A saves folder with three real runs (seeds 5, 6, 7; the longest scores best) and a
    hundred rows of no file, older, all worse."""
    recorded_run(tmp_path, 5, 40)
    recorded_run(tmp_path, 6, 400)
    recorded_run(tmp_path, 7, 150)
    filler = [
        Run(
            seed=str(1000 + n),
            ended=f"2020-01-01 00:{n // 60:02d}:{n % 60:02d}",
            outcome="death",
            floor=1,
            turns=5000,
            level=1,
            xp=0,
            kills=0,
            cause="Orc",
        )
        for n in range(100)
    ]
    assert History(tmp_path).add_many(filler) == 100
    return tmp_path


def app_at_menu(make_app, drive, folder):
    app = make_app()
    app.slot = SaveSlot.in_dir(folder)
    enable(app)
    return app, drive(app)


def seeds_shown(screen: RankingsScreen, count: int = 3) -> list[str]:
    return [str(screen.row(index)[-1]) for index in range(count)]


def test_r_opens_the_rankings_by_score_and_keys_move_sort_and_open(history, make_app, drive):
    app, d = app_at_menu(make_app, drive, history)
    d.key("r")
    screen = app.top
    assert isinstance(screen, RankingsScreen) and screen.count == 103
    scores = [screen.row(index)[1] for index in range(103)]
    assert scores == sorted(scores, reverse=True)
    assert seeds_shown(screen)[0] == "6"  # 400 turns: the deepest, most XP
    d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_DOWN)
    assert screen.cursor == 2
    d.key(code=pygame.K_END)
    assert screen.cursor == 102 and screen.top + screen.visible_rows == 103
    d.key(code=pygame.K_HOME)
    d.key("d")
    assert screen.order == "date" and screen.cursor == 0
    dates = [screen.row(index)[7] for index in range(103)]
    assert dates == sorted(dates, reverse=True) and seeds_shown(screen)[0] == "7"
    d.key(code=pygame.K_TAB)
    assert screen.order == "score"
    d.key(code=pygame.K_DOWN)
    d.key(code=pygame.K_RETURN)
    summary = app.top
    assert isinstance(summary, RunSummaryScreen) and summary.run.seed == seeds_shown(screen)[1]
    assert summary.summary.title == "Abandoned" and summary.run.pictures is not None
    assert summary.can_watch() and "Kills by breed" in summary.summary.sections
    d.key(code=pygame.K_ESCAPE)
    assert app.top is screen
    d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)


def test_the_mouse_sorts_scrolls_opens_and_goes_back(history, make_app, drive):
    app, d = app_at_menu(make_app, drive, history)
    d.click(app.menu.option_rects["rankings"].center)
    screen = app.top
    assert isinstance(screen, RankingsScreen)
    d.click(screen.tab_rects["date"].center)
    assert screen.order == "date"
    d.click(screen.tab_rects["score"].center)
    assert screen.order == "score"
    first_rect = screen.row_rects[0]
    d.wheel(first_rect.center, -2)  # down
    assert screen.top == 6
    index, rect = screen.first_drawn + 1, screen.row_rects[1]
    assert index == 7
    d.move(rect.center)
    assert screen.cursor == 7
    d.wheel(first_rect.center, 5)
    assert screen.top == 0
    rect = screen.row_rects[0]
    d.click(rect.center)
    summary = app.top
    assert isinstance(summary, RunSummaryScreen) and summary.run.seed == "6"
    assert set(summary.buttons) == {"watch", "seed", "back"}
    d.click(summary.buttons["back"].center)
    assert app.top is screen
    d.click(screen.row_rects[0].center, button=3)
    assert isinstance(app.top, MainMenu)


def test_watch_opens_the_recording_and_esc_comes_back(history, make_app, drive):
    app, d = app_at_menu(make_app, drive, history)
    d.key("r")
    d.key(code=pygame.K_RETURN)  # the best run: seed 6, 400 turns
    summary = app.top
    d.key("w")
    replay = app.top
    assert isinstance(replay, ReplayScreen) and app.play.read_only is not None
    assert app.state is replay.replay.state and app.state.seed == 6
    assert replay.replay.last_turn == 400
    replay.advance(50)
    assert app.state.turn >= 50
    d.key(code=pygame.K_ESCAPE)
    assert app.top is summary and app.state is None and app.play.read_only is None
    assert app.running
    d.click(summary.buttons["watch"].center)
    assert isinstance(app.top, ReplayScreen)
    d.key(code=pygame.K_ESCAPE)
    assert app.top is summary


def test_a_run_without_its_files_is_drawn_from_its_row(history, make_app, drive):
    app, d = app_at_menu(make_app, drive, history)
    d.key("r")
    d.key(code=pygame.K_END)
    d.key(code=pygame.K_RETURN)
    summary = app.top
    assert isinstance(summary, RunSummaryScreen) and summary.run.morgue is None
    assert not summary.can_watch() and "watch" not in summary.buttons
    d.key("w")
    assert app.top is summary and summary.note == "This run has no recording to watch."


def test_play_this_seed_starts_that_seed(history, make_app, drive):
    app, d = app_at_menu(make_app, drive, history)
    d.key("r")
    d.key(code=pygame.K_RETURN)
    d.key("p")
    assert app.top is app.game and app.state.seed == 6 and app.state.turn == 0


def test_from_the_game_menu_watch_and_play_this_seed_over_a_game(history, make_app, drive):
    """Watching leaves the game in play as it was; closing the window while watching saves
    the player's game, not the replay; Play this seed asks first and keeps the run it ends as
    abandoned."""
    playing = game.new_game(11)
    playing.act("wait")
    app, d = app_at_menu(make_app, drive, history)
    app.play.start(playing)
    d.key(code=pygame.K_ESCAPE)
    assert isinstance(app.top, GameMenu)
    d.key("k")
    rankings = app.top
    assert isinstance(rankings, RankingsScreen)
    d.key(code=pygame.K_RETURN)
    summary = app.top
    d.key("w")
    assert isinstance(app.top, ReplayScreen) and app.state is not playing
    d.key(code=pygame.K_ESCAPE)
    assert app.top is summary and app.state is playing and app.play.read_only is None
    d.key(code=pygame.K_ESCAPE)
    d.key(code=pygame.K_ESCAPE)
    assert app.top is app.game and app.state is playing
    d.key(code=pygame.K_ESCAPE)
    d.key("k")
    d.key(code=pygame.K_RETURN)
    d.key("p")
    box = app.top
    assert isinstance(box, MessageBox) and "is in progress" in box.message
    d.click(box.button_rects[0].center)  # Start a new game
    assert app.top is app.game and app.state.seed == 6 and app.state is not playing
    left = [run for run in History(history).all() if run.seed == "11"]
    assert [(run.outcome, run.turns) for run in left] == [("abandoned", 1)]
    assert (history / left[0].recording).is_file()


def test_closing_the_window_while_watching_saves_the_game_in_play(history, make_app, drive):
    from game.save import load_game

    playing = game.new_game(12)
    playing.act("wait")
    app, d = app_at_menu(make_app, drive, history)
    app.play.start(playing)
    app.open("rankings")
    d.key(code=pygame.K_RETURN)
    d.key("w")
    assert isinstance(app.top, ReplayScreen)
    d.send(pygame.event.Event(pygame.QUIT))
    assert not app.running
    saved = load_game(app.slot.path)
    assert saved.seed == 12 and saved.turn == 1


def test_the_window_games_end_writes_its_row_with_its_recording(tmp_path, make_app, drive):
    state = scenario(ARENA, seed=2)
    boss = monsters(state)[0]
    boss.breed = replace(boss.breed, boss=True, name="Orc Warlord")
    boss.fighter.hp = 1
    app, d = app_at_menu(make_app, drive, tmp_path)
    app.slot.save(state)
    app.play.start(state)
    d.key("l")
    assert isinstance(app.top, DeathScreen)
    [run] = History(tmp_path).all()
    assert (run.outcome, run.floor, run.turns, run.seed) == ("victory", 1, 1, "2")
    assert run.recording.startswith("recordings/") and (tmp_path / run.recording).is_file()
    assert run.morgue.startswith("morgue/") and (tmp_path / run.morgue).is_file()
    assert app.top.pictures() is not None and app.top.notes()[0].startswith("Run summary:")


def test_the_run_end_screen_says_a_row_that_could_not_be_written(tmp_path, make_app, drive):
    state = scenario(ARENA, seed=2)
    state.player.fighter.hp = 1
    (tmp_path / "ironbound.db").mkdir()  # a folder where the database should be
    app, d = app_at_menu(make_app, drive, tmp_path)
    app.play.start(state)
    d.key(".")
    screen = app.top
    assert isinstance(screen, DeathScreen)
    notes = screen.notes()
    assert notes[0].startswith("Run summary:")
    assert notes[1].startswith("The run history (ironbound.db) cannot be used: ")
    shown = [line for line, _ in screen.note_lines(screen.content.width)]
    assert " ".join(shown[1:-1]) == notes[1]  # said whole, on as many lines as it takes
    assert len(shown) > len(notes) and shown[-1] == notes[-1]
    assert screen.drawn_bottom <= screen.content.bottom + 2
    d.key(code=pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)  # the game goes on


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 600)])
def test_the_screens_draw_at_every_size(history, make_app, drive, size):
    app = make_app(size)
    app.slot = SaveSlot.in_dir(history)
    enable(app)
    d = drive(app)
    d.key("r")
    assert len(app.top.row_rects) == app.top.visible_rows > 5
    window = app.surface.get_rect()
    assert all(window.contains(rect) for rect in app.top.row_rects)
    d.key(code=pygame.K_RETURN)
    summary = app.top
    assert all(window.contains(rect) for rect in summary.buttons.values())


def test_the_window_catches_up_at_start_and_a_forced_new_game_keeps_the_old_run(
    tmp_path, monkeypatch
):
    """``python main.py --new --force-new``: the saved run is kept as abandoned; once the
    first frame is shown, a run summary without a row (written while the database could not
    be) gets its row."""
    from game import cli
    from game.agents.autoplay import play
    from game.save import save_game
    from game.ui.app import App

    opened: list[App] = []

    def one_frame(app: App) -> None:
        app.frame([])
        app.run_after_first_frame()
        opened.append(app)

    monkeypatch.setattr(App, "run", one_frame)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    save_game(play(game.new_game(21), 30), SaveSlot.in_dir(tmp_path).path)
    lost = remember(scenario(ARENA, seed=3), tmp_path / "elsewhere")  # a summary, no row here
    (tmp_path / "morgue").mkdir()
    lost.morgue.rename(tmp_path / "morgue" / lost.morgue.name)
    try:
        assert cli.main(["--new", "--force-new", "--seed", "22", "--save-dir", str(tmp_path)]) == 0
    finally:
        pygame.quit()
    [app] = opened
    assert app.state.seed == 22
    runs = {run.seed: run for run in History(tmp_path).all()}
    assert runs["21"].outcome == "abandoned" and runs["21"].turns == 30
    assert runs["3"].outcome == "abandoned" and runs["3"].morgue.startswith("morgue/")


def test_new_game_over_a_saved_run_keeps_it_as_abandoned(tmp_path, make_app, drive):
    from game.agents.autoplay import play
    from game.save import save_game

    save_game(play(game.new_game(31), 25), SaveSlot.in_dir(tmp_path).path)
    app, d = app_at_menu(make_app, drive, tmp_path)
    d.key("n")
    box = app.top
    assert isinstance(box, MessageBox)
    d.key(code=pygame.K_ESCAPE)  # kept: nothing written
    assert History(tmp_path).all() == []
    d.key("n")
    d.click(app.top.button_rects[0].center)
    assert app.top is app.game and app.state.seed != 31
    [run] = History(tmp_path).all()
    assert (run.seed, run.outcome, run.turns) == ("31", "abandoned", 25)
