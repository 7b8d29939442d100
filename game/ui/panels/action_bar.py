"""Buttons under the map for players who use the mouse alone: Explore, Wait, Rest, Stairs,
Help, Menu. Each is the same UI command its key sends (shown on the button). They have their own
strip (``layout.bar``) so they never hide a map tile that a click might want."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import pygame

from game.ui import text, theme
from game.ui.input import Command

#: (label, key shown, command name), left to right.
BUTTONS: tuple[tuple[str, str, str], ...] = (
    ("Explore", "x", "explore"),
    ("Wait", ".", "wait"),
    ("Rest", "Z", "rest"),
    ("Stairs", ">", "descend"),
    ("Help", "?", "help"),
    ("Menu", "Esc", "menu"),
)
TIPS = {
    "explore": "Explore until something shows up (x)",
    "wait": "Wait a turn (. or numpad 5)",
    "rest": "Rest until healed or something comes (Z)",
    "descend": "Walk to the stairs you have seen; on them, go down (>)",
    "help": "Every key and click (?)",
    "menu": "The game menu: resume, save and quit, settings, help (Esc)",
}


@dataclass(frozen=True)
class Button:
    rect: pygame.Rect
    command: str


class ActionBar:
    """Draws the buttons in the bar's strip and hit-tests them."""

    def __init__(self) -> None:
        self.buttons: list[Button] = []
        self.labels: list[str] = []  # the buttons' texts as drawn last
        self._drawn: tuple | None = None

    def command_at(self, pos: tuple[int, int]) -> Command | None:
        for button in self.buttons:
            if button.rect.collidepoint(pos):
                return Command(button.command)
        return None

    def draw(
        self,
        surface: pygame.Surface,
        strip: pygame.Rect,
        font: int,
        pad: int,
        lit: str | None = None,
        keep: bool = False,
        keys: Mapping[str, str] | None = None,
    ) -> bool:
        """The row of buttons in ``strip``, from the left; ``lit`` is hovered; ``keys`` are
        the keys to show by command (default: the default keys; "" shows none).

        On a narrow strip the key hints go first, then buttons from the right. With ``keep``,
        ``surface`` still holds the last drawing, which is left alone if nothing changed.
        Returns True when it drew.
        """
        keys = keys or {}
        if keep and (strip, font, pad, lit, keys) == self._drawn:
            return False
        self._drawn = (strip.copy(), font, pad, lit, dict(keys))  # copies: the caller's may change
        surface.fill(theme.BACKGROUND, strip)
        height = min(strip.height - pad // 2, text.line_height(font) + pad // 2)
        room = strip.width - 2 * pad
        for with_keys in (True, False):
            shown_keys = [
                (label, keys.get(command, key), command) for label, key, command in BUTTONS
            ]
            labels = [
                (f"{label} ({key})" if with_keys and key else label, command)
                for label, key, command in shown_keys
            ]
            if self._width(labels, font, pad) <= room:
                break
        while len(labels) > 1 and self._width(labels, font, pad) > room:
            labels.pop(-2)  # keep Menu, the way out
        x, y = strip.x + pad, strip.centery - height // 2
        self.buttons = []
        self.labels = [shown for shown, _ in labels]
        for shown, command in labels:
            rect = pygame.Rect(x, y, text.width(shown, font) + pad * 2, height)
            back = theme.ROW_SELECTED if command == lit else theme.PANEL_DARK
            pygame.draw.rect(surface, back, rect, border_radius=4)
            pygame.draw.rect(
                surface,
                theme.GOLD if command == lit else theme.TEXT_FAINT,
                rect,
                width=1,
                border_radius=4,
            )
            with text.inside(surface, strip, "bar"), text.inside(surface, rect, "button"):
                text.blit(surface, shown, font, theme.TEXT, rect.center, anchor="center")
            self.buttons.append(Button(rect, command))
            x = rect.right + pad // 2
        return True

    @staticmethod
    def _width(labels: list[tuple[str, str]], font: int, pad: int) -> int:
        return sum(text.width(shown, font) + pad * 2 for shown, _ in labels) + (pad // 2) * (
            len(labels) - 1
        )
