"""The game's tile art as pixel data (pure Python, no pygame).

Each tile is a 16x16 grid of palette characters (``palette.py``; ``.`` is
transparent) in ``terrain.py``, ``regions.py`` (the three regions' floors and walls),
``features.py`` (doors, water, grass, rubble, pillars, torches, traps), ``actors.py``,
``bestiary.py``, ``items.py``, ``equipment.py``, ``gear.py``, ``jewellery.py`` or ``ui.py``;
the paper doll's larger layers are in ``doll.py``, and ``wear.py`` says how gear layers
stack and what they are called. ``catalog.py`` collects them. ``python -m game.ui.art.build``
turns them into PNGs plus ``manifest.json`` under ``assets/tiles/``. To change a tile,
edit its grid, rebuild, look at ``--preview`` (or ``python -m game.ui.art.sheet`` for the
gear and the doll, ``python -m game.ui.art.terrain_sheet`` for the terrain, see
docs/art/README.md), and commit grid and PNGs together.
"""
