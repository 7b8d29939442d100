"""The paper-doll figure composed with pygame from the committed doll layers."""

from __future__ import annotations

import pygame
import pytest

from game.ui.art import wear
from game.ui.art.catalog import all_tiles
from game.ui.art.sprite import compose
from game.ui.doll_art import DollArt, map_layers
from game.ui.tileset import Tileset

ALL_KINDS = list(wear.KIND_LAYER)
KIT = ["shield", "leather_gloves", "sword", "cloak", "chain_mail", "leather_boots", "iron_helm"]


@pytest.fixture(scope="module")
def art() -> DollArt:
    return DollArt()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_layers_are_back_to_front_in_the_dcss_order(art: DollArt) -> None:
    assert art.layers(KIT) == (
        "doll_shadow",
        "doll_cloak",
        "doll_body",
        "doll_leather_boots",
        "doll_chain_mail",
        "doll_leather_gloves",
        "doll_iron_helm",
        "doll_sword",
        "doll_shield",
    )
    assert art.layers([]) == ("doll_shadow", "doll_body")


def test_rings_and_unknown_ids_are_not_drawn_on_the_figure(art: DollArt) -> None:
    assert art.layers(["ring_of_protection", "amulet_of_vitality", "sword"]) == (
        "doll_shadow",
        "doll_body",
        "doll_sword",
    )
    assert not art.has_layer("ring_of_protection")
    assert all(art.has_layer(kind) for kind in ALL_KINDS)


def test_composing_every_layer_works_and_each_layer_changes_the_figure(art: DollArt) -> None:
    width, height = art.size
    everything = art.figure(ALL_KINDS, scale=2)
    assert everything.get_size() == (width * 2, height * 2)
    bare = pixels(art.figure([]))
    for kind in ALL_KINDS:
        assert pixels(art.figure([kind])) != bare, kind
    full = pixels(art.figure(KIT))
    for kind in KIT:  # in a full kit too, every piece shows
        assert pixels(art.figure([k for k in KIT if k != kind])) != full, kind


def test_figure_matches_the_art_grids_pixel_for_pixel(art: DollArt) -> None:
    """pygame's blits of the PNGs give exactly the composition of the grids."""
    tiles = all_tiles()
    for kit in (KIT, ["cloak", "plate_armor", "leather_gloves", "great_helm", "greataxe"]):
        expected = compose([tiles[name].pixels() for name in art.layers(kit)])
        figure = art.figure(kit)
        got = [tuple(figure.get_at((x, y))) for y in range(art.size[1]) for x in range(art.size[0])]
        # straight-alpha blending of fully opaque or fully clear pixels: exact
        assert got == expected


def test_figures_are_cached_and_scale_is_whole(art: DollArt) -> None:
    assert art.figure(KIT, 3) is art.figure(list(KIT), 3)
    assert art.figure(KIT, 3) is not art.figure(KIT, 2)
    with pytest.raises(ValueError):
        art.figure(KIT, 0)


def test_map_layers_put_the_cloak_behind_the_player_and_exist(art: DollArt) -> None:
    pygame.init()
    try:
        tileset = Tileset()
        names = map_layers(["sword", "cloak", "great_helm", "ring_of_protection"], art.wear)
        assert names == ("worn_cloak", "player", "worn_great_helm", "worn_sword")
        for kind in ALL_KINDS:
            assert all(tileset.has(name) for name in map_layers([kind], art.wear)), kind
        dressed = tileset.composed(names, 32)
        assert pixels(dressed) != pixels(tileset.composed(("player",), 32))
    finally:
        pygame.quit()
