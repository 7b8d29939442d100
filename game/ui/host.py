"""What a screen may ask of the application: the small interface screens depend on.

Screens, panels and the pointer code are typed against these protocols, never against ``App``,
so nothing under ``game/ui/screens`` imports the app (no import circle, even type-only). ``App``
is the one class that satisfies them all; tests may hand a screen anything else that does.

- ``Layer``: one entry of the screen stack (what the stack needs of a screen).
- ``GameView``: what modals reach of the game screen (the map's geometry, the doll, a toast).
- ``Host``: state, geometry, the stack, the door to the engine (``act``) and the game in play.
- ``GameInPlay``: starting, continuing, saving, leaving and ending games (``play.Play``).
- ``GameHost``: the game screen's extra calls (zoom, fullscreen, screenshot, quit).
- ``MenuHost``: the main menu's and the death screen's calls (quit).
- ``SettingsHost``: the settings screen's calls (the settings, changing them).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

if TYPE_CHECKING:
    from pathlib import Path

    import pygame

    from game.engine.actions import Action
    from game.engine.entity import Item
    from game.engine.events import Outcome
    from game.engine.game import GameState
    from game.ui.audio import Audio
    from game.ui.input import Keymap
    from game.ui.layout import Layout
    from game.ui.panels.paper_doll import PaperDoll
    from game.ui.panels.stage_view import StageView
    from game.ui.settings import Settings
    from game.ui.tileset import Tileset


class Layer(Protocol):
    """A screen on the stack: only the top one gets events and updates; ``modal`` ones are
    drawn over the screens below them."""

    modal: bool

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def timed_look(self) -> Hashable:
        """What the screen shows that changes with time alone (a blinking cursor)."""
        ...

    def wake_in(self) -> float | None:
        """Seconds until the screen wants a frame with no event (None: never)."""
        ...


L = TypeVar("L", bound=Layer)


class GameView(Protocol):
    """The parts of the game screen that modals over it use."""

    @property
    def stage_view(self) -> StageView: ...

    @property
    def doll(self) -> PaperDoll: ...

    def toast(self, message: str) -> None: ...

    def stop_journey(self, why: str = "") -> None: ...

    def start_journey(self, goal: tuple[int, int] | None) -> None: ...

    def go_toward(self, tile: tuple[int, int]) -> None: ...


class Host(Protocol):
    """What every screen may use: the game in play, geometry, the stack and the engine's door."""

    state: GameState | None
    tileset: Tileset
    pointer: tuple[int, int]

    @property
    def surface(self) -> pygame.Surface: ...

    @property
    def layout(self) -> Layout: ...

    @property
    def top(self) -> Layer: ...

    @property
    def game(self) -> GameView: ...

    def push(self, screen: L) -> L: ...

    def pop(self, screen: Layer | None = None) -> None: ...

    def open(self, name: str) -> Layer | None:
        """Open a screen by its name in ``screen_names.SCREENS``."""
        ...

    @property
    def play(self) -> GameInPlay:
        """The game in play: starting, continuing, leaving and ending games (``play.Play``)."""
        ...

    def act(self, action: Action) -> Outcome:
        """Hand the player's ``action`` to the engine; its outcome, truthy if it happened
        (``Play.act``)."""
        ...


class SettingsHost(Host, Protocol):
    """The settings screen's calls: the settings in force, and changing them."""

    settings: Settings
    #: The sound effects (``game.ui.audio``): the settings screen says when they are silent.
    audio: Audio

    @property
    def keymap(self) -> Keymap:
        """The game's keys as the settings bind them."""
        ...

    def change_settings(self, settings: Settings) -> str | None:
        """Apply ``settings`` and write them to the settings file; an error to show, or None."""
        ...


class GameHost(SettingsHost, Protocol):
    """The game screen's extra calls."""

    zoom: int | None
    #: How fast animations play: 1 as designed, 0 off (``game.ui.animation``).
    animation_speed: float
    #: Frames drawn so far, and events after which the window may not hold the last frame:
    #: with them the game screen knows the window still shows its last frame.
    draws: int
    window_changes: int

    @property
    def current_zoom(self) -> int: ...

    def set_zoom(self, zoom: int) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def save_screenshot(self) -> object: ...

    def toggle_mute(self) -> None: ...

    def quit(self) -> None: ...


class MenuHost(Host, Protocol):
    """The main menu's, the death screen's and the rankings' calls."""

    def request_quit(self) -> None: ...

    @property
    def history_folder(self) -> Path | None:
        """The saves folder whose run history the rankings show (None: none)."""
        ...

    def watch_recording(self, path: Path) -> str | None:
        """Watch a run's recording; why not, or None."""
        ...

    def play_seed(self, seed: int) -> None:
        """Start a new game of ``seed`` (asking first if a run would end)."""
        ...


class GameInPlay(Protocol):
    """What screens ask of the game in play (``play.Play``)."""

    state: GameState | None
    first_seed: int | None
    read_only: str | None

    def start(self, state: GameState, screen: Any = None) -> None: ...

    def can_continue(self) -> bool: ...

    def offer_new_game(self, start: Callable[[], None] | None = None) -> None: ...

    def continue_game(self) -> None: ...

    def save_and_leave(self) -> None: ...

    def keep_recording(self) -> str: ...

    def end_game(self) -> None: ...

    def sync(self) -> None: ...

    def open_item_list(self, mode: str, force: bool = False) -> Layer | None: ...

    def use_item(self, item: Item) -> None: ...

    def play_seed(self, seed: int) -> None:
        """Start a new game of ``seed`` (asking first if a run would end)."""
        ...
