"""Command line: the window game, or ``--autoplay TURNS --headless`` for the bot."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.game import GameState
    from game.save.slot import SaveSlot


#: What ``--help`` says first: plain words (the module docstring's ``markup`` is for readers of
#: the source).
DESCRIPTION = (
    "Ironbound, a tile-graphics roguelike: the window game, or --autoplay TURNS "
    "--headless for the bot."
)


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ironbound", description=DESCRIPTION)
    parser.add_argument("--seed", type=int, default=None, help="seed for a new game")
    parser.add_argument("--new", action="store_true", help="skip the menu: start a new game")
    parser.add_argument(
        "--force-new",
        action="store_true",
        help="start the new game even where its save would replace a saved "
        "run (headless refuses without it; the window asks)",
    )
    parser.add_argument(
        "--autoplay", type=int, metavar="TURNS", default=None, help="let the bot play TURNS turns"
    )
    parser.add_argument(
        "--policy",
        choices=POLICY_NAMES,
        default=None,
        help="headless --autoplay: how the bot treats gear, 'full' (a careful "
        "player who weighs properties, the default), 'numbers' (careful, "
        "by the figures alone) or 'naive' (by the numbers on the label)",
    )
    parser.add_argument(
        "--headless", action="store_true", help="no window: print a JSON summary line and exit"
    )
    parser.add_argument(
        "--load",
        metavar="PATH",
        default=None,
        help="continue the game saved at PATH (the window saves back to it)",
    )
    parser.add_argument(
        "--save",
        metavar="PATH",
        default=None,
        help="headless: save to PATH at the end, on each descent and on a crash",
    )
    parser.add_argument(
        "--save-dir",
        metavar="DIR",
        default=None,
        help="where saves live (default: $IRONBOUND_SAVE_DIR, else saves/ in a "
        "checkout or the user data folder when installed); "
        "headless: also save there like --save",
    )
    parser.add_argument(
        "--replay",
        metavar="FILE",
        default=None,
        help="play a recording back (with --headless: verify it to the end)",
    )
    parser.add_argument(
        "--record",
        metavar="FILE",
        default=None,
        help="headless: write the run's recording to FILE at the end",
    )
    parser.add_argument(
        "--scores",
        action="store_true",
        help="print the run history (ironbound.db in the saves folder), best score first, and exit",
    )
    parser.add_argument(
        "--csv", action="store_true", help="with --scores: write it as CSV (to stdout)"
    )
    add_window_args(parser)
    return parser.parse_args(argv)


def add_window_args(parser: argparse.ArgumentParser) -> None:
    """The window's options: screenshots, screen to open, size and zoom."""
    from game.ui.screen_names import SCREENS

    window = parser.add_argument_group("window")
    window.add_argument(
        "--screenshot",
        metavar="PATH",
        default=None,
        help="render the screen to a PNG and exit (no display needed)",
    )
    window.add_argument(
        "--screen", choices=SCREENS, default=None, help="open this screen or modal first"
    )
    window.add_argument(
        "--size",
        metavar="WxH",
        default=None,
        type=_size,
        help="window size (default: the settings' size, else 1280x720)",
    )
    window.add_argument(
        "--zoom",
        type=int,
        choices=(16, 32, 48, 64),
        default=None,
        help="tile size in pixels (default: fits the window)",
    )


def _size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"expected WIDTHxHEIGHT, got {text!r}") from error
    return width, height


#: The bot's policies (game.agents.autoplay.POLICIES; a test keeps the two in step): named
#: here so that parsing the command line imports no game code.
POLICY_NAMES: tuple[str, ...] = ("full", "numbers", "naive")

#: Exit status when another running copy of the game holds the save folder.
FOLDER_IN_USE = 3


def _holding(
    folder: Path | None, run: Callable[[], int], create: bool = True, also: Path | None = None
) -> int:
    """``run()`` while holding the save folder's lock (and ``also``'s, a folder that is never
    made: a loaded file's); if another copy holds one, say so and return FOLDER_IN_USE without
    changing anything."""
    if folder is None:
        return run()
    from game.save.lock import FolderInUse, hold_save_folder

    with contextlib.ExitStack() as held:
        try:
            held.enter_context(hold_save_folder(folder, create))
            if also is not None:
                held.enter_context(hold_save_folder(also, create=False))
        except FolderInUse as busy:
            print(busy, file=sys.stderr)
            return FOLDER_IN_USE
        return run()


def run_window(args: argparse.Namespace) -> int:
    """The window game; with no display to show it on, say so and exit 2 (not a silent run)."""
    from game.ui.display_check import display_problem

    problem = None if args.screenshot else display_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from game.save.slot import save_dir
    from game.ui.launch import run_window as run

    # the saves folder (recordings, summaries, new games) and, with --load, the loaded file's
    # folder (its save goes back there); a screenshot saves nothing
    folder = None if args.screenshot else save_dir(args.save_dir)
    loaded_in = Path(args.load).parent if args.load and not args.screenshot else None
    if args.replay:  # a replay touches no save: no folder to hold
        return run(
            replay=args.replay,
            size=args.size,
            zoom=args.zoom,
            screen=args.screen,
            screenshot=args.screenshot,
        )
    return _holding(
        folder,
        lambda: run(
            seed=args.seed,
            new=args.new,
            autoplay=args.autoplay,
            size=args.size,
            zoom=args.zoom,
            screen=args.screen,
            screenshot=args.screenshot,
            load=args.load,
            saves=args.save_dir,
            force_new=args.force_new,
        ),
        also=loaded_in,
    )


def _save_target(args: argparse.Namespace) -> SaveSlot | None:
    """Headless games save only when asked: to --save PATH, else into --save-dir."""
    from game.save.slot import SaveSlot

    if args.save:
        return SaveSlot(args.save)
    if args.save_dir:
        return SaveSlot.in_dir(args.save_dir)
    return None


def _load(path: str) -> GameState | None:
    """The game at ``path``, or None after telling the player why (and of a backup)."""
    from game.save.slot import SaveSlot

    offer = SaveSlot(path).load_or_backup()
    if offer.error is None:
        return offer.state
    print(offer.error, file=sys.stderr)
    if offer.from_backup:
        print(
            f"A backup saved {offer.backup_saved_at} loads fine: continue from it with "
            f"--load {SaveSlot(path).backup_path}",
            file=sys.stderr,
        )
    return None


def _replaces_a_run(slot: SaveSlot) -> str | None:
    """Why a new game may not save into ``slot`` without --force-new: the run it would replace
    (the window asks the same question); None when nothing is at stake."""
    stake = slot.at_stake()
    if stake is None:
        return None
    if stake.damaged is not None:
        return (
            f"{stake.damaged}\nA new game would replace that save (it would be set aside, "
            "not deleted): start one anyway with --force-new."
        )
    where = "is kept in the backup" if stake.in_backup else "is saved in"
    return (
        f"{stake.description} {where} {stake.path}, and a new game would replace it. "
        f"Continue it with --load {stake.path}, or start a new game anyway with "
        "--force-new."
    )


def autoplay(state: GameState, turns: int, slot: SaveSlot | None, policy: str = "full") -> None:
    """The bot plays ``turns`` turns with the ``policy`` named; with a slot, each descent saves
    (as the window game does)."""
    from game.agents.autoplay import play
    from game.save import SaveError

    if slot is None:
        play(state, turns, policy)
        return
    target = state.turn + turns
    while state.turn < target and not state.game_over:
        depth = state.depth
        play(state, 1, policy)
        if state.depth != depth:
            try:
                slot.save(state)
            except SaveError as error:
                print(error, file=sys.stderr)


def run_headless(args: argparse.Namespace) -> int:
    slot = _save_target(args)
    return _holding(
        slot.path.parent if slot is not None else None, lambda: _play_headless(args, slot)
    )


def _play_headless(args: argparse.Namespace, slot: SaveSlot | None) -> int:
    import game
    from game.report import summary
    from game.save import SaveError
    from game.save.slot import save_on_crash

    if args.load:
        if args.seed is not None:
            print("--seed is for new games; the loaded game keeps its own.", file=sys.stderr)
        loaded = _load(args.load)
        if loaded is None:
            return 2
        state = loaded
    else:
        refusal = None if slot is None or args.force_new else _replaces_a_run(slot)
        if refusal is not None:
            print(refusal, file=sys.stderr)
            return 2
        if slot is not None:
            _abandon_saved_run(slot)
        state = game.new_game(args.seed)
    with save_on_crash(slot, lambda: state), _recorded(args.record, state) as recorded:
        if args.autoplay:
            if args.policy is None:  # (the three-argument call tools and tests replace)
                autoplay(state, args.autoplay, slot)
            else:
                autoplay(state, args.autoplay, slot, args.policy)
    status = 1 if recorded.failed else 0
    if slot is not None and state.game_over:
        recorded_to = Path(args.record) if args.record and not recorded.failed else None
        status = max(status, _record_the_end(state, slot, recorded_to))
    elif slot is not None:
        try:
            slot.save(state)
        except SaveError as exc:
            print(exc, file=sys.stderr)
            status = 1
    print(json.dumps(summary(state)))
    return status


def _abandon_saved_run(slot: SaveSlot) -> None:
    """A new game (``--force-new``) replaces the run saved in ``slot``'s folder: keep it in
    the run history as abandoned, with its recording and summary. Rows of earlier runs that
    were never written are written first."""
    from game.replay.keep import keep_recording
    from game.save.run_history import catch_up, remember
    from game.save.runs import saved_game

    folder = slot.path.parent
    _, problem = catch_up(folder)
    if problem:
        print(problem, file=sys.stderr)
    if not slot.exists():
        return
    replaced = saved_game(slot.path)
    if replaced is None or replaced.game_over:
        return
    recording, error = keep_recording(replaced, folder, "abandoned")
    for line in ([error] if error else []) + remember(
        replaced, folder, recording, abandoned=True
    ).notes:
        print(line, file=sys.stderr)


def _record_the_end(state: GameState, slot: SaveSlot, recording: Path | None = None) -> int:
    """A run that ended (won or lost): its summary file into ``morgue/`` and its row into the
    run history, then permadeath. The exit status: 1 if the save could not be deleted (a
    summary or row that could not be written is only told)."""
    from game.save.run_history import remember

    done = remember(state, slot.path.parent, recording)
    if done.morgue is not None:
        print(f"Run summary: {done.morgue}", file=sys.stderr)
    for note in done.notes:
        print(note, file=sys.stderr)
    ending = "The run is won" if state.won else "The hero died"
    try:
        slot.delete_after_death()
    except OSError as error:
        print(
            f"{ending}, but the save could not be deleted: {error.strerror or error}",
            file=sys.stderr,
        )
        return 1
    print(f"{ending}: the save is deleted (permadeath).", file=sys.stderr)
    return 0


class _Written:
    """Whether ``_recorded`` could write the recording at the end."""

    failed = False


@contextlib.contextmanager
def _recorded(path: str | None, state: GameState) -> Iterator[_Written]:
    """With ``--record FILE``: write the run's recording there at the end, or if it crashes
    (marked there, so a replay stops at the crash). A recording that cannot be written at the
    end is told (the yielded ``failed`` is then True), never a traceback."""
    outcome = _Written()
    if path is None:
        yield outcome
        return
    import game.replay.file as recording_file
    from game.replay.keep import end_reason, keep_crash_recording

    try:
        yield outcome
    except Exception as exc:
        try:
            keep_crash_recording(state, Path(path), exact=True)
        except Exception as failed:  # never hide the original error
            exc.add_note(f"Ironbound could not write the recording to {path}: {failed}")
        raise
    reason = end_reason(state)
    try:
        recording_file.write_recording(
            recording_file.from_state(state, "autoplay" if reason == "key" else reason), path
        )
    except OSError as error:
        outcome.failed = True
        print(
            f"Could not write the recording to {path} ({error.strerror or error}).", file=sys.stderr
        )


def _protected_saves(args: argparse.Namespace) -> list[Path]:
    """The saves (and their backups) this run reads or writes: no output may go over them."""
    from game.save import backup_path
    from game.save.slot import SaveSlot

    slots = [SaveSlot.in_dir(args.save_dir)]
    for named in (args.save, args.load):
        if named:
            slots.append(SaveSlot(named))
    return [path for slot in slots for path in (slot.path, backup_path(slot.path))]


def _output_problem(args: argparse.Namespace) -> str | None:
    """Why an output the player named (``--record``, ``--screenshot``) cannot be written."""
    from game.save.outputs import output_problem

    outputs = [(args.record, "the recording"), (args.screenshot, "the screenshot")]
    for path, what in outputs:
        if path:
            problem = output_problem(path, what, _protected_saves(args))
            if problem is not None:
                return problem
    return None


def main(argv: list[str] | None = None) -> int:
    from game.paths import NoDataFolder

    args = parse_args(argv)
    try:
        return _main(args)
    except NoDataFolder as nowhere:  # no home folder, and no folder named instead
        print(nowhere, file=sys.stderr)
        return 2


def _main(args: argparse.Namespace) -> int:
    if args.policy is not None and not (args.headless and args.autoplay):
        print("--policy is for the bot: use it with --autoplay TURNS --headless.", file=sys.stderr)
        return 2
    if args.csv and not args.scores:
        print("--csv is for --scores: python main.py --scores --csv > scores.csv", file=sys.stderr)
        return 2
    if args.scores:
        from game.save.run_history import print_scores
        from game.save.slot import save_dir

        return print_scores(save_dir(args.save_dir), args.csv)
    problem = _output_problem(args)
    if problem is not None:
        print(problem, file=sys.stderr)
        return 2
    if args.replay and args.headless:
        from game.replay.headless import replay_headless

        return replay_headless(args.replay)
    if args.headless:
        return run_headless(args)
    return run_window(args)


if __name__ == "__main__":
    sys.exit(main())
