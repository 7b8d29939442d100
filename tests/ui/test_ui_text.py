"""Text: fonts and rendered text cached by functools.lru_cache; wrapped text by pygame-ce."""

from __future__ import annotations

import pygame

from game.ui import text


def test_fonts_and_renders_are_cached_and_reset_forgets_them(make_app):
    make_app((320, 240))
    text.reset()
    first = text.font(20)
    assert text.font(20) is first
    assert text.font.cache_info().hits == 1
    image = text.render("Hello", 20, (255, 255, 255))
    assert text.render("Hello", 20, (255, 255, 255)) is image
    text.reset()
    assert text.font.cache_info().currsize == 0 and text.render.cache_info().currsize == 0
    assert text.font(20) is not first


def test_wrapped_text_stays_within_its_width_and_breaks_lines(make_app):
    make_app((320, 240))
    words = "the quick brown fox jumps over the lazy dog " * 4
    line = text.line_height(18)
    wrapped = text.render_wrapped(words, 18, (255, 255, 255), 150)
    assert wrapped.get_width() <= 150
    assert wrapped.get_height() >= 4 * line
    two = text.render_wrapped("one\ntwo", 18, (255, 255, 255), 500)
    assert two.get_height() >= 2 * line > text.render("one", 18, (0, 0, 0)).get_height()
    assert isinstance(wrapped, pygame.Surface)
