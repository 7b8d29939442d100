"""The rules of the game: plain Python, numpy and tcod. Never imports pygame."""
