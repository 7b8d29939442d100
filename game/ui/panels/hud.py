"""The HUD: HP and XP bars with numbers, the floor, power / defense with their bonus part, the
hero's conditions (poisoned, frozen, confused, a worn guard: an icon each, with words where
they fit), and what lies on the player's tile ("Here: Sword ?")."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, cast

import pygame

from game.agents.journey import names_underfoot
from game.engine.describe import CONFUSED, FROZEN, POISONED, WORN_GUARD, conditions
from game.engine.tiles import STAIRS_DOWN, TILE_LABELS
from game.ui import glyphs, text, theme
from game.ui.panels.base import CachedPanel
from game.ui.panels.widgets import bar, framed, icon_text

if TYPE_CHECKING:
    from game.engine.actor import Actor, Fighter
    from game.engine.entity import Entity, Item
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.panels.stage_view import Sightings
    from game.ui.tileset import Tileset


#: The HUD's rows: level, conditions and floor, HP, XP, power and defense, what is here.
HUD_ROWS = 5


class Chip(NamedTuple):
    """One condition on the HUD: its icon, its words ("Poisoned (5)"), the number alone for a
    narrow HUD ("5"), and the sentence its tooltip says."""

    icon: str
    words: str
    short: str
    tip: str


def _turns(n: int) -> str:
    return f"{n} more turn{'s' if n != 1 else ''}"


def hud_conditions(actor: Actor) -> list[Chip]:
    """The hero's conditions as the HUD shows them, from the state (``conditions``)."""
    chips = []
    for name, n in conditions(actor):
        if name == POISONED:
            chips.append(
                Chip(
                    "ui_poison",
                    f"Poisoned ({n})",
                    str(n),
                    f"Poisoned: you lose 1 HP a turn for {_turns(n)}.",
                )
            )
        elif name == FROZEN:
            chips.append(
                Chip(
                    "ui_frozen",
                    "Frozen",
                    "",
                    f"Frozen: you lose your next {'turn' if n == 1 else f'{n} turns'}.",
                )
            )
        elif name == CONFUSED:
            chips.append(
                Chip(
                    "ui_confused",
                    f"Confused ({n})",
                    str(n),
                    f"Confused: your steps go astray for {_turns(n)}.",
                )
            )
        elif name == WORN_GUARD:
            chips.append(
                Chip(
                    "ui_guard",
                    f"Guard -{n}",
                    f"-{n}",
                    f"Guard worn: -{n} defense until no foe is next to you.",
                )
            )
    return chips


def chip_width(chips: list[Chip], form: str, icon: int, font: int) -> int:
    """Pixels ``chips`` take drawn in ``form`` ("words", "short" or "icons")."""
    gap = max(4, icon // 4)
    total = 0
    for chip in chips:
        words = chip.words if form == "words" else chip.short if form == "short" else ""
        total += icon + (gap + text.width(words, font) if words else 0)
    return total + 2 * gap * max(0, len(chips) - 1)


def here_text(state: GameState, under: list[Entity] | None = None) -> str:
    """What lies on the player's tile: "Here: Sword ?, Health Potion", "Here: Stairs down",
    or "Here: nothing". ``under``: the items there in the floor's order, if the caller has
    them (the dungeon view's pass over the entities)."""
    player = state.player
    names = (
        names_underfoot(state)
        if under is None
        else [state.label_of(cast("Item", item)) for item in reversed(under)]
    )
    if state.stage.tiles[player.y, player.x] == STAIRS_DOWN:
        names.append(TILE_LABELS[STAIRS_DOWN])
    return "Here: " + (", ".join(names) if names else "nothing")


def stat_text(fighter: Fighter, stat: str, label: str) -> str:
    """Total with its parts when items add to it: "Power 6 (2+4)", else "Power 2"."""
    total = getattr(fighter, stat)
    base = fighter.base(stat)
    bonus = total - base
    if bonus == 0:
        return f"{label} {total}"
    sign = "+" if bonus > 0 else "-"
    return f"{label} {total} ({base}{sign}{abs(bonus)})"


def fitted_stat_text(fighter: Fighter, stat: str, label: str, room: int, font: int) -> str:
    """``stat_text`` if it fits in ``room`` pixels at ``font``, else the total alone
    ("Defense 24"): the breakdown is on the character sheet, the number must never be cut."""
    full = stat_text(fighter, stat, label)
    if text.width(full, font) <= room:
        return full
    return text.fit(f"{label} {getattr(fighter, stat)}", font, room)


class Hud(CachedPanel):
    """Bars and numbers at the top of the side panel."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self.lines: list[str] = []  # the texts drawn last, for tests and tooltips
        #: What the bars and numbers were last drawn from, on which surface, and the "Here:"
        #: row's background then: a step onto an item redraws that row alone.
        self._drawn: tuple | None = None
        self._here_back: tuple[pygame.Rect, pygame.Surface] | None = None
        #: Where the power and defense labels ended and the inside of the frame, when last
        #: drawn (tests: nothing is cut by the frame).
        self.stat_ends = (0, 0)
        self.inner = pygame.Rect(0, 0, 0, 0)
        #: The conditions drawn last: each chip, the form it took ("words", "short",
        #: "icons") and where its icon went (panel coordinates).
        self.chips: list[tuple[Chip, str, pygame.Rect]] = []

    def stats_signature(self, state: GameState, layout: Layout) -> tuple:
        """What the bars and numbers are drawn from: the bases, and what is worn with its
        enchantment (which, with the kinds, make every total; read every frame, so the sums
        themselves are left to the drawing)."""
        player = state.player
        f, level = player.fighter, player.level
        worn = tuple(player.equipment.slots.values())
        return (
            layout,
            f.hp,
            f.base_max_hp,
            f.base_power,
            f.base_defense,
            worn,
            tuple([item.enchantment for item in worn if item is not None]),
            level.current_level,
            level.current_xp,
            level.xp_to_next_level,
            state.depth,
            tuple(conditions(player)),
        )

    def signature(self, state: GameState, layout: Layout, seen: Sightings | None = None) -> tuple:
        """``seen``: what the dungeon view's pass over the entities saw this frame, if it ran
        first (the items underfoot are then not looked for again)."""
        under = seen.under if seen is not None and seen.state is state else None
        return self.stats_signature(state, layout), here_text(state, under)

    def render(
        self,
        surface: pygame.Surface,
        state: GameState,
        layout: Layout,
        seen: Sightings | None = None,
    ) -> None:
        # the signature ``draw`` just read, else (a render called alone) read now
        signed = self.signed
        if signed is None:
            signed = self.stats_signature(state, layout), here_text(state)
        stats, here = signed
        drawn = (id(surface), stats)
        if drawn == self._drawn and self._here_back is not None:
            self._draw_here(surface, here, layout)
            self.changed_part = self._here_back[0].copy()  # that row alone changed
            return
        self._drawn = drawn
        rect = surface.get_rect()
        self.text_area = framed(surface, self.tileset, rect, layout.frame_scale)
        f, level = state.player.fighter, state.player.level
        pad = layout.pad + layout.frame_scale * 2
        inner = rect.inflate(-2 * pad, -2 * pad)
        icon = layout.icon
        line = inner.height // HUD_ROWS
        centres = [inner.y + line * i + line // 2 for i in range(HUD_ROWS)]

        title = f"Level {level.current_level}"
        drawn_title = text.shadowed(
            surface, title, layout.title_font, theme.TITLE, (inner.x, centres[0]), anchor="midleft"
        )
        depth = f"Floor {state.depth}"
        depth_w = icon + 6 + text.width(depth, layout.font)
        icon_text(
            surface,
            self.tileset,
            "ui_depth",
            icon,
            depth,
            layout.font,
            theme.TEXT,
            (inner.right - depth_w, centres[0]),
        )
        tall = text.line_height(layout.font) + 2 * glyphs.scale(layout.font)  # and shadow
        between = pygame.Rect(
            drawn_title.right + layout.pad,
            centres[0] - tall // 2,
            inner.right - depth_w - layout.pad - drawn_title.right - layout.pad,
            tall,
        )
        self._draw_chips(surface, hud_conditions(state.player), between, centres[0], layout)

        bar_x = inner.x + icon + 8
        bar_h = max(12, min(line - 2, text.line_height(layout.small_font) + 2))
        hp_label = f"HP {f.hp} / {f.max_hp}"
        hp_color = theme.HP_BAR if f.hp * 3 > f.max_hp else theme.HP_BAR_LOW
        self._icon(surface, "ui_hp", icon, inner.x, centres[1])
        bar(
            surface,
            pygame.Rect(bar_x, centres[1] - bar_h // 2, inner.right - bar_x, bar_h),
            f.hp,
            f.max_hp,
            hp_color,
            theme.HP_BAR_BACK,
            hp_label,
            layout.small_font,
        )

        xp_label = f"XP {level.current_xp} / {level.xp_to_next_level}"
        self._icon(surface, "ui_xp", icon, inner.x, centres[2])
        bar(
            surface,
            pygame.Rect(bar_x, centres[2] - bar_h // 2, inner.right - bar_x, bar_h),
            level.current_xp,
            level.xp_to_next_level,
            theme.XP_BAR,
            theme.XP_BAR_BACK,
            xp_label,
            layout.small_font,
        )

        label_x = icon + max(4, icon // 4)  # where icon_text starts a label after its icon
        second = inner.centerx + layout.pad
        power = fitted_stat_text(
            f, "power", "Power", second - layout.pad - inner.x - label_x, layout.font
        )
        defense = fitted_stat_text(
            f, "defense", "Defense", inner.right - second - label_x, layout.font
        )
        self.stat_ends = (
            icon_text(
                surface,
                self.tileset,
                "ui_power",
                icon,
                power,
                layout.font,
                theme.TEXT,
                (inner.x, centres[3]),
            ),
            icon_text(
                surface,
                self.tileset,
                "ui_defense",
                icon,
                defense,
                layout.font,
                theme.TEXT,
                (second, centres[3]),
            ),
        )
        self.inner = inner.copy()
        row = pygame.Rect(inner.x, centres[4] - line // 2, inner.width, line).clip(rect)
        self._here_back = (row, surface.subsurface(row).copy())
        self.lines = [title, depth, hp_label, xp_label, power, defense]
        self.lines += [chip.words for chip, _, _ in self.chips]
        self.lines.append("")
        self._draw_here(surface, here, layout)

    def _draw_chips(
        self, surface: pygame.Surface, chips: list[Chip], room: pygame.Rect, cy: int, layout: Layout
    ) -> None:
        """The conditions centred in ``room`` (between the level and the floor): with their
        words where all fit, else with their numbers alone, else their icons alone (as many
        as fit; the tooltip over the HUD says them all)."""
        self.chips = []
        if not chips:
            return
        icon, font = layout.icon, layout.font
        form = next(
            (
                form
                for form in ("words", "short")
                if chip_width(chips, form, icon, font) <= room.width
            ),
            "icons",
        )
        gap = max(4, icon // 4)
        while chips and chip_width(chips, form, icon, font) > room.width:
            chips = chips[:-1]
        x = room.centerx - chip_width(chips, form, icon, font) // 2
        with text.inside(surface, room, "conditions"):
            for chip in chips:
                image = self.tileset.get(chip.icon, icon)
                place = image.get_rect(midleft=(x, cy))
                surface.blit(image, place)
                x = place.right
                words = chip.words if form == "words" else chip.short if form == "short" else ""
                if words:
                    drawn = text.shadowed(
                        surface, words, font, theme.MALUS, (x + gap, cy), anchor="midleft"
                    )
                    x = drawn.right
                x += 2 * gap
                self.chips.append((chip, form, place))

    def _draw_here(self, surface: pygame.Surface, here: str, layout: Layout) -> None:
        """The "Here:" row over its saved background: ``here`` (``here_text``)."""
        assert self._here_back is not None
        row, back = self._here_back
        surface.blit(back, row)
        shown = text.fit(here, layout.font, row.width)
        color = theme.TEXT_FAINT if here.endswith(": nothing") else theme.TEXT
        text.blit(surface, shown, layout.font, color, (row.x, row.centery), anchor="midleft")
        self.lines[-1] = here

    def _icon(self, surface: pygame.Surface, name: str, size: int, x: int, cy: int) -> None:
        image = self.tileset.get(name, size)
        surface.blit(image, image.get_rect(midleft=(x, cy)))
