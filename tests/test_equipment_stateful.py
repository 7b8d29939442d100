"""Random sequences of pick up, drop, drink, toggle, remove, descend, level-up and save-and-load
on a real game, checking the game's invariants (the shared oracle, game.engine.invariants)
after every step, and the pack against a model of its rows: letter -> (kind, count). Letters
never move, consumables stack, gear never does, a new row takes the first free letter, and the
pack holds at most 26 rows.

Gear, second edition: found gear comes enchanted, unknown and sometimes cursed; rings go into a
chosen ring slot; two-handers and off-hand items displace each other; Enchanting, Identify and
Remove Curse are read. Beyond the oracle (worn items in the pack once, never a two-hander with
an off-hand item, stats = base + every worn bonus known or not, HP <= max), the machine checks
that a worn cursed item never leaves the body, and that every refusal takes no turn.

Gear, third edition: found gear may carry a property, runed until worn or identified; darts and
javelins are thrown from their stacks; an artefact's curse holds against every scroll."""

from __future__ import annotations

import pickle
from collections import Counter

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule, run_state_machine_as_test

import game
from game.content import ARTEFACTS, ITEM_TYPES, PROPERTIES, create_item
from game.engine.actor import LETTERS
from game.engine.gear import WEAR_ON_PICKUP, Stat
from game.save.unpickler import restricted_loads
from game.save.validate import check_state
from tests.invariants import check_invariants

#: Artefacts are one of a kind per game: the machine finds plain gear (tests/test_artefacts.py
#: covers them).
GEAR = [k for k, t in ITEM_TYPES.items() if t.equippable is not None and not t.artefact]
CONSUMABLES = [
    "health_potion",
    "lightning_scroll",
    "confusion_scroll",
    "fireball_scroll",
    "enchant_scroll",
    "identify_scroll",
    "remove_curse_scroll",
]
RINGS = [k for k, t in ITEM_TYPES.items() if t.equippable is not None and t.equippable.is_ring]
TWO_HANDERS = [k for k in GEAR if ITEM_TYPES[k].equippable.two_handed]
KINDS = GEAR + CONSUMABLES
THROWN = ["dart", "javelin"]
#: A property for a piece of gear, if it may carry one (else None).
PROPS = [None, None, *PROPERTIES]


def fitting_prop(kind: str, prop: str | None) -> str | None:
    wearable = ITEM_TYPES[kind].equippable
    if prop is None or wearable is None or wearable.disguise is not None:
        return None
    weapon = wearable.slot.value == "main_hand"
    return prop if PROPERTIES[prop].weapon == weapon else None


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

    def cursed_worn(self) -> list:
        return [item for item in self.state.player.equipment.worn_items() if item.cursed]

    def act(self, command: str, **params) -> bool:
        """``state.act``, checking that a refusal takes no turn and that no cursed item left
        the body (only a scroll that lifts its curse frees it)."""
        turn, cursed = self.state.turn, self.cursed_worn()
        done = self.state.act(command, **params)
        if not done:
            assert self.state.turn == turn, f"a refused {command} took a turn"
        equipment = self.state.player.equipment
        for item in cursed:
            assert equipment.is_equipped(item) or not item.cursed, "a cursed item came off"
        return done

    def place_found(self, kind, enchantment=0, cursed=False, prop=None):
        player = self.state.player
        item = create_item(kind, enchantment, cursed, prop)
        self.state.place(item, player.x, player.y)
        return item

    @rule(
        kind=st.sampled_from(GEAR + (RINGS + TWO_HANDERS + ["shield"]) * 2),
        enchantment=st.integers(-2, 2),
        cursed=st.booleans(),
        wear=st.sampled_from(WEAR_ON_PICKUP),
        prop=st.sampled_from(PROPS),
    )
    def find_gear(self, kind, enchantment, cursed, wear, prop=None):
        """Gear as the dungeon leaves it: enchanted, unknown, maybe cursed, maybe with a
        property; picked up (and worn at once if it displaces nothing and the pick-up choice
        ``wear`` allows it)."""
        cursed = cursed and enchantment < 0
        prop = fitting_prop(kind, prop)
        found = self.pick_up_found(kind, enchantment, cursed, wear, prop)
        if found is not None and prop is not None:
            self.check_runes(found)

    def check_runes(self, item) -> None:
        """A piece with a property is "runed" until the player knows it, then named by it."""
        state, word = self.state, PROPERTIES[item.prop].name
        if state.knows(item):
            assert state.name_of(item).endswith(f"of {word}")
            COVERED["property known by name"] += 1
        else:
            assert state.name_of(item).startswith("runed ") and word not in state.name_of(item)
            COVERED["runed while unknown"] += 1

    @rule(kind=st.sampled_from(KINDS))
    def drop_something_at_feet_and_pick_up(
        self, kind, enchantment=0, cursed=False, wear="known", prop=None
    ):
        self.pick_up_found(kind, enchantment, cursed, wear, prop)

    def pick_up_found(self, kind, enchantment=0, cursed=False, wear="known", prop=None):
        """Put a found ``kind`` at the hero's feet and pick it up; the item if it was taken."""
        player = self.state.player
        found = self.place_found(kind, enchantment, cursed, prop)
        full, rows = self.state.player.inventory.is_full, len(self.model)
        room = found.equippable is not None and not player.equipment.displaced_by(found)
        taken = self.act("pickup", wear=wear)
        assert taken == self.model_takes(kind)
        if taken and room:  # found gear is unknown: only "always" puts it on at once
            assert player.equipment.is_equipped(found) == (wear == "always")
            COVERED[f"pickup for an empty slot, {wear}"] += 1
        if taken and cursed and player.equipment.is_equipped(found):
            COVERED["curse binds"] += 1
        if full:
            COVERED["full pack joins a stack" if taken else "full pack refuses"] += 1
        elif taken and len(self.model) == rows:
            COVERED["pickup joins a stack"] += 1
        if self.state.stage.items_at(player.x, player.y):  # refused: take it away again
            self.state.stage.entities.remove(self.state.stage.items_at(player.x, player.y)[0])
        return found if taken else None

    @rule(
        kind=st.sampled_from(THROWN),
        count=st.integers(1, 3),
        dx=st.integers(-3, 3),
        dy=st.integers(-3, 3),
    )
    def throw(self, kind, count, dx, dy):
        """Stock ``count`` darts or javelins, then throw one at a tile near by: one leaves its
        row (the row goes with the last one), and whatever lands on the floor is cleared."""
        for _ in range(count):
            self.make_room()
            self.drop_something_at_feet_and_pick_up(kind)
        state, player = self.state, self.state.player
        row = next((i for i in player.inventory.items if i.kind.id == kind), None)
        if row is None:
            return
        letter, before = row.letter, row.count
        target = (player.x + dx, player.y + dy)
        done = self.act("throw", item=row, target=target)
        if not done:
            COVERED["throw refused"] += 1
            assert row.count == before
            return
        self.model_takes_one(letter)
        COVERED["throw one of a stack" if before > 1 else "throw the last one"] += 1
        state.stage.entities = [
            e for e in state.stage.entities if e is player or getattr(e, "kind", None) is None
        ]

    @rule(index=st.integers(0, 100))
    def find_an_artefact(self, index):
        """An artefact the game has not made yet (one of each per game), picked up and worn:
        a binding one never comes off, whatever is read."""
        state = self.state
        left = [kind for kind in ARTEFACTS if kind not in state.artefacts]
        if not left:
            return
        kind = left[index % len(left)]
        self.make_room()
        state.artefacts.add(kind)
        found = self.pick_up_found(kind, wear="always")
        if found is None:
            return
        COVERED["artefact found"] += 1
        if state.player.equipment.is_equipped(found) and found.kind.binds:
            assert found.cursed
            COVERED["artefact binds"] += 1

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
            if item.cursed and self.state.player.equipment.is_equipped(item):
                assert not self.act("drop", item=item)
                COVERED["curse refuses drop"] += 1
                return
            COVERED["drop one of a stack" if item.count > 1 else "drop a row"] += 1
            assert self.act("drop", item=item)
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
                self.make_room()
                for _ in range(times):
                    self.drop_something_at_feet_and_pick_up("health_potion")
                potion = next((i for i in pack.items if i.kind.id == "health_potion"), None)
            if potion is None:
                return
            self.state.player.fighter.hp = 1
            letter = potion.letter
            COVERED["drink from a stack" if potion.count > 1 else "drink the last one"] += 1
            assert self.act("use", item=potion)
            self.model_takes_one(letter)

    @rule()
    def save_and_load(self):
        self.state = check_state(restricted_loads(pickle.dumps(self.state, protocol=5)))
        COVERED["save and load"] += 1

    @rule(index=st.integers(0, 30))
    def toggle(self, index):
        items = self.state.player.inventory.items
        if items:
            self.equip(items[index % len(items)])

    def equip(self, item, slot=None) -> bool:
        """The equip command, counting the edges it reached."""
        equipment = self.state.player.equipment
        wearable = item.equippable
        displaced = []
        if wearable is not None and not (slot is None and equipment.is_equipped(item)):
            displaced = equipment.displaced_by(item, slot)
        main, off = equipment.slots["main_hand"], equipment.slots["off_hand"]
        done = self.act("equip", item=item, slot=slot)
        if done and equipment.is_equipped(item):
            if wearable.two_handed and off is not None:
                COVERED["two-hander takes the off hand"] += 1
            if (
                wearable.slot.value == "off_hand"
                and main is not None
                and main.equippable.two_handed
            ):
                COVERED["off hand takes the two-hander"] += 1
        if not done and any(i.cursed for i in displaced + [item] if equipment.is_equipped(i)):
            COVERED["curse refuses equip"] += 1
        if done and item.cursed and equipment.is_equipped(item):
            COVERED["curse binds"] += 1
        return done

    @rule(kind=st.sampled_from(TWO_HANDERS + ["shield"]))
    def swap_hands(self, kind):
        """Carry a two-hander and a shield, then put ``kind`` on."""
        pack = self.state.player.inventory.items
        for wanted in (TWO_HANDERS[0], "shield"):
            if not any(i.kind.id == wanted for i in pack):
                self.make_room()
                self.find_gear(wanted, 0, False, "always")
        item = next(
            (
                i
                for i in pack
                if i.kind.id == kind and not self.state.player.equipment.is_equipped(i)
            ),
            None,
        )
        if item is not None:
            self.equip(item)

    @rule(index=st.integers(0, 30), slot=st.sampled_from(["left_ring", "right_ring"]))
    def ring_into_a_chosen_slot(self, index, slot):
        rings = [
            i
            for i in self.state.player.inventory.items
            if i.equippable is not None and i.equippable.is_ring
        ]
        if rings:
            ring = rings[index % len(rings)]
            if self.equip(ring, slot):
                assert self.state.player.equipment.slots[slot] is ring
                COVERED["ring slot choice"] += 1

    @rule(index=st.integers(0, 30))
    def toggle_directly(self, index):
        """The equipment component itself (no rules of curses: those are the commands')."""
        equipment = self.state.player.equipment
        items = [
            i
            for i in self.state.player.inventory.items
            if i.equippable
            and not (i.cursed and equipment.is_equipped(i))
            and not any(d.cursed for d in equipment.displaced_by(i))
        ]
        if items:
            equipment.toggle(items[index % len(items)])

    @rule(index=st.integers(0, 9))
    def remove(self, index):
        worn = self.state.player.equipment.worn_items()
        if worn:
            item = worn[index % len(worn)]
            done = self.act("remove", item=item)
            assert done != item.cursed
            if item.cursed:
                COVERED["curse refuses remove"] += 1

    def make_room(self) -> None:
        """Drop an unworn row if the pack is full (so the next pickup fits)."""
        pack, equipment = self.state.player.inventory, self.state.player.equipment
        if pack.is_full:
            spare = next((i for i in pack.items if not equipment.is_equipped(i)), None)
            if spare is not None:
                self.drop(pack.items.index(spare))

    @rule(kind=st.sampled_from(GEAR), enchantment=st.integers(-3, -1))
    def wear_cursed_gear(self, kind, enchantment):
        """Find a cursed piece and put it on: it binds itself (unless a curse holds its slot)."""
        self.make_room()
        self.find_gear(kind, enchantment, True, "known")
        item = next(
            (
                i
                for i in self.state.player.inventory.items
                if i.kind.id == kind and i.cursed and not self.state.player.equipment.is_equipped(i)
            ),
            None,
        )
        if item is not None:
            self.equip(item)

    @rule(index=st.integers(0, 30))
    def try_to_shed_a_curse(self, index):
        """A worn cursed item: remove it, toggle it, replace it (with a piece fitting its slot)
        and drop it; each is refused."""
        cursed = self.cursed_worn()
        if not cursed:
            return
        item = cursed[index % len(cursed)]
        equipment = self.state.player.equipment
        slot = equipment.slot_of(item)
        for how in ("remove", "drop"):
            assert not self.act(how, item=item)
            COVERED[f"curse refuses {how}"] += 1
        assert not self.act("equip", item=item)
        COVERED["curse refuses toggle"] += 1
        others = [
            i
            for i in self.state.player.inventory.items
            if i is not item and i.equippable is not None and i.equippable.fits(slot)
        ]
        if not others:
            self.make_room()
            plain = (
                item.kind.id
                if not item.kind.artefact
                else next(kind for kind in GEAR if ITEM_TYPES[kind].equippable.fits(slot))
            )
            self.find_gear(plain, 0, False, "known")
            others = [
                i
                for i in self.state.player.inventory.items
                if i is not item and i.equippable is not None and i.equippable.fits(slot)
            ]
        if others and equipment.is_equipped(item):
            assert not self.act("equip", item=others[index % len(others)], slot=slot.value)
            COVERED["curse refuses replace"] += 1
        assert equipment.slot_of(item) is slot

    @rule(
        kind=st.sampled_from(["enchant_scroll", "identify_scroll"]),
        index=st.integers(0, 30),
        aim=st.booleans(),
    )
    def read_on_an_item(self, kind, index, aim):
        """Read a scroll on a row of the pack (with ``aim``, one the scroll fits, if any)."""
        self.make_room()
        self.drop_something_at_feet_and_pick_up(kind)
        pack = self.state.player.inventory.items
        scroll = next((i for i in pack if i.kind.id == kind), None)
        if scroll is None:  # the pack was full
            return
        fitting = [i for i in pack if i is not scroll and scroll.effect.accepts(self.state, i)]
        rows = fitting if aim and fitting else pack
        target = rows[index % len(rows)]
        fits = scroll.effect.accepts(self.state, target) and target is not scroll
        before = target.enchantment
        letter = scroll.letter
        assert self.act("use", item=scroll, target=target) == fits
        if not fits:
            COVERED[f"{kind} refused"] += 1
            return
        self.model_takes_one(letter)
        COVERED[f"{kind} read"] += 1
        if kind == "enchant_scroll":
            assert target.enchantment == before + 1
            assert target.cursed == target.kind.binds  # an artefact's curse never lifts
        else:
            assert self.state.knows(target) and self.state.kind_known(target.kind)
            if target.prop is not None:
                self.check_runes(target)
                COVERED["identify names a property"] += 1

    @rule(kind=st.sampled_from(["enchant_scroll", "identify_scroll"]))
    def read_on_a_potion(self, kind):
        """A scroll that reads on gear, read on a potion: refused, and nothing changes."""
        self.make_room()
        self.drop_something_at_feet_and_pick_up("health_potion")
        self.make_room()
        self.drop_something_at_feet_and_pick_up(kind)
        pack = self.state.player.inventory.items
        scroll = next((i for i in pack if i.kind.id == kind), None)
        potion = next((i for i in pack if i.kind.id == "health_potion"), None)
        if scroll is None or potion is None:
            return
        assert not self.act("use", item=scroll, target=potion)
        COVERED[f"{kind} refused"] += 1

    @rule(
        kind=st.sampled_from(["sword", "cloak", "leather_boots", "mace", "shield"]),
        prop=st.sampled_from(list(PROPERTIES)),
    )
    def identify_runed_gear(self, kind, prop):
        """Find a runed piece, then read Identify on it: its property shows in its name."""
        prop = fitting_prop(kind, prop)
        if prop is None:
            return
        pack, equipment = self.state.player.inventory, self.state.player.equipment
        while len(pack.items) > pack.capacity - 2:  # room for the piece and the scroll
            spare = next((i for i in pack.items if not equipment.is_equipped(i)), None)
            if spare is None:
                return
            self.drop(pack.items.index(spare))
        found = self.pick_up_found(kind, prop=prop, wear="never")
        if found is None:
            return
        self.check_runes(found)
        self.drop_something_at_feet_and_pick_up("identify_scroll")
        scroll = next(
            (i for i in self.state.player.inventory.items if i.kind.id == "identify_scroll"), None
        )
        if scroll is None:
            return
        letter = scroll.letter
        assert self.act("use", item=scroll, target=found)
        self.model_takes_one(letter)
        self.check_runes(found)
        COVERED["identify names a property"] += 1
        COVERED["identify_scroll read"] += 1

    @rule()
    def read_remove_curse(self):
        self.make_room()
        self.drop_something_at_feet_and_pick_up("remove_curse_scroll")
        pack = self.state.player.inventory.items
        scroll = next((i for i in pack if i.kind.id == "remove_curse_scroll"), None)
        if scroll is None:
            return
        cursed, letter = self.cursed_worn(), scroll.letter
        liftable = [item for item in cursed if not item.kind.binds]
        assert self.act("use", item=scroll) == bool(liftable)
        if liftable:
            self.model_takes_one(letter)
            assert self.cursed_worn() == [i for i in cursed if i.kind.binds]
            COVERED["remove curse read"] += 1
        if len(liftable) < len(cursed):
            COVERED["an artefact's curse holds"] += 1

    @rule()
    def descend(self):
        state = self.state
        if state.stage.stairs is None:  # the last floor has none
            return
        state.place(state.player, *state.stage.stairs)
        # the new floor's monsters act once before the machine clears them: arrive healthy
        state.player.fighter.hp = state.player.fighter.max_hp
        self.act("descend")
        state.stage.entities = [state.player]

    @rule(stat=st.sampled_from(["constitution", "strength", "agility"]))
    def level_up(self, stat):
        level = self.state.player.level
        level.current_xp = max(level.current_xp, level.xp_to_next_level)
        self.act("level_up", stat=stat)

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

    @invariant()
    def stats_are_base_plus_known_and_unknown_bonuses(self):
        state, player = self.state, self.state.player
        fighter, worn = player.fighter, player.equipment.worn_items()
        for stat in Stat:
            known = sum(
                state.known_bonus(i, stat) or 0
                for i in worn
                if state.known_bonus(i, stat) is not None
            )
            unknown = sum(i.bonus(stat) for i in worn if state.known_bonus(i, stat) is None)
            assert fighter.value(stat) == fighter.base(stat) + known + unknown
        assert 0 < fighter.hp <= fighter.max_hp
        hands = player.equipment.slots["main_hand"], player.equipment.slots["off_hand"]
        assert not (hands[0] and hands[1] and hands[0].equippable.two_handed)


def test_equipment_and_pack_machine() -> None:
    COVERED.clear()
    run_state_machine_as_test(
        EquipmentMachine,
        settings=settings(
            max_examples=100,
            stateful_step_count=40,
            deadline=None,
            derandomize=True,
            suppress_health_check=[HealthCheck.too_slow],
        ),
    )
    edges = [
        "full pack joins a stack",
        "full pack refuses",
        "pickup joins a stack",
        "drop one of a stack",
        "drop a row",
        "drink from a stack",
        "drink the last one",
        "save and load",
        "two-hander takes the off hand",
        "pickup for an empty slot, known",
        "pickup for an empty slot, always",
        "pickup for an empty slot, never",
        "off hand takes the two-hander",
        "ring slot choice",
        "curse binds",
        "curse refuses equip",
        "curse refuses remove",
        "curse refuses drop",
        "curse refuses toggle",
        "curse refuses replace",
        "enchant_scroll read",
        "enchant_scroll refused",
        "identify_scroll read",
        "identify_scroll refused",
        "remove curse read",
        "runed while unknown",
        "property known by name",
        "identify names a property",
        "throw one of a stack",
        "throw the last one",
        "artefact found",
        "artefact binds",
    ]
    missing = {edge: COVERED[edge] for edge in edges if COVERED[edge] < 3}
    assert missing == {}, sorted(COVERED.items())
