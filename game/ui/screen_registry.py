"""Screens by name (keys, ``--screen``): what each name in ``screen_names.SCREENS`` opens.

The app keeps the stack; this table knows the screen classes, so screens open each other by
name through the host and never import each other (or the app).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.content import create_item
from game.engine.actions import DropAction, RemoveAction
from game.ui.screens.character import CharacterScreen
from game.ui.screens.death import DeathScreen
from game.ui.screens.game_menu import GameMenu
from game.ui.screens.help import HelpScreen
from game.ui.screens.history import HistoryScreen
from game.ui.screens.item_list import ItemListModal
from game.ui.screens.level_up import LevelUpScreen
from game.ui.screens.look import LookScreen
from game.ui.screens.overview import OverviewScreen
from game.ui.screens.rankings import RankingsScreen
from game.ui.screens.settings_screen import SettingsScreen
from game.ui.screens.targeting import TargetingScreen

if TYPE_CHECKING:
    from game.engine.entity import Item
    from game.ui.host import Host, Layer, MenuHost


def item_list(host: Host, mode: str) -> ItemListModal:
    """The inventory (use or put on / take off), drop or remove list."""
    assert host.state is not None
    player = host.state.player
    choose: dict[str, Callable[[Item], object]] = {
        "inventory": host.play.use_item,
        "drop": lambda item: host.act(DropAction(player, item)),
        "remove": lambda item: host.act(RemoveAction(player, item)),
    }
    return ItemListModal(host, mode, choose[mode])


def targeting_item(host: Host) -> Item:
    """A carried scroll that needs a target, else a Fireball Scroll to preview (--screen)."""
    assert host.state is not None
    for item in host.state.player.inventory.items:
        if item.effect is not None and item.effect.targeting is not None:
            return item
    return create_item("fireball_scroll")


#: name -> the screen it opens over a game in play ("menu" and "game" are the stack's own);
#: each is handed the app, which satisfies every host protocol the screens are typed against.
OPENERS: dict[str, Callable[[Any], Layer]] = {
    "inventory": lambda host: item_list(host, "inventory"),
    "drop": lambda host: item_list(host, "drop"),
    "remove": lambda host: item_list(host, "remove"),
    "target": lambda host: TargetingScreen(host, targeting_item(host)),
    "character": CharacterScreen,
    "history": HistoryScreen,
    "help": HelpScreen,
    "levelup": LevelUpScreen,
    "death": DeathScreen,
    "look": LookScreen,
    "gamemenu": GameMenu,
    "settings": SettingsScreen,
    "overview": OverviewScreen,
    "rankings": lambda host: RankingsScreen(host, host.history_folder),
}
#: Names that open with no game in play (from the main menu).
WITHOUT_A_GAME: frozenset[str] = frozenset({"settings", "help", "rankings"})


def build(host: MenuHost, name: str) -> Layer:
    """A new screen for ``name`` (one of OPENERS); KeyError for any other name."""
    return OPENERS[name](host)
