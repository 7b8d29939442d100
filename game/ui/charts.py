"""Small pictures of a run: HP and the floor over turns, kills per floor.

Drawn from ``game.history.pictures.Pictures`` (the chronicle's numbers, a row's, a run
summary's) into any rectangle: the run's end screen and a run's summary in the rankings.
"""

from __future__ import annotations

import pygame

from game.history.pictures import Pictures
from game.ui import text, theme

HP_LINE: theme.Color = (214, 76, 72)
MAX_HP_LINE: theme.Color = (110, 60, 64)
FLOOR_LINE: theme.Color = theme.GOLD
BAR: theme.Color = (150, 120, 200)
GRID: theme.Color = (40, 38, 52)
BACK: theme.Color = theme.PANEL_DARK


def _plot_area(
    surface: pygame.Surface, rect: pygame.Rect, title: str, font: int, pad: int
) -> pygame.Rect:
    """The chart's box with its title; returns where the plot goes."""
    pygame.draw.rect(surface, BACK, rect)
    pygame.draw.rect(surface, GRID, rect, width=1)
    line_h = text.line_height(font)
    text.blit(
        surface,
        text.fit(title, font, rect.width - 2 * pad),
        font,
        theme.TEXT_DIM,
        (rect.x + pad, rect.y + pad // 2),
    )
    return pygame.Rect(
        rect.x + pad,
        rect.y + pad // 2 + line_h + pad // 2,
        rect.width - 2 * pad,
        rect.height - line_h - 2 * pad - line_h,
    )


def hp_and_floor(
    surface: pygame.Surface, rect: pygame.Rect, pictures: Pictures | None, font: int, pad: int
) -> None:
    """HP (red; max HP dim) and the floor (gold steps, its own scale) over the run's turns."""
    plot = _plot_area(surface, rect, "HP and floor over turns", font, pad)
    if plot.width < 8 or plot.height < 8:
        return
    if pictures is None or not pictures.hp:
        text.blit(
            surface,
            text.fit("no pictures for this run", font, plot.width),
            font,
            theme.TEXT_FAINT,
            plot.center,
            anchor="center",
        )
        return
    points = pictures.hp_points()
    first, last = points[0][0], max(pictures.end_turn, points[-1][0], points[0][0] + 1)
    top_hp = max(max(top for _, _, top in points), max(hp for _, hp, _ in points), 1)
    deepest = max([floor for _, floor in pictures.floors] + [1])

    def x_of(turn: int) -> int:
        return plot.x + round((turn - first) * (plot.width - 1) / max(1, last - first))

    def y_of(value: float, scale: float) -> int:
        return plot.bottom - 1 - round(value * (plot.height - 1) / scale)

    for fraction in (0.25, 0.5, 0.75):
        y = plot.bottom - 1 - round(fraction * (plot.height - 1))
        pygame.draw.line(surface, GRID, (plot.x, y), (plot.right - 1, y))
    if len(points) > 1:
        pygame.draw.lines(
            surface,
            MAX_HP_LINE,
            False,
            [(x_of(turn), y_of(top, top_hp)) for turn, _, top in points],
        )
    floor_steps: list[tuple[int, int]] = []
    for turn, floor in pictures.floors:
        y = y_of(floor - 0.5, deepest)
        if floor_steps:
            floor_steps.append((x_of(max(turn, first)), floor_steps[-1][1]))
        floor_steps.append((x_of(max(turn, first)), y))
    if floor_steps:
        floor_steps.append((x_of(last), floor_steps[-1][1]))
        pygame.draw.lines(surface, FLOOR_LINE, False, floor_steps)
    if len(points) > 1:
        pygame.draw.lines(
            surface, HP_LINE, False, [(x_of(turn), y_of(hp, top_hp)) for turn, hp, _ in points], 2
        )
    else:
        pygame.draw.circle(surface, HP_LINE, (x_of(points[0][0]), y_of(points[0][1], top_hp)), 2)
    y = plot.bottom + pad // 4
    text.blit(surface, f"turn {first:,}", font, theme.TEXT_FAINT, (plot.x, y))
    end = f"{last:,}"
    text.blit(surface, end, font, theme.TEXT_FAINT, (plot.right, y), anchor="topright")
    legend = f"HP (max {top_hp})  floor 1-{deepest}"
    if (
        text.width(legend, font)
        + text.width(end, font)
        + text.width(f"turn {first:,}", font)
        + 2 * pad
        <= plot.width
    ):
        hp_word = text.blit(surface, "HP", font, HP_LINE, (plot.centerx, y), anchor="midtop")
        text.blit(surface, f"(max {top_hp})", font, theme.TEXT_FAINT, (hp_word.right + pad // 2, y))
        text.blit(
            surface,
            f"floor 1-{deepest}",
            font,
            FLOOR_LINE,
            (hp_word.left - pad // 2, y),
            anchor="topright",
        )


def kills_per_floor(
    surface: pygame.Surface, rect: pygame.Rect, pictures: Pictures | None, font: int, pad: int
) -> None:
    """A bar per floor, its kills above it and its number below."""
    plot = _plot_area(surface, rect, "Kills per floor", font, pad)
    if plot.width < 8 or plot.height < 8:
        return
    kills = list(pictures.kills) if pictures is not None else []
    if pictures is not None and pictures.floors:
        deepest = max(floor for _, floor in pictures.floors)
        kills += [0] * (deepest - len(kills))
    if not kills:
        text.blit(
            surface,
            text.fit("no kills kept for this run", font, plot.width),
            font,
            theme.TEXT_FAINT,
            plot.center,
            anchor="center",
        )
        return
    line_h = text.line_height(font)
    most = max(max(kills), 1)
    slot = plot.width / len(kills)
    bar_w = max(1, int(slot * 0.7))
    label_every = max(1, -(-text.width("88", font) // max(1, int(slot))))
    room = plot.height - line_h
    for index, count in enumerate(kills):
        x = plot.x + round(index * slot + (slot - bar_w) / 2)
        height = round(count * room / most)
        bar = pygame.Rect(x, plot.bottom - height, bar_w, height)
        if height:
            pygame.draw.rect(surface, BAR, bar)
        centre = x + bar_w // 2
        if index % label_every == 0:
            text.blit(
                surface,
                str(index + 1),
                font,
                theme.TEXT_FAINT,
                (centre, plot.bottom + pad // 4),
                anchor="midtop",
            )
            if count and text.width(str(count), font) <= slot * label_every:
                text.blit(
                    surface, str(count), font, theme.TEXT, (centre, bar.top - 1), anchor="midbottom"
                )
