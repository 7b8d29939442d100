"""The dungeon view: fog of war, sprites only where seen, draw order, and the terrain cache."""

from __future__ import annotations

import numpy as np
import pygame

from game.content import create_actor, create_item
from game.ui import theme
from game.ui.panels.remembered_floor import look_layers
from tests.scenario import monsters, scenario

TWO_ROOMS = """
    ############
    #@...#...o.#
    #....#.....#
    ############
"""


def pixels(surface, rect):
    return pygame.surfarray.array3d(surface.subsurface(rect)).copy()


def test_unknown_is_black_remembered_is_dim_and_unseen_monsters_hidden(make_app):
    state = scenario(TWO_ROOMS, seed=3)
    orc = monsters(state)[0]
    app = make_app(state=state)
    view = app.game.stage_view
    app.draw()
    cell = view.tile_rect(orc.x, orc.y)
    assert (pixels(app.surface, cell) == theme.BACKGROUND).all()  # never seen: black

    state.stage.explored[orc.y, orc.x] = True  # remembered, but the orc is out of sight
    app.draw()
    look = look_layers(app.tileset, int(view.floor.codes[orc.y, orc.x]))
    floor = app.tileset.remembered(look, view.zoom, theme.REMEMBERED, theme.REMEMBERED_LIFT)
    assert (pixels(app.surface, cell) == pygame.surfarray.array3d(floor)).all()

    lit = app.tileset.shaded(look, view.zoom)
    assert not (pygame.surfarray.array3d(lit) == pygame.surfarray.array3d(floor)).all()


def test_an_item_seen_and_now_out_of_sight_is_drawn_as_memory(make_app):
    """As in DCSS, an item lying on a remembered tile is drawn grey and dim (the minimap shows
    it too); on a tile never seen it is not drawn; in sight it has its colours."""
    state = scenario(TWO_ROOMS, seed=3)
    potion = create_item("health_potion")
    state.place(potion, 8, 2)  # in the unseen room
    app = make_app(state=state)
    view = app.game.stage_view
    app.draw()
    cell = view.tile_rect(8, 2)
    assert (pixels(app.surface, cell) == theme.BACKGROUND).all()  # never seen: nothing

    state.stage.explored[2, 8] = True  # seen before, out of sight now
    state.changed()
    app.draw()
    remembered = pixels(app.surface, cell)
    assert not (remembered == remembered[0, 0]).all(), "something is drawn there"
    assert chroma(remembered) < 6, "in grey (the cold tint of memory)"
    blits, _ = view._sprites(state)
    memory = app.tileset.remembered_sprite(view._icon_of(state, potion), view.zoom)
    assert (memory, cell.topleft) in blits

    state.place(state.player, 6, 2)  # into the room: the potion in sight, in colour
    app.draw()
    assert chroma(pixels(app.surface, view.tile_rect(8, 2))) > 10


LUMA = np.array([0.2126, 0.7152, 0.0722])


def luminance(pixels: np.ndarray) -> float:
    """Mean relative luminance (0-255 scale) of an (..., 3) block of RGB pixels."""
    return float((pixels.reshape(-1, 3).astype(float) @ LUMA).mean())


def chroma(pixels: np.ndarray) -> float:
    """Mean colourfulness: the spread between a pixel's strongest and weakest channel."""
    flat = pixels.reshape(-1, 3).astype(int)
    return float((flat.max(axis=1) - flat.min(axis=1)).mean())


def test_remembered_floor_reads_as_floor_on_a_rendered_screen(make_app):
    """Measured on the drawn window: remembered floor is clearly brighter than the unknown
    (at least twice its luminance and 10 levels above), dimmer than floor in sight, and
    greyer than it (desaturated)."""
    state = scenario(TWO_ROOMS, seed=3)
    stage = state.stage
    east = [(x, y) for y in range(1, 3) for x in range(6, 11) if stage.tiles[y, x] != 0]
    unknown_tile = (10, 2)
    for x, y in east:
        stage.explored[y, x] = (x, y) != unknown_tile  # seen before, out of sight now
    app = make_app(state=state)
    app.draw()
    view = app.game.stage_view
    assert not stage.visible[1, 7]

    def cells(tiles):
        return np.concatenate(
            [pixels(app.surface, view.tile_rect(x, y)).reshape(-1, 3) for x, y in tiles]
        )

    remembered = cells([t for t in east if t != unknown_tile and not stage.blocking_actor_at(*t)])
    unknown = cells([unknown_tile])
    seen = cells([(x, y) for x, y in [(2, 1), (3, 1), (2, 2), (3, 2)]])
    assert (unknown == theme.BACKGROUND).all()
    dark, memory, lit = luminance(unknown), luminance(remembered), luminance(seen)
    assert memory >= 2 * dark and memory >= dark + 10, (dark, memory)
    assert memory < 0.8 * lit, (memory, lit)
    assert chroma(remembered) < chroma(seen)


def test_corpses_under_items_under_actors(make_app, room_state):
    state = room_state
    x, y = state.player.pos
    potion = create_item("health_potion")
    state.place(potion, x + 1, y)
    orc = create_actor("orc")
    state.place(orc, x + 1, y)  # placed after the potion, and on top of it
    dead = create_actor("troll")
    dead.fighter.hp = 0
    state.place(dead, x + 1, y)
    app = make_app(state=state)
    app.draw()
    blits, _ = app.game.stage_view._sprites(state)
    cell = app.game.stage_view.tile_rect(x + 1, y).topleft
    here = [image for image, pos in blits if pos == cell]
    z = app.game.stage_view.zoom
    assert here == [
        app.tileset.sprite("corpse", z),
        app.tileset.sprite("health_potion", z),
        app.tileset.sprite("orc", z),
    ]


def test_terrain_is_rebuilt_only_when_the_view_changes(make_app, room_state):
    app = make_app(state=room_state)
    view = app.game.stage_view
    for _ in range(5):
        app.draw()
    assert view.rebuilds == 1
    app.act("move", dx=1, dy=0)
    app.draw()
    app.draw()
    assert view.rebuilds == 2
    app.zoom = 16
    app.draw()
    assert view.rebuilds == 3


def test_camera_centres_on_the_player_for_keyboard_play(make_app):
    import game

    state = game.new_game(8)
    app = make_app((1280, 720), state)
    app.draw()
    view = app.game.stage_view
    state.stage.explored[:] = True
    free = [
        (x, y)
        for y in range(state.stage.height)
        for x in range(state.stage.width)
        if state.stage.is_walkable(x, y)
    ]
    off_centre = 0
    for n in range(100):
        state.place(state.player, *free[(n * 37) % len(free)])
        app.draw()
        tile = view.tile_rect(*state.player.pos)
        assert view.rect.contains(tile)
        # centred, unless the camera is clamped at the map's edge
        if abs(tile.centerx - view.rect.centerx) > view.zoom:
            off_centre += 1
            assert view.camera[0] in (0, state.stage.width * view.zoom - view.rect.width)
    assert off_centre < 100


def test_camera_stays_still_for_small_steps_and_follows_near_the_edge(make_app):
    import game

    state = game.new_game(8)
    app = make_app((1280, 720), state)
    app.game.mouse_driving = True  # the mouse drives: the map holds still under the pointer
    app.draw()
    view = app.game.stage_view
    centred = view.camera
    state.stage.explored[:] = True
    player = state.player
    x, y = player.pos
    for dx in (1, -1):
        if state.stage.is_walkable(x + dx, y):
            state.place(player, x + dx, y)
            break
    app.draw()
    assert view.camera == centred  # one step: the map does not slide under the pointer
    free = [
        (x, y)
        for y in range(state.stage.height)
        for x in range(state.stage.width)
        if state.stage.is_walkable(x, y)
    ]
    for n in range(200):  # wherever the player goes, it stays in view
        state.place(player, *free[(n * 37) % len(free)])
        app.draw()
        assert view.rect.contains(view.tile_rect(*player.pos))


def test_map_sprites_are_colour_keyed_copies_that_look_the_same(make_app):
    from game.ui.tileset import COLOR_KEY, _has_partial_alpha

    app = make_app((800, 600))
    tileset = app.tileset
    for name in tileset.groups:
        source = tileset.get(name, 32)
        sprite = tileset.sprite(name, 32)
        if _has_partial_alpha(source):  # translucent (target_area, shallow water, shadows)
            assert sprite is source, name
            continue
        assert sprite.get_colorkey() is not None, name
        # drawn over the same background, the fast copy gives exactly the same pixels
        for background in ((0, 0, 0), (200, 40, 90)):
            a = pygame.Surface((32, 32))
            b = pygame.Surface((32, 32))
            a.fill(background)
            b.fill(background)
            a.blit(source, (0, 0))
            b.blit(sprite, (0, 0))
            assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"), name
        # and no tile paints the key colour itself
        opaque = pygame.mask.from_surface(source)
        keyed = pygame.mask.from_threshold(source, (*COLOR_KEY, 255), (1, 1, 1, 255))
        assert opaque.overlap_area(keyed, (0, 0)) == 0, name
    import game

    dressed = tileset.player_sprite(game.new_game(1).player.equipment, 32)
    assert dressed.get_colorkey() is not None
