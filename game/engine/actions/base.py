"""Actions: small classes with ``perform(state)``. A refusal raises Impossible and takes no turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.actor import Actor
    from game.engine.world import World


class Impossible(Exception):  # noqa: N818 - reads as "raise Impossible(why)"
    """The action cannot happen; the message says why. Nothing changed and no turn passed."""


class Action:
    """Something an actor does. ``perform`` either happens or raises Impossible."""

    #: False for choices that are part of the current turn (the level-up answer).
    takes_turn = True

    def __init__(self, actor: Actor) -> None:
        self.actor = actor

    def perform(self, state: World) -> None:
        raise NotImplementedError


def the(actor: Actor, state: World) -> str:
    """How a message names an actor: "you" for the player, "the Orc" otherwise."""
    return "you" if actor is state.player else f"the {actor.name}"


def sentence(text: str) -> str:
    """Capitalise the first letter only ("the Orc hits you" -> "The Orc hits you")."""
    return text[:1].upper() + text[1:]
