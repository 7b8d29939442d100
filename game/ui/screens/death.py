"""The end of a run, won or lost: the game under a veil, "You won!" or "You died", how the run
ended and how far it got, the gear worn (by the names the player knew), where the run summary
file went; then the main menu or a new game.

The words come from ``game.morgue`` (the same as the run summary file's); this screen only
lays them out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import morgue
from game.engine.log import Kind
from game.history.pictures import Pictures, from_state
from game.ui import charts, mouse, text, theme
from game.ui.gear_view import draw_icon, known_cursed
from game.ui.input import menu_command
from game.ui.screens.base import Modal, shade
from game.ui.tileset import worn_layers

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.engine.game import GameState
    from game.ui.host import MenuHost

#: Veils over the game: red for a death, gold for a victory.
DEATH_VEIL: theme.Color = (110, 0, 0)
VICTORY_VEIL: theme.Color = (120, 90, 10)


def counted(number: int, noun: str) -> str:
    """ "1 kill", "1,250 turns"."""
    return f"{number:,} {noun}" + ("" if number == 1 else "s")


class DeathScreen(Modal):
    """The run's summary screen (a death or a victory); ``note`` says where the run summary
    file went, or why it could not be written; ``recording`` the same of the run's recording
    (its toast is hidden under this screen)."""

    app: MenuHost
    hint = "Enter, Esc or click: main menu    n: new game    v: messages"
    WIDTH = 600
    #: Narrower than this (px), the gear goes in one column instead of two.
    COLUMN_MIN = 230

    def __init__(self, app: MenuHost, note: str = "", recording: str = "") -> None:
        super().__init__(app)
        self.note = note
        self.recording = recording
        #: Where the last frame laid the content out, and how far down it drew (tests check
        #: that nothing falls below the box).
        self.content = pygame.Rect(0, 0, 0, 0)
        self.drawn_bottom = 0

    @property
    def state(self) -> GameState | None:
        return self.app.state

    @property
    def won(self) -> bool:
        return self.state is not None and self.state.won

    @property
    def title(self) -> str:  # type: ignore[override]
        return morgue.headline(self.state) if self.state is not None else "You died"

    @property
    def title_color(self) -> theme.Color:  # type: ignore[override]
        return theme.GOLD if self.won else theme.MALUS

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.unicode == "v":
            self.app.open("history")
            return
        if event.type == pygame.KEYDOWN and event.unicode == "n":
            self.app.play.end_game()
            self.app.play.offer_new_game()  # asks first if a save that could not be deleted is left
            return
        command = menu_command(event)
        if (
            (command is not None and command.name in ("cancel", "confirm"))
            or mouse.is_press(event, mouse.LEFT)
            or mouse.is_press(event, mouse.RIGHT)
        ):
            self.app.play.end_game()

    # -- words -----------------------------------------------------------------------------
    def lines(self) -> list[tuple[str, theme.Color]]:
        """What the screen says above the gear: how the run ended, the last blow, how far it
        got."""
        state = self.state
        if state is None:
            return []
        player = state.player
        out = [(morgue.fate(state), theme.GOLD if state.won else theme.MALUS)]
        blow = next(
            (m.text for m in reversed(state.messages.messages) if m.kind is Kind.ENEMY_ATTACK), ""
        )
        if blow and not player.is_alive:
            out.append((blow, theme.TEXT_DIM))
        out.append(
            (
                f"Floor {state.depth}   Level {player.level.current_level}   "
                f"{counted(state.turn, 'turn')}   {counted(state.kills, 'kill')}",
                theme.TEXT,
            )
        )
        worn = self.worn()
        out.append(("Wearing:" if worn else "Wearing nothing", theme.TEXT_DIM))
        return out

    def worn(self) -> list[Item]:
        return [] if self.state is None else self.state.player.equipment.worn_items()

    def gear_names(self) -> list[str]:
        """The worn items as the player knows them ("Sword ?", "jade ring"), in slot order."""
        return [] if self.state is None else morgue.worn_names(self.state)

    def gear_lines(self) -> list[tuple[Item, str, theme.Color]]:
        """Each worn item with its name and colour (red: cursed, as the player knows)."""
        state = self.state
        if state is None:
            return []
        return [
            (item, name, theme.MALUS if known_cursed(state, item) else theme.TEXT)
            for item, name in zip(self.worn(), self.gear_names(), strict=True)
        ]

    def notes(self) -> list[str]:
        """The lines under the gear: where the run summary and the recording went."""
        return [line for note in (self.note, self.recording) for line in note.split("\n") if line]

    def note_lines(self, width: int) -> list[tuple[str, theme.Color]]:
        """The notes broken to ``width`` (a long one, why a row waits, on as many lines as it
        takes), each with its colour."""
        size = self.app.layout.small_font
        return [
            (line, self.note_color(note))
            for note in self.notes()
            for line in (text.wrap(note, size, width) or (note,))
        ]

    @staticmethod
    def note_color(note: str) -> theme.Color:
        return theme.MALUS if note.startswith(("Could not", "The run history")) else theme.TEXT_DIM

    # -- geometry --------------------------------------------------------------------------
    def picture_size(self) -> int:
        return self.app.layout.slot_icon * 2

    def row_height(self) -> int:
        layout = self.app.layout
        return max(layout.icon, text.line_height(layout.font)) + 2

    def columns(self, width: int) -> int:
        return 2 if width >= 2 * self.COLUMN_MIN * min(1.0, self.app.layout.scale) else 1

    def gear_rows(self, width: int) -> int:
        count = len(self.worn())
        return -(-count // self.columns(width))

    def content_width(self, window: pygame.Rect) -> int:
        layout = self.app.layout
        inset = layout.pad * 2 + 4 * layout.frame_scale
        return self.fitted(window, self.WIDTH, 0)[0] - 2 * inset

    def content_height(self, window: pygame.Rect) -> int:
        """The height of everything under the title: picture, lines, gear, note."""
        layout = self.app.layout
        line_h = text.line_height(layout.font)
        content = (
            self.picture_size()
            + layout.pad
            + len(self.lines()) * line_h
            + self.gear_rows(self.content_width(window)) * self.row_height()
        )
        if self.worn():
            content += layout.pad // 2
        content += layout.pad + self.chart_height()
        if self.notes():
            lines = self.note_lines(self.content_width(window))
            content += layout.pad + len(lines) * text.line_height(layout.small_font)
        return content

    def chart_height(self) -> int:
        """The pictures' row: HP and floor over turns, kills per floor."""
        return 7 * text.line_height(self.app.layout.small_font)

    def pictures(self) -> Pictures | None:
        """The run's pictures, from the state's chronicle (made once per state and turn)."""
        state = self.state
        if state is None:
            return None
        key = (id(state), state.turn)
        if getattr(self, "_pictures_key", None) != key:
            self._pictures_key, self._pictures = key, from_state(state)
        return self._pictures

    def draw_charts(self, surface: pygame.Surface, content: pygame.Rect, y: int) -> int:
        """The two pictures side by side; returns the y below."""
        layout = self.app.layout
        height = self.chart_height()
        left_w = (content.width - layout.pad) * 3 // 5
        left = pygame.Rect(content.x, y, left_w, height)
        right = pygame.Rect(
            left.right + layout.pad, y, content.right - left.right - layout.pad, height
        )
        pictures = self.pictures()
        charts.hp_and_floor(surface, left, pictures, layout.small_font, layout.pad)
        charts.kills_per_floor(surface, right, pictures, layout.small_font, layout.pad)
        return y + height

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        return self.fitted(window, self.WIDTH, self.content_height(window))

    # -- drawing ---------------------------------------------------------------------------
    def cast_shade(self, surface: pygame.Surface) -> None:
        """A veil (red for a death, gold for a victory), then darker than other modals."""
        veil = pygame.Surface(surface.get_size())
        veil.fill(VICTORY_VEIL if self.won else DEATH_VEIL)
        veil.set_alpha(70)
        surface.blit(veil, (0, 0))
        shade(surface, 60)
        super().cast_shade(surface)

    def picture(self, size: int) -> pygame.Surface:
        """Your remains, or (a victory) you in the gear you won in."""
        tileset = self.app.tileset
        state = self.state
        if state is not None and state.player.is_alive:
            return tileset.composed(worn_layers(state.player.equipment, tileset.wear), size)
        return tileset.get("corpse", size)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.content = self.frame(surface)
        size = self.picture_size()
        picture = self.picture(size)
        surface.blit(picture, picture.get_rect(midtop=(content.centerx, content.y)))
        y = content.y + size + layout.pad
        line_h = text.line_height(layout.font)
        for line, color in self.lines():
            shown = text.fit(line, layout.font, content.width)
            text.blit(surface, shown, layout.font, color, (content.centerx, y), anchor="midtop")
            y += line_h
        y = self.draw_gear(surface, content, y)
        y = self.draw_charts(surface, content, y + layout.pad)
        if self.notes():
            y += layout.pad
        for note, color in self.note_lines(content.width):
            shown = text.fit(note, layout.small_font, content.width)
            text.blit(
                surface, shown, layout.small_font, color, (content.centerx, y), anchor="midtop"
            )
            y += text.line_height(layout.small_font)
        self.drawn_bottom = y

    def draw_gear(self, surface: pygame.Surface, content: pygame.Rect, y: int) -> int:
        """The worn items with their icons, in one or two columns; returns the y below."""
        state = self.state
        worn = self.worn()
        if state is None or not worn:
            return y
        layout = self.app.layout
        y += layout.pad // 2
        columns = self.columns(content.width)
        rows = -(-len(worn) // columns)
        column_w = content.width // columns
        row_h = self.row_height()
        for index, (item, name, color) in enumerate(self.gear_lines()):
            column, row = divmod(index, rows)
            x = content.x + column * column_w + layout.pad
            top = y + row * row_h
            draw_icon(
                surface, self.app.tileset, state, item, layout.icon, midleft=(x, top + row_h // 2)
            )
            name_x = x + layout.icon + layout.pad
            shown = text.fit(name, layout.font, column_w - (name_x - x) - layout.pad)
            text.blit(
                surface, shown, layout.font, color, (name_x, top + row_h // 2), anchor="midleft"
            )
        return y + rows * row_h
