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
