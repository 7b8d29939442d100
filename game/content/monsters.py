"""Breeds: the player and every monster, with SPEC.md's base stats."""

from __future__ import annotations

from game.engine.kinds import Breed

PLAYER = Breed("player", "Player", "player", hp=30, defense=1, power=2)
ORC = Breed("orc", "Orc", "orc", hp=10, defense=0, power=3, xp=35)
TROLL = Breed("troll", "Troll", "troll", hp=16, defense=1, power=4, xp=100)

#: Every breed, in the order the registry lists them.
BREEDS: tuple[Breed, ...] = (PLAYER, ORC, TROLL)

#: Breeds that get a hostile mind when spawned.
MONSTERS: tuple[str, ...] = ("orc", "troll")
