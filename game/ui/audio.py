"""Sound effects through ``pygame.mixer``: started once the window shows its first frame, and
never a reason for the game to stop.

``Audio.start`` opens the mixer with a few channels (the cap on voices: a busy turn drops
sounds rather than stacking them into noise) and loads the WAVs of ``paths.sounds_dir()``.
Where there is no audio device (or ``SDL_AUDIODRIVER=dummy``, or a mixer that raises) it goes
silent: ``problem`` says why, for the settings screen, and nothing is printed (the ALSA
library's own complaints on stderr are hushed while the mixer opens). A mixer that fails later,
while playing, silences it the same way.

``play`` starts each named sound at most once per frame (``new_frame`` begins one) and never
again within MIN_GAP seconds of itself (a journey's steps, 35 ms apart, are heard every other
one), at most PER_FRAME different ones a frame, and the long ones (``sounds.JINGLES``) on a
channel of their own.
The volume is master x effects (0-100 each), and mute silences everything at once.

Nothing here runs unless the window game's loop starts it: headless runs, screenshots and the
tests of other things load no sound.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

#: Channels in all: the most sounds that play at once.
CHANNELS = 6
#: The channel kept for the long sounds (victory, death, a level, a curse).
JINGLE_CHANNEL = 0
#: At most this many different sounds start in one frame.
PER_FRAME = 4
#: A sound never starts again sooner than this after itself (seconds): a held key's steps, 70 ms
#: apart, are each heard.
MIN_GAP = 0.06
#: Mixer output: CD rate, 16-bit, stereo, a short buffer (about 12 ms) for little delay.
FREQUENCY, BUFFER = 44100, 512
NO_DEVICE = "no audio device: the game is silent"


@contextlib.contextmanager
def hushed_stderr() -> Iterator[None]:
    """Send what C libraries write to stderr (file 2) to nowhere for a moment."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):
        yield
        return
    try:
        with open(os.devnull, "wb") as sink:
            os.dup2(sink.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


class Audio:
    """The game's sounds. ``status``: "off" (not started), "on", or "silent" (see
    ``problem``). ``mixer`` is pygame's mixer module unless a test hands another."""

    def __init__(
        self,
        folder: Path | None = None,
        mixer: Any = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.folder = folder
        self._mixer = mixer
        self.clock = clock
        self.min_gap = MIN_GAP
        self._last: dict[str, float] = {}  # when each sound last started
        self.status = "off"
        self.problem: str | None = None
        self.sounds: dict[str, Any] = {}
        self.volume = 1.0  # master x effects, 0..1
        self.muted = False
        self._this_frame: set[str] = set()
        #: Every sound started, by name, in order (the tests read it; kept short).
        self.started: list[str] = []

    # -- starting ------------------------------------------------------------------------
    def start(self) -> bool:
        """Open the mixer and load the sounds (once); False when the game stays silent."""
        if self.status != "off":
            return self.status == "on"
        try:
            mixer = self._mixer
            if mixer is None:
                import pygame.mixer as mixer

                self._mixer = mixer
            with hushed_stderr():
                mixer.init(FREQUENCY, -16, 2, BUFFER)
            mixer.set_num_channels(CHANNELS)
            mixer.set_reserved(1)
            self.sounds = self._load(mixer)
        except Exception as error:  # no device, no driver, a broken mixer: stay silent
            text = str(error).strip()
            device = not text or any(word in text.lower() for word in ("device", "audio"))
            return self._silence(NO_DEVICE if device else f"sound is off ({text[:80]})")
        self.status = "on"
        self._apply_volume()
        return True

    def _load(self, mixer: Any) -> dict[str, Any]:
        from game.paths import sounds_dir

        folder = self.folder or sounds_dir()
        return {path.stem: mixer.Sound(str(path)) for path in sorted(folder.glob("*.wav"))}

    def _silence(self, why: BaseException | str) -> bool:
        """Go silent for good, remembering why (words for the settings screen): an error
        while playing, or what the start found."""
        self.status = "silent"
        self.problem = why if isinstance(why, str) else f"sound stopped ({str(why)[:80]})"
        self.sounds = {}
        with contextlib.suppress(Exception):
            if self._mixer is not None and self._mixer.get_init():
                self._mixer.quit()
        return False

    def close(self) -> None:
        if self.status == "on":
            with contextlib.suppress(Exception):
                self._mixer.quit()
        self.status, self.sounds = "off", {}

    # -- levels --------------------------------------------------------------------------
    def set_levels(self, master: int, effects: int, muted: bool) -> None:
        """Master and effects volume (0-100 each) and mute, as the settings have them."""
        self.volume = max(0, min(100, master)) * max(0, min(100, effects)) / 10000
        if muted and not self.muted:
            self.stop()
        self.muted = muted
        self._apply_volume()

    def _apply_volume(self) -> None:
        try:
            for sound in self.sounds.values():
                sound.set_volume(self.volume)
        except Exception as error:
            self._silence(error)

    def stop(self) -> None:
        """Every sound playing stops now."""
        if self.status == "on":
            try:
                self._mixer.stop()
            except Exception as error:
                self._silence(error)

    # -- playing -------------------------------------------------------------------------
    def new_frame(self) -> None:
        """A frame begins: each sound may start once more."""
        self._this_frame.clear()

    @property
    def audible(self) -> bool:
        return self.status == "on" and not self.muted and self.volume > 0

    def play(self, names: Iterable[str]) -> list[str]:
        """Start the sounds ``names`` (a command's cues); the ones that started."""
        if not self.audible:
            return []
        from game.ui.sounds import JINGLES

        begun, now = [], self.clock()
        try:
            for name in names:
                if name in self._this_frame or len(self._this_frame) >= PER_FRAME:
                    continue
                sound = self.sounds.get(name)
                if sound is None or now - self._last.get(name, -1e9) < self.min_gap:
                    continue
                self._this_frame.add(name)
                self._last[name] = now
                if name in JINGLES:
                    self._mixer.Channel(JINGLE_CHANNEL).play(sound)
                elif sound.play() is None:  # every voice busy: this one is dropped
                    continue
                begun.append(name)
        except Exception as error:
            self._silence(error)
        self.started = (self.started + begun)[-200:]
        return begun
