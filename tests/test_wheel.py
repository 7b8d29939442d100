"""The installed game, not the checkout (issue 9.14): build the wheel from a copy of the sources,
install it in a fresh venv outside the checkout, and play it from a temporary folder: a
screenshot, and a headless autoplay that saves and loads.

Needs pip and venv (and pip's index or cache for setuptools and the game's dependencies).
Where building is impossible it skips with the reason, except under CI=true, where it fails.
Run only these with ``python -m pytest -m wheel``; leave them out with ``-m "not wheel"``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

pytestmark = [pytest.mark.wheel, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[1]
TILES = REPO / "assets" / "tiles"
SOUNDS = REPO / "assets" / "sounds"
IN_CI = os.environ.get("CI") == "true"
#: pip's words when it cannot reach an index (offline machine): building is impossible.
OFFLINE = (
    "No matching distribution found",
    "Could not find a version that satisfies",
    "ensurepip is not available",
    "No module named pip",
    "No module named venv",
)
#: What a copy of the sources leaves out: VCS data, venvs, build output, caches, player files.
NOT_SOURCES = shutil.ignore_patterns(
    ".git",
    ".venv",
    "venv",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".*_cache",
    ".hypothesis",
    "saves",
    "screenshots",
)


def run(command: list[str | Path], what: str, **kwargs) -> subprocess.CompletedProcess[str]:
    """Run a set-up step; skip the module if it fails for want of pip/venv/index (not in CI)."""
    done = subprocess.run(
        [str(part) for part in command], capture_output=True, text=True, timeout=600, **kwargs
    )
    if done.returncode != 0:
        output = done.stdout + done.stderr
        if not IN_CI and any(sign in output for sign in OFFLINE):
            pytest.skip(
                f"cannot {what} here (no pip, venv or package index?): "
                f"{output.strip().splitlines()[-1]}"
            )
        pytest.fail(f"{what} failed ({done.returncode}):\n{output[-3000:]}")
    return done


@pytest.fixture(scope="module")
def work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("wheel")


@pytest.fixture(scope="module")
def wheel(work: Path) -> Path:
    """The wheel, built by pip (as ``pip install .`` does) from a copy of the sources, so the
    build leaves nothing in the checkout."""
    sources = work / "sources"
    shutil.copytree(REPO, sources, ignore=NOT_SOURCES)
    dist = work / "dist"
    run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--wheel-dir", dist, sources],
        "build the wheel",
    )
    (built,) = dist.glob("ironbound-*.whl")
    return built


@pytest.fixture(scope="module")
def venv(work: Path, wheel: Path) -> Path:
    """A fresh venv outside the checkout with the wheel (and its dependencies) installed."""
    root = work / "venv"
    run([sys.executable, "-m", "venv", root], "create a venv")
    python = root / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    run(
        [python, "-m", "pip", "install", "--quiet", wheel],
        "install the wheel",
        cwd=work,
        env=clean_env(work),
    )
    return root


def clean_env(work: Path) -> dict[str, str]:
    """No path into the checkout, a throwaway home and data folder, SDL's dummy drivers."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key
        not in {
            "PYTHONPATH",
            "PYTHONHOME",
            "VIRTUAL_ENV",
            "IRONBOUND_SAVE_DIR",
            "PYTHONSTARTUP",
            "PYTHONUSERBASE",
        }
    }
    home = work / "home"
    home.mkdir(exist_ok=True)
    env.update(
        HOME=str(home),
        XDG_DATA_HOME=str(home / "data"),
        APPDATA=str(home / "appdata"),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
    )
    return env


def tool(venv: Path, name: str) -> Path:
    return venv / ("Scripts" if os.name == "nt" else "bin") / name


@pytest.fixture
def play(venv: Path, work: Path, tmp_path: Path):
    """Run the installed ``ironbound`` from a temporary folder outside the checkout."""

    def ironbound(*args: str) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [str(tool(venv, "ironbound")), *args],
            cwd=tmp_path,
            env=clean_env(work),
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, f"ironbound {' '.join(args)}:\n{done.stdout}{done.stderr}"
        return done

    return ironbound


def test_the_wheel_carries_every_tile_and_the_manifest(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    packed = {
        name.removeprefix("game/assets/tiles/")
        for name in names
        if name.startswith("game/assets/tiles/")
    }
    every_file = {path.name for path in TILES.iterdir() if path.is_file()}
    assert "manifest.json" in packed
    assert every_file == packed
    manifest = json.loads((TILES / "manifest.json").read_text(encoding="utf-8"))
    assert {info["file"] for info in manifest["tiles"].values()} <= packed
    assert len([name for name in packed if name.endswith(".png")]) >= len(manifest["tiles"])


def test_the_wheel_carries_every_sound(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    packed = {
        name.removeprefix("game/assets/sounds/")
        for name in names
        if name.startswith("game/assets/sounds/")
    }
    assert packed == {path.name for path in SOUNDS.iterdir() if path.is_file()}
    assert len([name for name in packed if name.endswith(".wav")]) >= 25


def test_the_installed_copy_finds_its_sounds(venv: Path, work: Path, tmp_path: Path) -> None:
    probe = (
        "import game.paths as p; d = p.sounds_dir(); print(d); print(len(list(d.glob('*.wav'))))"
    )
    python = tool(venv, "python.exe" if os.name == "nt" else "python")
    done = subprocess.run(
        [str(python), "-c", probe],
        cwd=tmp_path,
        env=clean_env(work),
        capture_output=True,
        text=True,
        check=True,
    )
    folder, count = done.stdout.split()
    assert Path(folder).is_relative_to(venv)
    assert int(count) == len(list(SOUNDS.glob("*.wav")))


def test_the_wheel_carries_every_module(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    modules = {path.relative_to(REPO).as_posix() for path in (REPO / "game").rglob("*.py")}
    assert modules - names == set()


def test_the_installed_copy_runs_from_the_venv_and_saves_in_the_user_folder(
    venv: Path, work: Path, tmp_path: Path
) -> None:
    probe = (
        "import json, game, game.paths as p, game.save.slot as s; print(json.dumps("
        "[game.__file__, str(p.tiles_dir()), p.from_checkout(), str(s.SaveSlot.in_dir(None)"
        ".path)]))"
    )
    python = tool(venv, "python.exe" if os.name == "nt" else "python")
    done = subprocess.run(
        [str(python), "-c", probe],
        cwd=tmp_path,
        env=clean_env(work),
        capture_output=True,
        text=True,
        check=True,
    )
    module, tiles, from_checkout, save = json.loads(done.stdout)
    assert Path(module).is_relative_to(venv)
    assert Path(tiles).is_relative_to(venv) and (Path(tiles) / "manifest.json").is_file()
    assert from_checkout is False
    assert Path(save) == work / "home" / "data" / "ironbound" / "ironbound.sav"
    chosen = tmp_path / "chosen"
    done = subprocess.run(
        [str(python), "-c", probe],
        cwd=tmp_path,
        env={**clean_env(work), "IRONBOUND_SAVE_DIR": str(chosen)},
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(json.loads(done.stdout)[3]) == chosen / "ironbound.sav"


def test_the_installed_game_takes_a_screenshot(
    play, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    import pygame

    play("--seed", "3", "--screenshot", "x.png")
    shot = tmp_path / "x.png"
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 16) for y in range(0, 720, 16)}
    assert len(colours) > 20, "the screenshot is (nearly) blank"


def test_the_installed_game_autoplays_saves_and_loads(play, tmp_path: Path) -> None:
    first = json.loads(play("--autoplay", "300", "--seed", "3", "--headless", "--save", "S").stdout)
    assert (tmp_path / "S").is_file()
    assert first["seed"] == 3 and first["turns"] == 300 and first["alive"]
    loaded = json.loads(play("--load", "S", "--headless").stdout)
    assert loaded["digest"] == first["digest"]
    later = json.loads(play("--load", "S", "--autoplay", "100", "--headless", "--save", "S").stdout)
    assert later["turns"] == 400 and later["seed"] == 3
    assert json.loads(play("--load", "S", "--headless").stdout)["digest"] == later["digest"]
    here = subprocess.run(
        [sys.executable, "main.py", "--autoplay", "300", "--seed", "3", "--headless"],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(here.stdout)["digest"] == first["digest"], "installed game differs"
