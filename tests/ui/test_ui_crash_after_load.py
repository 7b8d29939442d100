"""The window: a save whose first frame crashes is set aside, not saved back over itself, and
the next "Continue" offers the backup (issue "Trust" 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

import game
from game.agents.autoplay import play
from game.files.atomic import set_aside_copies
from game.save.slot import SaveSlot


def played(seed: int, turns: int):
    return play(game.new_game(seed), turns)


def test_a_crash_on_the_first_frame_after_continue(
    make_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    slot = SaveSlot.in_dir(tmp_path)
    older = played(71, 20)
    slot.save(older)
    slot.save(played(71, 50))
    saved = slot.path.read_bytes()
    app = make_app((640, 480))
    app.slot = slot
    app.play.continue_game()
    assert app.state is not None

    def broken_draw() -> None:
        raise ValueError("too many digits to draw")

    monkeypatch.setattr(app, "draw", broken_draw)
    with pytest.raises(ValueError) as caught:
        app.run()
    assert any("set aside" in note for note in caught.value.__notes__)
    assert not slot.path.exists() and set_aside_copies(slot.path)[0].read_bytes() == saved
    # a new session: Continue offers the backup
    monkeypatch.undo()
    again = make_app((640, 480))
    again.slot = slot
    assert again.play.can_continue()
    again.play.continue_game()
    box = again.top
    assert again.state is None and "set aside" in box.message
    box.choose(0)  # "Yes, load the backup"
    assert game.digest(again.state) == game.digest(older)
