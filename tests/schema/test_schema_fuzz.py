"""Fuzzing the loader: random values, truncated files, one mistake planted in a
valid scenario. Every case ends in a LoadError with at least one problem,
never in another exception."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from battlemap.schema import LoadError, dump_scenario, parse_scenario
from tests.schema.scenario_strategies import JSON_VALUES, scenarios
from tests.schema.schema_helpers import bundled

D20 = bundled("d20-mass")


def _refused(text: str | bytes, fmt=None) -> tuple:
    with pytest.raises(LoadError) as caught:
        parse_scenario(text, source="fuzz", fmt=fmt, ruleset_resolver=bundled)
    problems = caught.value.problems
    assert len(problems) >= 1 and all(p.file == "fuzz" and p.message for p in problems)
    return problems


@given(JSON_VALUES)
def test_random_json_values(value):
    _refused(json.dumps(value))


@given(st.dictionaries(st.sampled_from(
    ["format", "version", "ruleset", "grid", "tokens", "terrain", "combat", "zones", "seed"]
), JSON_VALUES, max_size=6))
def test_random_values_under_the_real_keys(doc):
    """Random values may by luck form a valid (empty) scenario; nothing else escapes."""
    doc["format"] = "battlemap-scenario"
    try:
        parse_scenario(json.dumps(doc), source="fuzz", ruleset_resolver=bundled)
    except LoadError as error:
        assert error.problems


@given(st.binary(max_size=200))
def test_random_bytes(data):
    _refused(data, "json")


@given(st.text(max_size=200))
def test_random_toml_text(text):
    _refused(text, "toml")


@settings(max_examples=40)
@given(scenarios(D20), st.data())
def test_truncated_documents(doc, data):
    text = dump_scenario(parse_scenario(json.dumps(doc), source="ok"))
    cut = data.draw(st.integers(0, len(text) - 3))  # every proper prefix of the object
    _refused(text[:cut], "json")


#: Values each field can never take.
WRONG = {
    "grid.cols": [[], {}, "7", -3, 0, 2.5, True],
    "token.at": [[], {}, "7x", -3, 2.5, True, [1], [0, "0"], [0, 0, 0]],
    "token.side": [[], {}, 12, 2.5, True, "a b", ""],
    "token.id": [[], {}, 12, True, "a b", ""],
    "ruleset": [[], {}, 12, True, "a b", None],
}


def _plant(doc: dict[str, Any], kind: str, draw, dims: tuple[int, int]) -> None:
    """Plant one mistake of `kind` in a d20 scenario document whose grid is `dims`."""
    cols, rows = dims
    tokens = doc.setdefault("tokens", [])
    if not tokens:
        tokens.append({"id": "t0", "side": "red", "at": [0, 0]})
    token = draw(st.sampled_from(tokens))
    if kind == "wrong-type":
        field = draw(st.sampled_from(sorted(WRONG)))
        value = draw(st.sampled_from(WRONG[field]))
        owner, _, key = field.rpartition(".")
        target = {"": doc, "grid": doc["grid"], "token": token}[owner]
        target[key] = value
    elif kind == "unknown-field":
        target = draw(st.sampled_from([doc, doc["grid"], token]))
        target[draw(st.sampled_from(["colour", "x", "tokenz", "Id"]))] = 1
    elif kind == "huge-number":
        power = draw(st.integers(7, 38))
        where = draw(st.sampled_from(["cols", "at", "count", "seed"]))
        if where == "cols":
            doc["grid"]["cols"] = 10**power
        elif where == "at":
            token["at"] = [10**power, 0]
        elif where == "count":
            token["count"] = 10**power
        else:
            doc["seed"] = 2**63 + power
    elif kind == "terrain-row":
        doc["terrain"] = {"rows": ["." * cols] * rows}
        row = draw(st.integers(0, rows - 1))
        doc["terrain"]["rows"][row] = "." * (cols + draw(st.sampled_from([-1, 1, 5])))
    elif kind == "duplicate-id":
        tokens.append({**token, "at": [0, 0]})
    elif kind == "off-map":
        token["at"] = draw(st.sampled_from([[cols, 0], [0, rows], [-1, 0], [cols + 50, rows + 9]]))
    elif kind == "unknown-ruleset":
        doc["ruleset"] = draw(st.sampled_from(["chess", "d20", "gurps3e"]))


KINDS = ["wrong-type", "unknown-field", "huge-number", "terrain-row", "duplicate-id", "off-map",
         "unknown-ruleset"]


@settings(max_examples=150)
@given(doc=scenarios(D20), kind=st.sampled_from(KINDS), data=st.data())
def test_one_planted_mistake_is_always_reported(doc, kind, data):
    _plant(doc, kind, data.draw, (doc["grid"]["cols"], doc["grid"]["rows"]))
    _refused(json.dumps(doc))


@settings(max_examples=40)
@given(scenarios(D20), st.data())
def test_several_planted_mistakes(doc, data):
    dims = doc["grid"]["cols"], doc["grid"]["rows"]
    for kind in data.draw(st.lists(st.sampled_from(KINDS), min_size=2, max_size=4)):
        _plant(doc, kind, data.draw, dims)
    _refused(json.dumps(doc))
