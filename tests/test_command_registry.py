"""One registry of commands (issue 22, point 2): a command is declared once, by its class, and
acting by name, recording, replay and the screen's keys follow from the declaration. The proof:
a command this test adds with one class (and, for the screen, one key binding) works through
every door with no other edit, and is gone again after the test."""

from __future__ import annotations

import pytest

import game
from game.engine.actions import COMMANDS
from game.engine.actions import commands as registry
from game.engine.actions.base import DONE, Action, ActionResult, Impossible
from game.engine.actions.codecs import Choice, Form
from game.engine.log import Kind
from game.engine.recording import build_action, decode

WORDS = ("hello", "farewell")


@pytest.fixture
def shout():
    """A new command, "shout": one class, a recording code of its own, a word parameter."""

    class ShoutAction(Action):
        command = "shout"
        forms = (Form(200, (("word", Choice(WORDS, "a word")),)),)
        takes_turn = False

        def __init__(self, actor, word: str = "hello") -> None:
            super().__init__(actor)
            self.word = word

        def perform(self, state) -> ActionResult:
            if self.word not in WORDS:
                raise Impossible("You know no such word.")
            state.log(f"You shout {self.word}!", Kind.INFO)
            return DONE

    registry.by_code.cache_clear()  # the codes were read when the game was imported
    yield ShoutAction
    del COMMANDS["shout"]
    registry.by_code.cache_clear()


def test_a_new_command_acts_records_and_replays_from_its_class_alone(shout):
    state = game.new_game(1)
    assert state.act("shout", word="farewell")
    assert state.messages.texts()[-1] == "You shout farewell!"
    step = decode(state.recording.commands)[-1]
    assert (step.name, step.params) == ("shout", {"word": "farewell"})
    rebuilt = build_action(state, step)
    assert isinstance(rebuilt, shout) and rebuilt.word == "farewell"
    assert not state.act("shout", word="mumble")  # not a word it can say: refused...
    assert decode(state.recording.commands)[-1].name == "refused"  # ...and kept as such


def test_a_new_command_reaches_the_engine_from_its_key(shout, make_app_factory):
    from game.ui import input as ui_input
    from game.ui.input import Binding, Command

    make_app, press = make_app_factory
    binding = Binding("shout", "Shout", Command("shout"), ("!",))
    ui_input.BINDINGS = (*ui_input.BINDINGS, binding)
    ui_input.BINDING_BY_ID["shout"] = binding
    ui_input.DEFAULT_BINDINGS["shout"] = binding.keys
    try:
        app = make_app(state=game.new_game(1))
        app.settings = type(app.settings)(bindings=dict(ui_input.DEFAULT_BINDINGS))
        press(app, "!")
        assert app.state.messages.texts()[-1] == "You shout hello!"
        assert any(label == "shout" for _, label in ui_input.help_rows(app.keymap))
    finally:
        ui_input.BINDINGS = ui_input.BINDINGS[:-1]
        del ui_input.BINDING_BY_ID["shout"]
        del ui_input.DEFAULT_BINDINGS["shout"]


def test_every_recording_code_belongs_to_one_command():
    table = registry.by_code()
    assert sorted(table) == sorted(set(table))
    names = {kind.command for kind, _ in table.values()}
    assert names == set(COMMANDS)


@pytest.fixture
def make_app_factory():
    import os

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from game.ui.app import App

    def make(size=(1280, 720), state=None):
        app = App(size, resizable=False)
        if state is not None:
            app.play.start(state)
        return app

    def press(app, char):
        app.handle(
            pygame.event.Event(pygame.KEYDOWN, key=ord(char), unicode=char, mod=0, scancode=0)
        )

    yield make, press
    pygame.quit()
