"""``--scores`` and ``--scores --csv`` (issue 25, point 5), and the headless game's rows: a
run's end, and a run replaced with ``--force-new`` (abandoned)."""

from __future__ import annotations

import csv
import io

import game
from game.agents.autoplay import play
from game.cli import main
from game.history.db import close_all
from game.save.run_history import remember
from tests.history.conftest import dead_game, won_game


def test_scores_prints_the_table_best_first(tmp_path, capsys):
    remember(dead_game(), tmp_path)
    remember(won_game(), tmp_path)
    assert main(["--scores", "--save-dir", str(tmp_path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == [
        "rank",
        "score",
        "outcome",
        "floor",
        "turns",
        "level",
        "xp",
        "kills",
        "cause",
        "ended",
        "seed",
    ]
    assert out[1].split()[:3] == ["1", "21284", "victory"]  # 1,000 + 35 XP + 20,000 + 249
    assert out[2].split()[:3] == ["2", "1249", "death"] and "Orc" in out[2]


def test_scores_csv(tmp_path, capsys):
    remember(dead_game(), tmp_path)
    assert main(["--scores", "--csv", "--save-dir", str(tmp_path)]) == 0
    [row] = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert (row["rank"], row["score"], row["outcome"], row["cause"], row["seed"]) == (
        "1",
        "1249",
        "death",
        "Orc",
        "2",
    )
    assert row["morgue"].startswith("morgue/ironbound-2-") and row["version"] == "0.1.0"


def test_no_runs_yet_and_csv_alone_is_refused(tmp_path, capsys):
    assert main(["--scores", "--save-dir", str(tmp_path)]) == 0
    assert capsys.readouterr().out.startswith("No runs yet")
    assert main(["--csv", "--save-dir", str(tmp_path)]) == 2
    assert "--csv is for --scores" in capsys.readouterr().err


def test_a_damaged_database_is_one_line_and_the_table_comes_from_the_summaries(tmp_path, capsys):
    remember(dead_game(), tmp_path)
    close_all()
    (tmp_path / "ironbound.db").write_bytes(b"\x00garbage" * 500)
    for extra in ("-wal", "-shm"):
        (tmp_path / f"ironbound.db{extra}").unlink(missing_ok=True)
    assert main(["--scores", "--save-dir", str(tmp_path)]) == 0
    captured = capsys.readouterr()
    assert "death" in captured.out
    assert captured.err.count("\n") <= 1


def test_headless_runs_leave_rows_for_an_end_and_for_an_abandoned_run(tmp_path, capsys):
    folder = str(tmp_path)
    assert main(["--seed", "9", "--autoplay", "50", "--headless", "--save-dir", folder]) == 0
    assert (
        main(
            ["--seed", "4", "--autoplay", "3000", "--headless", "--save-dir", folder, "--force-new"]
        )
        == 0
    )
    capsys.readouterr()
    assert main(["--scores", "--csv", "--save-dir", folder]) == 0
    runs = {row["seed"]: row for row in csv.DictReader(io.StringIO(capsys.readouterr().out))}
    assert runs["9"]["outcome"] == "abandoned" and runs["9"]["turns"] == "50"
    assert runs["9"]["recording"].startswith("recordings/")
    assert (tmp_path / runs["9"]["recording"]).is_file()
    bot = game.new_game(4)  # the same run in this process: its end is the row's
    play(bot, 3000)
    assert bot.game_over and bot.cause
    assert runs["4"]["outcome"] == "death" and runs["4"]["cause"] == bot.cause
