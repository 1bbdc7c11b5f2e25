"""The scenario's `templates` section: optional, checked against the map and itself, round-tripped,
and held to its limit; `battlemap check` names the field of each problem."""

import json

import pytest

from battlemap import resources
from battlemap.cli import main
from battlemap.document.library import resolve_ruleset
from battlemap.schema import LoadError, dump_scenario, parse_scenario
from battlemap.schema.limits import MAX_TEMPLATES

CONE = {"id": "t1", "shape": "cone", "from": [11, 6], "toward": [8, 6], "size": 75, "angle": 60,
        "show_players": True}


def _doc(*templates) -> dict:
    doc = json.loads(resources.default_scenario_file().read_text(encoding="utf-8"))
    if templates:
        doc["templates"] = list(templates)
    return doc


def _parse(doc: dict):
    return parse_scenario(json.dumps(doc), source="t.json", ruleset_resolver=resolve_ruleset)


def test_no_templates_section_means_none():
    assert _parse(_doc()).templates == ()


def test_the_templates_section_loads_and_round_trips():
    line = {"id": "t2", "shape": "line", "from": [1, 1], "toward": [5, 1], "size": 50, "width": 10}
    scenario = _parse(_doc(CONE, line))
    cone = scenario.templates[0]
    assert (cone.origin, cone.toward, cone.size, cone.angle, cone.show_players) == ((11, 6), (8, 6), 75, 60, True)
    written = json.loads(dump_scenario(scenario))
    assert written["templates"] == [CONE, line]  # `from` in the file, as written
    assert _parse(written) == scenario


@pytest.mark.parametrize(
    ("template", "path", "fragment"),
    [
        (dict(CONE, **{"from": [99, 0]}), "templates[0].from", "off the map"),
        (dict(CONE, toward=[0, 99]), "templates[0].toward", "off the map"),
        ({k: v for k, v in CONE.items() if k != "toward"}, "templates[0].toward", "a cone needs a toward cell"),
        (dict(CONE, toward=[11, 6]), "templates[0].toward", "other than its from cell"),
        (dict(CONE, shape="blob"), "templates[0].shape", ""),
        (dict(CONE, size=0), "templates[0].size", ""),
        (dict(CONE, angle=400), "templates[0].angle", ""),
        ({"id": "t1", "shape": "circle", "from": [1, 1], "size": 5, "angle": 30}, "templates[0].angle",
         "only a cone has an angle"),
        ({"id": "t1", "shape": "square", "from": [1, 1], "size": 5, "width": 30}, "templates[0].width",
         "only a line has a width"),
        ({"id": "t1", "shape": "circle", "size": 5}, "templates[0].from", "missing"),
        (dict(CONE, origin=[1, 1]), "templates[0]", ""),
    ],
    ids=["from-off-map", "toward-off-map", "cone-without-toward", "cone-at-itself", "bad-shape", "size-zero",
         "angle-too-wide", "angle-on-a-circle", "width-on-a-square", "no-from", "code-name-not-a-field"],
)
def test_a_bad_template_is_named_by_its_field(template, path, fragment):
    with pytest.raises(LoadError) as caught:
        _parse(_doc(template))
    found = [p for p in caught.value.problems if p.path.startswith(path)]
    assert found, [str(p) for p in caught.value.problems]
    assert fragment in found[0].message


def test_duplicate_ids_are_named():
    with pytest.raises(LoadError) as caught:
        _parse(_doc(CONE, dict(CONE, shape="circle")))
    assert [str(p) for p in caught.value.problems if p.path == "templates[1].id"]


def test_too_many_templates_are_refused_first():
    circle = {"shape": "circle", "from": [1, 1], "size": 5}
    many = [dict(circle, id=f"t{i}") for i in range(MAX_TEMPLATES + 1)]
    with pytest.raises(LoadError) as caught:
        _parse(_doc(*many))
    assert [p.path for p in caught.value.problems] == ["templates"]
    assert f"at most {MAX_TEMPLATES}" in caught.value.problems[0].message


def test_check_reports_the_field(tmp_path, capsys):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(_doc(dict(CONE, toward=[0, 99]))), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "templates[0].toward" in capsys.readouterr().out
    path.write_text(json.dumps(_doc(CONE)), encoding="utf-8")
    assert main(["check", str(path)]) == 0
