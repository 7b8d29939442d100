"""Every screen and modal renders without error for a few seeded games, sizes and zooms."""

from __future__ import annotations

import pygame
import pytest

import game
from game.agents.autoplay import play
from game.cli import main
from game.ui.screen_names import SCREENS

SIZES = [(1280, 720), (2560, 1440), (800, 600)]


@pytest.fixture(scope="module")
def states():
    """A fresh game, and one the bot has played for a while (more items, deeper floor)."""
    fresh = game.new_game(4)
    played = play(game.new_game(11), 600)
    return {"fresh": fresh, "played": played}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("which", ["fresh", "played"])
def test_every_screen_renders(make_app, states, size, which):
    """Each screen, not only the last one: the window is not a single colour, and every
    screen but the game itself drew something of its own over the game."""
    app = make_app(size, states[which])
    app.draw()
    game_alone = pygame.surfarray.array2d(app.surface).copy()
    checked = []
    for name in SCREENS:
        app.play.start(states[which])
        app.open(name)
        app.update()
        app.draw()
        assert app.surface.get_size() == size
        pixels = pygame.surfarray.array2d(app.surface)
        assert len(set(pixels.ravel()[::97].tolist())) > 4, f"{name}: next to one colour"
        if name != "game":
            assert (pixels != game_alone).any(), f"{name} drew nothing over the game"
        checked.append(name)
    assert checked == list(SCREENS)


@pytest.mark.parametrize("zoom", [16, 32, 48, 64])
def test_every_zoom_renders_the_game(make_app, states, zoom):
    app = make_app((1280, 720), states["played"])
    app.zoom = zoom
    app.draw()
    view = app.game.stage_view
    assert view.zoom == zoom
    player = states["played"].player
    assert view.tile_at(view.tile_rect(player.x, player.y).center) == player.pos


def test_the_window_follows_a_resize(make_app, states):
    app = make_app((1280, 720), states["fresh"])
    app.draw()
    app.surface = pygame.display.set_mode((800, 600))
    app.draw()
    assert app.layout.window.size == (800, 600)
    assert app.game.stage_view.rect == app.layout.stage


def test_screenshot_from_the_command_line(tmp_path):
    path = tmp_path / "shot.png"
    assert (
        main(
            ["--seed", "3", "--autoplay", "30", "--screen", "inventory", "--screenshot", str(path)]
        )
        == 0
    )
    image = pygame.image.load(str(path))
    assert image.get_size() == (1280, 720)


def test_screenshot_of_a_saved_game_reads_it_and_writes_nothing(tmp_path, capsys):
    import game
    from game.agents.autoplay import play
    from game.save import save_game

    save = tmp_path / "run.sav"
    save_game(play(game.new_game(4), 200), save)
    before = save.read_bytes()
    path = tmp_path / "shot.png"
    assert main(["--load", str(save), "--screenshot", str(path)]) == 0
    assert pygame.image.load(str(path)).get_size() == (1280, 720)
    assert save.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["run.sav", "shot.png"]
    bad = tmp_path / "bad.sav"
    bad.write_bytes(b"not a save")
    assert main(["--load", str(bad), "--screenshot", str(tmp_path / "no.png")]) == 2
    assert "not an Ironbound save file" in capsys.readouterr().err
    assert not (tmp_path / "no.png").exists()
    assert bad.read_bytes() == b"not a save"
