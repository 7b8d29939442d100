"""The game a seed makes does not change unless its rules do: the digests of seeds 1..20 after
400 bot turns, kept from the rules of ``RULES_VERSION`` 7. A refactor that changes one has
changed a rule; a change of rules raises ``RULES_VERSION`` (recordings of the old rules are then
refused) and writes this table anew, in the same commit."""

from __future__ import annotations

import pytest

import game
from game.agents.autoplay import play
from game.engine.recording import RULES_VERSION

RULES = 7
GOLDEN = {
    1: "34572bf70d90c98794fdbe7c2b4c4bfea86311a6601463804dc16c5acbb329b0",
    2: "0114c5b530e58d6cebe52039e2bef005bc139cfadc3a980ff197d869d8b5ed63",
    3: "d0efc6fabaeb5373636972872a4b1c370e9acddc2fa630334436afa2d29fc238",
    4: "c9d6f83f168d317f2c5ca7887162cc7a2d3e52358a5da15310f610e426fa67a6",
    5: "1730195c15f45533fef2bd3bc6c83640354c721f7d9a7fb59515f4d2e232a60f",
    6: "019637dedbba3e84a2667926d651572bfa8886bd3e9c4a3fb1758cf3f1ddc134",
    7: "2f29620598454a8b1972a52c0d2e3f328d18092d95720e762ed9bc937127777d",
    8: "6406147a9be8277dbdd5ce02ffa8736c2fcccb3a00f16c5e74d76c971175ba69",
    9: "e65f686d70cd7555736ceabbe4d4c31704c25d3fbd5bfd4478c9e050674e6d5c",
    10: "cd305c17dde452d2d485abe265bb15b02c1eecb04f8ec12e2b6413fa21ba7ac1",
    11: "6032356ce35266556cab6a99ee6c39327b434f50d72d6b206abf88ed2114966d",
    12: "ede800f1b9b0379abc8629ac41ad7b32650f88e57537ce04cd83f1441e1d72ae",
    13: "ee79c7c29a50165bdd716a7eb237ba0cb06a8af1645819151be57f76a488a0d0",
    14: "4fa92454459e906fb3fa86f23c848632f8b52ae0ab38d83efb3eedefb603d1b5",
    15: "7cf1f3a8b02b4095f639788a057b2db370ab109af495d63dbb7be10ac44a245c",
    16: "ed1767be546746e84afd56109d8d3de4ceb25965b181df59af9fab8352a8b02e",
    17: "5dcd714a2aecff3212edb044aad89ddc03d43de41ecabcfcdfe098ca125a8c43",
    18: "b688269890617cd6385966ae70421e0abb12e02281c79c7d4db4f35d52b0a2b2",
    19: "937214677aecaf3b69fde7b4c5d83af64f8c345c814fa529d0d424c552c06cfa",
    20: "cba11b022e03692618535f39af957aef8ffbd08e154b02af1ccb0e9cceee6449",
}


def test_the_table_belongs_to_these_rules():
    assert RULES_VERSION == RULES, "new rules: write the table anew (see the module doc)"


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_a_seed_still_makes_the_same_game(seed):
    state = game.new_game(seed)
    play(state, 400)
    assert game.digest(state) == GOLDEN[seed]
