"""Contact sheet of the gear art, to check it by eye:
``python -m game.ui.art.sheet [--out docs/art/gear_sheet.png] [--scale 4]``.

Rows, top to bottom (see docs/art/README.md): the new item icons and scrolls; rings
and amulets; badges over icons and the ten empty slots; the 16-px map sprite wearing
each gear layer, then full kits; the paper doll bare and with each layer alone;
the doll in full kits. Built from the grids directly (no pygame), like build.py.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.ui.art import wear
from game.ui.art.build import REPO_ROOT
from game.ui.art.catalog import all_tiles
from game.ui.art.palette import RGBA
from game.ui.art.png import write_png
from game.ui.art.sprite import Pixels, compose, scale

DEFAULT_OUT = REPO_ROOT / "docs" / "art" / "gear_sheet.png"
BACKGROUND: RGBA = (24, 26, 38, 255)  # the panel fill, as the doll and icons are seen
GAP = 3
ROW_LENGTH = 17

NEW_ICONS = [
    "short_sword", "mace", "greataxe", "scale_mail", "plate_armor", "cloak",
    "leather_gloves", "leather_boots", "leather_cap", "great_helm",
]
NEW_SCROLLS = ["enchant_scroll", "identify_scroll", "remove_curse_scroll"]
FULL_KITS = [
    ["cloak", "leather_boots", "chain_mail", "leather_gloves", "iron_helm", "sword", "shield"],
    ["cloak", "leather_boots", "plate_armor", "leather_gloves", "great_helm", "greataxe"],
    ["leather_boots", "scale_mail", "leather_cap", "mace", "shield"],
    ["cloak", "leather_armor", "leather_gloves", "short_sword"],
]


@dataclass(frozen=True)
class Picture:
    """A picture for the sheet: size and row-major pixels."""

    width: int
    height: int
    pixels: Pixels


def _tile_pixels(*names: str) -> Picture:
    """The named tiles drawn over each other (all of one size)."""
    tiles = all_tiles()
    first = tiles[names[0]]
    return Picture(first.width, first.height, compose([tiles[n].pixels() for n in names]))


def _map_sprite(kinds: Sequence[str]) -> Picture:
    names = [wear.map_layer(k) if k != wear.MAP_BODY else k for k in _ordered(kinds, wear.MAP_BODY)]
    return _tile_pixels(*names)


def _doll(kinds: Sequence[str]) -> Picture:
    body = [wear.DOLL_SHADOW, wear.DOLL_BODY]
    names = [n if n in body else wear.doll_layer(n) for n in _ordered(kinds, *body)]
    return _tile_pixels(*names)


def _ordered(kinds: Sequence[str], *base: str) -> list[str]:
    """Kinds and the base layers back to front in ``wear.LAYER_ORDER``."""
    layer_of = {**wear.KIND_LAYER}
    if len(base) == 2:
        layer_of[base[0]], layer_of[base[1]] = "shadow", "body"
    else:
        layer_of[base[0]] = "body"
    items = [*base, *kinds]
    return sorted(items, key=lambda k: wear.LAYER_ORDER.index(layer_of[k]))


def rows() -> list[list[Picture]]:
    """The sheet's rows of pictures."""
    icons = [_tile_pixels(wear.icon_name(k)) for k in NEW_ICONS]
    icons += [_tile_pixels(k) for k in NEW_SCROLLS]
    jewels = [_tile_pixels(wear.ring_icon(a)) for a in wear.RING_APPEARANCES]
    jewels += [_tile_pixels(wear.amulet_icon(a)) for a in wear.AMULET_APPEARANCES]
    badges = [
        _tile_pixels("icon_sword", wear.UNKNOWN_BADGE),
        _tile_pixels("icon_chain_mail", wear.CURSED_BADGE),
        _tile_pixels("icon_ring_jade", wear.UNKNOWN_BADGE),
        _tile_pixels("icon_greataxe", wear.CURSED_BADGE),
        *(_tile_pixels(f"slot_{slot}") for slot in wear.SLOTS),
    ]
    shown = list(wear.WEARABLE_KINDS)
    sprites = [_map_sprite([])] + [_map_sprite([k]) for k in shown]
    kits = [_map_sprite(kit) for kit in FULL_KITS]
    dolls = [_doll([])] + [_doll([k]) for k in shown]
    doll_kits = [_doll(kit) for kit in FULL_KITS]
    return [icons, jewels, badges, *_wrap(sprites), kits, *_wrap(dolls, 9), doll_kits]


def _wrap(pictures: list[Picture], length: int = ROW_LENGTH) -> list[list[Picture]]:
    return [pictures[i : i + length] for i in range(0, len(pictures), length)]


def render(factor: int) -> Picture:
    """The whole sheet, every art pixel ``factor`` x ``factor``."""
    layout = rows()
    width = GAP + max(sum(p.width * factor + GAP for p in row) for row in layout)
    height = GAP + sum(max(p.height for p in row) * factor + GAP for row in layout)
    sheet = [BACKGROUND] * (width * height)
    top = GAP
    for row in layout:
        left = GAP
        for picture in row:
            backdrop = [BACKGROUND] * (picture.width * picture.height)
            big = scale(compose([backdrop, picture.pixels]), picture.width, factor)
            wide = picture.width * factor
            for y in range(picture.height * factor):
                start = (top + y) * width + left
                sheet[start : start + wide] = big[y * wide : (y + 1) * wide]
            left += wide + GAP
        top += max(p.height for p in row) * factor + GAP
    return Picture(width, height, sheet)


def main(argv: Sequence[str] | None = None) -> int:
    """Write the sheet at ``--scale`` (default 4) and at 1x beside it (``*_1x.png``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the sheet's path")
    parser.add_argument("--scale", type=int, default=4, help="art pixel size in the sheet")
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    small = args.out.with_name(args.out.stem + "_1x.png")
    for factor, path in ((args.scale, args.out), (1, small)):
        picture = render(factor)
        write_png(path, picture.width, picture.height, picture.pixels)
        print(f"wrote {path} ({picture.width}x{picture.height})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
