"""Issue 21, point 13: with no home folder (HOME unset and no password-file entry), an installed
copy raised RuntimeError from ``Path.home()`` at start, even with XDG_DATA_HOME set. XDG is read
first; without any folder to use, the game says so and exits 2."""

from __future__ import annotations

import pwd
from pathlib import Path

import pygame
import pytest

from game import cli, paths
from game.save.slot import ENV_VAR, SAVE_NAME
from game.ui.app import App


def no_passwd_entry(uid: int) -> object:
    raise KeyError(f"getpwuid(): uid not found: {uid}")


def without_a_home(monkeypatch: pytest.MonkeyPatch) -> None:
    """HOME unset, and no password-file entry for the user: no home folder at all."""
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.setattr(pwd, "getpwuid", no_passwd_entry)
    with pytest.raises(RuntimeError):
        Path.home()


@pytest.fixture
def homeless(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An installed copy (``game`` in site-packages) for a user with no home folder."""
    site = tmp_path / "site-packages"
    (site / "game").mkdir(parents=True)
    monkeypatch.setattr(paths, "SOURCE_ROOT", site)
    monkeypatch.setattr(paths.sys, "platform", "linux")
    monkeypatch.delenv(ENV_VAR, raising=False)
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    without_a_home(monkeypatch)
    return tmp_path


@pytest.mark.parametrize(
    "platform, environ, expected",
    [
        ("linux", {"XDG_DATA_HOME": "/data/ann"}, Path("/data/ann/ironbound")),
        ("freebsd14", {"XDG_DATA_HOME": "/data/ann"}, Path("/data/ann/ironbound")),
        (
            "win32",
            {"APPDATA": "/c/Users/ann/AppData/Roaming"},
            Path("/c/Users/ann/AppData/Roaming/Ironbound"),
        ),
    ],
)
def test_xdg_or_appdata_is_read_without_asking_for_home(
    platform, environ, expected, monkeypatch
) -> None:
    without_a_home(monkeypatch)
    assert paths.user_data_dir(platform, environ) == expected


@pytest.mark.parametrize("platform", ["linux", "darwin", "win32"])
def test_with_no_folder_at_all_it_says_so(platform: str, monkeypatch) -> None:
    without_a_home(monkeypatch)
    with pytest.raises(paths.NoDataFolder) as caught:
        paths.user_data_dir(platform, {})
    message = str(caught.value)
    assert "--save-dir" in message and "IRONBOUND_SAVE_DIR" in message


def test_the_installed_window_game_says_so_and_exits_2(homeless: Path, capsys, monkeypatch) -> None:
    monkeypatch.setattr(App, "run", lambda self: None)
    assert cli.main([]) == 2
    err = capsys.readouterr().err
    assert "home folder" in err and "XDG_DATA_HOME" in err and "Traceback" not in err
    pygame.quit()


def test_with_xdg_data_home_the_installed_game_starts(homeless: Path, monkeypatch) -> None:
    opened: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: opened.append(self))
    monkeypatch.setenv("XDG_DATA_HOME", str(homeless / "data"))
    assert cli.main(["--new", "--seed", "3"]) == 0
    assert opened[-1].slot.path == homeless / "data" / "ironbound" / SAVE_NAME
    pygame.quit()


def test_a_headless_game_that_saves_nothing_needs_no_folder(homeless: Path, capsys) -> None:
    assert cli.main(["--headless", "--autoplay", "5", "--seed", "3"]) == 0


def test_a_tilde_with_no_home_is_said_plainly(homeless: Path, capsys) -> None:
    assert cli.main(["--headless", "--autoplay", "5", "--save-dir", "~/saves"]) == 2
    assert "~" in capsys.readouterr().err
