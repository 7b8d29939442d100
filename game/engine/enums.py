"""The base of every enum a save may hold: members pickle by value, on every Python.

Python 3.11.0-3.11.3 pickle an enum member as ``getattr(EnumClass, "NAME")``, later versions
as ``EnumClass(value)``; the save loader allows only the second. Saved enums derive from
``SavedEnum`` so that the pickle is the same whichever Python wrote it.
"""

from __future__ import annotations

from enum import Enum
from typing import Any


class SavedEnum(Enum):
    """An enum whose members pickle as ``EnumClass(value)``."""

    def __reduce_ex__(self, protocol: Any) -> tuple[Any, tuple[Any]]:
        return self.__class__, (self._value_,)
