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
    pygame.K_UP: _move(0, -1),
    pygame.K_DOWN: _move(0, 1),
    pygame.K_LEFT: _move(-1, 0),
    pygame.K_RIGHT: _move(1, 0),
    pygame.K_HOME: _move(-1, -1),
    pygame.K_END: _move(-1, 1),
    pygame.K_PAGEUP: _move(1, -1),
    pygame.K_PAGEDOWN: _move(1, 1),
    pygame.K_KP1: _move(-1, 1),
    pygame.K_KP2: _move(0, 1),
    pygame.K_KP3: _move(1, 1),
    pygame.K_KP4: _move(-1, 0),
    pygame.K_KP6: _move(1, 0),
    pygame.K_KP7: _move(-1, -1),
    pygame.K_KP8: _move(0, -1),
    pygame.K_KP9: _move(1, -1),
}
#: Directions by typed character: vi keys.
VI_KEYS: dict[str, Command] = {
    "h": _move(-1, 0),
    "j": _move(0, 1),
    "k": _move(0, -1),
    "l": _move(1, 0),
    "y": _move(-1, -1),
    "u": _move(1, -1),
    "b": _move(-1, 1),
    "n": _move(1, 1),
}

#: Keys that type no character, by the names the settings file uses for them.
NAMED_KEYS: dict[str, int] = {
    "up": pygame.K_UP,
    "down": pygame.K_DOWN,
    "left": pygame.K_LEFT,
    "right": pygame.K_RIGHT,
    "home": pygame.K_HOME,
    "end": pygame.K_END,
    "page up": pygame.K_PAGEUP,
    "page down": pygame.K_PAGEDOWN,
    "insert": pygame.K_INSERT,
    "delete": pygame.K_DELETE,
    "backspace": pygame.K_BACKSPACE,
    "tab": pygame.K_TAB,
    "space": pygame.K_SPACE,
    "enter": pygame.K_RETURN,
    **{f"numpad {n}": getattr(pygame, f"K_KP{n}") for n in range(10)},
    "numpad .": pygame.K_KP_PERIOD,
    "numpad +": pygame.K_KP_PLUS,
    "numpad -": pygame.K_KP_MINUS,
    "numpad *": pygame.K_KP_MULTIPLY,
    "numpad /": pygame.K_KP_DIVIDE,
    "numpad enter": pygame.K_KP_ENTER,
    **{f"f{n}": getattr(pygame, f"K_F{n}") for n in range(1, 13)},
}
_NAME_OF_CODE = {code: name for name, code in NAMED_KEYS.items()}
#: Escape is kept for menus and the game menu: it cannot be bound to a command.
MENU_KEY = pygame.K_ESCAPE


@dataclass(frozen=True)
class Binding:
    """A command the player may bind keys to: its id in the settings file, what it is called,
    what it does, and its default keys (a typed character, or a name of ``NAMED_KEYS``)."""

    id: str
    label: str
    command: Command
    keys: tuple[str, ...]


#: The game screen's bindable commands with their default keys, in the settings screen's order.
BINDINGS: tuple[Binding, ...] = (
    Binding("move_n", "Move north", _move(0, -1), ("up", "numpad 8", "k")),
    Binding("move_s", "Move south", _move(0, 1), ("down", "numpad 2", "j")),
    Binding("move_w", "Move west", _move(-1, 0), ("left", "numpad 4", "h")),
    Binding("move_e", "Move east", _move(1, 0), ("right", "numpad 6", "l")),
    Binding("move_nw", "Move north-west", _move(-1, -1), ("home", "numpad 7", "y")),
    Binding("move_ne", "Move north-east", _move(1, -1), ("page up", "numpad 9", "u")),
    Binding("move_sw", "Move south-west", _move(-1, 1), ("end", "numpad 1", "b")),
    Binding("move_se", "Move south-east", _move(1, 1), ("page down", "numpad 3", "n")),
    Binding("wait", "Wait a turn", Command("wait"), (".", "numpad 5", "numpad .")),
    Binding("rest", "Rest until healed", Command("rest"), ("Z",)),
    Binding("pickup", "Pick up", Command("pickup"), ("g", ",")),
    Binding("inventory", "Inventory", Command("inventory"), ("i",)),
    Binding("quaff", "Drink a potion", Command("quaff"), ("q",)),
    Binding("read", "Read a scroll", Command("read"), ("r",)),
    Binding("drop", "Drop", Command("drop"), ("d",)),
    Binding("throw", "Throw", Command("throw"), ("t",)),
    Binding("remove", "Remove worn gear", Command("remove"), ("R",)),
    Binding("descend", "Stairs down", Command("descend"), (">",)),
    Binding("explore", "Explore", Command("explore"), ("x",)),
    Binding("fight", "Fight the nearest monster", Command("fight"), ("tab",)),
    Binding("look", "Look around", Command("look"), ("/",)),
    Binding("overview", "Map of the floor", Command("overview"), ("m",)),
    Binding("character", "Character sheet", Command("character"), ("c",)),
    Binding("history", "Message history", Command("history"), ("v",)),
    Binding("help", "Help", Command("help"), ("?", "f1")),
    Binding("zoom_in", "Zoom in", Command("zoom_in"), ("+", "=", "numpad +")),
    Binding("zoom_out", "Zoom out", Command("zoom_out"), ("-", "numpad -")),
    Binding("toggle_fullscreen", "Toggle fullscreen", Command("fullscreen"), ("f11",)),
    Binding("screenshot", "Screenshot", Command("screenshot"), ("f12",)),
    Binding("record", "Keep a recording", Command("record"), ("f9",)),
    Binding("mute", "Sound on / off", Command("mute"), ("M",)),
)
BINDING_BY_ID: dict[str, Binding] = {binding.id: binding for binding in BINDINGS}
DEFAULT_BINDINGS: dict[str, tuple[str, ...]] = {b.id: b.keys for b in BINDINGS}
#: At most this many keys per command (the settings file is refused beyond it).
MAX_KEYS_PER_COMMAND = 6


def valid_key(key: str) -> bool:
    """A key as bindings name it: one printable character (not a space), or a NAMED_KEYS name."""
    return key in NAMED_KEYS or (len(key) == 1 and key.isprintable() and not key.isspace())


def key_of_event(event: pygame.event.Event) -> str | None:
    """The name a binding would give the key of a KEYDOWN ``event``; None for a key that
    cannot be bound (Escape, modifiers, keys typing nothing that NAMED_KEYS lacks)."""
    if event.type != pygame.KEYDOWN or event.key == MENU_KEY:
        return None
    named = _NAME_OF_CODE.get(event.key)
    if named is not None:
        return named
    typed = getattr(event, "unicode", "") or ""
    return typed if valid_key(typed) else None


def key_label(key: str) -> str:
    """How a bound key is shown to the player: "x", "R", "F11", "Numpad 5", "Page up"."""
    if len(key) == 1:
        return key
    if key[0] == "f" and key[1:].isdigit():
        return key.upper()
    return key[0].upper() + key[1:]


class Keymap:
    """The game screen's keys from a bindings table (command id -> keys): by key code for
    named keys and Escape, by typed character for the rest."""

    def __init__(self, bindings: dict[str, tuple[str, ...]] | None = None) -> None:
        self.bindings = dict(DEFAULT_BINDINGS if bindings is None else bindings)
        self.by_code: dict[int, Command] = {MENU_KEY: Command("menu")}
        self.by_char: dict[str, Command] = {}
        for binding in BINDINGS:
            for key in self.bindings.get(binding.id, ()):
                if key in NAMED_KEYS:
                    self.by_code.setdefault(NAMED_KEYS[key], binding.command)
                else:
                    self.by_char.setdefault(key, binding.command)

    def command(self, event: pygame.event.Event) -> Command | None:
        """The command for a key press; a move with Shift held (an arrow, the numpad or a
        move letter) is a run that way. A move letter in capitals without Shift (Caps Lock)
        is still the move."""
        found = lookup(event, self.by_code, self.by_char)
        typed = getattr(event, "unicode", "")
        if found is None and event.type == pygame.KEYDOWN and typed.isupper():
            found = self.by_char.get(typed.lower())
            if found is None or found.name != "move":
                return None
        shifted = getattr(event, "mod", 0) & pygame.KMOD_SHIFT
        if found is not None and found.name == "move" and shifted:
            return Command("run", found.dx, found.dy)
        return found

    def first_key(self, command_id: str) -> str:
        """The first key bound to ``command_id`` as shown ("" when it has none)."""
        keys = self.bindings.get(command_id, ())
        return key_label(keys[0]) if keys else ""

    def keys_text(self, command_id: str) -> str:
        """The keys bound to ``command_id`` as the player reads them ("x", "? or F1")."""
        keys = [key_label(key) for key in self.bindings.get(command_id, ())]
        return " or ".join(keys) if keys else "(no key)"


DEFAULT_KEYMAP = Keymap()

#: Menus and lists: move a cursor, choose, close.
MENU_KEYS: dict[int, Command] = {
    pygame.K_UP: Command("up"),
    pygame.K_DOWN: Command("down"),
    pygame.K_KP8: Command("up"),
    pygame.K_KP2: Command("down"),
    pygame.K_PAGEUP: Command("page_up"),
    pygame.K_PAGEDOWN: Command("page_down"),
    pygame.K_HOME: Command("first"),
    pygame.K_END: Command("last"),
    pygame.K_RETURN: Command("confirm"),
    pygame.K_KP_ENTER: Command("confirm"),
    pygame.K_ESCAPE: Command("cancel"),
}

#: Targeting: move the reticle, confirm, cancel, next target.
TARGET_KEYS: dict[int, Command] = {
    **MOVE_KEYS,
    pygame.K_RETURN: Command("confirm"),
    pygame.K_KP_ENTER: Command("confirm"),
    pygame.K_KP5: Command("confirm"),
    pygame.K_SPACE: Command("confirm"),
    pygame.K_ESCAPE: Command("cancel"),
    pygame.K_TAB: Command("next_target"),
}
TARGET_CHARS: dict[str, Command] = {**VI_KEYS, ".": Command("confirm")}

#: How far one press moves the targeting cursor with Shift and with Ctrl held.
SHIFT_STEP = 5
CTRL_STEP = 10


def lookup(
    event: pygame.event.Event, keys: dict[int, Command], chars: dict[str, Command] | None = None
) -> Command | None:
    """The command a KEYDOWN ``event`` means in a table pair, or None."""
    if event.type != pygame.KEYDOWN:
        return None
    found = keys.get(event.key)
    if found is not None:
        return found
    if chars and event.unicode:
        return chars.get(event.unicode)
    return None


def game_command(event: pygame.event.Event, keymap: Keymap | None = None) -> Command | None:
    """The game screen's command for ``event`` under ``keymap`` (default: the default keys)."""
    return (keymap or DEFAULT_KEYMAP).command(event)


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


#: For the help screen: (keys, what they do), in reading order; further parts name the
#: commands whose bound keys are shown instead of the first part (``help_rows``).
HELP: tuple[tuple[str, ...], ...] = (
    (
        "Arrows, numpad, hjklyubn",
        "move / attack (diagonals: yubn, Home End PgUp PgDn); with Shift: run that way",
    ),
    (". or numpad 5", "wait a turn", "wait"),
    ("Z", "rest until healed or disturbed (needs gear that regenerates; any key stops)", "rest"),
    ("g or ,", "pick up (a step onto a potion or scroll picks it up: see Settings)", "pickup"),
    ("i", "inventory: a letter uses an item or puts it on / takes it off", "inventory"),
    ("i, then a scroll", "Enchanting, Identify: a letter among the items it fits"),
    ("i, then a ring", "both ring slots full: (l)eft or (r)ight ring, (c)ancel"),
    ("q / r", "drink a potion / read a scroll: a letter chooses", "quaff", "read"),
    ("d / R", "drop an item / remove a worn one (a cursed one stays on)", "drop", "remove"),
    (">", "go down the stairs (elsewhere: walk to the stairs you have seen)", "descend"),
    (
        "x",
        "explore until something shows up, picking up potions and scrolls (see Settings); "
        "any key stops it",
        "explore",
    ),
    ("Tab", "fight: strike the nearest monster in sight, or step toward it", "fight"),
    ("t", "throw a dart or javelin: the reticle tells the odds to hit and the blow", "throw"),
    ("/", "look around (or hover): a monster tells what a fight comes to; Enter describes", "look"),
    ("m", "map of the floor (click a place to go there; the minimap too)", "overview"),
    ("c / v", "character sheet with the stat breakdown / message history", "character", "history"),
    ("+ / -", "zoom in / out"),
    (
        "F9 / F11 / F12",
        "keep a recording of this run so far / fullscreen / screenshot (into the saves folder)",
        "record",
        "toggle_fullscreen",
        "screenshot",
    ),
    ("M", "sound on / off (the volumes are in the settings)", "mute"),
    ("? or F1", "this help", "help"),
    ("Esc", "close a window; in the game, the menu: resume, save and quit, settings, help"),
    ("Targeting", "move the reticle (Shift x5, Ctrl x10), Tab next enemy, Enter, Esc"),
    (
        "Mouse: map",
        "click: walk there / attack next to you; click yourself: pick up, take the stairs or wait",
    ),
    ("Mouse: inventory", "click: use, or put on / take off; drag onto a doll slot: put on"),
    (
        "Mouse: right-click",
        "an item's menu: Read on..., a ring slot, drop...; a find's menu, or a monster "
        "described (on the map or the HUD)",
    ),
    ("Mouse: paper doll", "click a slot, or drag it onto the inventory: take it off"),
    ("Mouse: elsewhere", "wheel scrolls the log and lists; right-click or Esc closes windows"),
)


def help_rows(keymap: Keymap | None = None) -> list[tuple[str, str]]:
    """HELP as the player's keys make it: a rebound command shows its own keys; a bound
    command HELP says nothing of (a new one) gets a row of its own, by its label, before the
    rows of the mouse."""
    keymap = keymap or DEFAULT_KEYMAP
    rows = [
        (" / ".join(keymap.keys_text(c) for c in row[2:]) if len(row) > 2 else row[0], row[1])
        for row in HELP
    ]
    told = {command for row in HELP for command in row[2:]} | _TOLD_WITHOUT_NAMING
    extra = [(keymap.keys_text(b.id), b.label.lower()) for b in BINDINGS if b.id not in told]
    at = next(i for i, row in enumerate(HELP) if row[0].startswith("Targeting"))
    return rows[:at] + extra + rows[at:]


#: Commands HELP tells of in rows that name no command (moves, zoom).
_TOLD_WITHOUT_NAMING = frozenset(
    {
        "move_n",
        "move_s",
        "move_w",
        "move_e",
        "move_nw",
        "move_ne",
        "move_sw",
        "move_se",
        "zoom_in",
        "zoom_out",
    }
)
