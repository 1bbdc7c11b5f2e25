"""Whatever bytes a file holds, loading ends in a Scenario or a LoadError that
says what is wrong and where: never a traceback."""

from __future__ import annotations

import json

import pytest

from battlemap.schema import LoadError, load_scenario, parse_scenario
from tests.schema.schema_helpers import SMALL, bundled


def _messages(text, fmt=None) -> list[str]:
    with pytest.raises(LoadError) as caught:
        parse_scenario(text, source="f", fmt=fmt, ruleset_resolver=bundled)
    return [f"{p.path}: {p.message}" if p.path else p.message for p in caught.value.problems]


@pytest.mark.parametrize(
    ("text", "fmt", "expected"),
    [
        ("", None, "the file is empty"),
        ("  \n\t ", "json", "the file is empty"),
        ('{"format": "battlemap-scenario",\n  "version": 1,', "json",
         "not valid JSON: Expecting property name enclosed in double quotes at line 2, column 16"),
        ('{"a": 1,\n "b": [1 2]}', "json", "not valid JSON: Expecting ',' delimiter at line 2, column 10"),
        ('format = "battlemap-scenario"\nversion = = 1\n', "toml",
         "not valid TOML: Invalid value (at line 2, column 11)"),
        ("[1, 2, 3]", "json", "expected a JSON object at the top level, got an array"),
        ('"scenario"', "json", "expected a JSON object at the top level, got a string"),
        ("42", "json", "expected a JSON object at the top level, got a number"),
        ("null", "json", "expected a JSON object at the top level, got null"),
        ('{"seed": NaN}', "json", "not valid JSON: NaN is not a number JSON allows"),
        ('{"seed": -Infinity}', "json", "not valid JSON: -Infinity is not a number JSON allows"),
        ('{"seed": 1e999}', "json", "not valid JSON: number 1e999 is out of range (infinite or NaN)"),
        ('{"seed": ' + "9" * 5000 + "}", "json", "not valid JSON: a number has more than 40 digits"),
        ("seed = " + "9" * 5000, "toml", "not valid TOML: a number has more than 40 digits"),
        ("seed = inf", "toml", "not valid TOML: number inf is out of range (infinite or NaN)"),
        ("[" * 100_000, "json", "not valid JSON: nested too deeply (at most 32 levels)"),
        ('{"a": ' + "[" * 40 + "]" * 40 + "}", "json", "nested deeper than 32 levels"),
        ('{"name": "a", "name": "b"}', "json", "duplicate key 'name' in an object"),
    ],
    ids=[
        "empty", "whitespace", "truncated-json", "json-syntax", "toml-syntax", "array",
        "string", "number", "null", "nan", "infinity", "float-overflow", "5000-digits",
        "toml-5000-digits", "toml-inf", "deep-brackets", "deep-valid", "duplicate-key",
    ],
)
def test_unreadable_documents_are_reported(text, fmt, expected):
    assert _messages(text, fmt)[0] == expected


def test_non_utf8_bytes_name_the_byte_and_line():
    data = b'{"format": "battlemap-scenario",\n "name": "caf\xe9"}'
    assert _messages(data) == [
        "not UTF-8 text: byte 0xe9 at line 2 (offset 46) cannot be decoded"
    ]


def test_a_byte_order_mark_is_accepted():
    data = b"\xef\xbb\xbf" + json.dumps(SMALL).encode("utf-8")
    assert parse_scenario(data, source="f", ruleset_resolver=bundled).name == "Small"


def test_format_is_sniffed_when_not_given():
    assert parse_scenario(json.dumps(SMALL), source="f").name == "Small"
    toml = 'format = "battlemap-scenario"\nversion = 1\nruleset = "yze"\nname = "T"\n'
    assert parse_scenario(toml, source="f").name == "T"


def test_large_numbers_get_a_path_when_they_parse():
    """A 30-digit column count parses; the model says why it is refused."""
    doc = json.loads(json.dumps(SMALL))
    doc["grid"]["cols"] = 10**30
    messages = _messages(json.dumps(doc))
    assert messages == [f"grid.cols: {10**30} is too large: grids are capped at 1000 cells a side (250,000 cells in all)"]


def test_toml_dates_are_not_text():
    toml = 'format = "battlemap-scenario"\nversion = 1\nruleset = "yze"\nname = 1979-05-27\n'
    assert _messages(toml, "toml") == ["name: input should be a valid string, got datetime.date(1979, 5, 27)"]


def test_toml_dates_in_free_state_are_refused():
    toml = (
        'format = "battlemap-scenario"\nversion = 1\nruleset = "yze"\n'
        '[[tokens]]\nid = "a"\nside = "x"\nat = [0, 0]\nstate = { since = 2024-01-01 }\n'
    )
    assert _messages(toml, "toml") == [
        "tokens[0].state: state.since must be plain JSON (text, numbers, true/false, lists, objects)"
    ]


@pytest.mark.parametrize(
    ("name", "make", "expected"),
    [
        ("missing.json", None, "file not found"),
        ("folder.json", "dir", "is a folder, not a file"),
    ],
    ids=["missing", "folder"],
)
def test_unreadable_files_are_load_errors(tmp_path, name, make, expected):
    path = tmp_path / name
    if make == "dir":
        path.mkdir()
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert [p.message for p in caught.value.problems] == [expected]
    assert caught.value.problems[0].file == str(path)


def test_file_suffix_decides_the_parser(tmp_path):
    """A .toml file holding JSON is read as TOML, and TOML says so."""
    path = tmp_path / "x.toml"
    path.write_text(json.dumps(SMALL), encoding="utf-8")
    with pytest.raises(LoadError) as caught:
        load_scenario(path)
    assert caught.value.problems[0].message.startswith("not valid TOML:")
