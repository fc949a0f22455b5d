#!/usr/bin/env python3
"""Draws the app icons in Public/icons/ (the barbell of Public/favicon.svg, white on the accent
blue) as PNG files, with the standard library only: run it again after changing the drawing.

icon-192.png and icon-512.png have rounded corners; icon-maskable-512.png fills the square and
keeps the barbell inside the middle 80 % circle that a launcher's mask always shows."""

import struct
import zlib
from pathlib import Path

BLUE = (0x0B, 0x5C, 0xAD, 0xFF)
WHITE = (0xFF, 0xFF, 0xFF, 0xFF)
CLEAR = (0, 0, 0, 0)
# The favicon's shapes on its 32-unit grid: two plates and the bar between them.
SHAPES = [(5, 9, 4, 14), (23, 9, 4, 14), (9, 14.5, 14, 3)]


def inside_rounded(x, y, size, radius):
    """Whether the pixel centre (x, y) is inside a size × size square with corners of `radius`."""
    cx = min(max(x, radius), size - radius)
    cy = min(max(y, radius), size - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def draw(size, maskable):
    # A maskable icon shrinks the drawing to 60 % so the barbell stays inside the safe circle.
    scale = size / 32 * (0.6 if maskable else 1)
    offset = size * 0.2 if maskable else 0
    rows = []
    for py in range(size):
        row = bytearray([0])  # filter type 0 for each scanline
        for px in range(size):
            x, y = px + 0.5, py + 0.5
            colour = BLUE if maskable or inside_rounded(x, y, size, size * 6 / 32) else CLEAR
            gx, gy = (x - offset) / scale, (y - offset) / scale
            if colour != CLEAR and any(sx <= gx < sx + w and sy <= gy < sy + h for sx, sy, w, h in SHAPES):
                colour = WHITE
            row.extend(colour)
        rows.append(bytes(row))
    return png(size, b"".join(rows))


def png(size, raw):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    folder = Path(__file__).resolve().parent.parent / "Public" / "icons"
    folder.mkdir(exist_ok=True)
    for name, size, maskable in [("icon-192.png", 192, False), ("icon-512.png", 512, False), ("icon-maskable-512.png", 512, True)]:
        (folder / name).write_bytes(draw(size, maskable))
        print(folder / name)
