"""Every run is a recording: commands through the one door as plain data, checkpoints at
descents, part of the save (Continue records on), refused commands replayed word for word, a
crash replayed up to where it struck, and old saves marked as begun mid-run."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

import game
from game.agents.autoplay import play
from game.engine.actions import BumpAction, DropAction, UseAction
from game.engine.recording import CHECKPOINT, decode
from game.replay.file import RecordingError, decode_recording, encode, from_state
from game.replay.keep import keep_crash_recording, keep_recording, recordings_dir
from game.replay.player import Replay
from game.save import load_game, save_game
from game.save.slot import SaveSlot, save_on_crash
from game.save.unpickler import restricted_loads
from game.save.validate import check_state

DATA = Path(__file__).parent / "data"


def replayed(state) -> Replay:
    """The replay of ``state``'s recording, written to bytes and read back, run to the end."""
    replay = Replay(decode_recording(encode(from_state(state, "autoplay"))))
    replay.run()
    return replay


def test_a_new_game_records_from_its_start_and_each_command_as_plain_data():
    state = game.new_game(3)
    assert state.recording.from_start and state.recording.commands == bytearray()
    state.act("move", dx=1, dy=0)
    state.act("wait")
    state.perform(BumpAction(state.player, 0, 1))  # the UI's way in records the same
    steps = decode(state.recording.commands)
    assert [(s.name, s.params) for s in steps[-2:]] == [("wait", {}), ("move", {"dx": 0, "dy": 1})]


def test_descents_keep_checkpoints_with_the_states_digest():
    state = game.new_game(1)
    seen = []
    while state.depth < 3 and not state.game_over and state.turn < 20_000:
        depth = state.depth
        play(state, 1)
        if state.depth != depth:
            seen.append((state.turn, state.depth, game.digest(state)))
    points = [
        (turn, depth, raw.hex())
        for _, turn, depth, raw in CHECKPOINT.iter_unpack(bytes(state.recording.checkpoints))
    ]
    assert points == seen and len(points) == 2


def test_refused_commands_of_every_kind_replay_word_for_word():
    from game.content import create_item

    state = game.new_game(4)
    player = state.player
    foreign = create_item("sword")
    refusals = [
        lambda: state.act("fly"),
        lambda: state.act("move", dx=5, dy=0),
        lambda: state.act("move", dx=1),
        lambda: state.act("pickup"),
        lambda: state.act("descend"),
        lambda: state.act("level_up", stat="strength"),
        lambda: state.act("drop", item=foreign),
        lambda: state.perform(DropAction(player, foreign)).done,
        lambda: state.act("use", item=foreign, target=(0, 0)),
        lambda: state.act("equip", item=player.inventory.items[0], slot="tail"),
    ]
    for refuse in refusals:
        before = len(state.messages.messages)
        assert refuse() is False
        assert len(state.messages.messages) >= before  # each logged a reason
    steps = decode(state.recording.commands)
    assert [s.name for s in steps] == ["refused"] * len(refusals)
    replay = replayed(state)
    assert replay.out_of_sync is None
    assert game.digest(replay.state) == game.digest(state)


def replay_steps_on(start, recorded) -> None:
    """Perform the commands recorded in ``recorded`` on ``start`` (a copy of its beginning)."""
    from game.engine.recording import build_action

    for step in decode(recorded.recording.commands):
        if step.name == "refused":
            start.refuse(step.params["message"])
        else:
            start.perform(build_action(start, step))


def test_targets_replay_as_tiles_creatures_and_pack_items():
    import copy

    from game.content import create_actor, create_item

    state = game.new_game(6)
    player = state.player
    orc = create_actor("orc")
    x, y = player.x + 2, player.y
    if not state.stage.is_walkable(x, y):
        x = player.x
    state.place(orc, x, y)
    at = (orc.x, orc.y)
    for kind in ("confusion_scroll", "fireball_scroll", "identify_scroll", "health_potion"):
        player.inventory.add(create_item(kind))
    player.inventory.add(create_item("sword", 2))
    start = copy.deepcopy(state)
    pack = {item.kind.id: item for item in player.inventory.items}
    assert state.act("use", item=pack["confusion_scroll"], target=orc)
    assert state.act("use", item=pack["identify_scroll"], target=pack["sword"])
    assert state.act("use", item=pack["fireball_scroll"], target=(orc.x, orc.y))
    assert state.act("use", item=pack["health_potion"], target=None)
    steps = decode(state.recording.commands)
    targets = [s.params.get("target") for s in steps if s.name == "use"]
    assert targets[0] == (*at, 0) and targets[1] == ("item", pack["sword"].letter)
    assert targets[3] is None
    replay_steps_on(start, state)
    assert game.digest(start) == game.digest(state)


def test_a_changed_command_is_caught_out_of_sync_at_the_next_checkpoint():
    state = game.new_game(2)
    play(state, 600)
    recording = from_state(state, "autoplay")
    assert recording.checkpoints
    commands = bytearray(recording.commands)
    first = next(i for i, code in enumerate(commands) if code < 8)
    commands[first] = (commands[first] + 4) % 8  # one step in another direction
    from dataclasses import replace

    replay = Replay(replace(recording, commands=bytes(commands)))
    replay.run()
    assert replay.out_of_sync is not None
    assert replay.out_of_sync.turn <= recording.checkpoints[0].turn + 1
    assert "Out of sync at turn" in str(replay.out_of_sync)


def test_the_recording_is_saved_and_a_continued_game_replays_to_the_same_end(tmp_path):
    straight = game.new_game(9)
    play(straight, 1400)
    state = game.new_game(9)
    play(state, 700)
    save_game(state, tmp_path / "run.sav")
    loaded = load_game(tmp_path / "run.sav")
    assert loaded.recording.commands == state.recording.commands
    play(loaded, 700)
    assert game.digest(loaded) == game.digest(straight)
    assert loaded.recording.commands == straight.recording.commands
    replay = replayed(loaded)
    assert replay.out_of_sync is None and replay.checked >= 2
    assert game.digest(replay.state) == game.digest(loaded)


def test_the_recording_is_not_part_of_the_digest_but_is_checked_on_load():
    state = game.new_game(5)
    before = game.digest(state)
    state.recording.commands += b"\x08\x08"
    state.recording.from_start = False
    assert game.digest(state) == before
    state.recording.commands = b"not a bytearray"
    from game.engine.shape import Invalid

    with pytest.raises(Invalid, match="packed data"):
        check_state(restricted_loads(pickle.dumps(state, protocol=5)))


def test_a_schema_2_game_records_from_its_load_and_refuses_to_replay_from_the_start():
    state = load_game(DATA / "schema2_floor.sav")
    recording = state.recording
    assert not recording.from_start and recording.start_turn == 2500
    assert recording.commands == bytearray() and recording.checkpoints == bytearray()
    play(state, 200)
    assert decode(state.recording.commands)  # it records on from the load
    data = encode(from_state(state, "key"))
    with pytest.raises(RecordingError, match="began mid-run.*turn 2,500"):
        Replay(decode_recording(data))


def test_a_schema_1_game_loads_with_a_mid_run_recording():
    state = load_game(DATA / "schema1_floor.sav")
    assert not state.recording.from_start and state.recording.start_turn == 1500


class Fault(Exception):
    pass


def test_a_crash_leaves_a_recording_beside_the_save_that_replays_up_to_it(tmp_path, monkeypatch):
    state = game.new_game(8)
    play(state, 300)
    real = BumpAction.perform
    calls = {"n": 0, "digest": None}

    def failing(self, world):
        calls["n"] += 1
        if calls["n"] == 150:
            calls["digest"] = game.digest(world)  # the state as the crash found it
            raise Fault("struck")
        return real(self, world)

    monkeypatch.setattr(BumpAction, "perform", failing)
    slot = SaveSlot(tmp_path / "ironbound.sav")
    with pytest.raises(Fault) as raised, save_on_crash(slot, lambda: state):
        play(state, 1000)
    monkeypatch.setattr(BumpAction, "perform", real)
    kept = sorted(tmp_path.glob("ironbound.crash-*.ibrec"))
    assert len(kept) == 1 and any("recording" in note for note in raised.value.__notes__)
    recording = decode_recording(kept[0].read_bytes())
    assert recording.end.reason == "crash" and recording.end.digest is None
    replay = Replay(recording)
    replay.run()
    assert replay.stop == "crash" and replay.out_of_sync is None
    assert game.digest(replay.state) == calls["digest"]  # up to the crash, exactly
    assert "crashed here" in replay.why_stopped()
    assert replay.crash_again() is None  # without the fault, the command runs this time
    # The saved game goes on; its recording keeps the crash mark, so a replay stops there.
    saved = load_game(slot.path)
    assert [s.name for s in decode(saved.recording.commands)].count("crash") == 1


def test_the_recorded_crash_happens_again_when_its_cause_is_still_there(tmp_path, monkeypatch):
    state = game.new_game(8)
    play(state, 50)
    monkeypatch.setattr(UseAction, "perform", lambda self, world: 1 / 0)
    from game.content import create_item

    state.player.inventory.add(create_item("health_potion"))
    with pytest.raises(ZeroDivisionError):
        state.act("use", item=state.player.inventory.items[-1])
    path = keep_crash_recording(state, tmp_path / "x.sav")
    replay = Replay(decode_recording(path.read_bytes()))
    replay.run()
    assert isinstance(replay.crash_again(), ZeroDivisionError)


def test_keep_recording_writes_into_the_recordings_folder(tmp_path):
    state = game.new_game(2)
    play(state, 100)
    path, error = keep_recording(state, tmp_path)
    assert error is None and path is not None and path.parent == recordings_dir(tmp_path)
    assert path.name.endswith("-key.ibrec")
    again, _ = keep_recording(state, tmp_path)
    assert again != path and again is not None and again.exists()
    state.player.fighter.hp = 0
    dead, _ = keep_recording(state, tmp_path)
    assert dead is not None and decode_recording(dead.read_bytes()).end.reason == "death"
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    nowhere, why = keep_recording(state, blocked)
    assert nowhere is None and why is not None and why.startswith("Could not keep")


def test_every_command_of_the_one_door_has_a_recorded_form():
    """A command added to COMMANDS without a code in the recording would stop every replay
    that used it: this fails first."""
    from game.engine.actions import COMMANDS
    from game.engine.recording import UNRECORDABLE, encode_action

    state = game.new_game(1)
    player = state.player
    dagger = player.inventory.items[0]
    samples = {
        "move": {"dx": 1, "dy": 0},
        "drop": {"item": dagger},
        "use": {"item": dagger},
        "equip": {"item": dagger},
        "remove": {"item": dagger},
        "level_up": {"stat": "agility"},
        "note": {"text": "You stop exploring."},
        "throw": {"item": dagger, "target": (1, 1)},
    }
    for name, kind in COMMANDS.items():
        action = kind(player, **samples.get(name, {}))
        assert encode_action(state, action)[0] != UNRECORDABLE, name


def test_a_walk_note_is_recorded_and_replayed_and_a_bad_one_is_refused_when_read():
    from game.engine.actions.note import NoteAction
    from game.engine.actions.note import NoteAction as Note
    from game.engine.recording import BadRecording, build_action, decode, encode_action

    NOTE = Note.forms[0].code

    state = game.new_game(1)
    data = encode_action(state, NoteAction(state.player, "You stop exploring."))
    (step,) = decode(data)
    assert (step.name, step.params) == ("note", {"text": "You stop exploring."})
    assert build_action(state, step).text == "You stop exploring."
    for bad in ("", "two\nlines", "x" * 500):
        raw = bad.encode()
        with pytest.raises(BadRecording):
            decode(bytes((NOTE,)) + len(raw).to_bytes(2, "big") + raw)


def test_a_game_recorded_under_older_rules_records_on_but_never_claims_its_start(tmp_path):
    """The same commands make another game under other rules: a save whose recording began
    under older rules goes on recording from the load, not from the start (a replay of the
    mix could only go out of sync)."""
    from game.engine.recording import RULES_VERSION

    state = game.new_game(4)
    play(state, 30)
    state.recording.rules = RULES_VERSION - 1
    save_game(state, tmp_path / "old.sav")
    loaded = load_game(tmp_path / "old.sav")
    assert loaded.recording.rules == RULES_VERSION
    assert not loaded.recording.from_start and loaded.recording.start_turn == state.turn
    assert loaded.recording.commands == bytearray()
    current = game.new_game(4)
    play(current, 30)
    save_game(current, tmp_path / "new.sav")
    assert load_game(tmp_path / "new.sav").recording.from_start  # today's rules: kept whole
