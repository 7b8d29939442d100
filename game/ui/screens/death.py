"""The death screen: the game under a red veil, how far you got, back to the menu."""

from __future__ import annotations

import pygame

from game.ui import text, theme
from game.ui.input import menu_command
from game.ui.screens.base import Modal


class DeathScreen(Modal):
    title = "You died"
    hint = "Enter or Esc: main menu    v: message history"

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.unicode == "v":
            self.app.open("history")
            return
        command = menu_command(event)
        if command is not None and command.name in ("cancel", "confirm"):
            self.app.end_game()

    def box_size(self, window: pygame.Rect) -> tuple[int, int]:
        s = self.app.layout.scale
        return min(window.width - 40, round(520 * s)), min(window.height - 40, round(300 * s))

    def lines(self) -> list[str]:
        state = self.app.state
        if state is None:
            return []
        player = state.player
        killer = next((m.text for m in reversed(state.messages.messages)
                       if m.kind.value == "enemy_attack"), "")
        out = [f"on floor {state.depth}, at level {player.level.current_level}, "
               f"after {state.turn} turns",
               f"{state.kills} monsters slain"]
        if killer:
            out.append(killer)
        worn = [item.name for item in player.equipment.worn_items()]
        out.append("Wearing: " + (", ".join(worn) if worn else "nothing"))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        veil = pygame.Surface(surface.get_size())
        veil.fill((90, 0, 0))
        veil.set_alpha(90)
        surface.blit(veil, (0, 0))
        layout = self.app.layout
        content = self.frame(surface)
        y = content.y
        for line in self.lines():
            for piece in text.wrap(line, layout.font, content.width):
                text.blit(surface, piece, layout.font, theme.TEXT, (content.centerx, y),
                          anchor="midtop")
                y += text.line_height(layout.font)
