"""A Tiled map (TMX or Tiled JSON) becomes a scenario: terrain from the tiles' `terrain` property, free
walls from polylines and unnamed shapes, zones from named shapes; hex maps of either stagger axis and
index land on Battlemap's own cells; isometric maps and bad files are refused naming the field."""

from __future__ import annotations

import base64
import gzip
import math
import struct

import pytest

from battlemap.document.imports.tiled import _layout, converted_tiled
from battlemap.document.imports.tiled_reading import Problems, read_tiled
from battlemap.grid.hex import HexGrid
from battlemap.schema import LoadError
from tests.document.imports.tiled_files import GROUND, tiled_json, tmx, write

SQ3 = round(math.sqrt(3), 6)


def _imported(tmp_path, content, name="keep.tmj", ruleset="d20-mass"):
    source = write(tmp_path, content, name)
    return converted_tiled(read_tiled(source), source=name, stem="keep", ruleset_id=ruleset).document


EXPECTED_TERRAIN = {"legend": {".": "open", "#": "wall", "~": "rough"}, "rows": [".#..", "....", "~..#"]}
EXPECTED_SEGMENTS = [{"from": [2, 0], "to": [2, 1], "type": "wall"},
                     {"from": [2, 1], "to": [2, 2], "type": "door"}]
EXPECTED_ZONES = [{"id": "Hall", "name": "Hall", "cells": [[0, 0], [1, 0], [0, 1], [1, 1]]}]


@pytest.mark.parametrize("content, name", [
    (tiled_json(), "keep.tmj"), (tiled_json(), "keep.json"),
    (tmx(), "keep.tmx"), (tmx("base64"), "keep.tmx"), (tmx("zlib"), "keep.tmx"), (tmx("xml"), "keep.tmx"),
])
def test_the_map_its_terrain_walls_doors_and_zones(tmp_path, content, name):
    document = _imported(tmp_path, content, name)
    assert document["grid"] == {"kind": "square", "cols": 4, "rows": 3}
    assert {k: document["terrain"][k] for k in ("legend", "rows")} == EXPECTED_TERRAIN
    assert document["terrain"]["segments"] == EXPECTED_SEGMENTS
    assert document["zones"] == EXPECTED_ZONES
    assert "background" not in document


def test_gzip_base64_tiles_and_an_external_tileset(tmp_path):
    packed = base64.b64encode(gzip.compress(struct.pack("<12I", *GROUND))).decode()
    write(tmp_path, {"type": "tileset", "tiles": [
        {"id": 1, "properties": [{"name": "terrain", "type": "string", "value": "wall"}]}]}, "ground.tsj")
    raw = tiled_json(tilesets=[{"firstgid": 1, "source": "ground.tsj"}])
    raw["layers"][0].update(data=packed, encoding="base64", compression="gzip")
    assert _imported(tmp_path, raw)["terrain"]["rows"] == [".#..", "....", "...#"]


def test_a_rotated_rectangle_walls_its_turned_outline(tmp_path):
    raw = tiled_json(layers=[{"type": "objectgroup", "objects": [
        {"id": 1, "x": 32, "y": 32, "width": 32, "height": 32, "rotation": 90}]}])
    segments = _imported(tmp_path, raw)["terrain"]["segments"]
    assert [s["from"] for s in segments] == [[1, 1], [1, 2], [0, 2], [0, 1]]


def _hex(axis, index, **changes):
    wide, tall = (32, 28) if axis == "x" else (28, 32)
    return tiled_json(orientation="hexagonal", staggeraxis=axis, staggerindex=index, hexsidelength=16,
                      width=3, height=3, tilewidth=wide, tileheight=tall, layers=[
                          {"type": "tilelayer", "width": 3, "height": 3, "data": [0, 2, 0, 0, 0, 0, 0, 0, 0]}],
                      **changes)


@pytest.mark.parametrize("axis, index", [("x", "odd"), ("x", "even"), ("y", "odd"), ("y", "even")])
def test_hex_cells_centres_land_on_battlemaps_cell_centres(axis, index):
    layout = _layout(read_model(_hex(axis, index)), Problems("m"))
    grid = HexGrid(layout.cols, layout.rows, layout.kind)
    for col in range(3):
        for row in range(3):
            expected = grid.center(grid.from_offset(*layout.cell(col, row)))
            assert layout.world(*layout.centre(col, row)) == pytest.approx(list(expected), abs=1e-6)


def read_model(raw):
    from battlemap.document.imports.tiled_reading import _model

    return _model(raw, None, Problems("m"))


@pytest.mark.parametrize("axis, index, grid, wall_cell", [
    ("x", "odd", {"kind": "hex", "orientation": "flat", "cols": 3, "rows": 3}, (1, 0)),
    ("x", "even", {"kind": "hex", "orientation": "flat", "cols": 4, "rows": 3}, (2, 0)),
    ("y", "odd", {"kind": "hex", "orientation": "pointy", "cols": 3, "rows": 3}, (1, 0)),
    ("y", "even", {"kind": "hex", "orientation": "pointy", "cols": 3, "rows": 4}, (1, 1)),
])
def test_hex_maps_of_either_axis_and_index(tmp_path, axis, index, grid, wall_cell):
    document = _imported(tmp_path, _hex(axis, index))
    assert document["grid"] == grid
    rows = document["terrain"]["rows"]
    assert [(c, r) for r, line in enumerate(rows) for c, ch in enumerate(line) if ch == "#"] == [wall_cell]


def test_a_tmx_hex_map_reads_its_stagger(tmp_path):
    content = tmx(orientation="hexagonal", extra='staggeraxis="y" staggerindex="even" hexsidelength="16"')
    assert _imported(tmp_path, content, "keep.tmx")["grid"] == {
        "kind": "hex", "orientation": "pointy", "cols": 4, "rows": 4}


def test_a_flat_hex_wall_between_two_cells_is_the_documented_side(tmp_path):
    raw = _hex("x", "odd")
    raw["layers"].append({"type": "objectgroup", "objects": [
        {"id": 1, "x": 24, "y": 28, "polyline": [{"x": 0, "y": 0}, {"x": 8, "y": -14}]}]})
    assert _imported(tmp_path, raw)["terrain"]["segments"] == [
        {"from": [1.5, SQ3], "to": [2, round(math.sqrt(3) / 2, 6)], "type": "wall"}]  # SCENARIO-FORMAT.md's example


@pytest.mark.parametrize("orientation", ["isometric", "staggered"])
def test_isometric_maps_are_refused_with_the_reason(tmp_path, orientation):
    for content, name in ((tiled_json(orientation=orientation), "iso.tmj"), (tmx(orientation=orientation), "iso.tmx")):
        with pytest.raises(LoadError) as caught:
            _imported(tmp_path, content, name)
        problems = {p.path: p.message for p in caught.value.problems}
        assert "not read: Battlemap's grids are square or hexagonal" in problems["orientation"]


def _bad_layer(**changes):
    raw = tiled_json()
    raw["layers"][0].update(changes)
    return raw


@pytest.mark.parametrize("raw, field, words", [
    (tiled_json(width=0), "width", "above 0"),
    (tiled_json(tilewidth="x"), "tilewidth", "pixels above 0"),
    (tiled_json(orientation="hexagonal", staggeraxis="z", staggerindex="odd", hexsidelength=16),
     "staggeraxis", "expected x or y"),
    (tiled_json(orientation="hexagonal", staggeraxis="x", staggerindex="odd"), "hexsidelength", "missing"),
    (tiled_json(infinite=True), "infinite", "fixed size"),
    (_bad_layer(data=[1, 2]), "layers[0].data", "2 tiles; the map has 12 cells"),
    (_bad_layer(data="AAAA", encoding="base64", compression="zstd"), "layers[0].data", "zstd compression"),
    (_bad_layer(data="not base64!", encoding="base64"), "layers[0].data", "cannot decode"),
    (tiled_json(tilesets=[{"firstgid": 1, "tiles": [
        {"id": 1, "properties": [{"name": "terrain", "value": "lava"}]}]}]),
     "tilesets[0].tiles[0].properties.terrain", "terrain 'lava' is not defined by ruleset d20-mass"),
    (tiled_json(tilesets=[{"firstgid": 1, "source": "missing.tsx"}]), "tilesets[0].source", "cannot read"),
])
def test_a_bad_file_names_its_field(tmp_path, raw, field, words):
    with pytest.raises(LoadError) as caught:
        _imported(tmp_path, raw)
    problems = {p.path: p.message for p in caught.value.problems}
    assert field in problems and words in problems[field], problems


def test_bad_objects_name_their_field(tmp_path):
    raw = tiled_json()
    objects = raw["layers"][1]["layers"][0]["objects"]
    objects[0]["polyline"][1] = {"x": 200, "y": 0}
    objects[1]["properties"][0]["value"] = "rough"
    with pytest.raises(LoadError) as caught:
        _imported(tmp_path, raw)
    problems = {p.path: p.message for p in caught.value.problems}
    assert "outside the map" in problems["layers[1].layers[0].objects[0]"]
    assert "not a wall or door kind" in problems["layers[1].layers[0].objects[1].properties.terrain"]
    objects[2]["x"] = "left"
    with pytest.raises(LoadError) as caught:
        _imported(tmp_path, raw)
    assert "expected a number" in {p.path: p.message for p in caught.value.problems}["layers[1].layers[0].objects[2].x"]


@pytest.mark.parametrize("content, words", [
    ("{nope", "not JSON"), ("[1]", "not an object"),
])
def test_not_json_and_not_an_object(tmp_path, content, words):
    with pytest.raises(LoadError, match=words):
        read_tiled(write(tmp_path, content, "bad.tmj"))


@pytest.mark.parametrize("content, words", [
    ("<map", "not XML"), ("<svg/>", "the root element is <svg>"),
    ('<!DOCTYPE m [<!ENTITY a "aaaa">]><map/>', "DOCTYPE"),
])
def test_bad_xml_is_refused(tmp_path, content, words):
    with pytest.raises(LoadError, match=words):
        read_tiled(write(tmp_path, content, "bad.tmx"))


def test_a_map_over_the_limits_is_refused_before_its_cells_are_built(tmp_path):
    with pytest.raises(LoadError) as caught:
        _imported(tmp_path, tiled_json(width=100_000, height=100_000, layers=[]))
    problems = {p.path: p.message for p in caught.value.problems}
    assert "at most 1,000" in problems["width"] and "at most 1,000" in problems["height"]
    with pytest.raises(LoadError, match="at most 250,000"):
        _imported(tmp_path, tiled_json(width=600, height=600, layers=[]))


@pytest.mark.parametrize("axis, index", [("x", "odd"), ("x", "even"), ("y", "odd"), ("y", "even")])
def test_a_hex_zone_holds_the_cells_whose_centres_are_inside(axis, index):
    raw = _hex(axis, index)
    layout = _layout(read_model(raw), Problems("m"))
    x, y = layout.centre(1, 1)  # a small square about Tiled's cell 1,1: that cell only
    raw["layers"].append({"type": "objectgroup", "objects": [
        {"id": 1, "name": "Well", "x": x - 2, "y": y - 2, "width": 4, "height": 4}]})
    document = converted_tiled(read_model(raw), source="m", stem="m", ruleset_id="d20-mass").document
    assert document["zones"] == [{"id": "Well", "name": "Well", "cells": [list(layout.cell(1, 1))]}]


@pytest.mark.parametrize("axis, index", [("x", "odd"), ("x", "even"), ("y", "odd"), ("y", "even")])
def test_a_zone_over_the_whole_hex_map_holds_every_cell(axis, index):
    raw = _hex(axis, index)
    raw["layers"].append({"type": "objectgroup", "objects": [
        {"id": 1, "name": "All", "x": 0, "y": 0, "width": 200, "height": 200}]})
    layout = _layout(read_model(raw), Problems("m"))
    document = converted_tiled(read_model(raw), source="m", stem="m", ruleset_id="d20-mass").document
    assert sorted(map(tuple, document["zones"][0]["cells"])) == sorted(
        layout.cell(c, r) for c in range(3) for r in range(3))
