"""What an embedded map picture is, read from its first bytes: its kind and size, without decoding it.

A Universal VTT file carries its map as base64 text; before anything is
written the importer needs to know that the text is a picture it can show
(PNG, JPEG or WebP) and that it is not too large to open (MAX_PIXELS).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass

#: The largest picture an import accepts: 16384 x 16384 px (a 1 GB bitmap once decoded).
MAX_SIDE = 16_384
MAX_PIXELS = MAX_SIDE * MAX_SIDE


@dataclass(frozen=True)
class Picture:
    """A picture's file kind (its suffix) and size in pixels."""

    suffix: str
    width: int
    height: int


def sniffed(data: bytes) -> Picture | None:
    """The picture `data` holds, or None when it is none of PNG, JPEG and WebP (or is cut short)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24 and data[12:16] == b"IHDR":
        width, height = struct.unpack(">II", data[16:24])
        return Picture(".png", width, height)
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return _webp(data)
    if data[:2] == b"\xff\xd8":
        return _jpeg(data)
    return None


def _webp(data: bytes) -> Picture | None:
    chunk = data[12:16]
    if chunk == b"VP8X" and len(data) >= 30:
        width = 1 + int.from_bytes(data[24:27], "little")
        height = 1 + int.from_bytes(data[27:30], "little")
        return Picture(".webp", width, height)
    if chunk == b"VP8 " and len(data) >= 30:
        width, height = struct.unpack("<HH", data[26:30])
        return Picture(".webp", width & 0x3FFF, height & 0x3FFF)
    if chunk == b"VP8L" and len(data) >= 25:
        bits = int.from_bytes(data[21:25], "little")
        return Picture(".webp", (bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    return None


def _jpeg(data: bytes) -> Picture | None:
    """The size from the first start-of-frame marker."""
    at = 2
    while at + 9 < len(data):
        if data[at] != 0xFF:
            return None
        marker = data[at + 1]
        length = struct.unpack(">H", data[at + 2:at + 4])[0]
        if marker in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
            height, width = struct.unpack(">HH", data[at + 5:at + 9])
            return Picture(".jpg", width, height)
        at += 2 + length
    return None
