"""Packaging: every subpackage ships, bundled data is reachable through resources."""

import tomllib
from pathlib import Path

from battlemap import resources

ROOT = Path(__file__).resolve().parent.parent


def test_every_subpackage_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "battlemap").rglob("__init__.py")
    }
    assert found - listed == set(), "add these packages to [tool.setuptools] packages"


def test_bundled_rulesets_are_the_four_systems():
    assert {"d20-mass", "gurps4e", "yze", "fallout-pnp"} <= set(resources.ruleset_ids())


def test_default_scenario_is_bundled():
    entry = resources.default_scenario_file()
    assert entry.name == "d20-skirmish.json"
    assert '"battlemap-scenario"' in entry.read_text(encoding="utf-8")


def test_unknown_ruleset_has_no_file():
    assert resources.ruleset_file("chess") is None
