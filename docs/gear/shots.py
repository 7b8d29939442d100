"""Render the gear screenshots of issue 10 into docs/gear/ (or another folder):

    python docs/gear/shots.py [--size 1280x720] [--out docs/gear]

Each shot sets its state up through the engine's own commands (``state.act``) in a lit room,
then draws the real game screen on SDL's dummy driver and saves it:

- ``doll_ten_slots``: all ten slots filled (a cursed -2 Mace in the main hand, bound);
- ``two_hander``: a Greataxe greys the off-hand box, one ring worn, cursed gloves known;
- ``unknown_ring``: the pointer over an unknown ring in the pack, its tooltip;
- ``read_identify``: the "Read on..." list of a Scroll of Identify (only what it fits).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pygame  # noqa: E402

from game.content import create_item  # noqa: E402
from game.ui.app import App  # noqa: E402
from tests.scenario import scenario  # noqa: E402

ROOM = """
    ##############
    #............#
    #...@........#
    #............#
    #............#
    #.........>..#
    ##############
"""

#: (kind, enchantment, cursed, ring slot) put on one after the other.
FULL_KIT = [
    ("great_helm", 1, False, None),
    ("amulet_of_vitality", 0, False, None),
    ("chain_mail", 2, False, None),
    ("cloak", 0, False, None),
    ("leather_gloves", 0, False, None),
    ("mace", -2, True, None),
    ("shield", 1, False, None),
    ("ring_of_protection", 1, False, "left_ring"),
    ("ring_of_strength", 0, False, "right_ring"),
    ("leather_boots", 0, False, None),
]
TWO_HANDED_KIT = [
    ("plate_armor", 0, False, None),
    ("greataxe", 1, False, None),
    ("leather_gloves", -1, True, None),
    ("ring_of_regeneration", 0, False, None),
    ("leather_cap", 0, False, None),
]


def dressed(kit, seed: int = 3):
    """A lit room with the hero wearing ``kit``, every piece put on through ``state.act``."""
    state = scenario(ROOM, seed=seed)
    for kind, enchantment, cursed, slot in kit:
        item = state.player.inventory.add(create_item(kind, enchantment=enchantment, cursed=cursed))
        if not state.act("equip", item=item, slot=slot):
            raise SystemExit(f"could not put on {kind}: {state.messages[-1].text}")
    return state


def carry(state, kind: str, **params):
    return state.player.inventory.add(create_item(kind, **params))


def shoot(size, state, path: Path, setup=None) -> None:
    app = App(size, resizable=False)
    app.play.start(state)
    app.frame()
    if setup is not None:
        setup(app)
    app.draw()
    pygame.image.save(app.surface, str(path))
    pygame.quit()
    print(path)


def hover_row(app, item) -> None:
    """Put the pointer over ``item``'s inventory row (a real MOUSEMOTION), so its tooltip shows."""
    row = next(r for r in app.game.inventory.drawn_rows if r.item is item)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=row.rect.center, rel=(1, 1), buttons=(0, 0, 0))
    )
    app.frame()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    out = Path(args.out)
    tag = f"{size[0]}x{size[1]}"

    full = dressed(FULL_KIT)
    carry(full, "identify_scroll")
    shoot(size, full, out / f"doll_ten_slots_{tag}.png")

    big = dressed(TWO_HANDED_KIT)
    big.player.inventory.add(create_item("shield"))
    shoot(size, big, out / f"two_hander_{tag}.png")

    ring_state = dressed(TWO_HANDED_KIT[:2])
    ring = carry(ring_state, "ring_of_strength", enchantment=2)
    carry(ring_state, "sword", enchantment=1)
    shoot(size, ring_state, out / f"unknown_ring_{tag}.png", lambda app: hover_row(app, ring))

    read_state = dressed(FULL_KIT[:4])
    carry(read_state, "sword", enchantment=1)
    carry(read_state, "ring_of_regeneration")
    carry(read_state, "health_potion")
    scroll = carry(read_state, "identify_scroll")
    shoot(size, read_state, out / f"read_identify_{tag}.png", lambda app: app.play.use_item(scroll))


if __name__ == "__main__":
    main()
