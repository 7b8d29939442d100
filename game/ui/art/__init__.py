"""The game's tile art as pixel data (pure Python, no pygame).

Each tile is a 16x16 grid of palette characters (``palette.py``; ``.`` is
transparent) in ``terrain.py``, ``actors.py``, ``items.py``, ``equipment.py`` or
``ui.py``; ``catalog.py`` collects them. ``python -m game.ui.art.build`` turns
them into PNGs plus ``manifest.json`` under ``assets/tiles/``. To change a tile,
edit its grid, rebuild, look at ``--preview``, and commit grid and PNGs together.
"""
