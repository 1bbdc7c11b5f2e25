"""Versions: the version 1 fixture loads forever, newer files are refused with a
clear message, and registered migrations step raw dicts before validation."""

from __future__ import annotations

import json

import pytest

from battlemap.schema import (
    CURRENT_VERSION,
    MIGRATIONS,
    RULESET_MIGRATIONS,
    LoadError,
    load_scenario,
    parse_ruleset,
    parse_scenario,
)
from tests.schema.schema_helpers import FIXTURES, RULESETS, SMALL, bundled


def _problems(doc: dict) -> list[tuple[str, str]]:
    with pytest.raises(LoadError) as caught:
        parse_scenario(json.dumps(doc), source="f.json", ruleset_resolver=bundled)
    return [(p.path, p.message) for p in caught.value.problems]


def test_the_version_1_fixture_always_loads():
    scenario = load_scenario(FIXTURES / "scenario-v1.json", ruleset_resolver=bundled)
    assert scenario.version == 1
    assert [t.id for t in scenario.tokens] == ["ada", "bo", "rat"]
    ada = scenario.tokens[0]
    assert ada.state.overwatch.toward == (9, 6) and ada.state.overwatch.arc == 90
    assert ada.state.model_extra == {"note": {"by": "gm"}}
    assert scenario.tokens[1].state.aiming == "rat"
    assert scenario.tokens[2].state.wait.trigger == "enters_reach"
    assert scenario.combat.spent == {"rat": {"slow": 1, "fast": 1}, "ada": {"fast": 0.5}}


def test_current_version_and_empty_registries():
    assert CURRENT_VERSION == 1
    assert MIGRATIONS == {} and RULESET_MIGRATIONS == {}


@pytest.mark.parametrize("version", [2, 99, 10**12])
def test_newer_versions_are_refused(version):
    assert _problems({**SMALL, "version": version}) == [(
        "version",
        f"written by a newer Battlemap (format version {version}); this version reads up to 1",
    )]


def test_a_newer_ruleset_is_refused():
    text = (RULESETS / "yze.toml").read_text(encoding="utf-8").replace("version = 1", "version = 3", 1)
    with pytest.raises(LoadError) as caught:
        parse_ruleset(text, source="yze.toml")
    assert caught.value.problems[0].message == (
        "written by a newer Battlemap (format version 3); this version reads up to 1"
    )


@pytest.mark.parametrize("version", [0, -2])
def test_versions_below_1_do_not_exist(version):
    assert _problems({**SMALL, "version": version}) == [
        ("version", f"format version {version} does not exist (versions start at 1)")
    ]


def test_a_version_whose_migration_was_dropped_is_refused():
    """Were the format at version 3 with only the 2 -> 3 step kept, version 1 could not be read."""
    from battlemap.schema.migrations import migrate

    with pytest.raises(LoadError) as caught:
        migrate({"version": 1}, source="f", current=3, migrations={2: dict})
    assert caught.value.problems[0].message == (
        "format version 1 can no longer be read (no migration to 2)"
    )


def test_a_missing_version_is_reported_with_the_rest():
    doc = {k: v for k, v in SMALL.items() if k != "version"}
    doc["seed"] = "x"
    assert [p for p, _ in _problems(doc)] == ["version", "seed"]


def test_a_registered_migration_runs_before_validation(monkeypatch):
    """Version 0 called the grid `map` and positions `pos`; a migration renames them."""
    def zero_to_one(doc: dict) -> dict:
        doc["grid"] = doc.pop("map")
        for token in doc.get("tokens", []):
            token["at"] = token.pop("pos")
        return doc

    monkeypatch.setitem(MIGRATIONS, 0, zero_to_one)
    old = json.loads(json.dumps(SMALL))
    old["version"] = 0
    old["map"] = old.pop("grid")
    for token in old["tokens"]:
        token["pos"] = token.pop("at")
    original = json.dumps(old)
    scenario = parse_scenario(original, source="old.json", ruleset_resolver=bundled)
    assert scenario.version == 1
    assert scenario.grid.cols == 6 and scenario.tokens[1].at == (5, 3)
    current = parse_scenario(json.dumps(SMALL), source="new.json", ruleset_resolver=bundled)
    assert scenario == current


def test_migrations_chain_and_leave_the_input_alone(monkeypatch):
    calls = []
    monkeypatch.setitem(MIGRATIONS, -1, lambda d: calls.append(-1) or d)
    monkeypatch.setitem(MIGRATIONS, 0, lambda d: calls.append(d["version"]) or d)
    from battlemap.schema.migrations import migrate

    raw = {"version": -1, "x": [1]}
    result = migrate(raw, source="f", current=1, migrations=MIGRATIONS)
    assert calls == [-1, 0]
    assert result == {"version": 1, "x": [1]}
    assert raw == {"version": -1, "x": [1]}
    assert result["x"] is not raw["x"]


def test_a_migration_that_fails_is_a_problem_not_a_traceback(monkeypatch):
    monkeypatch.setitem(MIGRATIONS, 0, lambda d: d["no such field"])
    assert _problems({**SMALL, "version": 0}) == [
        ("version", "could not migrate from format version 0: KeyError('no such field')")
    ]
