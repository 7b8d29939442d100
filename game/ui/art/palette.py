"""The one shared palette: a character in a tile grid -> an RGBA colour.

Light comes from the top-left: the ``*_light`` tones go on top/left edges,
the ``*_dark`` tones on bottom/right edges. ``.`` is fully transparent.
"""

from __future__ import annotations

RGBA = tuple[int, int, int, int]

TRANSPARENT = "."


def _hex(code: str, alpha: int = 255) -> RGBA:
    """Turn ``"#rrggbb"`` into an RGBA tuple."""
    code = code.lstrip("#")
    return (int(code[0:2], 16), int(code[2:4], 16), int(code[4:6], 16), alpha)


# char: (name, colour)
NAMED: dict[str, tuple[str, RGBA]] = {
    TRANSPARENT: ("transparent", (0, 0, 0, 0)),
    # outline and the stone ramp (slightly cool, so the dungeon reads as one material)
    "0": ("outline", _hex("#14121a")),
    "1": ("stone_0", _hex("#1d1c24")),
    "2": ("stone_1", _hex("#28272f")),
    "3": ("stone_2", _hex("#32313b")),
    "4": ("stone_3", _hex("#45434f")),
    "5": ("stone_4", _hex("#5c5967")),
    "6": ("stone_5", _hex("#7a7684")),
    "7": ("steel", _hex("#a3a1ad")),
    "8": ("steel_light", _hex("#d3d1da")),
    "9": ("white", _hex("#f6f1e4")),
    # people
    "s": ("skin", _hex("#eab48a")),
    "S": ("skin_dark", _hex("#b57956")),
    "b": ("blue", _hex("#4f86c6")),
    "B": ("blue_dark", _hex("#2d4d85")),
    # leather and wood
    "y": ("leather_light", _hex("#c28b4f")),
    "l": ("leather", _hex("#8c5831")),
    "L": ("leather_dark", _hex("#563420")),
    # orc greens
    "g": ("green_light", _hex("#93c04c")),
    "G": ("green", _hex("#5d8b35")),
    "e": ("green_dark", _hex("#34552a")),
    # troll moss-greys
    "m": ("moss_light", _hex("#a0a88a")),
    "M": ("moss", _hex("#717b5f")),
    "n": ("moss_dark", _hex("#474f3d")),
    # ogre hide (a ruddy mauve, unlike any other creature's)
    "a": ("ogre_light", _hex("#d29a8a")),
    "A": ("ogre", _hex("#a0666a")),
    "d": ("ogre_dark", _hex("#633e4a")),
    # reds, fire, gold
    "r": ("red", _hex("#d8383a")),
    "R": ("red_dark", _hex("#8a1d2b")),
    "o": ("orange", _hex("#f2912e")),
    "O": ("yellow", _hex("#ffd84a")),
    # magic
    "v": ("purple", _hex("#a35ad8")),
    "V": ("purple_dark", _hex("#5e2e94")),
    # paper
    "w": ("parchment", _hex("#ecdeb0")),
    "W": ("parchment_dark", _hex("#b9a472")),
    # gems and metals of rings and amulets, the cursed mark
    "j": ("jade", _hex("#5cc79a")),
    "J": ("jade_dark", _hex("#2b7d62")),
    "c": ("cyan_light", _hex("#a8ecf2")),
    "C": ("cyan", _hex("#3b9ec4")),
    "p": ("pink", _hex("#f2a7c9")),
    "k": ("copper", _hex("#d0743e")),
    "K": ("copper_dark", _hex("#7f3d20")),
    "q": ("curse", _hex("#3a1440")),
    # issue 23: ice-steel, old blood, dirty linen
    "i": ("ice", _hex("#8cbfe0")),
    "h": ("blood_dark", _hex("#4e0f1f")),
    "u": ("linen_dark", _hex("#857552")),
    # issue 24, the Caves: packed earth, rough brown rock (moss is the troll's moss and greens)
    "D": ("cave_shadow", _hex("#1a1510")),
    "E": ("earth", _hex("#2e251b")),
    "Q": ("earth_light", _hex("#41352a")),
    "T": ("rock_dark", _hex("#4b3d2e")),
    "U": ("rock", _hex("#6a543d")),
    "Y": ("rock_light", _hex("#8f7455")),
    "H": ("moss_deep", _hex("#2a3a22")),
    # issue 24, the Crypt: dressed stone with a cold blue-violet cast, grave dust
    "P": ("crypt_shadow", _hex("#15121f")),
    "X": ("crypt_floor", _hex("#231f3a")),
    "Z": ("crypt_stone_0", _hex("#332d4e")),
    "N": ("crypt_stone_1", _hex("#403a56")),
    "I": ("crypt_stone_2", _hex("#574f74")),
    "z": ("crypt_stone_3", _hex("#776e9a")),
    "t": ("crypt_stone_4", _hex("#9d95c2")),
    ":": ("grave_dust", _hex("#5e5854")),
    # issue 24: water, a floor's shadow, the glow of a flame
    ",": ("water_abyss", _hex("#0d1a33")),
    "~": ("water_deep", _hex("#173463")),
    "=": ("shallows", _hex("#3d7cc0", 140)),
    "+": ("shallows_light", _hex("#8fcff2", 200)),
    "_": ("shadow", _hex("#000000", 90)),
    # user interface
    "f": ("panel_fill", _hex("#181a26")),
    "F": ("panel_steel", _hex("#3d4459")),
    "x": ("area", _hex("#ff7a14", 90)),
}

PALETTE: dict[str, RGBA] = {char: rgba for char, (_name, rgba) in NAMED.items()}


def colour(name: str) -> RGBA:
    """Look a palette colour up by its name (e.g. ``"panel_fill"``)."""
    for char_name, rgba in NAMED.values():
        if char_name == name:
            return rgba
    raise KeyError(name)
