"""The one registry of the player's commands, and what is derived from it.

Every player command is an Action subclass declaring its ``command`` name, its recording
``forms`` and what the screen asks (``game.engine.actions.base.Action``); importing
``game.engine.actions`` registers them all in ``COMMANDS``. From those declarations come:

- ``parameters``: a command's parameter names and defaults (its constructor's);
- ``encode``: the bytes a recording keeps for an action about to be performed;
- ``read``: a recorded command back as plain data (name, parameters, where it ends);
- ``build``: the action a recorded command names in a game being replayed.

Adding a command is one class (and, for the keyboard, one key binding in ``game.ui.input``).
"""

from __future__ import annotations

import inspect
from functools import cache
from typing import TYPE_CHECKING, Any

import game.engine.actions  # noqa: F401 - every command class registers itself on import
from game.engine.actions.base import COMMANDS, Action
from game.engine.actions.codecs import Form

if TYPE_CHECKING:
    from game.engine.world import World

_EMPTY = inspect.Parameter.empty


#: Read once per command class (classes as keys: ``functools.cache`` would do the same, but
#: type checkers take a class for an instance there).
_PARAMETERS: dict[type[Action], dict[str, Any]] = {}
_SIGNATURES: dict[type[Action], inspect.Signature] = {}


def signature(kind: type[Action]) -> inspect.Signature:
    """The command class's signature."""
    found = _SIGNATURES.get(kind)
    if found is None:
        found = _SIGNATURES[kind] = inspect.signature(kind)
    return found


def parameters(kind: type[Action]) -> dict[str, Any]:
    """The command's parameters after the actor, name -> default (``_EMPTY``: none)."""
    found = _PARAMETERS.get(kind)
    if found is None:
        names = list(signature(kind).parameters.values())[1:]
        found = _PARAMETERS[kind] = {p.name: p.default for p in names}
    return found


@cache
def by_code() -> dict[int, tuple[type[Action], Form]]:
    """Every recording code a command takes -> its class and form."""
    table: dict[int, tuple[type[Action], Form]] = {}
    for kind in COMMANDS.values():
        for form in kind.forms:
            for code in form.codes:
                if code in table:
                    raise ValueError(f"recording code {code} is taken twice")
                table[code] = (kind, form)
    return table


def _holds(form: Form, kind: type[Action], values: dict[str, Any]) -> bool:
    """The form may write these values: every parameter it leaves out has its default."""
    kept = set(form.names)
    return all(
        name in kept or values[name] == default for name, default in parameters(kind).items()
    )


def encode(state: World, action: Action) -> bytes | None:
    """The bytes of ``action`` in ``state`` (before it is performed), by the first of its
    command's forms that can hold its values; None when no form can (not a command, or
    parameters no command takes: the game then refuses it, and the refusal is kept)."""
    kind = type(action)
    if COMMANDS.get(kind.command or "") is not kind:
        return None
    values = {name: getattr(action, name) for name in parameters(kind)}
    for form in kind.forms:
        if not _holds(form, kind, values):
            continue
        code = form.code
        if form.spread is not None:
            folded = tuple(values[name] for name in form.spread.names)
            if folded not in form.spread.values:
                continue
            code += form.spread.values.index(folded)
        pieces = [codec.encode(state, values[name]) for name, codec in form.params]
        if any(piece is None for piece in pieces):
            continue
        return bytes((code,)) + b"".join(pieces)  # type: ignore[arg-type]
    return None


def read(data: bytes | bytearray, at: int) -> tuple[str, dict[str, Any], int] | None:
    """The command whose code is at byte ``at``: its name, its parameters as plain data and
    where the next command starts; None when the code is no command's (the recording's own
    marks). BadRecording if its parameters are not what the game writes."""
    found = by_code().get(data[at])
    if found is None:
        return None
    kind, form = found
    params: dict[str, Any] = {}
    if form.spread is not None:
        params.update(zip(form.spread.names, form.spread.values[data[at] - form.code], strict=True))
    at += 1
    for name, codec in form.params:
        params[name], at = codec.decode(data, at)
    assert kind.command is not None
    return kind.command, params, at


def build(state: World, name: str, params: dict[str, Any]) -> Action:
    """The action the recorded command ``name`` with plain ``params`` names in ``state``
    (letters and tiles found again there). ValueError for a name no command has."""
    kind = COMMANDS.get(name)
    if kind is None:
        raise ValueError(f"{name} is not a command")
    codecs = {param: codec for form in kind.forms for param, codec in form.params}
    values = {
        key: codecs[key].resolve(state, value) if key in codecs else value
        for key, value in params.items()
    }
    return kind(state.player, **values)


def takes_a_turn(name: str) -> bool:
    """Whether the command ``name`` spends a turn when it happens."""
    kind = COMMANDS.get(name)
    return kind is not None and kind.takes_turn
