"""Tests for the tile art: the build is reproducible, every tile exists and is sane."""

from __future__ import annotations

import json
import struct
import zlib
from pathlib import Path

import pytest

from game.ui.art import build, catalog, sheet, terrain_sheet, wear
from game.ui.art.catalog import all_tiles, manifest
from game.ui.art.doll import DOLL_HEIGHT, DOLL_WIDTH
from game.ui.art.palette import colour
from game.ui.art.png import encode_png
from game.ui.art.sprite import TILE_SIZE, Tile, compose, place

REPO = Path(__file__).resolve().parents[1]
COMMITTED = REPO / "assets" / "tiles"

# The item list of issue 10 (SPEC "Gear, second edition"), written out here so that the
# art tables cannot quietly drop a piece: every wearable kind, old and new.
WEAPONS = ["dagger", "sword", "short_sword", "mace", "greataxe"]
BODY_ARMOUR = ["leather_armor", "chain_mail", "scale_mail", "plate_armor"]
HELMS = ["iron_helm", "leather_cap", "great_helm"]
#: Issue 23 ("Gear with a soul"): five new kinds and six artefacts, each worn where its slot is.
NEW_KINDS = ["fur_cloak", "gauntlets", "iron_boots", "buckler", "tower_shield"]
ARTEFACTS = ["bloodthirst", "winters_edge", "ashen_aegis", "shadowweave", "warlords_crown"]
ARTEFACTS += ["wanderers_boots"]
WEAPONS += ["bloodthirst", "winters_edge"]
TWO_HANDED = ["greataxe", "winters_edge"]
OFF_HANDS = ["shield", "buckler", "tower_shield", "ashen_aegis"]
CLOAKS = ["cloak", "fur_cloak", "shadowweave"]
WEARABLE = [*WEAPONS, *BODY_ARMOUR, "cloak", "leather_gloves", "leather_boots", *HELMS, "shield"]
WEARABLE += [k for k in [*NEW_KINDS, *ARTEFACTS] if k not in WEARABLE]
RINGS = ["jade", "ruby", "sapphire", "topaz", "opal", "iron", "silver", "gold"]
AMULETS = ["bone", "amber", "crystal", "copper"]
SCROLLS = ["lightning_scroll", "confusion_scroll", "fireball_scroll", "enchant_scroll"]
SCROLLS += ["identify_scroll", "remove_curse_scroll"]
SLOTS = ["head", "neck", "body", "cloak", "hands", "main_hand", "off_hand", "left_ring"]
SLOTS += ["right_ring", "feet"]
DCSS_ORDER = ("shadow", "cloak", "body", "boots", "legs", "body_armour", "gloves", "hair", "helm")
DCSS_ORDER += ("main_hand", "off_hand")

#: The map tiles of issue 11's breeds (names fixed in notes/DUNGEON.md) and issue 23's.
BREEDS = ["kobold", "shaman", "ogre", "golem", "hydra", "warlord"]
BREEDS += ["goblin_archer", "giant_spider", "salamander", "skeleton", "mummy"]
#: Issue 23's thrown weapons (pack icons and flight sprites), conditions and properties.
THROWN = ["dart", "javelin"]
#: Flight sprites: the thrown weapons, and the arrows a Goblin Archer shoots.
FLIGHTS = [*THROWN, "arrow"]
CONDITIONS = ["fx_confused", "fx_poisoned", "fx_frozen", "fx_asleep"]
PROPERTIES = ["flame", "venom", "draining", "frost", "fire_resistance", "poison_resistance"]
PROPERTIES += ["thorns", "stealth", "warding"]

#: Issue 24 ("A world worth exploring"): three regions, each its own stone, four variants of
#: each of its floor, wall top and wall face; terrain for every region; the four traps.
REGIONS = ["halls", "caves", "crypt"]
WALL_KINDS = ["wall_top", "wall_face"]
REGION_TILES = [
    f"{region}_{kind}_{i}"
    for region in REGIONS
    for kind in ["floor", *WALL_KINDS]
    for i in range(4)
]
#: A region's own look of a shared terrain (``R_name``, the Halls use the plain name).
REGION_LOOKS = [
    f"{region}_{name}"
    for region in REGIONS[1:]
    for name in ["stairs_down", "torch", "pillar", "rubble_0", "rubble_1"]
]
FEATURES = ["door_closed", "door_open", "vault_door", "pillar", "torch"]
FEATURES += [
    f"{name}_{i}"
    for name in ["deep_water", "shallow_water", "tall_grass", "trampled_grass", "rubble"]
    for i in range(2)
]
TRAPS = ["trap_fire", "trap_poison_dart", "trap_teleport", "trap_alarm"]

REQUIRED = {
    "terrain": [
        *(f"floor_{i}" for i in range(4)),
        *(f"wall_{i}" for i in range(4)),
        "stairs_down",
        *REGION_TILES,
        *REGION_LOOKS,
        *FEATURES,
        *TRAPS,
    ],
    "actor": ["player", "orc", "troll", "corpse", *BREEDS],
    "item": ["health_potion", *SCROLLS],
    "icon": [
        *(f"icon_{kind}" for kind in WEARABLE),
        *(f"icon_ring_{look}" for look in RINGS),
        *(f"icon_amulet_{look}" for look in AMULETS),
        *(f"icon_{kind}" for kind in THROWN),
    ],
    "worn": [f"worn_{kind}" for kind in WEARABLE],
    "slot": [f"slot_{slot}" for slot in SLOTS],
    "badge": ["badge_unknown", "badge_cursed", "badge_runed"],
    "ui": ["reticle", "target_area", "frame", "ui_hp", "ui_power", "ui_defense", "ui_xp"]
    + ["ui_depth", "ui_poison", "ui_frozen", "ui_confused", "ui_guard", *CONDITIONS]
    + [f"fx_{kind}" for kind in FLIGHTS]
    + [f"prop_{name}" for name in PROPERTIES],
}
ALL_REQUIRED = [(group, name) for group, names in REQUIRED.items() for name in names]
WORN = REQUIRED["worn"]
#: Map layers drawn behind the body (DCSS: the cloak hangs at the back).
BEHIND = [f"worn_{kind}" for kind in CLOAKS]
DOLL = ["doll_shadow", "doll_body", *(f"doll_{kind}" for kind in WEARABLE)]

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


def load_doll(name: str) -> list[Pixel]:
    """Decode a committed doll layer PNG, checking it has the doll's size."""
    width, height, pixels = decode((COMMITTED / f"{name}.png").read_bytes())
    assert (width, height) == (DOLL_WIDTH, DOLL_HEIGHT)
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
    assert list(data) == ["tile_size", "tiles", "frame_slice", "wear", "doll"]
    assert data["tile_size"] == 16
    assert isinstance(data["frame_slice"], int) and 0 < data["frame_slice"] < 8
    for name, entry in data["tiles"].items():
        assert entry == {"file": f"{name}.png", "group": entry["group"]}
        assert (COMMITTED / entry["file"]).is_file()
    assert data["wear"] == {
        "order": list(DCSS_ORDER),
        "kinds": wear.KIND_LAYER,
        "bodies": catalog.bodies(),
    }
    doll = data["doll"]
    assert doll["size"] == [DOLL_WIDTH, DOLL_HEIGHT]
    assert DOLL_WIDTH >= 32 and DOLL_HEIGHT >= 48
    assert (doll["shadow"], doll["body"]) == ("doll_shadow", "doll_body")
    assert sorted(doll["layers"]) == sorted(DOLL)
    for name, entry in doll["layers"].items():
        assert entry == {"file": f"{name}.png"}
        assert len(load_doll(name)) == DOLL_WIDTH * DOLL_HEIGHT


@pytest.mark.parametrize(("group", "name"), ALL_REQUIRED)
def test_required_tile_exists(group: str, name: str) -> None:
    """Every tile the game names is in the manifest, in its group, 16x16 RGBA."""
    tiles = json.loads((COMMITTED / "manifest.json").read_text(encoding="utf-8"))["tiles"]
    assert tiles[name]["group"] == group
    assert len(load(name)) == TILE_SIZE * TILE_SIZE


def test_no_unexpected_tiles() -> None:
    """The catalogue holds exactly the required tiles and doll layers."""
    assert set(all_tiles()) == {name for _, name in ALL_REQUIRED} | set(DOLL)


@pytest.mark.parametrize("name", [n for n in WORN if n not in BEHIND])
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

    for weapon in WEAPONS:
        assert mean_x(f"worn_{weapon}") < TILE_SIZE / 2 - 2, weapon
    for shield in OFF_HANDS:
        assert mean_x(f"worn_{shield}") > TILE_SIZE / 2 + 2, shield


def test_sword_is_longer_than_dagger() -> None:
    """The sword is clearly longer than the dagger, as icon and as worn layer."""

    def extent(name: str) -> int:
        ys = [i // TILE_SIZE for i, p in enumerate(load(name)) if p[3]]
        return max(ys) - min(ys)

    assert extent("icon_sword") > extent("icon_dagger") + 2
    assert extent("worn_sword") > extent("worn_dagger") + 4


def test_item_icons_differ() -> None:
    """No two item or icon tiles are identical."""
    names = REQUIRED["icon"] + REQUIRED["item"] + REQUIRED["worn"] + REQUIRED["badge"]
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
    for name in ["player", "orc", "troll", *BREEDS, "health_potion", "icon_sword"]:
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
        committed = load_doll(name) if tile.group == "doll" else load(name)
        assert committed == tile.pixels(), name


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


# --- gear, second edition -------------------------------------------------------------

DOLL_SIZE = DOLL_WIDTH * DOLL_HEIGHT
#: Where the doll's fists are (art pixels): viewer's left = the right hand.
RIGHT_FIST = {(x, y) for x in range(9, 14) for y in range(32, 37)}
LEFT_FIST = {(x, y) for x in range(34, 39) for y in range(32, 37)}
DOLL_EYES = [(21, 11), (26, 11)]


def visible(pixels: list[Pixel]) -> set[int]:
    return {i for i, p in enumerate(pixels) if p[3]}


def doll(*kinds: str) -> list[Pixel]:
    """The doll wearing ``kinds``, composed back to front in the DCSS order."""
    layers = sorted(kinds, key=lambda k: DCSS_ORDER.index(wear.KIND_LAYER[k]))
    back = [load_doll(f"doll_{k}") for k in layers if wear.KIND_LAYER[k] == "cloak"]
    front = [load_doll(f"doll_{k}") for k in layers if wear.KIND_LAYER[k] != "cloak"]
    return compose([load_doll("doll_shadow"), *back, load_doll("doll_body"), *front])


def test_layer_order_is_the_dcss_order() -> None:
    """The gear tables stack layers in the DCSS order and know every wearable kind."""
    assert wear.LAYER_ORDER == DCSS_ORDER
    assert sorted(wear.KIND_LAYER) == sorted(WEARABLE)
    assert set(wear.KIND_LAYER.values()) <= set(DCSS_ORDER) - {"shadow", "body"}
    assert tuple(RINGS) == wear.RING_APPEARANCES
    assert tuple(AMULETS) == wear.AMULET_APPEARANCES
    assert tuple(SLOTS) == wear.SLOTS


@pytest.mark.parametrize("kind", WEARABLE)
def test_every_wearable_kind_has_icon_map_layer_and_doll_layer(kind: str) -> None:
    """Each wearable kind has an icon, a map layer that changes the sprite and a doll
    layer that changes the figure, under the documented names."""
    tiles = all_tiles()
    for name in (wear.icon_name(kind), wear.map_layer(kind), wear.doll_layer(kind)):
        assert name in tiles, name
    body = load("player")
    if wear.KIND_LAYER[kind] == "cloak":
        dressed = compose([load(wear.map_layer(kind)), body])
    else:
        dressed = compose([body, load(wear.map_layer(kind))])
    assert sum(a != b for a, b in zip(body, dressed, strict=True)) >= 4, kind
    bare = doll()
    assert sum(a != b for a, b in zip(bare, doll(kind), strict=True)) >= 20, kind


def test_every_ring_and_amulet_appearance_has_its_own_icon() -> None:
    """One icon per appearance, none alike (the kind behind it stays hidden)."""
    names = [wear.ring_icon(a) for a in RINGS] + [wear.amulet_icon(a) for a in AMULETS]
    pictures = {tuple(load(name)) for name in names}
    assert len(pictures) == len(names)


def test_badges_sit_in_their_corners_and_leave_the_icon_showing() -> None:
    """ "?" is top right, the curse mark bottom right, the rune top left; none covers a third
    of the icon and no two overlap, so all three can sit on one icon and the item still reads."""
    unknown, cursed = visible(load("badge_unknown")), visible(load("badge_cursed"))
    runed = visible(load("badge_runed"))
    assert unknown and cursed and runed
    assert all(i % TILE_SIZE >= 8 and i // TILE_SIZE < 8 for i in unknown)
    assert all(i % TILE_SIZE >= 8 and i // TILE_SIZE >= 8 for i in cursed)
    assert all(i % TILE_SIZE < 8 and i // TILE_SIZE < 8 for i in runed)
    for badge in (unknown, cursed, runed):
        assert len(badge) < TILE_SIZE * TILE_SIZE / 3
    assert not unknown & cursed and not runed & (unknown | cursed)
    everything = compose(
        [load("icon_sword"), *(load(f"badge_{b}") for b in ("unknown", "cursed", "runed"))]
    )
    sword = visible(load("icon_sword"))
    shown = {i for i in sword if everything[i] == load("icon_sword")[i]}
    assert len(shown) > len(sword) / 2, "three badges hide the sword"


def test_cursed_mark_is_dark_purple_and_red() -> None:
    """The curse mark is drawn in the curse colours, not in an item's own."""
    colours = {p for p in load("badge_cursed") if p[3]}
    assert colour("purple") in colours and colour("red") in colours


@pytest.mark.parametrize("kind", CLOAKS)
def test_cloak_hangs_behind_the_body_on_the_map(kind: str) -> None:
    """Drawn first, a cloak leaves every pixel of the body as it was and shows around it."""
    body = load("player")
    dressed = compose([load(f"worn_{kind}"), body])
    assert all(d == b for d, b in zip(dressed, body, strict=True) if b[3])
    assert len(visible(dressed) - visible(body)) >= 20


def test_doll_layers_line_up_with_the_body() -> None:
    """Every doll layer except the weapons and the shield mostly lies on the body or right
    against it: a layer drawn at the wrong place would float off the figure."""
    near = visible(load_doll("doll_body"))
    for _ in range(2):  # a helm or boot may stand two pixels proud of the body
        near |= {i + d for i in near for d in (-1, 1, -DOLL_WIDTH, DOLL_WIDTH)}
    held = {"main_hand", "off_hand", "cloak"}
    for kind in WEARABLE:
        if wear.KIND_LAYER[kind] in held:
            continue
        layer = visible(load_doll(f"doll_{kind}"))
        assert len(layer & near) >= 0.9 * len(layer), kind


def test_doll_weapons_are_held_in_the_right_fist_which_stays_visible() -> None:
    """Weapons pass through the right fist (viewer's left) without covering it."""
    body = load_doll("doll_body")
    skin = {colour("skin"), colour("skin_dark")}
    fist = {y * DOLL_WIDTH + x for x, y in RIGHT_FIST if body[y * DOLL_WIDTH + x] in skin}
    assert len(fist) >= 12
    for kind in WEAPONS:
        layer = visible(load_doll(f"doll_{kind}"))
        assert not layer & fist, f"{kind} covers the fist"
        rows_above = {i for i in layer if i // DOLL_WIDTH < 32 and 8 <= i % DOLL_WIDTH <= 14}
        assert rows_above, f"{kind} is not in the right hand"


@pytest.mark.parametrize("kind", TWO_HANDED)
def test_greataxe_is_held_in_both_hands(kind: str) -> None:
    """A two-handed axe's haft runs through both fists: pixels of it on each side of each."""
    axe = load_doll(f"doll_{kind}")
    for fist in (RIGHT_FIST, LEFT_FIST):
        xs = [x for x, _ in fist]
        row = 33
        left = min(xs) - 1
        right = max(xs) + 1
        assert axe[row * DOLL_WIDTH + left][3] and axe[row * DOLL_WIDTH + right][3]


@pytest.mark.parametrize("kind", OFF_HANDS)
def test_shield_is_on_the_left_arm(kind: str) -> None:
    """Every shield sits on the viewer's right, over the left fist."""
    shield = visible(load_doll(f"doll_{kind}"))
    xs = [i % DOLL_WIDTH for i in shield]
    assert sum(xs) / len(xs) > DOLL_WIDTH / 2 + 8
    assert {y * DOLL_WIDTH + x for x, y in LEFT_FIST} & shield


def test_doll_face_shows_under_open_helms() -> None:
    """Iron helm and leather cap leave the eyes showing; the great helm closes the face."""
    bare = doll()
    eyes = [y * DOLL_WIDTH + x for x, y in DOLL_EYES]
    for helm in ("iron_helm", "leather_cap"):
        dressed = doll("chain_mail", helm, "sword", "shield")
        assert all(dressed[i] == bare[i] for i in eyes), helm
    closed = doll("great_helm")
    assert any(closed[i] != bare[i] for i in eyes)


def test_cloak_armour_and_gloves_each_show_in_a_full_kit() -> None:
    """Worn together, cloak, body armour, gloves, boots and helm each keep a good part of
    themselves in view, and cloak, armour and gloves differ in colour."""
    for armour in BODY_ARMOUR:
        kit = ["cloak", armour, "leather_gloves", "leather_boots", "iron_helm", "sword"]
        full = doll(*kit)
        colours = {}
        for kind in kit:
            without = doll(*(k for k in kit if k != kind))
            changed = [i for i in range(DOLL_SIZE) if full[i] != without[i]]
            assert len(changed) >= 25, f"{kind} hardly shows over {armour}"
            colours[kind] = max({full[i] for i in changed}, key=[full[i] for i in changed].count)
        assert len({colours["cloak"], colours[armour], colours["leather_gloves"]}) == 3, armour


def test_place_puts_a_part_on_the_canvas_and_refuses_to_spill() -> None:
    """``place`` pads a part to the canvas; a part leaving the canvas is refused."""
    rows = place(("0s",), 1, 2, 4, 3)
    assert rows == ("....", "....", ".0s.")
    with pytest.raises(ValueError):
        place(("000",), 2, 0, 4, 3)
    with pytest.raises(ValueError):
        place(("0",), 0, 3, 4, 3)


def test_sized_tile_checks_its_size() -> None:
    """A doll-sized tile with a row of the wrong width is refused."""
    with pytest.raises(ValueError):
        Tile(
            "bad",
            "doll",
            ("." * DOLL_WIDTH,) * (DOLL_HEIGHT - 1) + ("." * 3,),
            DOLL_WIDTH,
            DOLL_HEIGHT,
        )


def test_contact_sheet_is_current() -> None:
    """docs/art/gear_sheet_1x.png is what the sheet script draws from today's grids."""
    picture = sheet.render(1)
    committed = (REPO / "docs" / "art" / "gear_sheet_1x.png").read_bytes()
    assert encode_png(picture.width, picture.height, picture.pixels) == committed


# --- issue 11: the deeper foes and monsters that wear gear ------------------------------

#: Every creature on the map; each must read as its own black shape.
CREATURES = ["player", "orc", "troll", *BREEDS]
#: Layers a body can show (the base figure and its shadow are not worn).
WORN_LAYERS = set(DCSS_ORDER) - {"shadow", "body"}


def silhouette(name: str) -> list[bool]:
    return [p[3] > 0 for p in load(name)]


def shifted(pixels: list[Pixel], dx: int, dy: int) -> tuple[list[Pixel], int]:
    """``pixels`` moved by (dx, dy) on the 16x16 tile, and how many visible ones fell off it."""
    out: list[Pixel] = [(0, 0, 0, 0)] * (TILE_SIZE * TILE_SIZE)
    lost = 0
    for i, p in enumerate(pixels):
        if not p[3]:
            continue
        x, y = i % TILE_SIZE + dx, i // TILE_SIZE + dy
        if 0 <= x < TILE_SIZE and 0 <= y < TILE_SIZE:
            out[y * TILE_SIZE + x] = p
        else:
            lost += 1
    return out, lost


def test_creature_silhouettes_differ_pairwise() -> None:
    """As black shapes, any two creatures differ in at least 24 pixels (a tenth of the tile)."""
    shapes = {name: silhouette(name) for name in CREATURES}
    for i, a in enumerate(CREATURES):
        for b in CREATURES[i + 1 :]:
            differ = sum(p != q for p, q in zip(shapes[a], shapes[b], strict=True))
            assert differ >= 24, f"{a} and {b} share their shape ({differ} pixels differ)"


def test_the_warlord_looks_like_the_boss() -> None:
    """The boss fills the whole tile, is the biggest shape of all, and wears gold and red
    (a crown, a belt, a cape) far more than a plain orc."""
    shape = silhouette("warlord")
    cells = [i for i, on in enumerate(shape) if on]
    assert {i % TILE_SIZE for i in cells} == set(range(TILE_SIZE))
    assert {i // TILE_SIZE for i in cells} == set(range(TILE_SIZE))
    others = [sum(silhouette(name)) for name in CREATURES if name != "warlord"]
    assert sum(shape) > max(others)
    boss, orc = load("warlord"), load("orc")
    for name in ("yellow", "red"):
        assert boss.count(colour(name)) >= 6, name
        assert boss.count(colour(name)) > 2 * orc.count(colour(name)), name


def test_bodies_show_only_real_layers_of_real_creatures() -> None:
    """The body table names creature tiles and worn layers, and repaints only fist colours
    into palette colours, for bodies it knows."""
    tiles = all_tiles()
    assert set(wear.BODY_SKIN) <= set(wear.BODY_LAYERS)
    for body, layers in wear.BODY_LAYERS.items():
        assert tiles[body].group == "actor", body
        assert set(layers) <= WORN_LAYERS, body
        for dx, dy in layers.values():
            assert abs(dx) <= 3 and abs(dy) <= 3, body
    for body, skin in wear.BODY_SKIN.items():
        assert set(skin) <= {"skin", "skin_dark"}, body
        for name in skin.values():
            colour(name)  # raises KeyError for a colour not in the palette
    assert "hydra" not in wear.BODY_LAYERS  # no hands, no head for a helm: it shows no gear


@pytest.mark.parametrize("body", sorted(wear.BODY_LAYERS))
def test_worn_layers_sit_on_each_monster_body(body: str) -> None:
    """Shifted by the body's offset, every layer it shows lies on that body as much as on
    the player's (the player's rule above), and the tile's edge trims at most a few pixels
    of it (an outline row, the edge of an axe blade)."""
    shape = silhouette(body)
    for kind, layer in wear.KIND_LAYER.items():
        offset = wear.BODY_LAYERS[body].get(layer)
        if offset is None:
            continue
        moved, lost = shifted(load(wear.map_layer(kind)), *offset)
        on_body = sum(1 for i, p in enumerate(moved) if p[3] and shape[i])
        off_body = sum(1 for i, p in enumerate(moved) if p[3] and not shape[i])
        assert on_body > off_body / 2, f"{kind} floats off the {body}"
        assert lost <= 6, f"the tile's edge cuts {lost} pixels of {kind} on the {body}"


# --- issue 23: gear with a soul ---------------------------------------------------------

#: Colours of metal: the heads of thrown weapons.
METAL = {colour(name) for name in ("stone_4", "stone_5", "steel", "steel_light", "white")}


def opaque(pixels: list[Pixel]) -> int:
    return sum(1 for p in pixels if p[3])


def test_humanoid_breeds_wear_gear_and_beasts_do_not() -> None:
    """The goblin archer and the skeleton have bodies that gear layers sit on (the skeleton
    holds weapon and shield like the player; the archer's hands are on its bow); the spider,
    the salamander and the mummy show none."""
    assert {"helm", "body_armour"} <= set(wear.BODY_LAYERS["goblin_archer"])
    assert not {"main_hand", "off_hand"} & set(wear.BODY_LAYERS["goblin_archer"])
    assert {"main_hand", "off_hand", "helm", "body_armour"} <= set(wear.BODY_LAYERS["skeleton"])
    for beast in ("giant_spider", "salamander", "mummy"):
        assert beast not in wear.BODY_LAYERS, beast


@pytest.mark.parametrize("picture", ["icon", "worn", "doll"])
def test_buckler_is_smaller_than_the_shield_smaller_than_the_tower_shield(picture: str) -> None:
    """By opaque pixels, in the pack, on the map and on the doll."""
    get = load_doll if picture == "doll" else load
    sizes = [opaque(get(f"{picture}_{kind}")) for kind in ("buckler", "shield", "tower_shield")]
    assert sizes[0] < sizes[1] < sizes[2], sizes


@pytest.mark.parametrize("picture", ["icon", "worn", "doll"])
def test_the_fur_cloak_is_heavier_than_the_cloak(picture: str) -> None:
    get = load_doll if picture == "doll" else load
    assert opaque(get(f"{picture}_fur_cloak")) > opaque(get(f"{picture}_cloak"))


@pytest.mark.parametrize("kind", ARTEFACTS)
def test_artefacts_glint_in_a_richer_palette(kind: str) -> None:
    """Every artefact's icon and doll layer carries a white glint, and its icon is drawn in
    at least six colours besides the outline."""
    white = colour("white")
    icon = load(f"icon_{kind}")
    assert white in icon, f"icon_{kind} has no glint"
    assert white in load_doll(f"doll_{kind}"), f"doll_{kind} has no glint"
    assert len({p for p in icon if p[3]} - {colour("outline")}) >= 6, kind


def test_thrown_icons_javelin_is_longer_than_dart() -> None:
    def length(name: str) -> int:
        cells = [i for i, p in enumerate(load(name)) if p[3]]
        return max(i % TILE_SIZE for i in cells) - min(i % TILE_SIZE for i in cells)

    assert length("icon_javelin") > length("icon_dart") + 2


@pytest.mark.parametrize("kind", FLIGHTS)
def test_flight_sprites_point_east_and_turn_in_place(kind: str) -> None:
    """``fx_<kind>`` lies along the x axis (its x-extent longer than its y-extent), its metal
    head east of its tail; it is symmetric about the tile's middle line and lies within 8
    pixels of the centre, so turning it about the centre in 45-degree steps keeps it whole."""
    pixels = load(f"fx_{kind}")
    cells = [(i % TILE_SIZE, i // TILE_SIZE) for i, p in enumerate(pixels) if p[3]]
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    assert max(xs) - min(xs) > max(ys) - min(ys)
    metal = [x for (x, _), p in zip(cells, (p for p in pixels if p[3]), strict=True) if p in METAL]
    rest = [
        x
        for (x, _), p in zip(cells, (p for p in pixels if p[3]), strict=True)
        if p not in METAL and p != colour("outline")
    ]
    assert metal and rest
    assert sum(metal) / len(metal) > TILE_SIZE / 2 > sum(rest) / len(rest)
    shape = {(x, y) for x, y in cells}
    assert shape == {(x, TILE_SIZE - 1 - y) for x, y in shape}
    centre = TILE_SIZE / 2
    assert all((x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 <= 8**2 for x, y in cells)


def test_property_glyphs_are_readable_and_differ_pairwise() -> None:
    """Each property glyph fills a good part of its tile, and any two differ in at least 32
    pixels (an eighth of the tile), so they read apart at 16 px; the HUD's condition icons
    differ from them too. The two resistances share their shield: what it guards differs."""
    names = [f"prop_{name}" for name in PROPERTIES] + [
        "ui_poison",
        "ui_frozen",
        "ui_hp",
        "ui_confused",
        "ui_guard",
    ]
    pictures = {name: load(name) for name in names}
    for name in names:
        assert opaque(pictures[name]) >= 40, name
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            differ = sum(p != q for p, q in zip(pictures[a], pictures[b], strict=True))
            assert differ >= 32, f"{a} and {b} look alike ({differ} pixels differ)"


@pytest.mark.parametrize("mark", CONDITIONS)
def test_condition_overlays_leave_the_face_showing(mark: str) -> None:
    """Drawn over the hero, a condition mark leaves the face (eyes and cheeks) as it was."""
    body = load("player")
    dressed = compose([body, load(mark)])
    face = [y * TILE_SIZE + x for y in range(4, 7) for x in range(5, 11)]
    assert all(dressed[i] == body[i] for i in face), mark
    assert sum(a != b for a, b in zip(body, dressed, strict=True)) >= 8, mark


def test_sleep_rises_at_the_upper_right() -> None:
    """The "z z" of sleep stays in the tile's upper right, beside the head."""
    cells = visible(load("fx_asleep"))
    assert cells and all(i % TILE_SIZE >= 8 and i // TILE_SIZE <= 8 for i in cells)


# --- issue 24: a world worth exploring --------------------------------------------------


def luma(pixels: list[Pixel]) -> float:
    """Mean brightness of the opaque pixels."""
    solid = [p for p in pixels if p[3]]
    return sum(0.3 * r + 0.59 * g + 0.11 * b for r, g, b, _ in solid) / len(solid)


def mean_colour(names: list[str]) -> tuple[float, float, float]:
    pixels = [p for name in names for p in load(name) if p[3]]
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))  # type: ignore[return-value]


def region_family(region: str, kind: str) -> list[str]:
    return [f"{region}_{kind}_{i}" for i in range(4)]


def rows_of(pixels: list[Pixel]) -> list[list[Pixel]]:
    return [pixels[y * TILE_SIZE : (y + 1) * TILE_SIZE] for y in range(TILE_SIZE)]


def columns_of(pixels: list[Pixel]) -> list[list[Pixel]]:
    return [pixels[x::TILE_SIZE] for x in range(TILE_SIZE)]


def jump(a: list[Pixel], b: list[Pixel]) -> float:
    """How much two neighbouring lines of pixels differ: the mean brightness step."""

    def one(p: Pixel) -> float:
        return 0.3 * p[0] + 0.59 * p[1] + 0.11 * p[2]

    return sum(abs(one(p) - one(q)) for p, q in zip(a, b, strict=True)) / len(a)


def test_the_halls_keep_todays_floor() -> None:
    """The Halls' floors are today's floors, so floors 1-4 look as they always did."""
    for i in range(4):
        assert load(f"halls_floor_{i}") == load(f"floor_{i}")


def test_region_palettes_differ() -> None:
    """Each region's floors, and its walls, are a clearly different colour from every other
    region's (the mean colours lie apart), so the player sees at once where he is."""
    for kinds in (["floor"], WALL_KINDS):
        means = {r: mean_colour([n for k in kinds for n in region_family(r, k)]) for r in REGIONS}
        for i, a in enumerate(REGIONS):
            for b in REGIONS[i + 1 :]:
                distance = sum((p - q) ** 2 for p, q in zip(means[a], means[b], strict=True))
                assert distance**0.5 > 12, f"{a} and {b} {kinds} look alike"


@pytest.mark.parametrize("region", REGIONS)
def test_region_floors_are_darker_than_actors_and_walls(region: str) -> None:
    """Like today's floor: a region's floors are dark, actors and items pop on them, and the
    walls (faces most, tops too) stand out from them."""
    floor = max(luma(load(n)) for n in region_family(region, "floor"))
    face = min(luma(load(n)) for n in region_family(region, "wall_face"))
    top = min(luma(load(n)) for n in region_family(region, "wall_top"))
    assert face > floor + 25, region
    assert top > floor + 15, region
    for name in ["player", "orc", "troll", *BREEDS, "health_potion", "icon_sword"]:
        assert luma(load(name)) > floor + 20, (region, name)


FAMILIES = [region_family(r, k) for r in REGIONS for k in ["floor", *WALL_KINDS]]
FAMILIES += [
    [f"{name}_{i}" for i in range(2)]
    for name in ["deep_water", "shallow_water", "tall_grass", "trampled_grass"]
]


@pytest.mark.parametrize("names", FAMILIES, ids=lambda names: names[0][:-2])
def test_variants_differ_but_share_one_base_tone(names: list[str]) -> None:
    """The variants of one tile are all different pictures with the same dominant colour,
    so a room mixes them without looking patchy or repeating."""
    pictures = [load(n) for n in names]
    assert len({tuple(p) for p in pictures}) == len(names)
    dominant = set()
    for pixels in pictures:
        solid = [p for p in pixels if p[3]]
        dominant.add(max(set(solid), key=solid.count))
    assert len(dominant) == 1, names


def test_region_walls_are_opaque_and_their_variants_share_their_edges() -> None:
    """Wall tops and faces fill the tile, and all four variants of one have the same border
    pixels (first and last row and column): any mix of them joins exactly as one variant
    joins itself, which the next test checks."""
    for region in REGIONS:
        for kind in WALL_KINDS:
            first = load(f"{region}_{kind}_0")
            for name in region_family(region, kind):
                pixels = load(name)
                assert all(p[3] == 255 for p in pixels), name
                for lines in (rows_of, columns_of):
                    assert lines(pixels)[0] == lines(first)[0], name
                    assert lines(pixels)[-1] == lines(first)[-1], name


@pytest.mark.parametrize("region", REGIONS)
def test_region_walls_tile_seamlessly(region: str) -> None:
    """Side by side (faces with faces, tops with tops), a top above a top and a top above a
    face: the step in brightness across the join is no bigger than the biggest step between
    two neighbouring lines inside the tile (a mortar line, a crevice), so no seam shows."""
    top, face = load(f"{region}_wall_top_0"), load(f"{region}_wall_face_0")

    def inner(pixels: list[Pixel], lines) -> float:  # type: ignore[no-untyped-def]
        cut = lines(pixels)
        return max(jump(cut[i], cut[i + 1]) for i in range(TILE_SIZE - 1))

    for pixels in (top, face):
        assert jump(columns_of(pixels)[-1], columns_of(pixels)[0]) <= inner(pixels, columns_of)
    assert jump(rows_of(top)[-1], rows_of(top)[0]) <= inner(top, rows_of)
    # A face begins with the top's first rows, so a top joins a face as it joins a top.
    assert rows_of(face)[:2] == rows_of(top)[:2]


def test_deep_water_frames_join_without_seams() -> None:
    """Deep water's two pictures (frames, or variants by position) join each other in any
    mix, side by side and stacked, with no step bigger than one inside the tile."""
    names = ["deep_water_0", "deep_water_1"]
    for a in names:
        for b in names:
            left, right = load(a), load(b)
            for lines in (columns_of, rows_of):
                cut = lines(left)
                inside = max(jump(cut[i], cut[i + 1]) for i in range(TILE_SIZE - 1))
                assert jump(cut[-1], lines(right)[0]) <= inside, (a, b)


@pytest.mark.parametrize("region", REGIONS)
def test_a_face_reads_as_a_wall_rising_from_the_floor(region: str) -> None:
    """Under the strip of wall top it begins with, a face's bright lip catches the light:
    its brightest row lies in its top quarter, well above the top's brightness."""
    top, face = rows_of(load(f"{region}_wall_top_0")), rows_of(load(f"{region}_wall_face_0"))
    brightest = max(range(TILE_SIZE), key=lambda y: luma(face[y]))
    assert brightest < TILE_SIZE // 4, brightest
    assert luma(face[brightest]) > luma([p for row in top for p in row]) + 30


@pytest.mark.parametrize("region", REGIONS)
def test_region_torch_sits_on_its_face(region: str) -> None:
    """The torch is the region's wall face with a bright flame on it: same border, so it
    joins the faces beside it; yellow and white fire above the sconce (in rows 0-9)."""
    name = "torch" if region == "halls" else f"{region}_torch"
    torch, face = load(name), load(f"{region}_wall_face_0")
    for lines in (rows_of, columns_of):
        assert lines(torch)[0] == lines(face)[0] and lines(torch)[-1] == lines(face)[-1]
    fire = {colour("yellow"), colour("white"), colour("orange")}
    flame = [i for i, p in enumerate(torch) if p in fire and p != face[i]]
    assert len(flame) >= 12 and all(i // TILE_SIZE < 10 for i in flame)


def test_closed_door_and_tall_grass_hide_what_is_beyond() -> None:
    """The closed door fills its tile; tall grass is all but solid blades (its tips may let
    a little floor through)."""
    for name in ["door_closed", "vault_door"]:
        assert opaque(load(name)) == TILE_SIZE * TILE_SIZE, name
    for i in range(2):
        assert opaque(load(f"tall_grass_{i}")) >= 0.9 * TILE_SIZE * TILE_SIZE
        assert opaque(load(f"trampled_grass_{i}")) <= 0.85 * TILE_SIZE * TILE_SIZE


def test_open_door_shows_the_dark_doorway() -> None:
    """The open door keeps the closed door's stone frame, and where the closed door shows
    its wood the open one shows a dark doorway."""
    shut, open_ = load("door_closed"), load("door_open")
    frame = [
        y * TILE_SIZE + x
        for y in range(TILE_SIZE)
        for x in range(TILE_SIZE)
        if y < 3 or x < 3 or x > 12
    ]
    assert all(shut[i] == open_[i] for i in frame)
    doorway = [y * TILE_SIZE + x for y in range(4, 14) for x in range(5, 12)]
    assert luma([open_[i] for i in doorway]) < 25
    assert luma([shut[i] for i in doorway]) > luma([open_[i] for i in doorway]) + 40


def test_vault_door_is_iron_with_a_lock() -> None:
    """The vault's door is the same frame with an iron leaf and a gold lock plate."""
    vault, shut = load("vault_door"), load("door_closed")
    assert vault[: 3 * TILE_SIZE] == shut[: 3 * TILE_SIZE]
    assert colour("yellow") in vault and colour("leather") not in vault


@pytest.mark.parametrize(
    "name", ["deep_water_0", "deep_water_1", "shallow_water_0", "shallow_water_1"]
)
def test_water_is_blue(name: str) -> None:
    """Water is blue-dominant, over every region's floor; deep water is opaque and darker
    than shallow water, which lets the floor show through."""
    for region in REGIONS:
        over = compose([load(f"{region}_floor_0"), load(name)])
        r, g, b = (sum(p[i] for p in over) / len(over) for i in range(3))
        assert b > r + 25 and b > g + 10, (name, region)
    if name.startswith("deep"):
        assert opaque(load(name)) == TILE_SIZE * TILE_SIZE
        assert luma(load(name)) < min(
            luma(compose([load(f"{region}_floor_0"), load(s)]))
            for region in REGIONS
            for s in ("shallow_water_0",)
        )
    else:
        floors = [compose([load(f"{region}_floor_0"), load(name)]) for region in REGIONS]
        assert floors[0] != floors[1] != floors[2]
        assert sum(1 for p in load(name) if 0 < p[3] < 255) > TILE_SIZE * TILE_SIZE // 2


OVERLAYS = TRAPS + ["pillar", "rubble_0", "rubble_1", "shallow_water_0", "tall_grass_0"]
OVERLAYS += ["trampled_grass_0"] + [n for n in REGION_LOOKS if "rubble" in n or "pillar" in n]


@pytest.mark.parametrize("name", OVERLAYS)
def test_overlays_leave_the_floor_showing(name: str) -> None:
    """Traps, pillars, rubble, grass and shallow water are drawn over the region's floor:
    each lets it show somewhere (a transparent or translucent pixel)."""
    assert any(p[3] < 255 for p in load(name)), name


def test_traps_are_plates_on_the_floor_and_differ_pairwise() -> None:
    """Each trap is a sizeable picture with the floor showing round it (transparent corners,
    at least a fifth of the tile clear), and any two differ in at least 48 pixels and in
    their main colour, so they read apart at 16 px."""
    pictures = {name: load(name) for name in TRAPS}
    for name, pixels in pictures.items():
        assert 60 <= opaque(pixels) <= 0.8 * TILE_SIZE * TILE_SIZE, name
        for corner in (0, TILE_SIZE - 1, TILE_SIZE * (TILE_SIZE - 1), TILE_SIZE**2 - 1):
            assert pixels[corner][3] == 0, name
    for i, a in enumerate(TRAPS):
        for b in TRAPS[i + 1 :]:
            differ = sum(p != q for p, q in zip(pictures[a], pictures[b], strict=True))
            assert differ >= 48, f"{a} and {b} look alike ({differ} pixels differ)"
    accents = {
        "trap_fire": "red",
        "trap_poison_dart": "jade",
        "trap_teleport": "purple",
        "trap_alarm": "yellow",
    }
    for name, accent in accents.items():
        others = [n for n in TRAPS if n != name]
        assert pictures[name].count(colour(accent)) >= 4, name
        assert all(
            pictures[o].count(colour(accent)) < pictures[name].count(colour(accent)) for o in others
        ), name


def test_terrain_sheet_is_current() -> None:
    """docs/art/terrain_sheet_1x.png is what the terrain sheet draws from today's grids."""
    picture = terrain_sheet.render(1)
    committed = (REPO / "docs" / "art" / "terrain_sheet_1x.png").read_bytes()
    assert encode_png(picture.width, picture.height, picture.pixels) == committed
