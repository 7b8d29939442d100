"""The run summary file (issue 11, point 4): its text for a death and a victory, line by line,
and where it is written (``morgue/`` beside the saves), atomically, never crashing the game."""

from __future__ import annotations

import os
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pytest

import game
from game.content import create_item
from game.engine.damage import apply_damage
from game.engine.game import GameState
from game.engine.recording import RULES_VERSION
from game.morgue import LAST_MESSAGES, fate, headline, run_summary, with_article
from game.save.morgue_file import MORGUE_DIR, morgue_path, write_morgue
from tests.scenario import monsters, scenario

ENDED = datetime(2026, 11, 23, 12, 0, 5)


def dying_hero() -> GameState:
    """A hero on floor 1 wearing gear the player does not know (a sword never identified, an
    amulet whose kind is not learned), carrying more, after 25 numbered messages and a repeated
    one, killed by an Orc."""
    state = scenario(
        """
        ######
        #.@o.#
        ######
    """,
        seed=3,
    )
    player = state.player
    for kind, enchantment in (("sword", 1), ("amulet_of_vitality", 0)):
        item = create_item(kind, enchantment=enchantment)
        player.inventory.add(item)
        player.equipment.equip(item)  # put on without the action that would reveal it
    for kind in ("shield", "health_potion", "health_potion", "health_potion"):
        player.inventory.add(create_item(kind))
    for n in range(25):
        state.log(f"Message {n}.")
    state.log("Again.")
    state.log("Again.")
    state.kills_by_breed = {"troll": 2, "orc": 5}
    state.kills = 7
    player.fighter.hp = 1
    state.act("wait")  # the Orc hits for 1
    assert not player.is_alive and state.cause == "Orc"
    return state


def winner() -> GameState:
    """A hero who kills the boss (an Orc made a boss) with a blow on floor 1."""
    state = scenario(
        """
        ######
        #.@o.#
        ######
    """,
        seed=4,
    )
    boss = monsters(state)[0]
    boss.breed = replace(boss.breed, boss=True, name="Orc Warlord")
    boss.fighter.hp = 1
    state.act("move", dx=1, dy=0)
    assert state.won
    return state


def section(text: str, title: str) -> list[str]:
    """The lines of one section of the file (after its title and rule, up to a blank line)."""
    lines = text.splitlines()
    start = lines.index(title) + 2
    end = lines.index("", start) if "" in lines[start:] else len(lines)
    return lines[start:end]


def test_the_summary_of_a_death_line_by_line():
    state = dying_hero()
    state.chronicle.started = int(datetime(2026, 11, 23, 11, 58, 0).timestamp())
    text = run_summary(state, ENDED, recording="recordings/run.ibrec")
    lines = text.splitlines()
    assert lines[:21] == [
        "Ironbound run summary",
        "=====================",
        "",
        "You died",
        "Killed by an Orc on floor 1, on turn 1.",
        "",
        "Outcome: dead",
        "Cause:   Orc",
        "Floor:   1",
        "Turns:   1",
        "Kills:   7",
        "Level:   1",
        "XP:      0 / 350 to the next level",
        "HP:      0 / 40",
        "Seed:    3",
        "Score:   1249",
        "Started: 2026-11-23 11:58:00",
        "Ended:   2026-11-23 12:00:05",
        f"Version: {game.__version__}, rules {RULES_VERSION}",
        "Recording: recordings/run.ibrec",
        "",
    ]
    assert section(text, "Stats") == [
        "  Power 7 = 2 base + 5 Sword ?",
        "  Defense 2 = 1 base + 1 Leather Armor",
        f"  Max HP 40 = 30 base + 10 {state.appearances['amulet_of_vitality']} amulet",
    ]
    amulet = f"{state.appearances['amulet_of_vitality']} amulet"
    assert section(text, "Worn") == [
        "  Head:       nothing",
        f"  Neck:       {amulet}",
        "  Body:       Leather Armor",
        "  Cloak:      nothing",
        "  Hands:      nothing",
        "  Main hand:  Sword ?",
        "  Off hand:   nothing",
        "  Left ring:  nothing",
        "  Right ring: nothing",
        "  Feet:       nothing",
    ]
    assert section(text, "Pack") == [
        "  a - Dagger",
        "  b - Leather Armor (worn: body)",
        "  c - Sword ? (worn: main hand)",
        f"  d - {amulet} (worn: neck)",
        "  e - Shield ?",
        "  f - 3 Health Potions",
    ]
    assert section(text, "Kills by breed") == ["  Orc       5", "  Troll     2", "  Total     7"]
    messages = section(text, f"Last {LAST_MESSAGES} messages")
    assert messages == ["  " + line for line in state.messages.texts()[-20:]]
    assert messages == [f"  Message {n}." for n in range(8, 25)] + [
        "  Again. (x2)",
        "  The Orc hits you for 1 damage.",
        "  You died!",
    ]
    assert section(text, "Pictures") == [
        "  HP every 1 turns from turn 1 to 1:",
        "    0/40",
        "  Floors: 1@1",
        "  Kills per floor: 7",
    ]
    assert text.endswith("\n") and lines[-1] == "  Kills per floor: 7"


def test_the_summary_of_a_victory():
    state = winner()
    text = run_summary(state, ENDED)
    lines = text.splitlines()
    assert lines[3:9] == [
        "You won!",
        "Slew the Orc Warlord on floor 1, on turn 1.",
        "",
        "Outcome: won",
        "Cause:   -",
        "Floor:   1",
    ]
    assert section(text, "Kills by breed") == ["  Orc       1", "  Total     1"]
    assert section(text, "Stats")[0] == "  Power 4 = 2 base + 2 Dagger"
    assert section(text, "Worn")[5] == "  Main hand:  Dagger"
    messages = section(text, f"Last {LAST_MESSAGES} messages")
    assert messages[-1] == "  You have slain the Orc Warlord! You win!"
    assert len(messages) == len(state.messages) < LAST_MESSAGES  # a short log: all of it


def test_kills_from_before_breeds_were_counted_have_a_line():
    """A game saved at schema 2 counted kills but not by breed: the total stays true."""
    state = winner()
    state.kills = 4
    assert section(run_summary(state, ENDED), "Kills by breed") == [
        "  Orc                          1",
        "  Before counting by breed     3",
        "  Total                        4",
    ]


def test_a_two_hander_holds_the_off_hand():
    state = winner()
    axe = create_item("greataxe")
    axe.identified = True
    state.player.inventory.add(axe)
    state.player.equipment.equip(axe)
    assert "  Off hand:   (held by the two-handed Greataxe)" in section(
        run_summary(state, ENDED), "Worn"
    )


@pytest.mark.parametrize(
    "cause, said",
    [
        ("Orc", "an Orc"),
        ("Troll", "a Troll"),
        ("Orc Shaman", "an Orc Shaman"),
        ("Fireball", "a Fireball"),
        ("Lightning", "Lightning"),
    ],
)
def test_causes_read_as_a_sentence(cause, said):
    assert with_article(cause) == said


def test_a_fireball_death_and_a_run_still_going():
    state = scenario("#####\n#@..#\n#####")
    assert (headline(state), fate(state)) == ("Still alive", "Alive on floor 1")
    apply_damage(state, state.player, 999, cause="Fireball")
    assert (headline(state), fate(state)) == ("You died", "Killed by a Fireball on floor 1")


# -- the file ------------------------------------------------------------------------------


def test_the_file_lands_in_morgue_with_the_seed_and_time(tmp_path: Path):
    state = dying_hero()
    path = write_morgue(state, tmp_path, ENDED)
    assert path == tmp_path / MORGUE_DIR / "ironbound-3-20261123-120005.txt"
    assert path.read_text(encoding="utf-8") == run_summary(state, ENDED)
    again = write_morgue(state, tmp_path, ENDED)  # same seed, same second: a new name
    assert again.name == "ironbound-3-20261123-120005-1.txt" and path.exists()
    assert sorted(p.name for p in path.parent.iterdir()) == sorted([path.name, again.name])


def test_the_free_name_skips_every_taken_one(tmp_path: Path):
    for name in ("ironbound-9-20261123-120005.txt", "ironbound-9-20261123-120005-1.txt"):
        (tmp_path / name).write_text("taken")
    assert morgue_path(tmp_path, 9, ENDED).name == "ironbound-9-20261123-120005-2.txt"


def test_a_folder_that_cannot_be_written_raises_oserror_and_leaves_nothing(tmp_path: Path):
    (tmp_path / MORGUE_DIR).write_text("a file where the folder should be")
    with pytest.raises(OSError):
        write_morgue(dying_hero(), tmp_path, ENDED)
    assert (tmp_path / MORGUE_DIR).read_text() == "a file where the folder should be"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs POSIX permissions")
def test_a_read_only_morgue_raises_oserror(tmp_path: Path):
    folder = tmp_path / MORGUE_DIR
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(OSError):
            write_morgue(dying_hero(), tmp_path, ENDED)
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(0o700)


def test_the_summary_needs_no_pygame():
    """The text and the file are built headless: importing them loads no pygame."""
    import subprocess
    import sys

    code = "import sys, game.morgue, game.save.morgue_file; print('pygame' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[1],
    )
    assert done.stdout.strip() == "False"
