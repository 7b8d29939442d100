"""Build the tile PNGs and manifest: ``python -m game.ui.art.build [--out DIR] [--preview FILE]``.

Writes one RGBA PNG per tile (16x16, the doll's layers larger), ``manifest.json``, and the
pixel font (``font.png`` and ``font.json``, from ``font.py``) into ``--out`` (default
``assets/tiles/`` at the repository root). ``--preview FILE`` also writes a contact sheet
of every 16x16 tile, 4x, on dark grey, one group per row (``python -m game.ui.art.sheet``
shows the gear and the doll).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path

from game.ui.art import font
from game.ui.art.catalog import all_tiles, manifest
from game.ui.art.palette import RGBA
from game.ui.art.png import write_png
from game.ui.art.sprite import GROUPS, TILE_SIZE, Tile, compose, scale

REPO_ROOT = Path(__file__).resolve().parents[3]
DEFAULT_OUT = REPO_ROOT / "assets" / "tiles"
MANIFEST_NAME = "manifest.json"
FONT_IMAGE = "font.png"
FONT_METRICS = "font.json"

PREVIEW_SCALE = 4
PREVIEW_GAP = 4
PREVIEW_COLUMNS = 12
PREVIEW_BACKGROUND: RGBA = (52, 52, 56, 255)


def manifest_text() -> str:
    """The manifest as the exact text written to ``manifest.json``."""
    return json.dumps(manifest(), indent=2) + "\n"


def font_metrics_text() -> str:
    """The font's metrics as the exact text written to ``font.json`` (a glyph a line)."""
    metrics = font.metrics()
    glyphs = metrics.pop("glyphs")
    head = [f" {json.dumps(key)}: {json.dumps(value)}," for key, value in metrics.items()]
    places = [f"  {json.dumps(char)}: {json.dumps(place)}" for char, place in glyphs.items()]
    return "{\n" + "\n".join(head) + '\n "glyphs": {\n' + ",\n".join(places) + "\n }\n}\n"


def build(out: Path) -> list[Path]:
    """Write every tile PNG and the manifest into ``out``; return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for name, tile in all_tiles().items():
        path = out / f"{name}.png"
        write_png(path, tile.width, tile.height, tile.pixels())
        written.append(path)
    manifest_path = out / MANIFEST_NAME
    manifest_path.write_text(manifest_text(), encoding="utf-8")
    written.append(manifest_path)
    width, height, pixels = font.sheet_pixels()
    write_png(out / FONT_IMAGE, width, height, pixels)
    (out / FONT_METRICS).write_text(font_metrics_text(), encoding="utf-8")
    written += [out / FONT_IMAGE, out / FONT_METRICS]
    return written


def _preview_rows(tiles: Sequence[Tile]) -> list[list[Tile]]:
    """Lay tiles out one group per row, wrapping long groups."""
    rows: list[list[Tile]] = []
    for group in GROUPS:
        members = [t for t in tiles if t.group == group]
        for start in range(0, len(members), PREVIEW_COLUMNS):
            rows.append(members[start : start + PREVIEW_COLUMNS])
    return rows


def preview(path: Path) -> None:
    """Write a contact sheet of every 16x16 tile, scaled up, on a dark grey background."""
    square = [t for t in all_tiles().values() if (t.width, t.height) == (TILE_SIZE, TILE_SIZE)]
    rows = [row for row in _preview_rows(square) if row]
    cell = TILE_SIZE * PREVIEW_SCALE
    columns = max(len(row) for row in rows)
    width = PREVIEW_GAP + columns * (cell + PREVIEW_GAP)
    height = PREVIEW_GAP + len(rows) * (cell + PREVIEW_GAP)
    sheet = [PREVIEW_BACKGROUND] * (width * height)
    backdrop = [PREVIEW_BACKGROUND] * (TILE_SIZE * TILE_SIZE)
    for row_index, row in enumerate(rows):
        for col_index, tile in enumerate(row):
            big = scale(compose([backdrop, tile.pixels()]), TILE_SIZE, PREVIEW_SCALE)
            left = PREVIEW_GAP + col_index * (cell + PREVIEW_GAP)
            top = PREVIEW_GAP + row_index * (cell + PREVIEW_GAP)
            for y in range(cell):
                start = (top + y) * width + left
                sheet[start : start + cell] = big[y * cell : (y + 1) * cell]
    path.parent.mkdir(parents=True, exist_ok=True)
    write_png(path, width, height, sheet)


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--preview", type=Path, help="also write a 4x contact sheet here")
    args = parser.parse_args(argv)
    written = build(args.out)
    print(f"wrote {len(written) - 3} tiles, {MANIFEST_NAME} and the font to {args.out}")
    if args.preview:
        preview(args.preview)
        print(f"wrote preview {args.preview}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
