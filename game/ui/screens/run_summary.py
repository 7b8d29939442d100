"""One run from the rankings: its run summary file drawn (not shown as raw text), its pictures,
"Watch" (its recording in the replay window) and "Play this seed".

The words come from the run summary file in ``morgue/`` (``game.history.morgue_read``); a run
whose file is gone is drawn from its row. ``w`` watches, ``p`` plays the seed, Esc or a
right-click goes back to the rankings; the buttons take clicks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.history.morgue_read import Summary, UnreadableSummary, read_summary
from game.ui import charts, mouse, text, theme
from game.ui.input import menu_command
from game.ui.screens.base import Screen

if TYPE_CHECKING:
    from pathlib import Path

    from game.history.db import History
    from game.history.run import Run
    from game.ui.host import MenuHost

TITLES = {"victory": "You won!", "death": "You died", "abandoned": "Abandoned"}
TITLE_COLORS = {"victory": theme.GOLD, "death": theme.MALUS, "abandoned": theme.TEXT_DIM}
#: The summary's sections drawn, in their columns left to right, with each column's share
#: of the width.
COLUMNS: tuple[tuple[tuple[str, ...], float], ...] = (
    (("Worn", "Stats", "Properties worn"), 0.42),
    (("Kills by breed",), 0.2),
    (("Last 20 messages",), 0.38),
)
HINT = "w: watch    p: play this seed    Esc: back to the rankings"


class RunSummaryScreen(Screen):
    """The run ``run_id`` of ``history``."""

    app: MenuHost

    def __init__(self, app: MenuHost, history: History, run_id: int) -> None:
        super().__init__(app)
        self.history = history
        self.run: Run | None = history.get(run_id)
        self.note = history.problem or ""
        self.summary = Summary()
        folder = history.path.parent
        if self.run is not None and self.run.morgue:
            try:
                self.summary = read_summary(folder / self.run.morgue)
            except (OSError, UnreadableSummary):
                self.note = self.note or "Its run summary file is gone: only its row is shown."
        self.buttons: dict[str, pygame.Rect] = {}

    # -- what it offers --------------------------------------------------------------------
    def recording_path(self) -> Path | None:
        run = self.run
        if run is None or not run.recording:
            return None
        path = self.history.path.parent / run.recording
        return path if path.is_file() else None

    def can_watch(self) -> bool:
        return self.recording_path() is not None

    def seed(self) -> int | None:
        try:
            return int(self.run.seed) if self.run is not None else None
        except ValueError:
            return None

    def watch(self) -> None:
        path = self.recording_path()
        if path is None:
            self.note = "This run has no recording to watch."
            return
        problem = self.app.watch_recording(path)
        if problem:
            self.note = problem

    def play_seed(self) -> None:
        seed = self.seed()
        if seed is not None:
            self.app.play_seed(seed)

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if mouse.is_press(event, mouse.RIGHT):
            self.close()
            return
        if mouse.is_press(event, mouse.LEFT):
            for name, rect in self.buttons.items():
                if rect.collidepoint(event.pos):
                    self.press(name)
                    return
            return
        if event.type != pygame.KEYDOWN:
            return
        keys = {"w": "watch", "p": "seed"}
        if event.unicode in keys:
            self.press(keys[event.unicode])
            return
        command = menu_command(event)
        if command is not None and command.name == "cancel":
            self.close()

    def press(self, name: str) -> None:
        if name == "watch":
            self.watch()
        elif name == "seed":
            self.play_seed()
        elif name == "back":
            self.close()

    # -- drawing ---------------------------------------------------------------------------
    def text_area(self) -> pygame.Rect | None:
        return self.app.surface.get_rect()

    def facts(self) -> str:
        run = self.run
        if run is None:
            return ""
        return (
            f"Score {run.score:,}   Floor {run.floor}   Level {run.level}   "
            f"{run.turns:,} turns   {run.kills:,} kills"
        )

    def sections(self, names: tuple[str, ...]) -> list[tuple[str, list[str]]]:
        """The summary's sections (or, with no file, what the row knows of them)."""
        run = self.run
        out = []
        for name in names:
            lines = self.summary.sections.get(name)
            if lines is None and run is not None:
                if name == "Worn":
                    lines = [f"{slot.capitalize()}: {item}" for slot, item in run.worn]
                elif name == "Kills by breed":
                    lines = [f"{breed}  {count}" for breed, count in run.kills_by_breed]
            if lines:
                out.append((name, lines))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        window = surface.get_rect()
        surface.fill(theme.BACKGROUND)
        pad = layout.pad
        font, small = layout.font, layout.small_font
        line_h, small_h = text.line_height(font), text.line_height(small)
        box = window.inflate(-4 * pad, -2 * pad)
        run = self.run
        if run is None:
            text.blit(
                surface,
                "This run is not in the history.",
                font,
                theme.MALUS,
                box.center,
                anchor="center",
            )
            self.buttons = {}
            self.draw_buttons(surface, box.x, box.y, font)
            return
        outcome = run.outcome
        title = self.summary.title or TITLES.get(outcome, "")
        y = box.y
        shown = text.blit(
            surface, title, layout.title_font, TITLE_COLORS.get(outcome, theme.TEXT), (box.x, y)
        )
        fate = self.summary.fate or f"{run.fate()}, on turn {run.turns}."
        text.blit(
            surface,
            text.fit(fate, font, box.width - shown.width - 2 * pad),
            font,
            TITLE_COLORS.get(outcome, theme.TEXT),
            (shown.right + 2 * pad, shown.centery),
            anchor="midleft",
        )
        y = shown.bottom + pad // 2
        text.blit(surface, text.fit(self.facts(), font, box.width), font, theme.TEXT, (box.x, y))
        y += line_h
        when = (
            f"Seed {run.seed}   Ended {run.ended}"
            + (f"   Started {run.started}" if run.started else "")
            + (f"   Ironbound {run.version}" if run.version else "")
        )
        text.blit(surface, text.fit(when, small, box.width), small, theme.TEXT_DIM, (box.x, y))
        y += small_h + pad // 2
        y = self.draw_buttons(surface, box.x, y, font) + pad // 2
        if self.note:
            text.blit(
                surface, text.fit(self.note, small, box.width), small, theme.MALUS, (box.x, y)
            )
            y += small_h + pad // 2
        chart_h = max(8 * small_h, (box.bottom - y) // 3)
        left = pygame.Rect(box.x, y, (box.width - pad) * 3 // 5, chart_h)
        right = pygame.Rect(left.right + pad, y, box.right - left.right - pad, chart_h)
        charts.hp_and_floor(surface, left, run.pictures, small, pad)
        charts.kills_per_floor(surface, right, run.pictures, small, pad)
        y = left.bottom + pad
        bottom = box.bottom - small_h - pad
        x = box.x
        room = box.width - 2 * pad * (len(COLUMNS) - 1)
        for names, share in COLUMNS:
            width = round(room * share)
            self.draw_column(
                surface, pygame.Rect(x, y, width, bottom - y), self.sections(names), small
            )
            x += width + 2 * pad
        text.blit(
            surface,
            text.fit(HINT, small, box.width),
            small,
            theme.TEXT_FAINT,
            (window.centerx, box.bottom),
            anchor="midbottom",
        )

    def draw_buttons(self, surface: pygame.Surface, x: int, y: int, font: int) -> int:
        """Watch, Play this seed, Back; returns the y below them."""
        pad = self.app.layout.pad
        self.buttons = {}
        bottom = y
        for name, label, enabled in (
            ("watch", "(w) Watch", self.can_watch()),
            ("seed", "(p) Play this seed", self.seed() is not None),
            ("back", "(Esc) Back", True),
        ):
            width = text.width(label, font) + 2 * pad
            rect = pygame.Rect(x, y, width, text.line_height(font) + pad)
            pygame.draw.rect(surface, theme.SLOT_BOX, rect, border_radius=4)
            pygame.draw.rect(
                surface, theme.GOLD if enabled else theme.TEXT_FAINT, rect, width=1, border_radius=4
            )
            text.blit(
                surface,
                label,
                font,
                theme.TEXT if enabled else theme.TEXT_FAINT,
                rect.center,
                anchor="center",
            )
            if enabled:
                self.buttons[name] = rect
            x = rect.right + pad
            bottom = rect.bottom
        return bottom

    def draw_column(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        sections: list[tuple[str, list[str]]],
        size: int,
    ) -> None:
        """Sections one under the other, each a heading and its lines, cut at the bottom.
        "Slot: name" lines get a column of labels, "Orc   12" lines a column of counts (the
        file aligns them with spaces, which a proportional font does not keep)."""
        pad = self.app.layout.pad
        line_h = text.line_height(size)
        y = area.y
        for name, lines in sections:
            if y + 2 * line_h > area.bottom:
                return
            text.blit(surface, name, size, theme.TITLE, (area.x, y))
            y += line_h + pad // 4
            if name.startswith("Last "):  # the end of the run matters most: keep the tail
                room = max(1, (area.bottom - y) // line_h)
                lines = lines if len(lines) <= room else ["..."] + lines[-(room - 1) :]
            cells = [split_line(name, line) for line in lines]
            labels = [label for label, _ in cells if label is not None]
            label_w = max((text.width(label, size) for label in labels), default=0)
            for index, (label, value) in enumerate(cells):
                if y + line_h > area.bottom or (
                    y + 2 * line_h > area.bottom and index < len(cells) - 1
                ):
                    text.blit(surface, "...", size, theme.TEXT_FAINT, (area.x + pad, y))
                    return
                x = area.x + pad
                if label is not None and name == "Kills by breed":
                    text.blit(
                        surface, text.fit(label, size, area.width // 2), size, theme.TEXT, (x, y)
                    )
                    text.blit(
                        surface,
                        value,
                        size,
                        theme.TEXT,
                        (x + min(label_w, area.width // 2) + pad + text.width("0000", size), y),
                        anchor="topright",
                    )
                elif label is not None:
                    text.blit(surface, label, size, theme.TEXT_DIM, (x, y))
                    text.blit(
                        surface,
                        text.fit(value, size, area.width - label_w - 2 * pad),
                        size,
                        theme.TEXT,
                        (x + label_w + pad, y),
                    )
                else:  # a long line (a stat's sources, a message) goes on under itself
                    parts = text.wrap(value, size, area.width - 2 * pad) or ("",)
                    for at, part in enumerate(parts):
                        if at and y + 2 * line_h > area.bottom:
                            break
                        text.blit(
                            surface,
                            text.fit(part, size, area.width - pad),
                            size,
                            theme.TEXT,
                            (x + (pad if at else 0), y),
                        )
                        y += line_h
                    continue
                y += line_h
            y += pad // 2


def split_line(section: str, line: str) -> tuple[str | None, str]:
    """A summary line in two cells where its section has them: "Head:  Sword" -> ("Head:",
    "Sword"), "Orc   12" -> ("Orc", "12"); else (None, the line)."""
    if section == "Worn" and ":" in line:
        label, _, value = line.partition(":")
        return f"{label.strip()}:", value.strip()
    if section == "Kills by breed":
        label, _, count = line.rstrip().rpartition(" ")
        if count.isdigit() and label.strip():
            return label.strip(), count
    return None, line.strip()
