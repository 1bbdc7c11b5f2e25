"""A Universal VTT export becomes a scenario: grid, background, free walls, doors, lights; a bad
file is refused naming its field, and nothing is written."""

from __future__ import annotations

import base64
import json

import pytest

from battlemap.document.imports.pictures import sniffed
from battlemap.document.imports.saving import write_imported
from battlemap.document.imports.uvtt import converted, read_uvtt
from battlemap.schema import LoadError, load_scenario
from battlemap.document.library import resolve_ruleset
from tests.document.imports.uvtt_files import png, uvtt, write


def _imported(raw, ruleset="d20-mass"):
    return converted(raw, source="cave.dd2vtt", stem="cave", ruleset_id=ruleset)


def test_the_map_its_picture_walls_doors_and_lights():
    imported = _imported(uvtt())
    document = imported.document
    assert document["grid"] == {"kind": "square", "cols": 6, "rows": 4}
    assert document["background"] == {"path": "cave.png", "scale": 10}
    assert imported.picture_name == "cave.png" and sniffed(imported.picture).width == 60
    assert document["terrain"]["segments"] == [
        {"from": [3, 0], "to": [3, 1.5], "type": "wall"},
        {"from": [3, 2.5], "to": [3, 4], "type": "wall"},
        {"from": [3, 1.5], "to": [3, 2.5], "type": "door"},
        {"from": [0.5, 0], "to": [1.5, 0], "type": "open_door"},
    ]
    assert document["lights"] == [{"at": [1.5, 1.5], "range": 4, "intensity": 1, "colour": "#ffeeccaa",
                                   "shadows": True}]


def test_the_origin_moves_to_the_maps_corner():
    raw = uvtt(resolution={"map_origin": {"x": 10, "y": 20}, "map_size": {"x": 6, "y": 4}, "pixels_per_grid": 10},
               line_of_sight=[[{"x": 13, "y": 20}, {"x": 13, "y": 24}]], portals=[], lights=[])
    assert _imported(raw).document["terrain"]["segments"] == [{"from": [3, 0], "to": [3, 4], "type": "wall"}]


def test_written_it_opens_and_its_walls_block(tmp_path):
    target = tmp_path / "cave.json"
    write_imported(_imported(uvtt()), target)
    scenario = load_scenario(target, ruleset_resolver=resolve_ruleset)
    assert (tmp_path / "cave.png").read_bytes() == png(60, 40)
    assert len(scenario.terrain.segments) == 4 and scenario.lights[0].colour == "#ffeeccaa"


@pytest.mark.parametrize("change, field, words", [
    ({"format": 7}, "format", "version 7 is not one Battlemap reads"),
    ({"format": None}, "format", "missing"),
    ({"image": ""}, "image", "missing"),
    ({"image": "not base64!!"}, "image", "not base64"),
    ({"image": base64.b64encode(b"GIF89a....").decode()}, "image", "not a PNG, JPEG or WebP"),
    ({"image": base64.b64encode(png(1, 1)[:16] + b"\x00\x00\x00\x49IHDR" + b"\x00\x01\x00\x00" * 2).decode()},
     "image", "at most 16384 px"),
    ({"resolution": {"map_size": {"x": 0, "y": 4}, "pixels_per_grid": 10}}, "resolution.map_size", "must have a size"),
    ({"resolution": {"map_size": {"x": 6, "y": 4}, "pixels_per_grid": 0}}, "resolution.pixels_per_grid", "above 0"),
    ({"line_of_sight": [[{"x": 3, "y": 0}, {"x": 9, "y": 1}]]}, "line_of_sight[0][1]", "outside the map"),
    ({"portals": [{"bounds": [{"x": 1, "y": 1}]}]}, "portals[0].bounds", "two end points"),
    ({"line_of_sight": [[{"x": "a", "y": 0}, {"x": 1, "y": 1}]]}, "line_of_sight[0][0]", "expected a point"),
])
def test_a_bad_file_names_its_field(change, field, words):
    with pytest.raises(LoadError) as caught:
        _imported(uvtt(**change))
    problems = {p.path: p.message for p in caught.value.problems}
    assert field in problems and words in problems[field], problems


def test_not_json_and_not_an_object(tmp_path):
    bad = tmp_path / "bad.dd2vtt"
    bad.write_text("{nope", encoding="utf-8")
    with pytest.raises(LoadError, match="not JSON"):
        read_uvtt(bad)
    with pytest.raises(LoadError, match="not an object"):
        read_uvtt(write(tmp_path, [1, 2]))


def test_a_ruleset_without_open_doors_drops_them_but_keeps_closed_ones():
    for ruleset in ("d20-mass", "gurps4e", "yze", "fallout-pnp"):
        segments = _imported(uvtt(), ruleset).document["terrain"]["segments"]
        assert {"from": [3, 1.5], "to": [3, 2.5]}.items() <= segments[2].items()


def test_an_imported_battle_saves_its_walls_lights_and_picture_again(tmp_path):
    from battlemap.document.battle import BattleDocument

    target = tmp_path / "cave.json"
    write_imported(_imported(uvtt()), target)
    document = BattleDocument.open(target)
    again = document.save(tmp_path / "again.json")
    saved = json.loads(again.read_text(encoding="utf-8"))
    assert load_scenario(again, ruleset_resolver=resolve_ruleset).lights == \
        load_scenario(target, ruleset_resolver=resolve_ruleset).lights  # defaults left out, the same lights
    assert len(saved["terrain"]["segments"]) == 4 and saved["background"]["path"] == "cave.png"
