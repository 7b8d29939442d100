"""Rankings: every run in the history, best score first or newest first.

From the main menu (``r``) and the game menu. Up / Down, Page Up / Page Down, Home / End and
the wheel move through the runs; ``s`` / ``d`` (or Tab, or a click on the tabs) sort by score
or by date; Enter or a click opens the run's summary; Esc or a right-click goes back.

Only the rows on screen are read from the database, a chunk at a time, so 10,000 runs open as
fast as ten.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.history.db import History
from game.ui import mouse, text, theme
from game.ui.input import menu_command
from game.ui.screens.base import Screen

if TYPE_CHECKING:
    from game.ui.host import MenuHost

#: Rows read from the database at a time.
CHUNK = 64
#: Row pictures kept (a few screens' worth).
ROW_IMAGES = 400
#: (heading, share of the width) left to right.
COLUMNS: tuple[tuple[str, float], ...] = (
    ("#", 0.06),
    ("Score", 0.09),
    ("Run", 0.35),
    ("Turns", 0.09),
    ("Level", 0.07),
    ("Ended", 0.2),
    ("Seed", 0.14),
)
ORDER_NAMES = {"score": "best score", "date": "newest"}
OUTCOME_COLORS = {"victory": theme.GOLD, "death": theme.MALUS, "abandoned": theme.TEXT_DIM}
HINT = (
    "Arrows, PgUp/PgDn, wheel: move    Enter or click: the run    s / d: sort by score / "
    "date    Esc: back"
)


def fate(outcome: str, cause: object, floor: object) -> str:
    """ "Killed by Ogre on 5", "Won on 12", "Left on 3"."""
    if outcome == "victory":
        return f"Won on floor {floor}"
    if outcome == "abandoned":
        return f"Left on floor {floor}"
    return f"Killed by {cause or 'unknown causes'} on floor {floor}"


class RankingsScreen(Screen):
    """The list of runs. ``folder``: the saves folder (None: no history, an empty list)."""

    app: MenuHost

    def __init__(self, app: MenuHost, folder: Path | None, order: str = "score") -> None:
        super().__init__(app)
        self.history = None if folder is None else History(folder)
        self.order = order
        self.cursor = 0
        self.top = 0  # the first row on screen
        self.visible_rows = 10  # as the last frame laid them out
        self._chunks: dict[int, list[tuple]] = {}
        self.count = 0
        self.problem: str | None = None
        #: Where the last frame drew its rows: row ``first_drawn + i`` at ``row_rects[i]``.
        self.row_rects: list[pygame.Rect] = []
        self.first_drawn = 0
        self.tab_rects: dict[str, pygame.Rect] = {}
        #: Rows drawn once, by (order, index, size): scrolling blits a picture a row.
        self._row_images: dict[tuple, pygame.Surface] = {}
        self.reload()

    # -- data ------------------------------------------------------------------------------
    def reload(self) -> None:
        """Count the runs again and forget the rows read (a new order, a new run)."""
        self._chunks.clear()
        self._row_images.clear()
        if self.history is None:
            self.count = 0
            return
        self.count = self.history.count()
        self.problem = self.history.problem
        self.cursor = max(0, min(self.cursor, self.count - 1))

    def row(self, index: int) -> tuple | None:
        """Row ``index`` in the current order (db.LIST_COLUMNS), read with its chunk."""
        if self.history is None or not 0 <= index < self.count:
            return None
        chunk = index // CHUNK
        rows = self._chunks.get(chunk)
        if rows is None:
            rows = self._chunks[chunk] = self.history.page(self.order, chunk * CHUNK, CHUNK)
            if self.history.problem:
                self.problem = self.history.problem
        offset = index - chunk * CHUNK
        return rows[offset] if offset < len(rows) else None

    def sort_by(self, order: str) -> None:
        if order != self.order:
            self.order = order
            self.cursor = self.top = 0
            self.reload()

    # -- input -----------------------------------------------------------------------------
    def move(self, step: int) -> None:
        if self.count:
            self.cursor = max(0, min(self.count - 1, self.cursor + step))
            self.keep_in_view()

    def keep_in_view(self) -> None:
        rows = max(1, self.visible_rows)
        if self.cursor < self.top:
            self.top = self.cursor
        elif self.cursor >= self.top + rows:
            self.top = self.cursor - rows + 1
        self.top = max(0, min(self.top, max(0, self.count - rows)))

    def scroll(self, rows: int) -> None:
        """The wheel: the view moves, the cursor stays on a row in view."""
        page = max(1, self.visible_rows)
        self.top = max(0, min(self.top + rows, max(0, self.count - page)))
        self.cursor = max(self.top, min(self.cursor, self.top + page - 1, self.count - 1))

    def open_run(self, index: int) -> None:
        row = self.row(index)
        if row is None or self.history is None:
            return
        from game.ui.screens.run_summary import RunSummaryScreen

        self.cursor = index
        self.app.push(RunSummaryScreen(self.app, self.history, int(row[0])))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-3 * mouse.wheel_steps(event))
            return
        if event.type == pygame.MOUSEMOTION:
            index = self.index_at(event.pos)
            if index is not None:
                self.cursor = index
            return
        if mouse.is_press(event, mouse.RIGHT):
            self.close()
            return
        if mouse.is_press(event, mouse.LEFT):
            for order, rect in self.tab_rects.items():
                if rect.collidepoint(event.pos):
                    self.sort_by(order)
                    return
            index = self.index_at(event.pos)
            if index is not None:
                self.open_run(index)
            return
        if event.type != pygame.KEYDOWN:
            return
        if event.unicode in ("s", "d"):
            self.sort_by("score" if event.unicode == "s" else "date")
            return
        if event.key == pygame.K_TAB:
            self.sort_by("date" if self.order == "score" else "score")
            return
        command = menu_command(event)
        if command is None:
            return
        page = max(1, self.visible_rows - 1)
        steps = {
            "up": -1,
            "down": 1,
            "page_up": -page,
            "page_down": page,
            "first": -self.count,
            "last": self.count,
        }
        if command.name in steps:
            self.move(steps[command.name])
        elif command.name == "confirm":
            self.open_run(self.cursor)
        elif command.name == "cancel":
            self.close()

    def index_at(self, pos: tuple[int, int]) -> int | None:
        for offset, rect in enumerate(self.row_rects):
            if rect.collidepoint(pos):
                return self.first_drawn + offset
        return None

    # -- drawing ---------------------------------------------------------------------------
    def text_area(self) -> pygame.Rect | None:
        return self.app.surface.get_rect()

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        window = surface.get_rect()
        surface.fill(theme.BACKGROUND)
        pad = layout.pad
        font, small = layout.list_font, layout.small_font
        line_h = text.line_height(font)
        row_h = line_h + pad // 2 + 2
        width = min(window.width - 4 * pad, max(640, window.width * 9 // 10))
        box = pygame.Rect(0, 0, width, window.height - 2 * pad)
        box.centerx = window.centerx
        box.y = pad
        y = box.y
        title = text.blit(surface, "Rankings", layout.title_font, theme.TITLE, (box.x, y))
        self.draw_tabs(surface, title.right + 3 * pad, y + (title.height - line_h) // 2, font)
        counted = f"{self.count:,} run" + ("" if self.count == 1 else "s")
        text.blit(
            surface, counted, font, theme.TEXT_DIM, (box.right, title.centery), anchor="midright"
        )
        y = title.bottom + pad
        if self.problem:
            shown = text.fit(self.problem, small, box.width)
            text.blit(surface, shown, small, theme.MALUS, (box.x, y))
            y += text.line_height(small) + pad // 2
        xs = self.column_xs(box)
        for (heading, _), x in zip(COLUMNS, xs, strict=True):
            text.blit(surface, heading, font, theme.TEXT_DIM, (x, y))
        y += line_h + pad // 2
        rule_y = y - pad // 4
        pygame.draw.line(surface, theme.TEXT_FAINT, (box.x, rule_y), (box.right, rule_y))
        hint_h = text.line_height(small) + pad
        bottom = box.bottom - hint_h
        self.visible_rows = max(1, (bottom - y) // row_h)
        self.keep_in_view()
        self.row_rects = []
        self.first_drawn = self.top
        if self.count == 0:
            empty = (
                "No runs yet: a run joins the rankings when it ends, won, lost or "
                "abandoned for a new game."
            )
            for line in text.wrap(empty, font, box.width):
                text.blit(surface, line, font, theme.TEXT_DIM, (box.x, y + pad))
                y += line_h
        for index in range(self.top, min(self.count, self.top + self.visible_rows)):
            row = self.row(index)
            rect = pygame.Rect(box.x, y, box.width - 2 * pad, row_h)
            self.row_rects.append(rect)
            if index == self.cursor:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=3)
                pygame.draw.rect(surface, theme.GOLD, rect, width=1, border_radius=3)
            if row is not None and index == self.cursor:
                self.draw_row(surface, index, row, xs, rect, font)
            elif row is not None:
                surface.blit(self.row_image(index, row, xs, rect, font), rect)
            y += row_h
        self.draw_scrollbar(
            surface,
            pygame.Rect(
                box.right - pad,
                y - len(self.row_rects) * row_h,
                pad // 2 + 2,
                len(self.row_rects) * row_h,
            ),
        )
        hint = text.fit(HINT, small, box.width)
        text.blit(
            surface, hint, small, theme.TEXT_FAINT, (window.centerx, box.bottom), anchor="midbottom"
        )

    def column_xs(self, box: pygame.Rect) -> list[int]:
        xs, x = [], float(box.x + self.app.layout.pad // 2)
        for _, share in COLUMNS:
            xs.append(round(x))
            x += share * (box.width - 2 * self.app.layout.pad)
        return xs

    def draw_tabs(self, surface: pygame.Surface, x: int, y: int, font: int) -> None:
        pad = self.app.layout.pad
        self.tab_rects = {}
        for order, label in (("score", "(s) by score"), ("date", "(d) by date")):
            chosen = order == self.order
            rect = text.blit(
                surface, label, font, theme.TITLE if chosen else theme.TEXT_DIM, (x + pad // 2, y)
            )
            rect = rect.inflate(pad, pad // 2)
            if chosen:
                pygame.draw.rect(surface, theme.GOLD, rect, width=1, border_radius=3)
            self.tab_rects[order] = rect
            x = rect.right + pad

    def row_image(
        self, index: int, row: tuple, xs: list[int], rect: pygame.Rect, font: int
    ) -> pygame.Surface:
        """Row ``index`` (not under the cursor) drawn once on the background, then kept:
        scrolling blits one picture a row, and draws only the rows new to the view."""
        key = (self.order, index, rect.size, xs[0] - rect.x, font)
        image = self._row_images.get(key)
        if image is None:
            if len(self._row_images) >= ROW_IMAGES:
                self._row_images.clear()
            image = pygame.Surface(rect.size)
            image.fill(theme.BACKGROUND)
            with text.inside(image, image.get_rect(), type(self).__name__):
                self.draw_row(image, index, row, [x - rect.x for x in xs], image.get_rect(), font)
            self._row_images[key] = image
        return image

    def draw_row(
        self,
        surface: pygame.Surface,
        index: int,
        row: tuple,
        xs: list[int],
        rect: pygame.Rect,
        font: int,
    ) -> None:
        _, score, outcome, cause, floor, turns, level, ended, seed = row
        cells = (
            str(index + 1),
            f"{score:,}" if type(score) is int else str(score),
            fate(str(outcome), cause, floor),
            f"{turns:,}" if type(turns) is int else str(turns),
            str(level),
            str(ended),
            str(seed),
        )
        colors = (
            theme.TEXT_DIM,
            theme.TITLE,
            OUTCOME_COLORS.get(str(outcome), theme.TEXT),
            theme.TEXT,
            theme.TEXT,
            theme.TEXT_DIM,
            theme.TEXT_DIM,
        )
        ends = xs[1:] + [rect.right]
        for cell, color, x, end in zip(cells, colors, xs, ends, strict=True):
            shown = text.fit(cell, font, end - x - self.app.layout.pad // 2)
            # glyph by glyph: most cells are new numbers at each step of a scroll
            text.blit_glyphs(surface, shown, font, color, (x, rect.centery), anchor="midleft")

    def draw_scrollbar(self, surface: pygame.Surface, track: pygame.Rect) -> None:
        if self.count <= self.visible_rows or track.height <= 0:
            return
        pygame.draw.rect(surface, theme.PANEL, track)
        size = max(6, track.height * self.visible_rows // self.count)
        at = track.y + (track.height - size) * self.top // max(1, self.count - self.visible_rows)
        pygame.draw.rect(surface, theme.TEXT_FAINT, (track.x, at, track.width, size))
