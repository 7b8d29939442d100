"""The game a seed makes does not change unless its rules do: the digests of seeds 1..20 after
400 bot turns, kept from the rules of ``RULES_VERSION`` 3. A refactor that changes one has
changed a rule; a change of rules raises ``RULES_VERSION`` (recordings of the old rules are then
refused) and writes this table anew, in the same commit."""

from __future__ import annotations

import pytest

import game
from game.agents.autoplay import play
from game.engine.recording import RULES_VERSION

RULES = 3
GOLDEN = {
    1: "0f82aaa5d3832817075bab9e208aa8976d7bf6e4b91d39bcc67df98af150fba5",
    2: "0a6fe09628dee21567166c08d3871b5f7ab53a34def2dea6ad82500639832282",
    3: "7425fac2f5ec3f143fb029653421702094057a2ea50b5ac0cd050abb452bd7f3",
    4: "a9a6f386992e854130d335c33d1832eaedc90d4e146a4b58a5b55eca6ea7783d",
    5: "58376cdad92541f38dfda5a72996c356df93d7dcfe7e0714fe7aabb462125ee0",
    6: "642d722db66f9443d0fc9c0744cc300a61bb30c94f7976190c2e346dc9cc47af",
    7: "4f1a05a74fd4f02b14bfa4fa13b4d497586a909b77e6545a290b31d1a5798125",
    8: "e0ab5d5ff1eaeeac0522a50aaf1ad6c0a2a85248861a75517855f2362299fbe1",
    9: "302b076ebce48c318f29da89f087d5714aa654663e33c2563e1dd545b179c6bc",
    10: "d611c52abd17bf7b833f63dfe7155d881f116c25ca9582534d2511e9cf9cfcf3",
    11: "ecf65853d800cbfa344b8195f24fe07733e132c28f75b628d8405f98a4893a6e",
    12: "dafbadaf84e3e5181976d6425cea0fa2526f1cb936a72d095eb736afd2194d8a",
    13: "6a816073b6665e3af6e316ffd1d56da24804f24099568c0e9bbc07f0673e8bf1",
    14: "55ff43575c0cfca5dc14fc362747e4e33de7057bf724ae34b7ce30802a5c5d32",
    15: "62ba9691a877fe677727dfe2e6ebb56aaedb429d9ef63dfade3fd6ef592e13dd",
    16: "cd71d63df7852cae54037dd147679c489a0a900d11d72c5512c58e2ed1f2d0e6",
    17: "e1b17680db2cfa81b9f018b8d11fdefef11464000b541fa42f9b44aada5b13fa",
    18: "649eb0ab7c326167eb3d58326059938674d46bb1171cdc2a209bf4e53201a5a0",
    19: "102a656817a6112588ea3193f439013e92e8c996274bf25fe1d8d236f6a57351",
    20: "fcc6b2fa94a53539f450cae0176e535a0b960ebc5d3ca5130459b388d5fa4ba6",
}


def test_the_table_belongs_to_these_rules():
    assert RULES_VERSION == RULES, "new rules: write the table anew (see the module doc)"


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_a_seed_still_makes_the_same_game(seed):
    state = game.new_game(seed)
    play(state, 400)
    assert game.digest(state) == GOLDEN[seed]
