"""The message log: the latest lines, coloured by kind, newest at the bottom, older ones fading."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ui import text, theme
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import framed, lerp

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.engine.log import Message
    from game.ui.layout import Layout
    from game.ui.tileset import Tileset

#: How far the oldest visible line fades toward the background (0 none, 1 invisible).
FADE = 0.62
#: Lines of the log kept drawn in their shade (each line is drawn in a new shade as it
#: moves up: ``_shaded``).
SHADED_KEPT = 256


@lru_cache(maxsize=SHADED_KEPT)
def _shaded(line: str, size: int, shade: theme.Color) -> pygame.Surface:
    """``line`` as ``text.render`` draws it in ``shade``, made from its white picture: the
    font's glyphs are white and either opaque or clear, so multiplying the white picture by
    the shade gives the same pixels as drawing each glyph in the shade, for a copy and a
    fill instead of a blit a glyph. Cached; do not draw onto it."""
    image = text.render(line, size, (255, 255, 255)).copy()
    image.fill((*shade, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image


text.on_reset(_shaded.cache_clear)


def wrapped_lines(
    messages: list[Message], size: int, width: int, limit: int
) -> list[tuple[str, theme.Color]]:
    """The last ``limit`` screen lines of ``messages`` (wrapped to ``width``), oldest first."""
    lines: list[tuple[str, theme.Color]] = []
    for message in reversed(messages):
        pieces = text.wrap(message.full_text, size, width)
        lines[:0] = [(piece, theme.MESSAGE_COLORS[message.kind.value]) for piece in pieces]
        if len(lines) >= limit:
            break
    return lines[-limit:] if limit > 0 else []


class MessageLogPanel(CachedPanel):
    """Bottom-left panel with the latest messages."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self.scroll = 0  # messages scrolled back from the newest (mouse wheel, later)
        self.lines: list[str] = []  # texts drawn last, oldest first

    def signature(self, state: GameState, layout: Layout) -> tuple:
        log = state.messages
        last = log[-1] if len(log) else None
        return layout, len(log), last.count if last else 0, id(last), self.scroll

    def render(self, surface: pygame.Surface, state: GameState, layout: Layout) -> None:
        rect = surface.get_rect()
        self.text_area = framed(surface, self.tileset, rect, layout.frame_scale)
        inset = layout.pad + 4 * layout.frame_scale
        inner = rect.inflate(-2 * inset, -2 * layout.pad - 6 * layout.frame_scale)
        size = layout.font
        line_h = text.line_height(size)
        limit = max(1, inner.height // line_h)
        messages = list(state.messages)
        self.scroll = max(0, min(self.scroll, max(0, len(messages) - 1)))
        if self.scroll:
            messages = messages[: len(messages) - self.scroll]
        lines = wrapped_lines(messages, size, inner.width, limit)
        self.lines = [line for line, _ in lines]
        y = inner.bottom - line_h * len(lines)
        for index, (line, color) in enumerate(lines):
            age = (len(lines) - 1 - index) / max(1, limit - 1)
            shade = lerp(color, theme.PANEL_DARK, FADE * age)
            text.blit_image(surface, _shaded(line, size, shade), (inner.x, y), line, size)
            y += line_h
        if self.scroll:
            text.blit(
                surface,
                f"{self.scroll} newer below",
                layout.small_font,
                theme.TEXT_DIM,
                (inner.right, inner.bottom),
                anchor="bottomright",
            )
