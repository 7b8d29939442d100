"""Start Ironbound: ``python main.py`` (see ``--help``)."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
