"""The cached terrain is never stale: after every kind of change, the dungeon view on screen
holds exactly the pixels a fresh StageView draws from scratch; and a step redraws only the
tiles that changed, not the whole floor."""

from __future__ import annotations

import random
import time

import numpy as np
import pygame

import game
from game.engine.tiles import DOOR_CLOSED, FLOOR, WALL
from game.ui import theme
from game.ui.layout import ZOOMS
from game.ui.panels import light, terrain_looks
from game.ui.panels.remembered_floor import remembered_tile
from game.ui.panels.stage_view import StageView
from game.ui.tileset import Tileset
from tests.scenario import monsters, scenario

#: Room A, a door-less corridor with a bend, room B (unseen from A), an orc waiting in B.
ROOMS = """
    ##########################
    #.....#############......#
    #.@...........######...o.#
    #.....#######.######.....#
    #.....#######........>...#
    ##########################
"""
DIRECTIONS = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (dx, dy) != (0, 0)]


def view_pixels(surface: pygame.Surface, rect: pygame.Rect) -> np.ndarray:
    return pygame.surfarray.array3d(surface.subsurface(rect)).copy()


def redrawn(view: StageView, state) -> np.ndarray:
    """The view as a fresh StageView draws it from scratch (same place, zoom and camera)."""
    fresh = StageView(view.tileset)
    fresh.clock = view.clock
    fresh.place(view.rect, view.zoom, state)
    fresh.camera = view.camera  # the mouse-driven camera may hold still: use the same one
    target = blank_window()
    fresh.draw(target, state)
    return view_pixels(target, view.rect)


def tile_look(state, x: int, y: int, variants, alternates, vaults) -> tuple[str, ...]:
    """The tiles (x, y) draws, read one tile at a time: its terrain, a wall's face where no
    wall lies below it, a vault's door, a found trap over the floor."""
    stage = state.stage
    tile = int(stage.tiles[y, x])
    kind = tile if tile < len(terrain_looks.TERRAIN) else WALL
    below = y + 1 == stage.height or terrain_looks.WALL_LIKE[stage.tiles[y + 1, x]]
    if kind == WALL and not below:
        kind = terrain_looks.WALL_FACE
    if vaults[y, x]:
        kind = terrain_looks.VAULT_DOOR
    if stage.traps_found[y, x] and stage.traps[y, x] and terrain_looks.WALKABLE[kind % 12]:
        kind = terrain_looks.FIRST_TRAP - 1 + int(stage.traps[y, x])
    layers = terrain_looks._layers(state.region, kind, int(variants[y, x]), int(alternates[y, x]))
    return terrain_looks.resolve(TILESET[0], (state.region, layers))


def tile_light(state, x: int, y: int, torches) -> int:
    """The light band of tile (x, y): the hero's light by distance, and the torches'."""
    px, py = state.player.pos
    hero = light.hero_light(np.array(float(x - px)), np.array(float(y - py)))
    return int(light.bands(light.mixed(hero, np.array(torches[y, x]))))


def tile_by_tile(view: StageView, state) -> np.ndarray:
    """The view drawn the plain way, sharing no code with the cache: every explored tile in
    view, lit by its band where visible, else remembered; then the sprites."""
    stage, z, (cx, cy) = state.stage, view.zoom, view.camera
    TILESET[0] = view.tileset
    target = blank_window()
    target.fill(theme.BACKGROUND, view.rect)
    target.set_clip(view.rect)
    variants = terrain_looks.tile_variants(stage.width, stage.height)
    alternates = terrain_looks.tile_alternates(stage.width, stage.height)
    vaults = stage.vault_doors() & (stage.tiles == DOOR_CLOSED)
    torches = light.torch_light(stage.tiles)
    for y, x in np.argwhere(stage.explored).tolist():
        name = tile_look(state, x, y, variants, alternates, vaults)
        if stage.visible[y, x] and view.water_phase() and name in WATER_FRAMES:
            name = WATER_FRAMES[name]  # deep water in sight shows its other frame
        if stage.visible[y, x]:
            band = tile_light(state, x, y, torches)
            image = view.tileset.shaded(name, z, (round(255 * theme.LIGHT_BANDS[band]),) * 3)
        else:
            image = remembered_tile(view.tileset, name, z)
        target.blit(image, (view.rect.x + x * z - cx, view.rect.y + y * z - cy))
    sprites, bars = view._sprites(state)
    target.fblits(sprites)
    view._health_bars(target, bars)
    return view_pixels(target, view.rect)


TILESET: list = [None]
WATER_FRAMES = {("deep_water_0",): ("deep_water_1",), ("deep_water_1",): ("deep_water_0",)}


def blank_window() -> pygame.Surface:
    window = pygame.display.get_surface()
    target = pygame.Surface(window.get_size(), 0, window)
    target.fill((255, 0, 255))  # anything the view fails to cover shows
    return target


def check(app) -> int:
    """Draw a frame the app's way; compare the view with a fresh StageView's drawing and
    with a plain tile-by-tile drawing."""
    app.game.toast_text = ""  # toasts are drawn over the view: not the view's pixels
    view = app.game.stage_view
    if view.clock is time.monotonic:
        view.clock = lambda: 0.0  # the water's frame, as the test sets it
    app.draw()
    shown = view_pixels(app.surface, view.rect)
    for reference in (redrawn(view, app.state), tile_by_tile(view, app.state)):
        differ = int((shown != reference).any(axis=2).sum())
        assert differ == 0, f"{differ} pixels differ from a full redraw"
    return 1


def walkable_moves(state) -> list[tuple[int, int]]:
    x, y = state.player.pos
    return [(dx, dy) for dx, dy in DIRECTIONS if state.stage.is_walkable(x + dx, y + dy)]


def test_walking_through_a_corridor_into_a_room(make_app):
    state = scenario(ROOMS, seed=2)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    checked = check(app)
    path = [(1, 0)] * 11 + [(0, 1), (0, 1)] + [(1, 0)] * 6 + [(1, -1)] * 2 + [(0, -1)]
    seen_before = int(state.stage.explored.sum())
    for dx, dy in path:
        assert app.act("move", dx=dx, dy=dy)
        checked += check(app)
    assert state.stage.explored.sum() > seen_before + 20  # room B came into sight
    assert state.player.pos == (21, 1)
    assert checked == len(path) + 1
    assert view.floor.builds == 1  # one floor, one zoom: built once, then updated


def test_moves_in_all_directions_on_a_real_floor_redraw_only_new_tiles(make_app):
    state = game.new_game(5)
    for monster in monsters(state):
        state.stage.entities.remove(monster)  # a long walk, undisturbed
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    check(app)
    rng = random.Random(11)
    directions_taken = set()
    for _ in range(120):
        explored = state.stage.explored.copy()
        drawn = view.floor.tiles_drawn
        dx, dy = rng.choice(walkable_moves(state))
        assert app.act("move", dx=dx, dy=dy)
        directions_taken.add((dx, dy))
        check(app)
        # the remembered floor is updated where tiles were newly explored, nowhere else
        assert view.floor.tiles_drawn - drawn == int((state.stage.explored & ~explored).sum())
    assert directions_taken == set(DIRECTIONS)
    assert view.floor.builds == 1


def test_turns_where_only_monsters_move_after_steps(make_app):
    """A step, then turns where only the orc moves: the view's terrain kept for sprites-only
    frames must follow the step."""
    state = scenario(ROOMS, seed=2)
    orc = monsters(state)[0]
    state.place(orc, 10, 2)  # in the corridor, in sight: it comes at the player
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    check(app)
    reads = view.box_reads
    moved = 0
    for dx, dy in ((0, 1), (0, -1), (1, 0)):
        assert app.act("move", dx=dx, dy=dy)
        check(app)
        before = orc.pos
        assert app.act("wait")
        moved += orc.pos != before
        check(app)
    assert moved == 3
    # each step read the lit box; each turn where only the orc moved reused it
    assert view.box_reads == reads + 3
    for size, x in (((800, 600), 7), ((1920, 1080), 8)):  # the same after a resize
        app.surface = pygame.display.set_mode(size)
        check(app)
        state.place(orc, x, 2)
        check(app)
    assert view.box_reads == reads + 5  # a new size and a new place: read again


def test_zoom_changes_and_moves_at_every_zoom(make_app):
    state = game.new_game(7)
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    check(app)
    for zoom in (*ZOOMS, *reversed(ZOOMS)):
        app.zoom = zoom
        check(app)
        dx, dy = walkable_moves(state)[0]
        app.act("move", dx=dx, dy=dy)
        check(app)
        height, width = state.stage.tiles.shape
        # only the current zoom's floor is kept
        assert view.floor.surface.get_size() == (width * zoom, height * zoom)
    # built at 32, then once per change of zoom (64 -> 64 is none): 8 builds
    assert view.floor.builds == 2 * len(ZOOMS)


def test_descending_loading_another_game_and_resizing(make_app):
    state = game.new_game(4)
    app = make_app((1280, 720), state)
    check(app)
    state.place(state.player, *state.stage.stairs)
    check(app)
    assert app.act("descend")
    assert state.depth == 2
    check(app)
    for dx, dy in walkable_moves(state)[:2]:
        app.act("move", dx=dx, dy=dy)
        check(app)
    app.play.start(game.new_game(9))  # another game
    check(app)
    for size in ((800, 600), (1920, 1080), (1280, 720)):
        app.surface = pygame.display.set_mode(size)
        check(app)


def test_one_view_handed_another_floor_of_the_same_size(make_app):
    """The cache keys on what the floor holds, not on which object it is."""
    first, second = game.new_game(1), game.new_game(2)
    app = make_app((1280, 720), first)
    check(app)
    app.state = second  # the same StageView now draws another floor of the same size
    view = app.game.stage_view
    view.place(app.layout.stage, app.current_zoom, second)
    check(app)
    stage = second.stage
    stage.explored[:] = True  # the whole map revealed at once
    second.changed()  # each change by hand announced, as the engine does
    check(app)
    x0, y0, x1, y1 = view.tiles_in_view(stage)
    remembered = np.argwhere(~stage.visible[y0:y1, x0:x1]) + (y0, x0)
    for y, x in remembered[::40].tolist():
        stage.tiles[y, x] = FLOOR if stage.tiles[y, x] != FLOOR else WALL  # tiles change
    second.changed()
    check(app)
    stage.visible[:] = False  # the FOV changes, the player stands still
    second.changed()
    check(app)


def test_the_light_follows_the_player_in_a_room_seen_whole(make_app):
    """In a small closed room the FOV stays the same as the player walks (and the camera of a
    floor smaller than the view stays still): only the light bands move."""
    state = scenario(
        """
        ##########
        #@.......#
        ##########
    """,
        seed=1,
    )
    app = make_app((1280, 720), state)
    check(app)
    visible = state.stage.visible.copy()
    for dx in (1, 1, 1, -1):
        assert app.act("move", dx=dx, dy=0)
        assert (state.stage.visible == visible).all()
        check(app)


def test_the_mouse_driven_camera(make_app):
    state = game.new_game(6)
    app = make_app((1280, 720), state)
    app.game.mouse_driving = True  # the camera holds still for small steps
    check(app)
    for _ in range(8):
        dx, dy = walkable_moves(state)[0]
        app.act("move", dx=dx, dy=dy)
        check(app)


def test_a_floor_too_big_to_cache_whole_is_cached_around_the_view(make_app, monkeypatch):
    """Past MAX_PIXELS only a region around the view is kept, built again when the view
    leaves it: still the same pixels, and memory stays bounded."""
    from game.ui.panels import remembered_floor

    monkeypatch.setattr(remembered_floor, "MAX_PIXELS", 1_000_000)  # 80x43 at 32 px: 3.5 M
    state = game.new_game(5)
    for monster in monsters(state):
        state.stage.entities.remove(monster)
    state.stage.explored[:] = True  # remembered everywhere: every region shows its edges
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    check(app)
    free = np.argwhere(state.stage.walkable).tolist()
    regions = set()
    for n in range(12):  # all over the floor, a few steps at each place
        y, x = free[(n * 397) % len(free)]
        state.place(state.player, x, y)
        check(app)
        for dx, dy in walkable_moves(state)[:2]:
            app.act("move", dx=dx, dy=dy)
            check(app)
        regions.add(view.floor.region)
        x0, y0, x1, y1 = view.tiles_in_view(state.stage)
        span = 2 * remembered_floor.REGION_MARGIN
        width, height = view.floor.surface.get_size()
        assert width <= (x1 - x0 + span) * view.zoom and height <= (y1 - y0 + span) * view.zoom
    height, width = state.stage.tiles.shape
    assert (0, 0, width, height) not in regions
    assert len(regions) >= 3


def test_health_bars_from_kept_images_are_the_plain_fills(make_app):
    """The bars are blits of kept images (one per zoom and fill width); they must leave the
    pixels of the plain drawing: a dark frame around the bar's back, the part for the HP."""
    make_app((640, 480))
    view = StageView(Tileset())
    drawn = 0
    for zoom in ZOOMS:
        view.zoom = zoom
        bars = [
            ((x * 37 % 600 - 20, x * 53 % 460 - 10), hp, 10)
            for x in range(12)
            for hp in (1, 4, 9, 10)
        ]
        plain, kept = blank_window(), blank_window()
        for target in (plain, kept):
            target.set_clip(pygame.Rect(10, 10, 500, 400))
        height, width = max(2, zoom // 16), zoom - zoom // 4
        for (x, y), hp, max_hp in bars:
            back = pygame.Rect(x + zoom // 8, y, width, height)
            plain.fill((20, 10, 10), back.inflate(2, 2))
            plain.fill(theme.HP_BAR, (back.x, back.y, max(1, width * hp // max_hp), height))
        view._health_bars(kept, bars)
        assert (view_pixels(plain, plain.get_rect()) == view_pixels(kept, kept.get_rect())).all()
        drawn += len(bars)
    assert drawn == 48 * len(ZOOMS)


def floor_of(seed: int, depth: int):
    """A new game's floor ``depth`` (its region's builder, doors, torches, traps)."""
    state = game.new_game(seed)
    state.depth = depth - 1
    state.new_floor()
    for monster in monsters(state):
        state.stage.entities.remove(monster)  # a walk, undisturbed
    return state


def test_every_region_doors_opening_and_traps_found(make_app):
    """Caves and Crypt floors: a walk, a door opened (a wall above it keeps its face, the
    torches' light goes through), a trap found: the cache follows every change."""
    from game.engine.tiles import DOOR_CLOSED, DOOR_OPEN

    opened = found = 0
    for seed, depth in ((3, 6), (4, 10)):
        state = floor_of(seed, depth)
        app = make_app((1280, 720), state)
        view = app.game.stage_view
        check(app)
        rng = random.Random(seed)
        now = [0.0]
        view.clock = lambda now=now: now[0]
        for _ in range(15):
            dx, dy = rng.choice(walkable_moves(state))
            app.act("move", dx=dx, dy=dy)
            check(app)
            now[0] += 0.7  # deep water in sight shows its other frame
            check(app)
        stage = state.stage
        doors = np.argwhere(stage.tiles == DOOR_CLOSED).tolist()
        for y, x in doors[:3]:
            state.place(state.player, x, y + 1 if stage.is_walkable(x, y + 1) else y - 1)
            check(app)
            stage.tiles[y, x] = DOOR_OPEN
            stage.update_fov(*state.player.pos)
            state.changed()
            opened += 1
            check(app)
        traps = np.argwhere(stage.traps > 0).tolist()
        for y, x in traps[:2]:
            state.place(state.player, x, y)
            check(app)
            stage.traps_found[y, x] = True
            state.changed()  # as the engine announces a found trap
            found += 1
            check(app)
        assert view.floor.builds == 1
    assert opened >= 3 and found == 4


def test_a_look_first_met_as_the_waters_other_frame_is_remembered_later(make_app):
    """Deep water of one picture in sight (its other picture made for the next frame
    only), then water of that other picture remembered beside the hero: drawn from memory."""
    from game.engine.tiles import DEEP_WATER

    state = scenario(
        """
        ##############
        #@...........#
        #............#
        #............#
        ##############
    """,
        seed=1,
    )
    stage = state.stage
    alternates = terrain_looks.tile_alternates(stage.width, stage.height)
    first = [(x, y) for y in range(1, 4) for x in range(4, 13) if alternates[y, x] == 0]
    other = next((x, y) for y in range(1, 4) for x in range(2, 13) if alternates[y, x] == 1)
    for x, y in first[:3]:
        stage.tiles[y, x] = DEEP_WATER
    state.update_fov()
    app = make_app((1280, 720), state)
    check(app)
    x, y = other
    stage.tiles[y, x] = DEEP_WATER
    stage.visible[y, x] = False  # seen once, out of sight now: remembered, inside the box
    stage.explored[y, x] = True
    state.changed()
    check(app)


def test_a_change_to_a_large_zoom_draws_the_view_and_the_rest_as_it_comes_into_view(make_app):
    """A change of zoom draws only the tiles in view (and a margin), into
    the floor's one surface of the largest zoom (no new memory per zoom); the others are
    drawn when they first come into view, explored or changed meanwhile or not: every frame
    is still the full redraw."""
    from game.ui.panels import remembered_floor

    state = game.new_game(5)
    for monster in monsters(state):
        state.stage.entities.remove(monster)
    state.stage.explored[:] = True
    state.stage.explored[:, :20] = False  # a part explored later, while pending
    app = make_app((1280, 720), state)
    view = app.game.stage_view
    check(app)
    capacity = view.floor.capacity
    height, width = state.stage.tiles.shape
    free = np.argwhere(state.stage.walkable).tolist()
    for zoom in (48, 64, 32, 64):
        app.zoom = zoom
        drawn = view.floor.tiles_drawn + view.floor.tiles_revealed
        check(app)
        assert view.floor.surface.get_parent() is capacity  # the same pixels, every zoom
        x0, y0, x1, y1 = view.tiles_in_view(state.stage)
        m = remembered_floor.VIEW_MARGIN
        now = view.floor.tiles_drawn + view.floor.tiles_revealed
        assert 0 < now - drawn <= (x1 - x0 + 2 * m) * (y1 - y0 + 2 * m)
        assert view.floor.pending.any()
        for n in range(6):  # all over the floor
            y, x = free[(n * 397 + zoom) % len(free)]
            state.place(state.player, x, y)
            if n == 3:
                state.stage.explored[:] = True  # explored while out of view
            check(app)
            for dx, dy in walkable_moves(state)[:1]:
                app.act("move", dx=dx, dy=dy)
                check(app)
        state.stage.explored[:, :20] = False
    assert view.floor.capacity is capacity
