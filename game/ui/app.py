"""The app: the game in play, the screen stack and the main loop, tied together.

The parts live in their own modules: the OS window (``window.py``), the stack
(``screen_stack.py``), saving (``saving.py``, a ``SaveController``) and the screens by name
(``screen_registry.py``); the command line starts it in ``launch.py``. Screens see the app
only through the small protocols of ``host.py``.

The app holds the current ``GameState`` but no facts about it: every frame is drawn from the
state, and the state only changes through ``App.act``: the engine performs an action the UI
built, then the app does what follows (opening the level-up choice, saving after a descent).

Saving: Escape in the game opens the game menu, whose "Save and quit" saves and goes to the
main menu; closing the window saves and quits,
descending saves, and the main loop saves if an unexpected exception ends it. A save that fails
is shown and the game stays open. A run that ends (death or victory) writes its summary file
into ``morgue/`` when the summary screen opens, and deletes the save when it is dismissed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.events import Outcome
from game.save.slot import SaveSlot, save_on_crash
from game.ui import animation
from game.ui.heap import HeapKeeper
from game.ui.input import Keymap
from game.ui.layout import DEFAULT_SIZE, Layout, compute_layout, default_zoom
from game.ui.modal_backdrop import ModalBackdrop
from game.ui.pacing import FramePacer
from game.ui.saving import SaveController
from game.ui.screen_stack import ScreenStack
from game.ui.screens.base import Modal, paint
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox
from game.ui.settings import Settings, save_settings
from game.ui.tileset import Tileset
from game.ui.window import Window

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.host import L, Layer
    from game.ui.screens.game_screen import GameScreen

FPS = 60
#: Events after which the window's picture may be lost or stale: the next frame goes whole.
REPAINT_EVENTS = frozenset({pygame.VIDEOEXPOSE, pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN,
                            pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED,
                            pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE})
#: The longest the loop sleeps on the event queue when nothing timed is under way.
IDLE_WAIT_MS = 1000


class App:
    """The game being played (if any), its screens and the loop; satisfies ``host.MenuHost``
    and ``host.GameHost``."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, resizable: bool = True,
                 slot: SaveSlot | None = None) -> None:
        self.window = Window(size, resizable)
        self.saves = SaveController(slot)
        self.pointer: tuple[int, int] = (0, 0)  # the pointer's last known position
        self.pointer_inside = False  # it is over the window (a mouse event came, no leave)
        self.tileset = Tileset()
        self.state: GameState | None = None
        self.zoom: int | None = None  # None: the default for the window size
        self.settings = Settings()
        self.settings_file: Path | None = None  # where changed settings go (None: nowhere)
        self._keymap = Keymap()
        self.first_seed: int | None = None  # the seed of the menu's first New game
        self.running = True
        #: While watching a replay: why the engine is out of reach (``act`` refuses with it).
        self.read_only: str | None = None
        #: How fast animations play (``game.ui.animation``): 1 as designed, 2 twice as fast,
        #: 0 off. The settings' choice sets it (``animation.speed_for``); read at each command.
        self.animation_speed = animation.DEFAULT_SPEED
        self._game: GameScreen | None = None  # made on first use: the menu needs no engine
        #: What the run's end said of its recording, for the summary screen (its toast is
        #: hidden under that screen).
        self._run_end_recording = ""
        self.menu = MainMenu(self)
        self.stack: ScreenStack[Layer] = ScreenStack(self.menu, self.stack_changed)
        self._layout: Layout | None = None
        self._layout_key: tuple = ()
        self._default_zoom: tuple[tuple, int] = ((), 32)
        self.events_seen = 0  # events handled so far: any may change what the screens show
        self.stack_changes = 0
        self.modal_backdrop = ModalBackdrop()
        self._shown_look: Hashable = None  # the look of the frame on the window now
        self.draws = 0  # frames drawn, here or by anyone calling draw()
        self.repaint = True  # the next frame goes to the display whole
        self.heap = HeapKeeper()  # collects and freezes once per floor (see game.ui.heap)
        #: Counts events after which the window may not hold the last frame (a new display
        #: surface, an expose): the game screen then draws it whole.
        self.window_changes = 0
        self._shown_draws = 0  # ... as many when the last frame went to the display

    @property
    def game(self) -> GameScreen:
        """The game screen (one per game in play)."""
        if self._game is None:
            from game.ui.screens.game_screen import GameScreen

            self._game = GameScreen(self)
        return self._game

    @property
    def slot(self) -> SaveSlot | None:
        return self.saves.slot

    @slot.setter
    def slot(self, slot: SaveSlot | None) -> None:
        """Play with ``slot`` as the save and the saves folder (``saves.home`` for one
        elsewhere: see ``SaveController``)."""
        self.saves.slot = self.saves.home = slot

    # -- geometry ------------------------------------------------------------------------
    @property
    def surface(self) -> pygame.Surface:
        return self.window.surface

    @surface.setter
    def surface(self, surface: pygame.Surface) -> None:
        self.window.surface = surface
        self.window_changes += 1

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    @property
    def layout(self) -> Layout:
        """Where everything goes, for the window's size and the interface size chosen."""
        key = (self.surface.get_size(), self.settings.interface)
        if self._layout is None or self._layout_key != key:
            self._layout, self._layout_key = compute_layout(*key[0], key[1]), key
        return self._layout

    @property
    def current_zoom(self) -> int:
        if self.zoom is not None:
            return self.zoom
        key = (self.surface.get_size(), self.settings.interface)
        if self._default_zoom[0] != key:
            self._default_zoom = (key, default_zoom(*key[0], key[1]))
        return self._default_zoom[1]

    # -- settings ------------------------------------------------------------------------
    @property
    def keymap(self) -> Keymap:
        """The game's keys, as the settings bind them."""
        if self._keymap.bindings != self.settings.bindings:
            self._keymap = Keymap(self.settings.bindings)
        return self._keymap

    def use_settings(self, settings: Settings, problems: list[str] | None = None,
                     zoom: int | None = None) -> None:
        """At start: the settings read from the file (``zoom`` from the command line wins);
        problems found in the file are shown over the first screen."""
        self.settings = settings
        self.zoom = zoom if zoom is not None else settings.zoom
        self.animation_speed = animation.speed_for(settings.animation)
        if settings.fullscreen and not self.fullscreen:
            self.window.toggle_fullscreen()
            self.surface = self.window.surface  # through App's setter (see change_settings)
        if problems:
            self.push(MessageBox(self, "Settings reset", "\n".join(problems)))

    def change_settings(self, settings: Settings) -> str | None:
        """Apply ``settings`` now (zoom, window size, fullscreen; keys on the next press) and
        write them to the settings file; the error to show, or None."""
        old, self.settings = self.settings, settings
        error = None
        if settings.zoom != old.zoom:
            self.zoom = settings.zoom
        self.animation_speed = animation.speed_for(settings.animation)
        if settings.window_size != old.window_size:
            error = self.window.set_size(settings.window_size)
        if settings.fullscreen != self.fullscreen:
            error = self.window.toggle_fullscreen() or error
            if self.fullscreen != settings.fullscreen:
                self.settings = replace(settings, fullscreen=self.fullscreen)
        # through App's own setter, so whatever watches for a new display surface hears of it
        self.surface = self.window.surface
        written = self.write_settings()
        return error or written

    def write_settings(self) -> str | None:
        if self.settings_file is None:
            return None
        return save_settings(self.settings, self.settings_file)

    def set_zoom(self, zoom: int) -> None:
        """+ / - and the wheel: zoom the map and keep it for the next game."""
        self.zoom = zoom
        if self.settings.zoom != zoom:
            self.settings = replace(self.settings, zoom=zoom)
            self.write_settings()

    # -- the stack -----------------------------------------------------------------------
    @property
    def top(self) -> Layer:
        return self.stack.top

    def push(self, screen: L) -> L:
        return self.stack.push(screen)

    def pop(self, screen: Layer | None = None) -> None:
        """Remove ``screen`` (default: the top one) from the stack."""
        self.stack.pop(screen)

    def showing(self, kind: type) -> bool:
        return self.stack.showing(kind)

    def stack_changed(self) -> None:
        """Another screen is on top: a held button or drag does not carry over, and the
        game's hover is where the pointer is now, not where it was when the game last had
        the events (else a closed modal leaves a stale tooltip until the mouse moves)."""
        self.stack_changes += 1
        if self._game is not None:
            self._game.mouse.reset()
            self._game.mouse.hover = self.pointer if self.pointer_inside else None

    # -- games ---------------------------------------------------------------------------
    def start(self, state: GameState, screen: GameScreen | None = None) -> None:
        """Play ``state``: the game screen (or ``screen``, a replay's) alone on the stack."""
        from game.ui.screens.game_screen import GameScreen

        self.state = state
        self._game = screen or GameScreen(self)
        self.stack.replace(self.game)
        self.sync()

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game; the first one uses ``first_seed`` (``--seed``) if it was given."""
        import game

        if seed is None:
            seed, self.first_seed = self.first_seed, None
        self.saves.use_home()  # a new game saves into the saves folder, whatever was loaded
        self.start(game.new_game(seed))

    def offer_new_game(self, start: Callable[[], None] | None = None) -> None:
        """"New game" from the menu (and ``--new``): straight in when nothing would be lost,
        else ask first, naming the game that would end; keeping it is the default (Enter, Esc,
        a click away). ``start`` starts the game (default: ``new_game``)."""
        start = start or self.new_game
        at_stake = self.saves.at_stake(self.state)
        if at_stake is None:
            start()
            return
        self.push(MessageBox(self, "Start a new game?", at_stake,
                             [("Start a new game", start), ("Keep it", lambda: None)],
                             default=1))

    def game_on(self) -> bool:
        """A game is in memory and not over."""
        return self.state is not None and not self.state.game_over

    def can_continue(self) -> bool:
        """True when there is a game to go back to: in memory, or a save (or its backup)."""
        return self.game_on() or self.saves.has_save()

    def resume(self) -> None:
        if self.game_on():
            self.stack.replace(self.game)

    def continue_game(self) -> None:
        """The game in memory, else the save; a bad save shows why and offers the backup.

        Nothing is deleted or overwritten here: a bad file stays as it is.
        """
        if self.game_on():
            self.resume()
            return
        offer = self.saves.load_or_backup()
        if offer is None:
            return
        if offer.error is None and offer.state is not None:
            self.start(offer.state)
        elif offer.from_backup and offer.state is not None:
            backup = offer.state
            self.push(MessageBox(self, "The save did not load", offer.message,
                                 [("Yes, load the backup", lambda: self.start(backup)),
                                  ("No", lambda: None)]))
        else:
            self.push(MessageBox(self, "The save did not load", offer.message))

    def to_main_menu(self) -> None:
        if self._game is not None:
            self._game.stop_journey()
        self.menu.cursor = 1 if self.can_continue() else 0
        self.stack.replace(self.menu)

    def save_and_leave(self) -> None:
        """The game menu's "Save and quit": save, then the main menu; if saving fails, stay
        and say why."""
        error = self.saves.save(self.state)
        if error is not None:
            self.show_save_error(error, "You are still in the game; nothing is lost yet.")
            return
        self.menu.note = "Game saved." if self.slot is not None else ""
        self.to_main_menu()

    def keep_recording(self) -> str:
        """Write the run's recording into the saves folder (the run's end, and a key in the
        game); a toast says where, or why not. Returns the same for the run's summary screen
        ("Recording: recordings/<name>"); without a save slot (tests), nothing and ""."""
        if self.state is None or self.slot is None:
            return ""
        from game.replay.keep import FOLDER_NAME, keep_recording

        path, error = keep_recording(self.state, self.saves.folder)
        self.game.toast(f"Recording kept: {path}" if error is None else error)
        return f"Recording: {FOLDER_NAME}/{path.name}" if path is not None else str(error)

    def show_save_error(self, error: str, then: str) -> None:
        self.game.stop_journey()
        self.push(MessageBox(self, "Could not save", f"{error}\n{then}"))

    def end_game(self) -> None:
        """Leave a finished game for the main menu; a finished run's save is deleted now."""
        note = ""
        if self.state is not None and self.state.game_over:
            self.saves.write_run_summary(self.state)  # already written unless never shown
            note = self.saves.delete_after_death()
            self.saves.use_home()  # a loaded run is over: the menu is the saves folder's again
        self.state = None
        self.to_main_menu()
        self.menu.note = note

    def act(self, action: Action | str, **params: Any) -> Outcome:
        """The one door to the engine: perform the player's ``action`` (the UI builds it), then
        open what the result calls for. A command name with its parameters goes through
        ``state.do`` instead, the named door (tests use it). Answers with the engine's
        ``Outcome``: truthy when it happened, else the refusal's words."""
        state = self.state
        if state is None or self.read_only:
            if self.read_only:
                self.game.toast(self.read_only)
            return Outcome(False, refusal=self.read_only)
        depth, over = state.depth, state.game_over
        outcome = (state.do(action, watch=True, **params) if isinstance(action, str)
                   else state.perform(action, watch=True))
        if state.game_over and not over:
            self._run_end_recording = self.keep_recording()
        if outcome and self._game is not None:
            self._game.animate(outcome.events, state)
        if state.depth != depth:
            self.game.stop_journey()
            error = self.saves.save(self.state)
            if error is not None:
                self.show_save_error(error, "The game goes on; it will try again when you leave.")
        self.sync()
        return outcome

    def sync(self) -> None:
        """Open the run's summary screen (death or victory; its summary file is written then)
        or the level-up choice when the state calls for them."""
        state = self.state
        if state is None or self.read_only:
            return
        from game.ui.screens.death import DeathScreen
        from game.ui.screens.level_up import LevelUpScreen

        if state.game_over:
            if not self.showing(DeathScreen):
                self.game.stop_journey()
                note = self.saves.write_run_summary(state)
                self.stack.replace(self.game, DeathScreen(self, note, self._run_end_recording))
                self._run_end_recording = ""  # said once, for this run
        elif state.level_up_pending and not self.showing(LevelUpScreen):
            self.game.stop_journey()
            self.push(LevelUpScreen(self))

    # -- screens by name -----------------------------------------------------------------
    def open(self, name: str) -> Layer | None:
        """Open a screen by name (keys, ``--screen``): see ``screen_names.SCREENS``."""
        if name == "menu":
            self.to_main_menu()
            return self.menu
        if name == "game":
            self.resume()
            return self.game
        from game.ui import screen_registry

        if self.state is None and name not in screen_registry.WITHOUT_A_GAME:
            return None

        return self.push(screen_registry.build(self, name))

    def open_item_list(self, mode: str, force: bool = False) -> Layer | None:
        """The inventory, drop or remove list; a toast instead if it would be empty."""
        assert self.state is not None
        player = self.state.player
        if not force:
            if not player.inventory.items:
                self.game.toast("You carry nothing.")
                return None
            if mode == "remove" and not player.equipment.worn_items():
                self.game.toast("You wear nothing.")
                return None
        return self.open(mode)

    def use_item(self, item: Item) -> None:
        """Use or put on / take off ``item``: a ring asks which ring to replace when both ring
        slots are full, a scroll read on an item lists what it fits, scrolls aimed at the map
        open the targeting overlay."""
        assert self.state is not None
        from game.engine.actions import UseAction
        from game.ui.screens import gear_choices
        from game.ui.screens.targeting import TargetingScreen

        effect = item.effect
        if item.equippable is not None:
            gear_choices.wear(self, item)
        elif gear_choices.reads_on_an_item(item):
            gear_choices.read_on(self, item)
        elif effect is not None and effect.targeting is not None:
            self.push(TargetingScreen(self, item))
        else:
            self.act(UseAction(self.state.player, item))

    # -- the loop ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.events_seen += 1
        if event.type in REPAINT_EVENTS:
            self.repaint = True
            self.window_changes += 1
        if hasattr(event, "pos") and event.type != pygame.VIDEORESIZE:
            self.pointer = event.pos
            self.pointer_inside = True
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer_inside = False
        if event.type == pygame.QUIT:
            self.request_quit()
        elif event.type == pygame.VIDEORESIZE:
            self.window.resized()
        else:
            self.top.handle(event)

    def update(self) -> None:
        self.top.update()
        if self.state is not None and self.top is self._game:
            self.sync()

    def look(self) -> Hashable:
        """Everything the frame's pixels follow from, short of the screens' own fields: the
        events handled (a key, a click, the pointer moving, the window shown again), the
        stack, the game's revision, the window's size and zoom, the toast, the settings (the
        keys the buttons show), an animation under way (a new token each frame). A frame with
        the same look as the one on the window needs no drawing."""
        state = self.state
        screens = tuple(id(screen) for screen in self.stack.visible(lambda s: s.modal))
        return (self.events_seen, self.stack_changes, screens, id(state),
                None if state is None else state.revision, self.surface.get_size(),
                self.current_zoom, self._game is not None and self.game.toast_showing(),
                id(self.settings),
                None if self._game is None else self._game.animation_token(),
                self.top.timed_look())

    def _under_key(self, below: list[Layer], top: Layer) -> Hashable:
        """What the screens under ``top`` look like (they get no events while it is up)."""
        state = self.state
        return (tuple(id(screen) for screen in below), id(top), self.stack_changes,
                id(state), None if state is None else state.revision,
                self.surface.get_size(), self.current_zoom, self.settings.interface,
                self._game is not None and self.game.toast_showing())

    def draw(self, surface: pygame.Surface | None = None) -> list[pygame.Rect] | None:
        """Draw the stack: the topmost opaque screen and every modal above it; a modal on top
        is drawn over its cached backdrop. Returns the rectangles that changed on
        ``surface`` (None: all of it)."""
        surface = surface or self.surface
        self.draws += 1
        screens = self.stack.visible(lambda screen: screen.modal)
        top = screens[-1]
        if len(screens) > 1 and isinstance(top, Modal):
            below = screens[:-1]
            return self.modal_backdrop.draw(surface, below, top, self._under_key(below, top),
                                            (self.events_seen, self.stack_changes,
                                             top.timed_look()))
        for screen in screens:
            paint(screen, surface)
        if top is self._game and surface is self.surface:
            return self._game.changed_rects
        return None

    def wake_in(self) -> float | None:
        """Seconds until a timed thing on screen (a journey's step, a toast's end) is due."""
        due = [wake for screen in self.stack.visible(lambda s: s.modal)
               if (wake := screen.wake_in()) is not None]
        return min(due) if due else None

    def frame(self, events: list[pygame.event.Event] | None = None) -> bool:
        """One pass: ``events`` (default: those queued), update, then draw and show the frame
        only if its look changed; whether it did. Where only part of the window changed,
        only that part is sent to the display."""
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
            if not self.running:
                return False
        self.update()
        look = self.look()
        if look == self._shown_look:
            return False
        # Only the same screens, shown just before at this size, may send a part of the window.
        shown = self._shown_look
        same_screens = (isinstance(shown, tuple) and shown[1:3] == look[1:3]
                        and shown[5] == look[5] and self.draws == self._shown_draws
                        and not self.repaint)
        changed = self.draw()
        self._shown_look, self._shown_draws, self.repaint = look, self.draws, False
        if changed is None or not same_screens:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)
        return True

    def next_events(self) -> list[pygame.event.Event]:
        """The queued events; if none, sleep on the queue until one comes or a timed thing
        is due (at most IDLE_WAIT_MS), instead of spinning."""
        events = pygame.event.get()
        if events:
            return events
        wake = self.wake_in()
        timeout = IDLE_WAIT_MS if wake is None else min(IDLE_WAIT_MS, round(wake * 1000))
        if timeout <= 0:
            return []
        first = pygame.event.wait(timeout)  # NB: a timeout of 0 would wait forever
        return ([] if first.type == pygame.NOEVENT else [first]) + pygame.event.get()

    def run(self) -> None:
        """The main loop; an unexpected exception saves the game (if it goes on) first. It
        draws at most FPS frames a second, and none while nothing changes."""
        pacer = FramePacer(FPS)
        with save_on_crash(self.slot, lambda: self.state):
            while self.running:
                if self.frame(self.next_events()):
                    # after the first frame of a game or floor: the one pause, then none
                    self.heap.settle_for(self.floor_moment())
                    pacer.after_frame()
        pygame.quit()

    def floor_moment(self) -> Hashable:
        """Which game and floor are shown (the heap is settled once per floor)."""
        state = self.state
        return None if state is None else (id(state), id(state.stage))

    def request_quit(self) -> None:
        """Closing the window: save and quit. A dead hero's save is deleted (the death screen
        counts as dismissed); if saving fails, ask before losing the game."""
        state = self.state
        if state is not None and state.game_over:
            self.end_game()
            self.quit()
            return
        error = self.saves.save(self.state)
        if error is None:
            self.quit()
            return
        if self.showing(MessageBox):
            return  # already asking
        self.game.stop_journey()
        self.push(MessageBox(self, "Could not save", f"{error}\nQuit anyway and lose the game "
                             "since the last save?",
                             [("Quit anyway", self.quit), ("Stay in the game", lambda: None)]))

    def quit(self) -> None:
        """Stop the main loop (``request_quit`` is the saving way out)."""
        self.running = False

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen at the desktop's size, or back to the window."""
        error = self.window.toggle_fullscreen()
        self.window_changes += 1
        if error is not None:
            self.game.toast(error)
        elif self.settings.fullscreen != self.fullscreen:
            self.settings = replace(self.settings, fullscreen=self.fullscreen)
            self.write_settings()

    def screenshots_dir(self) -> Path:
        return self.saves.screenshots_dir()

    def save_screenshot(self) -> Path | None:
        """F12: the last drawn frame as a PNG; says where (or why not) in a toast."""
        path, error = self.window.save_png(self.screenshots_dir())
        self.game.toast(f"Screenshot: {path}" if path is not None else f"No screenshot: {error}")
        return path

    def screenshot(self, path: str | Path) -> None:
        """Draw the current screen and save it as a PNG."""
        self.update()
        self.draw()
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))
