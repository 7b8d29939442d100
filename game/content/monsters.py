"""Breeds: the player and every monster, with SPEC.md's base stats, and the minds they get.

The tutorial's rows (player, orc, troll) keep SPEC.md's numbers. The deeper breeds are ADDED
rows (issue "A dungeon that tests the gear"); each makes a different piece of gear matter, and
their numbers are a first draft to be tuned with bench/balance.py.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.ai import AI, CasterAI, HostileAI
from game.engine.kinds import Breed, Spell

PLAYER = Breed("player", "Player", "player", hp=30, defense=1, power=2)
ORC = Breed("orc", "Orc", "orc", hp=10, defense=0, power=3, xp=35)
TROLL = Breed("troll", "Troll", "troll", hp=16, defense=1, power=4, xp=100)

# -- deeper foes: one gear question each --------------------------------------------------------
#: Packs of 3-5: every blow they land is small, so defense (a shield) counts once per kobold.
KOBOLD = Breed("kobold", "Kobold", "kobold", hp=5, defense=0, power=3, xp=15, pack=(3, 5))
#: Confuses the hero from a distance: the Amulet of Clarity keeps the mind clear.
SHAMAN = Breed(
    "shaman",
    "Orc Shaman",
    "shaman",
    hp=8,
    defense=0,
    power=2,
    xp=60,
    spell=Spell(reach=6, turns=4, cooldown=8),
)
#: Hits hard: armour matters.
OGRE = Breed("ogre", "Ogre", "ogre", hp=26, defense=1, power=13, xp=150)
#: High defense: the weapon matters. Stone wears no gear.
GOLEM = Breed("golem", "Stone Golem", "golem", hp=22, defense=6, power=6, xp=170, wears_gear=False)
#: Regrows 3 HP a turn unless a blow of 8 or more landed that turn or the last: power matters.
HYDRA = Breed(
    "hydra",
    "Hydra",
    "hydra",
    hp=32,
    defense=2,
    power=20,
    xp=250,
    wears_gear=False,
    regrowth=3,
    hard_blow=8,
)
#: The end of the dungeon: one on floor 12, in its last room; killing it wins the run. Between
#: blows he hurls burning oil (fire through armour): he asks for fire resistance, not numbers only.
WARLORD = Breed(
    "warlord",
    "Orc Warlord",
    "warlord",
    hp=130,
    defense=3,
    power=26,
    xp=0,
    boss=True,
    gear=(("greataxe", 3), ("plate_armor", 2)),
    spell=Spell(reach=4, cooldown=3, kind="fire", damage=22, verb="hurls burning oil"),
)

# -- Gear, third edition: foes that ask for properties ------------------------------------------
#: Shoots from afar every turn it can: the hero must close in, hide or shoot back.
GOBLIN_ARCHER = Breed(
    "goblin_archer",
    "Goblin Archer",
    "goblin_archer",
    hp=8,
    defense=0,
    power=3,
    xp=40,
    spell=Spell(reach=5, cooldown=1, kind="arrow"),
)
#: Its bite poisons whatever the armour: poison resistance is the answer.
GIANT_SPIDER = Breed(
    "giant_spider",
    "Giant Spider",
    "giant_spider",
    hp=14,
    defense=1,
    power=5,
    xp=70,
    wears_gear=False,
    venom=6,
)
#: Breathes fire (defense does not count): fire resistance halves it; it burns not itself.
SALAMANDER = Breed(
    "salamander",
    "Salamander",
    "salamander",
    hp=20,
    defense=2,
    power=7,
    xp=120,
    wears_gear=False,
    resists=("fire",),
    spell=Spell(reach=4, cooldown=2, kind="fire", damage=15),
)
#: Bone: poison does nothing to it, so Venom is no answer; a heavy blow is.
SKELETON = Breed(
    "skeleton", "Skeleton", "skeleton", hp=24, defense=4, power=18, xp=130, resists=("poison",)
)
#: Dry linen and old flesh: fire does it double.
MUMMY = Breed(
    "mummy", "Mummy", "mummy", hp=40, defense=3, power=24, xp=180, wears_gear=False, fears=("fire",)
)

#: Every breed, in the order the registry lists them.
BREEDS: tuple[Breed, ...] = (
    PLAYER,
    ORC,
    TROLL,
    KOBOLD,
    SHAMAN,
    OGRE,
    GOLEM,
    HYDRA,
    WARLORD,
    GOBLIN_ARCHER,
    GIANT_SPIDER,
    SALAMANDER,
    SKELETON,
    MUMMY,
)

#: Breeds that get a mind when spawned: breed id -> the mind's maker.
MONSTERS: dict[str, Callable[[], AI]] = {
    "orc": HostileAI,
    "troll": HostileAI,
    "kobold": HostileAI,
    "shaman": CasterAI,
    "ogre": HostileAI,
    "golem": HostileAI,
    "hydra": HostileAI,
    "warlord": CasterAI,
    "goblin_archer": CasterAI,
    "giant_spider": HostileAI,
    "salamander": CasterAI,
    "skeleton": HostileAI,
    "mummy": HostileAI,
}
