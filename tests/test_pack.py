"""The pack (issue 9, points 2 and 3): letters stay put, identical consumables stack.

Each row keeps its letter while carried; a new row takes the first free letter; using up or
dropping a row moves no other. A stack is one row and one letter with a count; use and drop
take one, pickup joins; gear never stacks; the 26 places count rows; all of it is saved.
"""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

import game
from game.content import create_item
from game.engine.actor import INVENTORY_CAPACITY, Inventory
from game.report import summary
from game.save import SaveError, load_game, save_game
from game.save.unpickler import restricted_loads
from game.save.validate import Invalid, check_state
from tests.scenario import scenario

ROOM = """
    #######
    #.....#
    #..@..#
    #.....#
    #######
"""


def room():
    """The player in a small room, wearing the Dagger (a) and the Leather Armor (b)."""
    return scenario(ROOM, seed=3)


def pick_up(state, kind_id: str, count: int = 1):
    """Put ``count`` items of ``kind_id`` at the player's feet and pick each up the usual way."""
    for _ in range(count):
        state.place(create_item(kind_id), *state.player.pos)
        assert state.act("pickup"), state.messages[-1].text
    return state.player.inventory.items


def rows(state) -> list[str]:
    """The pack as the player reads it: "(c) 3 Health Potions"."""
    pack = state.player.inventory
    return [f"({pack.letter_of(item)}) {item.label}" for item in pack.items]


def row(state, kind_id: str):
    return next(i for i in state.player.inventory.items if i.kind.id == kind_id)


def floor_items(state):
    return state.stage.items_at(*state.player.pos)


# -- letters ---------------------------------------------------------------------------------
def test_using_up_an_item_moves_no_other_letter():
    state = room()
    pick_up(state, "health_potion")
    pick_up(state, "lightning_scroll")
    pick_up(state, "chain_mail")
    assert rows(state) == [
        "(a) Dagger",
        "(b) Leather Armor",
        "(c) Health Potion",
        "(d) Lightning Scroll",
        "(e) Chain Mail",
    ]
    state.player.fighter.hp = 10
    assert state.act("use", item=row(state, "health_potion"))
    assert rows(state) == [
        "(a) Dagger",
        "(b) Leather Armor",
        "(d) Lightning Scroll",
        "(e) Chain Mail",
    ]
    assert state.player.inventory.by_letter("d") is row(state, "lightning_scroll")
    assert state.player.inventory.by_letter("c") is None


def test_dropping_moves_no_other_letter_and_a_new_item_takes_the_first_free_one():
    state = room()
    pick_up(state, "sword")
    pick_up(state, "shield")
    leather = row(state, "leather_armor")
    assert state.act("drop", item=leather)  # worn: taken off, then dropped
    assert leather.letter is None and floor_items(state) == [leather]
    assert rows(state) == ["(a) Dagger", "(c) Sword", "(d) Shield"]
    pick_up(state, "fireball_scroll")  # the first free letter: (b), not (e)
    assert rows(state) == ["(a) Dagger", "(b) Fireball Scroll", "(c) Sword", "(d) Shield"]
    state.stage.entities.remove(leather)
    pick_up(state, "iron_helm")
    assert rows(state)[-1] == "(e) Iron Helm"


def test_picking_an_item_back_up_gives_it_the_first_free_letter():
    state = room()
    pick_up(state, "sword")
    sword = row(state, "sword")
    assert state.act("drop", item=row(state, "dagger"))
    assert state.act("drop", item=sword)
    assert state.act("pickup")  # the sword lies on top
    assert sword.letter == "a" and rows(state) == ["(a) Sword", "(b) Leather Armor"]


def test_the_letter_is_the_items_own_not_its_place_in_the_list():
    state = room()
    pick_up(state, "sword")
    pack = state.player.inventory
    assert state.act("drop", item=row(state, "dagger"))
    assert [pack.letter_of(i) for i in pack.items] == ["b", "c"]
    assert pack.by_letter("b") is row(state, "leather_armor")


# -- stacks ----------------------------------------------------------------------------------
def test_identical_potions_share_one_row_and_one_letter():
    state = room()
    pick_up(state, "health_potion", 8)
    pick_up(state, "confusion_scroll", 2)
    assert rows(state) == [
        "(a) Dagger",
        "(b) Leather Armor",
        "(c) 8 Health Potions",
        "(d) 2 Confusion Scrolls",
    ]
    assert [m.text for m in state.messages][-2:] == [
        "You pick up the Health Potion.",
        "You pick up the Confusion Scroll.",
    ]


def test_using_one_takes_one_from_the_stack_and_keeps_its_letter():
    state = room()
    pick_up(state, "health_potion", 3)
    stack = row(state, "health_potion")
    state.player.fighter.hp = 10
    turn = state.turn
    assert state.act("use", item=stack)
    assert state.turn == turn + 1
    assert state.messages[-1].text == "You consume the Health Potion, and recover 4 HP!"
    assert stack.count == 2 and stack.letter == "c" and stack in state.player.inventory
    assert state.act("use", item=stack) and state.act("use", item=stack)
    assert stack not in state.player.inventory and stack.letter is None
    assert rows(state) == ["(a) Dagger", "(b) Leather Armor"]


def test_a_refused_use_takes_nothing_from_the_stack():
    state = room()
    pick_up(state, "health_potion", 3)
    stack = row(state, "health_potion")
    assert not state.act("use", item=stack)  # health already full
    assert stack.count == 3 and state.messages[-1].text == "Your health is already full."


def test_dropping_one_drops_a_single_item_and_picking_it_up_joins_the_stack():
    state = room()
    pick_up(state, "health_potion", 5)
    stack = row(state, "health_potion")
    assert state.act("drop", item=stack)
    assert state.messages[-1].text == "You drop the Health Potion."
    [dropped] = floor_items(state)
    assert dropped is not stack and dropped.count == 1 and dropped.letter is None
    assert dropped.kind is stack.kind and stack.count == 4 and stack.letter == "c"
    assert state.act("pickup")
    assert state.messages[-1].text == "You pick up the Health Potion."
    assert stack.count == 5 and rows(state)[-1] == "(c) 5 Health Potions"
    assert floor_items(state) == []


def test_a_stack_keeps_its_letter_when_joined_and_rows_before_it_go():
    state = room()
    pick_up(state, "lightning_scroll")
    pick_up(state, "health_potion")
    assert state.act("use", item=row(state, "lightning_scroll")) is False  # no enemy
    assert state.act("drop", item=row(state, "lightning_scroll"))
    state.stage.entities.remove(floor_items(state)[0])
    pick_up(state, "health_potion", 2)  # joins (d); (c) stays free
    assert rows(state) == ["(a) Dagger", "(b) Leather Armor", "(d) 3 Health Potions"]


def test_gear_never_stacks():
    state = room()
    pick_up(state, "sword", 3)
    swords = [i for i in state.player.inventory.items if i.kind.id == "sword"]
    assert len(swords) == 3 and all(s.count == 1 for s in swords)
    assert rows(state)[2:] == ["(c) Sword", "(d) Sword", "(e) Sword"]
    assert not swords[0].stacks_with(swords[1])
    with pytest.raises(ValueError):
        swords[0].split_one()


def fill_with_gear(state, rows_wanted: int = INVENTORY_CAPACITY) -> None:
    pack = state.player.inventory
    for _ in range(rows_wanted):  # bounded: if gear ever stacked this would not fill
        if len(pack.items) < rows_wanted:
            pack.add(create_item("sword"))
    assert len(pack.items) == rows_wanted


def test_a_full_pack_takes_a_potion_that_joins_its_stack():
    state = room()
    pick_up(state, "health_potion", 2)
    fill_with_gear(state)
    assert state.player.inventory.is_full
    pick_up(state, "health_potion")
    assert row(state, "health_potion").count == 3
    assert len(state.player.inventory.items) == INVENTORY_CAPACITY


def test_a_full_pack_refuses_one_that_joins_nothing():
    state = room()
    pick_up(state, "health_potion")
    fill_with_gear(state)
    scroll = create_item("lightning_scroll")
    state.place(scroll, *state.player.pos)
    turn, before = state.turn, rows(state)
    assert not state.act("pickup")
    assert state.messages[-1].text == "Your inventory is full."
    assert state.turn == turn and rows(state) == before and floor_items(state) == [scroll]
    state.place(create_item("sword"), *state.player.pos)
    assert not state.act("pickup")  # gear never joins anything


def test_add_refuses_a_new_row_when_full_and_letters_run_a_to_z():
    pack = Inventory()
    for _ in range(INVENTORY_CAPACITY):
        pack.add(create_item("shield"))
    assert "".join(pack.letter_of(i) for i in pack.items) == "abcdefghijklmnopqrstuvwxyz"
    with pytest.raises(ValueError):
        pack.add(create_item("shield"))


# -- what the player and tools read ----------------------------------------------------------
def test_the_autoplay_line_names_every_item_once_per_item():
    state = room()
    pick_up(state, "health_potion", 3)
    assert summary(state)["inventory"] == ["Dagger", "Leather Armor"] + ["Health Potion"] * 3


def test_describe_texts_count_the_stack():
    from game.engine.describe import tile_lines
    from game.ui.describe import item_lines

    state = room()
    pick_up(state, "health_potion", 4)
    assert item_lines(state, row(state, "health_potion"))[0][0] == "4 Health Potions"
    assert state.act("drop", item=row(state, "health_potion"))
    assert "Health Potion" in tile_lines(state, *state.player.pos)


# -- saves -----------------------------------------------------------------------------------
def test_stacks_and_letters_survive_save_and_load(tmp_path: Path):
    state = room()
    pick_up(state, "health_potion", 6)
    pick_up(state, "sword")
    assert state.act("drop", item=row(state, "leather_armor"))
    path = tmp_path / "pack.sav"
    save_game(state, path)
    loaded = load_game(path)
    assert rows(loaded) == rows(state) == ["(a) Dagger", "(c) 6 Health Potions", "(d) Sword"]
    assert game.digest(loaded) == game.digest(state)
    pick_up(loaded, "leather_armor")  # the first free letter after the load, too
    assert rows(loaded)[1] == "(b) Leather Armor"


def test_the_digest_counts_stacks_and_letters():
    state = room()
    pick_up(state, "health_potion", 2)
    pick_up(state, "sword")
    before = game.digest(state)
    stack = row(state, "health_potion")
    stack.count += 1
    assert game.digest(state) != before
    stack.count -= 1
    assert game.digest(state) == before
    row(state, "sword").letter = "e"
    assert game.digest(state) != before


def test_a_pack_filled_straight_into_the_list_is_never_saved(tmp_path: Path):
    """Rows that skipped ``inventory.add`` have no letter: saving refuses, the file is kept."""
    state = room()
    path = tmp_path / "game.sav"
    save_game(state, path)
    before = path.read_bytes()
    state.player.inventory.items += [create_item("health_potion") for _ in range(3)]
    with pytest.raises(SaveError, match="a pack row has no letter"):
        save_game(state, path)
    assert path.read_bytes() == before


def reloaded(state):
    return restricted_loads(pickle.dumps(state, protocol=5))


@pytest.mark.parametrize(
    ("break_it", "why"),
    [
        (lambda s: setattr(row(s, "health_potion"), "count", 0), "Item.count is out of range"),
        (lambda s: setattr(row(s, "health_potion"), "count", 10**6), "Item.count is out of range"),
        (
            lambda s: setattr(row(s, "health_potion"), "count", "3"),
            "Item.count is not a whole number",
        ),
        (lambda s: setattr(row(s, "sword"), "count", 2), "Sword is stacked 2 high"),
        (lambda s: setattr(row(s, "sword"), "letter", "c"), "repeat or are out of order"),
        (lambda s: setattr(row(s, "sword"), "letter", "A"), "Item.letter is not a pack letter"),
        (lambda s: setattr(row(s, "sword"), "letter", None), "a pack row has no letter"),
        (lambda s: setattr(row(s, "dagger"), "letter", "y"), "repeat or are out of order"),
        (
            lambda s: s.player.inventory.items.append(create_item("health_potion")),
            "a pack row has no letter",
        ),
        (
            lambda s: next(s.stage.items).__setattr__("letter", "q"),
            "on the floor with a pack letter",
        ),
        (lambda s: next(s.stage.items).__setattr__("count", -1), "Item.count is out of range"),
        (
            lambda s: setattr(s.player.inventory, "capacity", 27),
            "Inventory.capacity is out of range",
        ),
        (lambda s: setattr(s.player.inventory, "capacity", 3), "rows, more than its 3"),
    ],
)
def test_the_loader_refuses_broken_stacks_and_letters(break_it, why, monkeypatch):
    state = room()
    pick_up(state, "health_potion", 3)
    pick_up(state, "sword")
    state.place(create_item("shield"), 1, 1)
    copy = reloaded(state)
    check_state(copy)  # sound before the break
    break_it(copy)
    with pytest.raises(Invalid, match=why):
        check_state(reloaded(copy))


def test_the_loader_refuses_two_rows_of_one_consumable(monkeypatch):
    state = room()
    pick_up(state, "health_potion")
    copy = reloaded(state)
    twin = create_item("health_potion")
    twin.letter = "d"
    copy.player.inventory.items.append(twin)
    with pytest.raises(Invalid, match="Health Potion is in two rows"):
        check_state(reloaded(copy))


def test_a_broken_pack_in_a_save_file_is_refused_cleanly(tmp_path: Path, monkeypatch):
    from savetools import envelope_for

    state = room()
    pick_up(state, "health_potion", 2)
    row(state, "health_potion").count = 0
    path = tmp_path / "bad.sav"
    path.write_bytes(envelope_for(pickle.dumps(state, protocol=5)))
    with pytest.raises(SaveError, match="Item.count is out of range"):
        load_game(path)


# -- schema 1 -> 2 ---------------------------------------------------------------------------
SCHEMA1 = Path(__file__).parent / "data" / "schema1_floor.sav"


def schema1_rows() -> list[str]:
    """The schema-1 pack as that release showed it: letters a, b, c... in list order."""
    from game.save.envelope import _decompress, _unpickle, read_header

    data = SCHEMA1.read_bytes()
    header = read_header(data)
    assert header.schema == 1
    old = _unpickle(_decompress(memoryview(data)[header.size :], None), None)
    return [
        f"({chr(ord('a') + n)}) {item.kind.name}"
        for n, item in enumerate(old.player.inventory.items)
    ]


def test_a_schema_1_game_loads_with_its_potions_stacked():
    before = schema1_rows()
    assert sum(r.endswith(" Health Potion") for r in before) == 10
    first_potion = next(r for r in before if r.endswith(" Health Potion"))[1]
    loaded = load_game(SCHEMA1)
    pack = loaded.player.inventory
    potions = [i for i in pack.items if i.kind.id == "health_potion"]
    assert len(potions) == 1 and potions[0].count == 10
    assert potions[0].letter == first_potion
    # every other row keeps the letter it was shown under
    kept = [f"({pack.letter_of(i)}) {i.name}" for i in pack.items if i is not potions[0]]
    assert kept == [r for r in before if not r.endswith(" Health Potion")]
    assert sum(i.count for i in pack.items) == len(before)
    for worn in loaded.player.equipment.worn_items():
        assert sum(1 for i in pack.items if i is worn) == 1
    assert all(i.count == 1 and i.letter is None for i in loaded.stage.items)


def test_a_migrated_game_plays_on_and_saves_in_the_current_schema(tmp_path: Path):
    from game.agents.autoplay import play
    from game.engine.game import STATE_SCHEMA
    from game.save.envelope import read_header

    loaded = load_game(SCHEMA1)
    loaded.player.fighter.hp = 5
    potions = row(loaded, "health_potion")
    assert loaded.act("use", item=potions) and potions.count == 9
    play(loaded, 200)
    path = tmp_path / "now.sav"
    save_game(loaded, path)
    assert read_header(path.read_bytes()).schema == STATE_SCHEMA
    again = load_game(path)
    assert game.digest(again) == game.digest(loaded)


def test_a_stack_row_names_its_head_noun_in_the_plural():
    state = room()
    pick_up(state, "health_potion", 3)
    pick_up(state, "identify_scroll", 2)
    assert rows(state)[-2:] == ["(c) 3 Health Potions", "(d) 2 Scrolls of Identify"]
