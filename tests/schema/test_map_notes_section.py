"""The scenario's `map_notes` section: optional, checked against the map with the field named,
held to its limits, round-tripped; and `battlemap check` saying so."""

from __future__ import annotations

import json

import pytest

from battlemap import resources
from battlemap.cli import main
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario
from battlemap.schema.limits import MAX_DRAWING_POINTS, MAX_NOTE_POINTS, MAX_PINS

NOTES = {
    "pins": [{"id": "pin-1", "at": [3.5, 2], "text": "Pit trap\nDC 15 to spot"},
             {"id": "pin-2", "at": [10, 6.25], "text": "The bridge", "players": True}],
    "drawings": [{"id": "drawing-1", "points": [[1, 1], [2.5, 1.2], [4, 3]], "colour": "#e04040",
                  "width": 0.1, "players": True}],
}


def _doc(**extra) -> dict:
    doc = json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))
    return {**doc, **extra}


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="notes.json", ruleset_resolver=resolve_ruleset)


def _problems(notes: dict) -> dict[str, str]:
    with pytest.raises(LoadError) as caught:
        _parse(_doc(map_notes=notes))
    return {p.path: p.message for p in caught.value.problems}


def test_no_section_means_no_notes():
    assert _parse(_doc()).map_notes is None


def test_the_section_loads_and_round_trips():
    scenario = _parse(_doc(map_notes=NOTES))
    assert [p.id for p in scenario.map_notes.pins] == ["pin-1", "pin-2"]
    assert scenario.map_notes.drawings[0].points[1] == (2.5, 1.2)
    again = parse_scenario(dump_scenario(scenario), source="again.json", ruleset_resolver=resolve_ruleset)
    assert again == scenario


def test_the_format_page_example_loads():
    page = (resources.scenario_file("d20-skirmish.json").parents[2] / "docs" / "SCENARIO-FORMAT.md")
    text = page.read_text(encoding="utf-8").split("## `map_notes`", 1)[1].split("```json", 1)[1].split("```")[0]
    assert _parse(_doc(map_notes=json.loads(text))).map_notes is not None


@pytest.mark.parametrize(("notes", "path", "fragment"), [
    ({"pins": [NOTES["pins"][0], {"id": "p", "at": [40, 3], "text": "x"}]}, "map_notes.pins[1].at",
     "[40, 3] is outside the map"),
    ({"pins": [{"id": "p", "at": [1, 1], "text": "  \n"}]}, "map_notes.pins[0].text", "a note needs some text"),
    ({"pins": [{"id": "p", "at": [1, 1], "text": "a"}, {"id": "p", "at": [2, 1], "text": "b"}]},
     "map_notes.pins[1].id", "duplicate id 'p' (also map_notes.pins[0])"),
    ({"drawings": [{"id": "d", "points": [[1, 1], [2, -1]]}]}, "map_notes.drawings[0].points[1]",
     "is outside the map"),
    ({"drawings": [{"id": "d", "points": [[1, 1]]}]}, "map_notes.drawings[0].points", "at least 2"),
    ({"drawings": [{"id": "d", "points": [[1, 1], [2, 2]], "colour": "red"}]}, "map_notes.drawings[0].colour",
     "is not a colour: write it #rrggbb"),
    ({"drawings": [{"id": "d", "points": [[1, 1], [2, 2]] * (MAX_DRAWING_POINTS // 2 + 1)}]},
     "map_notes.drawings[0].points", f"at most {MAX_DRAWING_POINTS:,}"),
    ({"pins": [{"id": f"p{i}", "at": [1, 1], "text": "x"} for i in range(MAX_PINS + 1)]}, "map_notes.pins",
     f"{MAX_PINS + 1:,} pins; at most {MAX_PINS:,}"),
    ({"drawings": [{"id": f"d{i}", "points": [[1, 1]] * 200} for i in range(MAX_NOTE_POINTS // 200 + 1)]},
     "map_notes.drawings", f"in all drawings together; at most {MAX_NOTE_POINTS:,}"),
    ({"pins": [{"id": "p", "at": [1, 1], "txt": "x"}]}, "map_notes.pins[0].txt", "unknown field"),
], ids=["pin-outside", "empty-text", "duplicate-id", "point-outside", "one-point", "colour", "too-many-points",
        "too-many-pins", "too-many-points-in-all", "typo"])
def test_a_bad_note_is_a_problem_naming_its_field(notes, path, fragment):
    problems = _problems(notes)
    assert path in problems and fragment in problems[path], problems


def test_points_on_a_hex_map_are_in_hexagon_radii(tmp_path):
    doc = _doc(grid={"kind": "hex", "orientation": "flat", "cols": 10, "rows": 6},
               tokens=[], combat=None, zones=[], terrain=None, items=[], objectives=None)
    doc = {k: v for k, v in doc.items() if v is not None}
    doc["map_notes"] = {"pins": [{"id": "a", "at": [15.4, 11]}, {"id": "b", "at": [15.6, 11]}]}
    for pin in doc["map_notes"]["pins"]:
        pin["text"] = "x"
    with pytest.raises(LoadError) as caught:
        _parse(doc)
    paths = [p.path for p in caught.value.problems]
    assert paths == ["map_notes.pins[1].at"]  # 1.5 x 10 + 0.5 = 15.5 wide


def test_check_names_the_field(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_doc(map_notes={"pins": [{"id": "p", "at": [99, 1], "text": "far"}]})),
                    encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "map_notes.pins[0].at: [99, 1] is outside the map" in capsys.readouterr().out
