"""Packaging that pyproject.toml cannot say: the wheel carries ``assets/tiles`` as package data.

The tiles stay in the repository's top-level ``assets/tiles`` (the layout is fixed); the wheel
maps that folder to ``game/assets/tiles`` and takes every file in it (``game.paths.tiles_dir``
reads it there). Everything else about the project is in pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["game", "game.*"]), "game.assets"],
    package_dir={"game.assets": "assets"},
    package_data={"game.assets": ["tiles/*"]},
)
