"""Small Universal VTT files built in the tests (no downloaded assets)."""

from __future__ import annotations

import base64
import json
import struct
import zlib
from pathlib import Path


def png(width: int, height: int) -> bytes:
    """A real grey PNG of `width` x `height` pixels."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + b"\x80\x80\x80" * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def uvtt(**changes) -> dict:
    """A 6 x 4 squares Dungeondraft export at 10 px a square: a wall down x = 3 with a door in it,
    an open door on the top edge, a light."""
    document = {
        "format": 0.3,
        "resolution": {"map_origin": {"x": 0, "y": 0}, "map_size": {"x": 6, "y": 4}, "pixels_per_grid": 10},
        "line_of_sight": [[{"x": 3, "y": 0}, {"x": 3, "y": 1.5}], [{"x": 3, "y": 2.5}, {"x": 3, "y": 4}]],
        "objects_line_of_sight": [],
        "portals": [
            {"position": {"x": 3, "y": 2}, "bounds": [{"x": 3, "y": 1.5}, {"x": 3, "y": 2.5}],
             "rotation": 1.5708, "closed": True, "freestanding": False},
            {"position": {"x": 1, "y": 0}, "bounds": [{"x": 0.5, "y": 0}, {"x": 1.5, "y": 0}],
             "rotation": 0, "closed": False, "freestanding": False},
        ],
        "environment": {"baked_lighting": True, "ambient_light": "ffffffff"},
        "lights": [{"position": {"x": 1.5, "y": 1.5}, "range": 4, "intensity": 1, "color": "ffeeccaa",
                    "shadows": True}],
        "image": base64.b64encode(png(60, 40)).decode("ascii"),
    }
    document.update(changes)
    return document


def write(folder: Path, document: dict, name: str = "cave.dd2vtt") -> Path:
    path = folder / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path
