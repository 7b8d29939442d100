"""Random sequences of pick up, drop, drink, toggle, remove, descend, level-up and save-and-load
on a real game, checking the game's invariants (the shared oracle, game.engine.invariants)
after every step, and the pack against a model of its rows: letter -> (kind, count). Letters
never move, consumables stack, gear never does, a new row takes the first free letter, and the
pack holds at most 26 rows."""

from __future__ import annotations

import pickle
from collections import Counter

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test

import game
from game.content import ITEM_TYPES, create_item
from game.engine.actor import LETTERS
from game.engine.invariants import check_invariants
from game.save.unpickler import restricted_loads
from game.save.validate import check_state

GEAR = [k for k, t in ITEM_TYPES.items() if t.equippable is not None]
CONSUMABLES = ["health_potion", "lightning_scroll", "confusion_scroll", "fireball_scroll"]
KINDS = GEAR + CONSUMABLES


#: What the machine did, by name: the test asserts the edges were really reached.
COVERED: Counter[str] = Counter()


def pack_of(state) -> dict[str, tuple[str, int]]:
    pack = state.player.inventory
    return {pack.letter_of(item): (item.kind.id, item.count) for item in pack.items}


class EquipmentMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.state = game.new_game(1234)
        # no monsters: the machine tests equipment, not survival
        self.state.stage.entities = [self.state.player]
        self.model = pack_of(self.state)  # letter -> (kind id, count), kept by the rules below

    def model_takes(self, kind: str) -> bool:
        """The model's pickup: join the stack, else the first free letter; False if no room."""
        if ITEM_TYPES[kind].equippable is None:
            for letter, (held, count) in self.model.items():
                if held == kind:
                    self.model[letter] = (kind, count + 1)
                    return True
        if len(self.model) >= 26:
            return False
        free = next(letter for letter in LETTERS if letter not in self.model)
        self.model[free] = (kind, 1)
        return True

    def model_takes_one(self, letter: str) -> None:
        kind, count = self.model[letter]
        if count > 1:
            self.model[letter] = (kind, count - 1)
        else:
            del self.model[letter]

    @rule(kind=st.sampled_from(KINDS))
    def drop_something_at_feet_and_pick_up(self, kind):
        player = self.state.player
        self.state.place(create_item(kind), player.x, player.y)
        full, rows = self.state.player.inventory.is_full, len(self.model)
        taken = self.state.act("pickup")
        assert taken == self.model_takes(kind)
        if full:
            COVERED["full pack joins a stack" if taken else "full pack refuses"] += 1
        elif taken and len(self.model) == rows:
            COVERED["pickup joins a stack"] += 1
        if self.state.stage.items_at(player.x, player.y):  # refused: take it away again
            self.state.stage.entities.remove(self.state.stage.items_at(player.x, player.y)[0])

    @rule(kind=st.sampled_from(CONSUMABLES + ["health_potion"] * 3), times=st.integers(1, 5))
    def stock_up(self, kind, times):
        for _ in range(times):
            self.drop_something_at_feet_and_pick_up(kind)

    @rule(index=st.integers(0, 30))
    def drop(self, index):
        items = self.state.player.inventory.items
        if items:
            item = items[index % len(items)]
            letter = item.letter
            COVERED["drop one of a stack" if item.count > 1 else "drop a row"] += 1
            assert self.state.act("drop", item=item)
            self.model_takes_one(letter)
            dropped = self.state.stage.items_at(*self.state.player.pos)
            assert len(dropped) == 1 and dropped[0].count == 1 and dropped[0].letter is None
            self.state.stage.entities.remove(dropped[0])

    @rule()
    def drop_from_a_stack(self):
        stack = next((i for i in self.state.player.inventory.items if i.count > 1), None)
        if stack is not None:
            self.drop(self.state.player.inventory.items.index(stack))

    @rule(times=st.integers(1, 3))
    def drink(self, times):
        pack = self.state.player.inventory
        for _ in range(times):
            potion = next((i for i in pack.items if i.kind.id == "health_potion"), None)
            if potion is None:
                return
            self.state.player.fighter.hp = 1
            letter = potion.letter
            COVERED["drink from a stack" if potion.count > 1 else "drink the last one"] += 1
            assert self.state.act("use", item=potion)
            self.model_takes_one(letter)

    @rule()
    def save_and_load(self):
        self.state = check_state(restricted_loads(pickle.dumps(self.state, protocol=5)))
        COVERED["save and load"] += 1

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
        """One ``kind``, then spare gear until every row is taken."""
        inventory = self.state.player.inventory
        kinds = [kind] + [GEAR[n % len(GEAR)] for n in range(26)]
        for next_kind in kinds:
            if inventory.is_full:
                break
            inventory.add(create_item(next_kind))
            assert self.model_takes(next_kind)

    @invariant()
    def invariants_hold(self):
        check_invariants(self.state)
        assert pack_of(self.state) == self.model


def test_equipment_and_pack_machine() -> None:
    COVERED.clear()
    run_state_machine_as_test(EquipmentMachine, settings=settings(
        max_examples=60, stateful_step_count=40, deadline=None, derandomize=True,
        suppress_health_check=[HealthCheck.too_slow]))
    edges = ["full pack joins a stack", "full pack refuses", "pickup joins a stack",
             "drop one of a stack", "drop a row", "drink from a stack", "drink the last one",
             "save and load"]
    assert {edge: COVERED[edge] for edge in edges if COVERED[edge] < 3} == {}, COVERED
