"""Monsters on the map: the new breeds' tiles, and the gear a monster wears drawn on its
sprite (issue 11): shifted onto its body, fists in its skin, cached, drawn by the stage view."""

from __future__ import annotations

import pygame
import pytest

from game.content import create_item
from game.engine.actor import Actor
from game.engine.equipment import Equipment
from game.engine.kinds import Breed
from game.ui.tileset import Tileset
from tests.scenario import monsters, scenario

BREEDS = ["kobold", "shaman", "ogre", "golem", "hydra", "warlord"]
BREEDS += ["goblin_archer", "giant_spider", "salamander", "skeleton", "mummy"]  # issue 23
#: A kind of each layer that bodies wear (the cloak hangs behind, so it may hide).
KIND_OF_LAYER = {
    "main_hand": "sword",
    "off_hand": "shield",
    "body_armour": "chain_mail",
    "helm": "iron_helm",
    "gloves": "leather_gloves",
    "boots": "leather_boots",
    "cloak": "cloak",
}
PLAYER_SKIN = {(0xEA, 0xB4, 0x8A, 255), (0xB5, 0x79, 0x56, 255)}

ARENA = """
    #########
    #.......#
    #.@..o..#
    #.......#
    #########
"""


@pytest.fixture(scope="module")
def tileset() -> Tileset:
    return Tileset()


def breed(tile: str) -> Breed:
    return Breed(tile, tile.title(), tile, hp=1, defense=0, power=0)


def wearing(*kinds: str) -> Equipment:
    """The equipment of a monster wearing ``kinds`` (worn the way the engine does it)."""
    actor = Actor(breed("orc"))
    for kind in kinds:
        item = create_item(kind)
        actor.inventory.add(item)
        actor.equipment.equip(item)
    return actor.equipment


def rgba(surface: pygame.Surface) -> list[tuple[int, int, int, int]]:
    width, height = surface.get_size()
    return [tuple(surface.get_at((x, y))) for y in range(height) for x in range(width)]


def test_an_armed_orc_looks_unlike_a_bare_one_and_unlike_an_orc_with_other_gear(tileset):
    bare = tileset.monster("orc", Equipment(), 32)
    assert bare is tileset.get("orc", 32)  # nothing worn: the breed's own tile
    armed = tileset.monster("orc", wearing("sword", "chain_mail"), 32)
    other = tileset.monster("orc", wearing("mace", "leather_armor"), 32)
    assert rgba(armed) != rgba(bare)
    assert rgba(armed) != rgba(other)
    # composed once per body, gear and size: another orc in the same gear shares it
    assert tileset.monster("orc", wearing("sword", "chain_mail"), 32) is armed
    assert tileset.monster("orc", wearing("sword", "chain_mail"), 48) is not armed


@pytest.mark.parametrize("body", ["orc", "troll", *BREEDS])
def test_gear_is_drawn_where_the_body_wears_it(tileset, body):
    """Each layer a body shows changes its sprite exactly inside that layer's picture moved
    by the body's offset (manifest ``wear.bodies``); a layer it does not show changes nothing."""
    shows = tileset.wear["bodies"].get(body, {}).get("layers", {})
    bare = rgba(tileset.get(body, 16))
    for layer, kind in KIND_OF_LAYER.items():
        dressed = tileset.monster(body, wearing(kind), 16)
        changed = {i for i, (a, b) in enumerate(zip(bare, rgba(dressed), strict=True)) if a != b}
        if layer not in shows:
            assert dressed is tileset.get(body, 16), f"{body} shows {kind}"
            continue
        dx, dy = shows[layer]
        worn = rgba(tileset.get(f"worn_{kind}", 16))
        moved = {
            (i // 16 + dy) * 16 + i % 16 + dx
            for i, p in enumerate(worn)
            if p[3] and 0 <= i % 16 + dx < 16 and 0 <= i // 16 + dy < 16
        }
        assert changed <= moved, f"{kind} on the {body} is drawn off its place"
        if layer != "cloak":  # a cloak may hide entirely behind a broad body
            assert len(changed) >= 8, f"{kind} hardly shows on the {body}"


def test_a_hydra_shows_no_gear(tileset):
    kit = wearing("greataxe", "plate_armor", "great_helm")
    assert tileset.monster("hydra", kit, 32) is tileset.get("hydra", 32)


@pytest.mark.parametrize("body", ["orc", "kobold", "ogre", "warlord", "skeleton"])
def test_weapon_fists_take_the_body_skin(tileset, body):
    """The weapons' layers carry the player's fist; on a monster it is repainted in the
    monster's own skin, so no pixel of the player's skin is left."""
    for weapon in ("dagger", "sword", "mace", "greataxe"):
        assert PLAYER_SKIN & set(rgba(tileset.get(f"worn_{weapon}")))
        pixels = set(rgba(tileset.monster(body, wearing(weapon), 16)))
        assert not pixels & PLAYER_SKIN, f"{body} holds the {weapon} in a human hand"


def cell(app, actor) -> bytes:
    rect = app.game.stage_view.tile_rect(actor.x, actor.y)
    return pygame.image.tobytes(app.surface.subsurface(rect), "RGB")


def test_the_stage_view_draws_armed_monsters_in_their_gear(make_app):
    """An orc in a sword and shield is drawn dressed, unlike a bare orc on the same spot;
    after a turn in which its gear changes, the view draws the new gear."""
    bare_state = scenario(ARENA, seed=3)
    bare_app = make_app(state=bare_state)
    bare_app.draw()
    bare = cell(bare_app, monsters(bare_state)[0])

    state = scenario(ARENA, seed=3)
    orc = monsters(state)[0]
    for kind in ("sword", "shield"):
        item = create_item(kind)
        orc.inventory.add(item)
        orc.equipment.equip(item)
    app = make_app(state=state)
    app.draw()
    view = app.game.stage_view
    assert state.stage.visible[orc.y, orc.x]
    dressed = cell(app, orc)
    assert dressed != bare
    sprite = app.tileset.monster_sprite("orc", orc.equipment, view.zoom)
    assert any(image is sprite for image, _ in view._last_blits)

    orc.equipment.remove(orc.equipment.slots["main_hand"])
    state.turn += 1  # gear changes in a turn; the view looks monsters up once per turn
    app.draw()
    assert cell(app, orc) not in (dressed, bare)


def test_the_stage_view_draws_every_new_breed(make_app):
    """Each new breed, bare and armed, stands on the map in its own tile; a mace and shield
    change the picture of every breed whose body holds them."""
    state = scenario(ARENA, seed=3)
    state.stage.entities.remove(monsters(state)[0])
    app = make_app(state=state)
    pictures = set()
    for tile in BREEDS:
        for kit in ((), ("mace", "shield")):
            actor = Actor(breed(tile))
            for kind in kit:
                item = create_item(kind)
                actor.inventory.add(item)
                actor.equipment.equip(item)
            state.place(actor, 5, 2)
            state.turn += 1
            app.draw()
            assert any(
                image is app.tileset.monster_sprite(tile, actor.equipment, app.game.stage_view.zoom)
                for image, _ in app.game.stage_view._last_blits
            ), tile
            pictures.add(cell(app, actor))
            state.stage.entities.remove(actor)
    bodies = app.tileset.wear["bodies"]
    holding = [
        tile
        for tile in BREEDS
        if {"main_hand", "off_hand"} & set(bodies.get(tile, {}).get("layers", {}))
    ]
    # the hydra, the beasts and the goblin archer (both hands on its bow) show neither
    assert len(holding) == 6
    assert len(pictures) == len(BREEDS) + len(holding)


def test_a_confused_hero_sees_stars_on_the_map(make_app):
    """While ``confused_turns`` is above 0 the hero's sprite gets the stars over it."""
    state = scenario(ARENA, seed=3)
    app = make_app(state=state)
    view = app.game.stage_view

    def stars_drawn() -> bool:
        state.changed()  # as a turn that confuses or clears the hero says
        app.draw()
        stars = app.tileset.sprite("fx_confused", view.zoom)
        return any(image is stars for image, _ in view._last_blits)

    assert not stars_drawn()
    state.player.confused_turns = 3
    assert stars_drawn()
    state.player.confused_turns = 0
    assert not stars_drawn()
