"""The game a seed makes does not change unless its rules do: the digests of seeds 1..20 after
400 bot turns, kept from the rules of ``RULES_VERSION`` 2. A refactor that changes one has
changed a rule; a change of rules raises ``RULES_VERSION`` (recordings of the old rules are then
refused) and writes this table anew, in the same commit."""

from __future__ import annotations

import pytest

import game
from game.agents.autoplay import play
from game.engine.recording import RULES_VERSION

RULES = 2
GOLDEN = {
    1: "86f678a39ff9a3f512560329759af0cc1ec3c30298906b403d76db77c3dd8a38",
    2: "b89c439e3d04bcff18af088de1d91e3e65ce06da445bd1d58ae2ec88685eff53",
    3: "2e5e1e3af2707d5f641c59d0719199aa85b29359d1ce0c0ab6a922b42254982b",
    4: "3818fe15c763bfcf2d6977dd2269572e1a91fc2d27970a7ae261aaf4997a4fd9",
    5: "a737da90f5ba09e109de20d40a34641e0f38e225b724f905a55293dcaa227b9d",
    6: "7c5ceff58978a869879021af7e4817ff3f3d25005978cbf7d810f66185309235",
    7: "ddd3b66ead458a2df13f5c5cb0dcb491bd0a9f1dbe66add8067d43aa6e44fb89",
    8: "971c631efb6f58360799e3da14ec06a9e0b85f3bed91f68121a3dbcf9891bdfb",
    9: "98c95b44301cf5461beb27a6a18cc72503801dfea417331762984a701c48f7dc",
    10: "150fffa815edaadd1c70e735eda49a48ff4f02dbdd39a2df8be66145c1bda0f7",
    11: "72512ce9bbe9cbc70173cec6298cacd1df664239784eb85f4bf40f4c6c663fa6",
    12: "3738e108b310526d04d79325ba963344ee6b66c0da709e7328939de39bac4652",
    13: "c0945f977adb6cfd0f30632457be925d8326b5a98c5c08f6948f7bdbb51cd73b",
    14: "7eac29b4a8b166ce01b6f982774db6fbdd59731605b15d2c1b945dbf23ccd0c4",
    15: "e134257c66b72986c6f1f0f914c3f74816ba0d070b02fa4c39fe5ea8a6aefc63",
    16: "fae38ff3f1646e931ac56bb10e28b33539a830f4a24ef2b0207bfcdcf6120ba0",
    17: "d8324028efa9725acf3e1853d28bbc90b341080de6854f8cef73b69de11a351e",
    18: "181975636ffc9f19247e6adb167082103179bb31f0a0f4cf359a7214aa04e3a6",
    19: "963cf38e4c6bc4c03707039b43fad299bd9468720309e760b223f6b7c2738fce",
    20: "bf3977378cc18cd0cfe8fefcb796e280037fc6dce2606414d71e0911cda48dbf",
}


def test_the_table_belongs_to_these_rules():
    assert RULES_VERSION == RULES, "new rules: write the table anew (see the module doc)"


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_a_seed_still_makes_the_same_game(seed):
    state = game.new_game(seed)
    play(state, 400)
    assert game.digest(state) == GOLDEN[seed]
