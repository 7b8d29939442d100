"""Build a floor and its actors from an ASCII picture: the way tests (and benchmarks) set scenes.

    #########
    #@..o...#
    #...T.>.#
    #########

``#`` wall, ``.`` floor, ``>`` stairs down, ``@`` the player, ``o`` orc, ``T`` troll,
``k`` kobold, ``s`` orc shaman, ``O`` ogre, ``G`` stone golem, ``H`` hydra, ``W`` the Orc
Warlord (in its gear), ``!`` health potion; ``legend`` maps more characters to item kinds or
breeds.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.content import CONTENT
from game.engine.actor import Actor
from game.engine.game import GameState
from game.engine.stage import Stage
from game.engine.tiles import FLOOR, STAIRS_DOWN, WALL

if TYPE_CHECKING:
    from game.engine.content import Content

DEFAULT_LEGEND = {
    "o": "orc",
    "T": "troll",
    "k": "kobold",
    "s": "shaman",
    "O": "ogre",
    "G": "golem",
    "H": "hydra",
    "W": "warlord",
    "!": "health_potion",
}


def scenario(
    picture: str,
    seed: int = 0,
    legend: dict[str, str] | None = None,
    gear: bool = True,
    content: Content | None = None,
) -> GameState:
    """A game on one floor drawn as ``picture``; ``gear`` gives the starting Dagger and Leather.

    ``content`` defaults to the game's own (``game.content.CONTENT``).
    """
    content = CONTENT if content is None else content
    create_item, create_actor = content.create_item, content.create_actor

    rows = [row for row in picture.strip("\n").splitlines()]
    rows = _dedent(rows)
    height, width = len(rows), max(len(row) for row in rows)
    keys = {**DEFAULT_LEGEND, **(legend or {})}
    state = GameState(seed, create_actor("player"), content)
    if gear:
        for kind_id in content.starting_gear:
            item = create_item(kind_id)
            item.identified = True  # starting gear is known
            state.player.inventory.add(item)
            state.player.equipment.equip(item)
    state.depth = 1
    state.stage = stage = Stage(width, height)
    player_at: tuple[int, int] | None = None
    for y, row in enumerate(rows):
        for x, char in enumerate(row.ljust(width, "#")):
            stage.tiles[y, x] = {"#": WALL, ">": STAIRS_DOWN}.get(char, FLOOR)
            if char == "@":
                player_at = (x, y)
            elif char in keys:
                kind = keys[char]
                thing = create_item(kind) if _is_item_kind(content, kind) else create_actor(kind)
                thing.x, thing.y = x, y
                stage.entities.append(thing)
            elif char not in "#.> ":
                raise ValueError(f"unknown map character {char!r}")
    if player_at is None:
        raise ValueError("the picture needs an @")
    state.place(state.player, *player_at)
    return state


def _is_item_kind(content: Content, kind_id: str) -> bool:
    try:
        content.item_type(kind_id)
    except KeyError:
        return False
    return True


def _dedent(rows: list[str]) -> list[str]:
    indent = min(len(r) - len(r.lstrip()) for r in rows if r.strip())
    return [r[indent:].rstrip() for r in rows]


def monsters(state: GameState) -> list[Actor]:
    """Living monsters in placement order."""
    return [a for a in state.stage.actors if a is not state.player]


#: What a mid-game hero wears (one item for each slot).
MID_GAME_GEAR: tuple[str, ...] = ("iron_helm", "chain_mail", "sword", "shield")
_FILLERS: tuple[str, ...] = (
    "health_potion",
    "lightning_scroll",
    "confusion_scroll",
    "fireball_scroll",
)
_FILLER_STACK = 3
_SPARE_GEAR: tuple[str, ...] = (
    "sword",
    "shield",
    "iron_helm",
    "chain_mail",
    "dagger",
    "leather_armor",
)


#: mid_game tries this many seeds (``seed``, ``seed + SEED_STRIDE``...) for a bot that lives.
MID_GAME_TRIES = 20
SEED_STRIDE = 1000


def mid_game(seed: int = 1, depth: int = 4, max_turns: int = 20_000) -> GameState:
    """A bot game played down to ``depth``, then outfitted: Iron Helm, Chain Mail, Sword and
    Shield worn, and every row of the pack filled: consumable stacks, then spare gear (tests
    and benchmarks). The game of the first of ``seed``, ``seed + SEED_STRIDE``... whose bot
    reaches ``depth`` alive (the dungeon can kill a bot): the same state for the same
    arguments."""
    import game
    from game.agents.autoplay import play

    for attempt in range(MID_GAME_TRIES):
        state = game.new_game(seed + attempt * SEED_STRIDE)
        while state.depth < depth and state.player.is_alive and state.turn < max_turns:
            play(state, 50)
        if state.depth >= depth and state.player.is_alive:
            outfit(state)
            return state
    raise ValueError(f"no bot from seed {seed} on reaches floor {depth} alive")


def outfit(state: GameState) -> None:
    """Wear MID_GAME_GEAR (silently, like starting gear) and fill every row of the pack: a
    stack of each consumable, then spare gear (gear never stacks)."""
    create_item = (state.content or CONTENT).create_item
    player = state.player
    inventory, equipment = player.inventory, player.equipment
    for kind_id in MID_GAME_GEAR:
        item = create_item(kind_id)
        item.identified = True  # worn, so known
        inventory.add(item)  # a bot's pack of stacks is far from 26 rows
        equipment.equip(item)
    for kind_id in _FILLERS:
        for _ in range(_FILLER_STACK):
            item = create_item(kind_id)
            if inventory.can_take(item):
                inventory.add(item)
    spare = 0
    while not inventory.is_full:
        inventory.add(create_item(_SPARE_GEAR[spare % len(_SPARE_GEAR)]))
        spare += 1
