"""Tests for the tile art: the build is reproducible, every tile exists and is sane."""

from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path

import pytest

from game.ui.art import build
from game.ui.art.catalog import all_tiles, manifest
from game.ui.art.palette import colour
from game.ui.art.png import encode_png
from game.ui.art.sprite import TILE_SIZE, compose

REPO = Path(__file__).resolve().parents[1]
COMMITTED = REPO / "assets" / "tiles"

REQUIRED = {
    "terrain": [*(f"floor_{i}" for i in range(4)), *(f"wall_{i}" for i in range(4)), "stairs_down"],
    "actor": ["player", "orc", "troll", "corpse"],
    "item": ["health_potion", "lightning_scroll", "confusion_scroll", "fireball_scroll"],
    "icon": [
        "icon_dagger",
        "icon_sword",
        "icon_leather_armor",
        "icon_chain_mail",
        "icon_shield",
        "icon_iron_helm",
    ],
    "worn": [
        "worn_dagger",
        "worn_sword",
        "worn_leather_armor",
        "worn_chain_mail",
        "worn_shield",
        "worn_iron_helm",
    ],
    "slot": ["slot_head", "slot_body", "slot_main_hand", "slot_off_hand"],
    "ui": ["reticle", "target_area", "frame", "ui_hp", "ui_power", "ui_defense", "ui_xp"]
    + ["ui_depth"],
}
ALL_REQUIRED = [(group, name) for group, names in REQUIRED.items() for name in names]
WORN = REQUIRED["worn"]

Pixel = tuple[int, int, int, int]


def decode(data: bytes) -> tuple[int, int, list[Pixel]]:
    """Independent minimal PNG decoder (8-bit RGBA, filter 0 only) for the tests."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height = 8, b"", 0, 0
    chunks = []
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        (crc,) = struct.unpack(">I", data[pos + 8 + length : pos + 12 + length])
        assert zlib.crc32(kind + body) == crc
        chunks.append(kind)
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, colour, interlace) == (8, 6, 0)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    assert chunks[0] == b"IHDR" and chunks[-1] == b"IEND"
    raw = zlib.decompress(idat)
    stride = width * 4 + 1
    assert len(raw) == stride * height
    pixels: list[Pixel] = []
    for y in range(height):
        row = raw[y * stride : (y + 1) * stride]
        assert row[0] == 0, "the writer only uses filter type 0"
        pixels += [tuple(row[1 + i : 5 + i]) for i in range(0, width * 4, 4)]  # type: ignore[misc]
    return width, height, pixels


def load(name: str) -> list[Pixel]:
    """Decode a committed tile PNG, checking it is 16x16."""
    width, height, pixels = decode((COMMITTED / f"{name}.png").read_bytes())
    assert (width, height) == (TILE_SIZE, TILE_SIZE)
    return pixels


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build every tile into a fresh temporary folder once for the module."""
    out = tmp_path_factory.mktemp("tiles")
    build.build(out)
    return out


def test_rebuild_reproduces_committed_files(rebuilt: Path) -> None:
    """A rebuild gives byte-identical PNGs and manifest, and no file more or less."""
    fresh = sorted(p.name for p in rebuilt.iterdir())
    committed = sorted(p.name for p in COMMITTED.iterdir())
    assert fresh == committed
    for name in fresh:
        assert (rebuilt / name).read_bytes() == (COMMITTED / name).read_bytes(), name


def test_manifest_shape() -> None:
    """The manifest has exactly the shape the renderer reads."""
    data = json.loads((COMMITTED / "manifest.json").read_text(encoding="utf-8"))
    assert data == manifest()
    assert list(data) == ["tile_size", "tiles", "frame_slice"]
    assert data["tile_size"] == 16
    assert isinstance(data["frame_slice"], int) and 0 < data["frame_slice"] < 8
    for name, entry in data["tiles"].items():
        assert entry == {"file": f"{name}.png", "group": entry["group"]}
        assert (COMMITTED / entry["file"]).is_file()


@pytest.mark.parametrize(("group", "name"), ALL_REQUIRED)
def test_required_tile_exists(group: str, name: str) -> None:
    """Every tile the game names is in the manifest, in its group, 16x16 RGBA."""
    tiles = json.loads((COMMITTED / "manifest.json").read_text(encoding="utf-8"))["tiles"]
    assert tiles[name]["group"] == group
    assert len(load(name)) == TILE_SIZE * TILE_SIZE


def test_no_unexpected_tiles() -> None:
    """The catalogue holds exactly the required tiles."""
    assert set(all_tiles()) == {name for _, name in ALL_REQUIRED}


@pytest.mark.parametrize("name", WORN)
def test_worn_layers_are_overlays(name: str) -> None:
    """Worn layers are non-empty and mostly transparent, so the body shows."""
    pixels = load(name)
    opaque = sum(1 for p in pixels if p[3] == 255)
    clear = sum(1 for p in pixels if p[3] == 0)
    assert opaque > 0, "empty overlay"
    assert clear > TILE_SIZE * TILE_SIZE // 2, "overlay hides most of the body"


def test_worn_layers_sit_on_the_body() -> None:
    """Worn layers are drawn where the body is, not off in empty space."""
    body = load("player")
    for name in WORN:
        pairs = list(zip(body, load(name), strict=True))
        off_body = [w for b, w in pairs if w[3] and not b[3]]
        on_body = [w for b, w in pairs if w[3] and b[3]]
        assert len(on_body) > len(off_body) / 2, f"{name} hardly touches the body"


def test_full_kit_keeps_the_face_visible() -> None:
    """Armour, helm, shield and sword together leave the eyes and face showing."""
    body = load("player")
    kit = ["worn_chain_mail", "worn_iron_helm", "worn_shield", "worn_sword"]
    dressed = compose([body, *(load(n) for n in kit)])
    eyes = [5 * TILE_SIZE + 6, 5 * TILE_SIZE + 9]
    for i in eyes:
        assert dressed[i] == body[i]
    face = [6 * TILE_SIZE + x for x in range(5, 11)]
    assert all(dressed[i] == body[i] for i in face)


def test_weapons_in_right_hand_shield_on_left_arm() -> None:
    """Weapons sit on the viewer's left (right hand), the shield on the viewer's right."""

    def mean_x(name: str) -> float:
        xs = [i % TILE_SIZE for i, p in enumerate(load(name)) if p[3]]
        return sum(xs) / len(xs)

    assert mean_x("worn_sword") < TILE_SIZE / 2 - 2
    assert mean_x("worn_dagger") < TILE_SIZE / 2 - 2
    assert mean_x("worn_shield") > TILE_SIZE / 2 + 2


def test_sword_is_longer_than_dagger() -> None:
    """The sword is clearly longer than the dagger, as icon and as worn layer."""

    def extent(name: str) -> int:
        ys = [i // TILE_SIZE for i, p in enumerate(load(name)) if p[3]]
        return max(ys) - min(ys)

    assert extent("icon_sword") > extent("icon_dagger") + 2
    assert extent("worn_sword") > extent("worn_dagger") + 4


def test_item_icons_differ() -> None:
    """No two item or icon tiles are identical."""
    names = REQUIRED["icon"] + REQUIRED["item"]
    seen: dict[tuple[Pixel, ...], str] = {}
    for name in names:
        key = tuple(load(name))
        assert key not in seen, f"{name} looks exactly like {seen.get(key)}"
        seen[key] = name


def test_target_area_is_translucent() -> None:
    """The fireball area is a translucent fill (alpha around 90)."""
    alphas = {p[3] for p in load("target_area")}
    assert alphas and all(60 <= a <= 120 for a in alphas)


def test_frame_centre_is_plain_fill() -> None:
    """Inside the 9-slice border the frame is one opaque panel colour."""
    pixels = load("frame")
    s = manifest()["frame_slice"]
    centre = {
        pixels[y * TILE_SIZE + x] for y in range(s, TILE_SIZE - s) for x in range(s, TILE_SIZE - s)
    }
    assert centre == {colour("panel_fill")}


def test_floor_is_darker_than_actors() -> None:
    """Floors are darker than walls, actors and items."""

    def luma(pixels: list[Pixel]) -> float:
        solid = [p for p in pixels if p[3]]
        return sum(0.3 * r + 0.59 * g + 0.11 * b for r, g, b, _ in solid) / len(solid)

    floor = max(luma(load(f"floor_{i}")) for i in range(4))
    wall = min(luma(load(f"wall_{i}")) for i in range(4))
    assert wall > floor + 15
    for name in ["player", "orc", "troll", "health_potion", "icon_sword"]:
        assert luma(load(name)) > floor + 20, name


def test_png_round_trip() -> None:
    """The writer's output decodes, with plain zlib, to the pixels that went in."""
    width, height = 5, 3
    pixels: list[Pixel] = [
        ((x * 53) % 256, (y * 97) % 256, (x * y * 31) % 256, (x + y * 40) % 256)
        for y in range(height)
        for x in range(width)
    ]
    data = encode_png(width, height, pixels)
    assert decode(data) == (width, height, pixels)
    assert encode_png(width, height, pixels) == data


def test_png_writer_rejects_wrong_size() -> None:
    """A pixel list of the wrong length is refused."""
    with pytest.raises(ValueError):
        encode_png(2, 2, [(0, 0, 0, 0)] * 3)


def test_tile_pixels_match_committed_png() -> None:
    """Each committed PNG holds exactly the pixels of its text grid."""
    for name, tile in all_tiles().items():
        assert load(name) == tile.pixels(), name


def test_floor_variants_share_one_base_tone() -> None:
    """All floor variants have the same dominant colour, so rooms do not look patchy."""
    dominant = set()
    for i in range(4):
        pixels = load(f"floor_{i}")
        dominant.add(max(set(pixels), key=pixels.count))
    assert len(dominant) == 1


def test_wall_variants_tile_seamlessly() -> None:
    """Every wall variant has its mortar on the same rows, so variants mix without seams."""
    mortar = colour("stone_0")
    for i in range(4):
        pixels = load(f"wall_{i}")
        rows = [pixels[y * TILE_SIZE : (y + 1) * TILE_SIZE] for y in range(TILE_SIZE)]
        courses = [y for y, row in enumerate(rows) if row.count(mortar) >= 12]
        assert courses == [3, 7, 11, 15], f"wall_{i}"
        assert all(rows[y][0] == rows[y][-1] == mortar for y in courses), f"wall_{i}"
