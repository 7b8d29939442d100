"""The game's own files on disk, whatever they hold (saves, recordings, run summaries, the
settings): ``atomic`` writes a file so that a complete one is always there and reads only
regular files. Below ``game.save`` and ``game.replay``, which both use it, and importing
neither.
"""
