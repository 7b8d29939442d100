"""Sounds in the window game (issue 26): started once the loop shows its first frame, played
from each command's events through the mixer (SDL's dummy audio driver here), at most once a
frame and a few at a time; master and effects volume and mute from the settings and the M key;
a mixer that fails never stops the game and says nothing alarming; replays are heard up to
4x, muted above; headless runs load no sound."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

import game
from game.agents.autoplay import play
from game.content import create_item
from game.replay.file import decode_recording, encode, from_state
from game.replay.player import Replay
from game.ui import audio as audio_module
from game.ui.audio import CHANNELS, MIN_GAP, NO_DEVICE, PER_FRAME, hushed_stderr
from game.ui.screens import replay_screen
from game.ui.screens.settings_screen import SettingsScreen
from game.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.scenario import scenario

REPO = Path(__file__).resolve().parents[2]
DUEL = """
    ##########
    #........#
    #..@o....#
    #........#
    ##########
"""
#: Sounds long enough to be still playing while a test starts the next ones.
LONG = [
    "fireball",
    "stairs",
    "confusion",
    "lightning",
    "monster_death",
    "potion",
    "door",
    "fire_breath",
]


@pytest.fixture
def heard_app(make_app):
    """An app in a duel with its sounds started, as the loop starts them (with no gap between
    a sound and itself: the tests play faster than anyone could)."""

    def make(state=None):
        app = make_app(state=state or scenario(DUEL, seed=1))
        assert app.audio.start(), app.audio.problem
        app.audio.min_gap = 0.0
        return app

    return make


def test_no_sound_is_loaded_until_the_loop_has_shown_a_frame(
    make_app, drive, room_state, monkeypatch
):
    app = make_app(state=room_state)
    d = drive(app)
    d.key("l")
    assert app.audio.status == "off" and pygame.mixer.get_init() is None
    started_at = []
    real_start = app.audio.start
    monkeypatch.setattr(app.audio, "start", lambda: started_at.append(app.draws) or real_start())
    steps = iter([[], "stop"])

    def next_events():
        if next(steps) == "stop":
            app.running = False
        return []

    monkeypatch.setattr(app, "next_events", next_events)
    app.repaint = True
    app.events_seen += 1  # a new look: the loop's first frame is drawn
    before = app.draws
    app.run()
    assert started_at == [before + 1]  # after the first frame, once
    assert app.audio.status == "on"


def test_a_blow_a_step_a_pickup_and_gear_are_heard(heard_app, drive):
    app = heard_app()
    state, d = app.state, drive(app)

    def later() -> None:
        """A frame later, the sounds so far over (they all began within a millisecond)."""
        app.audio.stop()
        d.key(".")

    orc = state.stage.blocking_actor_at(4, 2)
    orc.fighter.hp = 1
    app.act("move", dx=1, dy=0)
    assert app.audio.started[:2] == ["hit", "monster_death"]
    later()
    app.act("move", dx=0, dy=-1)
    assert app.audio.started[-1] == "step_stone"
    ring = create_item("ring_of_protection")
    ring.identified = True
    state.place(ring, *state.player.pos)
    later()
    app.act("pickup")
    assert app.audio.started[-2:] == ["pickup", "equip_ring"]
    later()
    app.act("remove", item=ring)
    assert app.audio.started[-1] == "remove_ring"
    refused = len(app.audio.started)
    later()
    app.act("remove", item=ring)  # refused: nothing happened, nothing heard
    assert len(app.audio.started) == refused


def test_a_sound_starts_once_a_frame_and_only_a_few_at_once(heard_app):
    audio = heard_app().audio
    assert audio.play(["hit", "hit", "hit_nothing", "hit"]) == ["hit", "hit_nothing"]
    assert audio.play(["hit"]) == []  # the same frame
    audio.new_frame()
    assert audio.play(["hit"]) == ["hit"]
    audio.stop()  # time passes: every voice is free again
    audio.new_frame()
    assert len(audio.play(LONG)) == PER_FRAME
    audio.stop()
    begun = []
    for name in LONG:  # one a frame, each still playing when the next comes
        audio.new_frame()
        begun += audio.play([name])
    assert len(begun) == CHANNELS - 1  # one channel is kept for the jingles
    audio.new_frame()
    assert audio.play(["victory"]) == ["victory"]  # a jingle is never crowded out


def test_a_sound_never_starts_again_within_a_moment_of_itself(heard_app):
    audio = heard_app().audio
    now = [100.0]
    audio.clock, audio.min_gap = (lambda: now[0]), MIN_GAP
    heard = []
    for _ in range(6):  # a journey's steps, 35 ms apart
        audio.new_frame()
        audio.stop()
        heard += audio.play(["step_stone"])
        now[0] += 0.035
    assert len(heard) == 3
    heard = []
    for _ in range(6):  # a held key's, 70 ms apart
        audio.new_frame()
        audio.stop()
        heard += audio.play(["step_stone"])
        now[0] += 0.07
    assert len(heard) == 6


def test_volume_and_mute_come_from_the_settings(heard_app, tmp_path):
    path = settings_path(tmp_path)
    save_settings(Settings(master_volume=50, effects_volume=40), path)
    settings, problems = load_settings(path)
    assert problems == [] and (settings.master_volume, settings.effects_volume) == (50, 40)
    app = heard_app()
    app.use_settings(settings)
    assert app.audio.volume == pytest.approx(0.2)
    assert app.audio.sounds["hit"].get_volume() == pytest.approx(0.2, abs=0.01)
    assert app.audio.play(["hit"]) == ["hit"]
    app.audio.new_frame()
    app.use_settings(Settings(mute=True))
    assert app.audio.play(["hit"]) == [] and not app.audio.audible
    app.audio.new_frame()
    app.use_settings(Settings(master_volume=0))
    assert app.audio.play(["hit"]) == []


def test_m_mutes_and_unmutes_and_the_file_keeps_it(heard_app, drive, tmp_path):
    app = heard_app()
    app.settings_file = settings_path(tmp_path)
    d = drive(app)
    d.key("M")
    assert app.settings.mute and not app.audio.audible
    assert json.loads(app.settings_file.read_text())["mute"] is True
    assert app.game.toast_text == "Sound off (M to turn it on)."
    d.key("M")
    assert not app.settings.mute and app.audio.audible
    assert load_settings(app.settings_file)[0].mute is False
    from game.ui.input import help_rows

    assert ("M", "sound on / off (the volumes are in the settings)") in help_rows(app.keymap)


def test_the_settings_screen_steps_the_volumes_and_the_sound(make_app, drive, room_state):
    from game.ui.screens.settings_screen import ROWS

    app = make_app(state=room_state)
    d = drive(app)
    screen = app.push(SettingsScreen(app))
    screen.list.cursor = ROWS.index("master_volume")
    d.key(code=pygame.K_LEFT)
    assert app.settings.master_volume == 70 and app.audio.volume == pytest.approx(0.7)
    screen.list.cursor = ROWS.index("effects_volume")
    d.key(code=pygame.K_RIGHT)
    assert app.settings.effects_volume == 0  # wraps, as every row does
    screen.list.cursor = ROWS.index("sound")
    d.key(code=pygame.K_RETURN)
    assert app.settings.mute and screen.values["sound"] == "muted"


BAD = {
    "master a word": {"master_volume": "loud"},
    "master too loud": {"master_volume": 150},
    "effects negative": {"effects_volume": -5},
    "effects a float": {"effects_volume": 50.0},
    "effects a bool": {"effects_volume": True},
    "mute a word": {"mute": "yes"},
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_bad_sound_setting_is_reported_and_defaults(tmp_path, name):
    path = settings_path(tmp_path)
    path.write_text(json.dumps({**BAD[name], "zoom": 48}))
    settings, problems = load_settings(path)
    assert problems and settings == Settings(zoom=48), name


def failing_init(*args, **kwargs):
    raise pygame.error("ALSA: Couldn't open audio device: No such file or directory")


def test_a_mixer_that_raises_leaves_the_game_playing_and_quiet(make_app, drive, monkeypatch, capfd):
    monkeypatch.setattr(pygame.mixer, "init", failing_init)
    app = make_app(state=scenario(DUEL, seed=1))
    d = drive(app)
    assert app.audio.start() is False
    assert app.audio.status == "silent" and app.audio.problem == NO_DEVICE
    turn = app.state.turn
    for key in "..jk":
        d.key(key)
    assert app.state.turn == turn + 4
    app.push(SettingsScreen(app))
    app.frame()
    assert app.top.values["sound"] == f"on ({NO_DEVICE})"
    out, err = capfd.readouterr()
    assert out == "" and err == ""


def test_a_mixer_that_fails_while_playing_goes_silent(heard_app, drive, monkeypatch):
    app = heard_app()

    class Broken:
        def play(self, *args):
            raise pygame.error("the device went away")

        def set_volume(self, volume):
            pass

    app.audio.sounds = {name: Broken() for name in app.audio.sounds}
    d = drive(app)
    d.key("k")
    assert app.audio.status == "silent" and "went away" in app.audio.problem
    turn = app.state.turn
    d.key("j")
    assert app.state.turn == turn + 1


def test_the_loop_with_no_audio_device_runs_on(make_app, monkeypatch, room_state):
    monkeypatch.setattr(pygame.mixer, "init", failing_init)
    app = make_app(state=room_state)
    frames = iter(range(3))

    def next_events():
        if next(frames) == 2:
            app.running = False
            return []
        return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, unicode="l", mod=0, scancode=0)]

    monkeypatch.setattr(app, "next_events", next_events)
    turn = room_state.turn
    app.run()
    assert app.audio.status == "silent" and room_state.turn == turn + 2


def test_c_libraries_complaints_on_stderr_are_hushed_while_the_mixer_opens(capfd):
    with hushed_stderr():
        os.write(2, b"ALSA lib pcm.c: Unknown PCM default\n")
    os.write(2, b"after\n")
    assert capfd.readouterr().err == "after\n"


@pytest.fixture(scope="module")
def recording():
    state = game.new_game(7)
    play(state, 150)
    return decode_recording(encode(from_state(state, "autoplay")))


def test_a_replay_is_heard_up_to_4x_and_muted_above(recording, make_app):
    app = make_app()
    screen = replay_screen.watch(app, Replay(recording))
    assert app.audio.start()
    screen.speed = 2
    screen.advance(30)
    heard = list(app.audio.started)
    assert "step_stone" in heard or "step_grass" in heard or "step_water" in heard
    for speed in (5, 50):
        screen.speed = speed
        app.audio.new_frame()
        screen.advance(30)
        assert app.audio.started == heard, f"heard at {speed}x"
    assert screen.replay.heard == [] and not screen.replay.watching
    app.audio.new_frame()
    screen.speed = 1
    screen.step_turn()
    assert screen.audible


def test_watching_a_replay_plays_the_same_game(recording):
    heard, plain = Replay(recording), Replay(recording)
    heard.watching = True
    heard.run()
    plain.run()
    assert game.digest(heard.state) == game.digest(plain.state)
    assert heard.out_of_sync is None and len(heard.heard) > 100 and plain.heard == []


def test_headless_runs_and_screenshots_load_no_sound(tmp_path):
    probe = (
        "import sys, runpy\n"
        "sys.argv = ['main.py'] + sys.argv[1:]\n"
        "try:\n    runpy.run_path('main.py', run_name='__main__')\n"
        "except SystemExit:\n    pass\n"
        "mixer = sys.modules.get('pygame.mixer')\n"
        "print('MIXER', mixer is not None and mixer.get_init() is not None)\n"
    )
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    for args in (
        ["--autoplay", "40", "--seed", "3", "--headless"],
        ["--seed", "3", "--screenshot", str(tmp_path / "x.png")],
    ):
        done = subprocess.run(
            [sys.executable, "-c", probe, *args],
            cwd=REPO,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 0, done.stderr
        assert "MIXER False" in done.stdout, (args, done.stdout)


def test_the_audio_module_alone_imports_no_game_rules():
    """The app imports it at start: it must not pull in the engine or the content."""
    code = (
        "import sys; import game.ui.audio; "
        "print(sorted(m for m in sys.modules if m.startswith(('game.engine', "
        "'game.content', 'tcod', 'numpy'))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"
    assert audio_module.CHANNELS <= 8


NO_DRIVER_CHOSEN = """
import os
import pygame
from tests.scenario import scenario
from game.ui.app import App

app = App((640, 480), resizable=False)
app.play.start(scenario("#######\\n#.@...#\\n#######", seed=1))
frames = iter(range(4))

def next_events():
    if next(frames) == 3:
        app.running = False
        return []
    return [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, unicode="l", mod=0, scancode=0)]

app.next_events = next_events
app.run()
print("DRIVER", os.environ.get("SDL_AUDIODRIVER"), "STATUS", app.audio.status, "TURN",
      app.state.turn)
"""


def test_the_game_asks_the_system_for_its_audio_and_says_nothing_when_there_is_none():
    """No audio driver chosen: the window does not pick the dummy one, and the system's own
    (none on a machine without a sound card: ALSA then complains on stderr) is tried with its
    complaints hushed; the game plays on either way."""
    env = {key: value for key, value in os.environ.items() if key != "SDL_AUDIODRIVER"}
    env.update(SDL_VIDEODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run(
        [sys.executable, "-c", NO_DRIVER_CHOSEN],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    words = done.stdout.split()
    assert words[words.index("DRIVER") + 1] == "None"
    assert words[words.index("STATUS") + 1] in ("on", "silent")
    assert words[words.index("TURN") + 1] == "3"
