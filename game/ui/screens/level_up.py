"""Level up: a choice for the whole game, so no key or click made before it was seen makes it.

The box opens with nothing picked. A letter (a, b, c), the arrows or a click on a row picks a
stat; Enter or the box's Choose button takes the picked one. For ``SETTLE_SECONDS`` after the
box is first drawn every key and click is ignored, and the box says so: a key pressed a moment
too late for the fight (a movement key, 'b' for south-west) must not pick a stat. It cannot be
skipped (Esc does nothing).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from game.engine.actions.progress import LEVEL_UP_CHOICES, LevelUpAction
from game.ui import mouse, text, theme
from game.ui.input import letter, menu_command
from game.ui.menu_list import MenuList
from game.ui.screens.base import Modal

if TYPE_CHECKING:
    from game.ui.host import Host

ICONS = {"constitution": "ui_hp", "strength": "ui_power", "agility": "ui_defense"}
INTRO = "Your battle experience makes you stronger. Raise one stat:"
#: Room kept between the box and the side panel (and the window's left edge).
MARGIN = 20
#: Seconds after the box first shows in which keys and clicks do nothing (about a reaction
#: time: a key pressed sooner was meant for the fight, not for this box).
SETTLE_SECONDS = 0.4
#: What the box's hint says while it settles, then once it listens.
SETTLING_HINT = "Read first: keys and clicks wait a moment"
HINT = "a, b, c or arrows to pick, then Enter or Choose"
#: The cursor before anything is picked.
NOTHING = -1
#: The clock the settling is measured on (tests replace it).
clock: Callable[[], float] = time.monotonic


class LevelUpScreen(Modal):
    title = "Level up!"
    hint = HINT

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.list = MenuList(len(LEVEL_UP_CHOICES), cursor=NOTHING, wrap=True)
        self.shown_at: float | None = None  # when the box was first drawn
        self.hover: int | None = None
        self.button = pygame.Rect(0, 0, 0, 0)  # Choose, where it was drawn last

    @property
    def cursor(self) -> int:
        """The picked row (NOTHING before a pick)."""
        return self.list.cursor

    @property
    def picked(self) -> str | None:
        return self.stats[self.cursor] if self.cursor != NOTHING else None

    @property
    def option_rects(self) -> dict[str, pygame.Rect]:
        """Stat -> where it was drawn last, for the mouse."""
        return dict(zip(self.stats, self.list.rects, strict=False))

    @property
    def stats(self) -> list[str]:
        return list(LEVEL_UP_CHOICES)

    def labels(self) -> list[str]:
        """The choices as shown, with the current values filled in."""
        assert self.app.state is not None
        f = self.app.state.player.fighter
        return [
            template.format(max_hp=f.max_hp, power=f.power, defense=f.defense)
            for template, _ in LEVEL_UP_CHOICES.values()
        ]

    # -- settling ------------------------------------------------------------------------
    def settled(self) -> bool:
        """The box has been on screen long enough to have been seen."""
        return self.shown_at is not None and clock() - self.shown_at >= SETTLE_SECONDS

    def wake_in(self) -> float | None:
        if self.shown_at is None or self.settled():
            return None
        return max(0.0, self.shown_at + SETTLE_SECONDS - clock())

    def timed_look(self) -> Hashable:
        return self.settled()

    def current_hint(self) -> str:
        return HINT if self.settled() else SETTLING_HINT

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.list.index_at(event.pos)
            return
        if not self.settled():
            return  # seen too soon to be meant for this box
        if mouse.is_press(event, mouse.LEFT):
            index = self.list.index_at(event.pos)
            if index is not None:
                self.list.cursor = index
            elif self.button.collidepoint(event.pos):
                self.confirm()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.step(-mouse.wheel_steps(event))
            return
        command = menu_command(event)
        if command is not None and command.name in ("up", "down"):
            self.step(-1 if command.name == "up" else 1)
        elif command is not None and command.name == "confirm":
            self.confirm()
        else:
            typed = letter(event)
            if typed is not None and typed in "abc"[: len(self.stats)]:
                self.list.cursor = "abc".index(typed)
        # Esc does nothing: the choice cannot be skipped

    def step(self, steps: int) -> None:
        """Move the pick; from nothing picked, down starts at the first row, up at the last."""
        if steps == 0:
            return
        if self.cursor == NOTHING:
            self.list.cursor = 0 if steps > 0 else len(self.stats) - 1
        else:
            self.list.move(1 if steps > 0 else -1)

    def confirm(self) -> None:
        """Take the picked stat (nothing picked: nothing happens)."""
        if self.picked is not None:
            self.choose(self.picked)

    def choose(self, stat: str) -> None:
        state = self.app.state
        assert state is not None
        if self.app.act(LevelUpAction(state.player, stat)) or not state.level_up_pending:
            self.close()

    def row_height(self) -> int:
        layout = self.app.layout
        return max(layout.row_height + 8, layout.icon + 12)

    def room(self) -> pygame.Rect:
        """The map's column, not the whole window: the box never covers the side panel, whose
        HUD shows the stats being chosen between."""
        room = super().room()
        room.width = min(room.width, self.app.layout.side.x - room.x)
        return room

    def inset(self) -> int:
        layout = self.app.layout
        return layout.pad * 2 + 4 * layout.frame_scale

    def intro_lines(self, box_width: int) -> tuple[str, ...]:
        return text.wrap(INTRO, self.app.layout.small_font, box_width - 2 * self.inset())

    def chrome_height(self, box_width: int | None = None) -> int:
        """Room for the taller of the two hints, so the box keeps its size when it settles."""
        shown = self.hint
        try:
            heights = []
            for hint in (HINT, SETTLING_HINT):
                self.hint = hint
                heights.append(super().chrome_height(box_width))
        finally:
            self.hint = shown
        return max(heights)

    def button_label(self) -> str:
        picked = self.picked
        return "Choose" if picked is None else f"Choose {picked.capitalize()}"

    def button_size(self) -> tuple[int, int]:
        layout = self.app.layout
        widest = max(text.width(f"Choose {stat.capitalize()}", layout.font) for stat in self.stats)
        return widest + 4 * layout.pad, text.line_height(layout.font) + layout.pad

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        small = layout.small_font
        widest = max(
            text.width(INTRO, small),
            text.width(HINT, small),
            text.width(SETTLING_HINT, small),
            self.button_size()[0],
            *(
                text.width(f"(a) {label}", layout.font) + 2 * layout.icon + 3 * layout.pad
                for label in self.labels()
            ),
        )
        w = min(
            window.width - 2 * MARGIN, max(round(520 * layout.scale), widest + 2 * self.inset())
        )
        content = (
            len(self.intro_lines(w)) * text.line_height(small)
            + layout.pad
            + len(self.stats) * (self.row_height() + 4)
            + layout.pad
            + self.button_size()[1]
        )
        return w, min(window.height - 2 * MARGIN, self.chrome_height(w) + content)

    def draw(self, surface: pygame.Surface) -> None:
        if self.shown_at is None:
            self.shown_at = clock()
        self.hint = self.current_hint()
        layout, tileset = self.app.layout, self.app.tileset
        content = self.frame(surface)
        y = content.y
        for line in self.intro_lines(self.box.width):
            text.blit(
                surface,
                line,
                layout.small_font,
                theme.TEXT_DIM,
                (content.centerx, y),
                anchor="midtop",
            )
            y += text.line_height(layout.small_font)
        row_h = self.row_height()
        y += layout.pad
        self.list.rects = []
        for index, (stat, label) in enumerate(zip(self.stats, self.labels(), strict=True)):
            rect = pygame.Rect(content.x, y + index * (row_h + 4), content.width, row_h)
            if index == self.cursor:
                pygame.draw.rect(surface, theme.ROW_SELECTED, rect, border_radius=4)
                pygame.draw.rect(surface, theme.GOLD, rect, width=1, border_radius=4)
            elif index == self.hover:
                pygame.draw.rect(surface, theme.TEXT_FAINT, rect, width=1, border_radius=4)
            cy = rect.centery
            with text.inside(surface, rect, "row"):
                key = text.blit(
                    surface,
                    f"({'abc'[index]})",
                    layout.font,
                    theme.GOLD,
                    (rect.x + layout.pad, cy),
                    anchor="midleft",
                )
                icon = tileset.get(ICONS[stat], layout.icon)
                surface.blit(icon, icon.get_rect(midleft=(key.right + layout.pad, cy)))
                x = key.right + 2 * layout.pad + icon.get_width()
                shown = text.fit(label, layout.font, rect.right - layout.pad // 2 - x)  # 640x480
                text.blit(surface, shown, layout.font, theme.TEXT, (x, cy), anchor="midleft")
            self.list.rects.append(rect)
        self.draw_button(surface, y + len(self.stats) * (row_h + 4) + layout.pad, content.centerx)

    def draw_button(self, surface: pygame.Surface, top: int, centerx: int) -> None:
        """Choose: lit once a stat is picked and the box has settled."""
        layout = self.app.layout
        w, h = self.button_size()
        self.button = pygame.Rect(0, top, w, h)
        self.button.centerx = centerx
        live = self.picked is not None and self.settled()
        pygame.draw.rect(
            surface, theme.ROW_SELECTED if live else theme.PANEL_DARK, self.button, border_radius=4
        )
        pygame.draw.rect(
            surface, theme.GOLD if live else theme.TEXT_FAINT, self.button, width=1, border_radius=4
        )
        with text.inside(surface, self.button, "button"):
            text.blit(
                surface,
                self.button_label(),
                layout.font,
                theme.TEXT if live else theme.TEXT_FAINT,
                self.button.center,
                anchor="center",
            )
