"""Opaque surfaces laid out so that copying them onto the window takes the fast path.

SDL copies an opaque surface onto one of the same format (``SDL_BlitCopy``) row by row. When
the source's and the destination's rows all start on 16-byte boundaries it uses its own SSE
loop, which writes with streaming (non-temporal) stores that bypass the cache; for the short
rows of a tile, landing part-way into cache lines, that is several times slower than the
``memcpy`` it uses otherwise (measured on the dummy driver: 289 tiles of 32 px, 0.35 ms
against 0.08 ms; the view's 890x560 pixels from the remembered floor, 0.24 ms against
0.08 ms). Where the window's rows start is not ours to choose, so the view's terrain images
and the remembered floor keep their pixels one pixel (4 bytes) into a surface one pixel
wider: their rows never start on a 16-byte boundary, and every copy from them takes
``memcpy`` at any place on the window.

The lit box's tiles, a few hundred small copies a step, go one better (``spill_tile``): each
is a surface of its own, one pixel wider than the tile, so its rows are off the grid, its
pixels lie together (not rows a page apart, as in the tileset's atlas, where each of a
tile's rows touches a memory page of its own), and no parent is locked for the copy. Drawn
left to right, each tile's extra column lands where the next tile, or the next thing drawn,
covers it (measured on the dummy driver: 272 tiles of 32 px, 121 us from the atlas, 78 us
so).
"""

from __future__ import annotations

import pygame


def display_surface(size: tuple[int, int]) -> pygame.Surface:
    """An opaque surface in the window's pixel format, its rows off the 16-byte grid (see
    the module's docstring): a subsurface, one pixel into one a pixel wider."""
    width, height = size
    window = pygame.display.get_surface()
    holder = (
        pygame.Surface((width + 1, height), 0, window)
        if window is not None
        else pygame.Surface((width + 1, height))
    )
    return holder.subsurface((1, 0, width, height))


def off_grid(surface: pygame.Surface) -> pygame.Surface:
    """An opaque copy of ``surface`` as ``display_surface`` lays it out."""
    copy = display_surface(surface.get_size())
    copy.blit(surface, (0, 0))
    return copy


def spill_tile(image: pygame.Surface) -> pygame.Surface:
    """An opaque copy of ``image`` in a surface of its own one pixel wider, the extra
    column a copy of its last (see the module's docstring). Copying it puts that column one
    pixel right of the tile: only for tiles drawn left to right, with what comes after
    them covering the last one's, or a clip cutting it off."""
    width, height = image.get_size()
    window = pygame.display.get_surface()
    wide = pygame.Surface((width + 1, height), 0, window if window is not None else image)
    wide.blit(image, (1, 0))
    wide.blit(image, (0, 0))
    return wide


def copy_part(target: pygame.Surface, source: pygame.Surface, rect: pygame.Rect) -> None:
    """``source``'s ``rect`` onto ``target``'s (two surfaces of one size and format, such as
    the window and a picture of it), never on SDL's streaming loop: a rectangle whose rows
    start on a 16-byte boundary (``x`` a multiple of 4 on a window-wide surface) is copied
    from one pixel further left, so ``source``'s pixels there must be the ones wanted too
    (the window copied into a picture of it, or a picture put back where the window and it
    are alike); at the left edge, that first column alone and the rest from one pixel in.
    A part of a view or sprite copied so: several times faster (87x70 px: 22 us to 2)."""
    if rect.x % 4:
        target.blit(source, rect, rect)
    elif rect.x > 0:
        wider = rect.inflate(1, 0)
        wider.x = rect.x - 1
        target.blit(source, wider, wider)
    else:
        column = pygame.Rect(rect.x, rect.y, 1, rect.height)
        target.blit(source, column, column)
        if rect.width > 1:
            rest = pygame.Rect(rect.x + 1, rect.y, rect.width - 1, rect.height)
            target.blit(source, rest, rest)
