"""Command line: the window game, or ``--autoplay TURNS --headless`` for the bot."""

from __future__ import annotations

import argparse
import json
import os
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ironbound", description=__doc__)
    parser.add_argument("--seed", type=int, default=None, help="seed for a new game")
    parser.add_argument("--new", action="store_true", help="skip the menu: start a new game")
    parser.add_argument("--autoplay", type=int, metavar="TURNS", default=None,
                        help="let the bot play TURNS turns")
    parser.add_argument("--headless", action="store_true",
                        help="no window: print a JSON summary line and exit")
    add_window_args(parser)
    return parser.parse_args(argv)


def add_window_args(parser: argparse.ArgumentParser) -> None:
    """The window's options: screenshots, screen to open, size and zoom."""
    from game.ui.screen_names import SCREENS

    window = parser.add_argument_group("window")
    window.add_argument("--screenshot", metavar="PATH", default=None,
                        help="render the screen to a PNG and exit (no display needed)")
    window.add_argument("--screen", choices=SCREENS, default=None,
                        help="open this screen or modal first")
    window.add_argument("--size", metavar="WxH", default="1280x720", type=_size,
                        help="window size (default 1280x720)")
    window.add_argument("--zoom", type=int, choices=(16, 32, 48, 64), default=None,
                        help="tile size in pixels (default: fits the window)")


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from error
    return width, height


def run_window(args: argparse.Namespace) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.ui.app import run_window as run

    return run(seed=args.seed, new=args.new, autoplay=args.autoplay, size=args.size,
               zoom=args.zoom, screen=args.screen, screenshot=args.screenshot)


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
    return run_window(args)


if __name__ == "__main__":
    sys.exit(main())
