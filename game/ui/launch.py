"""Starting the window game from the command line: a game, a save, or one screenshot."""

from __future__ import annotations

import os
import sys

import pygame

from game.save.slot import SaveSlot, save_dir
from game.ui.app import App
from game.ui.display_check import driver_chosen, fallback_problem
from game.ui.layout import DEFAULT_SIZE
from game.ui.settings import Settings, load_settings, settings_path
from game.ui.watching import enable as enable_watching


def run_window(
    seed: int | None = None,
    new: bool = False,
    autoplay: int | None = None,
    size: tuple[int, int] | None = None,
    zoom: int | None = None,
    screen: str | None = None,
    screenshot: str | None = None,
    load: str | None = None,
    saves: str | None = None,
    replay: str | None = None,
    force_new: bool = False,
) -> int:
    """Open the window (at the menu, or in a game with ``new``/``autoplay``/``load``) and play.

    Saves go to ``saves`` (``--save-dir``, else $IRONBOUND_SAVE_DIR, else saves/), or back to
    ``load`` when a file was given (its recordings, run summary and screenshots still go to the
    saves folder, and once it is over the menu's Continue and New game use that folder). With
    ``screenshot``, draw one frame of ``screen`` into that PNG and exit instead, touching no
    save; this needs no real display (SDL's dummy driver is used unless one is set). Without
    one, a window SDL could only open off-screen is refused with a message (exit status 2)
    instead of running unseen. With ``replay``, play that recording back (no save is read or
    written); a bad one is refused (exit status 2). A new game (``new``, ``autoplay``) whose
    save would replace a saved run first asks the main menu's question, over the menu, unless
    ``force_new``.

    The settings file in the saves folder gives the window size, zoom, fullscreen and keys
    (``size`` and ``zoom`` given here win); a screenshot uses the defaults and reads no file.
    """
    chosen = screenshot is not None or driver_chosen()
    if screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    slot = None if screenshot or replay else (SaveSlot(load) if load else SaveSlot.in_dir(saves))
    settings_file = None if screenshot else settings_path(save_dir(saves))
    settings, problems = (Settings(), []) if settings_file is None else load_settings(settings_file)
    app = App(size or settings.window_size or DEFAULT_SIZE, resizable=not screenshot, slot=slot)
    if load and slot is not None:  # only the save file is elsewhere: not the saves folder
        app.play.saves.home = SaveSlot.in_dir(saves)
    app.settings_file = settings_file
    problem = fallback_problem(pygame.display.get_driver(), chosen)
    if problem is not None:
        pygame.quit()
        print(problem, file=sys.stderr)
        return 2
    app.play.first_seed = seed
    enable_watching(app)
    if slot is not None:  # after the first frame: the menu shows no later for it
        app.after_first_frame.append(lambda: _catch_up(app))
    if replay:
        if not _watch(app, replay):
            pygame.quit()
            return 2
    elif load and screenshot:
        from game.save import SaveError, load_game

        try:
            app.play.start(load_game(load))  # only read: a screenshot never writes a save
        except SaveError as error:
            print(error, file=sys.stderr)
            pygame.quit()
            return 2
    elif load:
        app.play.continue_game()
    elif new or autoplay or (screenshot and screen != "menu"):
        import game
        from game.agents.autoplay import play

        def begin() -> None:
            state = game.new_game(seed)
            if autoplay:
                play(state, autoplay)
            app.play.start(state)

        if screenshot:  # a screenshot saves nothing: nothing to replace
            begin()
        elif force_new:  # replacing a saved run unasked: it is kept as abandoned
            if app.play.saves.at_stake(None) is not None:
                app.play.abandon_run(begin)
            else:
                begin()
        else:  # the main menu's question first, if a saved run would be replaced
            app.play.offer_new_game(begin)
    app.use_settings(settings, problems, zoom)
    if screen:
        app.open(screen)
    if screenshot:
        if app.state is not None:  # the same picture every time: the water's first frame
            app.game.stage_view.clock = lambda: 0.0
        app.screenshot(screenshot)
        pygame.quit()
        print(f"wrote {screenshot}")
        return 0
    app.run()
    return 0


def _watch(app: App, path: str) -> bool:
    """Open the recording at ``path`` in ``app``; False after saying why it cannot be."""
    from game.replay.file import RecordingError, read_recording
    from game.replay.player import Replay
    from game.ui.screens.replay_screen import watch

    try:
        watch(app, Replay(read_recording(path)))
    except RecordingError as error:
        print(error, file=sys.stderr)
        return False
    return True


def _catch_up(app: App) -> None:
    """At start (once the first frame is shown): rows for run summaries that have none (a row
    that could not be written, old files from before the history); a problem is one line on
    the main menu."""
    from game.save.run_history import catch_up

    folder = app.play.saves.folder
    if folder is None:
        return
    _, problem = catch_up(folder)
    if problem:
        app.menu.note = problem
