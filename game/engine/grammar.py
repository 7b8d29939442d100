"""Small rules of English that messages share."""

from __future__ import annotations


def indefinite(noun: str) -> str:
    """``noun`` after "a" or "an", by its first letter: "an alarm trap", "a fire trap", "an
    Orc". Every name in the game reads as it is spelt (no "an hour", no "a unicorn")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
