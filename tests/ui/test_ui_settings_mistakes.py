"""Issue 21, point 10: two settings-file mistakes that passed silently are reported like the
others: a key listed more than once for one command, and a key of the file no setting has."""

from __future__ import annotations

import json

import pytest

from game.ui.settings import Settings, load_settings, save_settings, settings_path

MISTAKES = {
    "a key bound three times to one command": b'{"bindings": {"explore": ["e", "e", "e"]}}',
    "a key bound twice to one command": b'{"bindings": {"explore": ["x", "e", "x"]}}',
    "an unknown setting": b'{"colour": "red"}',
    "a setting named in another case": b'{"Zoom": 48}',
}


@pytest.mark.parametrize("name", sorted(MISTAKES))
def test_the_mistake_is_reported_and_gives_defaults(tmp_path, name):
    path = settings_path(tmp_path)
    path.write_bytes(MISTAKES[name])
    settings, problems = load_settings(path)
    assert problems, name
    assert settings == Settings(), name
    assert path.read_bytes() == MISTAKES[name]


def test_the_key_and_the_command_are_named(tmp_path):
    path = settings_path(tmp_path)
    path.write_bytes(MISTAKES["a key bound three times to one command"])
    _, problems = load_settings(path)
    assert any("'e'" in line and "explore" in line for line in problems), problems


def test_an_unknown_setting_is_named_and_the_good_ones_kept(tmp_path):
    path = settings_path(tmp_path)
    path.write_text(json.dumps({"zoom": 48, "colour": "red", "x" * 500: 1}))
    settings, problems = load_settings(path)
    assert settings.zoom == 48
    assert any("'colour'" in line for line in problems), problems
    assert all(len(line) < 200 for line in problems)


def test_a_file_the_game_wrote_has_no_mistake(tmp_path):
    path = settings_path(tmp_path)
    assert save_settings(Settings(zoom=32).rebind("explore", "e")[0], path) is None
    assert load_settings(path)[1] == []
