"""The headless game at the end of a run: a victory deletes the save like a death, and both
write the run summary into ``morgue/`` beside the saves (or say why they could not)."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from game import cli
from game.content import CONTENT
from game.engine.damage import apply_damage
from game.save.morgue_file import MORGUE_DIR
from game.save.slot import SAVE_NAME


def win(state, turns, slot):
    """The bot's turns, replaced by a boss falling dead at the hero's feet."""
    boss = CONTENT.create_actor("orc")
    boss.breed = replace(boss.breed, boss=True, name="Orc Warlord")
    state.place(boss, state.player.x, state.player.y)
    apply_damage(state, boss, 999)


def die(state, turns, slot):
    apply_damage(state, state.player, 999, cause="Troll")


def run(argv: list[str], capsys: pytest.CaptureFixture) -> tuple[int, dict, str]:
    status = cli.main(["--headless", *argv])
    out, err = capsys.readouterr()
    return status, json.loads(out.strip().splitlines()[-1]), err


def saved_game(folder: Path, capsys) -> Path:
    """A save (and its backup) in ``folder`` from a short bot game."""
    run(["--autoplay", "20", "--seed", "4", "--save-dir", str(folder)], capsys)
    run(["--load", str(folder / SAVE_NAME), "--autoplay", "5", "--save-dir", str(folder)], capsys)
    path = folder / SAVE_NAME
    assert path.exists() and path.with_name(SAVE_NAME + ".bak").exists()
    return path


@pytest.mark.parametrize(
    "ending, said, outcome",
    [(win, "The run is won", "You won!"), (die, "The hero died", "You died")],
)
def test_the_end_deletes_the_save_and_writes_the_summary(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch, ending, said, outcome
) -> None:
    path = saved_game(tmp_path, capsys)
    monkeypatch.setattr(cli, "autoplay", ending)
    status, report, err = run(
        ["--load", str(path), "--autoplay", "5", "--save-dir", str(tmp_path)], capsys
    )
    assert status == 0 and report["won"] is (ending is win)
    assert not path.exists() and not path.with_name(SAVE_NAME + ".bak").exists()
    assert f"{said}: the save is deleted (permadeath)." in err
    summaries = list((tmp_path / MORGUE_DIR).iterdir())
    assert len(summaries) == 1 and f"Run summary: {summaries[0]}" in err
    name = summaries[0].name
    assert name.startswith(f"ironbound-{report['seed']}-") and name.endswith(".txt")
    text = summaries[0].read_text(encoding="utf-8").splitlines()
    assert text[3] == outcome and f"Seed:    {report['seed']}" in text


def test_a_summary_that_cannot_be_written_is_told_and_the_run_still_ends(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = saved_game(tmp_path, capsys)
    (tmp_path / MORGUE_DIR).write_text("a file where the folder should be")
    monkeypatch.setattr(cli, "autoplay", win)
    status, report, err = run(["--load", str(path), "--autoplay", "5", "--save", str(path)], capsys)
    assert status == 0 and report["won"] is True and not path.exists()
    assert "Could not write the run summary:" in err
    assert "The run is won: the save is deleted (permadeath)." in err


def test_without_a_save_folder_nothing_is_written(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(cli, "autoplay", die)
    status, report, err = run(["--autoplay", "5", "--seed", "2"], capsys)
    assert status == 0 and report["alive"] is False
    assert list(tmp_path.iterdir()) == [] and "Run summary" not in err
