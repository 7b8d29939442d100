"""Colours and small drawing constants shared by every panel and screen."""

from __future__ import annotations

Color = tuple[int, int, int]

BACKGROUND: Color = (10, 9, 14)
PANEL: Color = (22, 21, 29)
PANEL_DARK: Color = (15, 14, 20)
SLOT_BOX: Color = (34, 32, 44)
ROW_WORN: Color = (58, 50, 30)
ROW_SELECTED: Color = (44, 52, 78)
TEXT: Color = (226, 220, 205)
TEXT_DIM: Color = (140, 134, 124)
TEXT_FAINT: Color = (92, 88, 84)
GOLD: Color = (240, 200, 110)
WORN_MARK: Color = (250, 208, 96)
BONUS: Color = (120, 220, 120)
MALUS: Color = (235, 110, 100)
TITLE: Color = (246, 214, 140)
#: A fight's verdict (``forecast.verdict``) as the tooltips, a monster's window and the HUD's
#: row of monsters in sight colour it.
VERDICT_COLORS: dict[str, Color] = {
    "harmless": TEXT_DIM,
    "fair": BONUS,
    "dangerous": (236, 190, 80),
    "deadly": MALUS,
}
#: A property's words (its glyph beside them): jade, the runes' colour.
PROPERTY: Color = (132, 214, 190)

HP_BAR: Color = (196, 48, 52)
HP_BAR_LOW: Color = (232, 92, 40)
HP_BAR_BACK: Color = (58, 20, 24)
XP_BAR: Color = (112, 92, 214)
XP_BAR_BACK: Color = (30, 26, 56)

#: Modal dimming: black at this alpha over the game.
SHADE_ALPHA = 150

#: Tiles in view are shaded by their light (the hero's and the torches', see
#: ``panels/light.py``), cut into these bands: each a multiplier of the tile's picture.
LIGHT_BANDS: tuple[float, ...] = (1.0, 0.91, 0.82, 0.74, 0.66, 0.58, 0.51, 0.44, 0.38)
#: Remembered (explored, not visible) terrain: the tile in grey, multiplied by REMEMBERED
#: then lifted by REMEMBERED_LIFT, so it reads as floor at a glance (about twice as bright
#: as the unknown BACKGROUND) yet dimmer and colder than any lit tile.
REMEMBERED: Color = (100, 100, 106)
REMEMBERED_LIFT: Color = (8, 8, 11)
#: An item seen and now out of sight: its sprite in grey, multiplied by this (brighter than
#: remembered terrain, so it still reads as a thing lying there).
REMEMBERED_SPRITE: Color = (150, 150, 162)

#: The log's lines by what they are about: the engine says the kind (``engine.log.Kind``, by its
#: value here, so the menu's first frame imports no engine), the UI the colour.
MESSAGE_COLORS: dict[str, Color] = {
    "info": (220, 220, 220),
    "player_attack": (224, 224, 224),
    "enemy_attack": (255, 170, 150),
    "player_die": (255, 60, 60),
    "enemy_die": (255, 150, 60),
    "impossible": (150, 150, 150),
    "heal": (110, 230, 110),
    "status": (120, 200, 255),
    "equip": (240, 210, 120),
    "pickup": (200, 200, 255),
    "descend": (170, 130, 255),
    "level": (255, 230, 80),
    "welcome": (120, 190, 255),
}
