"""Where the game finds its tiles and keeps the player's files, checked out or installed.

- ``from_checkout()``: True when ``game`` is imported from a source checkout (``pip install -e .``
  or ``python main.py``); False for an installed copy (``pip install .``, ``pipx install .``).
- ``tiles_dir()``: the tiles and their manifest. A wheel carries the top-level ``assets/tiles``
  as package data at ``game/assets/tiles`` (see ``setup.py``); a checkout reads the folder itself.
- ``sounds_dir()``: the sound effects (WAVs), carried and found as the tiles are.
- ``user_data_dir()``: the platform's folder for a user's files (saves, screenshots, settings).
- ``default_save_dir()``: ``saves/`` in a checkout, else ``user_data_dir()``.
- ``NoDataFolder``: an installed copy for a user with no home folder and nothing set instead
  (the command line says so and exits 2).
  (``--save-dir`` and $IRONBOUND_SAVE_DIR override it: see ``game.save.slot.save_dir``.)
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from importlib.resources import files
from pathlib import Path

APP_NAME = "Ironbound"
#: The folder holding the ``game`` package: the repository root in a checkout.
SOURCE_ROOT = Path(__file__).resolve().parents[1]


def from_checkout(root: Path | None = None) -> bool:
    """Is ``root`` (default: the folder above ``game``) a source checkout, not site-packages?"""
    root = SOURCE_ROOT if root is None else root
    return (root / "pyproject.toml").is_file() and (root / "assets" / "tiles").is_dir()


def tiles_dir() -> Path:
    """The folder with ``manifest.json`` and the tile PNGs: package data when installed.

    pip installs a wheel as plain files, so the package data is a real folder (pygame loads
    tiles by file name); a checkout has no ``game/assets`` and reads ``assets/tiles`` itself.
    """
    packaged = files("game") / "assets" / "tiles"
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return SOURCE_ROOT / "assets" / "tiles"


def sounds_dir() -> Path:
    """The folder with the sound effects' WAV files: package data when installed (see
    ``tiles_dir``), ``assets/sounds`` in a checkout."""
    packaged = files("game") / "assets" / "sounds"
    if isinstance(packaged, Path) and packaged.is_dir():
        return packaged
    return SOURCE_ROOT / "assets" / "sounds"


class NoDataFolder(Exception):
    """There is no folder for the player's files: no home folder, and none named instead."""


_NAME_ONE = "Name a folder with IRONBOUND_SAVE_DIR or --save-dir DIR"


def home_folder(platform: str | None = None) -> Path:
    """The user's home folder; NoDataFolder (saying what to do) when there is none (HOME
    unset and no password-file entry for the user)."""
    try:
        return Path.home()
    except (RuntimeError, KeyError, OSError):
        pass
    platform = sys.platform if platform is None else platform
    instead = {"win32": " (or APPDATA)", "darwin": ""}.get(platform, " (or XDG_DATA_HOME)")
    raise NoDataFolder(
        "Ironbound cannot tell where to keep its saves: this user has no home "
        "folder (HOME is not set, and the system knows no home for the user). "
        f"{_NAME_ONE}{instead}."
    )


def user_data_dir(
    platform: str | None = None, environ: Mapping[str, str] | None = None, home: Path | None = None
) -> Path:
    """The platform's per-user data folder for the game.

    Linux and other Unixes: $XDG_DATA_HOME/ironbound (default ~/.local/share/ironbound);
    macOS: ~/Library/Application Support/Ironbound; Windows: %APPDATA%\\Ironbound. The home
    folder is asked for only when needed; NoDataFolder when there is none.
    """
    platform = sys.platform if platform is None else platform
    env = os.environ if environ is None else environ

    def at_home() -> Path:
        return home if home is not None else home_folder(platform)

    if platform == "win32":
        appdata = env.get("APPDATA", "").strip()
        return (Path(appdata) if appdata else at_home() / "AppData" / "Roaming") / APP_NAME
    if platform == "darwin":
        return at_home() / "Library" / "Application Support" / APP_NAME
    xdg = env.get("XDG_DATA_HOME", "").strip()
    # The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
    base = Path(xdg) if xdg and Path(xdg).is_absolute() else at_home() / ".local" / "share"
    return base / APP_NAME.lower()


def expand_home(path: Path | str) -> Path:
    """``path`` with a leading ``~`` made the home folder; NoDataFolder when there is none."""
    try:
        return Path(path).expanduser()
    except RuntimeError:
        raise NoDataFolder(
            f"Ironbound cannot tell what ~ means in {path}: this user has no "
            "home folder. Give the folder's full path."
        ) from None


def default_save_dir() -> Path:
    """``saves/`` in a checkout; the user data folder for an installed copy."""
    if from_checkout():
        return SOURCE_ROOT / "saves"
    return user_data_dir()
