"""Every mistake in a scenario is reported with its field path and a plain message.

The table breaks a small valid document (schema_helpers.SMALL) in one place
per case and expects exactly one problem there; further tests check that
several mistakes are reported together and that cross checks still run
beside type errors.
"""

from __future__ import annotations

import json

import pytest
from tests.schema.schema_helpers import bundled, small_document

from battlemap.schema import LoadError, Problem, parse_scenario

DELETE = object()


def _set(doc: dict, path: tuple, value) -> dict:
    target = doc
    for key in path[:-1]:
        target = target[key]
    if value is DELETE:
        del target[path[-1]]
    elif isinstance(target, list) and path[-1] == len(target):
        target.append(value)
    else:
        target[path[-1]] = value
    return doc


def _problems(doc: dict, resolver=bundled) -> tuple[Problem, ...]:
    with pytest.raises(LoadError) as caught:
        parse_scenario(json.dumps(doc), source="bad.json", ruleset_resolver=resolver)
    return caught.value.problems


CASES = [
    # (id, path in the document, new value, expected problem path, message fragment)
    ("missing-ruleset", ("ruleset",), DELETE, "ruleset", "required field is missing"),
    ("wrong-format", ("format",), "battlemap-map", "format", "'battlemap-scenario'"),
    ("version-as-text", ("version",), "1", "version", "valid integer, got '1'"),
    ("version-as-bool", ("version",), True, "version", "valid integer, got True"),
    ("version-as-float", ("version",), 1.0, "version", "valid integer, got 1.0"),
    ("unknown-top-field", ("colour",), "red", "colour", "unknown field 'colour'"),
    ("grid-kind", ("grid", "kind"), "hexagon", "grid.kind", "'square' or 'hex'"),
    ("grid-cols-text", ("grid", "cols"), "6", "grid.cols", "valid integer, got '6'"),
    ("grid-cols-huge", ("grid", "cols"), 5000, "grid.cols", "capped at 1000 cells a side (250,000 cells in all)"),
    ("grid-cols-zero", ("grid", "cols"), 0, "grid.cols", "greater than or equal to 1"),
    ("grid-typo", ("grid", "colz"), 6, "grid.colz", "did you mean 'cols'?"),
    ("grid-cell-zero", ("grid", "cell"), 0, "grid.cell", "at least 0.01"),
    ("grid-orientation-square", ("grid", "orientation"), "flat", "grid.orientation",
     "hex grids only"),
    ("terrain-row-count", ("terrain", "rows", 3), DELETE, "terrain.rows",
     "3 rows, expected 4"),
    ("terrain-row-length", ("terrain", "rows", 2), "..D~.", "terrain.rows[2]",
     "row 2 has 5 characters, expected 6"),
    ("terrain-unknown-char", ("terrain", "rows", 1), "..#+?.", "terrain.rows[1]",
     "col 4: unknown terrain character '?'"),
    ("legend-key-too-long", ("terrain", "legend", "xy"), "wall", "terrain.legend.xy",
     "at most 1 character"),
    ("legend-unknown-terrain", ("terrain", "legend", "x"), "lava", "terrain.legend.x",
     "terrain 'lava' is not defined by ruleset d20-mass"),
    ("legend-odd-key", ("terrain", "legend", "#"), "lava", 'terrain.legend["#"]',
     "terrain 'lava' is not defined by ruleset d20-mass"),
    ("token-at-text", ("tokens", 1, "at"), "3,4", "tokens[1].at", "valid tuple"),
    ("token-at-three", ("tokens", 1, "at"), [1, 2, 3], "tokens[1].at", "at most 2 items"),
    ("token-at-float", ("tokens", 1, "at"), [1.5, 2], "tokens[1].at[0]", "valid integer"),
    ("token-off-map", ("tokens", 1, "at"), [6, 0], "tokens[1].at",
     "[6, 0] is off the map (6x4: cols 0-5, rows 0-3)"),
    ("token-negative", ("tokens", 1, "at"), [-1, 0], "tokens[1].at", "off the map"),
    ("token-duplicate-id", ("tokens", 2), {"id": "a1", "side": "blue", "at": [1, 0]},
     "tokens[2].id", "duplicate token id 'a1' (also tokens[0])"),
    ("token-bad-id", ("tokens", 2), {"id": "c 1", "side": "blue", "at": [1, 0]}, "tokens[2].id",
     "not a valid name"),
    ("token-no-side", ("tokens", 1, "side"), DELETE, "tokens[1].side", "required"),
    ("token-count-zero", ("tokens", 0, "count"), 0, "tokens[0].count",
     "greater than or equal to 1"),
    ("token-hidden-text", ("tokens", 0, "hidden"), "yes", "tokens[0].hidden", "valid boolean"),
    ("token-facing", ("tokens", 0, "facing"), 9, "tokens[0].facing", "less than or equal to 7"),
    ("token-typo", ("tokens", 0, "colour"), "red", "tokens[0].colour", "unknown field 'colour'"),
    ("token-template", ("tokens", 0, "template"), "wizards", "tokens[0].template",
     "template 'wizards' is not a template of ruleset d20-mass"),
    ("token-size", ("tokens", 1, "size"), "enormous", "tokens[1].size",
     "size 'enormous' is not a size of ruleset d20-mass"),
    ("token-posture", ("tokens", 0, "posture"), "flying", "tokens[0].posture",
     "posture 'flying' is not a posture"),
    ("token-weapon", ("tokens", 0, "weapons", 1), "laser", "tokens[0].weapons[1]",
     "weapon 'laser' is not a weapon"),
    ("token-readied", ("tokens", 0, "readied", 0), "spear", "tokens[0].readied[0]",
     "readied weapon 'spear' is not among the token's weapons"),
    ("stat-unknown", ("tokens", 1, "stats", "charm"), 3, "tokens[1].stats.charm",
     "unknown stat 'charm'"),
    ("stat-type", ("tokens", 1, "stats", "level"), "3", "tokens[1].stats.level",
     "expected a whole number"),
    ("stat-bool-for-int", ("tokens", 1, "stats", "level"), True, "tokens[1].stats.level",
     "expected a whole number"),
    ("stat-below-min", ("tokens", 1, "stats", "level"), -1, "tokens[1].stats.level",
     "below the minimum 0"),
    ("stat-not-scalar", ("tokens", 1, "stats", "level"), [3], "tokens[1].stats.level",
     "expected a number, text or true/false"),
    ("overwatch-no-toward", ("tokens", 0, "state"), {"overwatch": {"arc": 90}},
     "tokens[0].state.overwatch.toward", "required"),
    ("overwatch-off-map", ("tokens", 0, "state"), {"overwatch": {"toward": [9, 9]}},
     "tokens[0].state.overwatch.toward", "off the map"),
    ("overwatch-arc", ("tokens", 0, "state"), {"overwatch": {"toward": [1, 1], "arc": 400}},
     "tokens[0].state.overwatch.arc", "at most 360"),
    ("aiming-unknown", ("tokens", 0, "state"), {"aiming": "zz"}, "tokens[0].state.aiming",
     "unknown token 'zz'"),
    ("initiative-total-text", ("tokens", 0, "state"), {"initiative_total": "17"},
     "tokens[0].state.initiative_total", "must be a whole number"),
    ("wait-trigger", ("tokens", 0, "state"), {"wait": {"trigger": 3}},
     "tokens[0].state.wait.trigger", "valid string"),
    ("zone-duplicate", ("zones", 1), {"id": "hill"}, "zones[1].id", "duplicate zone id 'hill'"),
    ("zone-off-map", ("zones", 0, "cells", 1), [1, 9], "zones[0].cells[1]", "off the map"),
    ("order-unknown", ("combat", "order", 2), "zz", "combat.order[2]", "unknown token 'zz'"),
    ("order-twice", ("combat", "order", 2), "a1", "combat.order[2]", "appears twice"),
    ("active-not-in-order", ("combat", "order", 1), DELETE, "combat.active",
     "token 'b1' is not in the turn order"),
    ("active-unknown", ("combat", "active"), "zz", "combat.active", "unknown token 'zz'"),
    ("spent-unknown", ("combat", "spent", "zz"), {"ap": 1}, "combat.spent.zz",
     "unknown token 'zz'"),
    ("spent-negative", ("combat", "spent", "a1", "move"), -1, "combat.spent.a1.move",
     "at least 0"),
    ("round-zero", ("combat", "round"), 0, "combat.round", "greater than or equal to 1"),
    ("seed-negative", ("seed",), -5, "seed", "greater than or equal to 0"),
    ("seed-huge", ("seed",), 2**70, "seed", "less than or equal to"),
    ("unknown-ruleset", ("ruleset",), "chess", "ruleset", "unknown ruleset 'chess'"),
]


@pytest.mark.parametrize(
    ("path", "value", "where", "fragment"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_each_mistake_is_reported_at_its_path(path, value, where, fragment):
    doc = small_document()
    _set(doc, path, value)
    problems = _problems(doc)
    assert [(p.path, fragment in p.message) for p in problems] == [(where, True)], problems
    assert all(p.file == "bad.json" for p in problems)


def test_three_mistakes_give_three_problems():
    doc = small_document()
    doc["grid"]["kind"] = "triangle"  # type error
    doc["terrain"]["rows"][0] = "....."  # cross check: row length
    doc["tokens"][1]["at"] = [3, 9]  # cross check: off the map
    problems = _problems(doc)
    assert sorted(p.path for p in problems) == ["grid.kind", "terrain.rows[0]", "tokens[1].at"]


def test_four_mistakes_of_every_kind_give_four_problems():
    doc = small_document()
    doc["grid"]["colz"] = 6  # typo
    doc["tokens"][0]["count"] = "ten"  # type error
    doc["tokens"].append({"id": "a1", "side": "red", "at": [0, 1]})  # duplicate id
    doc["combat"]["spent"]["ghost"] = {"ap": 1}  # unknown token
    problems = _problems(doc)
    assert sorted(p.path for p in problems) == [
        "combat.spent.ghost", "grid.colz", "tokens[0].count", "tokens[2].id"
    ]


def test_terrain_rows_are_measured_against_most_rows_without_a_grid_size():
    doc = small_document()
    doc["ruleset"] = "chess"
    del doc["grid"]
    doc["terrain"]["rows"][0] = "....."
    problems = parse_problems_without_resolver(doc)
    assert [(p.path, p.message) for p in problems] == [
        ("terrain.rows[0]", "row 0 has 5 characters, expected 6 (the width of most rows)")
    ]


def parse_problems_without_resolver(doc: dict) -> tuple[Problem, ...]:
    with pytest.raises(LoadError) as caught:
        parse_scenario(json.dumps(doc), source="bad.json")
    return caught.value.problems


def test_a_broken_token_does_not_hide_the_others():
    doc = small_document()
    doc["tokens"][0]["count"] = "ten"
    doc["tokens"][1]["at"] = [40, 0]
    doc["tokens"].append({"id": "c1", "side": "blue", "at": [1, 1], "template": "nobody"})
    problems = _problems(doc)
    assert [p.path for p in problems] == ["tokens[0].count", "tokens[1].at", "tokens[2].template"]


def test_a_broken_token_keeps_its_id_for_the_turn_order():
    """combat.order names a token whose other fields are wrong: one problem, not two."""
    doc = small_document()
    doc["tokens"][0]["count"] = -3
    assert [p.path for p in _problems(doc)] == ["tokens[0].count"]


def test_problem_text_names_file_path_and_message():
    doc = small_document()
    doc["tokens"][1]["at"] = [6, 0]
    with pytest.raises(LoadError) as caught:
        parse_scenario(json.dumps(doc), source="maps/ford.json", ruleset_resolver=bundled)
    assert str(caught.value) == (
        "maps/ford.json: tokens[1].at: [6, 0] is off the map (6x4: cols 0-5, rows 0-3)"
    )


def test_unknown_characters_of_a_row_are_grouped():
    doc = small_document()
    doc["terrain"]["rows"][0] = "?..?.!"
    messages = [p.message for p in _problems(doc)]
    assert messages == [
        "col 0: unknown terrain character '?' (not in the legend) (also at col 3)",
        "col 5: unknown terrain character '!' (not in the legend)",
    ]


def test_grid_size_comes_from_the_ruleset_when_left_out():
    """d20-mass grids are 24x16 by default: a token at col 30 is off that map."""
    doc = small_document()
    del doc["grid"]
    del doc["terrain"]
    doc["tokens"][1]["at"] = [30, 2]
    problems = _problems(doc)
    assert [p.message for p in problems] == [
        "[30, 2] is off the map (24x16: cols 0-23, rows 0-15)"
    ]


def test_hex_facings_stop_at_five():
    doc = small_document()
    doc["ruleset"] = "gurps4e"
    doc["grid"] = {"kind": "hex", "cols": 6, "rows": 4}
    doc["tokens"] = [{"id": "a", "side": "red", "at": [1, 1], "facing": 6}]
    del doc["combat"]
    problems = _problems(doc)
    assert [(p.path, p.message) for p in problems] == [
        ("tokens[0].facing", "a hex token faces 0-5, got 6")
    ]


def test_without_a_resolver_only_the_file_itself_is_checked():
    doc = small_document()
    doc["ruleset"] = "chess"
    doc["tokens"][0]["template"] = "knights"
    doc["terrain"]["rows"][0] = "..?..."  # the ruleset's legend might define '?'
    assert parse_scenario(json.dumps(doc), source="x.json").ruleset == "chess"


def test_a_ruleset_that_fails_to_load_is_reported_with_its_problems():
    def broken(ruleset_id):
        raise LoadError([Problem("d20-mass.toml", "sizes", "needs a 'medium' size")])

    problems = _problems(small_document(), resolver=broken)
    assert [str(p) for p in problems] == [
        "bad.json: ruleset: ruleset 'd20-mass' does not load:",
        "d20-mass.toml: sizes: needs a 'medium' size",
    ]


def test_the_resolver_never_sees_a_path():
    seen = []
    doc = small_document()
    doc["ruleset"] = "../../etc/passwd"
    problems = _problems(doc, resolver=lambda i: seen.append(i))
    assert seen == []
    assert [p.path for p in problems] == ["ruleset"]


def test_a_ruleset_file_is_not_a_scenario():
    text = json.dumps({"format": "battlemap-ruleset", "version": 1, "id": "x"})
    with pytest.raises(LoadError) as caught:
        parse_scenario(text, source="r.json")
    assert [p.message for p in caught.value.problems] == [
        'this is a ruleset file (format "battlemap-ruleset"), not a scenario'
    ]
