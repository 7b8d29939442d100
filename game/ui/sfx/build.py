"""Build the sound effects: ``python -m game.ui.sfx.build [--out DIR]``.

Writes one WAV per sound of ``catalog.SOUNDS`` (16-bit mono at ``dsp.RATE`` Hz) into ``--out``
(default ``assets/sounds/`` at the repository root), the same bytes on every run and machine,
and prints each with its length and what it is made of.
"""

from __future__ import annotations

import argparse
import io
import time
import wave
from collections.abc import Sequence
from pathlib import Path

from game.ui.sfx.catalog import SOUNDS, render
from game.ui.sfx.dsp import RATE

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_OUT = REPO_ROOT / "assets" / "sounds"


def wav_bytes(name: str) -> bytes:
    """The WAV file of sound ``name``, byte for byte."""
    pcm = render(name)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm.tobytes())
    return buffer.getvalue()


def build(out: Path) -> list[Path]:
    """Write every sound into ``out`` (and remove WAVs no longer listed); the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = out / f"{name}.wav"
        path.write_bytes(wav_bytes(name))
        written.append(path)
    for stale in out.glob("*.wav"):
        if stale not in written:
            stale.unlink()
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    written = build(args.out)
    elapsed = time.perf_counter() - start
    total = 0
    for path in written:
        size = path.stat().st_size
        total += size
        seconds = (size - 44) / 2 / RATE
        print(f"{path.stem:14} {seconds:5.2f} s {size / 1024:6.1f} KB  {SOUNDS[path.stem].made_of}")
    print(f"wrote {len(written)} sounds, {total / 1024:.0f} KB, to {args.out} in {elapsed:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
