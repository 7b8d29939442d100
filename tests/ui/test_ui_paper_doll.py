"""The paper doll shows worn icons or empty silhouettes; the map sprite wears the equipment."""

from __future__ import annotations

import pygame

from game.content import create_item
from game.ui import theme
from game.ui.tileset import LAYER_ORDER, worn_layers


def region(surface: pygame.Surface, rect: pygame.Rect):
    return pygame.surfarray.array3d(surface.subsurface(rect)).copy()


def expected_box(app, tile: str, size: int):
    """What a slot box's icon area must look like: the tile over the box colour."""
    box = pygame.Surface((size, size))
    box.fill(theme.SLOT_BOX)
    box.blit(app.tileset.get(tile, size), (0, 0))
    return pygame.surfarray.array3d(box)


def carry(state, kind_id):
    return state.player.inventory.add(create_item(kind_id))


def test_slot_boxes_show_the_worn_icon_or_the_silhouette(make_app, room_state):
    for size in [(1280, 720), (800, 600), (1920, 1080)]:
        app = make_app(size, room_state)
        app.draw()
        doll = app.game.doll
        icons = doll.icon_rects
        assert set(icons) == {"head", "body", "main_hand", "off_hand"}
        icon_px = app.layout.slot_icon
        worn = {"body": "icon_leather_armor", "main_hand": "icon_dagger",
                "head": "slot_head", "off_hand": "slot_off_hand"}
        for slot, tile in worn.items():
            assert icons[slot].size == (icon_px, icon_px)
            assert (region(app.surface, icons[slot]) == expected_box(app, tile, icon_px)).all(), \
                (size, slot)
        # a wrong icon does not match: the comparison can fail
        assert not (region(app.surface, icons["main_hand"])
                    == expected_box(app, "icon_sword", icon_px)).all()


def test_slot_boxes_follow_equip_and_remove(make_app, room_state):
    app = make_app((1280, 720), room_state)
    state = room_state
    helm, sword = carry(state, "iron_helm"), carry(state, "sword")
    assert app.act("equip", item=helm)
    assert app.act("equip", item=sword)
    dagger = state.player.inventory.items[0]
    assert app.act("remove", item=state.player.inventory.items[1])  # leather armour off
    app.draw()
    doll = app.game.doll
    size = app.layout.slot_icon
    expect = {"head": "icon_iron_helm", "body": "slot_body", "main_hand": "icon_sword",
              "off_hand": "slot_off_hand"}
    assert doll.shown == expect
    for slot, tile in expect.items():
        assert (region(app.surface, doll.icon_rects[slot]) == expected_box(app, tile, size)).all()
    assert dagger not in state.player.equipment.worn_items()


def test_slot_rects_hit_test(make_app, room_state):
    app = make_app((1280, 720), room_state)
    app.draw()
    doll = app.game.doll
    for slot, rect in doll.slot_rects.items():
        assert doll.slot_at(rect.center) == slot
        assert app.layout.doll.contains(rect)
    assert doll.slot_at(doll.figure_rect.center) is None


def test_the_map_sprite_changes_with_the_weapon(make_app, room_state):
    app = make_app((1280, 720), room_state)
    state = room_state
    view = app.game.stage_view
    app.draw()
    cell = view.tile_rect(*state.player.pos)
    with_dagger = region(app.surface, cell)

    sword = carry(state, "sword")
    assert app.act("equip", item=sword)
    app.draw()
    cell = view.tile_rect(*state.player.pos)
    with_sword = region(app.surface, cell)
    assert not (with_dagger == with_sword).all()

    # the main hand is the top layer: wherever the sword overlay is opaque, it shows exactly
    overlay = app.tileset.get("worn_sword", view.zoom)
    alpha = pygame.surfarray.array_alpha(overlay)
    colours = pygame.surfarray.array3d(overlay)
    opaque = alpha == 255
    assert opaque.any()
    assert (with_sword[opaque] == colours[opaque]).all()
    assert not (with_dagger[opaque] == colours[opaque]).all()


def test_layers_compose_back_to_front_and_are_cached(make_app, room_state):
    app = make_app((1280, 720), room_state)
    state = room_state
    equipment = state.player.equipment
    for kind in ("iron_helm", "shield"):
        equipment.equip(carry(state, kind))
    assert LAYER_ORDER == ("body", "head", "off_hand", "main_hand")
    assert worn_layers(equipment) == ("worn_leather_armor", "worn_iron_helm", "worn_shield",
                                      "worn_dagger")
    first = app.tileset.player(equipment, 32)
    assert app.tileset.player(equipment, 32) is first  # cached per combination
    equipment.remove(equipment.item_in("head"))
    assert app.tileset.player(equipment, 32) is not first
