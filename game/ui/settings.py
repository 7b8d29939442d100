"""The player's settings: zoom, window size, fullscreen, animation speed, whether picked-up
gear is put on, whether auto-explore picks things up, interface size, sound (master and
effects volume, mute), and key bindings.

They live in ``settings.json`` beside the saves, read at start and written atomically (a temp
file, fsync, replace) whenever the settings screen changes one. A file that is missing gives
the defaults; a file that is broken or hostile (not JSON, too big, wrong types, unknown keys,
a key bound twice, to two commands or to one) is never trusted: each bad part falls back to
its default (an unknown key is ignored) and the problems are returned for the player to read.
Nothing here raises on a bad file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.engine.gear import WEAR_ON_PICKUP
from game.files.atomic import NotAFile, read_regular, replace_file
from game.ui.input import BINDING_BY_ID, DEFAULT_BINDINGS, MAX_KEYS_PER_COMMAND, valid_key
from game.ui.layout import DEFAULT_SIZE, MIN_SIZE, UI_STEPS, ZOOMS

SETTINGS_NAME = "settings.json"
#: Version 2 added Tab's auto-fight, 3 the ``autopickup`` setting (a file without it keeps
#: the default) and the q and r keys.
SETTINGS_VERSION = 3
#: The commands each version of the file added: a file older than one does not know it, so
#: its default keys give way to the keys that file gives others.
ADDED_IN: dict[int, frozenset[str]] = {2: frozenset({"fight"}), 3: frozenset({"quaff", "read"})}
#: A settings file is a few KB; anything bigger is refused unread.
MAX_FILE_BYTES = 64 * 1024
#: Zoom choices: None fits the window (the default), else a tile size in pixels.
ZOOM_CHOICES: tuple[int | None, ...] = (None, *ZOOMS)
WINDOW_SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
MAX_WINDOW = (7680, 4320)
#: How fast moves and hits are animated ("off": not at all); ``game.ui.animation.speed_for``
#: turns the choice into the app's ``animation_speed``.
ANIMATION_SPEEDS: tuple[str, ...] = ("off", "fast", "normal")
#: Interface sizes: None picks the largest step the window holds (the default), else a step
#: of ``layout.UI_STEPS`` (1x, 1.5x, 2x...), kept to what the window holds.
INTERFACE_CHOICES: tuple[float | None, ...] = (None, *UI_STEPS)
#: Volumes, in percent (master and effects alike): the settings screen steps through these.
VOLUMES: tuple[int, ...] = tuple(range(0, 101, 10))

Bindings = dict[str, tuple[str, ...]]


@dataclass(frozen=True)
class Settings:
    """One player's settings; ``bindings`` maps a command id (``input.BINDINGS``) to its keys."""

    zoom: int | None = None
    window_size: tuple[int, int] = DEFAULT_SIZE
    fullscreen: bool = False
    animation: str = "normal"
    bindings: Bindings = field(default_factory=lambda: dict(DEFAULT_BINDINGS))
    #: Gear picked up for an empty slot is put on at once: "known" (gear the player knows is
    #: not cursed), "always" (as the tutorials did) or "never" (``WEAR_ON_PICKUP``).
    wear_on_pickup: str = "known"
    #: Auto-explore and travel pick up potions, scrolls and thrown weapons they walk onto (never
    #: gear).
    autopickup: bool = True
    interface: float | None = None
    #: Sound: the effects play at master x effects volume (percent each); ``mute`` (the M key)
    #: silences them without losing the levels.
    master_volume: int = 80
    effects_volume: int = 100
    mute: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "version": SETTINGS_VERSION,
            "zoom": self.zoom,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "animation": self.animation,
            "wear_on_pickup": self.wear_on_pickup,
            "autopickup": self.autopickup,
            "interface_size": self.interface,
            "master_volume": self.master_volume,
            "effects_volume": self.effects_volume,
            "mute": self.mute,
            "bindings": {command: list(keys) for command, keys in self.bindings.items()},
        }

    def rebind(self, command_id: str, key: str) -> tuple[Settings, str]:
        """These settings with ``key`` added to ``command_id``'s keys, and what to tell the
        player. A key another command uses is refused (the settings come back unchanged)."""
        label = BINDING_BY_ID[command_id].label
        owner = key_owner(self.bindings, key)
        if owner == command_id:
            return self, f"{label} already has that key."
        if owner is not None:
            return self, (
                f"That key already does {BINDING_BY_ID[owner].label}: clear it there first."
            )
        keys = (key, *self.bindings.get(command_id, ()))[:MAX_KEYS_PER_COMMAND]
        return replace(self, bindings={**self.bindings, command_id: keys}), f"{label}: bound."

    def cleared(self, command_id: str) -> Settings:
        """These settings with no key for ``command_id`` (the mouse or the menu still reach it)."""
        return replace(self, bindings={**self.bindings, command_id: ()})

    def default_keys(self) -> Settings:
        return replace(self, bindings=dict(DEFAULT_BINDINGS))


def key_owner(bindings: Bindings, key: str) -> str | None:
    """The command ``key`` is bound to, if any."""
    for command, keys in bindings.items():
        if key in keys:
            return command
    return None


def settings_path(folder: Path | str) -> Path:
    return Path(folder) / SETTINGS_NAME


def load_settings(path: Path) -> tuple[Settings, list[str]]:
    """The settings in ``path`` (defaults where it has none) and the problems found in it.

    Never raises: an unreadable, oversized, non-JSON or hostile file gives the defaults and
    says why; a good file with one bad field keeps its good fields.
    """
    try:
        raw = read_regular(path, MAX_FILE_BYTES)
    except FileNotFoundError:
        return Settings(), []
    except (OSError, NotAFile) as error:
        return Settings(), [f"The settings file could not be read ({error}); using defaults."]
    if len(raw) > MAX_FILE_BYTES:
        return Settings(), ["The settings file is too big to be one; using defaults."]
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError) as error:  # UnicodeDecodeError is a ValueError
        return Settings(), [f"The settings file is not valid JSON ({error}); using defaults."]
    if not isinstance(data, dict):
        return Settings(), ["The settings file does not hold settings; using defaults."]
    return _from_json(data)


#: The keys a settings file may have: those ``Settings.to_json`` writes.
KNOWN_KEYS: tuple[str, ...] = tuple(Settings().to_json())


def _from_json(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    problems: list[str] = []
    defaults = Settings()
    unknown = [key for key in data if key not in KNOWN_KEYS]
    if unknown:
        named = ", ".join(_short(key) for key in unknown[:3]) + (
            ", ..." if len(unknown) > 3 else ""
        )
        problems.append(f"{named}: no such setting; ignored.")
        problems.append(f"(The file's settings are {', '.join(KNOWN_KEYS)}.)")
    zoom = data.get("zoom", defaults.zoom)
    if zoom is not None and (type(zoom) is not int or zoom not in ZOOM_CHOICES):
        problems.append(f"zoom {_short(zoom)} is not one of 16, 32, 48, 64 or null.")
        zoom = defaults.zoom
    size = data.get("window_size", list(defaults.window_size))
    window_size = defaults.window_size
    if (
        isinstance(size, list)
        and len(size) == 2
        and all(type(n) is int for n in size)
        and MIN_SIZE[0] <= size[0] <= MAX_WINDOW[0]
        and MIN_SIZE[1] <= size[1] <= MAX_WINDOW[1]
    ):
        window_size = (size[0], size[1])
    else:
        problems.append(
            f"window_size {_short(size)} is not a width and height between "
            f"{MIN_SIZE[0]}x{MIN_SIZE[1]} and {MAX_WINDOW[0]}x{MAX_WINDOW[1]}."
        )
    fullscreen = data.get("fullscreen", defaults.fullscreen)
    if not isinstance(fullscreen, bool):
        problems.append(f"fullscreen {_short(fullscreen)} is not true or false.")
        fullscreen = defaults.fullscreen
    animation = data.get("animation", defaults.animation)
    if not isinstance(animation, str) or animation not in ANIMATION_SPEEDS:
        problems.append(
            f"animation {_short(animation)} is not one of {', '.join(ANIMATION_SPEEDS)}."
        )
        animation = defaults.animation
    wear = data.get("wear_on_pickup", defaults.wear_on_pickup)
    if not isinstance(wear, str) or wear not in WEAR_ON_PICKUP:
        problems.append(f"wear_on_pickup {_short(wear)} is not one of {', '.join(WEAR_ON_PICKUP)}.")
        wear = defaults.wear_on_pickup
    autopickup = data.get("autopickup", defaults.autopickup)
    if not isinstance(autopickup, bool):
        problems.append(f"autopickup {_short(autopickup)} is not true or false.")
        autopickup = defaults.autopickup
    interface = data.get("interface_size", defaults.interface)
    if interface is not None and (
        type(interface) not in (int, float) or interface not in INTERFACE_CHOICES
    ):
        problems.append(
            f"interface_size {_short(interface)} is not one of "
            f"{', '.join(f'{step:g}' for step in UI_STEPS)} or null."
        )
        interface = defaults.interface
    volumes = {}
    for name in ("master_volume", "effects_volume"):
        volume = data.get(name, getattr(defaults, name))
        if type(volume) is not int or not 0 <= volume <= 100:
            problems.append(f"{name} {_short(volume)} is not a whole number from 0 to 100.")
            volume = getattr(defaults, name)
        volumes[name] = volume
    mute = data.get("mute", defaults.mute)
    if not isinstance(mute, bool):
        problems.append(f"mute {_short(mute)} is not true or false.")
        mute = defaults.mute
    version = data.get("version", 1)  # a file of the first version may not say
    newer = frozenset().union(
        *(added for since, added in ADDED_IN.items() if type(version) is int and since > version)
    )
    bindings, trouble = _bindings(data.get("bindings", {}), newer)
    problems += trouble
    if problems:
        problems.insert(
            0, "The settings file has mistakes; those settings are back to their defaults:"
        )
    return Settings(
        zoom=zoom,
        window_size=window_size,
        fullscreen=fullscreen,
        animation=animation,
        bindings=bindings,
        wear_on_pickup=wear,
        autopickup=autopickup,
        interface=None if interface is None else float(interface),
        mute=mute,
        **volumes,
    ), problems


def _bindings(raw: object, newer: frozenset[str] = frozenset()) -> tuple[Bindings, list[str]]:
    """Key bindings from the file: defaults for commands it leaves out; for a command newer
    than the file (``newer``), its defaults less any key the file gives another command (the
    player's choice stands; the new command goes without that key). Any mistake (an unknown
    command, a bad key, a key bound twice) puts every key back to its default."""
    if not isinstance(raw, dict):
        return dict(DEFAULT_BINDINGS), [f"bindings {_short(raw)} is not a table."]
    bindings = dict(DEFAULT_BINDINGS)
    for command, keys in raw.items():
        if command not in BINDING_BY_ID:
            return dict(DEFAULT_BINDINGS), [
                f"bindings: unknown command {_short(command)}; all keys are back to their defaults."
            ]
        if (
            not isinstance(keys, list)
            or len(keys) > MAX_KEYS_PER_COMMAND
            or not all(isinstance(key, str) and valid_key(key) for key in keys)
        ):
            return dict(DEFAULT_BINDINGS), [
                f"bindings: {command} has keys that cannot be "
                "bound; all keys are back to their defaults."
            ]
        twice = next((key for index, key in enumerate(keys) if key in keys[:index]), None)
        if twice is not None:
            return dict(DEFAULT_BINDINGS), [
                f"bindings: the key {_short(twice)} is listed more "
                f"than once for {command}; all keys are back to "
                "their defaults."
            ]
        bindings[command] = tuple(keys)
    taken = {key for command in raw for key in bindings[command]}
    for command in newer - raw.keys():
        bindings[command] = tuple(key for key in bindings[command] if key not in taken)
    seen: dict[str, str] = {}
    for command, keys in bindings.items():
        for key in keys:
            if key in seen and seen[key] != command:
                return dict(DEFAULT_BINDINGS), [
                    f"bindings: the key {key!r} is bound to both {seen[key]} and {command}; "
                    "all keys are back to their defaults."
                ]
            seen[key] = command
    return bindings, []


def _short(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:37] + "..."


def save_settings(settings: Settings, path: Path) -> str | None:
    """Write ``settings`` to ``path`` atomically; the error to show, or None."""
    data = (json.dumps(settings.to_json(), indent=2) + "\n").encode("utf-8")
    try:
        replace_file(path, data, backup=None, is_intact=lambda old: True)
    except OSError as error:
        return f"The settings could not be saved: {error.strerror or error}"
    return None
