"""Every sound the game plays, as a recipe: a function making its samples, and a line saying
what it is made of (the build script prints them; ``SOUNDS`` is the list the game and the tests
check against). Each recipe uses its own noise seed, so one sound can change alone."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from game.ui.sfx.dsp import (
    RATE,
    Signal,
    at,
    envelope,
    highpass,
    lowpass,
    noise,
    samples,
    saw,
    seconds,
    smooth,
    soft_clip,
    square,
    sweep,
    tone,
)


@dataclass(frozen=True)
class Sound:
    """A sound's recipe, what it is made of, and how loud its peak is (0..1 of full scale)."""

    make: Callable[[], Signal]
    made_of: str
    peak: float = 0.7


# -- pieces ---------------------------------------------------------------------------------
def thud(duration: float, low: float, high: float, seed: int, grit: float = 0.3) -> Signal:
    """A soft impact: a sine falling from ``high`` to ``low`` Hz and a little dull noise."""
    n = samples(duration)
    body = tone(sweep(high, low, n, 2), n) * envelope(n, 0.002, 4)
    dust = lowpass(noise(n, seed), 0.25) * envelope(n, 0.001, 6) * grit
    return body + dust


def chime(
    freq: float, duration: float, partials: tuple[tuple[float, float], ...], decay: int = 3
) -> Signal:
    """A struck bell or blade: sines at ``freq`` times each ratio, each with its weight, the
    higher ones dying sooner."""
    n = samples(duration)
    out = np.zeros(n)
    for index, (ratio, weight) in enumerate(partials):
        out += tone(freq * ratio, n) * envelope(n, 0.001, decay + index) * weight
    return out


def rustle(duration: float, seed: int, bright: float, swell: float = 0.3) -> Signal:
    """Cloth or paper or leaves: high-passed noise in uneven puffs."""
    n = samples(duration)
    hiss = highpass(noise(n, seed), 0.2) * bright + lowpass(noise(n, seed + 1), 0.3)
    flutter = 0.55 + 0.45 * smooth(np.abs(noise(n, seed + 2)), samples(0.02))
    return hiss * flutter * envelope(n, duration * swell, 2)


def notes(
    freqs: tuple[float, ...], step: float, ring: float, voice: str = "square", duty: float = 0.25
) -> Signal:
    """A little tune: each note ``step`` seconds after the last, ringing ``ring`` seconds."""
    total = samples(step * (len(freqs) - 1) + ring)
    out = np.zeros(total)
    n = samples(ring)
    for index, freq in enumerate(freqs):
        if voice == "square":
            wave = square(freq, n, duty) * 0.5 + tone(freq, n) * 0.5
        else:
            wave = tone(freq, n) + tone(freq * 2, n) * 0.3 + tone(freq * 3, n) * 0.1
        out += at(wave * envelope(n, 0.004, 2), step * index, total)
    return out


# -- steps ----------------------------------------------------------------------------------
def step_stone() -> Signal:
    n = samples(0.09)
    scuff = highpass(noise(n, 11), 0.5) * envelope(n, 0.001, 8) * 0.25
    return thud(0.09, 70, 160, 12, 0.5) + scuff


def step_wood() -> Signal:
    return thud(0.11, 110, 240, 21, 0.2) + chime(330, 0.11, ((1, 0.12), (2.7, 0.05)), 6)


def step_grass() -> Signal:
    return rustle(0.16, 31, 0.9, 0.25) * 0.6 + thud(0.16, 60, 110, 32, 0.1) * 0.4


def step_water() -> Signal:
    n = samples(0.2)
    splash = lowpass(noise(n, 41), sweep(0.6, 0.08, n, 2)) * envelope(n, 0.004, 3)
    blip = tone(sweep(300, 900, n, 1), n) * envelope(n, 0.01, 5) * 0.25
    return splash + blip


# -- blows ----------------------------------------------------------------------------------
def hit() -> Signal:
    n = samples(0.16)
    smack = lowpass(noise(n, 51), sweep(0.9, 0.1, n, 2)) * envelope(n, 0.001, 5)
    return smack + thud(0.16, 55, 140, 52, 0.2) * 0.9


def hit_nothing() -> Signal:
    n = samples(0.22)
    tick = highpass(noise(n, 61), 0.6) * envelope(n, 0.0005, 12) * 0.5
    return chime(1180, 0.22, ((1, 0.6), (2.41, 0.35), (3.93, 0.2))) + tick


def hero_hurt() -> Signal:
    n = samples(0.28)
    growl = square(sweep(220, 90, n, 1), n, 0.3) * envelope(n, 0.003, 2) * 0.45
    return soft_clip(lowpass(growl, 0.35) * 2.2) + at(hit(), 0.0, n) * 0.6


def monster_death() -> Signal:
    n = samples(0.5)
    fall = saw(sweep(260, 45, n, 1), n) * envelope(n, 0.01, 2)
    body = lowpass(fall, 0.25) + lowpass(noise(n, 71), 0.12) * envelope(n, 0.002, 3) * 0.6
    return soft_clip(body * 1.4)


# -- items ----------------------------------------------------------------------------------
def pickup() -> Signal:
    return notes((660, 990), 0.05, 0.08, "square", 0.25)


def equip_metal() -> Signal:
    clank = chime(520, 0.32, ((1, 0.5), (2.76, 0.4), (5.4, 0.25), (8.9, 0.12)), 3)
    second = chime(690, 0.2, ((1, 0.3), (3.1, 0.2)), 4)
    return clank + at(second, 0.07, len(clank)) + thud(0.32, 80, 200, 81, 0.3) * 0.4


def remove_metal() -> Signal:
    clank = chime(410, 0.26, ((1, 0.45), (2.76, 0.3), (5.4, 0.15)), 4)
    return clank + thud(0.26, 70, 150, 91, 0.3) * 0.35


def equip_cloth() -> Signal:
    return rustle(0.26, 101, 0.7, 0.3) + thud(0.26, 60, 120, 102, 0.0) * 0.25


def remove_cloth() -> Signal:
    return rustle(0.22, 111, 0.5, 0.6)


def equip_ring() -> Signal:
    return chime(1568, 0.42, ((1, 0.6), (2.0, 0.25), (3.01, 0.15)), 2) + at(
        chime(2093, 0.3, ((1, 0.4), (2.0, 0.1)), 3), 0.06, samples(0.42)
    )


def remove_ring() -> Signal:
    return chime(1175, 0.3, ((1, 0.6), (2.0, 0.2)), 3)


def curse() -> Signal:
    n = samples(1.0)
    wobble = 1.0 + 0.012 * tone(5.5, n)
    low = saw(110 * wobble, n) * 0.5 + saw(155.6 * wobble, n) * 0.4  # a tritone
    drone = lowpass(low, sweep(0.05, 0.2, n, 1)) * envelope(n, 0.05, 2, 0.4)
    rumble = lowpass(noise(n, 121), 0.02) * 6.0 * envelope(n, 0.2, 2)
    bind = chime(233, 1.0, ((1, 0.5), (2.3, 0.3)), 3)
    return soft_clip((drone + rumble) * 1.3) + bind


def potion() -> Signal:
    n = samples(0.5)
    out = np.zeros(n)
    for index, (when, freq) in enumerate(((0.0, 300), (0.11, 360), (0.21, 430), (0.3, 520))):
        m = samples(0.09)
        bubble = tone(sweep(freq, freq * 1.9, m, 1), m) * envelope(m, 0.005, 3)
        out += at(bubble * (1.0 - index * 0.12), when, n)
    return out + lowpass(noise(n, 131), 0.15) * envelope(n, 0.02, 2) * 0.15


def scroll_read() -> Signal:
    return rustle(0.3, 141, 1.2, 0.15) * 0.8


def throw() -> Signal:
    n = samples(0.24)
    whoosh = lowpass(noise(n, 151), sweep(0.05, 0.5, n, 1) * envelope(n, 0.12, 1)) * 2.0
    return whoosh * envelope(n, 0.1, 2)


def arrow() -> Signal:
    n = samples(0.2)
    twang = tone(sweep(180, 140, n, 1), n) * envelope(n, 0.001, 5) * 0.5
    hiss = highpass(noise(n, 161), 0.4) * envelope(n, 0.03, 3) * 0.4
    return twang + hiss


# -- spells ---------------------------------------------------------------------------------
def lightning() -> Signal:
    n = samples(0.55)
    crackle = noise(n, 171) * (np.abs(noise(n, 172)) > 0.6)
    crack = highpass(crackle, 0.3) * envelope(n, 0.001, 3)
    zap = square(sweep(1400, 120, n, 3), n, 0.5) * envelope(n, 0.001, 4) * 0.35
    boom = lowpass(noise(n, 173), 0.04) * 4.0 * envelope(n, 0.01, 2)
    return soft_clip(crack + zap + boom)


def fireball() -> Signal:
    n = samples(0.85)
    rise = lowpass(noise(n, 181), sweep(0.02, 0.35, n, 1)) * envelope(n, 0.3, 1, 0.0)
    flight = rise * (seconds(n) < 0.3) * 1.5
    blast_n = samples(0.6)
    blast = (
        lowpass(noise(blast_n, 182), sweep(0.5, 0.03, blast_n, 2))
        * envelope(blast_n, 0.003, 2)
        * 1.6
    )
    boom = tone(sweep(90, 35, blast_n, 2), blast_n) * envelope(blast_n, 0.003, 3)
    return soft_clip(flight + at(blast + boom, 0.25, n))


def confusion() -> Signal:
    n = samples(0.65)
    wobble = 520 + 180 * tone(9.0, n) + sweep(0, -200, n, 1)
    voice = tone(wobble, n) * 0.6 + tone(wobble * 1.5, n) * 0.25
    return voice * envelope(n, 0.05, 2) * (0.7 + 0.3 * tone(14.0, n))


def fire_breath() -> Signal:
    n = samples(0.5)
    roar = lowpass(noise(n, 191), 0.18) * 2.0 + highpass(noise(n, 192), 0.5) * 0.2
    return soft_clip(roar * envelope(n, 0.06, 2, 0.15))


# -- traps --------------------------------------------------------------------------------
def teleport() -> Signal:
    n = samples(0.7)
    glide = sweep(300, 1500, n, 2)
    shimmer = tone(glide, n) * 0.5 + tone(glide * 1.5, n) * 0.3 + tone(glide * 2.01, n) * 0.15
    tremolo = 0.6 + 0.4 * tone(17.0, n)
    air = highpass(noise(n, 221), 0.6) * envelope(n, 0.2, 2) * 0.15
    return (shimmer * tremolo + air) * envelope(n, 0.08, 2, 0.2)


def alarm() -> Signal:
    n = samples(1.1)
    out = np.zeros(n)
    for index in range(3):
        out += at(chime(880, 0.7, ((1, 0.6), (2.76, 0.3), (5.4, 0.15)), 3), 0.2 * index, n)
    return out


# -- the run --------------------------------------------------------------------------------
def door() -> Signal:
    n = samples(0.5)
    creak_n = samples(0.34)
    pitch = sweep(180, 320, creak_n, 1) + 25 * tone(23.0, creak_n)
    creak = lowpass(saw(pitch, creak_n), 0.3) * envelope(creak_n, 0.04, 1, 0.1) * 0.6
    return at(creak, 0.0, n) + at(thud(0.16, 70, 150, 201, 0.4), 0.32, n)


def level_up() -> Signal:
    return notes((523.25, 659.25, 783.99, 1046.5), 0.09, 0.35, "square", 0.25)


def stairs() -> Signal:
    total = samples(0.8)
    out = np.zeros(total)
    for index in range(4):
        out += at(
            thud(0.12, 90 - 10 * index, 190 - 25 * index, 211 + index, 0.4) * (1.0 - 0.15 * index),
            0.17 * index,
            total,
        )
    return out


def victory() -> Signal:
    tune = notes((523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5), 0.14, 0.5, "square", 0.5)
    n = len(tune)
    chord = notes((523.25, 659.25, 783.99), 0.0, 1.1, "sine")
    out = at(tune, 0.0, n + samples(0.9)) + at(chord, 0.75, n + samples(0.9)) * 0.6
    return out


def death() -> Signal:
    tune = notes((392.0, 369.99, 349.23, 261.63), 0.32, 0.7, "sine")
    n = len(tune) + samples(0.4)
    drone = lowpass(saw(65.4, n), 0.08) * envelope(n, 0.2, 2, 0.6) * 0.5
    return at(tune, 0.0, n) + drone


SOUNDS: dict[str, Sound] = {
    "step_stone": Sound(
        step_stone, "a sine thud falling 160 to 70 Hz, dull noise and a high-passed scuff", 0.35
    ),
    "step_wood": Sound(step_wood, "a thud falling 240 to 110 Hz with a faint 330 Hz knock", 0.35),
    "step_grass": Sound(step_grass, "high-passed noise in uneven puffs over a soft thud", 0.3),
    "step_water": Sound(
        step_water, "noise under a closing low-pass and a sine bloop rising 300 to 900 Hz", 0.35
    ),
    "hit": Sound(
        hit, "a noise smack under a closing low-pass over a thud falling 140 to 55 Hz", 0.8
    ),
    "hit_nothing": Sound(
        hit_nothing,
        "a clink: sines at 1180 Hz x 1, 2.41, 3.93 decaying, and a high-passed tick",
        0.55,
    ),
    "hero_hurt": Sound(
        hero_hurt,
        "a square wave falling 220 to 90 Hz, low-passed and saturated, over the blow's smack",
        0.8,
    ),
    "monster_death": Sound(
        monster_death,
        "a sawtooth falling 260 to 45 Hz, low-passed, with rumbling noise, saturated",
        0.75,
    ),
    "pickup": Sound(pickup, "two square blips, 660 then 990 Hz", 0.45),
    "equip_metal": Sound(
        equip_metal,
        "two clanks of inharmonic sines (520 Hz x 1, 2.76, 5.4, 8.9; then 690 Hz) and a thud",
        0.65,
    ),
    "remove_metal": Sound(remove_metal, "a lower clank (410 Hz x 1, 2.76, 5.4) and a thud", 0.6),
    "equip_cloth": Sound(
        equip_cloth, "a swelling rustle of high-passed noise and a soft thud", 0.5
    ),
    "remove_cloth": Sound(remove_cloth, "a rustle of noise that swells late", 0.45),
    "equip_ring": Sound(
        equip_ring, "a chime at 1568 Hz (x 1, 2, 3) and one at 2093 Hz just after", 0.5
    ),
    "remove_ring": Sound(remove_ring, "a single chime at 1175 Hz (x 1, 2)", 0.45),
    "curse": Sound(
        curse,
        "two sawtooths a tritone apart (110 and 155.6 Hz) wavering, under an "
        "opening low-pass, with rumble and a low bell",
        0.75,
    ),
    "potion": Sound(
        potion, "four sine bubbles sweeping up from 300-520 Hz, and a faint wash of noise", 0.55
    ),
    "scroll_read": Sound(scroll_read, "a bright rustle of paper (high-passed noise)", 0.45),
    "lightning": Sound(
        lightning,
        "sparse crackling noise, a square zap falling 1400 to 120 Hz and a low boom, saturated",
        0.8,
    ),
    "fireball": Sound(
        fireball,
        "a whoosh (noise under an opening low-pass), then a blast of "
        "noise and a sine boom falling 90 to 35 Hz",
        0.85,
    ),
    "confusion": Sound(
        confusion,
        "a sine warbling about 520 Hz (9 Hz vibrato) with its fifth, sliding down and trembling",
        0.5,
    ),
    "fire_breath": Sound(fire_breath, "a roar of low-passed noise with a little hiss", 0.7),
    "throw": Sound(throw, "a whoosh of noise under a low-pass that opens and closes", 0.5),
    "arrow": Sound(arrow, "a bowstring's twang (a sine 180 to 140 Hz) and a hiss", 0.5),
    "teleport": Sound(
        teleport,
        "a shimmer: sines gliding 300 to 1500 Hz with their fifth and octave, a 17 Hz "
        "tremolo and a breath of high noise",
        0.5,
    ),
    "alarm": Sound(alarm, "a bell struck three times, 0.2 s apart (880 Hz x 1, 2.76, 5.4)", 0.6),
    "door": Sound(
        door, "a creak (a sawtooth wavering up from 180 to 320 Hz, low-passed) and a thud", 0.55
    ),
    "level_up": Sound(level_up, "a rising arpeggio, C E G C, square and sine", 0.5),
    "stairs": Sound(stairs, "four footfalls going lower and softer", 0.5),
    "victory": Sound(victory, "a square fanfare C E G C G C, then a sine C major chord", 0.6),
    "death": Sound(death, "a falling sine line G F# F C over a low sawtooth drone", 0.6),
}


def render(name: str) -> np.ndarray:
    """The sound ``name`` as 16-bit samples at ``RATE``."""
    from game.ui.sfx.dsp import finish

    sound = SOUNDS[name]
    return finish(np.asarray(sound.make(), dtype=np.float64), sound.peak)


__all__ = ["RATE", "SOUNDS", "Sound", "render"]
