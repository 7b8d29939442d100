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
ORC = Breed(
    "orc",
    "Orc",
    "orc",
    hp=10,
    defense=0,
    power=3,
    xp=35,
    description=(
        "A brute of the upper halls, quick to anger and slow to think. It fights with whatever it "
        "found on the way, and wears it too."
    ),
)
TROLL = Breed(
    "troll",
    "Troll",
    "troll",
    hp=16,
    defense=1,
    power=4,
    xp=100,
    description=(
        "Big, grey and patient. Its hide turns a poor blade aside; a good one gets through."
    ),
)

# -- deeper foes: one gear question each --------------------------------------------------------
#: Packs of 3-5: every blow they land is small, so defense (a shield) counts once per kobold.
KOBOLD = Breed(
    "kobold",
    "Kobold",
    "kobold",
    hp=5,
    defense=0,
    power=3,
    xp=15,
    pack=(3, 5),
    description=(
        "Small, loud and never alone. One is nothing; a pack finds the gaps in your armour one bite"
        " at a time."
    ),
)
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
    description=(
        "An orc who learned a few words of power. From across the room it fills your head with fog;"
        " a clear mind shrugs it off."
    ),
)
#: Hits hard: armour matters.
OGRE = Breed(
    "ogre",
    "Ogre",
    "ogre",
    hp=26,
    defense=1,
    power=13,
    xp=150,
    description=(
        "Slow, huge, and strong enough to fell a careless hero in two swings. Thick armour is the "
        "answer, or not being there."
    ),
)
#: High defense: the weapon matters. Stone wears no gear.
GOLEM = Breed(
    "golem",
    "Stone Golem",
    "golem",
    hp=22,
    defense=6,
    power=6,
    xp=170,
    wears_gear=False,
    description="Carved stone that walks. Light blows glance off it; only a heavy weapon bites.",
)
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
    description=(
        "Many heads and one hunger. Its wounds close while you watch, unless a blow cuts deep "
        "enough to stop them."
    ),
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
    description=(
        "The master of these halls, in plate he took from better men. Between blows he hurls "
        "burning oil; the dungeon is his while he stands."
    ),
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
    description=(
        "It keeps its distance and shoots. Close in, step out of its sight, or answer in kind."
    ),
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
    description=(
        "Eight legs and a bite full of venom that no armour stops: only a ward against poison does."
    ),
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
    description=(
        "A lizard of the warm deep rock. Its breath burns through any armour and never hurts "
        "itself; what resists fire takes half."
    ),
)
#: Bone: poison does nothing to it, so Venom is no answer; a heavy blow is.
SKELETON = Breed(
    "skeleton",
    "Skeleton",
    "skeleton",
    hp=24,
    defense=4,
    power=18,
    xp=130,
    resists=("poison",),
    description=(
        "Old bones held together by spite. Poison finds nothing to work on; it hits hard, so hit "
        "harder."
    ),
)
#: Dry linen and old flesh: fire does it double.
MUMMY = Breed(
    "mummy",
    "Mummy",
    "mummy",
    hp=40,
    defense=3,
    power=24,
    xp=180,
    wears_gear=False,
    fears=("fire",),
    description=(
        "Dry linen over dry flesh. It walks slowly, strikes heavily, and burns like tinder."
    ),
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
