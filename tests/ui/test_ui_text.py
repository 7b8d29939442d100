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


def test_rendered_width_is_the_measured_width_and_the_sum_of_glyph_advances(make_app):
    from game.ui import glyphs
    from game.ui.art import font

    make_app((320, 240))
    for size in (17, 20, 26, 30, 39):
        scale = glyphs.scale(size)
        image = text.render("Health", size, (255, 255, 255))
        advances = sum(font.GLYPHS[char].advance for char in "Health") * scale
        assert image.get_width() == text.width("Health", size) == advances
        assert image.get_height() == text.line_height(size)
        assert text.font(size).size("Health") == (advances, text.line_height(size))


def test_text_is_crisp_whole_pixel_blocks_of_one_colour(make_app):
    """No smoothing: every pixel is the colour or clear, in scale x scale blocks."""
    from game.ui import glyphs

    make_app((320, 240))
    colour = (240, 200, 110)
    for size in (20, 30, 40):
        scale = glyphs.scale(size)
        image = text.render("Here: Sword ?", size, colour)
        inked = 0
        for y in range(image.get_height()):
            for x in range(image.get_width()):
                r, g, b, a = image.get_at((x, y))
                assert a in (0, 255)
                if a:
                    inked += 1
                    assert (r, g, b) == colour
                block = image.get_at((x - x % scale, y - y % scale))
                assert (block.a > 0) == (a > 0)
        assert inked > 0


def test_no_text_below_the_readable_minimum_at_any_window_size():
    from game.ui import glyphs
    from game.ui.layout import compute_layout

    for size in [(640, 480), (1280, 720), (1920, 1080), (2560, 1440)]:
        layout = compute_layout(*size)
        for font_size in (layout.font, layout.list_font, layout.small_font, layout.title_font):
            assert glyphs.scale(font_size) >= glyphs.MIN_SCALE
            assert text.line_height(font_size) >= 20


def test_nothing_draws_with_pygame_fonts():
    """Every text goes through game.ui.text (the pixel font): no pygame font is made."""
    from pathlib import Path

    root = Path(text.__file__).resolve().parents[1]
    offenders = [
        str(path)
        for path in root.rglob("*.py")
        if any(
            name in path.read_text(encoding="utf-8")
            for name in ("font.Font(", "SysFont", "freetype")
        )
    ]
    assert offenders == []


def test_wrapped_text_breaks_where_wrap_says(make_app):
    make_app((320, 240))
    words = "There is something here: Sword ?, Health Potion, 2 Scrolls of Identify"
    lines = text.wrap(words, 20, 200)
    assert len(lines) > 1 and all(text.width(line, 20) <= 200 for line in lines)
    image = text.render_wrapped(words, 20, (255, 255, 255), 200)
    assert image.get_height() == len(lines) * text.line_height(20)
