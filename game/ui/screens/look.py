"""Look (``/``): move a cursor over the map and read what is there; Enter or a click describes
the monster or the item there in a window (``info``), Esc ends it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ui.describe import monster_seen_at, tile_tooltip, top_item
from game.ui.panels.tooltip import Line
from game.ui.screens.context_menu import ItemInfoModal
from game.ui.screens.cursor import CursorScreen
from game.ui.screens.info import MonsterInfoModal

if TYPE_CHECKING:
    from game.ui.host import Host


class LookScreen(CursorScreen):
    """The cursor starts on the player; nothing here acts on the game."""

    def __init__(self, app: Host) -> None:
        assert app.state is not None
        super().__init__(app, app.state.player.pos)

    def banner(self) -> str:
        return (
            "Look: arrows or mouse move (Shift x5, Ctrl x10), Tab next enemy, Enter or click "
            "describes, Esc ends"
        )

    def describe_cursor(self) -> list[Line]:
        return tile_tooltip(self.state, *self.cursor)

    def confirm(self, tile: tuple[int, int] | None = None) -> bool:
        """Describe what is on ``tile`` (the cursor's) in a window over the look, as DCSS's
        look does: the monster the tooltip tells first, else the item on top; nothing
        there ends the look."""
        x, y = tile or self.cursor
        monster = monster_seen_at(self.state, x, y)
        if monster is not None:
            self.app.push(MonsterInfoModal(self.app, monster))
            return False
        item = top_item(self.state, x, y)
        if item is not None:
            self.app.push(ItemInfoModal(self.app, item))
            return False
        self.close()
        return False
