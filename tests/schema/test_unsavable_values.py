"""Values a file can hold but no saved file could are refused at load, naming the field."""

from __future__ import annotations

import json

import pytest

from battlemap.schema import LoadError, parse_scenario
from tests.schema.schema_helpers import bundled


def _problems(text: str, source: str = "bad.json") -> list[str]:
    with pytest.raises(LoadError) as error:
        parse_scenario(text, source=source, ruleset_resolver=bundled)
    return [str(p) for p in error.value.problems]


def test_a_lone_surrogate_in_a_tokens_free_state_is_refused_at_its_field():
    text = ('{"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass", "tokens": '
            '[{"id": "a", "side": "blue", "at": [0, 0], "template": "spearmen", "state": {"note": "\\ud800"}}]}')
    (line,) = _problems(text)
    assert line.startswith("bad.json: tokens[0].state.note: not valid Unicode text (a lone surrogate)")


def test_a_45_digit_integer_in_toml_is_refused_like_json_refuses_it():
    text = "\n".join([
        'format = "battlemap-scenario"', "version = 1", 'ruleset = "d20-mass"', "[[tokens]]", 'id = "a"',
        'side = "blue"', "at = [0, 0]", 'template = "spearmen"', "[tokens.state]", "big = " + "1" * 45, ""])
    problems = _problems(text, source="bad.toml")
    assert "bad.toml: tokens[0].state.big: a number has more than 40 digits" in problems, problems


@pytest.mark.parametrize("cell", [5e-324, 0.001, 0])
def test_a_vanishing_cell_size_is_refused(cell):
    text = json.dumps({"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass",
                       "grid": {"cell": cell}})
    assert any(p.startswith("bad.json: grid.cell:") for p in _problems(text))


def test_a_small_real_cell_size_still_loads():
    text = json.dumps({"format": "battlemap-scenario", "version": 1, "ruleset": "d20-mass", "grid": {"cell": 0.5}})
    assert parse_scenario(text, source="ok.json", ruleset_resolver=bundled).grid.cell == 0.5
