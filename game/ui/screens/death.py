"""The death screen: the game under a red veil, your remains, how far you got, back to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.log import Kind
from game.ui import mouse, text, theme
from game.ui.input import menu_command
from game.ui.screens.base import Modal, shade

if TYPE_CHECKING:
    from game.ui.host import MenuHost


class DeathScreen(Modal):
    app: MenuHost
    title = "You died"
    title_color = theme.MALUS
    hint = "Enter, Esc or click: main menu    v: message history"

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.unicode == "v":
            self.app.open("history")
            return
        command = menu_command(event)
        if (command is not None and command.name in ("cancel", "confirm")) or mouse.is_press(
                event, mouse.LEFT) or mouse.is_press(event, mouse.RIGHT):
            self.app.end_game()

    def lines(self) -> list[tuple[str, theme.Color]]:
        """What the screen says: the last blow, how far you got, what you wore."""
        state = self.app.state
        if state is None:
            return []
        player = state.player
        blow = next((m.text for m in reversed(state.messages.messages)
                     if m.kind is Kind.ENEMY_ATTACK), "")
        out = []
        if blow:
            out.append((blow, theme.MALUS))
        out += [(f"Floor {state.depth}, level {player.level.current_level}, "
                 f"{state.turn} turns, {state.kills} monsters slain", theme.TEXT)]
        worn = [item.name for item in player.equipment.worn_items()]
        out.append(("Wearing " + (", ".join(worn) if worn else "nothing"), theme.TEXT_DIM))
        return out

    def picture_size(self) -> int:
        return self.app.layout.slot_icon * 2

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        layout = self.app.layout
        content = self.picture_size() + layout.pad + len(self.lines()) * text.line_height(
            layout.font)
        return self.fitted(window, 560, content)

    def cast_shade(self, surface: pygame.Surface) -> None:
        """A red veil, then darker than other modals' shade."""
        veil = pygame.Surface(surface.get_size())
        veil.fill((110, 0, 0))
        veil.set_alpha(70)
        surface.blit(veil, (0, 0))
        shade(surface, 60)
        super().cast_shade(surface)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.app.layout
        content = self.frame(surface)
        size = self.picture_size()
        remains = self.app.tileset.get("corpse", size)
        surface.blit(remains, remains.get_rect(midtop=(content.centerx, content.y)))
        y = content.y + size + layout.pad
        for line, color in self.lines():
            shown = text.fit(line, layout.font, content.width)
            text.blit(surface, shown, layout.font, color, (content.centerx, y), anchor="midtop")
            y += text.line_height(layout.font)
