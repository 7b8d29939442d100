"""What a step's frame keeps from frame to frame: the tiles in view the terrain was read
for (an item out of sight is drawn as memory on an explored tile in view only), and the
floor's entities split into items and creatures once a turn (``StageView._roster_of``), and
their looks from turn to turn (a real step is a turn)."""

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


def test_the_kept_roster_follows_the_floor_s_entities_within_a_turn(make_app):
    """The sprite pass splits the floor's entities into items and creatures once a turn; an
    item dropped, one taken, a monster killed or a new one come within the same turn are
    drawn as they are now."""
    from game.content import create_actor

    state = scenario(wide_floor(), seed=3)
    app = make_app(state=state)
    view = app.game.stage_view
    px, py = state.player.pos
    orc = create_actor("orc")
    state.place(orc, px + 2, py)
    app.draw()
    turn = state.turn
    potion = create_item("health_potion")
    state.place(potion, px + 1, py + 1)
    app.draw()
    blits, _ = view._sprites(state)
    icon = app.tileset.sprites_at(view.zoom)[view._icon_of(state, potion)]
    assert (icon, view.tile_rect(px + 1, py + 1).topleft) in blits
    assert view.sightings is not None
    assert view.sightings.items == [(py + 1) * state.stage.width + px + 1]

    orc.fighter.hp = 0  # killed: its remains, under the items
    state.changed()
    app.draw()
    blits, _ = view._sprites(state)
    remains = app.tileset.sprites_at(view.zoom)[orc.tile]
    assert blits[0] == (remains, view.tile_rect(orc.x, orc.y).topleft)
    assert view.sightings.monsters == []

    state.stage.entities.remove(potion)  # taken
    troll = create_actor("troll")
    state.place(troll, px - 2, py)  # and another comes, the list the same length
    app.draw()
    blits, _ = view._sprites(state)
    assert all(image is not icon for image, _ in blits)
    assert view.sightings.items == []
    assert view.sightings.monsters == [py * state.stage.width + px - 2]
    assert state.turn == turn  # all within one turn


def test_looks_are_kept_from_turn_to_turn_and_read_again_when_max_hp_or_gear_moved(make_app):
    """A real step is a turn: the entities' looks are not read again for it, but a monster
    whose max HP rose (its health bar) or whose gear changed (its sprite) is read again,
    and the memo keeps only the floor's entities."""
    from game.content import create_actor

    state = scenario(wide_floor(), seed=3)
    px, py = state.player.pos
    orc = create_actor("orc")
    state.place(orc, px + 2, py)
    potions = [create_item("health_potion") for _ in range(3)]
    for i, potion in enumerate(potions):
        state.place(potion, px - 1 - i, py + 1)
    app = make_app(state=state)
    view = app.game.stage_view
    app.draw()
    read: list[object] = []
    real = view._look

    def counted(state_, entity):
        read.append(entity)
        return real(state_, entity)

    view._look = counted
    for _ in range(3):  # turns pass, nothing drawn changes
        state.turn += 1
        state.changed()
        app.draw()
    assert read == []

    orc.fighter.base_max_hp += 5  # hurt now, at the same HP: its bar shows
    state.turn += 1
    state.changed()
    app.draw()
    assert read == [orc]
    _, bars = view._sprites(state)
    assert bars == [(view.tile_rect(orc.x, orc.y).topleft, orc.fighter.hp, orc.fighter.max_hp)]

    sword = create_item("sword")  # no max HP: its sprite alone tells
    orc.inventory.add(sword)
    orc.equipment.equip(sword)
    state.turn += 1
    state.changed()
    app.draw()
    assert read == [orc, orc]
    sprite = app.tileset.monster_sprite(orc.tile, orc.equipment, view.zoom)
    assert (sprite, view.tile_rect(orc.x, orc.y).topleft) in view._last_blits

    state.stage.entities.remove(potions[0])  # taken: the memo forgets it on the next turn
    state.turn += 1
    state.changed()
    app.draw()
    assert potions[0] not in view._looks and potions[1] in view._looks


def test_an_armed_monster_s_max_hp_is_read_again_when_its_gear_s_bonus_moves(make_app):
    """A monster that wears something has its max HP summed again on a new turn (its base
    alone does not tell): an enchantment on the same worn amulet shows in its health bar."""
    from game.content import create_actor

    state = scenario(wide_floor(), seed=3)
    px, py = state.player.pos
    orc = create_actor("orc")
    state.place(orc, px + 2, py)
    amulet = create_item("amulet_of_vitality")
    orc.inventory.add(amulet)
    orc.equipment.equip(amulet)
    orc.fighter.hp = orc.fighter.max_hp
    app = make_app(state=state)
    view = app.game.stage_view
    app.draw()
    assert view._sprites(state)[1] == []  # unhurt: no bar
    amulet.enchantment += 1  # +5 max HP, the same gear and the same HP
    state.turn += 1
    state.changed()
    app.draw()
    assert view._last_bars == [
        (view.tile_rect(orc.x, orc.y).topleft, orc.fighter.hp, orc.fighter.max_hp)
    ]
