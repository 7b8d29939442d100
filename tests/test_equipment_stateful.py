"""Random sequences of pick up, drop, toggle, remove, descend and level-up on a real game,
checking the game's invariants (the shared oracle, game.engine.invariants) after every step."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

import game
from game.content import ITEM_TYPES, create_item
from game.engine.invariants import check_invariants

GEAR = [k for k, t in ITEM_TYPES.items() if t.equippable is not None and not k.startswith("test_")]
KINDS = GEAR + ["health_potion", "lightning_scroll", "confusion_scroll", "fireball_scroll"]


class EquipmentMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.state = game.new_game(1234)
        # no monsters: the machine tests equipment, not survival
        self.state.stage.entities = [self.state.player]

    @rule(kind=st.sampled_from(KINDS))
    def drop_something_at_feet_and_pick_up(self, kind):
        player = self.state.player
        self.state.place(create_item(kind), player.x, player.y)
        self.state.act("pickup")

    @rule(index=st.integers(0, 30))
    def drop(self, index):
        items = self.state.player.inventory.items
        if items:
            self.state.act("drop", item=items[index % len(items)])

    @rule(index=st.integers(0, 30))
    def toggle(self, index):
        items = self.state.player.inventory.items
        if items:
            self.state.act("equip", item=items[index % len(items)])

    @rule(index=st.integers(0, 30))
    def toggle_directly(self, index):
        items = [i for i in self.state.player.inventory.items if i.equippable]
        if items:
            self.state.player.equipment.toggle(items[index % len(items)])

    @rule(index=st.integers(0, 3))
    def remove(self, index):
        worn = self.state.player.equipment.worn_items()
        if worn:
            self.state.act("remove", item=worn[index % len(worn)])

    @rule()
    def descend(self):
        state = self.state
        state.place(state.player, *state.stage.stairs)
        state.act("descend")
        state.stage.entities = [state.player]

    @rule(stat=st.sampled_from(["constitution", "strength", "agility"]))
    def level_up(self, stat):
        level = self.state.player.level
        level.current_xp = max(level.current_xp, level.xp_to_next_level)
        self.state.act("level_up", stat=stat)

    @rule(hp=st.integers(1, 200))
    def get_hurt_or_heal(self, hp):
        self.state.player.fighter.hp = hp

    @rule(kind=st.sampled_from(KINDS))
    def fill_the_pack(self, kind):
        inventory = self.state.player.inventory
        while not inventory.is_full:
            inventory.items.append(create_item(kind))

    @invariant()
    def invariants_hold(self):
        check_invariants(self.state)


EquipmentMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=40, deadline=None,
    suppress_health_check=[HealthCheck.too_slow])
TestEquipmentMachine = EquipmentMachine.TestCase
