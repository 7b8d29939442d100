"""Panels of the game screen: each draws one part of the state into a rectangle and remembers
where it drew what (hit regions), so input can map a pixel back to a tile, item or slot."""
