"""The character sheet: the doll figure, level and XP, each stat with where it comes from (a
worn guard among them), the conditions the hero is in, each property worn (its glyph, what it
does and the piece that gives it), and what is worn (by the names the player knows)."""

from __future__ import annotations

from collections.abc import Hashable
from functools import lru_cache
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.engine.describe import conditions, stat_line
from game.engine.equipment import SLOT_ORDER, STATS, Stat
from game.ui import text, theme
from game.ui.gear_view import known_props, prop_glyph
from game.ui.memo import Same, gear_look
from game.ui.panels.hud import hud_conditions
from game.ui.panels.tooltip import (
    Glyphed,
    draw_line,
    fit_line,
    glyph_of,
    line_width,
    wrap_line,
)
from game.ui.screens.base import Modal, kept_picture
from game.ui.scrolling import LineScroll
from game.ui.tileset import worn_kinds

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.ui.host import Host

PROPERTIES_TITLE = "Properties worn:"


def worn_property_lines(state: GameState) -> list[tuple[str, theme.Color]]:
    """Each property of each worn piece the player knows it carries, with its glyph: "Flame
    (+1 Sword of Flame): Burns what it strikes..."."""
    lines: list[tuple[str, theme.Color]] = []
    for item in state.player.equipment.worn_items():
        for prop in known_props(state, item):
            name, does = state.property_words(prop)
            lines.append(
                (
                    Glyphed(f"{name} ({state.name_of(item)}): {does}", prop_glyph(prop)),
                    theme.PROPERTY,
                )
            )
    return lines


@lru_cache(maxsize=1024)
def _wrapped(words: str, glyph: str | None, font: int, room: int) -> tuple[str, ...]:
    """``words`` (after ``glyph``, if any) broken to fit ``room`` pixels; kept, as a sheet
    is laid out at every opening and most of its lines stay the same."""
    line = words if glyph is None else Glyphed(words, glyph)
    if line_width(line, font) <= room:
        return (line,)
    return tuple(wrap_line(line, font, max(1, room))) or (line,)


Lines = tuple[tuple[str, theme.Color], ...]
#: The sheet's lines that follow from the gear and the base stats (``gear_look``), for the
#: game they were worked out for, and the guard a deadlock wore (the defense's breakdown
#: counts it): a turn leaves them as they were.
_gear_kept: list[tuple[Same, tuple, tuple[Lines, Lines, Lines]]] = []


def _gear_lines(state: GameState) -> tuple[Lines, Lines, Lines]:
    """Each stat with where it comes from, the worn properties, what each slot holds."""
    look = (gear_look(state), state.player.fighter.worn_guard)
    if _gear_kept and _gear_kept[0][0] == Same(state) and _gear_kept[0][1] == look:
        return _gear_kept[0][2]
    player = state.player
    fighter = player.fighter
    stats = tuple(
        (stat_line(player, stat, state), theme.TEXT) for stat in ("power", "defense", "max_hp")
    ) + tuple(
        (stat_line(player, stat, state), theme.TEXT)
        for stat in Stat
        if stat.value not in STATS and fighter.value(stat)
    )  # regeneration, clarity if any
    slots = []
    for slot in SLOT_ORDER:
        item = player.equipment.item_in(slot)
        name = state.name_of(item) if item is not None else "nothing"
        slots.append(
            (
                f"{slot.label.capitalize()}: {name}",
                theme.TEXT if item is not None else theme.TEXT_FAINT,
            )
        )
    lines = (stats, tuple(worn_property_lines(state)), tuple(slots))
    _gear_kept[:] = [(Same(state), look, lines)]
    return lines


#: The last sheet's lines above its footer, with all they follow from
#: (``CharacterScreen.sheet_lines``): a turn that changed none of it (a monster's step) keeps
#: the very same lines.
_lines_kept: list[tuple[tuple, Lines]] = []
#: The last sheet's lines as drawn, with what they were laid out for, and each line's
#: ``_laid_line`` (``_pieces``).
_pieces_kept: list[tuple[tuple, tuple, Lines, list]] = []
#: The last box measured for a sheet, with what it was measured for (``box_size``).
_box_kept: list[tuple[tuple, tuple[int, int]]] = []
#: Per layout, tileset and window: the room for the lines and the box for a height (lines
#: that change but keep their height keep the box).
_sizes: dict[tuple, dict] = {}
#: The last sheet's box and content rects, with what they were laid out for.
_frame_kept: list[tuple[tuple, tuple[pygame.Rect, pygame.Rect]]] = []


def _pieces(lines: Lines, font: int, room: int, line_h: int) -> tuple:
    """The sheet's ``lines`` as drawn in ``room`` pixels: each wrapped piece (or "" for a
    half-line gap) with its color, each piece's height, and what each says (its words,
    glyph and color); worked out again only for other lines or another room."""
    key = (Same(lines), font, room, line_h)
    if _pieces_kept and _pieces_kept[0][0] == key:
        return _pieces_kept[0][1]
    # a line that is the very line laid out last time keeps its layout (a blow taken: the
    # HP line alone is laid out again)
    before: Lines = ()
    before_laid: list = []
    if _pieces_kept and _pieces_kept[0][0][1:] == key[1:]:
        before, before_laid = _pieces_kept[0][2], _pieces_kept[0][3]
    each = [
        before_laid[index]
        if index < len(before) and line_color is before[index]
        else _laid_line(str(line_color[0]), glyph_of(line_color[0]), line_color[1], *key[1:])
        for index, line_color in enumerate(lines)
    ]
    pieces: list = []
    heights: list[int] = []
    said: list = []
    for its in each:
        pieces += its[0]
        heights += its[1]
        said += its[2]
    laid = (tuple(pieces), tuple(heights), tuple(said))
    _pieces_kept[:] = [(key, laid, lines, each)]
    return laid


@lru_cache(maxsize=1024)
def _laid_line(
    words: str, glyph: str | None, color: theme.Color, font: int, room: int, line_h: int
) -> tuple[tuple, tuple[int, ...], tuple]:
    """One line of ``_pieces``: its pieces with their color, heights, and what each says."""
    pieces = _wrapped(words, glyph, font, room) if words else ("",)
    return (
        tuple((piece, color) for piece in pieces),
        tuple(line_h if piece else line_h // 2 for piece in pieces),
        tuple((str(piece), glyph_of(piece), color) for piece in pieces),
    )


def _turn_line(state: GameState) -> tuple[str, theme.Color]:
    """The sheet's footer, its last line: the one a turn changes, drawn under the lines and
    never scrolled away."""
    return (f"Floor {state.depth}   Turn {state.turn}   Kills {state.kills}", theme.TEXT_DIM)


class CharacterScreen(Modal):
    title = "Character"
    hint = "Esc or c to close"
    close_chars = "c"
    keeps_its_picture = True  # see ``draw``

    WIDTH = 660
    portrait = pygame.Rect(0, 0, 0, 0)  # where the figure was drawn last
    #: The last sheet drawn, by any opening: how it was laid out, each shown line's words
    #: and rect, the hint's rects, a picture of its box, what every line said (the very
    #: tuple ``_pieces`` gave) and the lines' rects (see ``draw``).
    _sheet: ClassVar[
        tuple[Hashable, dict, list[pygame.Rect], pygame.Surface, tuple, list[pygame.Rect]] | None
    ] = None
    #: The picture of the kept sheet whose footer was drawn last, with its words and their
    #: rect (``_put_footer``): a picture taken since shows none yet.
    _footer: ClassVar[tuple[pygame.Surface, str, pygame.Rect] | None] = None
    #: What the kept sheet was last drawn for (``draw``'s quick key), that very ``_sheet``,
    #: and the fields the drawing set: box, portrait, content, total, scroll's first, page.
    _quick: ClassVar[tuple | None] = None

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.scroll = LineScroll()  # a short window shows the sheet a page at a time
        #: What the last frame drew: the content rect and each text line's rect.
        self.content = pygame.Rect(0, 0, 0, 0)
        self.drawn: list[pygame.Rect] = []
        self.total = 0  # lines (wrapped pieces and gaps) the sheet has at this size

    def picture_key(self) -> Hashable | None:
        """The sheet at this revision, with this gear and these numbers, scrolled so."""
        state = self.app.state
        if state is None:
            return None
        return (
            self.picture_base(),
            Same(self.app.tileset),
            Same(state),
            state.revision,
            self.scroll.first,
        )

    def drawing(self) -> tuple:
        return (
            super().drawing(),
            self.portrait.copy(),
            self.content.copy(),
            [rect.copy() for rect in self.drawn],
            self.total,
            self.scroll.first,
            self.scroll.page,
        )

    def reuse(self, drawing: tuple) -> None:
        base, portrait, content, rects, total, first, page = drawing
        super().reuse(base)
        self.portrait, self.content = portrait.copy(), content.copy()
        self.drawn = [rect.copy() for rect in rects]
        self.total, self.scroll.first, self.scroll.page = total, first, page

    def handle(self, event: pygame.event.Event) -> None:
        if self.closes(event):
            self.close()
            return
        self.scroll.handle(event)

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        """Sized to the lines; measured again only for other lines, layout or window."""
        return self._box_for(window, self.sheet_lines())

    def _box_for(self, window: pygame.Rect, lines: Lines) -> tuple[int, int]:
        layout = self.app.layout
        where = (Same(layout), Same(self.app.tileset), tuple(window))
        key = (Same(lines), where)
        if _box_kept and _box_kept[0][0] == key:
            return _box_kept[0][1]
        if where not in _sizes:  # the room for the lines, and the sizes of boxes made here
            _sizes.clear()
            width = self.fitted(window, self.WIDTH, 0)[0]
            inset = layout.pad * 2 + 4 * layout.frame_scale
            _sizes[where] = {"room": width - 2 * inset - self.portrait_size()[0] - 2 * layout.pad}
        made = _sizes[where]
        # the pieces as ``draw`` lays them out in this very room (it finds them made)
        line_h = text.line_height(layout.font)
        heights = _pieces(lines, layout.font, made["room"], line_h)[1]
        tall = max(self.portrait_size()[1] + 8, sum(heights) + line_h)  # and the footer
        size = made.get(tall)
        if size is None:
            size = made[tall] = self.fitted(window, self.WIDTH, tall)
        _box_kept[:] = [(key, size)]
        return size

    def frame_layout(self, lines: Lines | None = None) -> tuple[pygame.Rect, pygame.Rect]:
        """``Modal.frame_layout``, worked out again only for another box size (the lines'
        ``sheet_lines``, if not given), layout or room: a turn's new count leaves it."""
        app = self.app
        room = self.room()
        size = self._box_for(room, self.sheet_lines() if lines is None else lines)
        key = (size, Same(app.layout), Same(app.tileset), tuple(room))
        if not (_frame_kept and _frame_kept[0][0] == key):
            _frame_kept[:] = [(key, super().frame_layout())]
        box, content = _frame_kept[0][1]
        return box.copy(), content.copy()

    def wrapped(self, line: str, room: int) -> tuple[str, ...]:
        """A long stat line ("Power 5 = 2 base + ...") broken to fit ``room`` pixels."""
        return _wrapped(str(line), glyph_of(line), self.app.layout.font, room)

    def portrait_size(self) -> tuple[int, int]:
        """The doll figure's size here: about as wide as the map sprite would be."""
        width, height = self.app.tileset.doll.size
        scale = self.portrait_scale()
        return width * scale, height * scale

    def portrait_scale(self) -> int:
        return max(1, self.app.layout.doll_sprite // self.app.tileset.doll.size[0])

    def lines(self) -> list[tuple[str, theme.Color]]:
        """The sheet's text, top to bottom (right of the portrait), its footer last."""
        state = self.app.state
        assert state is not None
        return [*self.sheet_lines(), _turn_line(state)]

    def sheet_lines(self) -> Lines:
        """The sheet's lines above its footer (``_turn_line``), worked out again only when
        what they say changed (the gear, a number, a condition), not at every revision of the
        game (``box_size`` and ``draw`` both ask): after a monster's step or a new turn the
        very same tuple, which the layout's caches and the kept picture know."""
        state = self.app.state
        assert state is not None
        player = state.player
        level, fighter = player.level, player.fighter
        key = (
            Same(state),
            gear_look(state),
            fighter.hp,  # the most hit points follow from the gear (``_gear_lines``)
            (level.current_xp, level.current_level, level.xp_to_next_level),
            (state.depth, state.kills),
            tuple(conditions(player)),
        )
        if _lines_kept and _lines_kept[0][0] == key:
            return _lines_kept[0][1]
        lines = tuple(self._lines(state))
        _lines_kept[:] = [(key, lines)]
        return lines

    def _lines(self, state: GameState) -> list[tuple[str, theme.Color]]:
        player = state.player
        level, f = player.level, player.fighter
        stats, props, slots = _gear_lines(state)
        out: list[tuple[str, theme.Color]] = [
            (f"Level {level.current_level}", theme.TITLE),
            (
                f"Experience {level.current_xp} / {level.xp_to_next_level} to the next level",
                theme.TEXT,
            ),
            (f"HP {f.hp} / {f.max_hp}", theme.TEXT),
            ("", theme.TEXT),
            *stats,
        ]
        conditions = [(chip.tip, theme.MALUS) for chip in hud_conditions(player)]
        if conditions:
            out += [("", theme.TEXT), *conditions]
        if props:
            out += [("", theme.TEXT), (PROPERTIES_TITLE, theme.TEXT_DIM), *props]
        out.append(("", theme.TEXT))
        out += slots
        out.append(("", theme.TEXT))
        return out  # and under them, the footer (``_turn_line``)

    def draw(self, surface: pygame.Surface) -> None:
        """The sheet; over the picture of the last sheet drawn (any opening's) when it was
        laid out alike (the same box, portrait, line heights and page), only the lines whose
        words differ are drawn again. When the lines are the very ones that picture shows (a
        monster's step, a new turn), it is put on as it is (``_show_kept``). Either way the
        footer's words are drawn again only if the picture shows others (``_put_footer``)."""
        layout, tileset = self.app.layout, self.app.tileset
        state = self.app.state
        assert state is not None
        words = self.sheet_lines()
        quick = (Same(words), Same(layout), Same(tileset), surface.get_size(), self.scroll.first)
        if self._show_kept(surface, quick):
            self._put_footer(surface)
            return
        box, content = self.frame_layout(words)
        figure = pygame.Rect(content.topleft, self.portrait_size())
        kinds = worn_kinds(state.player.equipment)
        x = figure.right + 2 * layout.pad
        line_h = text.line_height(layout.font)
        # the lines as drawn: a wrapped piece each, or "" for a half-line gap
        pieces, heights, said = _pieces(words, layout.font, content.right - x, line_h)
        room = content.height - line_h  # the content's last line is the footer's
        fits = len(pieces)
        if sum(heights) > room:  # scrolled: every line a whole line, so any page
            heights = (line_h,) * len(pieces)  # of ``fits`` lines fits wherever it starts
            fits = room // line_h
        shown = list(self.scroll.lay_out(len(pieces), fits))
        more = self.scroll.more(len(pieces))
        alike = (
            Same(layout),
            Same(tileset),
            tuple(box),
            self.title,
            self.hint,
            tuple(kinds),
            heights,
            tuple(shown),
            more,
        )
        kept = CharacterScreen._sheet
        over = (
            kept is not None
            and kept[0] == alike
            and not text.recording_now()
            and surface.get_rect().contains(box)
        )
        if over:
            assert kept is not None
            if not self.shaded_below:
                self.cast_shade(surface)  # as ``frame`` would
            surface.blit(kept[3], box)
            self.box, self.hint_rects = box.copy(), [rect.copy() for rect in kept[2]]
            if kept[4] is said:  # every line says what the picture shows: nothing to draw
                self.portrait, self.content, self.total = figure, content, len(pieces)
                self.drawn = [rect.copy() for rect in kept[5]]
                self._keep_quick(quick)
                self._put_footer(surface)
                return
            frame = tileset.frame(box.width, box.height, layout.frame_scale)
        else:
            content = self.frame(surface)
            pygame.draw.rect(surface, theme.PANEL_DARK, figure.inflate(8, 8), border_radius=6)
            surface.blit(tileset.doll.figure(kinds, self.portrait_scale()), figure)
        self.portrait, self.content, self.total = figure, content, len(pieces)
        y = content.y
        self.drawn = []
        where: dict[int, pygame.Rect] = {}
        redrawn: list[pygame.Rect] = []  # the rows drawn again over the kept picture
        for index in shown:
            piece, color = pieces[index]
            if over and kept is not None and kept[1].get(index, (None,))[0] == said[index]:
                if piece:
                    where[index] = kept[1][index][1]
                    self.drawn.append(where[index].copy())
                y += heights[index]
                continue
            if over:  # the old words off: the frame's own picture under them
                row = pygame.Rect(x, y, content.right - x, heights[index])
                surface.blit(frame, row, row.move(-box.x, -box.y))
                redrawn.append(row)
            if piece:
                where[index] = draw_line(
                    surface,
                    tileset,
                    fit_line(piece, layout.font, content.right - x),
                    layout.font,
                    color,
                    (x, y),
                    over,  # over the picture: a changed line, likely never shown again
                )
                self.drawn.append(where[index].copy())
            y += heights[index]
        if more and not over:
            text.blit(
                surface,
                text.fit(more, layout.small_font, content.right - x),
                layout.small_font,
                theme.TEXT_DIM,
                (x, y),
            )
        if surface.get_rect().contains(box) and not text.recording_now():
            lines = {
                index: (said[index], where.get(index, pygame.Rect(0, 0, 0, 0))) for index in shown
            }
            # the kept picture takes the lines drawn again, no more
            picture = kept_picture(surface, box, kept[3] if over and kept else None, redrawn)
            hints = [rect.copy() for rect in self.hint_rects]
            drawn = [rect.copy() for rect in self.drawn]
            CharacterScreen._sheet = (alike, lines, hints, picture, said, drawn)
            self._keep_quick(quick)
            self._put_footer(surface)
        else:
            self._put_footer(surface, keep=False)

    def _put_footer(self, surface: pygame.Surface, keep: bool = True) -> None:
        """The footer (``_turn_line``) on the content's last line, right of the portrait.
        With ``keep`` (the kept picture, ``_sheet``, is the sheet just drawn or shown), only
        where that picture shows other words or none: the old ones wiped with the frame's
        own picture, the new ones drawn and copied into the kept picture."""
        layout, tileset = self.app.layout, self.app.tileset
        state = self.app.state
        assert state is not None
        words, color = _turn_line(state)
        line_h = text.line_height(layout.font)
        x = self.portrait.right + 2 * layout.pad
        row = pygame.Rect(x, self.content.bottom - line_h, self.content.right - x, line_h)
        sheet = CharacterScreen._sheet if keep else None
        if sheet is not None:
            footer = CharacterScreen._footer
            if footer is not None and footer[0] is sheet[3] and footer[1] == words:
                self.drawn.append(footer[2].copy())  # the picture says it already
                return
            frame = tileset.frame(self.box.width, self.box.height, layout.frame_scale)
            surface.blit(frame, row, row.move(-self.box.x, -self.box.y))  # the old words off
        # a new count each turn, never shown again: put glyph by glyph (``draw_line``)
        rect = draw_line(
            surface,
            tileset,
            fit_line(words, layout.font, row.width),
            layout.font,
            color,
            row.topleft,
            True,
        )
        self.drawn.append(rect.copy())
        if sheet is not None:
            kept_picture(surface, self.box, sheet[3], [row])
            CharacterScreen._footer = (sheet[3], words, rect.copy())

    def _keep_quick(self, quick: tuple) -> None:
        """Note that the kept sheet is what a drawing for ``quick`` (``draw``) shows, with
        the fields that drawing set."""
        CharacterScreen._quick = (
            quick,
            CharacterScreen._sheet,
            self.box.copy(),
            self.portrait.copy(),
            self.content.copy(),
            self.total,
            self.scroll.first,
            self.scroll.page,
        )

    def _show_kept(self, surface: pygame.Surface, quick: tuple) -> bool:
        """Put the kept sheet on ``surface`` if it is the drawing for ``quick``: the very
        lines (``sheet_lines`` gives the same tuple while what they say holds: the gear,
        the numbers, the conditions), layout, tileset, window and scroll; whether it did.
        No line is laid out, no box measured: a monster's step shows the sheet in a blit."""
        kept, noted = CharacterScreen._sheet, CharacterScreen._quick
        if (
            kept is None
            or noted is None
            or noted[1] is not kept
            or noted[0] != quick
            or text.recording_now()
        ):
            return False
        box = noted[2]
        if not surface.get_rect().contains(box):
            return False
        if not self.shaded_below:
            self.cast_shade(surface)  # as ``frame`` would
        surface.blit(kept[3], box)
        self.box, self.hint_rects = box.copy(), [rect.copy() for rect in kept[2]]
        self.portrait, self.content, self.total = noted[3].copy(), noted[4].copy(), noted[5]
        self.drawn = [rect.copy() for rect in kept[5]]
        self.scroll.first, self.scroll.page = noted[6], noted[7]
        return True
