"""Sound synthesis in numpy that gives the same bytes on every machine.

Only operations IEEE 754 rounds exactly are used (add, subtract, multiply, divide, floor,
comparisons), in a fixed order: sequential ``cumsum`` for phases and running sums, Python loops
for the recursive filters, integer hashing for noise. numpy's transcendental functions (sin,
exp, pow) and its random generators are left out: their last bits may differ between CPUs and
versions, and a sample that rounds the other way would change the file.

A signal is a float64 array of samples at ``RATE``; ``seconds(n)`` is its time axis.
"""

from __future__ import annotations

import numpy as np

RATE = 22050
TAU = 6.283185307179586
_HALF_PI = TAU / 4
_PI = TAU / 2

Signal = np.ndarray


def samples(duration: float) -> int:
    return int(round(duration * RATE))


def seconds(n: int) -> Signal:
    """The time of each of ``n`` samples, in seconds."""
    return np.arange(n, dtype=np.float64) / RATE


def sine_of(angle: Signal) -> Signal:
    """sin(``angle``) by a polynomial: folded into [-pi/2, pi/2], then Taylor to x^13
    (error under 1e-9: far below a 16-bit step)."""
    x = angle - TAU * np.floor((angle + _PI) / TAU)  # [-pi, pi)
    x = np.where(x > _HALF_PI, _PI - x, x)
    x = np.where(x < -_HALF_PI, -_PI - x, x)
    x2 = x * x
    term, total = x, x.copy()
    for k in range(1, 7):
        term = term * x2 / ((2 * k) * (2 * k + 1)) * -1.0
        total = total + term
    return total


def phase(freq: Signal | float, n: int) -> Signal:
    """Cycles run through by a tone of ``freq`` Hz (a number, or one per sample: a sweep)."""
    f = np.broadcast_to(np.asarray(freq, dtype=np.float64), (n,))
    return np.concatenate(([0.0], np.cumsum(f[:-1]))) / RATE


def tone(freq: Signal | float, n: int) -> Signal:
    """A sine at ``freq`` (constant or swept)."""
    return sine_of(TAU * phase(freq, n))


def square(freq: Signal | float, n: int, duty: float = 0.5) -> Signal:
    """A square wave (hollow, like an old console's), +1 for ``duty`` of each cycle."""
    p = phase(freq, n)
    return np.where(p - np.floor(p) < duty, 1.0, -1.0)


def saw(freq: Signal | float, n: int) -> Signal:
    """A sawtooth from -1 to 1 (buzzy: creaks, growls)."""
    p = phase(freq, n)
    return 2.0 * (p - np.floor(p)) - 1.0


def sweep(start: float, end: float, n: int, curve: int = 1) -> Signal:
    """From ``start`` to ``end`` over ``n`` samples; ``curve`` > 1 moves fast at first."""
    lin = np.arange(n, dtype=np.float64) / max(1, n - 1)
    bend = power(1.0 - lin, curve)
    return end + (start - end) * bend


def power(x: Signal, k: int) -> Signal:
    """``x`` to the whole power ``k`` by repeated multiplication."""
    out = np.ones_like(x)
    for _ in range(k):
        out = out * x
    return out


def noise(n: int, seed: int) -> Signal:
    """White noise in [-1, 1): each sample a hash (splitmix64) of its index and ``seed``."""
    z = np.arange(n, dtype=np.uint64) + np.uint64((seed * 0x9E3779B97F4A7C15) % 2**64)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    return (z >> np.uint64(40)).astype(np.float64) / 8388608.0 - 1.0


def envelope(n: int, attack: float, decay: int = 2, hold: float = 0.0) -> Signal:
    """Up in ``attack`` seconds, level for ``hold`` seconds, then down to silence at the end
    as (1 - t)^``decay`` (a higher power: a quicker fall, like a struck thing's)."""
    rise = min(n, samples(attack))
    held = min(n - rise, samples(hold))
    fall = n - rise - held
    up = np.arange(rise, dtype=np.float64) / max(1, rise)
    down = power(1.0 - np.arange(fall, dtype=np.float64) / max(1, fall), decay)
    return np.concatenate((up, np.ones(held), down))


def lowpass(x: Signal, amount: Signal | float) -> Signal:
    """A one-pole low-pass: each sample moves ``amount`` (0..1, per sample or one for all) of
    the way to the input; a small amount is dull, 1 passes everything."""
    a = np.broadcast_to(np.asarray(amount, dtype=np.float64), x.shape).tolist()
    out, y = [], 0.0
    for value, k in zip(x.tolist(), a, strict=True):
        y = y + k * (value - y)
        out.append(y)
    return np.array(out)


def highpass(x: Signal, amount: Signal | float) -> Signal:
    """What ``lowpass`` takes away: the hiss and the click without the rumble."""
    return x - lowpass(x, amount)


def smooth(x: Signal, width: int) -> Signal:
    """A running mean over ``width`` samples (a gentle low-pass), by one sequential sum."""
    if width <= 1:
        return x.copy()
    total = np.concatenate(([0.0], np.cumsum(np.concatenate((np.zeros(width - 1), x)))))
    return (total[width:] - total[:-width]) / width


def at(x: Signal, offset: float, n: int) -> Signal:
    """``x`` placed ``offset`` seconds into ``n`` samples of silence (cut at the end)."""
    out = np.zeros(n)
    start = samples(offset)
    if start < n:
        part = x[: n - start]
        out[start : start + len(part)] += part
    return out


def soft_clip(x: Signal) -> Signal:
    """Rounds off peaks above 1 (a cubic), for a bit of grit without hard clipping."""
    c = np.clip(x, -1.5, 1.5)
    return c - c * c * c * (4.0 / 27.0)


def finish(x: Signal, peak: float) -> np.ndarray:
    """16-bit samples with the loudest at ``peak`` (0..1) of full scale, ends at silence."""
    top = float(np.max(np.abs(x)))
    scaled = x * (peak / top) if top > 0 else x
    fade = min(len(scaled), samples(0.004))
    if fade:  # no click at the end
        scaled[-fade:] = scaled[-fade:] * (np.arange(fade, 0, -1) / fade)
    return np.rint(scaled * 32767.0).astype("<i2")
