"""Gear put on at pick-up (issue 20, defect 3; SPEC's Equipment rules): only gear the player
knows and knows is not cursed is put on at once; unknown gear goes to the pack, so a cursed ring
never binds itself to a finger the player did not offer. The setting "Put on picked-up gear"
(``wear``: known / always / never) keeps the tutorial's behaviour one choice away, and a
recording keeps the choice."""

from __future__ import annotations

import pytest

from game.content import create_item
from game.engine.recording import build_action, decode
from tests.scenario import scenario


def room():
    state = scenario("""
        ######
        #@...#
        ######
    """)
    state.update_fov()
    return state


def lying(state, kind_id, known=False, **kwargs):
    item = create_item(kind_id, **kwargs)
    if known:
        state.learn(item)  # identified, and its ring kind taught
    state.place(item, *state.player.pos)
    return item


def worn(state, item):
    return state.player.equipment.is_equipped(item)


def test_an_unknown_ring_for_an_empty_slot_goes_to_the_pack():
    state = room()
    ring = lying(state, "ring_of_protection")
    assert state.act("pickup")
    assert ring in state.player.inventory and not worn(state, ring)
    assert not ring.identified  # nothing was learned by picking it up
    assert state.messages.texts()[-1] == "It is unknown: it goes in your pack."


def test_an_unknown_cursed_ring_never_binds_itself_at_pick_up():
    state = room()
    ring = lying(state, "ring_of_strength", enchantment=-2, cursed=True)
    assert state.act("pickup")
    assert not worn(state, ring)
    assert not any("binds itself" in text for text in state.messages.texts())
    assert state.act("drop", item=ring)  # still the player's to throw away


def test_known_uncursed_gear_for_an_empty_slot_is_put_on_at_once():
    state = room()
    ring = lying(state, "ring_of_protection", known=True, enchantment=1)
    assert state.act("pickup")
    assert worn(state, ring)
    assert state.messages.texts()[-2:] == [
        "You pick up the +1 Ring of Protection.",
        "You equip the +1 Ring of Protection.",
    ]


def test_known_cursed_gear_stays_in_the_pack():
    state = room()
    ring = lying(state, "ring_of_protection", known=True, enchantment=-1, cursed=True)
    assert state.act("pickup")
    assert not worn(state, ring)
    assert state.messages.texts()[-1] == "It is cursed: it goes in your pack."


def test_always_puts_on_unknown_gear_as_the_tutorial_did():
    state = room()
    ring = lying(state, "ring_of_strength", enchantment=-2, cursed=True)
    assert state.act("pickup", wear="always")
    assert worn(state, ring)
    assert "binds itself to your finger!" in state.messages.texts()[-1]


def test_never_leaves_even_known_gear_in_the_pack():
    state = room()
    ring = lying(state, "ring_of_protection", known=True)
    assert state.act("pickup", wear="never")
    assert ring in state.player.inventory and not worn(state, ring)
    assert state.messages.texts()[-1] == "You pick up the Ring of Protection."


def test_a_choice_that_is_not_one_is_refused_and_changes_nothing():
    state = room()
    ring = lying(state, "ring_of_protection")
    turn = state.turn
    assert not state.act("pickup", wear="sometimes")
    assert state.turn == turn and ring not in state.player.inventory


@pytest.mark.parametrize("wear", ["known", "always", "never"])
def test_the_recording_keeps_the_choice(wear):
    state = room()
    lying(state, "ring_of_protection")
    state.act("pickup", wear=wear)
    step = decode(state.recording.commands)[-1]
    assert step.name == "pickup" and step.params.get("wear", "known") == wear
    assert build_action(state, step).wear == wear
