"""Watching a recording (``--replay FILE``): the game screen, read only, driven by a ``Replay``.

Space pauses and resumes; ``.`` or Right plays one turn (and pauses); ``[`` and ``]`` change
the speed (1x to 50x); ``t`` asks for a turn to jump to (digits, Enter; back means playing
again from the start, which is quick); Home goes back to the start; Esc leaves. The paper
doll, the inventory, the tooltips and the other windows work as in play, but nothing reaches
the engine: the app refuses every action while ``read_only`` is set. The turns played are
heard as in play up to 4x (``HEARD_UP_TO``), and muted above; a jump is never heard.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.input import Command, game_command
from game.ui.screens.game_screen import GameScreen

if TYPE_CHECKING:
    from game.replay.player import Replay
    from game.ui.app import App

#: Playing speeds, as multiples of BASE_TURNS_PER_SECOND.
SPEEDS: tuple[int, ...] = (1, 2, 5, 10, 20, 50)
#: Turns a second at 1x: about a player's pace.
BASE_TURNS_PER_SECOND = 4
#: At most this many turns per frame, so the window keeps answering at 50x.
MAX_TURNS_PER_FRAME = 50
READ_ONLY = "Watching a replay: nothing you do changes it."
#: Game keys that only look (windows, zoom, screenshots): they work while watching.
VIEW_COMMANDS = frozenset(
    {
        "inventory",
        "drop",
        "remove",
        "character",
        "history",
        "help",
        "look",
        "zoom_in",
        "zoom_out",
        "fullscreen",
        "screenshot",
        "mute",
    }
)
MAX_TYPED_DIGITS = 9
#: Above this speed the replay is silent: turns fly by too fast to hear.
HEARD_UP_TO = 4


class ReplayScreen(GameScreen):
    """The game screen over a replay's state, with the replay's controls and its line."""

    app: App

    def __init__(self, app: App, replay: Replay, leave: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.replay = replay
        #: What Esc does: go back where the replay was opened from (None: quit, as
        #: ``--replay`` does).
        self.leave = leave or app.quit
        self.paused = False
        self.speed = SPEEDS[2]
        self.typed: str | None = None  # the turn being typed after ``t``; None: not asking
        self._owed = 0.0  # turns due since the last frame, as a fraction
        self._last_tick: float | None = None
        #: The status line as the last frame drew it, in lines that fit the map's width.
        self.status_lines: list[str] = []

    # -- controls --------------------------------------------------------------------------
    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self._last_tick = None

    def change_speed(self, steps: int) -> None:
        """One speed faster (``steps`` 1) or slower (-1), within 1x..50x."""
        at = SPEEDS.index(self.speed) + steps
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, at))]

    @property
    def audible(self) -> bool:
        """The sounds play at this speed (muted above HEARD_UP_TO)."""
        return self.speed <= HEARD_UP_TO

    def step_turn(self) -> None:
        """One turn, then pause."""
        self.paused = True
        self._listen(self.replay.turn)
        self._show()

    def _listen(self, play: Callable[[], object]) -> None:
        """``play`` some of the replay, heard when the speed allows (a jump is never heard)."""
        replay = self.replay
        replay.watching = self.audible and self.app.audio.audible
        try:
            play()
        finally:
            replay.watching = False
        heard, replay.heard = replay.heard, []
        if heard:
            self.app.hear(heard, replay.state)

    def jump(self, turn: int) -> None:
        """To ``turn`` (back: from the start), paused there."""
        self.paused = True
        self.replay.jump(turn)
        self._show()

    def _show(self) -> None:
        """The app shows the replay's state (a jump back starts a new one)."""
        if self.app.state is not self.replay.state:
            self.app.state = self.replay.state
            self.app.stack_changes += 1  # every panel draws the new game whole

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self._replay_key(event):
            return
        if event.type == pygame.KEYDOWN:
            command = game_command(event)
            if command is not None and command.name not in VIEW_COMMANDS:
                self.toast(READ_ONLY)
                return
        super().handle(event)

    def _replay_key(self, event: pygame.event.Event) -> bool:
        """Handle a replay control key; False for keys that are not one."""
        if self.typed is not None:
            self._typing(event)
            return True
        key, char = event.key, event.unicode
        if key == pygame.K_ESCAPE:
            self.leave()
        elif key == pygame.K_SPACE:
            self.toggle_pause()
        elif key == pygame.K_RIGHT or char == ".":
            self.step_turn()
        elif char == "]":
            self.change_speed(1)
        elif char == "[":
            self.change_speed(-1)
        elif char == "t":
            self.typed = ""
        elif key == pygame.K_HOME:
            self.jump(0)
        else:
            return False
        return True

    def _typing(self, event: pygame.event.Event) -> None:
        assert self.typed is not None
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.typed:
                self.jump(int(self.typed))
            self.typed = None
        elif event.key == pygame.K_ESCAPE:
            self.typed = None
        elif event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
        elif event.unicode.isdigit() and len(self.typed) < MAX_TYPED_DIGITS:
            self.typed += event.unicode

    def perform(self, command: Command) -> None:
        """A command from a key or the action bar: looking works, "menu" leaves the replay
        (no game to save, no menu to go back to), the rest would act: refused."""
        if command.name in VIEW_COMMANDS:
            super().perform(command)
        elif command.name == "menu":
            self.leave()
        else:
            self.toast(READ_ONLY)

    # -- time --------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return not self.paused and not self.replay.done and self.typed is None

    def update(self) -> None:
        super().update()
        if not self.playing:
            self._last_tick = None
            return
        now = time.monotonic()
        if self._last_tick is None:
            self._last_tick, self._owed = now, 1.0  # the first turn at once
        else:
            self._owed += (now - self._last_tick) * self.speed * BASE_TURNS_PER_SECOND
            self._last_tick = now
        turns = min(int(self._owed), MAX_TURNS_PER_FRAME)
        self._owed -= turns
        if int(self._owed) > MAX_TURNS_PER_FRAME:  # a slow machine: drop what it cannot show
            self._owed = 0.0
        self.advance(turns)

    def advance(self, turns: int) -> None:
        """Play ``turns`` turns (fewer if the replay ends)."""

        def play() -> None:
            for _ in range(turns):
                if not self.replay.turn():
                    break

        self._listen(play)
        self._show()

    def wake_in(self) -> float | None:
        if self.playing:
            return 1.0 / (self.speed * BASE_TURNS_PER_SECOND)
        return super().wake_in()

    # -- drawing -----------------------------------------------------------------------------
    def status(self) -> str:
        """The replay's line: "Replay: turn 134 / 2,405  5x" and what it is doing."""
        replay = self.replay
        line = f"Replay: turn {replay.state.turn:,} / {replay.last_turn:,}  {self.speed}x"
        if self.typed is not None:
            return f"{line}  Jump to turn: {self.typed}_  (Enter, Esc)"
        if replay.done:
            return f"{line}  {replay.why_stopped()}"
        if self.paused:
            line += "  paused"
        return f"{line}  Space pause  . step  [ ] speed  t jump  Esc leave"

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        layout = self.app.layout
        stage = layout.stage
        size = layout.small_font
        # in as many lines as it takes: the end's verdict (out of sync at which turn) is the
        # part that was cut at the map's edge
        status, room = self.status(), max(1, stage.width - 2 * layout.pad)
        lines = (status,) if text.width(status, size) <= room else text.wrap(status, size, room)
        self.status_lines = list(lines)
        line_h = text.line_height(size)
        box = pygame.Rect(stage.x, stage.y, stage.width, len(lines) * line_h + layout.pad)
        back = pygame.Surface(box.size)
        back.fill(theme.PANEL_DARK)
        back.set_alpha(220)
        surface.blit(back, box)
        color = theme.MALUS if self.replay.out_of_sync is not None else theme.GOLD
        y = box.y + layout.pad // 2
        for line in lines:
            text.blit(surface, line, size, color, (box.x + layout.pad, y))
            y += line_h
        self.changed_rects = None  # the line is over the map: the whole window goes out


def watch(app: App, replay: Replay) -> ReplayScreen:
    """Show ``replay`` in ``app``: read only, its own screen as the game screen."""
    screen = ReplayScreen(app, replay)
    app.play.read_only = READ_ONLY
    app.play.start(replay.state, screen)
    return screen
