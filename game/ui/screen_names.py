"""Names of the screens the app can open (``--screen``); no pygame here, so the CLI stays light."""

SCREENS: tuple[str, ...] = (
    "menu",
    "game",
    "inventory",
    "drop",
    "remove",
    "character",
    "history",
    "help",
    "levelup",
    "target",
    "death",
    "gamemenu",
    "settings",
    "overview",
    "rankings",
)
