"""Screens on the app's stack: the main menu, the game, and modals drawn over the game."""
