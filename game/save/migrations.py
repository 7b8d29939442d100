"""Where saves from older releases are brought up to date.

A save records the state's schema (``game.engine.game.STATE_SCHEMA``) in its header. When a
release changes the shape of the state, it declares the change in ``game.engine.shape.SHAPES``
(one line per field: the load checks, the digest and the report follow), raises STATE_SCHEMA
and adds here:

- ``MIGRATIONS[n]``: a function that takes a state loaded from schema ``n`` and returns it in
  the shape of schema ``n + 1`` (add the new attributes, convert the old ones);
- ``RENAMED_GLOBALS``: if a class moved or was renamed, map the old (module, name) to the new
  one so old pickles still find it (the restricted loader consults this before its allowlist).

Loading runs every step from the save's schema up to the current one. Saves older than
``OLDEST_SCHEMA`` (or with a gap in the chain) are refused as incompatible.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The oldest schema this release can still bring up to date.
OLDEST_SCHEMA = 1

#: schema n -> function turning a schema-n state into a schema-(n + 1) state.
MIGRATIONS: dict[int, Callable[[Any], Any]] = {}

#: old (module, name) -> current (module, name), for classes that moved between releases.
RENAMED_GLOBALS: dict[tuple[str, str], tuple[str, str]] = {}


class CannotMigrate(Exception):  # noqa: N818 - "raise CannotMigrate(schema)"
    """No chain of migrations leads from this schema to the current one."""


def can_migrate(schema: int, current: int) -> bool:
    """True when every step from ``schema`` up to ``current`` exists."""
    if schema < OLDEST_SCHEMA or schema > current:
        return False
    return all(step in MIGRATIONS for step in range(schema, current))


def migrate(state: Any, schema: int, current: int) -> Any:
    """Run the migrations from ``schema`` up to ``current``; returns the up-to-date state."""
    if not can_migrate(schema, current):
        raise CannotMigrate(schema)
    for step in range(schema, current):
        state = MIGRATIONS[step](state)
    return state
