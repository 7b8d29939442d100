"""The HUD's row of monsters in sight, as DCSS's tiles show the monster list under the stats:
each monster the hero sees, in the floor's order (one keeps its place while it stays in
sight), its picture over a health bar coloured by how a fight with it would go
(``forecast.verdict``), "+N" for those that do not fit, "In sight: nothing" when none; a
picture hovered tells the monster as its map tile does and frames it on the map, a click
strikes it or steps toward it, a right-click describes it."""

from __future__ import annotations

import pygame
import pytest

from game.content import create_actor
from game.engine.forecast import DEADLY, FAIR, verdict
from game.ui import theme
from game.ui.describe import tile_tooltip
from game.ui.hover import FOE_HINT, spot_at, tooltip_lines
from game.ui.screens.game_mouse import HOVER_FRAME
from game.ui.screens.info import MonsterInfoModal
from tests.scenario import monsters, scenario

ARENA = """
    ################
    #..............#
    #..@.o....O....#
    #..............#
    ##########.#####
    #..........#...#
    #..........#.k.#
    ################
"""


def arena(**kwargs):
    """The hero, an Orc two tiles east (fair), an Ogre further (deadly), and a Kobold behind
    a wall (out of sight); none of them moves."""
    state = scenario(ARENA, legend={"O": "ogre", "k": "kobold"}, **kwargs)
    for monster in monsters(state):
        monster.ai = None
    return state


def foe(app, name: str):
    """The monster named ``name`` in the row and where its picture and bar went (screen)."""
    hud = app.game.hud
    actor, rect = next((actor, rect) for actor, rect in hud.foes if actor.name == name)
    return actor, hud.to_screen(rect)


def bar_colors(app, rect: pygame.Rect) -> list[tuple[int, int, int]]:
    """The colours along the health bar under a picture (its bottom pixel row)."""
    return [tuple(app.surface.get_at((x, rect.bottom - 1)))[:3] for x in range(rect.x, rect.right)]


def picture_at(surface: pygame.Surface, picture: pygame.Surface, at: tuple[int, int]) -> int:
    """How many opaque pixels of ``picture`` there are: each must be on ``surface`` with its
    top-left corner at ``at``."""
    key = picture.get_colorkey()
    count = 0
    for x in range(picture.get_width()):
        for y in range(picture.get_height()):
            color = picture.get_at((x, y))
            if color.a == 0 or (key is not None and color == key):
                continue
            assert surface.get_at((at[0] + x, at[1] + y))[:3] == color[:3], (x, y)
            count += 1
    return count


def seen_of(surface: pygame.Surface, picture: pygame.Surface, at: tuple[int, int]) -> int:
    """How many opaque pixels of ``picture`` (top-left corner at ``at``) ``surface`` shows:
    those not drawn over since."""
    key = picture.get_colorkey()
    return sum(
        surface.get_at((at[0] + x, at[1] + y))[:3] == color[:3]
        for x in range(picture.get_width())
        for y in range(picture.get_height())
        if (color := picture.get_at((x, y))).a and (key is None or color != key)
    )


def test_the_row_shows_the_monsters_in_sight_with_their_verdict_and_health(make_app):
    state = arena()
    app = make_app((1280, 720), state)
    app.draw()
    hud = app.game.hud
    assert hud.lines[-1] == "In sight: Orc, Ogre"  # not the Kobold behind the wall
    orc, orc_rect = foe(app, "Orc")
    ogre, ogre_rect = foe(app, "Ogre")
    assert (verdict(state, orc), verdict(state, ogre)) == (FAIR, DEADLY)
    assert orc_rect.right < ogre_rect.x  # the floor's order
    assert set(bar_colors(app, orc_rect)) == {theme.VERDICT_COLORS[FAIR]}
    assert set(bar_colors(app, ogre_rect)) == {theme.VERDICT_COLORS[DEADLY]}
    # the picture as the map draws it, over the bar
    picture = app.tileset.monster_sprite(ogre.breed.tile, ogre.equipment, app.layout.icon)
    assert picture_at(app.surface, picture, ogre_rect.topleft) > 20
    orc.fighter.hp = orc.fighter.max_hp // 2  # hurt: its bar half full, the rest dark
    state.changed()
    app.draw()
    _, orc_rect = foe(app, "Orc")
    colors = bar_colors(app, orc_rect)
    half = orc_rect.width // 2
    assert set(colors[:half]) == {theme.VERDICT_COLORS[FAIR]}
    assert set(colors[half:]) == {theme.HP_BAR_BACK}


def test_the_colour_follows_the_hero_s_hp_and_the_row_follows_the_sight(make_app):
    """At 2 HP the Orc (1 a blow, 2 blows to fell the hero, who needs 3) is deadly; a monster
    that leaves sight leaves the row; none: "In sight: nothing"."""
    state = arena()
    app = make_app((1280, 720), state)
    app.draw()
    state.player.fighter.hp = 2
    state.changed()
    app.draw()
    orc, orc_rect = foe(app, "Orc")
    assert set(bar_colors(app, orc_rect)) == {theme.VERDICT_COLORS[DEADLY]}
    ogre = next(m for m in monsters(state) if m.name == "Ogre")
    state.place(ogre, 12, 6)  # behind the wall, out of sight
    state.update_fov()
    state.changed()
    app.draw()
    assert app.game.hud.lines[-1] == "In sight: Orc"
    orc.fighter.hp = 0  # dies
    state.stage.entities.remove(orc)
    state.changed()
    app.draw()
    assert app.game.hud.lines[-1] == "In sight: nothing"
    assert app.game.hud.foes == []


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)], ids=str)
def test_more_than_fit_end_in_a_count_and_nothing_leaves_the_frame(make_app, size):
    """A room of Kobolds: as many pictures as fit, then "+N" for the rest; every picture and
    the count inside the HUD's frame."""
    rows = ["#" * 24] + ["#" + "k" * 22 + "#" for _ in range(2)]
    rows += ["#" + "." * 10 + "@" + "." * 11 + "#", "#" * 24]
    state = scenario("\n".join(rows), legend={"k": "kobold"})
    for monster in monsters(state):
        monster.ai = None
    app = make_app(size, state)
    app.draw()
    hud = app.game.hud
    seen = len(state.visible_monsters())
    shown = len(hud.foes)
    assert 5 <= shown < seen
    assert hud.lines[-1].endswith(f" +{seen - shown}")
    inner = hud.to_screen(hud.inner)
    assert all(inner.contains(hud.to_screen(rect)) for _, rect in hud.foes)
    assert hud.sight_end <= hud.inner.right  # the count too
    assert app.layout.hud.contains(hud.to_screen(hud._geometry.sight))


def test_hovering_a_picture_tells_the_monster_and_frames_it_on_the_map(make_app, drive):
    state = arena()
    app = make_app((1280, 720), state)
    d = drive(app)
    ogre, rect = foe(app, "Ogre")
    d.move(rect.center)
    spot = spot_at(app.game, app.layout, state, app.pointer)
    assert (spot.kind, spot.tile) == ("foe", ogre.pos)
    lines = tooltip_lines(state, spot)
    assert lines == [*tile_tooltip(state, *ogre.pos), (FOE_HINT, theme.TEXT_FAINT)]
    assert lines[0][0].startswith("Ogre")
    tile = app.game.stage_view.tile_rect(*ogre.pos)
    assert tuple(app.surface.get_at(tile.topleft))[:3] == HOVER_FRAME
    frame, box = app.game._overlay[:2]  # the frame, then the tooltip, beside it
    assert frame == tile and not box.colliderect(tile)


def test_a_click_strikes_or_steps_toward_it_and_a_right_click_describes_it(make_app, drive):
    state = arena()
    app = make_app((1280, 720), state)
    d = drive(app)
    orc, rect = foe(app, "Orc")
    d.click(foe(app, "Ogre")[1].center, button=3)  # described, no turn taken
    assert isinstance(app.top, MonsterInfoModal) and app.top.monster.name == "Ogre"
    assert state.turn == 0
    d.key(code=pygame.K_ESCAPE)
    start = state.player.pos
    d.click(rect.center)  # two tiles off: a step toward it
    assert state.player.pos == (start[0] + 1, start[1]) and state.turn == 1
    hp = orc.fighter.hp
    d.click(foe(app, "Orc")[1].center)  # next to it now: a blow
    assert orc.fighter.hp < hp and state.player.pos == (start[0] + 1, start[1])


def test_a_monster_created_in_sight_joins_the_row(make_app):
    """A monster that comes into view (here placed in sight) is in the row on the next
    frame, after those already there."""
    state = arena()
    app = make_app((1280, 720), state)
    app.draw()
    newcomer = create_actor("troll")
    newcomer.ai = None
    state.place(newcomer, 4, 3)
    state.update_fov()
    state.changed()
    app.draw()
    assert app.game.hud.lines[-1] == "In sight: Orc, Ogre, Troll"


def test_a_monster_s_conditions_are_marked_over_its_picture_as_on_the_map(make_app):
    """An Orc asleep and an Ogre poisoned and frozen: the row draws the map's marks over
    their pictures and says them; when the Orc wakes its "z z" goes at the next check."""
    state = arena()
    orc, ogre = (next(m for m in monsters(state) if m.name == name) for name in ("Orc", "Ogre"))
    orc.asleep = True
    ogre.poisoned_turns, ogre.frozen_turns = 4, 2
    app = make_app((1280, 720), state)
    app.draw()
    hud = app.game.hud
    assert hud.lines[-1] == "In sight: Orc (asleep), Ogre (frozen, poisoned)"
    marks = app.tileset.sprites_at(app.layout.icon)
    _, orc_rect = foe(app, "Orc")
    _, ogre_rect = foe(app, "Ogre")
    assert picture_at(app.surface, marks["fx_asleep"], orc_rect.topleft) > 5
    # back to front: the ice round its feet, the venom drops over it
    assert picture_at(app.surface, marks["fx_poisoned"], ogre_rect.topleft) > 5
    assert seen_of(app.surface, marks["fx_frozen"], ogre_rect.topleft) > 5
    sleeping = app.surface.subsurface(orc_rect).copy()
    orc.asleep = False  # woken, as a noise would: no HP moved, no turn passed
    state.changed()
    app.draw()
    assert hud.lines[-1] == "In sight: Orc, Ogre (frozen, poisoned)"
    awake = app.surface.subsurface(orc_rect)
    assert (pygame.surfarray.array3d(awake) != pygame.surfarray.array3d(sleeping)).any()
    assert (
        pygame.surfarray.array3d(awake)
        == pygame.surfarray.array3d(app.game.hud._surface.subsurface(hud.foes[0][1]))
    ).all()
