"""The pixel font (issue 13 point 2): every character the game's texts use has a glyph, and a
string's width is the sum of its glyphs' advances (no kerning, no gaps inside words).

No pygame here: the glyph data (``game/ui/art/font.py``), the committed ``font.json`` and the
measures (``game/ui/glyphs.py``) are plain Python. Rendering is tested in tests/ui/test_ui_text.py.
"""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from game import new_game
from game.content import ITEM_TYPES, create_item
from game.ui import glyphs
from game.ui.art import font
from tests.test_art import COMMITTED, decode

REPO = Path(__file__).resolve().parents[1]
GAME = REPO / "game"
#: Texts a player can see come from these: content, engine messages, UI strings.
SHOWN = [
    GAME / "content",
    GAME / "engine",
    GAME / "ui",
    GAME / "agents",
    GAME / "save",
    GAME / "history",
    GAME / "morgue.py",
    GAME / "cli.py",
    GAME / "report.py",
]


def literal_strings(path: Path) -> list[str]:
    """Every string literal in a module, f-string parts included (docstrings too: harmless)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    ]


def game_texts() -> list[str]:
    texts: list[str] = []
    for root in SHOWN:
        files = [root] if root.is_file() else sorted(root.rglob("*.py"))
        for path in files:
            if "art" in path.relative_to(GAME).parts:
                continue  # the pixel grids are not text
            texts += literal_strings(path)
    # names made at run time: every item as found and as known, rings by their looks
    state = new_game(1)
    for kind in ITEM_TYPES:
        found = [create_item(kind)]
        if ITEM_TYPES[kind].equippable is not None:
            found += [create_item(kind, enchantment=2), create_item(kind, -2, cursed=True)]
        for item in found:
            texts += [state.name_of(item), state.label_of(item)]
            item.count = 3
            texts.append(state.label_of(item))
    texts += [m.text for m in state.messages.messages]
    return texts


def shown_characters() -> set[str]:
    return {
        char
        for text in game_texts()
        for char in text
        if char.isprintable() and char not in "\t\n\r"
    }


def test_the_game_texts_were_collected():
    """The collection is not empty by accident: it holds known texts from each source."""
    texts = set(game_texts())
    for known in [
        "Health Potion",
        "Done exploring.",
        "Choose a stat to raise first.",
        "Drag onto the doll.",
        "Your gear is all you have.",
    ]:
        assert any(known in text for text in texts), known
    assert len(texts) > 500


def test_every_printable_character_of_the_games_texts_has_a_glyph():
    chars = shown_characters()
    assert len(chars) > 70  # letters, digits and punctuation at least
    missing = sorted(char for char in chars if char not in font.GLYPHS)
    assert missing == []


def test_ascii_and_the_usual_extras_are_all_drawn():
    wanted = [chr(code) for code in range(32, 127)]
    wanted += ["\u2014", "\u2013", "\u2192", "\u2190", "\u00d7", "\u2026", "\u00b7"]
    assert [char for char in wanted if char not in font.GLYPHS] == []
    assert font.FALLBACK in font.GLYPHS


def test_glyphs_are_well_formed():
    for char, glyph in font.GLYPHS.items():
        assert len(glyph.rows) == font.GLYPH_HEIGHT, repr(char)
        assert glyph.width >= 1 and set("".join(glyph.rows)) <= {"#", "."}, repr(char)
        if char != " ":
            assert "#" in "".join(glyph.rows), f"{char!r} draws nothing"
    # capitals and digits stand on the baseline and reach the cap height
    for char in "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789":
        rows = font.GLYPHS[char].rows
        assert "#" in rows[0] and "#" in rows[font.BASELINE - 1], char
        assert "#" not in "".join(rows[font.BASELINE :]), char
    for char in "gjpqy":
        assert "#" in font.GLYPHS[char].rows[-1], f"{char} has no descender"


def test_no_two_glyphs_look_alike():
    seen: dict[tuple[str, ...], str] = {}
    for char, glyph in font.GLYPHS.items():
        assert glyph.rows not in seen, f"{char!r} looks like {seen.get(glyph.rows)!r}"
        seen[glyph.rows] = char


def test_committed_metrics_are_the_font_data():
    data = json.loads((REPO / "assets" / "tiles" / "font.json").read_text(encoding="utf-8"))
    assert data == json.loads(json.dumps(font.metrics()))
    face = glyphs.face()
    assert face.places == {char: (x, w) for char, (x, w) in data["glyphs"].items()}


@pytest.mark.parametrize("size", [15, 17, 20, 26, 30, 39, 52])
def test_a_width_is_the_sum_of_the_glyph_advances(size):
    scale = glyphs.scale(size)
    health = sum(font.GLYPHS[char].advance for char in "Health") * scale
    assert glyphs.width("Health", size) == health
    # widths add up: no kerning, so "Heal" + "th" is exactly "Health" (never "Heal th")
    assert glyphs.width("Heal", size) + glyphs.width("th", size) == health
    assert glyphs.width("Health", size) == glyphs.width("Health", size)
    assert glyphs.width("", size) == 0
    # proportional: a narrow letter is narrower than a wide one
    assert glyphs.width("i", size) < glyphs.width("m", size)


def test_sizes_map_to_whole_scales_and_never_below_the_minimum():
    assert [glyphs.scale(size) for size in (1, 15, 17, 20, 26, 29)] == [2] * 6
    assert glyphs.scale(30) == 3 and glyphs.scale(39) == 3 and glyphs.scale(40) == 4
    sizes = range(1, 80)
    assert all(glyphs.scale(a) <= glyphs.scale(b) for a, b in zip(sizes, sizes[1:], strict=False))
    assert all(
        glyphs.line_height(size) == glyphs.face().line * glyphs.scale(size) for size in sizes
    )


def test_unknown_characters_measure_as_the_fallback():
    fallback = font.GLYPHS[font.FALLBACK].advance * glyphs.scale(20)
    assert glyphs.width("\u4e00", 20) == fallback
    assert not glyphs.has_glyph("\u4e00") and glyphs.has_glyph("A")


def test_font_image_holds_every_glyph_as_drawn() -> None:
    """``font.png`` (written by the build, byte for byte like the tiles) is the glyph grids of
    ``font.py`` side by side, white ink on clear, where ``font.json`` says each one is."""
    width, height, pixels = decode((COMMITTED / "font.png").read_bytes())
    places = json.loads((COMMITTED / "font.json").read_text(encoding="utf-8"))["glyphs"]
    assert height == font.GLYPH_HEIGHT and list(places) == list(font.GLYPHS)
    assert width == sum(glyph.width for glyph in font.GLYPHS.values())
    for char, (x, w) in places.items():
        rows = font.GLYPHS[char].rows
        assert w == len(rows[0]), repr(char)
        for y, row in enumerate(rows):
            drawn = "".join("#" if pixels[y * width + x + i] == font.INK else "." for i in range(w))
            assert drawn == row, (char, y)
    assert set(pixels) == {font.INK, font.CLEAR}
