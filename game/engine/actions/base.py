"""Actions: small classes with ``perform(state)``, which answers with an ``ActionResult``.

An action either happens (``DONE``), answers with an alternate action to perform instead
(walking into a monster is an attack: ``BumpAction`` answers with a ``MeleeAction``), or is
refused: it raises ``Impossible`` with the player's own words, from wherever the check is, and
nothing has changed and no turn passes. ``carry_out`` performs an action and its alternates.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, NamedTuple

if TYPE_CHECKING:
    from game.engine.actions.codecs import Form
    from game.engine.actor import Actor
    from game.engine.entity import Item
    from game.engine.world import World


class Impossible(Exception):  # noqa: N818 - reads as "raise Impossible(why)"
    """The action cannot happen; the message says why. Nothing changed and no turn passed."""


class ActionResult(NamedTuple):
    """What ``perform`` answers: done, or ``alternate``, an action to perform in its place."""

    alternate: Action | None = None


#: The answer of an action that happened.
DONE = ActionResult()


def instead(action: Action) -> ActionResult:
    """Answer with ``action``, to be performed in place of the one asked."""
    return ActionResult(action)


#: The player's commands by name (``state.act("drop", item=...)``): every Action subclass
#: that declares a ``command``, filled in as the classes are defined.
COMMANDS: dict[str, type[Action]] = {}


class Action:
    """Something an actor does. ``perform`` answers DONE or an alternate, or raises Impossible.

    A player's command is an Action subclass that declares it: its ``command`` name, the
    ``forms`` its parameters are written in a recording (``game.engine.actions.codecs``; each
    parameter is an attribute of the same name), and for the screen what it asks the player
    (``question`` for the item, ``offers`` for which items). Acting by name, recording, replay
    and the screen's keys are all derived from these declarations.
    """

    #: False for choices that are part of the current turn (the level-up answer).
    takes_turn = True
    #: The command's name, for a player's command; None for the monsters' own actions.
    command: ClassVar[str | None] = None
    #: How the command is written in a recording (see ``codecs.Form``).
    forms: ClassVar[tuple[Form, ...]] = ()
    #: A command on an item of the pack: what the item list asks ("Drop which item?"), and
    #: what is said when no item is offered.
    question: ClassVar[str] = ""
    nothing: ClassVar[str] = "You carry nothing."

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        name = cls.__dict__.get("command")
        if name is not None:
            if name in COMMANDS:
                raise ValueError(f"two commands are called {name!r}")
            COMMANDS[name] = cls

    @classmethod
    def offers(cls, state: World, item: Item) -> bool:
        """Whether the item list of this command offers ``item`` (all carried items)."""
        return True

    def __init__(self, actor: Actor) -> None:
        self.actor = actor

    def perform(self, state: World) -> ActionResult:
        raise NotImplementedError


def carry_out(action: Action, state: World) -> Action:
    """Perform ``action`` and each alternate it answers with; the action that was done last.
    Raises Impossible as ``perform`` does (an alternate's refusal too)."""
    result = action.perform(state)
    while result.alternate is not None:
        action = result.alternate
        result = action.perform(state)
    return action


def the(actor: Actor, state: World) -> str:
    """How a message names an actor: "you" for the player, "the Orc" otherwise."""
    return "you" if actor is state.player else f"the {actor.name}"


def sentence(text: str) -> str:
    """Capitalise the first letter only ("the Orc hits you" -> "The Orc hits you")."""
    return text[:1].upper() + text[1:]
