"""Small Tiled maps built in the tests (no downloaded assets): the same map as TMX and as Tiled JSON.

A 4 x 3 map of 32 px tiles: tile 2 (local id 1) is a wall, tile 3 (local id 2) rough; a wall polyline
down x = 2 cells, a door rectangle-free segment, a named room "Hall" over the top-left 2 x 2 cells.
"""

from __future__ import annotations

import base64
import json
import struct
import zlib
from pathlib import Path

GROUND = [1, 2, 1, 1,
          1, 1, 1, 1,
          3, 1, 1, 2]


def tiled_json(**changes) -> dict:
    """The map as Tiled JSON (`.tmj`); `changes` replace top-level fields."""
    document = {
        "type": "map", "version": "1.10", "tiledversion": "1.10.2", "orientation": "orthogonal",
        "renderorder": "right-down", "width": 4, "height": 3, "tilewidth": 32, "tileheight": 32,
        "infinite": False,
        "tilesets": [{"firstgid": 1, "name": "ground", "tilewidth": 32, "tileheight": 32, "tilecount": 3,
                      "tiles": [{"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "wall"}]},
                                {"id": 2, "properties": [{"name": "terrain", "type": "string", "value": "rough"}]}]}],
        "layers": [
            {"type": "tilelayer", "id": 1, "name": "ground", "width": 4, "height": 3, "data": GROUND},
            {"type": "group", "id": 3, "name": "things", "layers": [
                {"type": "objectgroup", "id": 2, "name": "walls", "objects": [
                    {"id": 1, "name": "", "x": 64, "y": 0, "width": 0, "height": 0, "rotation": 0,
                     "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 32}]},
                    {"id": 2, "name": "", "x": 64, "y": 32, "width": 0, "height": 0, "rotation": 0,
                     "polyline": [{"x": 0, "y": 0}, {"x": 0, "y": 32}],
                     "properties": [{"name": "terrain", "type": "string", "value": "door"}]},
                    {"id": 3, "name": "Hall", "x": 0, "y": 0, "width": 64, "height": 64, "rotation": 0},
                ]}]},
        ],
    }
    document.update(changes)
    return document


def tmx(data: str = "csv", orientation: str = "orthogonal", extra: str = "") -> str:
    """The same map as TMX, its tiles written as `data`: csv, xml, base64 or zlib."""
    if data == "xml":
        body = "<data>" + "".join(f'<tile gid="{g}"/>' for g in GROUND) + "</data>"
    elif data == "csv":
        body = '<data encoding="csv">\n' + ",\n".join(
            ",".join(str(g) for g in GROUND[r * 4:r * 4 + 4]) for r in range(3)) + "\n</data>"
    else:
        packed = struct.pack("<12I", *GROUND)
        packed = {"base64": packed, "zlib": zlib.compress(packed)}.get(data, packed)
        compression = f' compression="{data}"' if data != "base64" else ""
        body = f'<data encoding="base64"{compression}>{base64.b64encode(packed).decode()}</data>'
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="{orientation}" renderorder="right-down" width="4"
     height="3" tilewidth="32" tileheight="32" infinite="0" {extra}>
 <tileset firstgid="1" name="ground" tilewidth="32" tileheight="32" tilecount="3" columns="3">
  <tile id="1"><properties><property name="terrain" value="wall"/></properties></tile>
  <tile id="2"><properties><property name="terrain" value="rough"/></properties></tile>
 </tileset>
 <layer id="1" name="ground" width="4" height="3">{body}</layer>
 <group id="3" name="things">
  <objectgroup id="2" name="walls">
   <object id="1" x="64" y="0"><polyline points="0,0 0,32"/></object>
   <object id="2" x="64" y="32"><properties><property name="terrain" value="door"/></properties>
    <polyline points="0,0 0,32"/></object>
   <object id="3" name="Hall" x="0" y="0" width="64" height="64"/>
  </objectgroup>
 </group>
</map>
"""


def write(folder: Path, content, name: str) -> Path:
    path = folder / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path
