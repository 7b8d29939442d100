"""Settings: zoom, window size, fullscreen, animation speed, putting on picked-up gear, interface
size, sound (master and effects volume, mute), and a key for every command.

One list under a cursor (``MenuList``): on a setting, Enter, a click or Right shows the next
value and Left the one before; on a command, Enter or a click waits for a key to add to it
(Esc cancels; a key another command uses is refused, saying which), Delete or Backspace clears
its keys; the last row puts every key back to its default. Each change is applied at once and
written to the settings file (``App.change_settings``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.ui import mouse, text, theme
from game.ui.input import BINDINGS, Keymap, key_of_event
from game.ui.layout import held_steps, ui_scale
from game.ui.menu_list import MenuList
from game.ui.screens.base import Modal
from game.ui.settings import (
    ANIMATION_SPEEDS,
    VOLUMES,
    WEAR_ON_PICKUP,
    WINDOW_SIZES,
    ZOOM_CHOICES,
    Settings,
)

if TYPE_CHECKING:
    from game.ui.host import SettingsHost

#: The rows above the key bindings: (id, label).
CHOICES: tuple[tuple[str, str], ...] = (
    ("zoom", "Zoom"),
    ("window_size", "Window size"),
    ("fullscreen", "Fullscreen"),
    ("animation", "Animation"),
    ("wear_on_pickup", "Put on picked-up gear"),
    ("autopickup", "Autopickup"),
    ("interface", "Interface size"),
    ("master_volume", "Master volume"),
    ("effects_volume", "Effects volume"),
    ("sound", "Sound"),
)
#: The "Put on picked-up gear" choices in words.
WEAR_WORDS = {"known": "known gear", "always": "always", "never": "never"}
#: The "Autopickup" choices in words: what exploring and travel pick up on their way (never
#: gear), or nothing (exploring stops there).
AUTOPICKUP_WORDS = {True: "potions, scrolls, missiles", False: "nothing: explore stops"}
RESET = "reset_keys"
ROWS: tuple[str, ...] = (*(row for row, _ in CHOICES), *(b.id for b in BINDINGS), RESET)
#: A thin rule above these rows: the keys, then the reset.
RULE_ABOVE = frozenset({BINDINGS[0].id, RESET})


T = TypeVar("T")


def _cycle(values: tuple[T, ...], current: T, step: int) -> T:
    index = values.index(current) if current in values else 0
    return values[(index + step) % len(values)]


def _volume(current: int, step: int) -> int:
    """The volume of VOLUMES after ``current`` (``step`` 1) or before it (-1), wrapping as every
    row does; a volume written by hand between steps goes to the nearest step first."""
    nearest = min(VOLUMES, key=lambda volume: abs(volume - current))
    return VOLUMES[(VOLUMES.index(nearest) + (step if nearest == current else 0)) % len(VOLUMES)]


def next_size(current: tuple[int, int], step: int) -> tuple[int, int]:
    """The listed window size after ``current`` (``step`` 1) or before it (-1), by area,
    wrapping; ``current`` need not be listed (a window dragged to another size)."""
    area = current[0] * current[1]
    if step > 0:
        return next((size for size in WINDOW_SIZES if size[0] * size[1] > area), WINDOW_SIZES[0])
    return next(
        (size for size in reversed(WINDOW_SIZES) if size[0] * size[1] < area), WINDOW_SIZES[-1]
    )


def step_setting(
    settings: Settings, row: str, step: int, in_use: tuple[int, int] | None = None
) -> Settings:
    """``settings`` with the setting ``row`` moved ``step`` values on (wrapping). The window
    size steps from the window's size ``in_use`` (``--size`` or a drag may have made it other
    than the stored one), or from the stored one in fullscreen, where it is the window's size
    for later."""
    if row == "zoom":
        return replace(settings, zoom=_cycle(ZOOM_CHOICES, settings.zoom, step))
    if row == "window_size":
        current = settings.window_size if in_use is None or settings.fullscreen else in_use
        return replace(settings, window_size=next_size(current, step))
    if row == "fullscreen":
        return replace(settings, fullscreen=not settings.fullscreen)
    if row == "animation":
        return replace(settings, animation=_cycle(ANIMATION_SPEEDS, settings.animation, step))
    if row == "wear_on_pickup":
        return replace(
            settings, wear_on_pickup=_cycle(WEAR_ON_PICKUP, settings.wear_on_pickup, step)
        )
    if row == "autopickup":
        return replace(settings, autopickup=not settings.autopickup)
    if row == "interface":
        held = held_steps(*(in_use or settings.window_size))
        return replace(settings, interface=_cycle((None, *held), settings.interface, step))
    if row == "master_volume":
        return replace(settings, master_volume=_volume(settings.master_volume, step))
    if row == "effects_volume":
        return replace(settings, effects_volume=_volume(settings.effects_volume, step))
    if row == "sound":
        return replace(settings, mute=not settings.mute)
    raise KeyError(row)


def size_text(size: tuple[int, int]) -> str:
    return "{} x {}".format(*size)


def value_text(settings: Settings, row: str, in_use: tuple[int, int] | None = None) -> str:
    """A setting's value in words. The window size is the size in use (``in_use``), with the
    stored one (the next start's, and the window's after fullscreen) when they differ."""
    if row == "zoom":
        return "fit the window" if settings.zoom is None else f"{settings.zoom} px tiles"
    if row == "window_size":
        stored = size_text(settings.window_size)
        if settings.fullscreen:
            return f"fullscreen (window {stored})"
        if in_use is None or tuple(in_use) == tuple(settings.window_size):
            return stored
        return f"{size_text(in_use)} (saved {stored})"
    if row == "fullscreen":
        return "on" if settings.fullscreen else "off"
    if row == "wear_on_pickup":
        return WEAR_WORDS[settings.wear_on_pickup]
    if row == "autopickup":
        return AUTOPICKUP_WORDS[settings.autopickup]
    if row == "interface":
        return interface_text(settings.interface, in_use or settings.window_size)
    if row in ("master_volume", "effects_volume"):
        return f"{getattr(settings, row)}%"
    if row == "sound":
        return "muted" if settings.mute else "on"
    return settings.animation


def interface_text(interface: float | None, in_use: tuple[int, int]) -> str:
    """The interface size in words: "auto (1.5x)", "1x", or "2x (1.5x fits)" where the window
    in use holds less than the step chosen."""
    drawn = f"{ui_scale(*in_use, interface):g}x" if held_steps(*in_use) else "smaller"
    if interface is None:
        return f"auto ({drawn})"
    chosen = f"{interface:g}x"
    return chosen if chosen == drawn else f"{chosen} ({drawn} fits)"


class SettingsScreen(Modal):
    """The settings list; ``waiting_for`` is the command waiting for its new key, if any."""

    app: SettingsHost
    title = "Settings"
    hint = "Enter or click: change   Left / Right: value   Del: clear keys   Esc: close"

    def __init__(self, app: SettingsHost) -> None:
        super().__init__(app)
        self.list = MenuList(len(ROWS))
        self.waiting_for: str | None = None
        self.message = ""  # the last change, or why a key was refused
        self.first_shown = 0  # the top row on screen (the list scrolls)
        self.shown_rows = len(ROWS)
        self.values: dict[str, str] = {}  # row id -> the value drawn on it last (tests)
        self.more_rect: pygame.Rect | None = None  # where "more below" was drawn (tests)

    @property
    def cursor(self) -> int:
        return self.list.cursor

    @property
    def row(self) -> str:
        return ROWS[self.list.cursor]

    @property
    def row_rects(self) -> dict[str, pygame.Rect]:
        """Row id -> where it was drawn last (rows scrolled out of view are not there)."""
        return {
            ROWS[index]: rect
            for index, rect in enumerate(self.list.rects, start=self.list.first_drawn)
        }

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.waiting_for is not None:
            self._capture(event)
            return
        if self.handle_list(event, self.list, lambda index: self.choose(ROWS[index])):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.row in dict(CHOICES):
                self.change(
                    step_setting(
                        self.app.settings,
                        self.row,
                        -1 if event.key == pygame.K_LEFT else 1,
                        self.app.surface.get_size(),
                    )
                )
            elif event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.row_is_binding():
                self.change(self.app.settings.cleared(self.row))
                self.message = f"{self.label(self.row)}: no key now."

    def row_is_binding(self, row: str | None = None) -> bool:
        return (row or self.row) not in dict(CHOICES) and (row or self.row) != RESET

    def choose(self, row: str) -> None:
        if row in dict(CHOICES):
            self.change(step_setting(self.app.settings, row, 1, self.app.surface.get_size()))
        elif row == RESET:
            self.change(self.app.settings.default_keys())
            self.message = "Every key is back to its default."
        else:
            self.waiting_for = row
            self.message = f"Press a key for {self.label(row)} (Esc: cancel)."

    def _capture(self, event: pygame.event.Event) -> None:
        """The key pressed while a command waits for one: bind it, or say why not."""
        command = self.waiting_for
        assert command is not None
        if mouse.is_press(event) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.waiting_for = None
            self.message = "No key changed."
            return
        if event.type != pygame.KEYDOWN or event.key in _MODIFIERS:
            return
        key = key_of_event(event)
        self.waiting_for = None
        if key is None:
            self.message = "That key cannot be bound (Esc is kept for menus)."
            return
        settings, self.message = self.app.settings.rebind(command, key)
        if settings is not self.app.settings:
            self.change(settings)

    def change(self, settings: Settings) -> None:
        """Apply and keep ``settings``; a file that cannot be written is said here."""
        error = self.app.change_settings(settings)
        self.message = error or ""

    @staticmethod
    def label(row: str) -> str:
        return next(b.label for b in BINDINGS if b.id == row)

    # -- drawing -------------------------------------------------------------------------
    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        """The design's width, or wider when the window allows and a value needs it (a small
        window's interface is drawn smaller, and "800 x 600 (saved 1280 x 720)" was cut)."""
        layout = self.app.layout
        row_h = text.line_height(layout.font) + 2
        w, h = self.fitted(
            window, 700, (len(ROWS) + 3) * row_h + (2 + len(RULE_ABOVE)) * layout.pad
        )
        inset = layout.pad * 2 + 4 * layout.frame_scale
        needed = self._value_x(0) + max(map(self._value_width, ROWS)) + 2 * inset + layout.pad
        return max(w, min(window.width - 40, needed)), h

    def _value_x(self, left: int) -> int:
        """Where the values' column starts in content that starts at ``left``."""
        size, labels = self.app.layout.font, [*(b.label for b in BINDINGS), *dict(CHOICES).values()]
        return left + max(text.width(label, size) for label in labels) + 3 * self.app.layout.pad

    def _value_width(self, row: str) -> int:
        """How wide ``row``'s value is drawn whole (a setting's; a command's keys)."""
        settings, size = self.app.settings, self.app.layout.font
        if row in dict(CHOICES):
            return text.width(value_text(settings, row, self.app.surface.get_size()), size)
        if row == RESET:
            return 0
        return text.width(Keymap(settings.bindings).keys_text(row), size)

    def draw(self, surface: pygame.Surface) -> None:
        layout, settings = self.app.layout, self.app.settings
        content = self.frame(surface)
        size, row_h = layout.font, text.line_height(layout.font) + 2
        message_h = text.line_height(size) + layout.pad
        body = pygame.Rect(content.x, content.y, content.width, content.height - message_h)
        if (body.height - len(RULE_ABOVE) * layout.pad) // row_h < len(ROWS):
            body.height -= text.line_height(layout.small_font)  # room for "more below"
        self.shown_rows = max(1, (body.height - len(RULE_ABOVE) * layout.pad) // row_h)
        cursor = self.list.clamp()
        if cursor < self.first_shown:
            self.first_shown = cursor
        elif cursor >= self.first_shown + self.shown_rows:
            self.first_shown = cursor - self.shown_rows + 1
        self.first_shown = max(0, min(self.first_shown, len(ROWS) - self.shown_rows))
        keymap = Keymap(settings.bindings)
        names = dict(CHOICES)
        value_x = self._value_x(content.x)
        self.list.rects, self.list.first_drawn = [], self.first_shown
        y = body.y
        for index in range(self.first_shown, min(len(ROWS), self.first_shown + self.shown_rows)):
            row = ROWS[index]
            if row in RULE_ABOVE and index > self.first_shown:
                pygame.draw.line(
                    surface,
                    theme.TEXT_FAINT,
                    (content.x, y + layout.pad // 2),
                    (content.right, y + layout.pad // 2),
                )
                y += layout.pad
            rect = pygame.Rect(content.x, y, content.width, row_h)
            if index == cursor:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=3)
            if row in names:
                label, color = names[row], theme.GOLD
                value = value_text(settings, row, self.app.surface.get_size())
                if row == "sound" and self.app.audio.problem:
                    value += f" ({self.app.audio.problem})"
            elif row == RESET:
                label, value, color = "Reset keys to defaults", "", theme.TEXT
            else:
                waiting = row == self.waiting_for
                label = self.label(row)
                value = "press a key..." if waiting else keymap.keys_text(row)
                color = theme.TITLE if waiting else theme.TEXT
            self.values[row] = text.fit(value, size, rect.right - value_x)
            with text.inside(surface, rect, "row"):
                text.blit(surface, label, size, theme.TEXT, (rect.x + layout.pad // 2, rect.y + 1))
                text.blit(surface, self.values[row], size, color, (value_x, rect.y + 1))
            self.list.rects.append(rect)
            y += row_h
        self.more_rect = None
        if self.first_shown + self.shown_rows < len(ROWS):  # under the rows, never on one
            self.more_rect = text.blit(
                surface,
                "more below",
                layout.small_font,
                theme.TEXT_FAINT,
                (body.right, max(y, body.bottom)),
                anchor="topright",
            )
        if self.message:
            text.blit(
                surface,
                text.fit(self.message, size, content.width),
                size,
                theme.TITLE,
                (content.x, content.bottom),
                anchor="bottomleft",
            )


_MODIFIERS = frozenset(
    {
        pygame.K_LSHIFT,
        pygame.K_RSHIFT,
        pygame.K_LCTRL,
        pygame.K_RCTRL,
        pygame.K_LALT,
        pygame.K_RALT,
        pygame.K_LGUI,
        pygame.K_RGUI,
        pygame.K_CAPSLOCK,
        pygame.K_NUMLOCK,
        pygame.K_MODE,
    }
)
