"""The app: the window, the screen stack and the main loop, tied together.

The parts live in their own modules: the game in play (``play.py``, a ``Play``: the state, the
one door to the engine, saving, starting and ending games), the OS window (``window.py``), the
stack (``screen_stack.py``), saving (``saving.py``, a ``SaveController``) and the screens by
name (``screen_registry.py``); the command line starts it in ``launch.py``. Screens see the
app only through the small protocols of ``host.py``.

Saving: Escape in the game opens the game menu, whose "Save and quit" saves and goes to the
main menu; closing the window saves and quits, descending saves, and the main loop saves if an
unexpected exception ends it. A save that fails is shown and the game stays open. A run that
ends (death or victory) writes its summary file into ``morgue/`` when the summary screen
opens, and deletes the save when it is dismissed.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

import pygame

from game.engine.events import Outcome
from game.save.slot import SaveSlot, save_on_crash
from game.ui import animation
from game.ui.audio import Audio
from game.ui.heap import HeapKeeper
from game.ui.input import Keymap
from game.ui.layout import DEFAULT_SIZE, Layout, compute_layout, default_zoom
from game.ui.modal_backdrop import ModalBackdrop
from game.ui.pacing import FramePacer
from game.ui.play import Play
from game.ui.screen_stack import ScreenStack
from game.ui.screens.base import paint
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox
from game.ui.settings import Settings, save_settings
from game.ui.tileset import Tileset
from game.ui.window import Window

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.engine.actions import Action
    from game.engine.events import Event
    from game.engine.game import GameState
    from game.ui.host import L, Layer
    from game.ui.screens.base import Modal
    from game.ui.screens.game_screen import GameScreen

FPS = 60
#: Events after which the window's picture may be lost or stale: the next frame goes whole.
REPAINT_EVENTS = frozenset(
    {
        pygame.VIDEOEXPOSE,
        pygame.WINDOWEXPOSED,
        pygame.WINDOWSHOWN,
        pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWSIZECHANGED,
        pygame.VIDEORESIZE,
    }
)
#: The longest the loop sleeps on the event queue when nothing timed is under way.
IDLE_WAIT_MS = 1000


class App:
    """The game being played (if any), its screens and the loop; satisfies ``host.MenuHost``
    and ``host.GameHost``."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        resizable: bool = True,
        slot: SaveSlot | None = None,
    ) -> None:
        self.window = Window(size, resizable)
        self.pointer: tuple[int, int] = (0, 0)  # the pointer's last known position
        self.pointer_inside = False  # it is over the window (a mouse event came, no leave)
        self.tileset = Tileset()
        self.zoom: int | None = None  # None: the default for the window size
        self.settings = Settings()
        self.settings_file: Path | None = None  # where changed settings go (None: nowhere)
        self._keymap = Keymap()
        self._keymap_of: object = None  # the bindings table ``_keymap`` was last checked against
        self.running = True
        #: How fast animations play (``game.ui.animation``): 1 as designed, 2 twice as fast,
        #: 0 off. The settings' choice sets it (``animation.speed_for``); read at each command.
        self.animation_speed = animation.DEFAULT_SPEED
        #: The sound effects: silent until the loop starts them after its first frame (see
        #: ``run``), so the tests, screenshots and headless runs load no sound.
        self.audio = Audio()
        self._game: GameScreen | None = None  # made on first use: the menu needs no engine
        #: The game in play, its saves and its way through the engine.
        self.play = Play(self, slot)
        #: Work for once the first frame is on the window (so it costs the start nothing):
        #: ``launch`` catches up on the run history there.
        self.after_first_frame: list[Callable[[], None]] = []
        #: Opens a recording in the replay window (``game.ui.watching.enable``); None: cannot.
        self.watcher: Callable[[Path], str | None] | None = None
        self.menu = MainMenu(self)
        self.stack: ScreenStack[Layer] = ScreenStack(self.menu, self.stack_changed)
        self._layout: Layout | None = None
        self._layout_key: tuple = ()
        self._default_zoom: tuple[tuple, int] = ((), 32)
        self.events_seen = 0  # events handled so far: any may change what the screens show
        self.stack_changes = 0
        self.modal_backdrop = ModalBackdrop()
        self._shown_look: tuple | None = None  # the look of the frame on the window now
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

    def has_game_screen(self) -> bool:
        """The game screen was made (a game was played since the app started)."""
        return self._game is not None

    def use_game_screen(self, screen: GameScreen | None = None) -> GameScreen:
        """The game screen of a game starting now: ``screen`` (a replay's) or a fresh one."""
        from game.ui.screens.game_screen import GameScreen

        self._game = screen if screen is not None else GameScreen(self)
        return self._game

    @property
    def slot(self) -> SaveSlot | None:
        return self.play.saves.slot

    @slot.setter
    def slot(self, slot: SaveSlot | None) -> None:
        """Play with ``slot`` as the save and the saves folder (``saves.home`` for one
        elsewhere: see ``SaveController``)."""
        self.play.saves.slot = self.play.saves.home = slot

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
        """The game's keys, as the settings bind them. A change of bindings is a new table
        (``Settings.rebind``, ``cleared``, ``default_keys``: settings are replaced, not changed in
        place), so the very table last seen is not compared again (two asks a frame)."""
        bindings = self.settings.bindings
        if bindings is not self._keymap_of:
            if self._keymap.bindings != bindings:
                self._keymap = Keymap(bindings)
            self._keymap_of = bindings
        return self._keymap

    def use_settings(
        self, settings: Settings, problems: list[str] | None = None, zoom: int | None = None
    ) -> None:
        """At start: the settings read from the file (``zoom`` from the command line wins);
        problems found in the file are shown over the first screen."""
        self.settings = settings
        self.zoom = zoom if zoom is not None else settings.zoom
        self.animation_speed = animation.speed_for(settings.animation)
        self._sound_levels()
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
        self._sound_levels()
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

    def _sound_levels(self) -> None:
        settings = self.settings
        self.audio.set_levels(settings.master_volume, settings.effects_volume, settings.mute)

    def toggle_mute(self) -> None:
        """The M key: sound off or back on, kept in the settings file; a toast says which."""
        self.change_settings(replace(self.settings, mute=not self.settings.mute))
        key = self.keymap.first_key("mute")
        again = f" ({key} to turn it on)" if key else ""
        if self._game is not None:
            self.game.toast(f"Sound off{again}." if self.settings.mute else "Sound on.")

    def hear(self, events: Sequence[Event], state: GameState) -> None:
        """Play the sounds of what a command did (``game.ui.sounds``)."""
        if events and self.audio.audible:
            from game.ui.sounds import cues

            self.audio.play(cues(events, state))

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
        self.stack.push(screen)
        return screen

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

    # -- the game in play (see ``play.py``) ------------------------------------------------
    @property
    def state(self) -> GameState | None:
        """The game in play (``Play.state``)."""
        return self.play.state

    @state.setter
    def state(self, state: GameState | None) -> None:
        self.play.state = state

    def act(self, action: Action | str, **params: Any) -> Outcome:
        """The one door to the engine, which every screen has: ``Play.act``."""
        return self.play.act(action, **params)

    # -- the run history (the rankings' host) ---------------------------------------------
    @property
    def history_folder(self) -> Path | None:
        """The saves folder, whose ``ironbound.db`` the rankings read (None: no history)."""
        return self.play.saves.folder

    def play_seed(self, seed: int) -> None:
        """ "Play this seed": ``Play.play_seed``."""
        self.play.play_seed(seed)

    def watch_recording(self, path: Path) -> str | None:
        """Watch the recording at ``path`` in the replay window; Esc there comes back to the
        screens shown now (and the game in play, untouched). Why not, or None. The replay
        window is ``game.ui.watching``'s (``launch`` sets ``watcher``: the app never imports
        the replay screen, which knows the app)."""
        if self.watcher is None:
            return "Recordings cannot be watched here."
        return self.watcher(path)

    def begin_watching(self, state: GameState, screen: GameScreen, read_only: str) -> None:
        self.play.begin_watching(state, screen, read_only)

    def stop_watching(self) -> None:
        self.play.stop_watching()

    def game_in_play(self) -> GameState | None:
        return self.play.game_in_play()

    def to_main_menu(self) -> None:
        if self._game is not None:
            self._game.stop_journey()
        self.menu.cursor = 1 if self.play.can_continue() else 0
        self.stack.replace(self.menu)

    # -- screens by name -----------------------------------------------------------------
    def open(self, name: str) -> Layer | None:
        """Open a screen by name (keys, ``--screen``): see ``screen_names.SCREENS``."""
        if name == "menu":
            self.to_main_menu()
            return self.menu
        if name == "game":
            self.play.resume()
            return self.game
        from game.ui import screen_registry

        if self.state is None and name not in screen_registry.WITHOUT_A_GAME:
            return None

        return self.push(screen_registry.build(self, name))

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
            self.play.sync()

    def look(self) -> tuple:
        """Everything the frame's pixels follow from, short of the screens' own fields: the
        events handled (a key, a click, the pointer moving, the window shown again), the
        stack, the game's revision, the window's size and zoom, the toast, the settings (the
        keys the buttons show), an animation under way (a new token each frame). A frame with
        the same look as the one on the window needs no drawing."""
        state = self.state
        screens = tuple(id(screen) for screen in self.stack.visible(lambda s: s.modal))
        return (
            self.events_seen,
            self.stack_changes,
            screens,
            id(state),
            None if state is None else state.revision,
            self.surface.get_size(),
            self.current_zoom,
            self._game is not None and self.game.toast_showing(),
            id(self.settings),
            None if self._game is None else self._game.animation_token(),
            self.top.timed_look(),
        )

    def _under_key(self, below: list[Layer], top: Layer) -> Hashable:
        """What the screens under ``top`` look like (they get no events while it is up)."""
        state = self.state
        return (
            tuple(id(screen) for screen in below),
            id(top),
            self.stack_changes,
            id(state),
            None if state is None else state.revision,
            self.surface.get_size(),
            self.current_zoom,
            self.settings.interface,
            self._game is not None and self.game.toast_showing(),
        )

    def draw(self, surface: pygame.Surface | None = None) -> list[pygame.Rect] | None:
        """Draw the stack: the topmost opaque screen and every modal above it; a modal on top
        is drawn over its cached backdrop. Returns the rectangles that changed on
        ``surface`` (None: all of it)."""
        surface = surface or self.surface
        self.draws += 1
        screens = self.stack.visible(lambda screen: screen.modal)
        top = screens[-1]
        moment = (self.draws, self.window_changes)
        game = self._game
        if len(screens) > 1 and getattr(top, "over_backdrop", False):
            below, top = screens[:-1], cast("Modal", top)
            mark = changes = None
            if game is not None and below == [game] and surface is self.surface:
                mark = lambda: (id(game), game.frames)  # noqa: E731
                changes = lambda: game.changed_rects  # noqa: E731
            return self.modal_backdrop.draw(
                surface,
                below,
                top,
                self._under_key(below, top),
                (self.events_seen, self.stack_changes, top.timed_look()),
                moment,
                mark=mark,
                below_changes=changes,
            )
        if (
            top is game
            and len(screens) == 1
            and surface is self.surface
            and self.modal_backdrop.restore(surface, (id(game), game.frames), moment)
        ):
            game.restored(surface)  # the window holds the game's last frame again
        if top is game and len(screens) == 1 and surface is self.surface:
            before = (id(game), game.frames)
            paint(game, surface)
            # the backdrop notes where the window left the picture it kept (the next opening
            # copies only that)
            self.modal_backdrop.follow(before, (id(game), game.frames), game.changed_rects)
            return game.changed_rects
        for screen in screens:
            paint(screen, surface)
        return None

    def wake_in(self) -> float | None:
        """Seconds until a timed thing on screen (a journey's step, a toast's end) is due."""
        due = [
            wake
            for screen in self.stack.visible(lambda s: s.modal)
            if (wake := screen.wake_in()) is not None
        ]
        return min(due) if due else None

    def frame(self, events: list[pygame.event.Event] | None = None) -> bool:
        """One pass: ``events`` (default: those queued), update, then draw and show the frame
        only if its look changed; whether it did. Where only part of the window changed,
        only that part is sent to the display. After the first frame shown of a game or
        floor, the heap is settled (``game.ui.heap``): the one pause, then none."""
        self.audio.new_frame()
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
        same_screens = (
            shown is not None
            and shown[1:3] == look[1:3]
            and shown[5] == look[5]
            and self.draws == self._shown_draws
            and not self.repaint
        )
        changed = self.draw()
        self._shown_look, self._shown_draws, self.repaint = look, self.draws, False
        if changed is None or not same_screens:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)
        # here, not in ``run``: whatever drives the frames (the loop, a benchmark) meets the
        # collector as the game does
        self.heap.settle_for(self.floor_moment())
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
        with save_on_crash(self.slot, self.game_in_play):
            while self.running:
                if self.frame(self.next_events()):
                    if self.audio.status == "off":  # the window is up: now the sounds
                        self.audio.start()
                    pacer.after_frame()
                    self.run_after_first_frame()
        pygame.quit()

    def run_after_first_frame(self) -> None:
        """Do the work kept for after the first frame (once); what it changes is drawn."""
        if not self.after_first_frame:
            return
        work, self.after_first_frame = self.after_first_frame, []
        for job in work:
            job()
        self.stack_changes += 1  # a note it left on the menu is drawn in the next frame

    def floor_moment(self) -> Hashable:
        """Which game and floor are shown (the heap is settled once per floor)."""
        state = self.state
        return None if state is None else (id(state), id(state.stage))

    def request_quit(self) -> None:
        """Closing the window: save and quit. A dead hero's save is deleted (the death screen
        counts as dismissed); if saving fails, ask before losing the game."""
        self.stop_watching()  # the game saved is the player's, never a replay's
        state = self.state
        if state is not None and state.game_over:
            self.play.end_game()
            self.quit()
            return
        error = self.play.saves.save(self.state)
        if error is None:
            self.quit()
            return
        if self.showing(MessageBox):
            return  # already asking
        self.game.stop_journey()
        self.push(
            MessageBox(
                self,
                "Could not save",
                f"{error}\nQuit anyway and lose the game since the last save?",
                [("Quit anyway", self.quit), ("Stay in the game", lambda: None)],
            )
        )

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
        return self.play.saves.screenshots_dir()

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
