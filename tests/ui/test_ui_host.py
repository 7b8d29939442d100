"""The small interfaces of host.py are what the app and the game screen really offer: every
member a protocol names exists on the object that stands behind it (so screens typed against
a protocol never reach for something the app lacks)."""

from __future__ import annotations

import inspect

from game.ui.host import GameHost, GameView, Host, Layer, MenuHost
from game.ui.hover import GamePanels
from game.ui.screens.game_mouse import PointerOwner


def members(protocol: type) -> set[str]:
    """Names a protocol declares: annotated attributes, properties and methods (own and
    inherited from other protocols)."""
    names: set[str] = set()
    for klass in inspect.getmro(protocol):
        if klass is object or not getattr(klass, "_is_protocol", False):
            continue
        names |= set(getattr(klass, "__annotations__", {}))
        names |= {
            name
            for name, value in vars(klass).items()
            if not name.startswith("_") and (callable(value) or isinstance(value, property))
        }
    return names


def test_the_app_offers_every_host_member(make_app, room_state):
    app = make_app(state=room_state)
    for protocol in (Host, GameHost, MenuHost):
        names = members(protocol)
        assert {"act", "push", "state", "layout"} <= names
        missing = sorted(name for name in names if not hasattr(app, name))
        assert missing == [], f"App lacks {missing} of {protocol.__name__}"


def test_the_game_screen_offers_what_modals_and_the_pointer_use(make_app, room_state):
    app = make_app(state=room_state)
    for protocol in (GameView, GamePanels, PointerOwner, Layer):
        names = members(protocol)
        assert names, protocol
        missing = sorted(name for name in names if not hasattr(app.game, name))
        assert missing == [], f"GameScreen lacks {missing} of {protocol.__name__}"
    assert not hasattr(app.game, "definitely_not_a_member")


def test_the_registry_opens_every_screen_name():
    from game.ui.screen_names import SCREENS
    from game.ui.screen_registry import OPENERS

    assert set(SCREENS) - {"menu", "game"} <= set(OPENERS)
    assert set(OPENERS) - set(SCREENS) == {"look"}  # by key only (no --screen look)
