"""Command line: the window game, or ``--autoplay TURNS --headless`` for the bot."""

from __future__ import annotations

import argparse
import json
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ironbound", description=__doc__)
    parser.add_argument("--seed", type=int, default=None, help="seed for a new game")
    parser.add_argument("--new", action="store_true", help="skip the menu: start a new game")
    parser.add_argument("--autoplay", type=int, metavar="TURNS", default=None,
                        help="let the bot play TURNS turns")
    parser.add_argument("--headless", action="store_true",
                        help="no window: print a JSON summary line and exit")
    return parser.parse_args(argv)


def run_headless(args: argparse.Namespace) -> int:
    import game
    from game.engine.autoplay import play
    from game.report import summary

    state = game.new_game(args.seed)
    if args.autoplay:
        play(state, args.autoplay)
    print(json.dumps(summary(state)))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.headless:
        return run_headless(args)
    print("The window is not built yet; running the headless game instead.", file=sys.stderr)
    return run_headless(args)


if __name__ == "__main__":
    sys.exit(main())
