"""The game a seed makes does not change unless its rules do: the digests of seeds 1..20 after
400 bot turns, kept from the rules of ``RULES_VERSION`` 4. A refactor that changes one has
changed a rule; a change of rules raises ``RULES_VERSION`` (recordings of the old rules are then
refused) and writes this table anew, in the same commit."""

from __future__ import annotations

import pytest

import game
from game.agents.autoplay import play
from game.engine.recording import RULES_VERSION

RULES = 4
GOLDEN = {
    1: "34572bf70d90c98794fdbe7c2b4c4bfea86311a6601463804dc16c5acbb329b0",
    2: "1cf6d5c009d101193a6c819a56fee0d2ce4e9d49554b3700685e3c3f71b67547",
    3: "d0efc6fabaeb5373636972872a4b1c370e9acddc2fa630334436afa2d29fc238",
    4: "8ccf6807c6d531fa8f0606854db53689956ca46a5631a93313150cbed0a17599",
    5: "0f55eb7e1afbb824359cb842bde3778a4ce26cb0cd2371847620405d824c7a54",
    6: "f24b603c38d68a1d22643b2e61947606a8a7ec87e8a7d23814ec0157a8953825",
    7: "85f2a0ba46745912602c336afee4bff82c51f14cbc5ae891323e88fc75d1553d",
    8: "6406147a9be8277dbdd5ce02ffa8736c2fcccb3a00f16c5e74d76c971175ba69",
    9: "10da5ef4aabdb640af86b08752ef8a83b829826627a7610cc12556b1abdb058b",
    10: "7edb64e4728c70b548c7f31f1b55ae39580f3cf17cdb827cc264a24aeedb71a1",
    11: "e8139352682876fe69ef6db053d9e278acab0b9c93cc32278ff7319eb46ed819",
    12: "224b759fb733862d2471b7f5c26b3e0dc44997ead88ee6fb17e0f255d32b8285",
    13: "4677899e72c6550b1164ce18881f913b207e16af620f64042dab28870e79c4a4",
    14: "4fa92454459e906fb3fa86f23c848632f8b52ae0ab38d83efb3eedefb603d1b5",
    15: "7cf1f3a8b02b4095f639788a057b2db370ab109af495d63dbb7be10ac44a245c",
    16: "de48634149972f471a8906d469c14af4457473a1357d6b2d5aa5fcc2498c163d",
    17: "5dcd714a2aecff3212edb044aad89ddc03d43de41ecabcfcdfe098ca125a8c43",
    18: "73d68ca0f92d535880ece0eab163c91b0e6717b538a4f183fa0f131e94ce06d9",
    19: "1e333e814b0e89139d96c73901c51154255e8391707bf9846fc4d50ddfa7d094",
    20: "0227300dc93c9341d72b3e4e24d8572561325194ce2fe831fe1f3dda55574b22",
}


def test_the_table_belongs_to_these_rules():
    assert RULES_VERSION == RULES, "new rules: write the table anew (see the module doc)"


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_a_seed_still_makes_the_same_game(seed):
    state = game.new_game(seed)
    play(state, 400)
    assert game.digest(state) == GOLDEN[seed]
