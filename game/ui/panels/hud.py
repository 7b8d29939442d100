"""The HUD: HP and XP bars with numbers, the floor, power / defense with their bonus part, the
hero's conditions (poisoned, frozen, confused, a worn guard: an icon each, with words where
they fit), what lies on the player's tile ("Here: Sword ?"), and the monsters in sight, as
DCSS's tiles show them under the stats: each one's picture over its health bar, the bar in
the colour of how a fight with it would go (``forecast.verdict``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, cast

import pygame

from game.agents.journey import names_underfoot
from game.engine.describe import ASLEEP, CONFUSED, FROZEN, POISONED, WORN_GUARD, conditions
from game.engine.forecast import verdict
from game.engine.tiles import STAIRS_DOWN, TILE_LABELS
from game.ui import glyphs, text, theme
from game.ui.layout import sight_bar, sight_row
from game.ui.panels.base import CachedPanel
from game.ui.panels.stage_view import CONDITION_MARKS, condition_marks
from game.ui.panels.widgets import bar, framed, icon_text

if TYPE_CHECKING:
    from game.engine.actor import Actor, Fighter
    from game.engine.entity import Entity, Item
    from game.engine.game import GameState
    from game.ui.layout import Layout
    from game.ui.panels.stage_view import Sightings
    from game.ui.tileset import Tileset


#: The HUD's rows: level, conditions and floor, HP, XP, power and defense, what is here (rows
#: of text, TEXT_ROWS), and the monsters in sight (SIGHT_ROW, as tall as its pictures).
HUD_ROWS = 6
TEXT_ROWS = 5
SIGHT_ROW = 5
#: The words before the pictures of the monsters in sight, and where none is.
SIGHT_LABEL = "In sight:"
NOTHING_IN_SIGHT = "In sight: nothing"


class Foe(NamedTuple):
    """A monster in the HUD's row of monsters in sight, as drawn: the actor, its HP and max
    HP (its bar), its picture's tile and gear (the look), the verdict (the bar's colour), and
    the marks of its conditions over its picture, as the map draws them (``condition_marks``)."""

    actor: Actor
    hp: int
    max_hp: int
    look: tuple
    verdict: str
    marks: tuple[str, ...]


def foes_in_sight(state: GameState, seen: Sightings | None = None) -> list[Actor]:
    """The living monsters the player sees, in the floor's order (a monster keeps its place in
    the row while it stays in sight); ``seen``: the dungeon view's pass over this frame's
    entities, if it ran (it noted them)."""
    if seen is not None and seen.state is state:
        return seen.foes
    stage, player = state.stage, state.player
    visible, explored = stage.visible, stage.explored
    return [
        actor
        for actor in stage.actors
        if actor is not player and visible[actor.y, actor.x] and explored[actor.y, actor.x]
    ]


def sight_gap(icon: int) -> int:
    """The pixels between two pictures in the row of monsters in sight."""
    return max(4, icon // 4)


def sight_signature(state: GameState, layout: Layout, seen: Sightings | None = None) -> tuple:
    """What the row of monsters in sight is drawn from, read every frame the HUD is checked:
    the first of the monsters in sight (as many as could ever fit), their HP, worn guards
    and conditions' marks, and how many are in sight."""
    foes = foes_in_sight(state, seen)
    shown = tuple(foes[: layout.hud.width // (layout.icon + sight_gap(layout.icon))])
    fighters = [actor.fighter for actor in shown]
    return (
        shown,
        tuple([fighter.hp for fighter in fighters]),
        tuple([fighter.worn_guard for fighter in fighters]),
        len(foes),
        tuple([condition_marks(actor) for actor in shown]),
    )


def sight_fits(layout: Layout, width: int, total: int) -> int:
    """How many of ``total`` monsters in sight the row, ``width`` pixels wide, draws: as many
    pictures as fit after the label, less one where a "+N" must follow them."""
    icon = layout.icon
    step = icon + sight_gap(icon)
    room = width - text.width(SIGHT_LABEL, layout.font)
    count = room // step
    if total <= count:
        return total
    return max(0, (room - sight_gap(icon) - text.width(f"+{total}", layout.font)) // step)


#: A condition's mark (``CONDITION_MARKS``) as words say it.
MARK_WORDS = dict(zip(CONDITION_MARKS, (FROZEN, POISONED, CONFUSED, ASLEEP), strict=True))


def sight_words(foes: tuple[Foe, ...], more: int) -> str:
    """The row of monsters in sight in words (tests, and what the HUD's lines say):
    "In sight: Orc (asleep), Troll +2", or "In sight: nothing"."""
    if not foes and not more:
        return NOTHING_IN_SIGHT
    names = ", ".join(
        foe.actor.name + (f" ({', '.join(MARK_WORDS[m] for m in foe.marks)})" if foe.marks else "")
        for foe in foes
    )
    return f"{SIGHT_LABEL} {names}" + (f" +{more}" if more else "")


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


class _Geometry(NamedTuple):
    """Where the HUD's rows go on a panel of one size, for one layout."""

    inner: pygame.Rect
    line: int  # a row's height
    centres: tuple[int, ...]  # each row's middle
    icon: int
    bar_x: int
    bar_h: int
    label_x: int  # where a label starts after its icon, from the icon's left
    second: int  # where defense starts
    here: pygame.Rect  # the "Here:" row
    sight: pygame.Rect  # the row of monsters in sight

    @classmethod
    def of(cls, rect: pygame.Rect, layout: Layout) -> _Geometry:
        pad = layout.pad + layout.frame_scale * 2
        inner = rect.inflate(-2 * pad, -2 * pad)
        icon = layout.icon
        tall = sight_row(icon)
        line = (inner.height - tall) // TEXT_ROWS
        centres = tuple(inner.y + line * i + line // 2 for i in range(TEXT_ROWS))
        sight = pygame.Rect(inner.x, inner.y + line * TEXT_ROWS, inner.width, tall)
        return cls(
            inner,
            line,
            (*centres, sight.centery),
            icon,
            inner.x + icon + 8,
            max(12, min(line - 2, text.line_height(layout.small_font) + 2)),
            icon + max(4, icon // 4),
            inner.centerx + layout.pad,
            pygame.Rect(inner.x, centres[4] - line // 2, inner.width, line).clip(rect),
            sight.clip(rect),
        )

    @classmethod
    def empty(cls) -> _Geometry:
        nowhere = pygame.Rect(0, 0, 0, 0)
        return cls(nowhere, 0, (0,) * HUD_ROWS, 0, 0, 0, 0, 0, nowhere, nowhere)

    def band(self, row: int) -> tuple[int, int]:
        """The pixel rows (top, bottom exclusive) of ``row``'s band."""
        if row == SIGHT_ROW:
            return self.sight.top, self.sight.bottom
        top = self.inner.y + self.line * row
        return top, top + self.line


def _reaches(g: _Geometry, layout: Layout) -> list[tuple[int, int]]:
    """Per row, the pixel rows (top, bottom exclusive) its drawing may reach: each thing it
    draws is centred on the row's middle (icons, texts and their shadows, a bar and its
    border), and may be taller than the row."""

    def box(cy: int, height: int, shadow: int = 0) -> tuple[int, int]:
        return cy - height // 2, cy - height // 2 + height + shadow

    tall, shade = text.line_height, glyphs.scale
    reach = []
    for row, cy in enumerate(g.centres):
        boxes = [box(cy, g.icon)]
        if row == 0:  # the level, the floor, the conditions
            boxes.append(box(cy, tall(layout.title_font), shade(layout.title_font)))
            boxes.append(box(cy, tall(layout.font), shade(layout.font)))
        elif row in (1, 2):  # a bar, its border and its numbers
            top = cy - g.bar_h // 2
            boxes.append((top - 1, top + g.bar_h + 1))
            boxes.append(box(top + g.bar_h // 2, tall(layout.small_font), shade(layout.small_font)))
        elif row == 3:  # power and defense
            boxes.append(box(cy, tall(layout.font)))
        elif row == 4:  # what is here
            boxes = [box(g.here.centery, tall(layout.font))]
        else:  # the monsters in sight: their pictures and bars, or the words
            boxes = [(g.sight.top, g.sight.bottom), box(cy, tall(layout.font))]
        reach.append((min(top for top, _ in boxes), max(bottom for _, bottom in boxes)))
    return reach


class _RowValues(NamedTuple):
    """What the HUD's rows show, read from the state."""

    title: str
    depth: str
    chips: tuple[Chip, ...]
    hp: int
    max_hp: int
    hp_label: str
    hp_color: theme.Color
    xp: int
    xp_next: int
    xp_label: str
    power: str
    defense: str
    here: str
    foes: tuple[Foe, ...]  # the monsters in sight drawn
    more: int  # and how many more are in sight

    @classmethod
    def of(
        cls,
        state: GameState,
        g: _Geometry,
        layout: Layout,
        here: str,
        sight: tuple[tuple[Foe, ...], int] = ((), 0),
    ) -> _RowValues:
        player = state.player
        f, level = player.fighter, player.level
        hp, max_hp = f.hp, f.max_hp
        xp, xp_next = level.current_xp, level.xp_to_next_level
        return cls(
            f"Level {level.current_level}",
            f"Floor {state.depth}",
            tuple(hud_conditions(player)),
            hp,
            max_hp,
            f"HP {hp} / {max_hp}",
            theme.HP_BAR if hp * 3 > max_hp else theme.HP_BAR_LOW,
            xp,
            xp_next,
            f"XP {xp} / {xp_next}",
            fitted_stat_text(
                f, "power", "Power", g.second - layout.pad - g.inner.x - g.label_x, layout.font
            ),
            fitted_stat_text(
                f, "defense", "Defense", g.inner.right - g.second - g.label_x, layout.font
            ),
            here,
            *sight,
        )

    def rows(self) -> tuple:
        """Per row, the values it is drawn from."""
        return (
            (self.title, self.depth, self.chips),
            (self.hp, self.max_hp, self.hp_label, self.hp_color),
            (self.xp, self.xp_next, self.xp_label),
            (self.power, self.defense),
            self.here,
            (self.foes, self.more),
        )


class Hud(CachedPanel):
    """Bars and numbers at the top of the side panel."""

    def __init__(self, tileset: Tileset) -> None:
        super().__init__()
        self.tileset = tileset
        self.lines: list[str] = []  # the texts drawn last, for tests and tooltips
        #: Where and from what the rows were last drawn: a change draws its rows' band alone.
        self._place: tuple = ()  # the surface, its size and the layout last drawn for
        self._chrome: pygame.Surface | None = None  # the frame alone, as drawn there
        self._geometry = _Geometry.empty()
        #: Per row, the pixel rows (top, bottom exclusive) its drawing may reach.
        self._reach: list[tuple[int, int]] = []
        self._rows: tuple = ()  # per row, the values it was drawn from
        #: Where the power and defense labels ended and the inside of the frame, when last
        #: drawn (tests: nothing is cut by the frame).
        self.stat_ends = (0, 0)
        self.inner = pygame.Rect(0, 0, 0, 0)
        #: The conditions drawn last: each chip, the form it took ("words", "short",
        #: "icons") and where its icon went (panel coordinates).
        self.chips: list[tuple[Chip, str, pygame.Rect]] = []
        #: The monsters in sight drawn last, each with where its picture and bar went (panel
        #: coordinates: ``foe_at``).
        self.foes: list[tuple[Actor, pygame.Rect]] = []
        self.sight_end = 0  # where the row's last picture or "+N" ended (tests: inside)
        #: Per monster, the verdict last worked out and what it was worked out from.
        self._verdicts: dict[Actor, tuple[tuple, str]] = {}

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
        first (the items underfoot and the monsters in sight are then not looked for
        again)."""
        under = seen.under if seen is not None and seen.state is state else None
        return (
            self.stats_signature(state, layout),
            here_text(state, under),
            sight_signature(state, layout, seen),
        )

    def render(
        self,
        surface: pygame.Surface,
        state: GameState,
        layout: Layout,
        seen: Sightings | None = None,
    ) -> None:
        """The HUD; over its last drawing on the same surface, only the band of rows whose
        values changed (what those rows draw may reach: ``_reaches``), every row that reaches
        into the band drawn again under a clip, in the order a whole drawing draws them."""
        # the signature ``draw`` just read, else (a render called alone) read now
        signed = self.signed
        here = signed[1] if signed is not None else here_text(state)
        sighted = signed[2] if signed is not None else sight_signature(state, layout, seen)
        rect = surface.get_rect()
        place = (surface, rect.size, layout)
        full = self._place != place or self._chrome is None or text.recording_now()
        if full:
            self.text_area = framed(surface, self.tileset, rect, layout.frame_scale)
            self._chrome = surface.copy()  # the frame alone: what a band is drawn over
            self._geometry = _Geometry.of(rect, layout)
            self._reach = _reaches(self._geometry, layout)
            self._place = place
        g = self._geometry
        values = _RowValues.of(state, g, layout, here, self._sight(state, layout, sighted))
        rows = values.rows()
        redraw: list[int] | range = range(HUD_ROWS)
        if not full:
            changed = [i for i in range(HUD_ROWS) if rows[i] != self._rows[i]]
            if not changed:
                self.changed_part = pygame.Rect(0, 0, 0, 0)
                return
            top = min(min(g.band(i)[0], self._reach[i][0]) for i in changed)
            bottom = max(max(g.band(i)[1], self._reach[i][1]) for i in changed)
            band = pygame.Rect(0, top, rect.width, bottom - top).clip(rect)
            assert self._chrome is not None  # kept by the whole drawing
            surface.blit(self._chrome, band, band)
            redraw = [
                i for i in range(HUD_ROWS) if self._reach[i][0] < bottom and self._reach[i][1] > top
            ]
            previous_clip = surface.get_clip()
            surface.set_clip(band.clip(previous_clip))
        self._rows = rows
        for i in redraw:
            if i == 0:
                self._draw_title_row(surface, values, layout)
            elif i < 3:
                self._draw_bar_row(surface, i, values, layout)
            elif i == 3:
                self._draw_stats_row(surface, values, layout)
            elif i == 4:
                self._draw_here(surface, here, layout)
            else:
                self._draw_sight(surface, values, layout)
        if not full:
            surface.set_clip(previous_clip)
            self.changed_part = band
        self.inner = g.inner.copy()
        self.lines = [values.title, values.depth, values.hp_label, values.xp_label]
        self.lines += [values.power, values.defense]
        self.lines += [chip.words for chip, _, _ in self.chips]
        self.lines.append(here)
        self.lines.append(sight_words(values.foes, values.more))

    def _sight(
        self, state: GameState, layout: Layout, sighted: tuple
    ) -> tuple[tuple[Foe, ...], int]:
        """The monsters in sight the row draws, as many as fit (``sight_fits``), each with
        its verdict (worked out again only when it or the hero changed), and how many more
        are in sight."""
        shown, hps, _, total, marks = sighted
        count = sight_fits(layout, self._geometry.sight.width, total)
        hero = state.player
        fighter = hero.fighter
        figures = (fighter.hp, fighter.power, fighter.defense, *hero.equipment.slots.values())
        kept, self._verdicts = self._verdicts, {}
        foes = []
        for actor, hp, on in zip(shown[:count], hps, marks, strict=False):
            look = (actor.breed.tile, *actor.equipment.slots.values())
            key = (hp, actor.fighter.worn_guard, look, figures)
            was = kept.get(actor)
            judged = was[1] if was is not None and was[0] == key else verdict(state, actor)
            self._verdicts[actor] = (key, judged)
            foes.append(Foe(actor, hp, actor.fighter.max_hp, look, judged, on))
        return tuple(foes), total - len(foes)

    def _draw_sight(self, surface: pygame.Surface, values: _RowValues, layout: Layout) -> None:
        """The row of monsters in sight: "In sight:", then each one's picture as the map
        draws it (the marks of its conditions over it) over its health bar, the bar in its
        verdict's colour, then "+3" for those that did not fit; or "In sight: nothing"."""
        g = self._geometry
        row, icon, cy = g.sight, g.icon, g.centres[SIGHT_ROW]
        self.foes = []
        if not values.foes and not values.more:
            text.blit(
                surface, NOTHING_IN_SIGHT, layout.font, theme.TEXT_FAINT, (row.x, cy), "midleft"
            )
            return
        label = text.blit(surface, SIGHT_LABEL, layout.font, theme.TEXT_DIM, (row.x, cy), "midleft")
        gap, bar_h = sight_gap(icon), sight_bar(icon)
        x, top = label.right + gap, cy - (icon + bar_h) // 2
        marks = self.tileset.sprites_at(icon)
        for foe in values.foes:
            surface.blit(
                self.tileset.monster_sprite(foe.look[0], foe.actor.equipment, icon), (x, top)
            )
            for mark in foe.marks:
                surface.blit(marks[mark], (x, top))
            surface.fill(theme.HP_BAR_BACK, (x, top + icon, icon, bar_h))
            fill = max(1, icon * foe.hp // max(1, foe.max_hp))
            surface.fill(theme.VERDICT_COLORS[foe.verdict], (x, top + icon, fill, bar_h))
            self.foes.append((foe.actor, pygame.Rect(x, top, icon, icon + bar_h)))
            x += icon + gap
        self.sight_end = x - gap
        if values.more:
            more = text.blit(
                surface, f"+{values.more}", layout.font, theme.TEXT_DIM, (x, cy), "midleft"
            )
            self.sight_end = more.right

    def foe_at(self, pos: tuple[int, int]) -> Actor | None:
        """The monster whose picture in the row of monsters in sight is under screen pixel
        ``pos``, if any."""
        for actor, rect in self.foes:
            if self.to_screen(rect).collidepoint(pos):
                return actor
        return None

    def _draw_title_row(self, surface: pygame.Surface, values: _RowValues, layout: Layout) -> None:
        """The level, the conditions and the floor."""
        g = self._geometry
        inner, icon, cy = g.inner, g.icon, g.centres[0]
        drawn_title = text.shadowed(
            surface, values.title, layout.title_font, theme.TITLE, (inner.x, cy), anchor="midleft"
        )
        depth_w = icon + 6 + text.width(values.depth, layout.font)
        icon_text(
            surface,
            self.tileset,
            "ui_depth",
            icon,
            values.depth,
            layout.font,
            theme.TEXT,
            (inner.right - depth_w, cy),
        )
        tall = text.line_height(layout.font) + 2 * glyphs.scale(layout.font)  # and shadow
        between = pygame.Rect(
            drawn_title.right + layout.pad,
            cy - tall // 2,
            inner.right - depth_w - layout.pad - drawn_title.right - layout.pad,
            tall,
        )
        self._draw_chips(surface, list(values.chips), between, cy, layout)

    def _draw_bar_row(
        self, surface: pygame.Surface, row: int, values: _RowValues, layout: Layout
    ) -> None:
        """An icon and a bar with its numbers: HP (row 1) or XP (row 2)."""
        g = self._geometry
        cy = g.centres[row]
        hp = row == 1
        self._icon(surface, "ui_hp" if hp else "ui_xp", g.icon, g.inner.x, cy)
        bar(
            surface,
            pygame.Rect(g.bar_x, cy - g.bar_h // 2, g.inner.right - g.bar_x, g.bar_h),
            values.hp if hp else values.xp,
            values.max_hp if hp else values.xp_next,
            values.hp_color if hp else theme.XP_BAR,
            theme.HP_BAR_BACK if hp else theme.XP_BAR_BACK,
            values.hp_label if hp else values.xp_label,
            layout.small_font,
        )

    def _draw_stats_row(self, surface: pygame.Surface, values: _RowValues, layout: Layout) -> None:
        """Power and defense."""
        g = self._geometry
        cy = g.centres[3]
        self.stat_ends = (
            icon_text(
                surface,
                self.tileset,
                "ui_power",
                g.icon,
                values.power,
                layout.font,
                theme.TEXT,
                (g.inner.x, cy),
            ),
            icon_text(
                surface,
                self.tileset,
                "ui_defense",
                g.icon,
                values.defense,
                layout.font,
                theme.TEXT,
                (g.second, cy),
            ),
        )

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
        """The "Here:" row: ``here`` (``here_text``)."""
        row = self._geometry.here
        shown = text.fit(here, layout.font, row.width)
        color = theme.TEXT_FAINT if here.endswith(": nothing") else theme.TEXT
        text.blit(surface, shown, layout.font, color, (row.x, row.centery), anchor="midleft")

    def _icon(self, surface: pygame.Surface, name: str, size: int, x: int, cy: int) -> None:
        image = self.tileset.get(name, size)
        surface.blit(image, image.get_rect(midleft=(x, cy)))
