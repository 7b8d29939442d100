"""Where the game keeps a player's files: saves/ in a checkout, the user data folder when
installed, and --save-dir / $IRONBOUND_SAVE_DIR above both. (The installed copy itself is
played in tests/test_wheel.py.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from game import paths
from game.save.slot import ENV_VAR, SAVE_NAME, SaveSlot, save_dir

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Pretend ``game`` was imported from site-packages; returns the XDG data folder."""
    site = tmp_path / "site-packages"
    (site / "game").mkdir(parents=True)
    monkeypatch.setattr(paths, "SOURCE_ROOT", site)
    monkeypatch.setattr(paths.sys, "platform", "linux")
    monkeypatch.delenv(ENV_VAR, raising=False)
    data = tmp_path / "xdg-data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return data


def test_a_checkout_is_recognised_and_site_packages_is_not(tmp_path: Path) -> None:
    assert paths.from_checkout()
    assert paths.from_checkout(REPO)
    assert not paths.from_checkout(tmp_path)


def test_a_checkout_saves_in_its_saves_folder(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert paths.default_save_dir() == REPO / "saves" == save_dir()
    assert SaveSlot.in_dir(None).path == REPO / "saves" / SAVE_NAME


def test_an_installed_copy_saves_in_the_user_data_folder(installed: Path) -> None:
    assert save_dir() == installed / "ironbound"
    assert SaveSlot.in_dir(None).path == installed / "ironbound" / SAVE_NAME
    assert "site-packages" not in str(save_dir())


def test_flag_and_environment_win_over_the_user_data_folder(
    installed: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    assert save_dir() == tmp_path / "from-env"
    assert save_dir(tmp_path / "from-flag") == tmp_path / "from-flag"


def test_flag_and_environment_win_in_a_checkout(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(ENV_VAR, str(tmp_path / "from-env"))
    assert save_dir() == tmp_path / "from-env"
    assert save_dir(str(tmp_path / "from-flag")) == tmp_path / "from-flag"


HOME = Path("/home/ann")


@pytest.mark.parametrize(
    ("platform", "environ", "expected"),
    [
        ("linux", {"XDG_DATA_HOME": "/data/ann"}, Path("/data/ann/ironbound")),
        ("linux", {}, HOME / ".local/share/ironbound"),
        ("linux", {"XDG_DATA_HOME": "  "}, HOME / ".local/share/ironbound"),
        # A relative XDG_DATA_HOME is invalid by the XDG spec: ignored.
        ("linux", {"XDG_DATA_HOME": "rel/data"}, HOME / ".local/share/ironbound"),
        ("freebsd14", {"XDG_DATA_HOME": "/data/ann"}, Path("/data/ann/ironbound")),
        ("darwin", {"XDG_DATA_HOME": "/data/ann"}, HOME / "Library/Application Support/Ironbound"),
        (
            "win32",
            {"APPDATA": "/c/Users/ann/AppData/Roaming"},
            Path("/c/Users/ann/AppData/Roaming/Ironbound"),
        ),
        ("win32", {}, HOME / "AppData/Roaming/Ironbound"),
    ],
)
def test_user_data_folder_per_platform(
    platform: str, environ: dict[str, str], expected: Path
) -> None:
    assert paths.user_data_dir(platform, environ, HOME) == expected


def test_a_checkout_reads_the_tiles_from_assets() -> None:
    assert paths.tiles_dir() == REPO / "assets" / "tiles"
    assert (paths.tiles_dir() / "manifest.json").is_file()
