"""The game: dungeon view, HUD, paper doll, inventory and log; keys and the mouse become
engine actions (``BumpAction``, ``PickupAction``...) handed to the host's ``act``.

UI-only state lives here: the journey in progress (auto-explore, click-to-travel, rest), the
pointer's hover, a held button and a drag. Pointer handling is in ``game_mouse.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

import pygame

from game.agents.fight import TOO_HURT, fight_step
from game.agents.journey import (
    DONE_EXPLORING,
    PICK_UP,
    Journey,
    alarming,
    monsters_in_view,
    no_way_reason,
    picks_up,
    travel_step,
)
from game.agents.rest import INTERRUPTED, Rest
from game.agents.run import Run
from game.engine.actions import (
    COMMANDS,
    BumpAction,
    DescendAction,
    NoteAction,
    PickupAction,
    WaitAction,
)
from game.engine.events import Dropped
from game.engine.tiles import STAIRS_DOWN
from game.ui import commands, mouse, text, theme
from game.ui.animation import Animator
from game.ui.describe import top_item
from game.ui.input import Command, game_command
from game.ui.layout import step_zoom
from game.ui.memo import Same
from game.ui.panels.action_bar import BUTTONS, ActionBar
from game.ui.panels.hud import Hud
from game.ui.panels.inventory import InventoryPanel
from game.ui.panels.message_log import MessageLogPanel
from game.ui.panels.minimap import Minimap
from game.ui.panels.paper_doll import PaperDoll
from game.ui.panels.stage_view import Sightings, StageView
from game.ui.pixels import display_surface
from game.ui.screens.base import Screen
from game.ui.screens.game_mouse import GameMouse
from game.ui.screens.item_list import ItemListModal

if TYPE_CHECKING:
    from collections.abc import Sequence

    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.events import Event
    from game.engine.game import GameState
    from game.ui.host import GameHost

#: What q and r say when nothing carried is drunk or read.
NOTHING_TO = {"drink": "You have no potion to drink.", "read": "You have no scroll to read."}
#: Seconds between the steps of a journey (auto-explore, travel), so the walk can be watched.
STEP_DELAY = 0.035
#: Seconds between the turns of a rest: nothing moves, only the HP bar fills.
REST_DELAY = 0.01
TOAST_SECONDS = 2.5
#: What a click on a far place says when a monster in sight makes it one step, not a walk.
ONE_STEP = "A monster is in sight: one step at a time."
#: ``>`` on a floor whose stairs the hero has not seen yet (no turn passes).
STAIRS_UNSEEN = "You have not found the stairs down yet."


class GameScreen(Screen):
    """Owns the panels (and their hit regions); the app keeps one while a game is on."""

    app: GameHost

    def __init__(self, app: GameHost) -> None:
        super().__init__(app)
        tileset = app.tileset
        self.stage_view = StageView(tileset)
        self.hud = Hud(tileset)
        self.minimap = Minimap(tileset)
        self.doll = PaperDoll(tileset)
        self.inventory = InventoryPanel(tileset)
        self.log = MessageLogPanel(tileset)
        self.bar = ActionBar()
        self.mouse = GameMouse(self)
        #: What the last command did, played over the view (``game.ui.animation``).
        self.animations = Animator(tileset)
        #: The animation whose first frame left the panels for the next frame, whether
        #: they are still owed, and how many frames left them (``_panels_wait``); the turn
        #: the last frame showed.
        self._panels_left = (0, False, 0)
        self._turn_shown = -1
        self.journey: Journey | Run | Rest | None = None
        #: The journey that picks up after a move key's step (``step``), while it is on.
        self._step_fetch: Journey | None = None
        self.mouse_driving = False  # the last move came from a click: the camera holds still
        self.visited: set[int] = set()  # items auto-explore leaves alone (``_left_alone``)
        self._visited_floor: object = None
        self._last_step = 0.0
        self.toast_text = ""
        self._toast_until = 0.0
        self._backdrop: pygame.Surface | None = None
        #: What the last draw changed on the window (None: maybe all of it).
        self.changed_rects: list[pygame.Rect] | None = None
        self._overlay: list[pygame.Rect] | None = None  # where the last toast and overlay were
        self._bar_keys_for: tuple[object, dict[str, str]] = (None, {})  # keymap, its keys
        #: What the panels were last drawn into the backdrop from, but the state's facts
        #: (``_draw_panels``).
        self._panels_still: tuple = ()
        #: The window this screen's last frame went to, the app's draws and window changes then.
        self._shown_on: tuple[pygame.Surface, int, int] | None = None
        self.frames = 0  # frames drawn (a picture of one kept elsewhere is still this one)
        #: What the view and the panels followed from in the last frame that drew them over
        #: the one before (``_still_key``); None: they are checked again.
        self._still: tuple | None = None

    @property
    def player(self) -> Actor:
        """The hero of the game in play (the game screen exists only while one is on)."""
        state = self.app.state
        assert state is not None
        return state.player

    @property
    def exploring(self) -> bool:
        """Auto-explore is under way."""
        return isinstance(self.journey, Journey) and self.journey.goal is None

    @property
    def resting(self) -> bool:
        return isinstance(self.journey, Rest)

    @property
    def traveling(self) -> bool:
        """A journey (auto-explore, travel to a clicked tile, a run, rest) is under way."""
        return self.journey is not None

    # -- input ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        pressed = event.type == pygame.KEYDOWN or mouse.is_press(event)
        if pressed:
            self.animations.finish()  # any key or click ends them at once, then acts
        if self.journey is not None and pressed:
            if self._runs_on(event):
                return  # the run's own key, held: it repeats, and the run goes on
            if self.journey is self._step_fetch:
                self.journey = self._step_fetch = None  # its pick-up not made: the key goes on
            else:
                self._interrupt()
                return
        if mouse.is_mouse(event):
            self.mouse.handle(event)
            return
        if event.type == pygame.KEYDOWN:
            self.mouse_driving = False
        command = game_command(event, self.app.keymap)
        if command is not None:
            self.perform(command)

    def _runs_on(self, event: pygame.event.Event) -> bool:
        """``event`` is the key of the run under way again (a held key repeats)."""
        run = self.journey
        return (
            isinstance(run, Run)
            and event.type == pygame.KEYDOWN
            and game_command(event, self.app.keymap) == Command("run", *run.direction)
        )

    def _interrupt(self) -> None:
        """Any key or click interrupts a walk, and does nothing else (but say so in the log)."""
        if self.resting:
            self.stop_journey(INTERRUPTED)
        else:
            self.stop_journey("You stop exploring." if self.exploring else "You stop.")

    def perform(self, command: Command) -> None:
        """Carry out a command: the screen's own (a window, a walk, the zoom...), or one of the
        engine's, asking the player for what it takes (``game.ui.commands``)."""
        own = self.own_commands().get(command.name)
        if own is not None:
            own(command)
            return
        kind = COMMANDS.get(command.name)
        if kind is not None:
            commands.ask(self.app, kind, command)

    def own_commands(self) -> dict[str, Callable[[Command], object]]:
        """The commands the screen answers itself, by name. Pick-up and the stairs are the
        engine's, with more to them here: the pick-up setting, walking to known stairs."""
        app = self.app
        return {
            "move": self.step,
            "pickup": lambda c: self.pick_up(),
            "descend": lambda c: self.descend(),
            "inventory": lambda c: app.play.open_item_list("inventory"),
            "quaff": lambda c: self.use_one("drink"),
            "read": lambda c: self.use_one("read"),
            "character": lambda c: app.open("character"),
            "history": lambda c: app.open("history"),
            "help": lambda c: app.open("help"),
            "look": lambda c: app.open("look"),
            "overview": lambda c: app.open("overview"),
            "explore": lambda c: self.start_journey(None),
            "fight": lambda c: self.fight(),
            "run": lambda c: self.start_run(c.dx, c.dy),
            "rest": lambda c: self.start_rest(),
            "zoom_in": lambda c: self.zoom(1),
            "zoom_out": lambda c: self.zoom(-1),
            "fullscreen": lambda c: app.toggle_fullscreen(),
            "screenshot": lambda c: app.save_screenshot(),
            "record": lambda c: app.play.keep_recording(),
            "mute": lambda c: app.toggle_mute(),
            "menu": lambda c: app.open("gamemenu"),
        }

    def use_one(self, verb: str) -> None:
        """q and r: the potions (``verb`` "drink") or scrolls ("read") carried, in a list;
        the one chosen is used as the inventory uses it (a scroll read on an item then asks
        which, one aimed at the map opens the reticle). None carried: a toast, no turn."""
        state = self.app.state
        assert state is not None
        inventory = state.player.inventory

        def carried() -> list[Item]:
            return [item for item in inventory.items if item.kind.verb == verb]

        if not carried():
            self.toast(NOTHING_TO[verb])
            return
        mode = "drink" if verb == "drink" else "read a scroll"
        self.app.push(ItemListModal(self.app, mode, self.app.play.use_item, only=carried))

    def pick_up(self) -> None:
        """Pick up the top item here; gear is put on as the settings say. Gear for an empty
        slot that went to the pack instead gets a toast naming the key that puts it on."""
        state = self.app.state
        assert state is not None
        player = state.player
        here = state.stage.items_at(*player.pos)
        item = here[-1] if here else None
        fits = (
            item is not None
            and item.equippable is not None
            and not player.equipment.displaced_by(item)
        )
        if (
            self.app.act(PickupAction(player, self.app.settings.wear_on_pickup))
            and fits
            and item is not None
            and item in player.inventory
            and not player.equipment.is_equipped(item)
        ):
            key = self.app.keymap.first_key("inventory")
            self.toast(f"({key}) to put it on" if key else "Put it on from the inventory.")

    def descend(self) -> None:
        """On the stairs, go down; elsewhere walk to the stairs if they have been seen
        (press again there), else say they are still to be found; on a floor without stairs
        (the last), the engine says there are none."""
        state = self.app.state
        assert state is not None
        stairs = state.stage.stairs
        if stairs is None or stairs == state.player.pos:
            self.app.act(DescendAction(self.player))
        elif not state.stage.explored[stairs[1], stairs[0]]:
            self.toast(STAIRS_UNSEEN)
        else:
            self.start_journey(stairs)

    def zoom(self, steps: int) -> None:
        self.app.set_zoom(step_zoom(self.app.current_zoom, steps))

    def click_tile(self, tile: tuple[int, int]) -> None:
        """A left-click on the map: act on yourself, step or attack next to you, else travel."""
        state = self.app.state
        assert state is not None
        self.mouse_driving = True
        player = state.player
        x, y = tile
        if tile == player.pos:
            if state.stage.items_at(x, y):
                self.pick_up()
            elif state.stage.tiles[y, x] == STAIRS_DOWN:
                self.app.act(DescendAction(self.player))
            else:
                self.app.act(WaitAction(player))
            return
        dx, dy = x - player.x, y - player.y
        if max(abs(dx), abs(dy)) == 1 and not self.fetches(tile):
            self.app.act(BumpAction(player, dx, dy))
        else:
            self.go_toward(tile)

    def step(self, command: Command) -> None:
        """A move key: the engine's ``move`` (a step, a blow, a door opened). A step onto an
        item autopickup takes, no monster in sight (``fetches``), is followed by its pick-up
        once the step has played, as DCSS's autopickup does: a turn of its own, through the
        engine's ``pickup``; the next key before it goes on and leaves the item (``handle``).
        Not when the step went elsewhere (a confused stumble, a trap's teleport), hurt, or
        brought a monster into view."""
        state = self.app.state
        assert state is not None
        player = state.player
        tile = (player.x + command.dx, player.y + command.dy)
        fetch, hp = self.fetches(tile), player.fighter.hp
        commands.ask(self.app, COMMANDS["move"], command)
        if (
            fetch
            and self.app.state is state
            and player.pos == tile
            and player.fighter.hp >= hp
            and not state.visible_monsters()  # none came into view with the step
            and self.journey is None
            and self.app.top is self
        ):
            # a journey one step in, at its goal: what is underfoot comes next
            self.journey = self._step_fetch = Journey(
                tile,
                player.fighter.hp,
                monsters_in_view(state),
                steps=1,
                visited=self._left_alone(state),
                autopickup=True,
            )
            self._last_step = time.monotonic()

    def fetches(self, tile: tuple[int, int]) -> bool:
        """Whether a click on ``tile`` walks there and picks up the item on top (a move key
        onto it, the step then the pick-up: ``step``): autopickup takes it (``picks_up``),
        the player has not left it alone (a drop), it is not underfoot nor on a found trap
        (travel never walks onto a teleport trap: a click there is the step it was), and no
        monster is in sight (else a click is one careful step)."""
        state = self.app.state
        if state is None or not self.app.settings.autopickup or tile == state.player.pos:
            return False
        top = top_item(state, *tile)
        return (
            top is not None
            and picks_up(top)
            and id(top) not in self._left_alone(state)
            and not state.stage.found_trap_at(*tile)
            and not state.visible_monsters()
        )

    def go_toward(self, tile: tuple[int, int]) -> None:
        """A click on a far place (the map, the minimap, the overview): travel there; with a
        monster in sight, one careful step per click, and the toast says why."""
        state = self.app.state
        assert state is not None
        if state.visible_monsters() and tile != state.player.pos:
            if self.step_toward(tile):
                self.toast(ONE_STEP)
        else:
            self.start_journey(tile)

    def camera_hold(self, state: GameState) -> dict[str, bool]:
        """How the view's camera may move this frame (``StageView.place``'s ``hold`` and
        ``snug``). The mouse drives: it holds still. In a fight by clicks (a monster in sight,
        the pointer over the map) it holds until the player would leave the view, so one spot
        stays one tile from click to click. With the pointer off the map, a monster in sight
        that is not wholly on the screen lets the camera go back to the player."""
        if not self.mouse_driving:
            return {"hold": False, "snug": False}
        hover = self.mouse.hover
        view = self.stage_view
        foes = state.visible_monsters()
        if hover is not None and view.rect.collidepoint(hover):
            return {"hold": True, "snug": bool(foes)}
        hidden = any(not view.rect.contains(view.tile_rect(foe.x, foe.y)) for foe in foes)
        return {"hold": not hidden, "snug": False}

    def fight(self) -> None:
        """Auto-fight: a blow at the nearest monster in sight, or a step toward it
        (``game.agents.fight``); a toast says why when there is none to fight."""
        state = self.app.state
        assert state is not None
        step, why = fight_step(state)
        if step is None:
            carried = state.player.inventory.items
            if why == TOO_HURT and any(item.kind.verb == "drink" for item in carried):
                keys = self.app.keymap.keys_text("quaff")
                why = f"{why.removesuffix('.')} ({keys})."  # "... or drink first (q)."
            self.toast(why)
            return
        self.app.act(BumpAction(state.player, *step))

    def step_toward(self, tile: tuple[int, int]) -> bool:
        """One step on the way to ``tile``; whether it was taken (else a toast says why)."""
        state = self.app.state
        assert state is not None
        if not (state.stage.in_bounds(*tile) and state.stage.explored[tile[1], tile[0]]):
            self.toast("You don't know the way there.")
            return False
        step = travel_step(state, tile)
        if step is None:
            self.toast(no_way_reason(state, tile))
            return False
        return bool(self.app.act(BumpAction(state.player, *step)))

    # -- journeys: auto-explore and travel -----------------------------------------------
    def start_journey(self, goal: tuple[int, int] | None) -> None:
        """Explore (``goal`` None) or travel to ``goal``, a step every STEP_DELAY seconds."""
        state = self.app.state
        if state is None:
            return
        journey = Journey.start(
            state,
            goal,
            self._left_alone(state),
            autopickup=self.app.settings.autopickup,
        )
        if journey.stopped is not None:
            self.stop_journey(journey.stopped)
            return
        self.journey = journey
        self._last_step = 0.0

    def _left_alone(self, state: GameState) -> set[int]:
        """The ids of the items of this floor that auto-explore leaves alone (``Journey``'s
        ``visited``): those it stopped at and the player left lying, and the player's own
        drops. A new floor starts a new set."""
        if self._visited_floor is not state.stage:
            self._visited_floor, self.visited = state.stage, set()
        return self.visited

    def saw(self, events: Sequence[Event], state: GameState) -> None:
        """Note what the command just performed did that the screen keeps in mind: an item
        the player dropped is left alone by auto-explore (it neither walks back to it nor
        picks it up again)."""
        for event in events:
            if type(event) is Dropped:
                self._left_alone(state).add(id(event.item))

    def start_run(self, dx: int, dy: int) -> None:
        """Run one way (Shift + a direction), a step every STEP_DELAY seconds, until something
        is worth a look (``game.agents.run``); a run that cannot begin says why."""
        state = self.app.state
        if state is None:
            return
        run = Run.start(state, dx, dy)
        if run.stopped is not None:
            self.toast(run.stopped)
            return
        self.journey = run
        self._last_step = 0.0

    def start_rest(self) -> None:
        """Rest a turn at a time (every STEP_DELAY seconds) until healed or disturbed; a rest
        that cannot begin says why in the log."""
        state = self.app.state
        if state is None:
            return
        rest = Rest.start(state)
        if rest.stopped is not None:
            self._log(rest.stopped)
            return
        self.journey = rest
        self._last_step = 0.0

    def _log(self, message: str) -> None:
        """Write ``message`` in the log through the engine's ``note`` command (the log is game
        state: a replay writes it again)."""
        if self.app.state is not None:
            self.app.act(NoteAction(self.player, message))

    def stop_journey(self, why: str = "") -> None:
        """End the journey under way; a reason is written to the log (through the engine's
        ``NoteAction``, the ``note`` command: the log is game state, and a replay writes it
        again), and shown as a toast unless a rest ended (its reason is news only there).
        A monster in view or a blow puts the camera back on the player: held still for the
        mouse, it could leave the monster that stopped the walk off the screen."""
        resting = self.resting
        self.journey = self._step_fetch = None
        if alarming(why):
            self.mouse_driving = False
        if why and not resting:
            self.toast(self._and_then(why))
        if why:
            self._log(why)

    def _and_then(self, why: str) -> str:
        """A walk's end as its toast says it: exploring done, with the key that walks to the
        stairs when they are known and elsewhere ("Done exploring. >: to the stairs.")."""
        state = self.app.state
        if why != DONE_EXPLORING or state is None or not self.app.keymap.bindings.get("descend"):
            return why
        stairs = state.stage.stairs
        if (
            stairs is None
            or stairs == state.player.pos
            or not state.stage.explored[stairs[1], stairs[0]]
        ):
            return why
        return f"{why} {self.app.keymap.keys_text('descend')}: to the stairs."

    def journey_tick(self) -> None:
        """One step of the journey under way (through the host's ``act``), or its end."""
        journey, state = self.journey, self.app.state
        if journey is None:
            return
        if state is None:
            self.stop_journey()
            return
        if isinstance(journey, Rest):
            if journey.next_command(state) is None:
                self.stop_journey(journey.stopped or "")
            elif not self.app.act(WaitAction(state.player)):
                self.stop_journey()
            return
        step = journey.next_step(state)
        if step is None:
            self.stop_journey(journey.stopped or "")
        elif step == PICK_UP:
            if not self.app.act(PickupAction(state.player, self.app.settings.wear_on_pickup)):
                self.stop_journey()
        elif not self.app.act(BumpAction(state.player, *step)):
            self.stop_journey()

    @property
    def step_delay(self) -> float:
        return REST_DELAY if self.resting else STEP_DELAY

    def animate(self, events: Sequence[Event], state: GameState) -> None:
        """Show what the command just performed did (its outcome's ``events``), at the app's
        ``animation_speed``; a journey's steps slide no longer than the time between them."""
        if events:
            self.animations.start(
                events,
                state,
                self.stage_view,
                self.app.animation_speed,
                pace=STEP_DELAY if self.journey is not None else None,
            )

    def animating(self) -> bool:
        """An animation is under way on the window (only while the game is on top)."""
        return self.app.top is self and self.animations.running()

    def animation_token(self) -> Hashable:
        """Differs from frame to frame while animating, and once more after a frame that
        left the panels to the next (see ``App.look``); else stays the same."""
        if self.app.top is not self:
            return None
        return self.animations.token(), self._panels_left[2]

    @property
    def panels_owed(self) -> bool:
        """The last frame left the panels to the next one (``_panels_wait``)."""
        return self._panels_left[1]

    def _panels_wait(self, animating: bool, stepped: bool) -> bool:
        """Whether this frame leaves the panels to the next one: the frame the player's key
        makes when it moves the view (the first frame of a step's animation; with animation
        off, ``stepped``: the frame of a turn that drew the view's terrain whole again) is
        the dearest of all, and leaves them, never two frames in a row; the next frame
        draws them (the HUD and the minimap follow 1/60 s later, while a step still
        slides). So no frame of a step pays for both. A next frame always comes: the app
        draws one when ``animation_token`` changes, as it does then."""
        starts, owed, waits = self._panels_left
        new_step = self.animations.starts != starts if animating else stepped
        wait = not owed and new_step
        self._panels_left = (self.animations.starts, wait, waits + wait)
        return wait

    def toast(self, message: str) -> None:
        """A short UI note over the map (not part of the game's log)."""
        self.toast_text = message
        self._toast_until = time.monotonic() + TOAST_SECONDS

    def toast_showing(self) -> bool:
        """A toast is on screen now (it goes when its time is up)."""
        return bool(self.toast_text) and time.monotonic() <= self._toast_until

    def wake_in(self) -> float | None:
        """Seconds until the next journey step or the toast's end (the loop wakes then)."""
        now, due = time.monotonic(), []
        if self.journey is not None:
            due.append(self._last_step + self.step_delay - now)
        if self.toast_showing():
            due.append(self._toast_until - now)
        if self.animating() or (self.panels_owed and self.app.top is self):
            due.append(0.0)  # the next frame as soon as the frame rate allows
        water = self.stage_view.water_wake_in() if self.app.top is self else None
        if water is not None:
            due.append(water)  # deep water in sight: its next frame
        return max(0.0, min(due)) if due else None

    def timed_look(self) -> Hashable:
        """The frame deep water in sight shows (it moves every ``WATER_PERIOD``)."""
        return self.stage_view.water_phase()

    # -- frame ---------------------------------------------------------------------------
    def update(self) -> None:
        if self.journey is not None and time.monotonic() - self._last_step >= self.step_delay:
            if self.journey is self._step_fetch and self.animating():
                return  # the step slides to its end first: the pick-up's turn would cut it
            self._last_step = time.monotonic()
            self.journey_tick()

    def draw(self, surface: pygame.Surface) -> None:
        """The panels come from the backdrop (each redrawn into it only when it changed); the
        dungeon view is drawn straight onto ``surface``. When ``surface`` is the window and
        still shows this screen's last frame, only what changed is put on it: a step writes
        the view's pixels once, and a quiet frame writes nothing."""
        app, state = self.app, self.app.state
        if state is None:
            surface.fill(theme.BACKGROUND)
            return
        layout = app.layout
        backdrop, keep = self._backdrop_for(surface)
        shows_last = keep and self._overlay is not None and self._shows_last_frame(surface)
        view = self.stage_view
        view.place(layout.stage, app.current_zoom, state, **self.camera_hold(state))
        animating = surface is app.surface and self.animating()
        self.mouse.before_panels(state)
        if shows_last:
            assert self._overlay is not None
            # Put back what was under the last toast and overlay; draw the view if it
            # changed, else only under the old overlay; then the panels (which read what the
            # view's pass over the entities saw), and put on what changed of them.
            for rect in self._overlay:
                surface.blit(backdrop, rect, rect)
            rebuilds = view.rebuilds  # (it counts changes of the view's terrain)
            if animating:
                # with nothing put back over the view, its last frame is there to scroll
                clear = not view.rect.collidelistall(self._overlay)
                self.animations.draw(surface, state, view, layout.font, kept=clear)
                view_drew, unchanged = True, False
                still = None
            else:
                still = self._still_key(state)
                if still is not None and still == self._still:
                    view.patched, view_drew, unchanged = [], False, True
                else:
                    view_drew, unchanged = view.draw(surface, state, keep=True), False
                    if view_drew:
                        self.animations.drawn_at_rest()
            if not view_drew:
                for rect in self._overlay:
                    view.redraw(surface, state, pygame.Rect(rect))
            new_turn, self._turn_shown = state.turn != self._turn_shown, state.turn
            changed: list[pygame.Rect] = []
            if self._panels_wait(animating, new_turn and view.rebuilds != rebuilds):
                still = None  # the next frame draws them
            elif not unchanged:
                changed = self._draw_panels(backdrop, state, keep, view.sightings, True)
            self._still = still
            for rect in changed:
                surface.blit(backdrop, rect, rect)
            if view_drew:
                changed.append(view.rect.copy())
            else:
                changed += view.patched  # the sprites that changed, where they were and are
        else:
            self._still = None
            self._panels_left = (self.animations.starts, False, self._panels_left[2])
            self._turn_shown = state.turn
            self._draw_panels(backdrop, state, keep, None)
            surface.blit(backdrop, (0, 0))
            if animating:
                self.animations.draw(surface, state, view, layout.font)
            else:
                view.draw(surface, state)
                self.animations.drawn_at_rest()
        toast = self._draw_toast(surface)
        overlay = self.mouse.draw_overlay(surface, state) if app.top is self else []
        # What changed: the parts redrawn, the bar, and where the toast and the pointer's
        # overlay are now and were last frame (wherever an overlay may be: all of it).
        now = None if overlay is None else overlay + ([toast] if toast is not None else [])
        self.changed_rects = (
            None
            if (not shows_last or now is None or self._overlay is None)
            else changed + now + self._overlay
        )
        self._overlay = now
        self._shown_on = (
            (surface, app.draws, app.window_changes)
            if app.top is self and surface is app.surface
            else None
        )
        self.frames += 1

    def _still_key(self, state: GameState) -> tuple | None:
        """Everything the view and the panels drew the last frame from, but the state's own
        facts, which its ``revision`` stands for (the engine bumps it at every change the
        screen shows): the view's place, zoom and water, the pointer's lit row, slot and
        button, the panels' scrolls, the keys shown, the layout. A frame over the last one
        with the same key draws neither (None: they are drawn, as when text is recorded).
        An animation's frames note none, so the frame after one draws the view at rest."""
        if text.recording_now():
            return None
        view, app = self.stage_view, self.app
        return (
            Same(state),
            state.revision,
            state.turn,
            Same(state.stage),
            Same(app.layout),
            view.zoom,
            tuple(view.rect),
            view.camera,
            view.water_phase(),
            Same(self.inventory.selected),
            self.inventory.scroll,
            self.doll.highlight,
            self.log.scroll,
            self.mouse.button_lit(state),
            Same(app.keymap),
        )

    def restored(self, surface: pygame.Surface) -> None:
        """The app put this screen's last frame back on the window ``surface`` (it kept a
        copy while a modal was over it, and this screen drew nothing since): the frame being
        drawn now may draw only what changed."""
        app = self.app
        self._shown_on = (surface, app.draws - 1, app.window_changes)

    def _draw_panels(
        self,
        backdrop: pygame.Surface,
        state: GameState,
        keep: bool,
        seen: Sightings | None,
        follows: bool = False,
    ) -> list[pygame.Rect]:
        """Every panel and the bar into the backdrop, each only if it changed (with ``keep``);
        returns the rectangles of the backdrop that changed. ``seen``: what the view's pass
        over the entities saw this frame, if it ran first. ``follows``: the frame follows
        this screen's last one on the window; then the panels are not even checked when
        nothing they draw from changed since (as the state's revision says)."""
        layout, view = self.app.layout, self.stage_view
        if seen is not None and seen.state is not state:
            seen = None
        tiles = view.tiles_in_view(state.stage)
        lit = self.mouse.button_lit(state)
        keys = self._bar_keys()
        # what the panels draw from, but the state's own facts, which its revision stands
        # for (as ``_still_key``): none changed since they were drawn into this backdrop
        # (the frames of an animation but its first), nothing to check; a frame drawn whole
        # checks them all, and so does the one after it
        still: tuple = ()
        if follows and not text.recording_now():
            still = (
                state.revision,  # first: a turn's frame fails here
                state.turn,
                tiles,
                lit,
                self.inventory.scroll,
                self.doll.highlight,
                self.log.scroll,
                backdrop,  # a surface, the state and its floor: by identity (no equality)
                state,
                state.stage,
                layout,
                keys,
                Same(self.inventory.selected),
            )
            if keep and still == self._panels_still:
                return []
        self._panels_still = still
        parts = [
            self.hud.draw(backdrop, layout.hud, state, layout, seen, keep=keep),
            (
                self.minimap.draw(backdrop, layout.minimap, state, layout, tiles, seen, keep=keep)
                if layout.minimap.height > 0
                else None
            ),
            self.doll.draw(backdrop, layout.doll, state, layout, keep=keep),
            self.inventory.draw(backdrop, layout.inventory, state, layout, keep=keep),
            self.log.draw(backdrop, layout.log, state, layout, keep=keep),
        ]
        changed = [part for part in parts if part]
        if self.bar.draw(
            backdrop,
            layout.bar,
            layout.small_font,
            layout.pad,
            lit=lit,
            keep=keep,
            keys=keys,
        ):
            changed.append(layout.bar.copy())
        return changed

    def _bar_keys(self) -> dict[str, str]:
        """The key each bar button shows, made again only when the key bindings change."""
        keymap = self.app.keymap
        if self._bar_keys_for[0] is not keymap:
            self._bar_keys_for = (
                keymap,
                {
                    command: keymap.first_key(command)
                    for _, _, command in BUTTONS
                    if command != "menu"
                },
            )
        return self._bar_keys_for[1]

    def _shows_last_frame(self, surface: pygame.Surface) -> bool:
        """``surface`` is the window and holds this screen's last frame: the app drew nothing
        else since (no modal, no other screen over it) and made no new display surface."""
        app = self.app
        return surface is app.surface and self._shown_on == (
            surface,
            app.draws - 1,
            app.window_changes,
        )

    def _backdrop_for(self, surface: pygame.Surface) -> tuple[pygame.Surface, bool]:
        """The window-sized surface holding the panels, and whether it still holds the last
        frame's. Each panel is redrawn into it only when it changed, so a full frame is the
        checks, ONE full-window blit and the view. It is laid out off the 16-byte grid
        (``game.ui.pixels``): the parts of it a frame puts on the window copy with memcpy
        (a step's minimap part took 28 us on SDL's streaming path, 2-5 us so).
        """
        size = surface.get_size()
        if self._backdrop is None or self._backdrop.get_size() != size:
            self._backdrop = display_surface(size)
            self._backdrop.fill(theme.BACKGROUND)
            return self._backdrop, False
        return self._backdrop, True

    def _draw_toast(self, surface: pygame.Surface) -> pygame.Rect | None:
        if not self.toast_text:
            return None
        if time.monotonic() > self._toast_until:
            self.toast_text = ""
            return None
        layout, view = self.app.layout, self.app.layout.stage
        room = view.width - 4 * layout.pad  # a long toast (a crowd named) wraps in the view
        if text.width(self.toast_text, layout.font) <= room:
            image = text.render(self.toast_text, layout.font, theme.TEXT)
        else:
            image = text.render_wrapped(self.toast_text, layout.font, theme.TEXT, room)
        box = image.get_rect().inflate(2 * layout.pad, layout.pad)
        box.midbottom = (view.centerx, view.bottom - layout.pad)
        back = pygame.Surface(box.size)
        back.fill(theme.PANEL_DARK)
        back.set_alpha(210)
        surface.blit(back, box)
        with text.inside(surface, box, "toast"):
            text.blit_image(
                surface, image, box.center, self.toast_text, layout.font, anchor="center"
            )
        return box
