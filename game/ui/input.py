"""Keys to commands. Tables are data, so more keys slot in easily (the mouse is in mouse.py).

A ``Command`` is what the player asked for in UI terms ("move", "inventory", "zoom_in"...);
the screen that has focus decides what it means (an engine action or a UI change).
Lookup goes by key code first (arrows, numpad, Enter, Escape) and then by the typed character
(``event.unicode``), so ``>``, ``?`` and ``R`` work on any keyboard layout.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Command:
    """A UI-level request: ``name`` plus a direction for movement-like commands."""

    name: str
    dx: int = 0
    dy: int = 0


def _move(dx: int, dy: int) -> Command:
    return Command("move", dx, dy)


#: Directions by key code: arrows and the numpad.
MOVE_KEYS: dict[int, Command] = {
    pygame.K_UP: _move(0, -1), pygame.K_DOWN: _move(0, 1),
    pygame.K_LEFT: _move(-1, 0), pygame.K_RIGHT: _move(1, 0),
    pygame.K_HOME: _move(-1, -1), pygame.K_END: _move(-1, 1),
    pygame.K_PAGEUP: _move(1, -1), pygame.K_PAGEDOWN: _move(1, 1),
    pygame.K_KP1: _move(-1, 1), pygame.K_KP2: _move(0, 1), pygame.K_KP3: _move(1, 1),
    pygame.K_KP4: _move(-1, 0), pygame.K_KP6: _move(1, 0),
    pygame.K_KP7: _move(-1, -1), pygame.K_KP8: _move(0, -1), pygame.K_KP9: _move(1, -1),
}
#: Directions by typed character: vi keys.
VI_KEYS: dict[str, Command] = {
    "h": _move(-1, 0), "j": _move(0, 1), "k": _move(0, -1), "l": _move(1, 0),
    "y": _move(-1, -1), "u": _move(1, -1), "b": _move(-1, 1), "n": _move(1, 1),
}

#: The game screen: key codes, then characters.
GAME_KEYS: dict[int, Command] = {
    **MOVE_KEYS,
    pygame.K_KP5: Command("wait"), pygame.K_KP_PERIOD: Command("wait"),
    pygame.K_ESCAPE: Command("menu"),
    pygame.K_KP_PLUS: Command("zoom_in"), pygame.K_KP_MINUS: Command("zoom_out"),
    pygame.K_F1: Command("help"),
    pygame.K_F11: Command("fullscreen"), pygame.K_F12: Command("screenshot"),
    pygame.K_F9: Command("record"),
}
GAME_CHARS: dict[str, Command] = {
    **VI_KEYS,
    ".": Command("wait"), "g": Command("pickup"), ",": Command("pickup"),
    "i": Command("inventory"), "d": Command("drop"), "R": Command("remove"),
    "c": Command("character"), "v": Command("history"), "?": Command("help"),
    ">": Command("descend"), "x": Command("explore"), "/": Command("look"),
    "+": Command("zoom_in"), "=": Command("zoom_in"), "-": Command("zoom_out"),
}

#: Menus and lists: move a cursor, choose, close.
MENU_KEYS: dict[int, Command] = {
    pygame.K_UP: Command("up"), pygame.K_DOWN: Command("down"),
    pygame.K_KP8: Command("up"), pygame.K_KP2: Command("down"),
    pygame.K_PAGEUP: Command("page_up"), pygame.K_PAGEDOWN: Command("page_down"),
    pygame.K_HOME: Command("first"), pygame.K_END: Command("last"),
    pygame.K_RETURN: Command("confirm"), pygame.K_KP_ENTER: Command("confirm"),
    pygame.K_ESCAPE: Command("cancel"),
}

#: Targeting: move the reticle, confirm, cancel, next target.
TARGET_KEYS: dict[int, Command] = {
    **MOVE_KEYS,
    pygame.K_RETURN: Command("confirm"), pygame.K_KP_ENTER: Command("confirm"),
    pygame.K_KP5: Command("confirm"), pygame.K_SPACE: Command("confirm"),
    pygame.K_ESCAPE: Command("cancel"), pygame.K_TAB: Command("next_target"),
}
TARGET_CHARS: dict[str, Command] = {**VI_KEYS, ".": Command("confirm")}

#: How far one press moves the targeting cursor with Shift and with Ctrl held.
SHIFT_STEP = 5
CTRL_STEP = 10


def lookup(event: pygame.event.Event, keys: dict[int, Command],
           chars: dict[str, Command] | None = None) -> Command | None:
    """The command a KEYDOWN ``event`` means in a table pair, or None."""
    if event.type != pygame.KEYDOWN:
        return None
    found = keys.get(event.key)
    if found is not None:
        return found
    if chars and event.unicode:
        return chars.get(event.unicode)
    return None


def game_command(event: pygame.event.Event) -> Command | None:
    return lookup(event, GAME_KEYS, GAME_CHARS)


def menu_command(event: pygame.event.Event) -> Command | None:
    return lookup(event, MENU_KEYS)


def target_command(event: pygame.event.Event) -> Command | None:
    """Targeting keys; Shift or Ctrl held make a move 5 or 10 tiles long."""
    if event.type != pygame.KEYDOWN:
        return None
    found = TARGET_KEYS.get(event.key)
    if found is None:
        found = TARGET_CHARS.get(key_char(event).lower())
    if found is None or found.name != "move":
        return found
    steps = step_multiplier(getattr(event, "mod", 0))
    return Command("move", found.dx * steps, found.dy * steps)


def step_multiplier(mod: int) -> int:
    """1, or SHIFT_STEP with Shift held, or CTRL_STEP with Ctrl held (Ctrl wins)."""
    if mod & pygame.KMOD_CTRL:
        return CTRL_STEP
    if mod & pygame.KMOD_SHIFT:
        return SHIFT_STEP
    return 1


def key_char(event: pygame.event.Event) -> str:
    """The character a KEYDOWN typed; for Ctrl+letter (a control code) the letter itself."""
    typed = getattr(event, "unicode", "") or ""
    if len(typed) == 1 and typed.isprintable():
        return typed
    key = getattr(event, "key", 0)
    if pygame.K_a <= key <= pygame.K_z:
        return chr(key)
    return ""


def letter(event: pygame.event.Event) -> str | None:
    """The lowercase letter a KEYDOWN typed (a list choice), or None."""
    if event.type == pygame.KEYDOWN and len(event.unicode) == 1 and "a" <= event.unicode <= "z":
        return event.unicode
    return None


#: For the help screen: (keys, what they do), in reading order.
HELP: tuple[tuple[str, str], ...] = (
    ("Arrows, numpad, hjklyubn", "move / attack (diagonals: yubn, Home End PgUp PgDn)"),
    (". or numpad 5", "wait a turn"),
    ("g or ,", "pick up"),
    ("i", "inventory: a letter uses an item or puts it on / takes it off"),
    ("i, then a scroll", "Enchanting, Identify: a letter among the items it fits"),
    ("i, then a ring", "both ring slots full: (l)eft or (r)ight ring, (c)ancel"),
    ("d", "drop an item"),
    ("R", "remove a worn item (a cursed one stays on)"),
    (">", "go down the stairs (elsewhere: walk to the stairs you have seen)"),
    ("x", "explore until something shows up (any key or click stops it)"),
    ("/", "look around: move the cursor, Esc to stop"),
    ("c", "character sheet with the stat breakdown"),
    ("v", "message history"),
    ("+ / -", "zoom in / out"),
    ("F11 / F12", "fullscreen / screenshot (into the saves folder)"),
    ("F9", "keep a recording of this run so far (saves folder, recordings/)"),
    ("? or F1", "this help"),
    ("Esc", "close a window; in the game, save and go to the main menu"),
    ("Targeting", "move the reticle (Shift x5, Ctrl x10), Tab next enemy, Enter, Esc"),
    ("Mouse: map", "click: walk there / attack next to you; click yourself: pick up, "
                   "take the stairs or wait"),
    ("Mouse: inventory", "click: use, or put on / take off; drag onto a doll slot: put on"),
    ("Mouse: right-click", "an item's menu: Read on..., a ring on either ring slot, drop..."),
    ("Mouse: paper doll", "click a slot, or drag it onto the inventory: take it off"),
    ("Mouse: elsewhere", "wheel scrolls the log and lists; right-click or Esc closes windows"),
)
