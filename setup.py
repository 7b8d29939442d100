"""Packaging that pyproject.toml cannot say: the wheel carries ``assets/tiles`` and
``assets/sounds`` as package data.

The tiles and sounds stay in the repository's top-level ``assets`` (the layout is fixed); the
wheel maps that folder to ``game/assets`` and takes every file in both (``game.paths.tiles_dir``
and ``sounds_dir`` read them there). Everything else about the project is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["game", "game.*"]), "game.assets"],
    package_dir={"game.assets": "assets"},
    package_data={"game.assets": ["tiles/*", "sounds/*"]},
)
