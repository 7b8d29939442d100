"""The bot knows only what the player knows, and its games stay sound and repeatable."""

from __future__ import annotations

import sys
from typing import Any

import pytest

import game
from game.agents import autoplay, wardrobe
from game.engine.entity import Item
from game.engine.game import GameState
from tests.invariants import check_invariants


def _shown(state: GameState, params: dict[str, Any]) -> dict[str, Any]:
    """A command's parameters as the player sees them (items by shown name and letter)."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if isinstance(value, Item):
            out[key] = (state.name_of(value), value.letter, value.x, value.y)
        elif hasattr(value, "fighter"):
            out[key] = (value.name, value.x, value.y)
        else:
            out[key] = value
    return out


def _beside_player(state: GameState) -> tuple[int, int]:
    player, stage = state.player, state.stage
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)):
        x, y = player.x + dx, player.y + dy
        if stage.walkable[y, x] and not stage.items_at(x, y):
            return x, y
    raise AssertionError("no free floor beside the player")


def _run_until_known(
    seed: int,
    kind_id: str,
    enchantment: int,
    cursed: bool,
    appearance: str | None,
    turns: int = 600,
    rings: bool = False,
    prop: str | None = None,
    remedy: bool = False,
) -> tuple[list, int | None]:
    """A bot game with one extra piece of gear beside the player: the commands chosen until
    the player knows it (or ``turns`` pass), and the turn it became known. With ``rings``
    the player first wears two known +1 Rings of Protection; with ``remedy`` it carries a
    Scroll of Remove Curse."""
    wardrobe._VALUES.clear()  # each twin judges afresh, not from the other's cached values
    state = game.new_game(seed)
    for slot in ("left_ring", "right_ring") if rings else ():
        ring = state.content.create_item("ring_of_protection", enchantment=1)
        state.learn(ring)
        state.player.inventory.add(ring)
        state.player.equipment.equip(ring, slot)
    if remedy:
        state.player.inventory.add(state.content.create_item("remove_curse_scroll"))
    item = state.content.create_item(kind_id, enchantment=enchantment, cursed=cursed, prop=prop)
    if appearance is not None:  # both games show this ring under the same word
        state.appearances[kind_id] = appearance
    state.place(item, *_beside_player(state))
    commands: list = []
    while state.turn < turns and state.player.is_alive:
        if state.knows(item) and state.kind_known(item.kind):
            return commands, state.turn
        command, params = autoplay.choose(state)
        commands.append((state.turn, command, _shown(state, params)))
        if not state.act(command, **params):
            state.act("wait")
    return commands, None


@pytest.mark.parametrize("seed", [1, 4])
def test_the_hidden_enchantment_of_unknown_gear_changes_no_decision(seed):
    good = _run_until_known(seed, "short_sword", 2, False, None)
    bad = _run_until_known(seed, "short_sword", -1, True, None)
    assert good == bad
    commands, known_at = good
    assert known_at is not None  # it was found, judged, and then worn: the last decision
    _, command, params = commands[-1]
    assert command == "equip" and params["item"][0] == "Short Sword ?"


@pytest.mark.parametrize("seed", [1, 4])
def test_the_hidden_property_of_runed_gear_changes_no_decision(seed):
    """Two runed Short Swords, one of Flame, one of Venom (the first a good +2, the other a
    cursed -1): the player sees "runed Short Sword ?" both times, so the bot plays the same
    game until it knows which it holds. With a Remove Curse carried, it puts it on."""
    flame = _run_until_known(seed, "short_sword", 2, False, None, prop="flame", remedy=True)
    venom = _run_until_known(seed, "short_sword", -1, True, None, prop="venom", remedy=True)
    assert flame == venom
    commands, known_at = flame
    assert known_at is not None
    _, command, params = commands[-1]
    assert command == "equip" and params["item"][0] == "runed Short Sword ?"


@pytest.mark.parametrize("seed", [1, 4])
def test_the_hidden_kind_of_an_unknown_ring_changes_no_decision(seed):
    """Both ring fingers hold +1 Rings of Protection: a "jade ring" that is really a Ring of
    Regeneration could beat them, one of Strength could not; the bot cannot tell them apart,
    so it takes either up (for a later Identify) and wears neither."""
    strength = _run_until_known(seed, "ring_of_strength", 0, False, "jade", 400, rings=True)
    regeneration = _run_until_known(seed, "ring_of_regeneration", 0, False, "jade", 400, rings=True)
    assert strength == regeneration
    picked = [c for c in strength[0] if c[1] == "pickup"]
    assert picked  # it took the ring up, and judged it from then on


@pytest.mark.parametrize("seed", [1, 4])
def test_an_unknown_ring_in_a_free_ring_slot_is_worn_whatever_it_is(seed):
    strength = _run_until_known(seed, "ring_of_strength", 1, False, "jade")
    protection = _run_until_known(seed, "ring_of_protection", -2, True, "jade")
    assert strength == protection
    assert strength[1] is not None


class _Peeked(AssertionError):
    pass


def _guard_hidden_facts(monkeypatch: pytest.MonkeyPatch) -> dict[str, bool]:
    """While the returned flag ``thinking`` is set, reading ``enchantment``, ``cursed`` or the
    properties (``prop``, ``props``) of unidentified gear raises: the hidden property only
    through ``name_of``, which shows the player that the piece looks runed, and nothing more."""
    flag = {"thinking": False}

    def hidden(item: Item) -> bool:
        return flag["thinking"] and item.kind.equippable is not None and not item.identified

    def guarded(name: str, shown_by: str | None = None) -> property:
        def get(item: Item) -> Any:
            if hidden(item) and sys._getframe(1).f_code.co_name != shown_by:
                raise _Peeked(f"the bot read {name} of an unknown {item.kind.id}")
            return item.__dict__[name]

        def set_(item: Item, value: Any) -> None:
            item.__dict__[name] = value

        return property(get, set_)

    def props(item: Item) -> tuple[str, ...]:
        if hidden(item):
            raise _Peeked(f"the bot read the props of an unknown {item.kind.id}")
        own, found = item.kind.props, item.__dict__["prop"]
        return own if found is None else (*own, found)

    monkeypatch.setattr(Item, "enchantment", guarded("enchantment"), raising=False)
    monkeypatch.setattr(Item, "cursed", guarded("cursed"), raising=False)
    monkeypatch.setattr(Item, "prop", guarded("prop", shown_by="name_of"), raising=False)
    monkeypatch.setattr(Item, "props", property(props))
    return flag


def _play_guarded(state: GameState, flag: dict[str, bool], turns: int) -> tuple[int, int]:
    """Play ``turns`` turns under the guard: (turns with unknown gear in view or in the pack,
    turns with unknown runed gear there)."""
    unknown_in_view = runed_in_view = 0
    while state.turn < turns and state.player.is_alive:
        stage = state.stage
        around = [i for i in stage.items if stage.visible[i.y, i.x]]
        unknown = [
            i
            for i in around + state.player.inventory.items
            if i.equippable is not None and not state.knows(i)
        ]
        unknown_in_view += bool(unknown)
        runed_in_view += any(i.__dict__["prop"] is not None for i in unknown)
        flag["thinking"] = True
        try:
            command, params = autoplay.choose(state)
        finally:
            flag["thinking"] = False
        if not state.act(command, **params):
            state.act("wait")
    return unknown_in_view, runed_in_view


def test_the_bot_never_reads_an_unknown_items_enchantment_curse_or_property(monkeypatch):
    """While ``choose`` thinks, reading ``enchantment``, ``cursed`` or the property of
    unidentified gear raises; the bot plays 1,500 turns that way, with unknown gear in sight
    or in the pack, runed pieces among them."""
    flag = _guard_hidden_facts(monkeypatch)
    state = game.new_game(3)
    for spot, prop in zip(((1, 0), (0, 1)), ("stealth", "fire_resistance"), strict=True):
        cloak = state.content.create_item("cloak", prop=prop)  # two runed cloaks at the start
        x, y = state.player.x + spot[0], state.player.y + spot[1]
        if state.stage.walkable[y, x]:
            state.place(cloak, x, y)
    unknown_in_view, runed_in_view = _play_guarded(state, flag, 1500)
    assert unknown_in_view > 50 and runed_in_view > 20  # the guard was really put to the test


@pytest.mark.parametrize("policy", ["numbers", "naive"])
def test_no_policy_reads_an_unknown_items_hidden_facts(monkeypatch, policy):
    flag = _guard_hidden_facts(monkeypatch)
    state = game.new_game(3)
    original = autoplay.choose
    monkeypatch.setattr(autoplay, "choose", lambda s, p=policy: original(s, p))
    unknown_in_view, _ = _play_guarded(state, flag, 800)
    assert unknown_in_view > 20


@pytest.mark.parametrize("seed", [1, 7])
def test_2000_turn_games_end_sound_and_repeat(seed):
    # (3,000 turns and three seeds once: the bot tests are kept to about a minute together)
    state = autoplay.play(game.new_game(seed), 2000)
    assert state.turn == 2000 or not state.player.is_alive
    check_invariants(state)
    again = autoplay.play(game.new_game(seed), 2000)
    assert game.digest(again) == game.digest(state)
