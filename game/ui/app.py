"""The window: pygame set-up, the screen stack (menu, game, modals) and the main loop.

The app holds the current ``GameState`` but no facts about it: every frame is drawn from the
state, and the state only changes through ``App.act`` (``state.act`` plus what the UI does
afterwards, such as opening the level-up choice or saving after a descent).

Saving (``slot``, a ``SaveSlot``; None in tests that need no files): Escape in the game saves
and goes to the menu, closing the window saves and quits, descending saves, and the main loop
saves if an unexpected exception ends it. A save that fails is shown and the game stays open.
Death deletes the save when the death screen is dismissed.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.content import create_item
from game.save import SaveError, load_game
from game.save.slot import SaveSlot, save_dir, save_on_crash
from game.ui import text
from game.ui.display_check import driver_chosen, fallback_problem
from game.ui.layout import DEFAULT_SIZE, MIN_SIZE, Layout, compute_layout, default_zoom
from game.ui.screen_stack import ScreenStack
from game.ui.screens.base import Screen
from game.ui.screens.character import CharacterScreen
from game.ui.screens.death import DeathScreen
from game.ui.screens.game_screen import GameScreen
from game.ui.screens.help import HelpScreen
from game.ui.screens.history import HistoryScreen
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.level_up import LevelUpScreen
from game.ui.screens.look import LookScreen
from game.ui.screens.main_menu import MainMenu
from game.ui.screens.message_box import MessageBox
from game.ui.screens.targeting import TargetingScreen
from game.ui.tileset import ASSETS, Tileset

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState

FPS = 60
TITLE = "Ironbound"
KEY_REPEAT = (280, 70)  # ms before a held key repeats, ms between repeats: hold to walk


def init_display(size: tuple[int, int], resizable: bool = True) -> pygame.Surface:
    """Start pygame's display and font modules (no audio) and open the window."""
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_caption(TITLE)
    icon = ASSETS / "player.png"
    if icon.exists():
        pygame.display.set_icon(pygame.transform.scale(pygame.image.load(str(icon)), (32, 32)))
    flags = pygame.RESIZABLE if resizable else 0
    text.reset()
    surface = pygame.display.set_mode(size, flags)
    keep_minimum_size()
    pygame.key.set_repeat(*KEY_REPEAT)
    return surface


def keep_minimum_size(size: tuple[int, int] = MIN_SIZE) -> None:
    """Ask the window manager not to let the window be dragged smaller than ``size`` (the
    screens still cope with any size: some drivers and managers ignore this)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # the display-module window
            pygame.Window.from_display_module().minimum_size = size
    except (pygame.error, AttributeError):
        pass


class App:
    """Window, screen stack and the game being played (if any)."""

    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, resizable: bool = True,
                 slot: SaveSlot | None = None) -> None:
        self.surface = init_display(size, resizable)
        self.resizable = resizable
        self.windowed_size = size
        self.fullscreen = False
        self.slot = slot
        self.pointer: tuple[int, int] = (0, 0)  # the pointer's last known position
        self.pointer_inside = False  # it is over the window (a mouse event came, no leave)
        self.tileset = Tileset()
        self.state: GameState | None = None
        self.zoom: int | None = None  # None: the default for the window size
        self.first_seed: int | None = None  # the seed of the menu's first New game
        self.running = True
        self.game: GameScreen = GameScreen(self)
        self.menu = MainMenu(self)
        self.stack: ScreenStack[Screen] = ScreenStack(self.menu, self.stack_changed)
        self._layout: Layout | None = None
        self._default_zoom: tuple[tuple[int, int], int] = ((0, 0), 32)

    # -- geometry ------------------------------------------------------------------------
    @property
    def layout(self) -> Layout:
        size = self.surface.get_size()
        if self._layout is None or self._layout.window.size != size:
            self._layout = compute_layout(*size)
        return self._layout

    @property
    def current_zoom(self) -> int:
        if self.zoom is not None:
            return self.zoom
        size = self.surface.get_size()
        if self._default_zoom[0] != size:
            self._default_zoom = (size, default_zoom(*size))
        return self._default_zoom[1]

    # -- the stack -----------------------------------------------------------------------
    @property
    def top(self) -> Screen:
        return self.stack.top

    def push(self, screen: Screen) -> Screen:
        return self.stack.push(screen)

    def pop(self, screen: Screen | None = None) -> None:
        """Remove ``screen`` (default: the top one) from the stack."""
        self.stack.pop(screen)

    def showing(self, kind: type) -> bool:
        return self.stack.showing(kind)

    def stack_changed(self) -> None:
        """Another screen is on top: a held button or drag does not carry over, and the
        game's hover is where the pointer is now, not where it was when the game last had
        the events (else a closed modal leaves a stale tooltip until the mouse moves)."""
        self.game.mouse.reset()
        self.game.mouse.hover = self.pointer if self.pointer_inside else None

    # -- games ---------------------------------------------------------------------------
    def start(self, state: GameState) -> None:
        """Play ``state``: the game screen alone on the stack."""
        self.state = state
        self.game = GameScreen(self)
        self.stack.replace(self.game)
        self.sync()

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game; the first one uses ``first_seed`` (``--seed``) if it was given."""
        import game

        if seed is None:
            seed, self.first_seed = self.first_seed, None
        self.start(game.new_game(seed))

    def offer_new_game(self) -> None:
        """"New game" from the menu: straight in when nothing would be lost, else ask first,
        naming the game that would end; keeping it is the default (Enter, Esc, a click away)."""
        at_stake = self.game_at_stake()
        if at_stake is None:
            self.new_game()
            return
        self.push(MessageBox(self, "Start a new game?", at_stake,
                             [("Start a new game", self.new_game), ("Keep it", lambda: None)],
                             default=1))

    def game_at_stake(self) -> str | None:
        """What starting a new game would end, in the player's words (None: nothing).

        The game in memory if it goes on, else the save (or its backup), read to name its
        floor and turn; a save that does not load is named as damaged.
        """
        state = self.state
        if state is not None and not state.game_over:
            return f"{describe_game(state)} is in progress. Start a new one and end it?"
        slot = self.slot
        if slot is None:
            return None
        path = slot.path if slot.exists() else slot.backup_path
        if not path.exists():
            return None
        try:
            saved = load_game(path)
        except SaveError as error:
            return (f"The saved game at {path} is damaged ({error}). Start a new one? "
                    "It will replace that save.")
        if saved.game_over:
            return None
        kept = "is in progress" if path == slot.path else "is kept in the backup"
        return f"{describe_game(saved)} {kept}. Start a new one and end it?"

    def can_continue(self) -> bool:
        """True when there is a game to go back to: in memory, or a save (or its backup)."""
        if self.state is not None and not self.state.game_over:
            return True
        slot = self.slot
        return slot is not None and (slot.exists() or slot.backup_path.exists())

    def resume(self) -> None:
        if self.state is not None and not self.state.game_over:
            self.stack.replace(self.game)

    def continue_game(self) -> None:
        """The game in memory, else the save; a bad save shows why and offers the backup.

        Nothing is deleted or overwritten here: a bad file stays as it is.
        """
        if self.state is not None and not self.state.game_over:
            self.resume()
            return
        if self.slot is None:
            return
        offer = self.slot.load_or_backup()
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
        self.game.stop_journey()
        self.menu.cursor = 1 if self.can_continue() else 0
        self.stack.replace(self.menu)

    def save(self) -> str | None:
        """Save the game in play (if any, and if there is a slot); the error message, or None."""
        if self.slot is None or self.state is None:
            return None
        error = self.slot.autosave(self.state)
        return None if error is None else str(error)

    def save_and_leave(self) -> None:
        """Escape in the game: save, then the main menu; if saving fails, stay and say why."""
        error = self.save()
        if error is not None:
            self.show_save_error(error, "You are still in the game; nothing is lost yet.")
            return
        self.menu.note = "Game saved." if self.slot is not None else ""
        self.to_main_menu()

    def show_save_error(self, error: str, then: str) -> None:
        self.game.stop_journey()
        self.push(MessageBox(self, "Could not save", f"{error}\n{then}"))

    def end_game(self) -> None:
        """Leave a finished game for the main menu; a dead hero's save is deleted now."""
        note = ""
        if self.state is not None and self.state.game_over and self.slot is not None:
            try:
                self.slot.delete_after_death()
            except OSError as error:  # permadeath could not be enforced: say so
                note = f"Could not delete the save: {error.strerror or error}"
        self.state = None
        self.to_main_menu()
        self.menu.note = note

    def act(self, command: str, **params: Any) -> bool:
        """The one door to the engine: ``state.act``, then open what the result calls for."""
        state = self.state
        if state is None:
            return False
        depth = state.depth
        took = state.act(command, **params)
        if state.depth != depth:
            self.game.stop_journey()
            error = self.save()
            if error is not None:
                self.show_save_error(error, "The game goes on; it will try again when you leave.")
        self.sync()
        return took

    def sync(self) -> None:
        """Open the death screen or the level-up choice when the state calls for them."""
        state = self.state
        if state is None:
            return
        if state.game_over:
            if not self.showing(DeathScreen):
                self.game.stop_journey()
                self.stack.replace(self.game, DeathScreen(self))
        elif state.level_up_pending and not self.showing(LevelUpScreen):
            self.game.stop_journey()
            self.push(LevelUpScreen(self))

    # -- modals --------------------------------------------------------------------------
    def open(self, name: str) -> Screen | None:
        """Open a screen by name (keys, ``--screen``): see ``screen_names.SCREENS``."""
        if name == "menu":
            self.to_main_menu()
            return self.menu
        if name == "game":
            self.resume()
            return self.game
        if self.state is None:
            return None
        if name in ("inventory", "drop", "remove"):
            return self.open_item_list(name, force=True)
        if name == "target":
            return self.open_targeting(self._targeting_item())
        screens = {"character": CharacterScreen, "history": HistoryScreen, "help": HelpScreen,
                   "levelup": LevelUpScreen, "death": DeathScreen, "look": LookScreen}
        return self.push(screens[name](self))

    def open_item_list(self, mode: str, force: bool = False) -> Screen | None:
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
        choose = {"inventory": self.use_item,
                  "drop": lambda item: self.act("drop", item=item),
                  "remove": lambda item: self.act("remove", item=item)}[mode]
        return self.push(ItemListModal(self, mode, choose))

    def use_item(self, item: Item) -> None:
        """Use or toggle ``item``; scrolls that need a target open the targeting overlay."""
        effect = item.effect
        if item.equippable is None and effect is not None and effect.targeting is not None:
            self.open_targeting(item)
        else:
            self.act("use", item=item)

    def open_targeting(self, item: Item) -> Screen:
        return self.push(TargetingScreen(self, item))

    def _targeting_item(self) -> Item:
        """A carried scroll that needs a target, else a Fireball Scroll to preview."""
        assert self.state is not None
        for item in self.state.player.inventory.items:
            if item.effect is not None and item.effect.targeting is not None:
                return item
        return create_item("fireball_scroll")

    # -- the loop ------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if hasattr(event, "pos") and event.type != pygame.VIDEORESIZE:
            self.pointer = event.pos
            self.pointer_inside = True
        elif event.type == pygame.WINDOWLEAVE:
            self.pointer_inside = False
        if event.type == pygame.QUIT:
            self.request_quit()
        elif event.type == pygame.VIDEORESIZE:
            self.surface = pygame.display.get_surface()
        else:
            self.top.handle(event)

    def update(self) -> None:
        self.top.update()
        if self.state is not None and self.top is self.game:
            self.sync()

    def draw(self, surface: pygame.Surface | None = None) -> None:
        """Draw the stack: the topmost opaque screen and every modal above it."""
        surface = surface or self.surface
        for screen in self.stack.visible(lambda screen: screen.modal):
            screen.draw(surface)

    def frame(self) -> None:
        """One frame: events, update, draw, flip."""
        for event in pygame.event.get():
            self.handle(event)
            if not self.running:
                return
        self.update()
        self.draw()
        pygame.display.flip()

    def run(self) -> None:
        """The main loop; an unexpected exception saves the game (if it goes on) first."""
        clock = pygame.time.Clock()
        with save_on_crash(self.slot, lambda: self.state):
            while self.running:
                self.frame()
                clock.tick(FPS)
        pygame.quit()

    def request_quit(self) -> None:
        """Closing the window: save and quit. A dead hero's save is deleted (the death screen
        counts as dismissed); if saving fails, ask before losing the game."""
        state = self.state
        if state is not None and state.game_over:
            self.end_game()
            self.quit()
            return
        error = self.save()
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
        try:
            if self.fullscreen:
                flags = pygame.RESIZABLE if self.resizable else 0
                self.surface = pygame.display.set_mode(self.windowed_size, flags)
                keep_minimum_size()
            else:
                self.windowed_size = self.surface.get_size()
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        except pygame.error as error:
            self.game.toast(f"Fullscreen failed: {error}")
            return
        self.fullscreen = not self.fullscreen

    def screenshots_dir(self) -> Path:
        """Screenshots go to ``screenshots/`` in the saves folder."""
        base = self.slot.path.parent if self.slot is not None else save_dir()
        return base / "screenshots"

    def save_screenshot(self) -> Path | None:
        """F12: the last drawn frame as a PNG; says where (or why not) in a toast."""
        stamp = time.strftime("%Y%m%d-%H%M%S") + f"-{int(time.time() * 1000) % 1000:03d}"
        path = self.screenshots_dir() / f"ironbound-{stamp}.png"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            pygame.image.save(self.surface, str(path))
        except (OSError, pygame.error) as error:
            self.game.toast(f"No screenshot: {error}")
            return None
        self.game.toast(f"Screenshot: {path}")
        return path

    def screenshot(self, path: str | Path) -> None:
        """Draw the current screen and save it as a PNG."""
        self.update()
        self.draw()
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))


def describe_game(state: GameState) -> str:
    """"A game on floor 4, turn 1,250": what the player would recognise of a run."""
    return f"A game on floor {state.depth}, turn {state.turn:,}"


def run_window(seed: int | None = None, new: bool = False, autoplay: int | None = None,
               size: tuple[int, int] = DEFAULT_SIZE, zoom: int | None = None,
               screen: str | None = None, screenshot: str | None = None,
               load: str | None = None, saves: str | None = None) -> int:
    """Open the window (at the menu, or in a game with ``new``/``autoplay``/``load``) and play.

    Saves go to ``saves`` (``--save-dir``, else $IRONBOUND_SAVE_DIR, else saves/), or back to
    ``load`` when a file was given. With ``screenshot``, draw one frame of ``screen`` into
    that PNG and exit instead, touching no save; this needs no real display (SDL's dummy
    driver is used unless one is set). Without one, a window SDL could only open off-screen
    is refused with a message (exit status 2) instead of running unseen.
    """
    chosen = screenshot is not None or driver_chosen()
    if screenshot:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    slot = None if screenshot else (SaveSlot(load) if load else SaveSlot.in_dir(saves))
    app = App(size, resizable=not screenshot, slot=slot)
    problem = fallback_problem(pygame.display.get_driver(), chosen)
    if problem is not None:
        pygame.quit()
        print(problem, file=sys.stderr)
        return 2
    app.zoom = zoom
    app.first_seed = seed
    if load and screenshot:
        try:
            app.start(load_game(load))  # only read: a screenshot never writes a save
        except SaveError as error:
            print(error, file=sys.stderr)
            pygame.quit()
            return 2
    elif load:
        app.continue_game()
    elif new or autoplay or (screenshot and screen != "menu"):
        import game
        from game.engine.autoplay import play

        state = game.new_game(seed)
        if autoplay:
            play(state, autoplay)
        app.start(state)
    if screen:
        app.open(screen)
    if screenshot:
        app.screenshot(screenshot)
        pygame.quit()
        print(f"wrote {screenshot}")
        return 0
    app.run()
    return 0
