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
    2: "071589b93913db1b2d6c9bd3de4a47df5ef7375b4f4e6cd81cec30293d328144",
    3: "7425fac2f5ec3f143fb029653421702094057a2ea50b5ac0cd050abb452bd7f3",
    4: "fa9bacadfd20867304ba5b19c855ad59620176a31b0abf19be14876dc62fda8d",
    5: "58376cdad92541f38dfda5a72996c356df93d7dcfe7e0714fe7aabb462125ee0",
    6: "52341810692f7bfcc9de097c70848998ad82abf2bf7e93944ea3decd03c3ac7b",
    7: "37c6a8e4e671d1b788bc3209f5bdc8a17fa2d3fb0a8c7e8eca89a66f8e8fad34",
    8: "e0ab5d5ff1eaeeac0522a50aaf1ad6c0a2a85248861a75517855f2362299fbe1",
    9: "6f9105ec898ff0005144622ce6431a723307ee8d95e1b43fbc3efe7fd48acc38",
    10: "d611c52abd17bf7b833f63dfe7155d881f116c25ca9582534d2511e9cf9cfcf3",
    11: "ffa1269fff5aeff58c6e64a271beb875425d1ad2abb22c5ffc4210d0be64d12a",
    12: "88ee6b23fa8d13badf5e1a323778ec71cdd2f3a33e37629c3222453839d29f14",
    13: "a56dbad0f56c1823f0b62f6c2951f6cd44bd6f201b74b41968f4a4cf22d0b3ff",
    14: "55ff43575c0cfca5dc14fc362747e4e33de7057bf724ae34b7ce30802a5c5d32",
    15: "62ba9691a877fe677727dfe2e6ebb56aaedb429d9ef63dfade3fd6ef592e13dd",
    16: "cd71d63df7852cae54037dd147679c489a0a900d11d72c5512c58e2ed1f2d0e6",
    17: "e1b17680db2cfa81b9f018b8d11fdefef11464000b541fa42f9b44aada5b13fa",
    18: "649eb0ab7c326167eb3d58326059938674d46bb1171cdc2a209bf4e53201a5a0",
    19: "e963a58e57de46da3edcab7c1c52962b21ba29edfb82af66e493b97a4e66ef97",
    20: "00e2e101506544780961f77dd1fa7442f06e9d3ba16439ea3b9841201faa6a14",
}


def test_the_table_belongs_to_these_rules():
    assert RULES_VERSION == RULES, "new rules: write the table anew (see the module doc)"


@pytest.mark.parametrize("seed", sorted(GOLDEN))
def test_a_seed_still_makes_the_same_game(seed):
    state = game.new_game(seed)
    play(state, 400)
    assert game.digest(state) == GOLDEN[seed]
