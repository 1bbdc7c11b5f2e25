"""Tiled maps (TMX XML and Tiled JSON) read into one small model, every bad field named.

Both formats carry the same map: its orientation and size, tilesets whose
tiles may have properties, tile layers of global tile ids, object layers of
rectangles, polygons, polylines and ellipses. `read_tiled` reads either into
TiledMap. Fields are named as Tiled JSON names them (`layers[2].objects[0].polyline`,
`tilesets[0].tiles[3].properties.terrain`); in a TMX file `layers[i]` is the
i-th layer element of its parent (tile, object, image or group layer).

Why the standard library and not pytmx or pytiled-parser (docs/IMPORTING.md):
pytmx reads TMX only, so Tiled JSON would need a second reader; pytiled-parser
reads both but adds two dependencies, and both report a bad file by a bare
KeyError or ValueError, not by the field. Battlemap reads a dozen attributes.
XML comes through xml.etree.ElementTree (expat bounds entity expansion, and
external entities are never fetched); a DOCTYPE, which Tiled never writes,
is refused outright.
"""

from __future__ import annotations

import base64
import binascii
import gzip
import json
import math
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from battlemap.document.imports.problems import Problems
from battlemap.schema import LoadError, Problem

#: The flip and rotation flags in a global tile id's top bits (Tiled 1.9+ uses four).
GID_MASK = 0x0FFFFFFF


@dataclass(frozen=True)
class Tileset:
    """A tileset's first global id and the `terrain` property of its tiles: local id -> (terrain, field)."""

    firstgid: int
    terrain: dict[int, tuple[str, str]]


@dataclass(frozen=True)
class TileLayer:
    path: str
    gids: tuple[int, ...]


@dataclass(frozen=True)
class MapObject:
    """An object in Tiled pixels: `shape` rectangle, polygon, polyline, ellipse or other."""

    path: str
    name: str
    shape: str
    x: float
    y: float
    width: float
    height: float
    rotation: float
    points: tuple[tuple[float, float], ...]
    terrain: str | None


@dataclass(frozen=True)
class TiledMap:
    orientation: str
    width: int
    height: int
    tilewidth: float
    tileheight: float
    hexsidelength: float | None
    staggeraxis: str
    staggerindex: str
    infinite: bool
    tilesets: tuple[Tileset, ...] = ()
    tile_layers: tuple[TileLayer, ...] = ()
    objects: tuple[MapObject, ...] = field(default=())


def is_tiled_json(path: Path) -> bool:
    """Whether a `.json` file is a Tiled map (`"type": "map"`), read cheaply enough to ask."""
    try:
        raw = json.loads(path.read_bytes())
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return False
    return isinstance(raw, dict) and raw.get("type") == "map"


def read_tiled(path: Path) -> TiledMap:
    """The map in a `.tmx`, `.tmj` or Tiled `.json` file (LoadError naming each bad field)."""
    problems = Problems(path.name)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise LoadError((Problem(path.name, "", f"cannot read the file: {error.strerror or error}"),)) from None
    if path.suffix.lower() == ".tmx":
        raw = _tmx_document(data, path.name)
    else:
        raw = _json_document(data, path.name, "map")
    tiled = _model(raw, path.parent, problems)
    problems.raise_any()
    return tiled


# --- TMX as the JSON shape -------------------------------------------------------------------------------

def _tmx_document(data: bytes, name: str) -> dict[str, Any]:
    if b"<!DOCTYPE" in data[:4096] or b"<!ENTITY" in data:
        raise LoadError((Problem(name, "", "not a Tiled map: a DOCTYPE or ENTITY, which Tiled never writes"),))
    try:
        root = ElementTree.fromstring(data)
    except ElementTree.ParseError as error:
        raise LoadError((Problem(name, "", f"not a Tiled map: not XML ({error})"),)) from None
    if root.tag not in ("map", "tileset"):
        raise LoadError((Problem(name, "", f"not a Tiled map: the root element is <{root.tag}>, not <map>"),))
    return _element(root)


_NUMBERS = {"width", "height", "tilewidth", "tileheight", "hexsidelength", "firstgid", "id", "x", "y",
            "rotation", "infinite"}


def _element(node: ElementTree.Element) -> dict[str, Any]:
    """A TMX element as the object Tiled JSON writes for it (attributes, properties, children)."""
    out: dict[str, Any] = {k: _number(v) if k in _NUMBERS else v for k, v in node.attrib.items()}
    layers, tiles, tilesets = [], [], []
    for child in node:
        if child.tag == "properties":
            out["properties"] = [{"name": p.get("name", ""), "value": p.get("value", p.text or "")}
                                 for p in child.iter("property")]
        elif child.tag in ("layer", "objectgroup", "imagelayer", "group"):
            layers.append({**_element(child), "type": _LAYER_TYPES[child.tag]})
        elif child.tag == "tileset":
            tilesets.append(_element(child))
        elif child.tag == "tile":
            tiles.append(_element(child))
        elif child.tag == "data":
            out.update(_tmx_data(child))
        elif child.tag == "object":
            out.setdefault("objects", []).append(_element(child))
        elif child.tag in ("polygon", "polyline"):
            out[child.tag] = _tmx_points(child.get("points", ""))
        elif child.tag in ("ellipse", "point", "text"):
            out[child.tag] = True
    if layers:
        out["layers"] = layers
    if tiles:
        out["tiles"] = tiles
    if tilesets:
        out["tilesets"] = tilesets
    return out


_LAYER_TYPES = {"layer": "tilelayer", "objectgroup": "objectgroup", "imagelayer": "imagelayer", "group": "group"}


def _number(text: str) -> Any:
    try:
        value = float(text)
    except ValueError:
        return text
    return int(value) if value.is_integer() and "." not in text else value


def _tmx_points(text: str) -> list[Any]:
    points = []
    for pair in text.split():
        x, _, y = pair.partition(",")
        points.append({"x": _number(x), "y": _number(y)})
    return points


def _tmx_data(node: ElementTree.Element) -> dict[str, Any]:
    if node.find("chunk") is not None:
        return {"chunks": True}
    encoding, compression = node.get("encoding"), node.get("compression")
    if encoding is None:
        return {"data": [_number(t.get("gid", "0")) for t in node.iter("tile")]}
    if encoding == "csv":
        text = (node.text or "").replace("\n", "").strip()
        return {"data": [_number(v.strip()) for v in text.split(",") if v.strip()]}
    return {"data": (node.text or "").strip(), "encoding": encoding, **({"compression": compression}
                                                                          if compression else {})}


# --- JSON ------------------------------------------------------------------------------------------------

def _json_document(data: bytes, name: str, kind: str) -> dict[str, Any]:
    try:
        raw = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise LoadError((Problem(name, "", f"not a Tiled {kind}: not JSON ({error})"),)) from None
    if not isinstance(raw, dict):
        raise LoadError((Problem(name, "", f"not a Tiled {kind}: the JSON is not an object"),))
    return raw


def _model(raw: dict[str, Any], folder: Path, problems: Problems) -> TiledMap:
    tiled = TiledMap(
        orientation=str(raw.get("orientation", "")), width=_count(raw, "width", "", problems),
        height=_count(raw, "height", "", problems), tilewidth=_size(raw, "tilewidth", "", problems),
        tileheight=_size(raw, "tileheight", "", problems),
        hexsidelength=raw.get("hexsidelength") if _is_number(raw.get("hexsidelength")) else None,
        staggeraxis=str(raw.get("staggeraxis", "")), staggerindex=str(raw.get("staggerindex", "")),
        infinite=raw.get("infinite") in (1, True, "1", "true"))
    tilesets = tuple(_tileset(t, f"tilesets[{i}]", folder, problems)
                     for i, t in enumerate(_list(raw, "tilesets", "", problems)))
    tile_layers: list[TileLayer] = []
    objects: list[MapObject] = []
    _layers(raw, "", tiled.width * tiled.height, tile_layers, objects, problems)
    return TiledMap(**{**tiled.__dict__, "tilesets": tilesets, "tile_layers": tuple(tile_layers),
                       "objects": tuple(objects)})


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _count(raw: dict, key: str, at: str, problems: Problems) -> int:
    value = raw.get(key)
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return value
    problems.add(f"{at}{key}", f"expected a whole number above 0, got {json.dumps(value)}")
    return 1


def _size(raw: dict, key: str, at: str, problems: Problems) -> float:
    value = raw.get(key)
    if _is_number(value) and value > 0:
        return float(value)
    problems.add(f"{at}{key}", f"expected a number of pixels above 0, got {json.dumps(value)}")
    return 1.0


def _list(raw: dict, key: str, at: str, problems: Problems) -> list:
    value = raw.get(key, [])
    if isinstance(value, list):
        return value
    problems.add(f"{at}{key}", "expected a list")
    return []


def _properties(raw: dict) -> dict[str, Any]:
    """Custom properties: Tiled 1.2+ writes a list of {name, type, value}, older JSON an object."""
    value = raw.get("properties", [])
    if isinstance(value, dict):
        return value
    if isinstance(value, list):
        return {p["name"]: p.get("value") for p in value if isinstance(p, dict) and isinstance(p.get("name"), str)}
    return {}


def _tileset(raw: Any, at: str, folder: Path, problems: Problems) -> Tileset:
    if not isinstance(raw, dict):
        problems.add(at, "expected a tileset object")
        return Tileset(1, {})
    firstgid = _count(raw, "firstgid", f"{at}.", problems)
    body = raw
    if isinstance(raw.get("source"), str):
        body = _external_tileset(folder / raw["source"], f"{at}.source", problems)
    terrain: dict[int, tuple[str, str]] = {}
    for j, tile in enumerate(body.get("tiles", []) if isinstance(body.get("tiles"), list) else []):
        if not isinstance(tile, dict) or not isinstance(tile.get("id"), int):
            problems.add(f"{at}.tiles[{j}].id", "expected the tile's id, a whole number")
            continue
        value = _properties(tile).get("terrain")
        if value is not None:
            terrain[tile["id"]] = (str(value), f"{at}.tiles[{j}].properties.terrain")
    return Tileset(firstgid, terrain)


def _external_tileset(path: Path, at: str, problems: Problems) -> dict[str, Any]:
    try:
        data = path.read_bytes()
        return _tmx_document(data, path.name) if path.suffix.lower() == ".tsx" else \
            _json_document(data, path.name, "tileset")
    except OSError as error:
        problems.add(at, f"cannot read the tileset {path.name}: {error.strerror or error}")
    except LoadError as error:
        problems.add(at, f"{path.name}: {error.problems[0].message}")
    return {}


def _layers(raw: dict, at: str, cells: int, tile_layers: list, objects: list, problems: Problems) -> None:
    for i, layer in enumerate(_list(raw, "layers", at, problems)):
        path = f"{at}layers[{i}]"
        if not isinstance(layer, dict):
            problems.add(path, "expected a layer object")
        elif layer.get("type") == "group":
            _layers(layer, f"{path}.", cells, tile_layers, objects, problems)
        elif layer.get("type") == "tilelayer":
            if layer.get("chunks"):
                problems.add(f"{path}.chunks", "an infinite map's chunks: give the map a fixed size "
                                               "(Tiled: Map > Map Properties, untick Infinite)")
                continue
            gids = _gids(layer, path, problems)
            if gids is not None and len(gids) != cells:
                problems.add(f"{path}.data", f"{len(gids)} tiles; the map has {cells} cells")
            elif gids is not None:
                tile_layers.append(TileLayer(path, gids))
        elif layer.get("type") == "objectgroup":
            for j, item in enumerate(_list(layer, "objects", f"{path}.", problems)):
                found = _object(item, f"{path}.objects[{j}]", problems)
                if found is not None:
                    objects.append(found)


def _gids(layer: dict, at: str, problems: Problems) -> tuple[int, ...] | None:
    data = layer.get("data")
    if isinstance(data, list):
        if all(isinstance(g, int) and not isinstance(g, bool) and g >= 0 for g in data):
            return tuple(g & GID_MASK for g in data)
        problems.add(f"{at}.data", "expected global tile ids, whole numbers from 0")
        return None
    if not isinstance(data, str) or layer.get("encoding") != "base64":
        problems.add(f"{at}.data", "expected a list of tile ids, CSV, or base64 text")
        return None
    try:
        packed = _decompressed(base64.b64decode(data, validate=True), layer.get("compression") or "")
    except (binascii.Error, ValueError, zlib.error, OSError, EOFError) as error:
        problems.add(f"{at}.data", f"cannot decode the tiles: {error}")
        return None
    if len(packed) % 4:
        problems.add(f"{at}.data", "cannot decode the tiles: not whole 32-bit ids")
        return None
    return tuple(g & GID_MASK for g in struct.unpack(f"<{len(packed) // 4}I", packed))


def _decompressed(data: bytes, compression: str) -> bytes:
    if compression == "":
        return data
    if compression == "zlib":
        return zlib.decompress(data)
    if compression == "gzip":
        return gzip.decompress(data)
    raise ValueError(f"{compression} compression is not read (save the map with CSV, "
                     "or base64 uncompressed, zlib or gzip)")


def _object(raw: Any, at: str, problems: Problems) -> MapObject | None:
    if not isinstance(raw, dict):
        problems.add(at, "expected an object")
        return None
    numbers = {}
    for key in ("x", "y", "width", "height", "rotation"):
        value = raw.get(key, 0)
        if not _is_number(value):
            problems.add(f"{at}.{key}", f"expected a number, got {json.dumps(value)}")
            return None
        numbers[key] = float(value)
    shape, points = "rectangle", ()
    for key in ("polygon", "polyline"):
        if key in raw:
            shape, points = key, _points(raw[key], f"{at}.{key}", problems)
    if raw.get("ellipse"):
        shape = "ellipse"
    elif raw.get("point") or raw.get("text") or "gid" in raw:
        shape = "other"
    terrain = _properties(raw).get("terrain")
    return MapObject(at, str(raw.get("name", "")), shape, points=points,
                     terrain=None if terrain is None else str(terrain), **numbers)


def _points(raw: Any, at: str, problems: Problems) -> tuple[tuple[float, float], ...]:
    if not isinstance(raw, list):
        problems.add(at, "expected a list of points")
        return ()
    points = []
    for k, point in enumerate(raw):
        if isinstance(point, dict) and _is_number(point.get("x")) and _is_number(point.get("y")):
            points.append((float(point["x"]), float(point["y"])))
        else:
            problems.add(f"{at}[{k}]", f"expected a point {{\"x\": number, \"y\": number}}, got "
                                       f"{json.dumps(point)[:60]}")
    return tuple(points)
