"""Look (``/``): move a cursor over the map and read what is there; Esc or a click ends it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.describe import tile_tooltip
from game.ui.panels.tooltip import Line
from game.ui.screens.cursor import CursorScreen

if TYPE_CHECKING:
    from game.ui.host import Host


class LookScreen(CursorScreen):
    """The cursor starts on the player; nothing here acts on the game."""

    def __init__(self, app: Host) -> None:
        assert app.state is not None
        super().__init__(app, app.state.player.pos)

    def banner(self) -> str:
        return "Look: arrows or mouse move (Shift x5, Ctrl x10), Tab next enemy, Esc ends"

    def describe_cursor(self) -> list[Line]:
        return tile_tooltip(self.state, *self.cursor)
