"""Contact sheet of the gear art, to check it by eye:
``python -m game.ui.art.sheet [--out docs/art/gear_sheet.png] [--scale 4]``.

Rows, top to bottom (see docs/art/README.md): the new item icons and scrolls; rings
and amulets; badges over icons and the ten empty slots; issue 23's icons (new kinds,
artefacts, thrown weapons); its marks (the rune badge, HUD conditions, flight sprites,
property glyphs); its monsters, bare and in gear, and the conditions drawn over creatures;
the 16-px map sprite wearing each gear layer, then full kits; the paper doll bare and with
each layer alone; the doll in full kits. Built from the grids directly (no pygame), like
build.py.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.ui.art import wear
from game.ui.art.build import REPO_ROOT
from game.ui.art.catalog import all_tiles
from game.ui.art.palette import RGBA, colour
from game.ui.art.png import write_png
from game.ui.art.sprite import Pixels, compose, scale

DEFAULT_OUT = REPO_ROOT / "docs" / "art" / "gear_sheet.png"
BACKGROUND: RGBA = (24, 26, 38, 255)  # the panel fill, as the doll and icons are seen
GAP = 3
ROW_LENGTH = 17

NEW_ICONS = [
    "short_sword",
    "mace",
    "greataxe",
    "scale_mail",
    "plate_armor",
    "cloak",
    "leather_gloves",
    "leather_boots",
    "leather_cap",
    "great_helm",
]
NEW_SCROLLS = ["enchant_scroll", "identify_scroll", "remove_curse_scroll"]
FULL_KITS = [
    ["cloak", "leather_boots", "chain_mail", "leather_gloves", "iron_helm", "sword", "shield"],
    ["cloak", "leather_boots", "plate_armor", "leather_gloves", "great_helm", "greataxe"],
    ["leather_boots", "scale_mail", "leather_cap", "mace", "shield"],
    ["cloak", "leather_armor", "leather_gloves", "short_sword"],
    # issue 23
    ["fur_cloak", "iron_boots", "plate_armor", "gauntlets", "warlords_crown", "winters_edge"],
    [
        "shadowweave",
        "wanderers_boots",
        "leather_armor",
        "leather_gloves",
        "leather_cap",
        "bloodthirst",
        "ashen_aegis",
    ],
    ["cloak", "iron_boots", "scale_mail", "gauntlets", "great_helm", "mace", "tower_shield"],
    ["leather_boots", "chain_mail", "iron_helm", "short_sword", "buckler"],
]
#: Issue 23, "Gear with a soul".
SOUL_ICONS = [
    "fur_cloak",
    "gauntlets",
    "iron_boots",
    "buckler",
    "tower_shield",
    "bloodthirst",
    "winters_edge",
    "ashen_aegis",
    "shadowweave",
    "warlords_crown",
    "wanderers_boots",
    "dart",
    "javelin",
]
SOUL_MARKS = [
    ("icon_gauntlets", "badge_runed"),
    ("icon_bloodthirst", "badge_runed", "badge_unknown"),
    ("icon_tower_shield", "badge_runed", "badge_unknown", "badge_cursed"),
    ("ui_poison",),
    ("ui_frozen",),
    ("ui_confused",),
    ("ui_guard",),
    ("fx_dart",),
    ("fx_javelin",),
    ("fx_arrow",),
    *(
        (f"prop_{name}",)
        for name in (
            "flame",
            "venom",
            "draining",
            "frost",
            "fire_resistance",
            "poison_resistance",
            "thorns",
            "stealth",
            "warding",
        )
    ),
]
SOUL_BREEDS = ["goblin_archer", "giant_spider", "salamander", "skeleton", "mummy"]
SOUL_ARMED = [
    ("goblin_archer", ["leather_cap", "leather_armor", "leather_boots"]),
    ("goblin_archer", ["iron_helm", "chain_mail"]),
    ("skeleton", ["iron_helm", "chain_mail", "sword", "shield"]),
    ("skeleton", ["shadowweave", "warlords_crown", "winters_edge", "iron_boots"]),
    ("orc", ["fur_cloak", "gauntlets", "bloodthirst", "tower_shield"]),
]
CONDITIONS = ["fx_confused", "fx_poisoned", "fx_frozen", "fx_asleep"]


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


def _monster(body: str, kinds: Sequence[str]) -> Picture:
    """A monster's map sprite in gear: each layer its body shows, shifted by the body's offset,
    fists repainted in its skin (what ``Tileset.monster`` does with pygame)."""
    tiles = all_tiles()
    shows = wear.BODY_LAYERS.get(body, {})
    skin = {colour(old): colour(new) for old, new in wear.BODY_SKIN.get(body, {}).items()}
    layers = []
    for name in _ordered(kinds, body):
        if name == body:
            layers.append(tiles[body].pixels())
            continue
        offset = shows.get(wear.KIND_LAYER[name])
        if offset is None:
            continue
        pixels = [skin.get(p, p) for p in tiles[wear.map_layer(name)].pixels()]
        layers.append(_shifted(pixels, *offset))
    return Picture(16, 16, compose(layers))


def _shifted(pixels: Pixels, dx: int, dy: int) -> Pixels:
    """A 16x16 layer moved by (dx, dy); what leaves the tile is dropped."""
    out: Pixels = [(0, 0, 0, 0)] * 256
    for i, p in enumerate(pixels):
        x, y = i % 16 + dx, i // 16 + dy
        if p[3] and 0 <= x < 16 and 0 <= y < 16:
            out[y * 16 + x] = p
    return out


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
    soul_icons = [_tile_pixels(wear.icon_name(k)) for k in SOUL_ICONS]
    soul_marks = [_tile_pixels(*names) for names in SOUL_MARKS]
    foes = [_tile_pixels(b) for b in SOUL_BREEDS]
    foes += [_monster(body, kit) for body, kit in SOUL_ARMED]
    foes += [_tile_pixels("player", mark) for mark in CONDITIONS]
    foes += [
        _tile_pixels(body, mark)
        for body, mark in (
            ("orc", "fx_poisoned"),
            ("skeleton", "fx_frozen"),
            ("mummy", "fx_asleep"),
        )
    ]
    shown = list(wear.WEARABLE_KINDS)
    sprites = [_map_sprite([])] + [_map_sprite([k]) for k in shown]
    kits = [_map_sprite(kit) for kit in FULL_KITS]
    dolls = [_doll([])] + [_doll([k]) for k in shown]
    doll_kits = [_doll(kit) for kit in FULL_KITS]
    return [
        icons,
        jewels,
        badges,
        soul_icons,
        soul_marks,
        *_wrap(foes),
        *_wrap(sprites),
        kits,
        *_wrap(dolls, 9),
        *_wrap(doll_kits, 9),
    ]


def _wrap(pictures: list[Picture], length: int = ROW_LENGTH) -> list[list[Picture]]:
    return [pictures[i : i + length] for i in range(0, len(pictures), length)]


def render(
    factor: int, layout: list[list[Picture]] | None = None, background: RGBA = BACKGROUND
) -> Picture:
    """The whole sheet (``layout``, by default this sheet's ``rows()``), every art pixel
    ``factor`` x ``factor``, on ``background``."""
    layout = rows() if layout is None else layout
    width = GAP + max(sum(p.width * factor + GAP for p in row) for row in layout)
    height = GAP + sum(max(p.height for p in row) * factor + GAP for row in layout)
    sheet = [background] * (width * height)
    top = GAP
    for row in layout:
        left = GAP
        for picture in row:
            backdrop = [background] * (picture.width * picture.height)
            big = scale(compose([backdrop, picture.pixels]), picture.width, factor)
            wide = picture.width * factor
            for y in range(picture.height * factor):
                start = (top + y) * width + left
                sheet[start : start + wide] = big[y * wide : (y + 1) * wide]
            left += wide + GAP
        top += max(p.height for p in row) * factor + GAP
    return Picture(width, height, sheet)


def write_sheets(
    draw: Callable[[int], Picture],
    default_out: Path,
    about: str | None,
    argv: Sequence[str] | None = None,
) -> int:
    """A sheet script's command line: write ``draw``'s sheet at ``--scale`` (default 4) and
    at 1x beside it (``*_1x.png``)."""
    parser = argparse.ArgumentParser(description=about.splitlines()[0] if about else None)
    parser.add_argument("--out", type=Path, default=default_out, help="the sheet's path")
    parser.add_argument("--scale", type=int, default=4, help="art pixel size in the sheet")
    args = parser.parse_args(argv)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    small = args.out.with_name(args.out.stem + "_1x.png")
    for factor, path in ((args.scale, args.out), (1, small)):
        picture = draw(factor)
        write_png(path, picture.width, picture.height, picture.pixels)
        print(f"wrote {path} ({picture.width}x{picture.height})")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Write the gear sheet at ``--scale`` (default 4) and at 1x beside it."""
    return write_sheets(render, DEFAULT_OUT, __doc__, argv)


if __name__ == "__main__":
    raise SystemExit(main())
