"""The game's tile art as pixel data (pure Python, no pygame).

Each tile is a 16x16 grid of palette characters; ``python -m game.ui.art.build``
turns them into PNGs plus ``manifest.json`` under ``assets/tiles/``.
"""
