"""What a step's frame reads once per change of the terrain: an item out of sight is drawn
as memory on an explored tile in view only, by the tiles in view the terrain was read for."""

from __future__ import annotations

from game.content import create_item
from tests.scenario import scenario


def wide_floor() -> str:
    rows = ["#" * 120] + ["#" + "." * 118 + "#" for _ in range(30)] + ["#" * 120]
    middle = list(rows[15])
    middle[20] = "@"
    rows[15] = "".join(middle)
    return "\n".join(rows)


def test_items_out_of_sight_are_memory_only_on_explored_tiles_in_view(make_app):
    state = scenario(wide_floor(), seed=3)
    app = make_app(state=state)
    view = app.game.stage_view
    app.draw()
    x0, y0, x1, y1 = view.tiles_in_view(state.stage)
    assert x1 < 118, "the floor is wider than the view"
    inside, outside, unknown = (create_item("health_potion") for _ in range(3))
    state.place(inside, x1 - 1, y0 + 1)  # in view, far out of sight
    state.place(outside, x1 + 1, y0 + 1)  # out of view
    state.place(unknown, x1 - 2, y0 + 1)  # in view, never seen
    for item in (inside, outside):
        state.stage.explored[item.y, item.x] = True
    assert not state.stage.visible[inside.y, inside.x]
    state.changed()
    app.draw()
    blits, _ = view._sprites(state)
    memory = app.tileset.remembered_sprite(view._icon_of(state, inside), view.zoom)
    assert (memory, view.tile_rect(inside.x, inside.y).topleft) in blits
    drawn = {at for _, at in blits}
    assert view.tile_rect(outside.x, outside.y).topleft not in drawn
    assert view.tile_rect(unknown.x, unknown.y).topleft not in drawn
    # the player walks right: the camera follows, and the item out of view comes into it
    for _ in range(4):
        state.place(state.player, state.player.x + 1, state.player.y)
        app.draw()
    blits, _ = view._sprites(state)
    assert (memory, view.tile_rect(outside.x, outside.y).topleft) in blits
