"""Recordings: the file (``file``), playing one back (``player``) and keeping them (``keep``).

Every run records its commands in the state (``game.engine.recording``); this package writes
that recording to a file, reads it back with clear errors only, and replays it.
"""
