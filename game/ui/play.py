"""The game in play: the state, the one door to the engine, and what a game's life opens.

``Play`` holds the current ``GameState`` (no facts of its own: every frame is drawn from the
state) and changes it only through ``act``: the engine performs an action the UI built, then
``Play`` does what follows: the animation of what happened, saving after a descent, the
recording kept at a run's end, and the screens the state calls for (``sync``: the level-up
choice, the run's summary). It starts, continues, leaves and ends games, asking before one
would be lost. The window, the loop and the stack stay with the app (``app.py``); ``Play``
reaches the screens through the small ``Screens`` protocol below.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.engine.events import Outcome
from game.save.slot import SaveSlot
from game.ui.host import MenuHost
from game.ui.saving import SaveController
from game.ui.screens.message_box import MessageBox

if TYPE_CHECKING:
    from game.engine.actions import Action
    from game.engine.entity import Item
    from game.engine.events import Event
    from game.engine.game import GameState
    from game.ui.host import Layer
    from game.ui.screen_stack import ScreenStack
    from game.ui.screens.game_screen import GameScreen
    from game.ui.screens.main_menu import MainMenu


class Screens(MenuHost, Protocol):
    """What ``Play`` asks of the app: the stack, the menu, the game screen (made on first
    use) and how fast animations play."""

    stack: ScreenStack[Layer]
    menu: MainMenu
    animation_speed: float

    @property
    def game(self) -> GameScreen: ...

    def has_game_screen(self) -> bool: ...

    def use_game_screen(self, screen: GameScreen | None = None) -> GameScreen: ...

    def showing(self, kind: type) -> bool: ...

    def hear(self, events: Sequence[Event], state: GameState) -> None: ...

    def to_main_menu(self) -> None: ...


class Play:
    """The game being played (if any) and its way through the engine."""

    def __init__(self, screens: Screens, slot: SaveSlot | None = None) -> None:
        self.screens = screens
        self.saves = SaveController(slot)
        self.state: GameState | None = None
        self.first_seed: int | None = None  # the seed of the menu's first New game
        #: While watching a replay: why the engine is out of reach (``act`` refuses with it).
        self.read_only: str | None = None
        #: What the run's end said of its recording, for the summary screen (its toast is
        #: hidden under that screen).
        self._run_end_recording = ""
        self._run_end_path: Path | None = None  # ... and where it went (the history keeps it)
        #: While watching a run from the rankings: what to go back to (state, game screen,
        #: stack); None otherwise.
        self._watching: tuple[GameState | None, GameScreen | None, list[Layer]] | None = None

    # -- games ---------------------------------------------------------------------------
    def start(self, state: GameState, screen: GameScreen | None = None) -> None:
        """Play ``state``: the game screen (or ``screen``, a replay's) alone on the stack."""
        self.state = state
        screens = self.screens
        screens.stack.replace(screens.use_game_screen(screen))
        self.sync()

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game; the first one uses ``first_seed`` (``--seed``) if it was given."""
        import game

        if seed is None:
            seed, self.first_seed = self.first_seed, None
        self.saves.use_home()  # a new game saves into the saves folder, whatever was loaded
        self.start(game.new_game(seed))

    def offer_new_game(self, start: Callable[[], None] | None = None) -> None:
        """ "New game" from the menu (and ``--new``): straight in when nothing would be lost,
        else ask first, naming the game that would end; keeping it is the default (Enter, Esc,
        a click away). ``start`` starts the game (default: ``new_game``)."""
        start = start or self.new_game
        at_stake = self.saves.at_stake(self.state)
        if at_stake is None:
            start()
            return

        def replace_it() -> None:
            self.abandon_run(start)

        self.screens.push(
            MessageBox(
                self.screens,
                "Start a new game?",
                at_stake,
                [("Start a new game", replace_it), ("Keep it", lambda: None)],
                default=1,
            )
        )

    def abandon_run(self, start: Callable[[], None]) -> None:
        """The player chose to end the run in progress for a new game: it goes into the run
        history as abandoned (with its recording and summary), then ``start`` starts the new
        one; a problem keeping it is told over the new game."""
        note = self.saves.abandon(self.state)
        start()
        if note and self.state is not None:
            self.screens.game.toast(note.replace("\n", " "))

    def play_seed(self, seed: int) -> None:
        """ "Play this seed" (the rankings): a new game of ``seed``, asking first if a run
        would end."""
        self.offer_new_game(lambda: self.new_game(seed))

    # -- watching a past run -------------------------------------------------------------
    def begin_watching(self, state: GameState, screen: GameScreen, read_only: str) -> None:
        """Show ``state`` on ``screen`` (a replay's), keeping what to come back to: the
        game in play, its screen and the stack."""
        screens = self.screens
        game_screen = screens.game if screens.has_game_screen() else None
        if game_screen is not None:
            game_screen.stop_journey()
        self._watching = (self.state, game_screen, list(screens.stack))
        self.read_only = read_only
        self.start(state, screen)

    @property
    def watching(self) -> bool:
        return self._watching is not None

    def stop_watching(self) -> None:
        """Leave the replay for the screens (and the game) it was opened from."""
        if self._watching is None:
            return
        state, game_screen, stack = self._watching
        self._watching = None
        self.read_only = None
        self.state = state
        if game_screen is not None:
            self.screens.use_game_screen(game_screen)
        self.screens.stack.replace(*stack)

    def game_in_play(self) -> GameState | None:
        """The player's own game (not a replay being watched): what a save saves."""
        return self._watching[0] if self._watching is not None else self.state

    def game_on(self) -> bool:
        """A game is in memory and not over."""
        return self.state is not None and not self.state.game_over

    def can_continue(self) -> bool:
        """True when there is a game to go back to: in memory, or a save (or its backup)."""
        return self.game_on() or self.saves.has_save()

    def resume(self) -> None:
        if self.game_on():
            self.screens.stack.replace(self.screens.game)

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
        push = self.screens.push
        if offer.error is None and offer.state is not None:
            self.start(offer.state)
        elif offer.from_backup and offer.state is not None:
            backup = offer.state
            push(
                MessageBox(
                    self.screens,
                    "The save did not load",
                    offer.message,
                    [("Yes, load the backup", lambda: self.start(backup)), ("No", lambda: None)],
                )
            )
        else:
            push(MessageBox(self.screens, "The save did not load", offer.message))

    def save_and_leave(self) -> None:
        """The game menu's "Save and quit": save, then the main menu; if saving fails, stay
        and say why."""
        error = self.saves.save(self.state)
        if error is not None:
            self.show_save_error(error, "You are still in the game; nothing is lost yet.")
            return
        self.screens.to_main_menu()
        self.screens.menu.note = "Game saved." if self.saves.slot is not None else ""

    def keep_recording(self) -> str:
        """Write the run's recording into the saves folder (the run's end, and a key in the
        game); a toast says where, or why not. Returns the same for the run's summary screen
        ("Recording: recordings/<name>"); without a save slot (tests), nothing and ""."""
        folder = self.saves.folder
        if self.state is None or self.saves.slot is None or folder is None:
            return ""
        from game.replay.keep import FOLDER_NAME, keep_recording

        path, error = keep_recording(self.state, folder)
        if self.state.game_over:
            self._run_end_path = path
        self.screens.game.toast(f"Recording kept: {path}" if error is None else error)
        return f"Recording: {FOLDER_NAME}/{path.name}" if path is not None else str(error)

    def show_save_error(self, error: str, then: str) -> None:
        self.screens.game.stop_journey()
        self.screens.push(MessageBox(self.screens, "Could not save", f"{error}\n{then}"))

    def end_game(self) -> None:
        """Leave a finished game for the main menu; a finished run's save is deleted now."""
        note = ""
        if self.state is not None and self.state.game_over:
            self.saves.write_run_summary(self.state)  # already written unless never shown
            note = self.saves.delete_after_death()
            self.saves.use_home()  # a loaded run is over: the menu is the saves folder's again
        self.state = None
        self.screens.to_main_menu()
        self.screens.menu.note = note

    # -- the engine's door ---------------------------------------------------------------
    def act(self, action: Action | str, **params: Any) -> Outcome:
        """Perform the player's ``action`` (the UI builds it), then open what the result calls
        for. A command name with its parameters goes through ``state.do`` instead, the named
        door (tests use it). Answers with the engine's ``Outcome``: truthy when it happened,
        else the refusal's words."""
        state = self.state
        if state is None or self.read_only:
            if self.read_only:
                self.screens.game.toast(self.read_only)
            return Outcome(False, refusal=self.read_only)
        depth, over = state.depth, state.game_over
        outcome = (
            state.do(action, watch=True, **params)
            if isinstance(action, str)
            else state.perform(action, watch=True)
        )
        if state.game_over and not over:
            self._run_end_recording = self.keep_recording()
        if outcome and self.screens.has_game_screen():
            self.screens.game.saw(outcome.events, state)
            self.screens.game.animate(outcome.events, state)
        if outcome:
            self.screens.hear(outcome.events, state)
        if state.depth != depth:
            self.screens.game.stop_journey()
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

        screens = self.screens
        if state.game_over:
            if not screens.showing(DeathScreen):
                screens.game.stop_journey()
                note = self.saves.write_run_summary(state, self._run_end_path)
                screens.stack.replace(
                    screens.game, DeathScreen(screens, note, self._run_end_recording)
                )
                self._run_end_recording, self._run_end_path = "", None  # once, for this run
        elif state.level_up_pending and not screens.showing(LevelUpScreen):
            screens.game.stop_journey()
            screens.push(LevelUpScreen(screens))

    def open_item_list(self, mode: str, force: bool = False) -> Layer | None:
        """The inventory, drop or remove list; a toast instead if it would be empty."""
        assert self.state is not None
        player = self.state.player
        if not force:
            if not player.inventory.items:
                self.screens.game.toast("You carry nothing.")
                return None
            if mode == "remove" and not player.equipment.worn_items():
                self.screens.game.toast("You wear nothing.")
                return None
        return self.screens.open(mode)

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
            gear_choices.wear(self.screens, item)
        elif gear_choices.reads_on_an_item(item):
            gear_choices.read_on(self.screens, item)
        elif effect is not None and effect.targeting is not None:
            self.screens.push(TargetingScreen(self.screens, item))
        else:
            self.act(UseAction(self.state.player, item))
